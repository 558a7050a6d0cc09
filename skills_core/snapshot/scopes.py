"""Scopes: what one catalog snapshot covers, and the source labels the service gives them.
``global/`` and ``tenants/<tenant>/`` are S3 prefixes; ``store/<tenant>/`` is a tenant's
store partition."""

from __future__ import annotations

GLOBAL_LABEL = "s3:global"
TENANT_LABEL = "s3:tenant"
STORE_LABEL = "store"
GLOBAL_SCOPE = "global/"
TENANTS_PREFIX = "tenants/"


def tenant_scope(tenant: str) -> str:
    return f"{TENANTS_PREFIX}{tenant}/"


def store_scope(tenant: str) -> str:
    return f"store/{tenant}/"


def scope_of(label: str, tenant: str) -> str | None:
    """The scope of the service's source ``label`` for ``tenant`` (``None``: no snapshot)."""
    return {
        GLOBAL_LABEL: GLOBAL_SCOPE,
        TENANT_LABEL: tenant_scope(tenant),
        STORE_LABEL: store_scope(tenant),
    }.get(label)


__all__ = [
    "GLOBAL_LABEL",
    "GLOBAL_SCOPE",
    "STORE_LABEL",
    "TENANTS_PREFIX",
    "TENANT_LABEL",
    "scope_of",
    "store_scope",
    "tenant_scope",
]
