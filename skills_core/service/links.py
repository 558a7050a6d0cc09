"""The link use cases (SPEC §13.1): create (write scope), list, revoke (write scope). A
deployment without a table keeps no links: creating or revoking one fails closed (503) and
the listing is empty."""

from __future__ import annotations

from skills_core.distribution.links import (
    LINK_ID_RE,
    Link,
    LinkNotFoundError,
    LinkStore,
    NewLink,
    new_link_id,
    new_token,
    token_hash,
)
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance.history import timestamp
from skills_core.governance.lifecycle import check_label

NO_LINKS = "links need the skill store (SKILLS_TABLE); this deployment has none"


def _store(links: LinkStore | None) -> LinkStore:
    if links is None:
        raise SkillStoreUnavailableError(NO_LINKS)
    return links


def create(links: LinkStore | None, tenant: str, label: str) -> NewLink:
    """A new link to ``label`` of ``tenant``; the answer holds the token, once."""
    store = _store(links)
    label = check_label(label)
    token = new_token()
    link = Link(tenant=tenant, id=new_link_id(), label=label, created=timestamp())
    store.create(link, token_hash(token))
    return NewLink(link, token)


def listing(links: LinkStore | None, tenant: str) -> list[Link]:
    return [] if links is None else links.list(tenant)


def revoke(links: LinkStore | None, tenant: str, link_id: str) -> str:
    store = _store(links)
    if not isinstance(link_id, str) or not LINK_ID_RE.fullmatch(link_id):
        raise LinkNotFoundError("no such link")
    if not store.revoke(tenant, link_id):
        raise LinkNotFoundError("no such link")
    return link_id


__all__ = ["NO_LINKS", "create", "listing", "revoke"]
