"""Sources answered from a snapshot: ``list()`` costs nothing (the snapshot was loaded with one
manifest read and, when it changed, one object read); bodies and files are read through the
live adapter (one ``GetObject`` or ``GetItem`` per activation), by the location the snapshot
recorded."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Mapping
from typing import Any

from skills_core.model import SkillRecord
from skills_core.search import SearchIndex
from skills_core.snapshot.model import Entry, Snapshot, skill_from_json
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
    records: list[SkillRecord] = []
    for entry in snapshot.entries:
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
            state = {"status": store["statuses"].get(version), "labels": dict(store["labels"])}
        records.append(
            SkillRecord(
                name=entry.name if entry.layout is None else _key_name(entry),
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
        )
    return records


def _key_name(entry: Entry) -> str:
    """The folder or file name the object key gives (the default name of the skill)."""
    leaf = entry.location.rstrip("/").rsplit("/", 2)
    return leaf[-2] if entry.layout == "folder" else leaf[-1].removesuffix(".md")


class SnapshotSource:
    """One source's records from a snapshot; reads go to ``live`` (the adapter the snapshot
    was built from), and files come from the snapshot's file lists."""

    #: ``list()`` answers from memory: the registry lists it in the calling thread.
    lists_locally = True

    def __init__(
        self,
        snapshot: Snapshot,
        live: SkillSource,
        *,
        serve_label: str | None = None,
        default_label: str = "production",
        index: Callable[[], SearchIndex | None] | None = None,
    ) -> None:
        self.label = live.label
        self.snapshot = snapshot
        self.live = live
        #: Loads the scope's search index (stored after the snapshot; read on first search).
        self.index = index or (lambda: None)
        self._records = records_of(
            snapshot, live.label, serve_label=serve_label, default_label=default_label
        )
        self._files = {
            e.location: tuple(path for path, _, _ in e.files)
            for e in snapshot.entries
            if e.source == live.label
        }
        self._digests = {
            (e.location, path): (digest, size)
            for e in snapshot.entries
            if e.source == live.label
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


__all__ = ["SnapshotSource", "records_of"]
