"""The catalog overlay items of a store partition (sort key ``CAT#!<name>``): each write puts
its name's catalog entry after the write in its own transaction, so a read lays the overlay
over the tenant's snapshot and sees every acknowledged write before the stream function has
folded it (:mod:`skills_core.snapshot.overlay`). One item per name: writers of different
names never touch the same item."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_items import Item
from skills_core.aws.store.table_schema import OVERLAY_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.history import SkillHistory
from skills_core.snapshot.build import head_entry, search_document
from skills_core.snapshot.model import Entry, skill_from_json
from skills_core.snapshot.overlay import OverlayRecord

#: Reads the full text of one stored version (name, version) -> SKILL.md.
TextReader = Callable[[str, int], str]


def overlay_sk(name: str) -> str:
    return f"{OVERLAY_PREFIX}{name}"


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class CatalogOverlay:
    """Builds the overlay item of one write, and the catalog entry of a head (the same entry
    the stream function folds and a first build makes from the heads)."""

    def __init__(
        self,
        *,
        table: str,
        pk: str,
        label: str,
        default_label: str,
        text: TextReader,
    ) -> None:
        self.table = table
        self.pk = pk
        self.label = label
        self.default_label = default_label
        self._text = text

    def entry(self, head: SkillHistory) -> Entry | None:
        """What the catalog serves of ``head`` (``None``: nothing)."""
        return head_entry(head, label=self.label, default_label=self.default_label)

    def document(self, entry: Entry | None, written: Mapping[int, str]) -> dict[str, Any] | None:
        """The search document of the version ``entry`` serves (its text from ``written``
        when this write wrote it, else one read of that version)."""
        if entry is None or entry.version is None:
            return None
        version = int(entry.version)
        text = written.get(version) or self._text(entry.name, version)
        body = split_frontmatter(text, entry.location).body
        skill = skill_from_json(entry.header, directory=None, location=entry.location)
        return search_document(skill, body)

    def record(self, head: SkillHistory, wid: str, written: Mapping[int, str]) -> OverlayRecord:
        entry = self.entry(head)
        return OverlayRecord(head.name, head.log_count, wid, entry, self.document(entry, written))

    def put(self, record: OverlayRecord) -> Item:
        """The transaction item of ``record`` (unconditioned: the head item beside it in the
        transaction carries the write's condition)."""
        item: Item = {
            **items.key(self.pk, overlay_sk(record.name)),
            "name": items.s(record.name),
            "seq": items.n(record.seq),
            "wid": items.s(record.wid),
        }
        if record.entry is not None:
            item["entry"] = items.s(_json(record.entry.to_json()))
        if record.document is not None:
            item["doc"] = items.s(_json(dict(record.document)))
        return {"Put": {"TableName": self.table, "Item": item}}


def record_from_item(item: Item) -> OverlayRecord:
    """An overlay item (as stored, or a stream record's image) decoded."""
    entry = item.get("entry", {}).get("S")
    doc = item.get("doc", {}).get("S")
    return OverlayRecord(
        name=item["name"]["S"],
        seq=int(item["seq"]["N"]),
        wid=item["wid"]["S"],
        entry=Entry.from_json(json.loads(entry)) if entry else None,
        document=json.loads(doc) if doc else None,
    )


def overlay_query(tenant: str) -> dict[str, Any]:
    """The Query parameters of one tenant's overlay items (consistent: read-your-writes)."""
    return {
        "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :prefix)",
        "ExpressionAttributeNames": {"#pk": PARTITION_KEY, "#sk": SORT_KEY},
        "ExpressionAttributeValues": {
            ":pk": items.s(items.tenant_pk(tenant)),
            ":prefix": items.s(OVERLAY_PREFIX),
        },
        "ConsistentRead": True,
    }


def overlay_key(tenant: str, name: str) -> Item:
    return items.key(items.tenant_pk(tenant), overlay_sk(name))


__all__ = [
    "CatalogOverlay",
    "overlay_key",
    "overlay_query",
    "overlay_sk",
    "record_from_item",
]
