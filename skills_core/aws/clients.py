"""boto3 clients for the adapters: created lazily (never at import), with short timeouts and
bounded retries so a black-holed dependency fails fast instead of eating the Lambda timeout."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from botocore.config import Config

CLIENT_CONFIG = Config(
    connect_timeout=1,
    read_timeout=3,
    retries={"max_attempts": 2, "mode": "standard"},
)

#: AWS error codes that mean "this dependency is not there or not ours" rather than a bug.
UNAVAILABLE_CODES = frozenset(
    {
        "ResourceNotFoundException",
        "NoSuchBucket",
        "AccessDenied",
        "AccessDeniedException",
        "UnrecognizedClientException",
        "InvalidAccessKeyId",
        "ExpiredToken",
        "ExpiredTokenException",
        "RequestExpired",
        "ServiceUnavailable",
        "InternalServerError",
        "ThrottlingException",
        "ProvisionedThroughputExceededException",
        "RequestLimitExceeded",
    }
)


@lru_cache(maxsize=8)
def client(service: str, region: str | None = None) -> Any:
    """A shared client per service (clients are thread-safe and costly to create: reuse them
    across warm invocations). ``AWS_ENDPOINT_URL`` is honoured by boto3 itself."""
    import boto3

    session: Any = boto3.session.Session()
    return session.client(service, region_name=region, config=CLIENT_CONFIG)


def error_code(exc: BaseException) -> str | None:
    """The AWS error code of a botocore ``ClientError``, else ``None``."""
    response = getattr(exc, "response", None)
    if isinstance(response, dict):
        code = response.get("Error", {}).get("Code")
        return str(code) if code is not None else None
    return None
