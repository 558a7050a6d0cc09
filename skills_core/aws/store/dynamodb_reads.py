"""Reads of one tenant's partition of the skill table (item layout:
:mod:`skills_core.aws.store.dynamodb_items`): heads, served versions, version items and the
changelog, each one consistent GetItem or one paged Query. The writable store extends it."""

from __future__ import annotations

import builtins
from typing import Any

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_calls import StoreCalls
from skills_core.aws.store.dynamodb_items import Item
from skills_core.aws.store.table_schema import HEAD_PREFIX, LOG_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.errors import SkillNotFoundError
from skills_core.format.fields import NAME_RE
from skills_core.governance.history import Served, SkillHistory
from skills_core.governance.lifecycle import DEFAULT_LABEL, Lifecycle
from skills_core.model import ChangelogEntry, SkillRecord, StoredVersion, with_statuses
from skills_core.settings import check_tenant
from skills_core.snapshot.build import store_location
from skills_core.sources.stored import listed_record, served_of, store_version

#: Version items a reader keeps (each at most one 400 KB item).
VERSION_MEMO = 4


class DynamoDBSkillReader:
    """Skills of one tenant in a shared table, read-only. ``client`` is a low-level DynamoDB
    client (created on first use when omitted). ``serve_label`` picks the label whose versions
    ``list()`` serves (falling back to ``default_label`` per skill)."""

    def __init__(
        self,
        table_name: str,
        *,
        tenant: str = "default",
        label: str = "dynamodb",
        client: Any = None,
        default_label: str = DEFAULT_LABEL,
        serve_label: str | None = None,
    ) -> None:
        self.table_name = table_name
        self.tenant = check_tenant(tenant)
        self.label = label
        self.default_label = default_label
        self.serve_label = serve_label
        self._calls = StoreCalls(table_name, label, client)
        self._pk = items.tenant_pk(tenant)
        #: Heads read by :meth:`lookup` (a save's collision check), handed to that save's
        #: first attempt instead of being read twice (its write is conditioned on them).
        self._looked_up: dict[str, SkillHistory | None] = {}
        #: Version items read by the current write attempt (a review reads the version it
        #: labels once, for its served data and its search text); emptied per attempt.
        self._versions: dict[tuple[str, int], Item] = {}

    @property
    def client(self) -> Any:
        return self._calls.client

    def location(self, name: str) -> str:
        """How a skill of this store is named in messages: the store's label and the name
        (never the table: locations reach tenants in warnings)."""
        return store_location(self.label, name)

    # -- reads -------------------------------------------------------------------------------
    def head(self, name: str) -> SkillHistory | None:
        """The head of ``name`` (one consistent GetItem), ``None`` when never saved."""
        self._known_name(name)
        item = self._calls.call(
            "get_item",
            TableName=self.table_name,
            Key=items.key(self._pk, items.head_sk(name)),
            ConsistentRead=True,
        ).get("Item")
        return items.history_from_item(item) if item else None

    def lookup(self, name: str) -> builtins.list[SkillRecord]:
        """The record ``list()`` would give for ``name`` (none or one): one GetItem."""
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            return []
        head = self.head(name)
        self._looked_up[name] = head
        if head is None:
            return []
        record = listed_record(
            head,
            origin=self.label,
            location=self.location(name),
            serve_label=self.serve_label,
            default_label=self.default_label,
        )
        return [record] if record is not None else []

    def _head_once(self, name: str) -> SkillHistory | None:
        """The head :meth:`lookup` just read, once; else a fresh read."""
        if name in self._looked_up:
            return self._looked_up.pop(name)
        return self.head(name)

    def heads(self) -> builtins.list[SkillHistory]:
        """The heads of every active skill of this tenant (one Query, paged)."""
        found = self._calls.query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            FilterExpression="#s = :active",
            ExpressionAttributeNames={"#pk": PARTITION_KEY, "#sk": SORT_KEY, "#s": "status"},
            ExpressionAttributeValues={
                ":pk": items.s(self._pk),
                ":prefix": items.s(HEAD_PREFIX),
                ":active": items.s(items.ACTIVE),
            },
        )
        return [items.history_from_item(item) for item in found]

    def list(self) -> builtins.list[SkillRecord]:
        """Active skills of this tenant at their served version: heads only, never a body.
        A skill with no approved version is not listed (its versions stay readable)."""
        found = (
            listed_record(
                head,
                origin=self.label,
                location=self.location(head.name),
                serve_label=self.serve_label,
                default_label=self.default_label,
            )
            for head in self.heads()
        )
        return [record for record in found if record is not None]

    def read(self, record: SkillRecord) -> str:
        """The full text of the record's version: one consistent GetItem."""
        if record.version is None:
            raise SkillNotFoundError(f'Skill "{record.name}" has no version in "{self.label}".')
        return self.read_version(record.name, record.version)

    def versions(self, name: str) -> builtins.list[ChangelogEntry]:
        """The changelog of ``name``, oldest first, each entry with its version's current
        status and digest (retired names included)."""
        entries = self._changelog(name)
        if not entries:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        head = self.head(name)
        return list(with_statuses(entries, head.lifecycle.statuses if head is not None else {}))

    def read_version(self, name: str, version: int | str) -> str:
        """The full SKILL.md text of one version: one consistent GetItem."""
        return str(self.version_item(name, version)["content"]["S"])

    def version_item(self, name: str, version: int | str) -> Item:
        """The stored item of one version (content, digest, findings…)."""
        number = store_version(version)
        self._known_name(name)
        item: Item | None = None
        if number >= 1:
            item = self._calls.call(
                "get_item",
                TableName=self.table_name,
                Key=items.key(self._pk, items.version_sk(name, number)),
                ConsistentRead=True,
            ).get("Item")
        if item is None:
            raise SkillNotFoundError(
                f'Skill "{name}" has no version {number} in store "{self.label}"; '
                "list its versions to see which exist."
            )
        return item

    def _attempt_version_item(self, name: str, version: int) -> Item:
        """:meth:`version_item`, read at most once per write attempt."""
        item = self._versions.get((name, version))
        if item is None:
            item = self.version_item(name, version)
            if len(self._versions) >= VERSION_MEMO:
                self._versions.pop(next(iter(self._versions)))
            self._versions[(name, version)] = item
        return item

    def lifecycle(self, name: str) -> Lifecycle | None:
        head = self.head(name)
        return head.lifecycle if head is not None else None

    def stored_version(self, name: str, version: int | str) -> StoredVersion:
        return items.stored_version_of(name, self.version_item(name, version))

    def labels(self, name: str) -> dict[str, int]:
        head = self.head(name)
        if head is None:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        return dict(head.lifecycle.labels)

    def _changelog(self, name: str) -> builtins.list[ChangelogEntry]:
        self._known_name(name)
        found = self._calls.query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            ExpressionAttributeNames={"#pk": PARTITION_KEY, "#sk": SORT_KEY},
            ExpressionAttributeValues={
                ":pk": items.s(self._pk),
                ":prefix": items.s(f"{LOG_PREFIX}{name}#"),
            },
        )
        return [items.entry_from_item(item) for item in found]

    def _served_of(self, name: str, versions: set[int]) -> dict[int, Served]:
        """What a listing needs of ``versions``, read from their items (versions that gain a
        label and that the head does not carry yet)."""
        served: dict[int, Served] = {}
        for version in versions:
            item = self._attempt_version_item(name, version)
            text, digest, size = item["content"]["S"], item["digest"]["S"], int(item["size"]["N"])
            served[version] = served_of(text, digest, size, self.location(name))
        return served

    def _known_name(self, name: str) -> None:
        """A name outside the §1 pattern was never saved (and must not reach a key prefix)."""
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            raise SkillNotFoundError(f'Skill {name!r} was never saved to store "{self.label}".')


__all__ = ["DynamoDBSkillReader"]
