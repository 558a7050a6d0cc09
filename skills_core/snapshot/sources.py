"""Sources answered from a snapshot: ``list()`` costs nothing (the snapshot was loaded with one
manifest read and, when it changed, one object read); bodies and files are read through the
live adapter (one ``GetObject`` or ``GetItem`` per activation), by the location the snapshot
recorded."""

from __future__ import annotations

import builtins
import functools
import threading
import weakref
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from typing import Any

from skills_core.model import SkillRecord
from skills_core.search import SearchIndex
from skills_core.snapshot.model import Entry, Snapshot, skill_from_json
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.stored import StoredSnapshot
from skills_core.sources.base import SkillSource


def _directory(entry: Entry) -> str | None:
    if entry.layout != "folder":
        return None
    return entry.location.rsplit("/", 1)[0] + "/"


def records_of(
    snapshot: Snapshot, label: str, *, serve_label: str | None, default_label: str
) -> list[SkillRecord]:
    """The records of ``label``'s entries as served under ``serve_label``: a store skill at
    that label's version when it has one, else at the default label's."""
    return list(
        served_records(
            snapshot.entries, label, serve_label=serve_label, default_label=default_label
        )
    )


def served_records(
    entries: Iterable[Entry], label: str, *, serve_label: str | None, default_label: str
) -> Iterator[SkillRecord]:
    """:func:`records_of` over entries as they come (a stored snapshot walked once)."""
    #: One state dict per distinct (status, labels): most store skills share one.
    states: dict[tuple[object, ...], Mapping[str, Any]] = {}
    for entry in entries:
        if entry.source != label:
            continue
        header, frontmatter, version = entry.header, entry.frontmatter, entry.version
        digest, size = entry.digest, entry.size
        store: Mapping[str, Any] | None = entry.store
        if store is not None and serve_label is not None and serve_label != default_label:
            chosen = store["labels"].get(serve_label)
            served = store["versions"].get(str(chosen)) if chosen is not None else None
            if served is not None:
                header, frontmatter, version = served["header"], served["frontmatter"], str(chosen)
                digest, size = served["digest"], served["size"]
        directory = _directory(entry)
        state = None
        if store is not None and version is not None:
            status = store["statuses"].get(version)
            key = (status, *sorted(store["labels"].items()))
            state = states.get(key)
            if state is None:
                state = states[key] = {"status": status, "labels": dict(store["labels"])}
        yield SkillRecord(
            name=entry.key_name,
            content=None,
            source=label,
            version=version,
            directory=directory,
            frontmatter=frontmatter,
            layout=entry.layout,
            location=entry.location,
            etag=version or entry.etag,
            size=size,
            digest=digest,
            header=skill_from_json(header, directory=directory, location=entry.location),
            state=state,
        )


#: Records per (snapshot, label, serve label, default label). A snapshot object is immutable
#: and the snapshot store keeps decoded snapshots per process, so when one scope of a tenant
#: changes, the registry rebuilt for the next request reuses the other scopes' records instead
#: of building them again. Keyed by ``id``: a snapshot's entries are dropped when it is
#: garbage-collected (its id is queued at once, and the queue is emptied before every lookup,
#: so a later object with the same id never finds them).
_RECORDS: dict[tuple[int, str, str | None, str], builtins.list[SkillRecord]] = {}
_RECORDS_LOCK = threading.Lock()
_DEAD: builtins.list[int] = []


def _forget(snapshot_id: int) -> None:
    _DEAD.append(snapshot_id)  # no lock here: this may run inside a locked section (gc)


def shared_records(
    snapshot: Snapshot, label: str, *, serve_label: str | None, default_label: str
) -> builtins.list[SkillRecord]:
    """:func:`records_of`, built once per snapshot object and served label (callers must not
    mutate the list)."""
    key = (id(snapshot), label, serve_label, default_label)
    with _RECORDS_LOCK:
        _purge()
        found = _RECORDS.get(key)
    if found is not None:
        return found
    records = records_of(snapshot, label, serve_label=serve_label, default_label=default_label)
    with _RECORDS_LOCK:
        _purge()
        if not any(other[0] == key[0] for other in _RECORDS):
            weakref.finalize(snapshot, _forget, key[0])
        return _RECORDS.setdefault(key, records)


def _purge() -> None:
    """Drop the records of collected snapshots (the caller holds the lock)."""
    while _DEAD:
        dead = _DEAD.pop()
        for key in [key for key in _RECORDS if key[0] == dead]:
            del _RECORDS[key]


