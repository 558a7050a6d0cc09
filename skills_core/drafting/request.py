"""Messages of model-backed generation (SPEC §7):
``{"tenant", "request_id", "instructions", "source": {"text"} | {"s3_uri"}, "name"?, "tags"?}``.

Strict, because a message crosses a trust boundary: unknown keys are refused, the tenant and
request id follow the finished-skill messages' rules, ``source.text`` is at most 100 KiB of
UTF-8, and an ``s3_uri`` may only point below ``sources/<the message's tenant>/`` of the
skills bucket (no ``.``/``..`` or empty segments). Errors name the field and the rule, never
the value, so a log line built from them cannot carry the source material."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictStr,
    ValidationError,
    ValidationInfo,
    model_validator,
)

from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.port import DraftInput
from skills_core.format.field_rules import NAME_RE
from skills_core.idempotency import KEY_PATTERN as REQUEST_ID_PATTERN
from skills_core.settings import TENANT_PATTERN

#: ``source.text`` and an S3 source, in bytes of UTF-8.
MAX_TEXT_SOURCE_BYTES = 100 * 1024
MAX_S3_SOURCE_BYTES = 1024 * 1024
MAX_INSTRUCTIONS_CHARS = 10_000
MAX_REQUEST_TAGS = 20
MAX_TAG_CHARS = 64
#: Where a tenant's source material lives in the skills bucket.
SOURCES_PREFIX = "sources"
S3_SCHEME = "s3://"
MAX_KEY_BYTES = 1024
_BUCKET_RE = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f\\]")
#: The context key through which callers tell the model the skills bucket.
BUCKET_CONTEXT = "skills_bucket"


@dataclass(frozen=True)
class SourceLocation:
    """An S3 source checked to be the tenant's: bucket, key and optional version."""

    bucket: str
    key: str
    version_id: str | None = None

    @property
    def uri(self) -> str:
        return f"{S3_SCHEME}{self.bucket}/{self.key}"


def tenant_sources_prefix(tenant: str) -> str:
    return f"{SOURCES_PREFIX}/{tenant}/"


def check_source_key(key: str, tenant: str) -> str:
    """``key`` when it is a document below ``sources/<tenant>/``; else a bad message."""
    where = f"must be a document below {tenant_sources_prefix(tenant)}"
    if not key or len(key.encode("utf-8", "surrogatepass")) > MAX_KEY_BYTES:
        raise BadGenerationRequestError(f"the source key {where} (1-{MAX_KEY_BYTES} bytes)")
    if _CONTROL_RE.search(key) or _has_surrogate(key):
        raise BadGenerationRequestError(
            f"the source key {where}: control characters and backslashes are not allowed"
        )
    segments = key.split("/")
    if any(segment == "" for segment in segments):
        raise BadGenerationRequestError(
            f"the source key {where}: empty path segments ('//', a leading or trailing '/') "
            "are not allowed"
        )
    if any(segment in (".", "..") for segment in segments):
        raise BadGenerationRequestError(
            f"the source key {where}: '.' and '..' segments are not allowed"
        )
    if len(segments) < 3 or segments[0] != SOURCES_PREFIX or segments[1] != tenant:
        raise BadGenerationRequestError(
            f"the source key {where} (the message's own tenant); other prefixes and other "
            "tenants' sources are refused"
        )
    return key


def parse_source_uri(
    uri: str, *, tenant: str, bucket: str | None, version_id: str | None = None
) -> SourceLocation:
    """An ``s3://<bucket>/sources/<tenant>/...`` URI checked against the message's tenant and
    (when known) the skills bucket."""
    expected = f"{S3_SCHEME}{bucket or '<skills bucket>'}/{tenant_sources_prefix(tenant)}..."
    if not uri.startswith(S3_SCHEME):
        raise BadGenerationRequestError(f"source.s3_uri must look like {expected}")
    named_bucket, _, key = uri[len(S3_SCHEME) :].partition("/")
    if not _BUCKET_RE.fullmatch(named_bucket):
        raise BadGenerationRequestError(
            f"source.s3_uri must look like {expected}: the bucket name is not valid"
        )
    if bucket is not None and named_bucket != bucket:
        raise BadGenerationRequestError(
            f"source.s3_uri must be in the skills bucket ({expected}); sources are read from "
            "no other bucket"
        )
    try:
        check_source_key(key, tenant)
    except BadGenerationRequestError as exc:
        raise BadGenerationRequestError(f"source.s3_uri: {exc.message}") from None
    return SourceLocation(named_bucket, key, version_id)


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


