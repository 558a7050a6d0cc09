"""The derivation (SPEC §11, §13): turns changes of skill heads, as the table's change stream
delivers them, into the distribution artifacts, the mirror and the change events. Never runs
inside a write; a stream consumer calls :meth:`Derivation.apply_changes` with the decoded
records.

Per skill, the derivation keeps what it last applied (the head's write sequence and what each
label serves) in a state object. A record whose sequence is not newer than that is a
redelivery or arrived late and changes nothing; a newer one is compared with the state, not
with the record's own old image, so out-of-order delivery neither repeats nor loses an
event. The record's old image is not needed: what was served before is what the state
says was published. Events are put before the state is written: a crash between the two re-puts them
with the same idempotency keys (at least once, never silently lost)."""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from skills_core.distribution import keys
from skills_core.distribution.archive import build_archive
from skills_core.distribution.events import (
    ChangeEvent,
    ServedVersion,
    change_events,
    served_by_label,
)
from skills_core.distribution.index import (
    SKILL_MD,
    IndexEntry,
    document,
    entries_bytes,
    entry_path,
    ordered_files,
    stored_entries,
)
from skills_core.distribution.ports import ArtifactStore, EventSink, VersionTexts
from skills_core.distribution.state import Offer, SkillState
from skills_core.governance.digest import digest_of
from skills_core.governance.history import SkillHistory

logger = logging.getLogger("skills_core")

JSON = "application/json"
GZIP = "application/gzip"
MARKDOWN = "text/markdown; charset=utf-8"
OCTETS = "application/octet-stream"
#: Tenants remembered as already brought the global skills (then the marker is read again).
MAX_SEEN_TENANTS = 10_000
#: A first sight lists the tenant's derived keys when there are at most this many (one
#: listing page); past it, each state and archive is read.
FIRST_SIGHT_KEYS = 1000


def content_type(path: str) -> str:
    if path == SKILL_MD or path.endswith(".md"):
        return MARKDOWN
    if path.endswith(".tar.gz"):
        return GZIP
    if path.endswith(".json"):
        return JSON
    if path.endswith((".txt", ".py", ".sh", ".yaml", ".yml", ".toml", ".js", ".ts")):
        return "text/plain; charset=utf-8"
    return OCTETS


@dataclass(frozen=True)
class HeadChange:
    """One stream record of a head item ``SKILL#<name>``, decoded: the head before and after
    (``None``: the item did not exist / was removed)."""

    tenant: str
    name: str
    old: SkillHistory | None
    new: SkillHistory | None

    @property
    def seq(self) -> int:
        """The head's write sequence after the change (its changelog length; a removal
        comes after every write)."""
        if self.new is not None:
            return self.new.log_count
        return (self.old.log_count if self.old is not None else 0) + 1


@dataclass
class DeriveResult:
    applied: int = 0
    skipped: int = 0
    events: list[ChangeEvent] = field(default_factory=list)
    archives_built: int = 0
    unpublished: int = 0


@dataclass
class _Batch:
    """What one call applies, written in three steps once every name is reconciled: each
    label's index once (not once per name: a tenant's first sight brings every global
    skill), then the events, then each name's state. A crash before a state is written
    leaves its record to be delivered again, and everything before it is idempotent."""

    #: Each (tenant, label) index as read at its first use.
    indexes: dict[tuple[str, str], dict[str, IndexEntry]] = field(default_factory=dict)
    #: The entries this batch sets (``None``: removes), per (tenant, label).
    entries: dict[tuple[str, str], dict[str, IndexEntry | None]] = field(default_factory=dict)
    events: list[ChangeEvent] = field(default_factory=list)
    #: State key -> the state to write, in the order reconciled.
    states: dict[str, SkillState] = field(default_factory=dict)
    #: The tenant's derived keys, when the batch listed them (a tenant's first sight: one
    #: listing instead of a read per name for states and archives that cannot exist yet).
    existing: set[str] | None = None
    #: The archives of the name being reconciled (its version served under several labels).
    archives: dict[str, bytes] = field(default_factory=dict)


def _description(files: Mapping[str, bytes]) -> str:
    from skills_core.format.frontmatter import split_frontmatter
    from skills_core.service.resources import frontmatter_object

    try:
        frontmatter = split_frontmatter(files[SKILL_MD]).frontmatter
        value = frontmatter_object(frontmatter or "").get("description")
    except Exception:  # a stored version was valid when saved; never fail the derivation
        return ""
    return value if isinstance(value, str) else ""


