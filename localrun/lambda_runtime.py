"""What Lambda gives a handler, built locally: the context object, a function that handles one
event at a time, the payload-2.0 event API Gateway builds (with the JWT authorizer's claims)
and the SQS record the event source mapping delivers. The local run and the tests use these."""

from __future__ import annotations

import base64
import importlib
import sys
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

REGION = "us-east-1"
ACCOUNT = "123456789012"
WRITE_SCOPE = "skills/write"
REVIEW_SCOPE = "skills/review"
#: What the local authorizer stand-in grants unless told otherwise: writes and reviews (the
#: defaults of SKILLS_WRITE_SCOPE and SKILLS_REVIEW_SCOPE).
DEFAULT_SCOPES: tuple[str, ...] = (WRITE_SCOPE, REVIEW_SCOPE)


def log(message: str) -> None:
    print(f"[local] {message}", file=sys.stderr, flush=True)


@dataclass
class LambdaContext:
    """Enough of Lambda's context object for Powertools."""

    function_name: str = "skills-local"
    memory_limit_in_mb: int = 512
    #: What the function's timeout leaves when the invocation starts (tests shorten it).
    timeout_seconds: float = 30
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    _start: float = field(default_factory=time.monotonic)

    @property
    def invoked_function_arn(self) -> str:
        return f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{self.function_name}"

    @property
    def log_group_name(self) -> str:
        return f"/aws/lambda/{self.function_name}"

    def get_remaining_time_in_millis(self) -> int:
        left = self.timeout_seconds - (time.monotonic() - self._start)
        return max(0, int(left * 1000))


class LocalFunction:
    """One function: its handler, imported lazily, and a lock so it handles one event at a
    time (one execution environment, as in Lambda; Powertools resolvers are not re-entrant)."""

    def __init__(self, logical_id: str, handler: str) -> None:
        self.logical_id = logical_id
        self.handler = handler
        self._lock = threading.Lock()
        self._callable: Callable[[dict[str, Any], Any], Any] | None = None

    def __call__(self, event: dict[str, Any]) -> Any:
        with self._lock:
            if self._callable is None:
                module_name, _, attr = self.handler.rpartition(".")
                self._callable = getattr(importlib.import_module(module_name), attr)
            return self._callable(event, LambdaContext(self.logical_id))


def authorizer_claims(tenant: str, scopes: Sequence[str] = DEFAULT_SCOPES) -> dict[str, Any]:
    """What the JWT authorizer would put in the event for a local user of ``tenant`` granted
    ``scopes`` (the ``scope`` claim: space-separated, as OAuth access tokens carry it)."""
    return {
        "jwt": {
            "claims": {
                "tenant_id": tenant,
                "scope": " ".join(scopes),
                "sub": f"local-user@{tenant}",
            },
            "scopes": None,
        }
    }


def http_event(
    method: str,
    raw_path: str,
    query: str,
    headers: dict[str, str],
    body: bytes,
    *,
    route_key: str,
    path_parameters: dict[str, str],
    tenant: str,
    domain_name: str = "127.0.0.1",
    scopes: Sequence[str] = DEFAULT_SCOPES,
) -> dict[str, Any]:
    """A payload-2.0 event as API Gateway HTTP API builds it. ``domainName`` is the API's own
    name (where the server listens), never the client's ``Host``: the MCP function checks
    ``Host`` and ``Origin`` against it (DNS rebinding)."""
    params: dict[str, str] = {}
    for key, value in parse_qsl(query, keep_blank_values=True):
        params[key] = f"{params[key]},{value}" if key in params else value
    text: str | None
    try:
        text = body.decode("utf-8") if body else None
        encoded = False
    except UnicodeDecodeError:
        text, encoded = base64.b64encode(body).decode("ascii"), True
    now = time.time()
    return {
        "version": "2.0",
        "routeKey": route_key,
        "rawPath": raw_path,
        "rawQueryString": query,
        "headers": headers,
        "queryStringParameters": params or None,
        "pathParameters": path_parameters or None,
        "requestContext": {
            "accountId": ACCOUNT,
            "apiId": "local",
            "authorizer": authorizer_claims(tenant, scopes),
            "domainName": domain_name,
            "domainPrefix": "local",
            "http": {
                "method": method,
                "path": raw_path,
                "protocol": "HTTP/1.1",
                "sourceIp": "127.0.0.1",
                "userAgent": headers.get("user-agent", ""),
            },
            "requestId": str(uuid.uuid4()),
            "routeKey": route_key,
            "stage": "$default",
            "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(now)),
            "timeEpoch": int(now * 1000),
        },
        "body": text,
        "isBase64Encoded": encoded,
    }


def sqs_record(message: dict[str, Any], queue_arn: str) -> dict[str, Any]:
    """A ``ReceiveMessage`` message as the SQS event source mapping hands it to a function."""
    return {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": message.get("Attributes") or {},
        "messageAttributes": message.get("MessageAttributes") or {},
        "md5OfBody": message.get("MD5OfBody", ""),
        "eventSource": "aws:sqs",
        "eventSourceARN": queue_arn,
        "awsRegion": REGION,
    }
