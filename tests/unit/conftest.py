"""Unit tests never open a socket (pytest-socket); fixtures shared by several modules."""

from collections.abc import Iterator

import pytest
from pytest_socket import disable_socket, enable_socket

from skills_core.snapshot.model import Entry
from skills_core.snapshot.stored import StoredSnapshot


@pytest.fixture(autouse=True)
def _no_network() -> Iterator[None]:
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()


@pytest.fixture
def walked(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Stored entries walked, by scope (what the winner cache must spare a reader)."""
    counts: dict[str, int] = {}
    real = StoredSnapshot.entries

    def entries(self: StoredSnapshot) -> Iterator[Entry]:
        for entry in real(self):
            counts[self.scope] = counts.get(self.scope, 0) + 1
            yield entry

    monkeypatch.setattr(StoredSnapshot, "entries", entries)
    return counts