class Derivation:
    """Writes ``dist/`` artifacts into ``artifacts``, the mirror into ``mirror`` (optional)
    and events onto ``events`` (optional), from versions read through ``texts``."""

    def __init__(
        self,
        artifacts: ArtifactStore,
        texts: VersionTexts,
        *,
        mirror: ArtifactStore | None = None,
        events: EventSink | None = None,
    ) -> None:
        self.artifacts = artifacts
        self.texts = texts
        self.mirror = mirror
        self.events = events
        #: Brings a tenant seen for the first time what ``global/`` offers, then writes its
        #: marker ``keys.tenant_key`` (the composition root sets it:
        #: :meth:`~skills_core.aws.snapshots.distribution_scopes.ScopeDistribution.bring_global`).
        self.on_new_tenant: Callable[[str], object] | None = None
        self._seen: set[str] = set()

    def apply_changes(self, changes: Iterable[HeadChange]) -> DeriveResult:
        """Apply ``changes`` in the order given (a stream shard's order)."""
        result, batch = DeriveResult(), _Batch()
        for change in changes:
            self._first_sight(change.tenant)
            self._apply(change, batch, result)
        self._commit(batch, result)
        return result

    def _first_sight(self, tenant: str) -> None:
        """Once per tenant (a marker object, then an in-process set): the ``global/`` skills
        reach a tenant whose first skill is a store one."""
        if self.on_new_tenant is None or tenant in self._seen:
            return
        marker = keys.tenant_key(tenant)
        if not self.artifacts.exists(marker):
            self.on_new_tenant(tenant)  # writes the marker when it is done
        if len(self._seen) >= MAX_SEEN_TENANTS:
            self._seen.clear()
        self._seen.add(tenant)

    def _state(self, batch: _Batch, tenant: str, name: str) -> SkillState | None:
        """The skill's state as this batch left it, else as stored."""
        state_key = keys.state_key(tenant, name)
        if state_key in batch.states:
            return batch.states[state_key]
        if batch.existing is not None and state_key not in batch.existing:
            return None
        stored = self.artifacts.get(state_key)
        return SkillState.decode(stored.data if stored is not None else None)

    def _apply(self, change: HeadChange, batch: _Batch, result: DeriveResult) -> None:
        state = self._state(batch, change.tenant, change.name)
        if state is not None and state.seq >= change.seq:
            result.skipped += 1
            return
        # What this derivation published before (nothing without a state: a record that
        # arrives after a newer one was applied is skipped, so no event describes a
        # version it never published).
        state = state or SkillState()
        state.seq = change.seq
        state.store = served_by_label(change.new)
        self._reconcile(change.tenant, change.name, state, change.seq, batch, result)

    def apply_offers(
        self,
        tenant: str,
        origin: str,
        offers: Mapping[str, Offer | None],
        labels: Iterable[str],
        *,
        first_sight: bool = False,
    ) -> DeriveResult:
        """Apply what one S3 prefix (``origin``: ``s3:global`` or ``s3:tenant``) now offers
        ``tenant`` for the names in ``offers`` (``None``: the prefix no longer has it), under
        ``labels``. A name whose offer and labels are what the state holds writes nothing.
        ``first_sight``: the tenant has little or nothing derived yet (the global skills
        brought to a new tenant): its keys are listed once rather than read one by one."""
        result, batch = DeriveResult(), _Batch()
        if first_sight:
            batch.existing = self.artifacts.keys_under(keys.tenant_prefix(tenant), FIRST_SIGHT_KEYS)
        wanted = tuple(sorted(set(labels)))
        for name in sorted(offers):
            state = self._state(batch, tenant, name) or SkillState()
            offer, current = offers[name], state.s3.get(origin)
            same = (offer is None and current is None) or (
                offer is not None and current is not None and offer.version == current.version
            )
            if same and (offer is None or state.s3_labels == wanted):
                result.skipped += 1
                continue
            if offer is not None and not offer.digest:
                offer = self._with_digest(offer)
            if offer is None:
                state.s3.pop(origin, None)
            else:
                state.s3[origin] = offer
            state.s3_labels = wanted
            state.rev += 1
            self._reconcile(tenant, name, state, state.rev, batch, result)
        self._commit(batch, result)
        return result

    def _with_digest(self, offer: Offer) -> Offer:
        """An offer whose snapshot entry had no digest (objects the refresher found) gets its
        SKILL.md's (the version, made of ETags, already says whether it changed)."""
        found = self.artifacts.get(offer.files[SKILL_MD])
        if found is None:
            raise LookupError(f"{offer.files[SKILL_MD]} is no longer in the bucket")
        return dataclasses.replace(offer, digest=digest_of(found.data)[0])

    def _reconcile(
        self,
        tenant: str,
        name: str,
        state: SkillState,
        seq: int,
        batch: _Batch,
        result: DeriveResult,
    ) -> None:
        """Bring what each label serves from ``state.labels`` to ``state.desired()``: the
        artifacts now; the index entries, the events and the state when the batch commits."""
        old, new = state.labels, state.desired()
        batch.archives.clear()  # one name's at a time: the batch never holds every archive
        for label in sorted(set(old) | set(new)):
            if old.get(label) == new.get(label):
                continue
            if label in new:
                files = self._files(tenant, name, new[label], state)
                self._serve(tenant, name, label, new[label], files, batch, result)
            else:
                self._withdraw(tenant, name, label, batch)
        batch.events.extend(change_events(tenant, name, old, new, seq))
        state.labels = new
        batch.states[keys.state_key(tenant, name)] = state
        result.applied += 1

    def _commit(self, batch: _Batch, result: DeriveResult) -> None:
        """The batch's index entries (one update per label), its events, then its states."""
        for (tenant, label), entries in batch.entries.items():
            self._update_index(tenant, label, entries)
        if self.events is not None and batch.events:
            result.unpublished += self.events.publish_many(
                [(event.detail_type, event.detail()) for event in batch.events]
            )
        result.events.extend(batch.events)
        for state_key, state in batch.states.items():
            self.artifacts.put(state_key, state.encode(), JSON)

    def _files(
        self, tenant: str, name: str, served: ServedVersion, state: SkillState
    ) -> dict[str, bytes]:
        """A served version's files: a store version's from the table, an S3 skill's from its
        objects in the skills bucket."""
        if isinstance(served.version, int):
            return dict(self.texts.files(tenant, name, served.version))
        offer = state.s3_offer()
        assert offer is not None and offer.version == served.version
        files: dict[str, bytes] = {}
        for path, key in offer.files.items():
            found = self.artifacts.get(key)
            if found is None:
                raise LookupError(f"{key} is no longer in the bucket")
            files[path] = found.data
        return files

    # -- one label of one skill ------------------------------------------------------------
    def _serve(
        self,
        tenant: str,
        name: str,
        label: str,
        served: ServedVersion,
        files: Mapping[str, bytes],
        batch: _Batch,
        result: DeriveResult,
    ) -> None:
        paths = ordered_files(files)
        archive = keys.archive_key(tenant, name, served.version)
        data = batch.archives.get(archive)
        if data is None:
            listed = batch.existing
            if listed is None or archive in listed:
                found = self.artifacts.get(archive)
                data = found.data if found is not None else None
            if data is None:
                data = build_archive(files)
                self.artifacts.put(archive, data, GZIP)
                result.archives_built += 1
            batch.archives[archive] = data  # another label of this version reads it here
        archive_digest, _ = digest_of(data)
        previous = self._entry(batch, tenant, label, name)
        for path in paths:
            self.artifacts.put(
                keys.file_key(tenant, label, name, path), files[path], content_type(path)
            )
            if self.mirror is not None:
                self.mirror.put(
                    keys.mirror_key(tenant, label, name, path), files[path], content_type(path)
                )
        if previous is not None:
            self._remove_files(tenant, label, name, set(previous.files) - set(paths))
        skill_md_digest, _ = digest_of(files[SKILL_MD])
        batch.entries.setdefault((tenant, label), {})[name] = IndexEntry(
            name=name,
            description=_description(files),
            version=served.version,
            files=paths,
            digest=skill_md_digest if paths == (SKILL_MD,) else archive_digest,
            path=entry_path(name, served.version, paths),
        )

    def _withdraw(self, tenant: str, name: str, label: str, batch: _Batch) -> None:
        previous = self._entry(batch, tenant, label, name)
        batch.entries.setdefault((tenant, label), {})[name] = None
        if previous is not None:
            self._remove_files(tenant, label, name, set(previous.files))

    def _entry(self, batch: _Batch, tenant: str, label: str, name: str) -> IndexEntry | None:
        """What the label lists for ``name``: as this batch set it, else as stored (each
        label's index read once per batch)."""
        pending = batch.entries.get((tenant, label), {})
        if name in pending:
            return pending[name]
        if (tenant, label) not in batch.indexes:
            found = self.artifacts.get(keys.index_key(tenant, label))
            batch.indexes[(tenant, label)] = stored_entries(found.data if found else None)
        return batch.indexes[(tenant, label)].get(name)

    def _remove_files(self, tenant: str, label: str, name: str, paths: Iterable[str]) -> None:
        for path in sorted(paths):
            self.artifacts.delete(keys.file_key(tenant, label, name, path))
            if self.mirror is not None:
                self.mirror.delete(keys.mirror_key(tenant, label, name, path))

    def _update_index(
        self, tenant: str, label: str, changes: Mapping[str, IndexEntry | None]
    ) -> None:
        after: dict[str, IndexEntry] = {}

        def change(current: bytes | None) -> bytes:
            entries = stored_entries(current)
            for name, entry in changes.items():
                if entry is None:
                    entries.pop(name, None)
                else:
                    entries[name] = entry
            after.clear()
            after.update(entries)
            return entries_bytes(entries)

        self.artifacts.update(keys.index_key(tenant, label), change, JSON)
        if self.mirror is not None:
            # The label's discovery index beside its folders (relative URLs): readers of the
            # prefix find it, and a prefix whose last skill left is still there (empty).
            doc = document(after.values(), lambda e: e.path)
            body = json.dumps(doc, ensure_ascii=False, sort_keys=True).encode("utf-8")
            self.mirror.put(keys.mirror_index_key(tenant, label), body, JSON)


def state_of(artifacts: ArtifactStore, tenant: str, name: str) -> dict[str, Any] | None:
    """The derivation's state of one skill, as JSON (for checks and the local run)."""
    found = artifacts.get(keys.state_key(tenant, name))
    return json.loads(found.data) if found is not None else None


__all__ = ["Derivation", "DeriveResult", "HeadChange", "content_type", "state_of"]
