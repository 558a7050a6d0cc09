"""Reads of one tenant's partition of the skill table (item layout:
:mod:`skills_core.aws.dynamodb_items`): heads, served versions, version items and the
changelog, each one consistent GetItem or one paged Query. The writable store extends it."""

from __future__ import annotations

import builtins
from typing import Any

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_calls import StoreCalls
from skills_core.aws.dynamodb_items import Head, Item, Served
from skills_core.aws.table_schema import HEAD_PREFIX, LOG_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.errors import SkillInvalidError, SkillNotFoundError
from skills_core.format.fields import NAME_RE
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.lifecycle import DEFAULT_LABEL, Lifecycle
from skills_core.model import ChangelogEntry, SkillRecord, StoredVersion, with_statuses
from skills_core.settings import check_tenant


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

    @property
    def client(self) -> Any:
        return self._calls.client

    def location(self, name: str) -> str:
        """How a skill of this store is named in messages: the store's label and the name
        (never the table: locations reach tenants in warnings)."""
        return f"{self.label}/{name}"

    # -- reads -------------------------------------------------------------------------------
    def head(self, name: str) -> Head | None:
        """The head of ``name`` (one consistent GetItem), ``None`` when never saved."""
        self._known_name(name)
        item = self._calls.call(
            "get_item",
            TableName=self.table_name,
            Key=items.key(self._pk, items.head_sk(name)),
            ConsistentRead=True,
        ).get("Item")
        return Head.from_item(item) if item else None

    def heads(self) -> builtins.list[Head]:
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
        return [Head.from_item(item) for item in found]

    def list(self) -> builtins.list[SkillRecord]:
        """Active skills of this tenant at their served version: heads only, never a body.
        A skill with no approved version is not listed (its versions stay readable)."""
        records: builtins.list[SkillRecord] = []
        for head in self.heads():
            version = head.lifecycle.served(self.serve_label, default=self.default_label)
            served = head.served.get(version) if version is not None else None
            if version is None or served is None:
                continue
            records.append(
                SkillRecord(
                    name=head.name,
                    content=None,
                    source=self.label,
                    version=str(version),
                    frontmatter=served.frontmatter,
                    location=self.location(head.name),
                    etag=str(version),
                    size=served.size,
                    digest=served.digest,
                    state={
                        "status": head.lifecycle.statuses.get(version),
                        "labels": dict(head.lifecycle.labels),
                    },
                )
            )
        return records

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
        number = _parse_version(version)
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

    def lifecycle(self, name: str) -> Lifecycle | None:
        head = self.head(name)
        return head.lifecycle if head is not None else None

    def stored_version(self, name: str, version: int | str) -> StoredVersion:
        item = self.version_item(name, version)
        return StoredVersion(
            name=name,
            version=int(item["version"]["N"]),
            content=item["content"]["S"],
            digest=item["digest"]["S"] if "digest" in item else None,
            findings=items.findings_from(item),
        )

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

    def _served_of(self, name: str, versions: set[int], head: Head) -> dict[int, Served]:
        """What a listing needs of ``versions`` (read from their items when the head lacks
        them: a version that gains a label)."""
        served = {v: x for v, x in head.served.items() if v in versions}
        for version in versions - set(served):
            item = self.version_item(name, version)
            text = item["content"]["S"]
            frontmatter = split_frontmatter(text, self.location(name)).frontmatter or ""
            served[version] = Served(frontmatter, item["digest"]["S"], int(item["size"]["N"]))
        return served

    def _known_name(self, name: str) -> None:
        """A name outside the §1 pattern was never saved (and must not reach a key prefix)."""
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            raise SkillNotFoundError(f'Skill {name!r} was never saved to store "{self.label}".')


def _parse_version(version: int | str) -> int:
    if isinstance(version, bool) or not isinstance(version, int | str):
        raise SkillInvalidError(f"version must be a whole number, got {version!r}")
    if isinstance(version, int):
        return version
    text = version.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        raise SkillInvalidError(f"version must be a whole number such as 2, got {version!r}")
    return int(text)


__all__ = ["DynamoDBSkillReader"]