class SnapshotSource:
    """One source's records from a snapshot; reads go to ``live`` (the adapter the snapshot
    was built from), and files come from the snapshot's file lists. ``overlay`` (a store
    scope): the names written since the snapshot was folded, laid over it (each record wins
    over the snapshot's entry of its name; a record without an entry removes the name)."""

    #: ``list()`` answers from memory: the registry lists it in the calling thread.
    lists_locally = True

    def __init__(
        self,
        snapshot: Snapshot | StoredSnapshot,
        live: SkillSource,
        *,
        serve_label: str | None = None,
        default_label: str = "production",
        index: Callable[[], SearchIndex | None] | None = None,
        overlay: Sequence[OverlayRecord] = (),
    ) -> None:
        self.label = live.label
        #: Set when the snapshot came as stored: :meth:`walk` reads it without decoding it.
        self.stored = snapshot if isinstance(snapshot, StoredSnapshot) else None
        if isinstance(snapshot, Snapshot):
            self.snapshot = snapshot
        self.overlay = {record.name: record for record in overlay}
        self.live = live
        #: Loads the scope's search index (stored after the snapshot; read on first search).
        self.index = index or (lambda: None)
        self._serve_label = serve_label
        self._default_label = default_label

    @functools.cached_property
    def snapshot(self) -> Snapshot:
        """The snapshot decoded (a stored one on first use: a registry of every skill)."""
        assert self.stored is not None
        return self.stored.decode()

    def walk(self) -> Iterator[SkillRecord]:
        """What :meth:`list` returns, in its order, built an entry at a time (a stored
        snapshot is walked, not decoded): the whole-tenant reads that keep a little of each."""
        entries = self.stored.entries() if self.stored is not None else self.snapshot.entries
        kept = (e for e in entries if e.key_name not in self.overlay)
        written = Snapshot("", 0).with_entries(
            [r.entry for r in self.overlay.values() if r.entry is not None]
        )
        for chosen in (kept, written.entries):
            yield from served_records(
                chosen, self.label, serve_label=self._serve_label, default_label=self._default_label
            )

    @property
    def _scope(self) -> Snapshot | StoredSnapshot:
        """Whichever form came: both carry the scope-wide fields."""
        return self.stored if self.stored is not None else self.snapshot

    @property
    def serving(self) -> tuple[str, str | None, str]:
        """What decides which records a walk serves besides the snapshot: the source's label,
        the label served and the default label."""
        return (self.label, self._serve_label, self._default_label)

    def without_overlay(self) -> SnapshotSource:
        """The snapshot alone (what a walk serves before any overlay is laid over it)."""
        return self._with(self.stored or self.snapshot, ())

    def overlay_only(self) -> SnapshotSource:
        """The overlay's written entries alone, in :meth:`walk`'s order."""
        return self.cut_to([r.entry for r in self.overlay.values() if r.entry is not None])

    def cut_to(self, entries: Sequence[Entry]) -> SnapshotSource:
        """This source serving ``entries`` alone, no overlay (an overlay's or a fold's
        written entries, composed on their own)."""
        return self._with(Snapshot(self._scope.scope, self._scope.gen).with_entries(entries), ())

    def _with(
        self, snapshot: Snapshot | StoredSnapshot, overlay: Sequence[OverlayRecord]
    ) -> SnapshotSource:
        return SnapshotSource(
            snapshot,
            self.live,
            serve_label=self._serve_label,
            default_label=self._default_label,
            overlay=overlay,
        )

    def cut(self, names: Collection[str]) -> SnapshotSource:
        """This source as it concerns ``names`` alone (their entries, found by their own
        names, and their overlay records): what a page of full entries is composed from."""
        if self.stored is not None:
            found = self.stored.named(names)
        else:
            found = [entry for entry in self.snapshot.entries if entry.name in names]
        return self._with(
            Snapshot(self._scope.scope, self._scope.gen).with_entries(found),
            [record for name, record in self.overlay.items() if name in names],
        )

    # Built on first use: a warm request whose registry is cached never lists its sources,
    # and building records for every entry would make it O(skills) again.
    @functools.cached_property
    def _records(self) -> builtins.list[SkillRecord]:
        base = shared_records(
            self.snapshot,
            self.label,
            serve_label=self._serve_label,
            default_label=self._default_label,
        )
        if not self.overlay:
            return base
        written = [r.entry for r in self.overlay.values() if r.entry is not None]
        laid = records_of(
            Snapshot(self.snapshot.scope, self.snapshot.gen).with_entries(written),
            self.label,
            serve_label=self._serve_label,
            default_label=self._default_label,
        )
        return [r for r in base if r.name not in self.overlay] + laid

    @property
    def recent(self) -> builtins.list[Mapping[str, Any]]:
        """Search documents to score beside the index: the snapshot's recent writes and the
        overlay's (the overlay's win)."""
        kept = [d for d in self._scope.recent if d.get("name") not in self.overlay]
        return kept + [r.document for r in self.overlay.values() if r.document is not None]

    @property
    def removed(self) -> set[str]:
        """Names whose indexed documents must not be served: left since the index was built,
        or written since (the overlay's document replaces them)."""
        return set(self._scope.removed) | set(self.overlay)

    def lookup(self, name: str) -> builtins.list[SkillRecord]:
        """The records that may be called ``name`` (a save's collision check): from memory."""
        return [
            r
            for r in self._records
            if r.name == name or (r.header is not None and r.header.name == name)
        ]

    @functools.cached_property
    def _files(self) -> dict[str, tuple[str, ...]]:
        return {
            e.location: tuple(path for path, _, _ in e.files)
            for e in self.snapshot.entries
            if e.source == self.label
        }

    @functools.cached_property
    def _digests(self) -> dict[tuple[str, str], tuple[str, int]]:
        return {
            (e.location, path): (digest, size)
            for e in self.snapshot.entries
            if e.source == self.label
            for path, size, digest in e.files
            if digest is not None
        }

    def list(self) -> builtins.list[SkillRecord]:
        return list(self._records)

    def read(self, record: SkillRecord) -> str:
        text: str = self.live.read(record)  # type: ignore[attr-defined]
        return text

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        return builtins.list(self._files.get(record.location or "", ()))

    def file_digest(self, record: SkillRecord, path: str) -> tuple[str, int] | None:
        """A file's ``(digest, size)`` as published (``None``: not recorded; read it)."""
        return self._digests.get((record.location or "", path))

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        data: bytes = self.live.read_file(record, path)  # type: ignore[attr-defined]
        return data


__all__ = ["SnapshotSource", "records_of", "served_records"]