class MessageSource(BaseModel):
    """Exactly one of ``text`` (the material itself) or ``s3_uri`` (where it is);
    ``version_id`` pins an S3 object version (the drop folder sets it)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    text: StrictStr | None = None
    s3_uri: StrictStr | None = Field(default=None, max_length=2048)
    version_id: StrictStr | None = Field(default=None, min_length=1, max_length=1024)

    @model_validator(mode="after")
    def _one_source(self) -> Self:
        if (self.text is None) == (self.s3_uri is None):
            raise ValueError("give exactly one of 'text' (the material) or 's3_uri'")
        if self.version_id is not None and self.s3_uri is None:
            raise ValueError("'version_id' goes with 's3_uri' only")
        if self.text is not None:
            if _has_surrogate(self.text) or "\x00" in self.text:
                raise ValueError("'text' must be Unicode text without NUL characters")
            size = len(self.text.encode("utf-8"))
            if size > MAX_TEXT_SOURCE_BYTES:
                raise ValueError(
                    f"'text' is {size} bytes of UTF-8; the limit is {MAX_TEXT_SOURCE_BYTES} "
                    "(100 KiB). Put larger material in the skills bucket under "
                    "sources/<tenant>/ and send its s3_uri (up to 1 MiB)"
                )
            if not self.text.strip():
                raise ValueError("'text' is empty; send the material to draft the skill from")
        return self


class DraftingRequest(BaseModel):
    """One model-backed generation request. Validate with
    ``DraftingRequest.model_validate(data, context={"skills_bucket": bucket})`` (or
    :func:`parse_drafting_request`) so an ``s3_uri`` is held to the skills bucket too."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    tenant: StrictStr = Field(pattern=TENANT_PATTERN)
    request_id: StrictStr = Field(pattern=REQUEST_ID_PATTERN)
    instructions: StrictStr = Field(min_length=1, max_length=MAX_INSTRUCTIONS_CHARS)
    source: MessageSource
    name: StrictStr | None = Field(default=None, max_length=64)
    tags: list[StrictStr] = Field(default_factory=list, max_length=MAX_REQUEST_TAGS)

    @model_validator(mode="after")
    def _checked(self, info: ValidationInfo) -> Self:
        if not self.instructions.strip() or _has_surrogate(self.instructions):
            raise ValueError("'instructions' must be non-empty Unicode text")
        if self.name is not None and not NAME_RE.fullmatch(self.name):
            raise ValueError(
                "'name' must be 1-64 lowercase letters, digits, '-' or '_', starting with a "
                "letter or digit (e.g. 'db-failover')"
            )
        for tag in self.tags:
            if not tag.strip() or len(tag) > MAX_TAG_CHARS or _has_surrogate(tag):
                raise ValueError(f"each tag must be 1-{MAX_TAG_CHARS} characters of text")
        if self.source.s3_uri is not None:
            context = info.context if isinstance(info.context, Mapping) else {}
            bucket = context.get(BUCKET_CONTEXT)
            try:
                parse_source_uri(
                    self.source.s3_uri,
                    tenant=self.tenant,
                    bucket=bucket if isinstance(bucket, str) and bucket else None,
                )
            except BadGenerationRequestError as exc:
                raise ValueError(exc.message) from None
        return self

    def location(self, bucket: str | None) -> SourceLocation | None:
        """Where the S3 source is (checked again against ``bucket``); ``None`` for text."""
        if self.source.s3_uri is None:
            return None
        return parse_source_uri(
            self.source.s3_uri,
            tenant=self.tenant,
            bucket=bucket,
            version_id=self.source.version_id,
        )

    def fingerprint(self) -> dict[str, Any]:
        """What makes two deliveries the same request (hashed, never stored as is)."""
        return self.model_dump(exclude={"tenant", "request_id"})

    def draft_input(self, source_text: str) -> DraftInput:
        return DraftInput(
            instructions=self.instructions,
            source_text=source_text,
            name=self.name,
            tags=tuple(self.tags),
        )


def is_drafting_message(data: object) -> bool:
    """Whether a message body (or event detail) asks for a model draft rather than carrying a
    finished skill: it has ``instructions`` or ``source`` (a finished skill has neither)."""
    return isinstance(data, Mapping) and ("instructions" in data or "source" in data)


def parse_drafting_request(data: object, *, bucket: str | None) -> DraftingRequest:
    """The request in ``data`` (a decoded JSON object), or :class:`BadGenerationRequestError`
    naming each broken field and rule (never a value)."""
    if not isinstance(data, Mapping):
        raise BadGenerationRequestError("a generation request must be a JSON object")
    try:
        return DraftingRequest.model_validate(dict(data), context={BUCKET_CONTEXT: bucket})
    except ValidationError as exc:
        raise BadGenerationRequestError(f"invalid generation request: {describe(exc)}") from None


def describe(exc: ValidationError) -> str:
    """``field 'source': give exactly one of …; …`` without the offending values."""
    problems = []
    for err in exc.errors(include_url=False, include_input=False):
        where = ".".join(str(part) for part in err["loc"]) or "the request"
        message = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
        problems.append(f"field '{where}': {message}")
    return "; ".join(problems)


__all__ = [
    "BUCKET_CONTEXT",
    "MAX_INSTRUCTIONS_CHARS",
    "MAX_S3_SOURCE_BYTES",
    "MAX_TEXT_SOURCE_BYTES",
    "REQUEST_ID_PATTERN",
    "SOURCES_PREFIX",
    "DraftingRequest",
    "MessageSource",
    "SourceLocation",
    "check_source_key",
    "describe",
    "is_drafting_message",
    "parse_drafting_request",
    "parse_source_uri",
    "tenant_sources_prefix",
]
