"""The Cognito pre-token-generation trigger (V3_0 events) of the template's optional user pool:
it writes the tenant claim the HTTP API's authorizer reads (``SKILLS_TENANT_CLAIM``, default
``tenant_id``) into the access and ID tokens, from what only an administrator can set:

- a machine-to-machine client (``TokenGeneration_ClientCredentials``): the tenant scope it was
  granted, ``skills/tenant.<tenant>`` (an app client's allowed scopes are the pool admin's);
- a user: the ``custom:tenant_id`` attribute, which the template's clients cannot write.

Never from ``clientMetadata`` (the caller sends it) nor from any claim already there: the claim
is overridden, and a token whose tenant is unknown or ambiguous is refused (the trigger raises,
so Cognito issues no token). Standard library only: a token request pays no import of boto3."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any

TENANT_SCOPE_PREFIX = "skills/tenant."
TENANT_ATTRIBUTE = "custom:tenant_id"
#: SPEC §6's tenant pattern (skills_core.settings.TENANT_PATTERN; a test keeps them equal).
TENANT_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}")


class TenantUnknownError(Exception):
    """No token: the caller has no tenant, or more than one (Cognito answers an error)."""


def tenant_of(event: Mapping[str, Any]) -> str:
    request = event.get("request") or {}
    scopes = request.get("scopes") or []
    granted = sorted(
        {s[len(TENANT_SCOPE_PREFIX) :] for s in scopes if str(s).startswith(TENANT_SCOPE_PREFIX)}
    )
    attribute = (request.get("userAttributes") or {}).get(TENANT_ATTRIBUTE)
    found = set(granted) | ({attribute} if attribute else set())
    if len(found) != 1:
        raise TenantUnknownError(
            "no tenant for this token" if not found else "more than one tenant for this token"
        )
    tenant = str(next(iter(found)))
    if not TENANT_RE.fullmatch(tenant):
        raise TenantUnknownError("the tenant does not match the tenant pattern")
    return tenant


def with_tenant(event: dict[str, Any], claim: str) -> dict[str, Any]:
    """``event`` with its response setting ``claim`` in both tokens (other answers kept)."""
    tenant = tenant_of(event)
    response = event.setdefault("response", {}) or {}
    event["response"] = response
    details = response.get("claimsAndScopeOverrideDetails") or {}
    for token in ("accessTokenGeneration", "idTokenGeneration"):
        generation = details.get(token) or {}
        generation["claimsToAddOrOverride"] = {
            **(generation.get("claimsToAddOrOverride") or {}),
            claim: tenant,
        }
        details[token] = generation
    response["claimsAndScopeOverrideDetails"] = details
    return event


def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    claim = os.environ.get("SKILLS_TENANT_CLAIM") or "tenant_id"
    return with_tenant(event, claim)


__all__ = [
    "TENANT_ATTRIBUTE",
    "TENANT_SCOPE_PREFIX",
    "TenantUnknownError",
    "lambda_handler",
    "tenant_of",
    "with_tenant",
]
