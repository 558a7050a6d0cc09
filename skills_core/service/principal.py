"""Who is acting, and the one rule of who may do what.

Every entry point turns its caller into a :class:`Principal`: the HTTP and MCP functions from
the authorizer's claims (never from the request), the event worker for the tenant the event
names (only allowed producers can reach the bus), ``skillsctl`` for whoever runs it. Authors
are namespaced (``jwt:<sub>``, ``event:<request_id>``, ``cli:<user>``) so one kind of caller
can never pose as another in a changelog."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from skills_core.errors import AccessDeniedError
from skills_core.idempotency import EVENT_AUTHOR_PREFIX
from skills_core.settings import TENANT_RE, Settings, check_tenant

JWT_AUTHOR = "jwt:"
EVENT_AUTHOR = EVENT_AUTHOR_PREFIX
CLI_AUTHOR = "cli:"


class Permission(Enum):
    READ = "read"
    WRITE = "write"
    REVIEW = "review"


@dataclass(frozen=True)
class Principal:
    tenant: str
    scopes: frozenset[str] = frozenset()
    #: Recorded in changelogs; ``None`` when the caller is anonymous.
    author: str | None = None
    #: Events and the command line act with every permission of their tenant.
    trusted: bool = False
    #: Who sent the request, for idempotency keys: ``http``, ``event`` or ``cli``.
    channel: str = "http"

    @classmethod
    def for_event(cls, tenant: str, request_id: str) -> Principal:
        return cls(
            tenant=tenant, author=f"{EVENT_AUTHOR}{request_id}", trusted=True, channel="event"
        )

    @classmethod
    def for_cli(cls, tenant: str, user: str | None) -> Principal:
        author = f"{CLI_AUTHOR}{user}" if user else None
        return cls(tenant=tenant, author=author, trusted=True, channel="cli")

    @classmethod
    def for_jwt(cls, tenant: str, scopes: frozenset[str], subject: str | None) -> Principal:
        return cls(
            tenant=tenant, scopes=scopes, author=f"{JWT_AUTHOR}{subject}" if subject else None
        )


def require(principal: Principal, permission: Permission, settings: Settings) -> None:
    """Reads need a valid tenant only; writes need the write scope (``SKILLS_WRITE_SCOPE``),
    reviews the review scope (``SKILLS_REVIEW_SCOPE``); an empty scope disables its check."""
    if principal.trusted or permission is Permission.READ:
        return
    scope = settings.write_scope if permission is Permission.WRITE else settings.review_scope
    if scope and scope not in principal.scopes:
        raise AccessDeniedError(f"this operation needs the '{scope}' scope")


__all__ = [
    "CLI_AUTHOR",
    "EVENT_AUTHOR",
    "JWT_AUTHOR",
    "TENANT_RE",
    "Permission",
    "Principal",
    "check_tenant",
    "require",
]
