"""The catalog overlay: the few store skills written since the tenant's snapshot was last
folded by the stream function, one record per name (its catalog entry after its newest write).
Reads lay the overlay over the snapshot (the overlay wins; a record without an entry removes
the name), so a write is served at once whether or not the stream function has run. The
function folds records into the snapshot by write sequence (the name's changelog length), so
a redelivered or out-of-order record never moves a skill back."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from skills_core.snapshot.model import Entry, Snapshot


@dataclass(frozen=True)
class OverlayRecord:
    """One name after one write: ``seq`` orders the name's writes, ``wid`` identifies the
    write; ``entry`` is ``None`` when nothing of the name is served any more (retired, or no
    approved version); ``document`` the search document of the served version."""

    name: str
    seq: int
    wid: str
    entry: Entry | None
    document: Mapping[str, Any] | None = None


def folded_seq(snapshot: Snapshot, name: str, entries: Mapping[str, Entry] | None = None) -> int:
    """The write sequence of ``name`` the snapshot holds (0: never folded)."""
    entry = entries.get(name) if entries is not None else None
    if entries is None:
        entry = next((e for e in snapshot.entries if e.name == name), None)
    if entry is not None and entry.store is not None:
        return int(entry.store.get("seq", 0))
    return int(snapshot.tombstones.get(name, 0))


def fold(
    snapshot: Snapshot, records: Iterable[OverlayRecord], *, gen: int, built: str
) -> tuple[Snapshot, list[OverlayRecord]]:
    """``snapshot`` with every record newer than what it holds applied, one generation on,
    and the records that were applied. Older or repeated records change nothing."""
    entries = {e.name: e for e in snapshot.entries}
    tombstones = dict(snapshot.tombstones)
    recent = {str(d.get("name")): d for d in snapshot.recent}
    removed = dict.fromkeys(snapshot.removed)
    newest: dict[str, OverlayRecord] = {}
    for record in records:
        known = newest.get(record.name)
        if known is None or record.seq > known.seq:
            newest[record.name] = record
    applied: list[OverlayRecord] = []
    for name, record in sorted(newest.items()):
        if record.seq <= folded_seq(snapshot, name, entries):
            continue
        applied.append(record)
        recent.pop(name, None)
        removed.pop(name, None)
        if record.entry is not None:
            entries[name] = record.entry
            tombstones.pop(name, None)
        else:
            entries.pop(name, None)
            tombstones[name] = record.seq
        if record.document is not None:
            recent[name] = record.document
        else:
            removed[name] = None
    updated = snapshot.with_entries(
        list(entries.values()),
        gen=gen,
        built=built,
        recent=tuple(recent.values()),
        removed=tuple(removed),
        tombstones=tombstones,
    )
    return updated, applied


__all__ = ["OverlayRecord", "fold", "folded_seq"]
