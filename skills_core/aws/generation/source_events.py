"""The S3 drop folder: an EventBridge "Object Created" event for a key below
``sources/<tenant>/`` of the skills bucket becomes a model-backed generation request.

- The tenant is the key's second segment, held to the tenant rule; any other key, another
  bucket or an oversized object (the event carries its size) is a bad message.
- The request id is derived from the bucket, the key and the object's version id, so a
  redelivered event drafts once and a new upload of the same key (a new version) drafts
  again. Unversioned buckets have no version id: the event's ``sequencer`` (unique per write
  of a key, the same in every delivery of that event) takes its place.
- The skill's name comes from the file name when it makes a valid name (``db-failover.md``
  drafts ``db-failover``), so a revised document adds a version to the same skill.
- Folder markers (a key ending in ``/``, as the S3 console's "Create folder" writes) are not
  documents: ``None``, nothing to do.

EventBridge gives the key as stored, while S3's older notifications URL-encode it (Powertools
decodes both); :mod:`skills_core.aws.generation.source_material` tries the decoded form when
the key as given does not exist, and this module accepts a prefix that is only readable decoded."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any, Literal
from urllib.parse import unquote_plus

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.offline import slugify
from skills_core.drafting.request import (
    BUCKET_CONTEXT,
    MAX_S3_SOURCE_BYTES,
    S3_SCHEME,
    SOURCES_PREFIX,
    DraftingRequest,
    check_source_key,
    describe,
)
from skills_core.errors import SkillInvalidError
from skills_core.format.field_rules import NAME_RE
from skills_core.settings import check_tenant

OBJECT_CREATED = "Object Created"
S3_EVENT_SOURCE = "aws.s3"
REQUEST_ID_PREFIX = "s3-"
DEFAULT_INSTRUCTIONS = (
    "Write a skill from the document {file}: what it is for, when to use it, and the "
    "procedure it describes as steps an agent can follow."
)


class _Bucket(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    name: StrictStr


class _Object(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, populate_by_name=True)
    key: StrictStr = Field(min_length=1)
    size: StrictInt | None = None
    etag: StrictStr | None = None
    version_id: StrictStr | None = Field(default=None, alias="version-id")
    sequencer: StrictStr | None = None


class _Detail(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    bucket: _Bucket
    object: _Object


class ObjectCreatedEvent(BaseModel):
    """The fields of an S3 "Object Created" event this worker reads (others are ignored)."""

    model_config = ConfigDict(extra="ignore", strict=True, populate_by_name=True)
    source: Literal["aws.s3"]
    detail_type: Literal["Object Created"] = Field(alias="detail-type")
    detail: _Detail


def is_object_created_event(data: object) -> bool:
    """Whether a message body is an S3 "Object Created" event (the drop folder's rule)."""
    return (
        isinstance(data, Mapping)
        and data.get("source") == S3_EVENT_SOURCE
        and data.get("detail-type") == OBJECT_CREATED
    )


def drop_request_id(bucket: str, key: str, version_id: str | None) -> str:
    """``s3-`` and 40 hex digits of SHA-256 over bucket, key and version: stable across
    redeliveries, different for every new version."""
    material = "\n".join((bucket, key, version_id or ""))
    digest = hashlib.sha256(material.encode("utf-8", "surrogatepass")).hexdigest()
    return f"{REQUEST_ID_PREFIX}{digest[:40]}"


def request_from_object_created(
    event: Mapping[str, Any], *, bucket: str | None, instructions: str | None = None
) -> DraftingRequest | None:
    """The generation request an upload asks for; ``None`` for a folder marker;
    :class:`BadGenerationRequestError` for anything outside the drop folder's rules."""
    try:
        parsed = ObjectCreatedEvent.model_validate(dict(event))
    except ValidationError as exc:
        raise BadGenerationRequestError(
            f"invalid S3 Object Created event: {describe(exc)}"
        ) from None
    if not bucket:
        raise BadGenerationRequestError(
            "the S3 drop folder needs the skills bucket (SKILLS_BUCKET); none is configured"
        )
    detail = parsed.detail
    if detail.bucket.name != bucket:
        raise BadGenerationRequestError(
            "the event is for another bucket than the skills bucket; only "
            f"{S3_SCHEME}{bucket}/{SOURCES_PREFIX}/<tenant>/ is a drop folder"
        )
    raw_key = detail.object.key
    key = _drop_folder_key(raw_key)
    if key.endswith("/") and key.startswith(f"{SOURCES_PREFIX}/"):
        return None  # a folder marker, not a document
    tenant = _tenant_of(key)
    check_source_key(key, tenant)
    size = detail.object.size
    if size is not None and size > MAX_S3_SOURCE_BYTES:
        raise BadGenerationRequestError(
            f"the uploaded source {S3_SCHEME}{bucket}/{key} is {size} bytes; the limit is "
            f"{MAX_S3_SOURCE_BYTES} bytes (1 MiB). Split the document"
        )
    if size == 0:
        raise BadGenerationRequestError(f"the uploaded source {S3_SCHEME}{bucket}/{key} is empty")
    version = detail.object.version_id
    if version in (None, "", "null"):
        version = None
    identity = version or (f"seq:{detail.object.sequencer}" if detail.object.sequencer else None)
    file_name = key.rsplit("/", 1)[-1]
    stem = file_name.rsplit(".", 1)[0] if "." in file_name[1:] else file_name
    name = slugify(stem)
    source: dict[str, Any] = {"s3_uri": f"{S3_SCHEME}{bucket}/{key}"}
    if version is not None:
        source["version_id"] = version
    message: dict[str, Any] = {
        "tenant": tenant,
        "request_id": drop_request_id(bucket, raw_key, identity),
        "instructions": instructions or DEFAULT_INSTRUCTIONS.format(file=file_name),
        "source": source,
    }
    if name and NAME_RE.fullmatch(name):
        message["name"] = name
    try:
        return DraftingRequest.model_validate(message, context={BUCKET_CONTEXT: bucket})
    except ValidationError as exc:
        raise BadGenerationRequestError(f"invalid drop folder upload: {describe(exc)}") from None


def _drop_folder_key(raw: str) -> str:
    """The key as given, or its URL-decoded form when only that one is in the drop folder."""
    prefix = f"{SOURCES_PREFIX}/"
    if raw.startswith(prefix):
        return raw
    decoded = unquote_plus(raw)
    return decoded if decoded.startswith(prefix) else raw


def _tenant_of(key: str) -> str:
    segments = key.split("/")
    if len(segments) < 3 or segments[0] != SOURCES_PREFIX:
        raise BadGenerationRequestError(
            f"the uploaded key is not in the drop folder: put documents below "
            f"{SOURCES_PREFIX}/<tenant>/"
        )
    try:
        return check_tenant(segments[1])
    except SkillInvalidError as exc:
        raise BadGenerationRequestError(
            f"the uploaded key's tenant segment is not a valid tenant: {exc.message}"
        ) from None


__all__ = [
    "DEFAULT_INSTRUCTIONS",
    "OBJECT_CREATED",
    "REQUEST_ID_PREFIX",
    "ObjectCreatedEvent",
    "drop_request_id",
    "is_object_created_event",
    "request_from_object_created",
]
