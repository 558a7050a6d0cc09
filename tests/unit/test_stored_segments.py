"""A stored snapshot's segments (issue #20: a warm MCP ``skills/list`` page at 100,000 skills
must not inflate the whole object): ``named`` starts inflating at the mark before the names it
wants and finds exactly the entries a full decode finds, for any names, at any segment
boundary, in any line order a writer used; a page inflates a segment or two, not the object."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from skills_core.snapshot import codec, stored
from skills_core.snapshot.codec import encode_lines
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.stored import StoredSnapshot
from tests.unit.test_catalog_listing import s3_entry, store_entry

SCOPE = "store/acme/"


@pytest.fixture(autouse=True)
def small_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows of 2 KiB and segments of 2 windows: many segments from a few hundred entries
    (the same code paths as 256 KiB windows and 16-window segments at 100,000)."""
    monkeypatch.setattr(codec, "WINDOW_BYTES", 2048)
    monkeypatch.setattr(stored, "SEGMENT_WINDOWS", 2)


def entries(count: int, seed: int) -> list[Entry]:
    rng = random.Random(seed)
    made: list[Entry] = []
    for index in range(count):
        name = f"skill-{index:04d}"
        if rng.random() < 0.5:
            made.append(store_entry(name, staging=rng.random() < 0.5))
        else:
            made.append(s3_entry("store", name, folder=rng.random() < 0.7))
            if rng.random() < 0.1:  # one name twice in a source (a folder and a loose file)
                made.append(s3_entry("store", name, folder=True, key=f"{name}-dir"))
    return made


def expected(snapshot: Snapshot, names: set[str]) -> list[Entry]:
    return [entry for entry in snapshot.entries if entry.name in names]


@pytest.mark.parametrize("seed", range(8))
def test_named_finds_what_a_full_decode_finds(seed: int) -> None:
    snapshot = Snapshot(SCOPE, 3).with_entries(entries(400, seed))
    opened = StoredSnapshot.open(snapshot.encode(), scope=SCOPE)
    assert len(opened.segments) > 10
    names = sorted({entry.name for entry in snapshot.entries})
    rng = random.Random(seed)
    # Each segment's first and last names (a page that starts or ends on a boundary).
    edges = {segment.low for segment in opened.segments} | {s.high for s in opened.segments}
    picks = [
        set(names),
        set(),
        {names[0]},
        {names[-1]},
        edges,
        {"absent", "skill-9999", "a"},
        set(names[rng.randrange(len(names)) :][:100]),  # a page of MCP skills/list
        set(rng.sample(names, 37)),
    ]
    for wanted in picks:
        got = opened.named(wanted)
        assert [e.to_json() for e in got] == [e.to_json() for e in expected(snapshot, wanted)]


def test_a_layout_out_of_name_order_is_still_found_whole() -> None:
    """Another writer's object whose lines are not sorted: the segments' bounds are each
    segment's least and greatest name, so nothing is missed."""
    made = entries(300, 3)
    random.Random(5).shuffle(made)
    document = {"format": 3, "scope": SCOPE, "gen": 3, "count": len(made)}
    data = encode_lines(document, (entry.to_json() for entry in made))
    opened = StoredSnapshot.open(data, scope=SCOPE)
    for wanted in ({"skill-0007", "skill-0150", "skill-0299"}, {e.name for e in made[::7]}):
        got = sorted(e.to_json()["location"] for e in opened.named(wanted))
        assert got == sorted(e.to_json()["location"] for e in made if e.name in wanted)


def test_a_page_inflates_a_segment_or_two(monkeypatch: pytest.MonkeyPatch) -> None:
    snapshot = Snapshot(SCOPE, 3).with_entries(entries(600, 1))
    opened = StoredSnapshot.open(snapshot.encode(), scope=SCOPE)
    assert len(opened.segments) > 10  # found once, by the first page's walk
    windows = 0
    original = stored.inflate_lines

    def counted(*args: object, **kw: object) -> Iterator[list[bytes]]:
        nonlocal windows
        for window in original(*args, **kw):  # type: ignore[arg-type]
            windows += 1
            yield window

    monkeypatch.setattr(stored, "inflate_lines", counted)
    names = sorted({entry.name for entry in snapshot.entries})
    total = sum(1 for _ in original(opened.data, 10**9))
    page = set(names[300:310])
    assert len(opened.named(page)) == len(expected(snapshot, page))
    assert 0 < windows <= 3 * stored.SEGMENT_WINDOWS < total / 10, (windows, total)


def test_an_empty_snapshot_has_no_segments() -> None:
    opened = StoredSnapshot.open(Snapshot(SCOPE, 1).encode(), scope=SCOPE)
    assert opened.segments == () and opened.named({"anything"}) == []


def bounds(segments: tuple[stored.Segment, ...]) -> list[tuple[object, ...]]:
    return [(s.low, s.high, s.start and (s.start.position, s.start.total)) for s in segments]


@pytest.mark.parametrize("shuffled", [False, True])
def test_a_listing_walk_finds_the_segments_a_first_page_would(
    shuffled: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cold MCP ``skills/list`` walks each object for its listing, then cuts a page: the
    walk takes the marks and bounds as it goes, so the page does not inflate it all again."""
    made = entries(500, 9)
    if shuffled:
        random.Random(2).shuffle(made)
    document = {"format": 3, "scope": SCOPE, "gen": 3, "count": len(made)}
    data = encode_lines(document, (entry.to_json() for entry in made))
    walked = StoredSnapshot.open(data, scope=SCOPE)
    assert [e.to_json() for e in walked.entries()] == [e.to_json() for e in made]
    assert "segments" in walked.__dict__
    assert bounds(walked.segments) == bounds(StoredSnapshot.open(data, scope=SCOPE).segments)
    monkeypatch.setattr(stored, "_segments", None)  # never called again
    wanted = {made[0].name, made[250].name, made[-1].name}
    got = sorted(e.to_json()["location"] for e in walked.named(wanted))
    assert got == sorted(e.to_json()["location"] for e in made if e.name in wanted)


def test_a_walk_stopped_early_finds_no_segments() -> None:
    snapshot = Snapshot(SCOPE, 3).with_entries(entries(300, 4))
    opened = StoredSnapshot.open(snapshot.encode(), scope=SCOPE)
    next(iter(opened.entries()))
    assert "segments" not in opened.__dict__
    assert len(opened.segments) > 10
