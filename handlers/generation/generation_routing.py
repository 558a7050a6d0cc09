"""What one message of the generation queue asks for. Three kinds share the queue:

- an S3 **"Object Created"** event (the drop folder: the default bus's rule on
  ``sources/``): a model-backed request for the uploaded document, or nothing to do for a
  folder marker (a key ending in ``/``);
- a **model-backed request** (``instructions`` and ``source``, direct or as the ``detail`` of
  a ``Skill Generation Requested`` event);
- a **finished skill** (``description`` and ``body``): saved as before.

Routing reads the body once (the bounded JSON reader) and never echoes a value: errors name
fields and rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from handlers.generation.generation_models import (
    GenerationRequest,
    MessageError,
    decode_body,
    parse_drafting_message,
    parse_request,
)
from skills_core.aws.generation.source_events import (
    is_object_created_event,
    request_from_object_created,
)
from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.request import DraftingRequest, is_drafting_message

Origin = Literal["message", "drop-folder"]


@dataclass(frozen=True)
class Finished:
    """A finished skill to save."""

    request: GenerationRequest


@dataclass(frozen=True)
class Drafting:
    """A model-backed request: from a message, or from an upload to the drop folder."""

    request: DraftingRequest
    origin: Origin


@dataclass(frozen=True)
class Ignored:
    """Nothing to do (a folder marker in the drop folder): the message is acknowledged."""

    reason: str
    key: str


Routed = Finished | Drafting | Ignored


def route(text: str, *, bucket: str | None) -> Routed:
    """What the message body ``text`` asks for; :class:`MessageError` when it cannot be
    read as any of the three (``bucket`` is the skills bucket: drop-folder events and
    ``s3_uri`` sources must name it)."""
    data = decode_body(text)
    if is_object_created_event(data):
        try:
            request = request_from_object_created(data, bucket=bucket)
        except BadGenerationRequestError as exc:
            raise MessageError(exc.message) from None
        if request is None:
            return Ignored("a folder marker, not a document", _object_key(data))
        return Drafting(request, "drop-folder")
    payload = data.get("detail") if "detail" in data else data
    if is_drafting_message(payload):
        return Drafting(parse_drafting_message(data, bucket=bucket), "message")
    return Finished(parse_request(data))


def _object_key(data: dict[str, object]) -> str:
    detail = data.get("detail")
    obj = detail.get("object") if isinstance(detail, dict) else None
    key = obj.get("key") if isinstance(obj, dict) else None
    return key if isinstance(key, str) else ""


__all__ = ["Drafting", "Finished", "Ignored", "Origin", "Routed", "route"]
