"""Source material from the skills bucket: only ``sources/<tenant>/`` of the configured
bucket, at most 1 MiB, UTF-8 text.

One ranged ``GetObject`` (``bytes=0-<cap>``) reads at most the cap plus one byte: the object's
total size (``Content-Range``) refuses a larger one before its body is read, and the body is
read with the same bound, so a huge object never reaches memory. The key is checked again
here (bucket, prefix, tenant, segments), whatever the message said.

S3 event notifications may give a key URL-encoded (``a+b.md`` for ``a b.md``); when the key
as given does not exist, its decoded form is tried once (checked by the same rules)."""

from __future__ import annotations

from contextlib import suppress
from typing import Any
from urllib.parse import unquote_plus

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import error_code
from skills_core.drafting.errors import BadGenerationRequestError, SourceUnavailableError
from skills_core.drafting.request import (
    MAX_S3_SOURCE_BYTES,
    DraftingRequest,
    SourceLocation,
    check_source_key,
)

_MISSING = frozenset({"NoSuchKey", "404", "NotFound"})
_RETRYABLE = frozenset(
    {
        "SlowDown",
        "ServiceUnavailable",
        "InternalError",
        "RequestTimeout",
        "ThrottlingException",
        "503",
        "500",
    }
)


class _Missing(Exception):
    """The key (as tried) does not exist."""


class S3SourceReader:
    """Reads a request's ``s3_uri`` source from ``bucket`` (the skills bucket)."""

    def __init__(
        self, bucket: str | None, *, client: Any = None, max_bytes: int = MAX_S3_SOURCE_BYTES
    ) -> None:
        self.bucket = bucket
        self.max_bytes = max_bytes
        self._client = client

    @property
    def client(self) -> Any:
        if self._client is None:
            from skills_core.aws.clients import client

            self._client = client("s3")
        return self._client

    def __call__(self, request: DraftingRequest) -> str:
        if not self.bucket:
            raise BadGenerationRequestError(
                "an s3_uri source is read from the skills bucket, and none is configured "
                "(SKILLS_BUCKET); send the material as source.text instead"
            )
        location = request.location(self.bucket)
        if location is None:
            raise BadGenerationRequestError("this request carries its source as text")
        return read_source(self.client, location, tenant=request.tenant, max_bytes=self.max_bytes)


def read_source(
    client: Any, location: SourceLocation, *, tenant: str, max_bytes: int = MAX_S3_SOURCE_BYTES
) -> str:
    """The text of one source object below ``sources/<tenant>/``."""
    check_source_key(location.key, tenant)
    keys = [location.key]
    decoded = unquote_plus(location.key)
    if decoded != location.key:
        with suppress(BadGenerationRequestError):  # a decoded key outside the prefix: no
            keys.append(check_source_key(decoded, tenant))
    for key in keys:
        try:
            data = _get_bounded(client, location, key, max_bytes)
        except _Missing:
            continue
        return decode_source(data, f"s3://{location.bucket}/{key}")
    raise BadGenerationRequestError(
        f"the source {location.uri} does not exist"
        + (" in that version" if location.version_id else "")
        + "; upload it below sources/<tenant>/ of the skills bucket first"
    )


def _get_bounded(client: Any, location: SourceLocation, key: str, max_bytes: int) -> bytes:
    params: dict[str, Any] = {
        "Bucket": location.bucket,
        "Key": key,
        "Range": f"bytes=0-{max_bytes}",
    }
    if location.version_id:
        params["VersionId"] = location.version_id
    uri = f"s3://{location.bucket}/{key}"
    try:
        response = client.get_object(**params)
    except ClientError as exc:
        code = error_code(exc) or ""
        status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode")
        if code in _MISSING:
            raise _Missing from None
        if code == "InvalidRange":  # a range on an empty object
            return b""
        if code == "NoSuchVersion":
            raise BadGenerationRequestError(
                f"the source {uri} has no version {location.version_id!r}"
            ) from None
        if code in ("AccessDenied", "403"):
            raise BadGenerationRequestError(
                f"access denied reading the source {uri}: it may not exist (S3 answers 403 for "
                "a missing key without s3:ListBucket), or the function lacks s3:GetObject on "
                "sources/*"
            ) from None
        if code in _RETRYABLE or (isinstance(status, int) and status >= 500):
            raise SourceUnavailableError(
                f"the skills bucket did not serve the source ({code}); the message will be retried"
            ) from exc
        raise
    except BotoCoreError as exc:
        raise SourceUnavailableError(
            f"the skills bucket did not answer ({type(exc).__name__}); the message will be retried"
        ) from exc
    body = response["Body"]
    try:
        total = _total_size(response, max_bytes)
        if total > max_bytes:
            raise _too_large(uri, total, max_bytes)
        data: bytes = body.read(max_bytes + 1)
    finally:
        body.close()
    if len(data) > max_bytes:
        raise _too_large(uri, len(data), max_bytes)
    return data


def _total_size(response: dict[str, Any], max_bytes: int) -> int:
    """The object's whole size from ``Content-Range`` (``bytes 0-9/10``), else the length of
    what was sent (a server that ignored the range)."""
    content_range = str(response.get("ContentRange") or "")
    _, _, total = content_range.rpartition("/")
    if total.isdigit():
        return int(total)
    length = response.get("ContentLength")
    return int(length) if isinstance(length, int) else 0


def _too_large(uri: str, size: int, limit: int) -> BadGenerationRequestError:
    return BadGenerationRequestError(
        f"the source {uri} is {'more than ' if size == limit + 1 else ''}{size} bytes; the "
        f"limit is {limit} bytes (1 MiB). Split the document, or send a shorter one"
    )


def decode_source(data: bytes, where: str) -> str:
    """UTF-8 text (a BOM is dropped); binary, invalid or empty material is a bad message."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\x00" in data:
        raise BadGenerationRequestError(
            f"the source {where} looks binary (it contains NUL bytes); send UTF-8 text such as "
            "Markdown"
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadGenerationRequestError(
            f"the source {where} is not UTF-8 text (invalid byte at offset {exc.start}); save "
            "it as UTF-8"
        ) from None
    if not text.strip():
        raise BadGenerationRequestError(f"the source {where} is empty")
    return text


__all__ = ["S3SourceReader", "decode_source", "read_source"]
