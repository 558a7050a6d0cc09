"""A fold of overlay records into a format-3 snapshot object without decoding its entries.

The projection folds a write or a few into a store snapshot of up to 100,000 entries; decoding
every entry to replace one cost about 1.8 KB per entry (plus the new snapshot's encoding), so
the fold's memory grew with the tenant. Here the object is read twice as lines: a first pass
keys every entry line by its (source, name) prefix and decodes only the lines of the names
the records touch (to know the write sequence each holds), :func:`plan_fold` decides what
applies (the same rule as the in-memory :func:`fold`), and a second pass writes the new
object, compressing as it goes: the document line updated, the old entry lines copied as raw
bytes except the replaced or removed ones, the new entries merged in (source, name) order as
``Snapshot.encode`` writes them. The result decodes equal to the in-memory fold's."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from skills_core.snapshot.codec import inflate_lines, line_bytes
from skills_core.snapshot.model import (
    MAX_SNAPSHOT_BYTES,
    SNAPSHOT_FORMAT,
    Entry,
    SnapshotFormatError,
    refused,
)
from skills_core.snapshot.moves import record_move
from skills_core.snapshot.overlay import FoldPlan, OverlayRecord, plan_fold, store_seq

#: An entry line's start as ``Entry.to_json`` writes it: its source, then its name.
_KEY = re.compile(rb'\{"source":("(?:[^"\\]|\\.)*"),"name":("(?:[^"\\]|\\.)*"),')
#: Compressed lines are handed to the compressor this many at a time.
_BATCH = 512


@dataclass(frozen=True)
class StreamedPlan:
    """What the first pass found and the fold decided: ``document`` the scope-wide line,
    ``lines`` the number of entry lines, ``present`` the touched names that have a line."""

    document: dict[str, Any]
    fold: FoldPlan
    lines: int
    present: frozenset[str] = field(default_factory=frozenset)

    @property
    def count(self) -> int:
        """The entry count after the fold."""
        changes = self.fold.changes
        dropped = sum(1 for name in self.present if name in changes)
        return self.lines - dropped + sum(1 for e in changes.values() if e is not None)


def _text(raw: bytes) -> str:
    return raw[1:-1].decode("utf-8") if b"\\" not in raw else str(json.loads(raw))


def line_key(line: bytes) -> tuple[str, str]:
    """An entry line's (source, name), read from its prefix (the whole line when another
    writer laid it out differently)."""
    found = _KEY.match(line)
    if found is not None:
        return _text(found.group(1)), _text(found.group(2))
    data = json.loads(line)
    return str(data["source"]), str(data["name"])


def _lines(data: bytes | memoryview) -> Iterator[bytes]:
    for window in inflate_lines(data, MAX_SNAPSHOT_BYTES):
        yield from window


def plan_object(
    data: bytes | memoryview, records: Iterable[OverlayRecord], *, scope: str, gen: int
) -> StreamedPlan | None:
    """The first pass over a snapshot object of ``scope`` at generation ``gen``: ``None``
    when it cannot be folded as lines (format 2, entries not in (source, name) order, or of
    more than one source, where one name may have two lines: the caller folds it decoded).
    Raises :class:`SnapshotFormatError` when it is corrupt, truncated, too large, or of
    another scope or generation."""
    records = list(records)
    names = {record.name for record in records}
    held: dict[str, int] = {}
    present: set[str] = set()
    count = 0
    previous: tuple[str, str] | None = None
    ordered = True
    with refused():
        lines = _lines(data)
        first = next(lines, None)
        document = json.loads(first) if first is not None else None
        if not isinstance(document, dict) or document.get("format") not in (2, SNAPSHOT_FORMAT):
            raise SnapshotFormatError(f"not a format-{SNAPSHOT_FORMAT} catalog snapshot")
        if document.get("scope") != scope:
            raise SnapshotFormatError(f"snapshot of scope {document.get('scope')!r}")
        if int(document["gen"]) != gen:
            raise SnapshotFormatError(f"object of generation {document['gen']}, not {gen}")
        if document["format"] != SNAPSHOT_FORMAT:
            return None
        for line in lines:
            count += 1
            key = line_key(line)
            if previous is not None and (key <= previous or key[0] != previous[0]):
                ordered = False  # out of order, or a second source (a name could repeat)
            previous = key
            if key[1] in names:
                entry = json.loads(line)
                if entry.get("name") != key[1]:
                    raise SnapshotFormatError("corrupt catalog snapshot: entry key")
                present.add(key[1])
                seq = store_seq(entry.get("store"))
                if seq is not None:
                    held[key[1]] = seq
        if count != document.get("count"):
            raise SnapshotFormatError("catalog snapshot is truncated")
        if not ordered:
            return None
        plan = plan_fold(
            records,
            held,
            recent=document.get("recent", ()),
            removed=document.get("removed", ()),
            tombstones={str(k): int(v) for k, v in document.get("gone", {}).items()},
        )
        return StreamedPlan(document, plan, count, frozenset(present))


def write_object(
    data: bytes | memoryview,
    plan: StreamedPlan,
    *,
    gen: int,
    built: str,
    recent: Iterable[Any] | None = None,
    removed: Iterable[str] | None = None,
) -> list[bytes]:
    """The second pass: the folded object, compressed, in pieces (so a caller appends the
    search index with one join). ``recent``/``removed``: what to record instead of the plan's
    (empty once the caller folded them into the index)."""
    document = dict(plan.document)
    document.update(
        gen=gen,
        built=built,
        recent=list(plan.fold.recent if recent is None else recent),
        removed=list(plan.fold.removed if removed is None else removed),
        gone=dict(plan.fold.tombstones),
        count=plan.count,
        # What this fold changed, for readers holding the previous generation's winners.
        moves=record_move(plan.document, plan.fold.changes, gen=gen),
    )
    changes = plan.fold.changes
    added = sorted(
        ((e.source, e.name), e) for e in changes.values() if e is not None
    )  # fmt: skip
    compressor = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [compressor.compress(line_bytes(document))]
    batch: list[bytes] = []

    def emit(line: bytes) -> None:
        batch.append(line)
        if len(batch) >= _BATCH:
            parts.append(compressor.compress(b"".join(batch)))
            batch.clear()

    position = 0
    with refused():
        lines = _lines(data)
        next(lines, None)  # the old document line
        for line in lines:
            key = line_key(line)
            while position < len(added) and added[position][0] < key:
                emit(_entry_line(added[position][1]))
                position += 1
            if key[1] in changes:
                continue  # replaced or removed
            emit(line + b"\n")
    for _, entry in added[position:]:
        emit(_entry_line(entry))
    parts.append(compressor.compress(b"".join(batch)))
    parts.append(compressor.flush())
    return parts


def _entry_line(entry: Entry) -> bytes:
    return line_bytes(entry.to_json())


__all__ = ["StreamedPlan", "line_key", "plan_object", "write_object"]
