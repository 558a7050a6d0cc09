"""The snapshot object's layout (format 3: JSON lines, inflated a window at a time) and the
sharing of what repeats across decoded entries (issue #20: a function's memory per skill)."""

from __future__ import annotations

import gzip
import json

import pytest

from skills_core.governance.lifecycle import APPROVED, PENDING, Lifecycle
from skills_core.snapshot import codec
from skills_core.snapshot.build import store_entry
from skills_core.snapshot.model import Entry, Snapshot, SnapshotFormatError

SCOPE = "store/acme/"


def stored(name: str, versions: int = 1) -> Entry:
    statuses = {v: APPROVED for v in range(1, versions + 1)}
    if versions > 1:
        statuses[versions] = PENDING
    lifecycle = Lifecycle(statuses, {"production": 1, **({"beta": 2} if versions > 1 else {})})
    served = {
        v: (f"name: {name}\ndescription: Skill {name} v{v}.\ntags: [a, b]\n", f"sha256:{v}", 99)
        for v in range(1, versions + 1)
    }
    entry = store_entry("store", name, f"store/{name}", lifecycle, served, "production", seq=3)
    assert entry is not None
    return entry


def s3_entry(name: str) -> Entry:
    return Entry(
        "s3:global",
        name,
        f"s3:global/{name}/SKILL.md",
        '"etag"',
        {"name": name, "description": "An S3 skill.", "tags": ("x",)},
        f"name: {name}\n",
        layout="folder",
        size=10,
        digest="sha256:ab",
        files=(("refs/a.md", 3, "sha256:cd"),),
        warnings=("a defect",),
    )


def snapshot(count: int = 3) -> Snapshot:
    entries = [stored(f"skill-{i:05d}", versions=1 + i % 2) for i in range(count)]
    return Snapshot(SCOPE, 7, built="t", listing={"k": "e"}, tombstones={"gone": 4}).with_entries(
        [*entries, s3_entry("s3-one")], recent=({"name": "skill-00000"},), removed=("old",)
    )


def format_2(snap: Snapshot) -> bytes:
    """What the encoder wrote before format 3: one JSON document."""
    document = {
        "format": 2,
        "scope": snap.scope,
        "gen": snap.gen,
        "built": snap.built,
        "tenants": None,
        "recent": list(snap.recent),
        "removed": list(snap.removed),
        "listing": dict(snap.listing),
        "gone": dict(snap.tombstones),
        "entries": [json.loads(json.dumps(e.to_json())) for e in snap.entries],
    }
    return gzip.compress(json.dumps(document).encode())


def test_a_built_snapshot_equals_its_decoded_copy() -> None:
    built = snapshot(5)
    again = Snapshot.decode(built.encode(), scope=SCOPE)
    assert again == built
    assert again.entries[1].store is not None and again.listing == {"k": "e"}


def test_format_2_objects_published_before_are_still_read() -> None:
    built = snapshot(4)
    assert Snapshot.decode(format_2(built), scope=SCOPE) == built


def test_the_object_is_one_line_of_scope_fields_then_one_line_per_entry() -> None:
    built = snapshot(4)
    lines = gzip.decompress(built.encode()).splitlines()
    assert json.loads(lines[0])["format"] == 3 and json.loads(lines[0])["count"] == 5
    assert [json.loads(line)["name"] for line in lines[1:]] == [e.name for e in built.entries]


def test_decoded_entries_share_what_repeats() -> None:
    again = Snapshot.decode(snapshot(6).encode(), scope=SCOPE)
    first, third = again.entries[1], again.entries[3]  # both one version, same labels
    assert first.store is not None and third.store is not None
    served = first.store["versions"]["1"]
    assert served["header"] is first.header and served["frontmatter"] is first.frontmatter
    assert served["digest"] is first.digest
    assert first.store["labels"] is third.store["labels"]
    assert first.header["tags"] is third.header["tags"] == ("a", "b")


def test_an_s3_skill_is_listed_under_its_own_name_object() -> None:
    """Its listed name (from the key) is the entry's name string itself when they agree:
    one string per skill, not a copy for every catalog."""
    (entry,) = [e for e in Snapshot.decode(snapshot().encode(), scope=SCOPE).entries if e.layout]
    assert entry.key_name == entry.name == "s3-one"
    assert entry.key_name is entry.name
    renamed = Entry("s3:global", "other", "s3:global/s3-one/SKILL.md", "e", {}, "", "folder")
    assert renamed.key_name == "s3-one" and renamed.names == {"s3-one", "other"}


@pytest.mark.parametrize("drop", ["an-entry", "the-end"])
def test_an_object_missing_entries_or_cut_short_is_refused(drop: str) -> None:
    lines = gzip.decompress(snapshot(4).encode()).splitlines(keepends=True)
    if drop == "an-entry":
        data = gzip.compress(b"".join(lines[:2] + lines[3:]))
    else:
        data = gzip.compress(b"".join(lines))[:-12]
    with pytest.raises(SnapshotFormatError, match="truncated"):
        Snapshot.decode(data, scope=SCOPE)


def test_a_large_object_is_inflated_a_window_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    built = snapshot(600)
    data = built.encode()
    monkeypatch.setattr(codec, "WINDOW_BYTES", 4096)
    windows = list(codec.inflate_lines(data, 10**9))
    assert len(windows) > 20
    longest = max(len(line) for lines in windows for line in lines)
    assert max(sum(len(line) for line in lines) for lines in windows) <= 4096 + longest
    # Lines cut across windows are joined again: every entry decodes, in order.
    assert Snapshot.decode(data, scope=SCOPE) == built


def test_the_inflated_size_limit_counts_every_window(monkeypatch: pytest.MonkeyPatch) -> None:
    from skills_core.snapshot import model

    monkeypatch.setattr(codec, "WINDOW_BYTES", 1024)
    monkeypatch.setattr(model, "MAX_SNAPSHOT_BYTES", 20_000)
    with pytest.raises(SnapshotFormatError, match="larger"):
        Snapshot.decode(snapshot(200).encode(), scope=SCOPE)


def test_decoding_never_holds_the_whole_inflated_text() -> None:
    """What decoding allocates beyond the entries it keeps stays near one window, however
    large the object (format 2 held the text, its ``str`` copy and the whole tree at once)."""
    import tracemalloc

    data = snapshot(10_000).encode()
    inflated = len(gzip.decompress(data))
    tracemalloc.start()
    try:
        decoded = Snapshot.decode(data, scope=SCOPE)
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(decoded.entries) == 10_001
    # About ten windows: one window inflated, joined and decoded (format 2: twice the text).
    assert peak - kept < 16 * codec.WINDOW_BYTES < inflated, (peak - kept, inflated)


def test_a_decoded_store_entry_stays_small() -> None:
    """What a function holds per skill at 100,000 + 100,000 is mostly decoded entries: a store
    entry of one served version (its header, frontmatter, digest and lifecycle) decodes to
    under 2 KB (1.5 KB here; 3.6 KB before entries shared their served version and repeats)."""
    import tracemalloc

    data = snapshot(2_000).encode()
    tracemalloc.start()
    try:
        before, _ = tracemalloc.get_traced_memory()
        decoded = Snapshot.decode(data, scope=SCOPE)
        after, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    per_entry = (after - before) / len(decoded.entries)
    assert per_entry < 2_000, per_entry
