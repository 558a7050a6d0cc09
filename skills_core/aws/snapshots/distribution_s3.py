"""The distribution's AWS adapters: artifacts in S3 (the skills bucket's ``dist/`` prefix or
the mirror bucket), the store's version texts from DynamoDB, and the stream records of head
items decoded into :class:`~skills_core.distribution.derive.HeadChange` values.

Index updates are conditional (``If-Match`` on the ETag read, ``If-None-Match: *`` for a new
object) and retried, so two shards deriving different skills of one label never lose an
entry."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from botocore.exceptions import ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.store.dynamodb_items import history_from_item, key, tenant_pk, version_sk
from skills_core.aws.store.table_schema import HEAD_PREFIX, PARTITION_KEY, SORT_KEY, TENANT_PREFIX
from skills_core.distribution.derive import HeadChange
from skills_core.distribution.ports import Artifact

MISSING = frozenset({"NoSuchKey", "NotFound", "404"})
CONFLICT = frozenset({"PreconditionFailed", "412", "ConditionalRequestConflict", "409"})
UPDATE_ATTEMPTS = 8


class S3Artifacts:
    """An :class:`~skills_core.distribution.ports.ArtifactStore` on one bucket."""

    def __init__(self, bucket: str, *, client: Any) -> None:
        self.bucket = bucket
        self.client = client

    def get(self, key: str) -> Artifact | None:
        try:
            reply = self.client.get_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if error_code(exc) in MISSING:
                return None
            raise
        return Artifact(
            reply["Body"].read(), str(reply.get("ContentType") or ""), str(reply["ETag"])
        )

    def exists(self, key: str) -> bool:
        try:
            self.client.head_object(Bucket=self.bucket, Key=key)
        except ClientError as exc:
            if error_code(exc) in MISSING:
                return False
            raise
        return True

    def put(self, key: str, data: bytes, content_type: str) -> None:
        self.client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type)

    def delete(self, key: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=key)

    def keys_under(self, prefix: str, limit: int) -> set[str] | None:
        """One ``ListObjectsV2`` page per 1,000 keys, at most ``limit // 1000 + 1`` pages."""
        found: set[str] = set()
        pages = self.client.get_paginator("list_objects_v2").paginate(
            Bucket=self.bucket, Prefix=prefix, PaginationConfig={"PageSize": 1000}
        )
        for page in pages:
            found.update(str(item["Key"]) for item in page.get("Contents") or [])
            if len(found) > limit:
                return None
        return found

    def update(self, key: str, change: Callable[[bytes | None], bytes], content_type: str) -> None:
        for _ in range(UPDATE_ATTEMPTS):
            current = self.get(key)
            data = change(current.data if current is not None else None)
            condition = {"IfMatch": current.tag} if current is not None else {"IfNoneMatch": "*"}
            try:
                self.client.put_object(
                    Bucket=self.bucket, Key=key, Body=data, ContentType=content_type, **condition
                )
            except ClientError as exc:
                if error_code(exc) in CONFLICT:
                    continue
                raise
            return
        raise RuntimeError(f"index update kept conflicting after {UPDATE_ATTEMPTS} attempts")


class DynamoDBVersionTexts:
    """A store version's files: its exact stored SKILL.md (store skills have no other
    files), read consistently (the stream can run ahead of an eventually consistent read)."""

    def __init__(self, table: str, *, client: Any) -> None:
        self.table = table
        self.client = client

    def files(self, tenant: str, name: str, version: int) -> Mapping[str, bytes]:
        reply = self.client.get_item(
            TableName=self.table,
            Key=key(tenant_pk(tenant), version_sk(name, version)),
            ConsistentRead=True,
            ProjectionExpression="content",
        )
        item = reply.get("Item")
        if item is None:
            raise LookupError(f"version {version} of {name!r} is not in the table")
        return {"SKILL.md": str(item["content"]["S"]).encode("utf-8")}


def head_change(record: Mapping[str, Any]) -> HeadChange | None:
    """A DynamoDB stream record (the Lambda event's shape, ``NEW_AND_OLD_IMAGES``) of a head
    item ``SKILL#<name>`` under ``TENANT#<tenant>``; ``None`` for every other item."""
    ddb = record.get("dynamodb") or {}
    keys = ddb.get("Keys") or {}
    pk = str((keys.get(PARTITION_KEY) or {}).get("S") or "")
    sk = str((keys.get(SORT_KEY) or {}).get("S") or "")
    if not (pk.startswith(TENANT_PREFIX) and sk.startswith(HEAD_PREFIX)):
        return None
    old, new = ddb.get("OldImage"), ddb.get("NewImage")
    return HeadChange(
        tenant=pk[len(TENANT_PREFIX) :],
        name=sk[len(HEAD_PREFIX) :],
        old=history_from_item(old) if old else None,
        new=history_from_item(new) if new else None,
    )


def head_changes(records: Iterable[Mapping[str, Any]]) -> list[HeadChange]:
    """The head changes among ``records``, in their order."""
    return [c for c in (head_change(r) for r in records) if c is not None]


__all__ = ["DynamoDBVersionTexts", "S3Artifacts", "head_change", "head_changes"]
