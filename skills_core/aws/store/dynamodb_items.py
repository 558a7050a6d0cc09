"""The store's items in DynamoDB's attribute-value shape, and back. One module owns the item
layout so the store, the snapshot and the tests read the same names.

Under ``pk = "TENANT#<tenant>"``:

- head ``SKILL#<name>``: ``name``, ``version`` (N, newest version number), ``status``
  (``active`` | ``retired``), ``updated``, ``log_count`` (N, changelog length), ``vstat``
  (M: version -> review status), ``labels`` (M: label -> version) and ``served`` (M: version
  -> {``fm`` frontmatter, ``dg`` digest, ``sz`` size}) for every labelled version. A listing
  reads heads only, so what it serves (any label) must be on the head.
- version ``VER#<name>#<n:010d>``: ``content`` (the full SKILL.md), ``time``, ``author``,
  ``digest``, ``size``, ``findings`` (JSON) and ``wid``, the id of the write that created it
  (how a retried write recognises its own commit). Never changed, but for the model review
  (SPEC §10), added once: ``model_verdict`` (S) and ``model_review`` (the record, JSON).
- changelog ``LOG#<name>#<n:010d>``: ``version``, ``action``, ``time``, ``author``, ``note``.
  Never changed, but for ``model_note`` added once to the entry that created a version
  (read back after its ``note``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from skills_core.aws.store.table_schema import (
    HEAD_PREFIX,
    LOG_PREFIX,
    NUMBER_WIDTH,
    PARTITION_KEY,
    SORT_KEY,
    TENANT_PREFIX,
    VERSION_PREFIX,
)
from skills_core.governance.history import Served, SkillHistory, timestamp
from skills_core.governance.lifecycle import Lifecycle
from skills_core.model import ChangelogEntry, StoredVersion
from skills_core.review.record import ReviewRecord, with_review_note

ACTIVE = "active"
RETIRED = "retired"
#: The model review's attributes (version item; creating changelog entry).
MODEL_VERDICT = "model_verdict"
MODEL_REVIEW = "model_review"
MODEL_NOTE = "model_note"

Item = dict[str, Any]


#: The changelog's clock (one for every store).
now = timestamp


def s(value: str) -> dict[str, str]:
    return {"S": value}


def n(value: int) -> dict[str, str]:
    return {"N": str(value)}


def number(value: int) -> str:
    return f"{value:0{NUMBER_WIDTH}d}"


def tenant_pk(tenant: str) -> str:
    return f"{TENANT_PREFIX}{tenant}"


def key(pk: str, sort_key: str) -> Item:
    return {PARTITION_KEY: s(pk), SORT_KEY: s(sort_key)}


def head_sk(name: str) -> str:
    return f"{HEAD_PREFIX}{name}"


def version_sk(name: str, version: int) -> str:
    return f"{VERSION_PREFIX}{name}#{number(version)}"


def log_sk(name: str, seq: int) -> str:
    return f"{LOG_PREFIX}{name}#{number(seq)}"


def history_from_item(item: Item) -> SkillHistory:
    """A head item, decoded into the skill's history."""
    statuses = {int(v): a["S"] for v, a in item.get("vstat", {}).get("M", {}).items()}
    labels = {k: int(a["N"]) for k, a in item.get("labels", {}).get("M", {}).items()}
    served = {
        int(v): Served(a["M"]["fm"]["S"], a["M"]["dg"]["S"], int(a["M"]["sz"]["N"]))
        for v, a in item.get("served", {}).get("M", {}).items()
    }
    return SkillHistory(
        name=item["name"]["S"],
        version=int(item["version"]["N"]),
        active=item["status"]["S"] == ACTIVE,
        log_count=int(item["log_count"]["N"]),
        lifecycle=Lifecycle(statuses, labels),
        served=served,
    )


def status_of(history: SkillHistory) -> str:
    """The head's ``status`` attribute: listed or retired."""
    return ACTIVE if history.active else RETIRED


def lifecycle_attributes(lifecycle: Lifecycle, served: Mapping[int, Served]) -> Item:
    """``vstat``, ``labels`` and ``served`` (labelled versions only) as attribute values."""
    labelled = set(lifecycle.labels.values())
    return {
        "vstat": {"M": {str(v): s(st) for v, st in lifecycle.statuses.items()}},
        "labels": {"M": {name: n(v) for name, v in lifecycle.labels.items()}},
        "served": {
            "M": {
                str(v): {"M": {"fm": s(x.frontmatter), "dg": s(x.digest), "sz": n(x.size)}}
                for v, x in served.items()
                if v in labelled
            }
        },
    }


def entry_from_item(item: Item) -> ChangelogEntry:
    return ChangelogEntry(
        version=int(item["version"]["N"]),
        time=item["time"]["S"],
        action=item["action"]["S"],
        author=item["author"]["S"] if "author" in item else None,
        note=with_review_note(
            item["note"]["S"] if "note" in item else None,
            item[MODEL_NOTE]["S"] if MODEL_NOTE in item else None,
        ),
        digest=item["digest"]["S"] if "digest" in item else None,
    )


def log_item(pk: str, name: str, seq: int, entry: ChangelogEntry) -> Item:
    item: Item = {
        **key(pk, log_sk(name, seq)),
        "name": s(name),
        "seq": n(seq),
        "version": n(entry.version),
        "action": s(entry.action),
        "time": s(entry.time),
    }
    if entry.author is not None:
        item["author"] = s(entry.author)
    if entry.note is not None:
        item["note"] = s(entry.note)
    return item


def findings_json(findings: tuple[Mapping[str, Any], ...]) -> str:
    return json.dumps(list(findings), ensure_ascii=False, separators=(",", ":"))


def findings_from(item: Item) -> tuple[dict[str, Any], ...]:
    """The scanner's findings of a version item, then its model review's (if any)."""
    raw = item.get("findings", {}).get("S")
    found: tuple[dict[str, Any], ...] = tuple(json.loads(raw)) if raw else ()
    review = review_from(item)
    extra = review.finding() if review is not None else None
    return (*found, dict(extra)) if extra is not None else found


def review_from(item: Item) -> ReviewRecord | None:
    """The model review stored on a version item (``None``: not reviewed)."""
    raw = item.get(MODEL_REVIEW, {}).get("S")
    return ReviewRecord.from_json(raw) if raw else None


def stored_version_of(name: str, item: Item) -> StoredVersion:
    """A version item as the stores return it (findings merged as :func:`findings_from`)."""
    return StoredVersion(
        name=name,
        version=int(item["version"]["N"]),
        content=item["content"]["S"],
        digest=item["digest"]["S"] if "digest" in item else None,
        findings=findings_from(item),
    )


__all__ = [
    "ACTIVE",
    "MODEL_NOTE",
    "MODEL_REVIEW",
    "MODEL_VERDICT",
    "RETIRED",
    "Item",
    "entry_from_item",
    "findings_from",
    "findings_json",
    "head_sk",
    "history_from_item",
    "key",
    "lifecycle_attributes",
    "log_item",
    "log_sk",
    "n",
    "now",
    "number",
    "review_from",
    "s",
    "status_of",
    "stored_version_of",
    "tenant_pk",
    "version_sk",
]
