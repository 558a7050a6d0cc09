"""boto3 clients, one factory for every caller: created lazily (never at import) and shared,
with timeouts and retries that suit who is waiting.

- ``lambda`` (the default): short timeouts and few retries, so a black-holed dependency fails
  fast instead of eating the function's timeout and fail-open can act.
- ``cli``: a person at a terminal can wait on a slow network, and uploads deserve retries.
- ``model``: a model call (Bedrock) takes 10-60 s: a long read timeout and one retry.

With an explicit endpoint (moto, LocalStack) S3 uses path-style addressing, the region
defaults to us-east-1, and when no credentials are configured local placeholders are used:
such endpoints accept any."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

from botocore.config import Config

Profile = Literal["lambda", "cli", "model"]

CLIENT_CONFIG = Config(
    connect_timeout=1,
    read_timeout=3,
    retries={"max_attempts": 2, "mode": "standard"},
)
CLI_CONFIG = Config(
    connect_timeout=5,
    read_timeout=60,
    retries={"max_attempts": 5, "mode": "standard"},
)
MODEL_CONFIG = Config(
    connect_timeout=5,
    read_timeout=120,
    retries={"max_attempts": 2, "mode": "standard"},
)
_CONFIGS: dict[str, Config] = {"lambda": CLIENT_CONFIG, "cli": CLI_CONFIG, "model": MODEL_CONFIG}
LOCAL_REGION = "us-east-1"

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


@lru_cache(maxsize=16)
def client(
    service: str,
    region: str | None = None,
    *,
    endpoint_url: str | None = None,
    profile: Profile = "lambda",
) -> Any:
    """A shared client (clients are thread-safe and costly to create: reuse them across warm
    invocations). Without ``endpoint_url``, boto3 honours ``AWS_ENDPOINT_URL`` itself."""
    import boto3

    session: Any = boto3.session.Session()
    config = _CONFIGS[profile]
    options: dict[str, Any] = {}
    if endpoint_url:
        region = region or session.region_name or LOCAL_REGION
        if service == "s3":
            config = config.merge(Config(s3={"addressing_style": "path"}))
        if profile != "model" and session.get_credentials() is None:  # a model is never local
            options.update(aws_access_key_id="local", aws_secret_access_key="local")  # noqa: S106
    return session.client(
        service, region_name=region, endpoint_url=endpoint_url or None, config=config, **options
    )


def error_code(exc: BaseException) -> str | None:
    """The AWS error code of a botocore ``ClientError``, else ``None``."""
    response = getattr(exc, "response", None)
    if isinstance(response, dict):
        code = response.get("Error", {}).get("Code")
        return str(code) if code is not None else None
    return None
