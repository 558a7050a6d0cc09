"""Messages of the generation queue (SPEC §7): a direct body or an EventBridge event whose
``detail`` is that body (a rule that targets a queue delivers the whole event). The body is a
finished skill (:class:`GenerationRequest`) or a model-backed request (instructions and source
material, :func:`parse_drafting_message`); :mod:`handlers.generation.generation_routing`
tells them apart.

Parsing never echoes input values: errors name the field and the rule it broke, so a log line
built from them cannot carry the skill body."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError

from handlers.http.errors import describe_problems
from handlers.http.save_models import SaveRequest
from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.request import DraftingRequest, parse_drafting_request
from skills_core.errors import SkillError
from skills_core.idempotency import KEY_PATTERN as REQUEST_ID_PATTERN
from skills_core.settings import TENANT_PATTERN
from skills_core.wire.json_bounded import JsonBodyError, parse_json

DETAIL_TYPE = "Skill Generation Requested"
#: Identifying values copied into a failure log line are cut to this length.
MAX_PEEK_CHARS = 128


class GenerationRequest(SaveRequest):
    """The HTTP save body (same fields, unknown keys refused) plus the tenant it is for and
    the producer's ``request_id``, the idempotency key within that tenant."""

    tenant: StrictStr = Field(
        pattern=TENANT_PATTERN, description="Tenant whose store partition receives the skill"
    )
    request_id: StrictStr = Field(
        pattern=REQUEST_ID_PATTERN,
        description="Producer's id of this request (1-128 visible ASCII characters); "
        "redeliveries with the same tenant and request_id save once",
    )


class _Envelope(BaseModel):
    """An EventBridge event as a rule delivers it to SQS. Envelope fields EventBridge may add
    later are ignored."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True, strict=True)

    version: StrictStr
    id: StrictStr
    detail_type: Literal["Skill Generation Requested"] = Field(alias="detail-type")
    source: StrictStr
    account: StrictStr | None = None
    time: StrictStr | None = None
    region: StrictStr | None = None
    resources: list[StrictStr] = Field(default_factory=list)


class GenerationEvent(_Envelope):
    """A finished skill's event: the ``detail`` is as strict as a direct body."""

    detail: GenerationRequest


class DraftingEvent(_Envelope):
    """A model-backed request's event: the ``detail`` is checked as a drafting request."""

    detail: dict[str, Any]


class MessageError(SkillError):
    """A message that cannot be processed as sent (retrying it cannot help). ``peek`` holds
    the identifying values that could be read (tenant, skill, request_id) for the log line."""

    code = "BAD_MESSAGE"
    retryable = False

    def __init__(
        self, reason: str, peek: dict[str, str] | None = None, *, drafting: bool = False
    ) -> None:
        super().__init__(reason)
        self.reason = reason
        self.peek = peek or {}
        #: A model-backed request (its producer may wait for a failure event).
        self.drafting = drafting


def decode_body(text: str) -> dict[str, Any]:
    """One SQS message body as a JSON object, read like an HTTP request body (at most 1 MiB,
    32 levels, Unicode text); :class:`MessageError` says why not."""
    try:
        data = parse_json(text, what="the message body")
    except JsonBodyError as exc:
        raise MessageError(exc.message) from None
    if not isinstance(data, dict):
        raise MessageError(
            f"the message body must be a JSON object, got {_json_type(data)}; send "
            '{"tenant", "name", "description", "body", "tags", "replace", "request_id"} '
            "or an EventBridge event with that object as detail"
        )
    return data


def parse_message(text: str) -> GenerationRequest:
    """The finished skill carried by one SQS message body; :class:`MessageError` says why
    not."""
    return parse_request(decode_body(text))


def parse_drafting_message(data: dict[str, Any], *, bucket: str | None) -> DraftingRequest:
    """The model-backed request in a decoded body (direct, or an EventBridge event's
    ``detail``); :class:`MessageError` names the broken fields, never their values."""
    envelope = "detail" in data
    payload = data.get("detail") if envelope else data
    peek = _peek(payload)
    if envelope:
        try:
            DraftingEvent.model_validate(data)
        except ValidationError as exc:
            problems = describe_errors(exc)
            raise MessageError(
                f"invalid EventBridge event: {problems}", peek, drafting=True
            ) from None
    try:
        return parse_drafting_request(payload, bucket=bucket)
    except BadGenerationRequestError as exc:
        raise MessageError(exc.message, peek, drafting=True) from None


def parse_request(data: dict[str, Any]) -> GenerationRequest:
    """The finished skill in a decoded body (direct, or an EventBridge event's ``detail``)."""
    envelope = "detail" in data
    payload = data.get("detail") if envelope else data
    peek = _peek(payload)
    try:
        if envelope:
            return GenerationEvent.model_validate(data).detail
        return GenerationRequest.model_validate(data)
    except ValidationError as exc:
        kind = "EventBridge event" if envelope else "message"
        raise MessageError(f"invalid {kind}: {describe_errors(exc)}", peek) from None


def _json_type(value: Any) -> str:
    """The JSON name of a parsed value's type (never a Python one)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array"


def describe_errors(exc: ValidationError) -> str:
    """``field 'tags[2]': must be a string; …`` without the offending values."""
    problems = exc.errors(include_url=False, include_input=False, include_context=True)
    return describe_problems(problems, whole="the message")


def _peek(payload: Any) -> dict[str, str]:
    """Tenant, skill name and request_id of a payload that failed validation, when they are
    text (cut short); never the description or the body."""
    if not isinstance(payload, dict):
        return {}
    keys = {"tenant": "tenant", "name": "skill", "request_id": "request_id"}
    return {
        label: value[:MAX_PEEK_CHARS]
        for key, label in keys.items()
        if isinstance(value := payload.get(key), str)
    }


__all__ = [
    "DETAIL_TYPE",
    "REQUEST_ID_PATTERN",
    "DraftingEvent",
    "GenerationEvent",
    "GenerationRequest",
    "MessageError",
    "decode_body",
    "describe_errors",
    "parse_drafting_message",
    "parse_message",
    "parse_request",
]
