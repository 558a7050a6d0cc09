"""Sources that wait on something are listed concurrently (issue #15: latency is the slowest
source, not the sum). Checked without timing: sources that block on a shared barrier can only
all return when they are listed at the same time; listed one after another, the first one's
barrier breaks and the registry skips it with a warning. Shadowing order and fail-open are
unchanged, and in-memory sources are listed in the calling thread."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from skills_core import create_registry
from skills_core.compose.listing import lists_remotely
from skills_core.model import SkillRecord
from skills_core.settings import Settings
from skills_core.snapshot.model import Snapshot
from skills_core.snapshot.sources import SnapshotSource
from skills_core.sources.fs import DirectorySource
from skills_core.sources.inline import InlineSource

#: Long enough never to break when the sources really overlap.
BARRIER_SECONDS = 10.0
SETTINGS = Settings(tenancy="multi")


def skill_text(name: str, description: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\nBody of {name}.\n"


class RemoteSource:
    """A source whose listing waits: on ``barrier`` (all remote sources at once), and/or on
    ``after`` (another source's listing having finished). Records the listing thread."""

    def __init__(
        self,
        label: str,
        skills: dict[str, str],
        *,
        barrier: threading.Barrier | None = None,
        after: threading.Event | None = None,
        fail: Exception | None = None,
    ) -> None:
        self.label = label
        self._skills = skills
        self._barrier = barrier
        self._after = after
        self._fail = fail
        self.done = threading.Event()
        self.thread: str | None = None

    def list(self) -> list[SkillRecord]:
        self.thread = threading.current_thread().name
        try:
            if self._barrier is not None:
                self._barrier.wait(timeout=BARRIER_SECONDS)
            if self._after is not None and not self._after.wait(timeout=BARRIER_SECONDS):
                raise TimeoutError("the other source never finished")
            if self._fail is not None:
                raise self._fail
            return [
                SkillRecord(name=name, content=skill_text(name, text), source=self.label)
                for name, text in self._skills.items()
            ]
        finally:
            self.done.set()


def registry(*sources: Any) -> Any:
    return create_registry(sources=list(sources), settings=SETTINGS)


def test_sources_blocking_on_each_other_all_load() -> None:
    barrier = threading.Barrier(3)
    sources = [
        RemoteSource(
            f"remote-{i}", {f"skill-{i}": f"Skill {i}. Use when testing."}, barrier=barrier
        )
        for i in range(3)
    ]
    loaded = registry(*sources)
    assert loaded.warnings == []
    assert loaded.names() == ["skill-0", "skill-1", "skill-2"]
    assert all(s.thread is not None and s.thread.startswith("skills-list") for s in sources)


def test_the_later_source_still_wins_when_it_finishes_first() -> None:
    barrier = threading.Barrier(2)
    # The earlier source (position 0) finishes only after the later one (position 1) did.
    later = RemoteSource(
        "later", {"shared": "From the later source. Use when testing."}, barrier=barrier
    )
    early = RemoteSource(
        "early",
        {"shared": "From the earlier source. Use when testing."},
        barrier=barrier,
        after=later.done,
    )
    loaded = registry(early, later)
    assert loaded.warnings == []
    shared = loaded.get("shared")
    assert shared is not None and shared.source == "later"
    assert [c.label for c in loaded.candidates("shared")] == ["early", "later"]


def test_a_failing_source_is_skipped_with_a_warning_in_source_order() -> None:
    barrier = threading.Barrier(3)
    first = RemoteSource("first", {"one": "One. Use when testing."}, barrier=barrier)
    broken = RemoteSource("broken", {}, barrier=barrier, fail=ConnectionError("unreachable"))
    third = RemoteSource("third", {}, barrier=barrier, fail=TimeoutError("slow"), after=broken.done)
    loaded = registry(first, broken, third)
    assert loaded.names() == ["one"]
    assert [w.split('"')[1] for w in loaded.warnings] == ["broken", "third"]
    assert all("failed and was skipped" in w for w in loaded.warnings)


@pytest.mark.parametrize("local_kind", ["inline", "directory", "snapshot"])
def test_local_sources_are_listed_in_the_calling_thread(local_kind: str, tmp_path: Any) -> None:
    local: Any
    if local_kind == "inline":
        local = InlineSource([{"name": "local", "content": skill_text("local", "Local. Use.")}])
    elif local_kind == "directory":
        (tmp_path / "local").mkdir()
        (tmp_path / "local" / "SKILL.md").write_text(skill_text("local", "Local. Use."))
        local = DirectorySource(tmp_path)
    else:
        remote_live = RemoteSource("store", {})
        local = SnapshotSource(Snapshot("store/t/", 1), remote_live)
    assert not lists_remotely(local)
    remote = RemoteSource("remote", {"far": "Far away. Use when testing."})
    loaded = registry(local, remote)
    assert "far" in loaded.names()
    # One source that waits, the rest in memory: no thread is worth starting.
    assert remote.thread == threading.current_thread().name


def test_custom_sources_are_assumed_to_wait() -> None:
    assert lists_remotely(RemoteSource("x", {}))
