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


def store_seq(store: Mapping[str, Any] | None) -> int | None:
    """The write sequence an entry's store lifecycle records (``None``: not a store entry)."""
    return int(store.get("seq", 0)) if store is not None else None


def folded_seq(snapshot: Snapshot, name: str, entries: Mapping[str, Entry] | None = None) -> int:
    """The write sequence of ``name`` the snapshot holds (0: never folded)."""
    entry = entries.get(name) if entries is not None else None
    if entries is None:
        entry = next((e for e in snapshot.entries if e.name == name), None)
    held = store_seq(entry.store) if entry is not None else None
    return held if held is not None else int(snapshot.tombstones.get(name, 0))


@dataclass(frozen=True)
class FoldPlan:
    """What folding some records changes, decided from the few names they touch: the
    records applied (by name), each one's entry (``None``: the name leaves, tombstoned), and
    the snapshot's scope-wide fields after them."""

    applied: tuple[OverlayRecord, ...]
    recent: tuple[Mapping[str, Any], ...]
    removed: tuple[str, ...]
    tombstones: dict[str, int]

    @property
    def changes(self) -> dict[str, Entry | None]:
        """Name -> its new entry (``None``: removed), for every applied record."""
        return {record.name: record.entry for record in self.applied}


def touched(records: Iterable[OverlayRecord]) -> dict[str, OverlayRecord]:
    """Each name's newest record (by write sequence; a repeated or older one is dropped)."""
    newest: dict[str, OverlayRecord] = {}
    for record in records:
        known = newest.get(record.name)
        if known is None or record.seq > known.seq:
            newest[record.name] = record
    return newest


def plan_fold(
    records: Iterable[OverlayRecord],
    held: Mapping[str, int],
    *,
    recent: Iterable[Mapping[str, Any]],
    removed: Iterable[str],
    tombstones: Mapping[str, int],
) -> FoldPlan:
    """The one rule of a fold, whether the snapshot is decoded or streamed: a record applies
    when it is newer than what the snapshot holds of its name (``held``: the sequence of the
    store entries of the touched names; a name without one falls back to its tombstone).
    An applied record replaces the name's recent document (or lists it as removed) and sets
    or clears its tombstone."""
    kept_recent = {str(d.get("name")): d for d in recent}
    kept_removed = dict.fromkeys(removed)
    gone = dict(tombstones)
    applied: list[OverlayRecord] = []
    for name, record in sorted(touched(records).items()):
        if record.seq <= held.get(name, int(gone.get(name, 0))):
            continue
        applied.append(record)
        kept_recent.pop(name, None)
        kept_removed.pop(name, None)
        if record.entry is not None:
            gone.pop(name, None)
        else:
            gone[name] = record.seq
        if record.document is not None:
            kept_recent[name] = record.document
        else:
            kept_removed[name] = None
    return FoldPlan(tuple(applied), tuple(kept_recent.values()), tuple(kept_removed), gone)


def fold(
    snapshot: Snapshot, records: Iterable[OverlayRecord], *, gen: int, built: str
) -> tuple[Snapshot, list[OverlayRecord]]:
    """``snapshot`` with every record newer than what it holds applied, one generation on,
    and the records that were applied. Older or repeated records change nothing."""
    records = list(records)
    entries = {e.name: e for e in snapshot.entries}
    names = {record.name for record in records}
    held = {
        name: seq
        for name in names
        if name in entries and (seq := store_seq(entries[name].store)) is not None
    }
    plan = plan_fold(
        records,
        held,
        recent=snapshot.recent,
        removed=snapshot.removed,
        tombstones=snapshot.tombstones,
    )
    for name, entry in plan.changes.items():
        if entry is not None:
            entries[name] = entry
        else:
            entries.pop(name, None)
    updated = snapshot.with_entries(
        list(entries.values()),
        gen=gen,
        built=built,
        recent=plan.recent,
        removed=plan.removed,
        tombstones=plan.tombstones,
    )
    return updated, list(plan.applied)


__all__ = ["FoldPlan", "OverlayRecord", "fold", "folded_seq", "plan_fold", "store_seq", "touched"]
