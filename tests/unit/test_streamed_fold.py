"""The streamed fold of overlay records into a snapshot object (``snapshot.streamed_fold``):
its object decodes equal to what the in-memory fold encodes, it refuses corrupt objects, and
its memory does not grow with the entries it copies."""

from __future__ import annotations

import dataclasses
import gc
import json
import tracemalloc
import zlib
from typing import Any

import pytest

from skills_core.snapshot.codec import encode_lines
from skills_core.snapshot.model import Entry, Snapshot, SnapshotFormatError
from skills_core.snapshot.overlay import OverlayRecord, fold
from skills_core.snapshot.streamed_fold import plan_object, write_object

SCOPE = "store/acme/"


def entry(name: str, seq: int = 3, words: int = 8) -> Entry:
    body = " ".join(f"{name}-word{i}" for i in range(words))
    return Entry(
        "store",
        name,
        f"store/{name}",
        f"v{seq}",
        {"name": name, "description": f"Skill {name}. {body}", "tags": ("a", "b")},
        f"name: {name}\ndescription: Skill {name}. {body}\n",
        version=str(seq),
        size=99,
        digest=f"sha256:{name}",
        store={"seq": seq, "statuses": {"1": "approved"}, "labels": {"production": 1}},
    )


def base(count: int = 5, **changes: Any) -> Snapshot:
    entries = [entry(f"skill-{i:05d}") for i in range(count)]
    entries += [entry('skill-00002"q\\'), entry("skill-00002ü")]  # keys that need escaping
    return Snapshot(SCOPE, 7, built="t", tombstones={"gone": 4}).with_entries(
        entries, recent=({"name": "skill-00001", "description": "d"},), removed=("old",), **changes
    )


def record(name: str, seq: int, *, served: bool = True) -> OverlayRecord:
    document = {"name": name, "description": "New.", "body": "words"} if served else None
    return OverlayRecord(name, seq, f"w{seq}", entry(name, seq) if served else None, document)


def streamed(snapshot: Snapshot, records: list[OverlayRecord]) -> tuple[Snapshot, list[str]]:
    data = snapshot.encode()
    plan = plan_object(data, records, scope=SCOPE, gen=snapshot.gen)
    assert plan is not None
    parts = write_object(data, plan, gen=snapshot.gen + 1, built="t2")
    return Snapshot.decode(b"".join(parts), scope=SCOPE), [r.wid for r in plan.fold.applied]


def in_memory(snapshot: Snapshot, records: list[OverlayRecord]) -> tuple[Snapshot, list[str]]:
    decoded = Snapshot.decode(snapshot.encode(), scope=SCOPE)
    updated, applied = fold(decoded, records, gen=snapshot.gen + 1, built="t2")
    return Snapshot.decode(updated.encode(), scope=SCOPE), [r.wid for r in applied]


