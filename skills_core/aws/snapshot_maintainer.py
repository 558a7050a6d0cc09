"""Keeping a store partition's catalog snapshot current, inside each write.

The store calls :meth:`StoreSnapshots.prepare` with a write's planned change: it reads the
partition's manifest, applies the change to the current snapshot (building one from the heads
the first time), writes the new object and returns the manifest update that rides in the
write's own transaction, conditioned on the generation it read. So a write and its snapshot
commit together or not at all, and two writers of one tenant never publish over each other
(the loser's transaction fails and it tries again on the newer snapshot). When the snapshot
cannot be read or written (S3 is down), the write still bumps the generation without an
object: readers then list the store instead of serving anything stale."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.dynamodb_items import Item, now
from skills_core.aws.dynamodb_writes import StoreChange
from skills_core.aws.snapshot_store import Manifest, SnapshotStore, SnapshotUnavailable, Stored
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.history import SkillHistory
from skills_core.search import SearchIndex
from skills_core.snapshot.build import (
    search_document,
    search_document_of,
    store_entry,
    with_store_change,
)
from skills_core.snapshot.model import Entry, Snapshot, skill_from_json
from skills_core.snapshot.scopes import store_scope

logger = logging.getLogger("skills_core")

#: Writes kept beside the search index before they are folded into it.
RECENT_MAX = 32

#: Reads the full text of one stored version (name, version) -> SKILL.md.
TextReader = Callable[[str, int], str]


class StoreSnapshots:
    """The snapshot side of one tenant's store. ``heads`` lists the partition's active heads
    (the first build); ``text`` reads a version's text (a served version this write did not
    write, e.g. after a rollback)."""

    def __init__(
        self,
        snapshots: SnapshotStore,
        *,
        tenant: str,
        label: str,
        default_label: str,
        location: Callable[[str], str],
        heads: Callable[[], list[SkillHistory]],
        text: TextReader,
    ) -> None:
        self.snapshots = snapshots
        self.scope = store_scope(tenant)
        self.label = label
        self.default_label = default_label
        self.location = location
        self._heads = heads
        self._text = text
        self._written: str | None = None
        self._superseded: str | None = None

    def prepare(self, change: StoreChange) -> list[Item]:
        """The transaction items that publish the snapshot after ``change``."""
        self._written = self._superseded = None
        manifest = self.snapshots.manifests(self.scope).get(self.scope)
        gen = (manifest.gen if manifest else 0) + 1
        stored: Stored | None = None
        try:
            current = self._current(manifest, change.name)
            entry = self._entry(change.head)
            document = self._document(change, entry)
            updated = with_store_change(current, gen, change.name, entry, document, built=now())
            index = self._index(manifest)
            if index is None or len(updated.recent) + len(updated.removed) > RECENT_MAX:
                index, updated = self._folded(index, updated)
            stored = self.snapshots.put(updated, index)
            self._written = stored.object_key
        except (SnapshotUnavailable, ClientError, BotoCoreError) as exc:
            logger.warning("catalog snapshot of %s not updated (%s): readers list", self.scope, exc)
        self._superseded = manifest.object_key if manifest else None
        return [self.snapshots.bump_item(self.scope, manifest, stored)]

    def _index(self, manifest: Manifest | None) -> SearchIndex | None:
        """The current object's index (``None``: none yet: the write folds one)."""
        if manifest is None or manifest.object_key is None or manifest.split is None:
            return None
        return self.snapshots.index(manifest)

    @staticmethod
    def _folded(index: SearchIndex | None, snapshot: Snapshot) -> tuple[SearchIndex, Snapshot]:
        """The recent writes folded into the search index (an update of the index's own data,
        never a rebuild from every body), so the overlay searched beside it stays small."""
        documents = [search_document_of(d) for d in snapshot.recent]
        base = index if index is not None else SearchIndex.build(())
        folded = base.updated(add=documents, remove=snapshot.removed)
        return folded, dataclasses.replace(snapshot, recent=(), removed=())

    def committed(self, ok: bool | None) -> None:
        """After the transaction: drop the object nobody will read again (``None``: the
        outcome is unknown, so either may be current: keep both)."""
        if ok is not None:
            self.snapshots.discard(self._superseded if ok else self._written)
        self._written = self._superseded = None

    def _current(self, manifest: Manifest | None, changing: str) -> Snapshot:
        if manifest is not None and manifest.object_key is not None:
            return self.snapshots.load(manifest)
        # First build (or after an outage): every other skill from its head, as it is now;
        # the write's own skill comes from the change. The manifest condition makes sure
        # nothing committed in between.
        gen = manifest.gen if manifest else 0
        entries = [
            entry
            for head in self._heads()
            if head.name != changing and (entry := self._entry(head)) is not None
        ]
        # Their search documents go to the overlay; more than RECENT_MAX fold into an index.
        documents = tuple(
            document
            for entry in entries
            if (document := self._document_of(entry, entry.name, {})) is not None
        )
        return Snapshot(self.scope, gen, built=now()).with_entries(entries, recent=documents)

    def _entry(self, head: SkillHistory) -> Entry | None:
        if not head.active:
            return None
        served = {v: (x.frontmatter, x.digest, x.size) for v, x in head.served.items()}
        return store_entry(
            self.label,
            head.name,
            self.location(head.name),
            head.lifecycle,
            served,
            self.default_label,
        )

    def _document(self, change: StoreChange, entry: Entry | None) -> dict[str, Any] | None:
        """The search document of the version now served (``None``: nothing served)."""
        return self._document_of(entry, change.name, change.written)

    def _document_of(
        self, entry: Entry | None, name: str, written: Mapping[int, str]
    ) -> dict[str, Any] | None:
        if entry is None or entry.version is None:
            return None
        version = int(entry.version)
        text = written.get(version) or self._text(name, version)
        body = split_frontmatter(text, entry.location).body
        skill = skill_from_json(entry.header, directory=None, location=entry.location)
        return search_document(skill, body)


__all__ = ["StoreSnapshots"]
