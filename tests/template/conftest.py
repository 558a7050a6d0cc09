"""Template tests read files and run the linters as subprocesses: no sockets in-process."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import urllib3  # noqa: F401 - its import-time IPv6 probe opens a socket: import it before blocking
from pytest_socket import disable_socket, enable_socket

from localrun.template import load_template


@pytest.fixture(autouse=True)
def _no_network() -> Iterator[None]:
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()


@pytest.fixture(scope="session")
def template() -> dict[str, Any]:
    return load_template()
