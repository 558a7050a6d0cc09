"""Messages of the generation queue (SPEC §7): a direct body or an EventBridge event whose
``detail`` is that body (a rule that targets a queue delivers the whole event).

Parsing never echoes input values: errors name the field and the rule it broke, so a log line
built from them cannot carry the skill body."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from skills_core.settings import TENANT_PATTERN

from .models import SaveRequest

DETAIL_TYPE = "Skill Generation Requested"
#: Visible ASCII, no spaces: UUIDs, ULIDs and EventBridge event ids fit; the changelog author
#: ``event:<request_id>`` stays far below the store's 256-character limit.
REQUEST_ID_PATTERN = r"^[!-~]{1,128}$"
#: At most this many validation problems are reported for one message.
MAX_REPORTED_PROBLEMS = 5
#: Identifying values copied into a failure log line are cut to this length.
MAX_PEEK_CHARS = 128


class GenerationRequest(SaveRequest):
    """The HTTP save body (same fields, unknown keys refused) plus the tenant it is for and
    the producer's ``request_id``, the idempotency key within that tenant."""

    tenant: str = Field(
        pattern=TENANT_PATTERN, description="Tenant whose store partition receives the skill"
    )
    request_id: str = Field(
        pattern=REQUEST_ID_PATTERN,
        description="Producer's id of this request (1-128 visible ASCII characters); "
        "redeliveries with the same tenant and request_id save once",
    )


class GenerationEvent(BaseModel):
    """An EventBridge event as a rule delivers it to SQS. Envelope fields EventBridge may add
    later are ignored; the ``detail`` is as strict as a direct body."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    version: str
    id: str
    detail_type: Literal["Skill Generation Requested"] = Field(alias="detail-type")
    source: str
    account: str | None = None
    time: str | None = None
    region: str | None = None
    resources: list[str] = Field(default_factory=list)
    detail: GenerationRequest


class MessageError(ValueError):
    """A message that cannot be processed as sent (retrying it cannot help). ``peek`` holds
    the identifying values that could be read (tenant, skill, request_id) for the log line."""

    code = "BAD_MESSAGE"

    def __init__(self, reason: str, peek: dict[str, str] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.peek = peek or {}


def parse_message(text: str) -> GenerationRequest:
    """The request carried by one SQS message body; :class:`MessageError` says why not."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        # JSONDecodeError's text is the position only ("Expecting value: line 1 column 1").
        where = (
            f": {exc.msg} (line {exc.lineno}, column {exc.colno})"
            if isinstance(exc, json.JSONDecodeError)
            else ""
        )
        raise MessageError(f"the message body is not valid JSON{where}") from None
    if not isinstance(data, dict):
        raise MessageError(
            f"the message body must be a JSON object, got {type(data).__name__}; send "
            '{"tenant", "name", "description", "body", "tags", "replace", "request_id"} '
            "or an EventBridge event with that object as detail"
        )
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


def describe_errors(exc: ValidationError) -> str:
    """``field: rule`` for each problem, without the offending values."""
    problems = exc.errors(include_url=False, include_input=False, include_context=False)
    parts = [
        f"{'.'.join(str(p) for p in err['loc']) or 'body'}: {err['msg']}"
        for err in problems[:MAX_REPORTED_PROBLEMS]
    ]
    if len(problems) > MAX_REPORTED_PROBLEMS:
        parts.append(f"and {len(problems) - MAX_REPORTED_PROBLEMS} more")
    return "; ".join(parts)


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
    "GenerationEvent",
    "GenerationRequest",
    "MessageError",
    "describe_errors",
    "parse_message",
]
