"""The S3 calls of a publish. AWS errors a user can fix (no bucket, no permission, a failed
delete) become :class:`PublishError` with the fix; others propagate."""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence
from typing import Any

from botocore.exceptions import ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.s3.s3_index import INDEX_NAME
from skills_core.publish.plan import plural
from skills_core.publish.scan import PublishError

#: ``DeleteObjects`` takes at most this many keys per call.
DELETE_BATCH = 1000


def list_remote(client: Any, bucket: str, prefix: str) -> dict[str, tuple[str, int]]:
    """``{key: (ETag, size)}`` of every object under ``prefix``."""
    objects: dict[str, tuple[str, int]] = {}
    try:
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
            for item in page.get("Contents", ()):
                objects[item["Key"]] = (str(item.get("ETag", "")), int(item.get("Size", 0)))
    except ClientError as exc:
        code = error_code(exc)
        if code == "NoSuchBucket":
            raise PublishError(
                f'bucket "{bucket}" does not exist; create it (aws s3 mb s3://{bucket}) or check '
                "the name in the S3 URL"
            ) from None
        if code in ("AccessDenied", "403"):
            raise PublishError(
                f"access denied listing s3://{bucket}/{prefix}; the credentials need "
                "s3:ListBucket, s3:GetObject and s3:PutObject (and s3:DeleteObject for --delete)"
            ) from None
        raise
    return objects


def get_bytes(client: Any, bucket: str, key: str) -> bytes | None:
    """The object's content, or ``None`` when it is gone."""
    try:
        body = client.get_object(Bucket=bucket, Key=key)["Body"]
    except ClientError as exc:
        if error_code(exc) in ("NoSuchKey", "404"):
            return None
        raise
    try:
        data: bytes = body.read()
    finally:
        body.close()
    return data


def put(client: Any, bucket: str, key: str, data: bytes, content_type: str) -> str:
    """Upload with ``Content-MD5``, so S3 refuses a body damaged on the way; returns the
    ETag (what the index records)."""
    digest = base64.b64encode(hashlib.md5(data, usedforsecurity=False).digest()).decode("ascii")
    response = client.put_object(
        Bucket=bucket, Key=key, Body=data, ContentType=content_type, ContentMD5=digest
    )
    return str(response["ETag"])


def delete(client: Any, bucket: str, keys: Sequence[str]) -> None:
    for start in range(0, len(keys), DELETE_BATCH):
        batch = keys[start : start + DELETE_BATCH]
        response = client.delete_objects(
            Bucket=bucket, Delete={"Objects": [{"Key": k} for k in batch], "Quiet": True}
        )
        failed = response.get("Errors") or []
        if failed:
            first = failed[0]
            raise PublishError(
                f"could not delete {plural(len(failed), 'object')} from s3://{bucket}/ (first: "
                f"{first.get('Key')}: {first.get('Code')}); check s3:DeleteObject permission"
            )


def write_index(client: Any, bucket: str, prefix: str, data: bytes) -> str:
    return put(client, bucket, prefix + INDEX_NAME, data, "application/json")


__all__ = [
    "DELETE_BATCH",
    "delete",
    "get_bytes",
    "list_remote",
    "put",
    "write_index",
]
