"""Who is calling: the tenant and scopes come from the authorizer only (JWT claims or a
Lambda authorizer's context), never from headers, path or body."""

from __future__ import annotations

from typing import Any

from handlers.http.errors import unauthorized
from skills_core.service.principal import TENANT_RE, Principal
from skills_core.settings import SINGLE_TENANT, Settings


def _words(value: Any) -> list[str]:
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list):
        return [str(v) for v in value]
    return []


def principal_from_event(event: dict[str, Any], settings: Settings) -> Principal:
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
    if settings.tenancy_for(sources_given=True) == "single":
        tenant = SINGLE_TENANT
    else:
        raw = claims.get(settings.tenant_claim)
        if raw is None:
            raw = lambda_ctx.get("tenant_id")
        if raw is None:
            raise unauthorized(
                f"no tenant: the authorizer must provide the '{settings.tenant_claim}' claim"
            )
        if not isinstance(raw, str) or not TENANT_RE.fullmatch(raw):
            raise unauthorized("malformed tenant in the authorizer claims")
        tenant = raw
    return Principal.for_jwt(
        tenant,
        frozenset(scopes),
        str(subject) if isinstance(subject, str | int) and not isinstance(subject, bool) else None,
    )
