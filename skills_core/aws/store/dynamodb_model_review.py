"""The model review's writes on the skill table (SPEC §10 "Model review"; item layout:
:mod:`skills_core.aws.store.dynamodb_items`).

One conditional write stores a review: an UpdateItem of the version item, conditioned on
``attribute_not_exists(model_verdict) AND digest = :d``, so a version is reviewed at most
once per digest whatever the redeliveries. The note on the changelog entry that created the
version goes in the same transaction (conditioned on that entry's version and on having no
note yet); an entry that cannot be found leaves the note out, never the review. A reply lost
after the commit is recognised by the record's id (``rid``): the answer is still "stored"."""

from __future__ import annotations

from typing import Any

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_calls import Ambiguous, Conflict, StoreCalls
from skills_core.aws.store.table_schema import LOG_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.review.record import CREATING_ACTIONS, ReviewRecord

#: Changelog entries read per page while looking for the one that created a version.
_PAGE = 50


def creating_entry(calls: StoreCalls, pk: str, name: str, version: int) -> str | None:
    """The sort key of the changelog entry that created ``version`` (``None``: not found).
    Each version's creation is one entry, so that entry's sequence number is at least the
    version number: the Query starts there and stops at the first match."""
    start: dict[str, Any] | None = None
    actions = sorted(CREATING_ACTIONS)
    while True:
        params: dict[str, Any] = {
            "TableName": calls.table_name,
            "ConsistentRead": True,
            "Limit": _PAGE,
            "KeyConditionExpression": "#pk = :pk AND #sk BETWEEN :lo AND :hi",
            "FilterExpression": "#v = :v AND #a IN ("
            + ", ".join(f":a{i}" for i in range(len(actions)))
            + ")",
            "ProjectionExpression": "#sk",
            "ExpressionAttributeNames": {
                "#pk": PARTITION_KEY, "#sk": SORT_KEY, "#v": "version", "#a": "action"
            },
            "ExpressionAttributeValues": {
                ":pk": items.s(pk),
                ":lo": items.s(items.log_sk(name, version)),
                ":hi": items.s(f"{LOG_PREFIX}{name}#~"),
                ":v": items.n(version),
                **{f":a{i}": items.s(a) for i, a in enumerate(actions)},
            },
        }  # fmt: skip
        if start is not None:
            params["ExclusiveStartKey"] = start
        page = calls.call("query", **params)
        for found in page.get("Items", []):
            return str(found[SORT_KEY]["S"])
        start = page.get("LastEvaluatedKey")
        if not start:
            return None


def _version_update(
    calls: StoreCalls, pk: str, name: str, version: int, digest: str, record: ReviewRecord
) -> dict[str, Any]:
    return {
        "TableName": calls.table_name,
        "Key": items.key(pk, items.version_sk(name, version)),
        "UpdateExpression": "SET #mv = :mv, #mr = :mr",
        "ConditionExpression": "attribute_exists(#pk) AND attribute_not_exists(#mv) AND #d = :d",
        "ExpressionAttributeNames": {
            "#pk": PARTITION_KEY,
            "#mv": items.MODEL_VERDICT,
            "#mr": items.MODEL_REVIEW,
            "#d": "digest",
        },
        "ExpressionAttributeValues": {
            ":mv": items.s(record.verdict),
            ":mr": items.s(record.to_json()),
            ":d": items.s(digest),
        },
    }


def _note_update(
    calls: StoreCalls, pk: str, log_key: str, version: int, record: ReviewRecord
) -> dict[str, Any]:
    return {
        "TableName": calls.table_name,
        "Key": items.key(pk, log_key),
        "UpdateExpression": "SET #mn = :mn",
        "ConditionExpression": "attribute_exists(#pk) AND #v = :v AND attribute_not_exists(#mn)",
        "ExpressionAttributeNames": {
            "#pk": PARTITION_KEY,
            "#mn": items.MODEL_NOTE,
            "#v": "version",
        },
        "ExpressionAttributeValues": {":mn": items.s(record.note()), ":v": items.n(version)},
    }


def record_review(
    calls: StoreCalls, pk: str, name: str, version: int, digest: str, record: ReviewRecord
) -> bool:
    """Store ``record`` on the version (and its note on the creating entry), once; ``False``
    when the version has a review already, is gone, or has another digest."""
    update = _version_update(calls, pk, name, version, digest, record)
    log_key = creating_entry(calls, pk, name, version)
    try:
        if log_key is None:
            calls.call("update_item", write=True, **update)
        else:
            note = _note_update(calls, pk, log_key, version, record)
            try:
                calls.transact([{"Update": update}, {"Update": note}])
            except Conflict as lost:
                if lost.reasons[:1] not in ([None], ["None"]):
                    raise
                calls.call("update_item", write=True, **update)  # only the note was refused
    except Conflict:
        return False
    except Ambiguous:
        return _recognise(calls, pk, name, version, record)
    return True


def _recognise(calls: StoreCalls, pk: str, name: str, version: int, record: ReviewRecord) -> bool:
    """After a reply that may have been lost: ours is stored (``True``), another is
    (``False``), or none is (the store is unavailable: try the version again later)."""
    item = calls.get(items.key(pk, items.version_sk(name, version)), {"#mr": items.MODEL_REVIEW})
    stored = items.review_from(item) if item else None
    if stored is None:
        raise calls.unavailable()
    return stored.rid == record.rid


__all__ = ["creating_entry", "record_review"]
