"""The generation result events (``Skill Generated`` / ``Skill Generation Failed``) put on the
project's bus (``SKILLS_EVENT_BUS``) with EventBridge ``PutEvents``: the service's
``ResultPublisher``. A failed put never fails the request it reports (that is stored already):
it is logged and answered ``False``."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code

logger = logging.getLogger("skills_core")

#: The ``source`` of every event the service puts (the bus's request rule matches another
#: source and detail-type, so results never come back as requests; never ``aws.*``).
RESULT_SOURCE = "skills.service"


class EventBridgePublisher:
    """Puts events on ``bus`` (a name or ARN); the client is created on first use."""

    def __init__(self, bus: str, *, client: Any = None, endpoint_url: str | None = None) -> None:
        self.bus = bus
        self._client = client
        self._endpoint_url = endpoint_url

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("events", endpoint_url=self._endpoint_url)
        return self._client

    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool:
        entry = {
            "Source": RESULT_SOURCE,
            "DetailType": detail_type,
            "Detail": json.dumps(detail, ensure_ascii=False, separators=(",", ":")),
            "EventBusName": self.bus,
        }
        try:
            reply = self.client.put_events(Entries=[entry])
        except Exception as exc:  # whatever it is, the outcome it reports is stored already
            problem = error_code(exc) or type(exc).__name__
        else:
            if not reply.get("FailedEntryCount"):
                return True
            problem = str((reply.get("Entries") or [{}])[0].get("ErrorCode") or "FailedEntry")
        logger.warning("result event not put", extra={"detail_type": detail_type, "error": problem})
        return False


__all__ = ["RESULT_SOURCE", "EventBridgePublisher"]
