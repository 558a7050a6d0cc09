"""Links (SPEC §13.1): a tenant shares one label's served skills under ``/l/<token>`` with
clients that send no credentials. The token is shown once, at creation; only its SHA-256 is
kept, so neither the table nor a log can give it back. A link's ``id`` is not a secret: it
names the link in listings and revocations.

Pure rules and the port; the DynamoDB adapter is :mod:`skills_core.aws.store.dynamodb_links`."""

from __future__ import annotations

import hashlib
import re
import secrets
import threading
from dataclasses import dataclass
from typing import Protocol

from skills_core.errors import SkillError

#: 32 random bytes (256 bits; SPEC asks for at least 128) in URL-safe base64, no padding.
TOKEN_BYTES = 32
TOKEN_RE = re.compile(r"^[A-Za-z0-9_-]{43}$")
LINK_ID_RE = re.compile(r"^lnk_[0-9a-f]{16}$")
LINK_PREFIX = "/l/"


class LinkNotFoundError(SkillError):
    code = "NOT_FOUND"


@dataclass(frozen=True)
class Link:
    tenant: str
    id: str
    label: str
    created: str

    def to_dict(self) -> dict[str, str]:
        """What a listing shows (never the token, never its hash)."""
        return {"id": self.id, "label": self.label, "created": self.created}


@dataclass(frozen=True)
class NewLink:
    link: Link
    token: str

    @property
    def url(self) -> str:
        return f"{LINK_PREFIX}{self.token}"

    def to_dict(self) -> dict[str, str]:
        return {**self.link.to_dict(), "url": self.url}


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_link_id() -> str:
    return f"lnk_{secrets.token_hex(8)}"


def token_hash(token: str) -> str:
    """The only form of a token that is stored or compared."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def well_formed_token(token: object) -> bool:
    """A token this service could have made (anything else is refused before any lookup)."""
    return isinstance(token, str) and TOKEN_RE.fullmatch(token) is not None


class LinkStore(Protocol):
    def create(self, link: Link, hashed: str) -> None: ...

    def list(self, tenant: str) -> list[Link]: ...

    def revoke(self, tenant: str, link_id: str) -> bool:
        """Delete the link and its lookup at once; ``False``: the tenant has no such link."""
        ...

    def resolve(self, hashed: str) -> Link | None:
        """The live link of a token's hash (a strongly consistent read: a revoked link is
        gone for the very next request)."""
        ...


class MemoryLinks:
    """A :class:`LinkStore` in dicts (the service tier and the local run's tests)."""

    def __init__(self) -> None:
        self._by_hash: dict[str, Link] = {}
        self._lock = threading.Lock()

    def create(self, link: Link, hashed: str) -> None:
        with self._lock:
            self._by_hash[hashed] = link

    def list(self, tenant: str) -> list[Link]:
        return sorted(
            (link for link in self._by_hash.values() if link.tenant == tenant),
            key=lambda link: (link.created, link.id),
        )

    def revoke(self, tenant: str, link_id: str) -> bool:
        with self._lock:
            for hashed, link in list(self._by_hash.items()):
                if link.tenant == tenant and link.id == link_id:
                    del self._by_hash[hashed]
                    return True
        return False

    def resolve(self, hashed: str) -> Link | None:
        return self._by_hash.get(hashed)


__all__ = [
    "LINK_ID_RE",
    "LINK_PREFIX",
    "TOKEN_RE",
    "Link",
    "LinkNotFoundError",
    "LinkStore",
    "MemoryLinks",
    "NewLink",
    "new_link_id",
    "new_token",
    "token_hash",
    "well_formed_token",
]