CASES = {
    "add in the middle": [record("skill-00002a", 1)],
    "add first": [record("aaa", 1)],
    "add last": [record("zzz", 1)],
    "replace": [record("skill-00003", 4)],
    "replace first and last": [record("skill-00000", 9), record("skill-00004", 9)],
    "remove (tombstone)": [record("skill-00002", 5, served=False)],
    "remove first and last": [
        record("skill-00000", 5, served=False),
        record("skill-00004", 5, served=False),
    ],
    "older record ignored": [record("skill-00003", 2)],
    "repeated record ignored": [record("skill-00003", 3)],
    "older than a tombstone ignored": [record("gone", 3)],
    "newer than a tombstone returns": [record("gone", 5)],
    "newest of a name wins": [record("beta", 2), record("beta", 6), record("beta", 4)],
    "removing an absent name": [record("never", 1, served=False)],
    "the recent document replaced": [record("skill-00001", 4)],
    "a removed name comes back": [record("old", 2)],
    "names that need escaping": [
        record('we"ird\\name', 1),
        record("ünïcode-✓", 1),
        record('skill-00002"q\\', 4),
    ],
    "mixed": [
        record("aaa", 1),
        record("skill-00001", 2),
        record("skill-00002", 8, served=False),
        record("zzz", 3),
    ],
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_streamed_fold_decodes_equal_to_the_in_memory_fold(case: str) -> None:
    records = CASES[case]
    got, applied = streamed(base(), records)
    want, expected = in_memory(base(), records)
    assert got == want
    assert applied == expected
    assert got.gen == 8 and len(got.entries) == len(want.entries)


def test_a_streamed_fold_of_an_empty_snapshot() -> None:
    empty = Snapshot(SCOPE, 3, built="t")
    records = [record("beta", 1), record("alpha", 2), record("gamma", 1, served=False)]
    got, applied = streamed(empty, records)
    assert got == in_memory(empty, records)[0]
    assert [e.name for e in got.entries] == ["alpha", "beta"]
    assert got.tombstones == {"gamma": 1} and applied == ["w2", "w1", "w1"]


def test_nothing_applies_when_every_record_is_held_already() -> None:
    data = base().encode()
    plan = plan_object(data, [record("skill-00001", 3)], scope=SCOPE, gen=7)
    assert plan is not None and plan.fold.applied == ()


def test_untouched_lines_are_copied_as_they_were() -> None:
    snapshot = base()
    data = snapshot.encode()
    plan = plan_object(data, [record("skill-00002", 4)], scope=SCOPE, gen=7)
    assert plan is not None
    old = zlib.decompress(data, 16 + zlib.MAX_WBITS).split(b"\n")
    new = zlib.decompress(b"".join(write_object(data, plan, gen=8, built="x")), 16 + 15)
    lines = new.split(b"\n")
    assert lines[1:3] == old[1:3] and lines[4:] == old[4:]
    assert json.loads(lines[3])["store"]["seq"] == 4


def test_recent_and_removed_can_be_handed_over_folded_into_the_index() -> None:
    data = base().encode()
    plan = plan_object(data, [record("skill-00002", 4)], scope=SCOPE, gen=7)
    assert plan is not None
    written = write_object(data, plan, gen=8, built="x", recent=(), removed=())
    decoded = Snapshot.decode(b"".join(written), scope=SCOPE)
    assert decoded.recent == () and decoded.removed == ()


def test_objects_it_cannot_stream_are_left_to_the_in_memory_fold() -> None:
    unsorted = Snapshot(SCOPE, 7, entries=(entry("b"), entry("a")))
    assert plan_object(unsorted.encode(), [record("c", 1)], scope=SCOPE, gen=7) is None
    two = Snapshot(SCOPE, 7).with_entries([entry("a"), dataclasses.replace(entry("a"), source="x")])
    assert plan_object(two.encode(), [record("a", 9)], scope=SCOPE, gen=7) is None
    document = {"format": 2, "scope": SCOPE, "gen": 7, "entries": []}
    format_2 = zlib.compress(json.dumps(document).encode(), wbits=16 + zlib.MAX_WBITS)
    assert plan_object(format_2, [record("c", 1)], scope=SCOPE, gen=7) is None


def _recount(snapshot: Snapshot, count: int) -> bytes:
    document = json.loads(zlib.decompress(snapshot.encode(), 16 + 15).split(b"\n")[0])
    return encode_lines({**document, "count": count}, (e.to_json() for e in snapshot.entries))


@pytest.mark.parametrize(
    "damage",
    ["truncated", "corrupt", "another generation", "another scope", "a missing line", "empty"],
)
def test_a_damaged_object_is_refused(damage: str) -> None:
    data = base(50).encode()
    damaged = {
        "truncated": data[: len(data) // 2],
        "corrupt": data[:20] + bytes(b ^ 0x5A for b in data[20:60]) + data[60:],
        "another generation": data,
        "another scope": data,
        "a missing line": _recount(base(50), 51),
        "empty": b"",
    }[damage]
    gen = 6 if damage == "another generation" else 7
    scope = "store/other/" if damage == "another scope" else SCOPE
    with pytest.raises(SnapshotFormatError):
        plan_object(damaged, [record("skill-00001", 9)], scope=scope, gen=gen)


def test_the_inflated_size_limit_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    from skills_core.snapshot import streamed_fold

    monkeypatch.setattr(streamed_fold, "MAX_SNAPSHOT_BYTES", 1000)
    with pytest.raises(SnapshotFormatError, match="larger"):
        plan_object(base(50).encode(), [record("a", 1)], scope=SCOPE, gen=7)


def _peak(work: Any) -> tuple[int, Any]:
    gc.collect()
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        kept = work()
        return tracemalloc.get_traced_memory()[1] - start, kept
    finally:
        tracemalloc.stop()


def test_the_streamed_fold_peaks_far_below_decoding_every_entry() -> None:
    """20,000 entries: decoding them all (what the fold did) against the streamed fold of one
    record (its peak is the new object and a window, whatever the entry count)."""
    big = Snapshot(SCOPE, 7, built="t").with_entries([entry(f"s-{i:06d}") for i in range(20_000)])
    data = big.encode()
    del big
    decoded, _ = _peak(lambda: Snapshot.decode(data, scope=SCOPE))

    def fold_one() -> list[bytes]:
        plan = plan_object(data, [record("s-010000a", 1)], scope=SCOPE, gen=7)
        assert plan is not None
        return write_object(data, plan, gen=8, built="x")

    streaming, parts = _peak(fold_one)
    written = sum(len(p) for p in parts)
    print(f"decode {decoded / 1e6:.1f} MB, streamed fold {streaming / 1e6:.1f} MB, ", end="")
    print(f"object {len(data) / 1e6:.1f} MB")
    assert written < len(data) * 1.1
    assert streaming < decoded / 5
    assert streaming < written + 8 * 1024 * 1024
