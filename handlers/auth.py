"""Who is calling: the tenant and scopes come from the authorizer only (JWT claims or a
Lambda authorizer's context), never from headers, path or body."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .config import TENANT_PATTERN, ServiceConfig
from .errors import forbidden, unauthorized

_TENANT_RE = re.compile(TENANT_PATTERN)
SINGLE_TENANT = "default"


@dataclass(frozen=True)
class Caller:
    tenant: str
    scopes: frozenset[str]
    subject: str | None


def _words(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list):
        return [str(v) for v in value]
    return []


def caller_from_event(event: dict[str, Any], config: ServiceConfig) -> Caller:
    """Read the caller from ``requestContext.authorizer``; 401 when multi tenancy lacks a
    valid tenant."""
    context = event.get("requestContext") or {}
    authorizer = context.get("authorizer") or {}
    jwt = authorizer.get("jwt") or {}
    claims = jwt.get("claims") or {}
    lambda_ctx = authorizer.get("lambda") or {}
    scopes = {
        *_words(jwt.get("scopes")),
        *_words(claims.get("scope")),
        *_words(claims.get("scp")),
        *_words(lambda_ctx.get("scopes")),
    }
    subject = claims.get("sub") or lambda_ctx.get("sub")
    if config.tenancy == "single":
        tenant = SINGLE_TENANT
    else:
        raw = claims.get(config.tenant_claim)
        if raw is None:
            raw = lambda_ctx.get("tenant_id")
        if raw is None:
            raise unauthorized(
                f"no tenant: the authorizer must provide the '{config.tenant_claim}' claim"
            )
        if not isinstance(raw, str) or not _TENANT_RE.fullmatch(raw):
            raise unauthorized("malformed tenant in the authorizer claims")
        tenant = raw
    return Caller(
        tenant=tenant,
        scopes=frozenset(scopes),
        subject=str(subject) if isinstance(subject, str | int) else None,
    )


def require_write(caller: Caller, config: ServiceConfig) -> None:
    if config.write_scope and config.write_scope not in caller.scopes:
        raise forbidden(f"this operation needs the '{config.write_scope}' scope")
