"""Template tests read files and run the linters as subprocesses: no sockets in-process."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import urllib3  # noqa: F401 - its import-time IPv6 probe opens a socket: import it before blocking
from moto import mock_aws
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


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """In-process moto (no sockets) with test credentials, for checks that create the
    template's resources from its own properties."""
    for key, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    with mock_aws():
        yield
