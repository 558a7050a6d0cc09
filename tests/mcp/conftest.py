"""MCP protocol tests: functions in, values out; in-memory sources, no sockets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytest_socket import disable_socket, enable_socket

from tests.mcp.fakes import Tenants


@pytest.fixture(autouse=True)
def _no_network() -> Iterator[None]:
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()


@pytest.fixture
def tenants() -> Tenants:
    """Two tenants: ``acme`` (a folder skill with files, a loose skill) and ``globex``
    (a skill of its own only)."""
    return Tenants.default()
