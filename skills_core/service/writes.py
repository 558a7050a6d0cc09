"""Write use cases: save a skill to the tenant's store, retire one, review a version, move a
label. They fail closed: no store, nothing written (503); every check runs before the one
write; a repeated request with the same idempotency key gets the first answer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from skills_core.compose.saving import save_generated_skill
from skills_core.errors import SkillStoreUnavailableError
from skills_core.idempotency import EVENT_TTL_SECONDS, HTTP_TTL_SECONDS, Idempotency
from skills_core.model import LabelResult, RetireResult, ReviewResult, SaveResult
from skills_core.service.principal import Principal
from skills_core.service.reads import checked_name, version_number
from skills_core.service.tenants import TenantView
from skills_core.sources.base import GovernedStore


@dataclass(frozen=True)
class SaveCommand:
    """What a caller asks to save: the skill's parts and the optional §1 fields."""

    name: str
    description: str
    body: str
    tags: tuple[str, ...] = ()
    replace: bool = False
    fields: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> SaveCommand:
        """From a validated request body (HTTP, events, MCP): the five main keys, and every
        other non-null key as an optional field."""
        main = {"name", "description", "body", "tags", "replace"}
        return cls(
            name=data["name"],
            description=data["description"],
            body=data["body"],
            tags=tuple(data.get("tags") or ()),
            replace=bool(data.get("replace", False)),
            fields={k: v for k, v in data.items() if k not in main and v is not None},
        )


def idempotency(
    principal: Principal, key: str | None, operation: str, payload: Mapping[str, Any]
) -> Idempotency | None:
    """The request's idempotency, its key namespaced by channel so an HTTP key can never
    answer for an event (or another operation)."""
    if key is None:
        return None
    ttl = EVENT_TTL_SECONDS if principal.channel == "event" else HTTP_TTL_SECONDS
    return Idempotency.for_request(
        f"{principal.channel}:{key}", operation, payload, ttl_seconds=ttl
    )


def save(
    view: TenantView,
    principal: Principal,
    command: SaveCommand,
    *,
    key: str | None = None,
    draft: bool = False,
    idempotency_override: Idempotency | None = None,
    note: str | None = None,
) -> SaveResult:
    """``idempotency_override`` replaces the key's own (fingerprinted from ``command``): a
    model draft is the same request whatever the model wrote, so its fingerprint is the
    request's. ``note`` goes into the version's changelog entry."""
    payload = {**asdict(command), "draft": draft}
    request = idempotency_override or idempotency(principal, key, "save", payload)
    return save_generated_skill(
        name=command.name,
        description=command.description,
        body=command.body,
        tags=command.tags,
        replace=command.replace,
        sources=view.sources,
        author=principal.author,
        settings=view.settings,
        draft=draft,
        idempotency=request,
        note=note,
        **command.fields,
    )


def governed_store(view: TenantView) -> GovernedStore:
    store = view.require_store()
    if not isinstance(store, GovernedStore):
        raise SkillStoreUnavailableError(
            f'Skill store "{store.label}" keeps no review states or labels; nothing was changed.'
        )
    return store


def retire(
    view: TenantView, principal: Principal, name: str, *, key: str | None = None
) -> RetireResult:
    """Retire the store's skill. A name the store does not hold but another source serves
    (S3) is a 409 saying where it lives and how to remove it (``service.retiring``)."""
    # Imported here: this function is the only user (the module's imports serve ``save``).
    from skills_core.errors import SkillNotFoundError
    from skills_core.service.retiring import not_retired

    name = checked_name(name)
    request = idempotency(principal, key, "retire", {"name": name})
    store = governed_store(view)
    try:
        return store.retire(name, author=principal.author, idempotency=request)
    except SkillNotFoundError as missing:
        raise not_retired(view, store.label, name, missing) from None


def review(
    view: TenantView,
    principal: Principal,
    name: str,
    version: str | int,
    decision: str,
    *,
    note: str | None = None,
    key: str | None = None,
) -> ReviewResult:
    name, number = checked_name(name), version_number(version)
    payload = {"name": name, "version": number, "decision": decision, "note": note}
    return governed_store(view).review(
        name,
        number,
        decision,
        note=note,
        author=principal.author,
        idempotency=idempotency(principal, key, "review", payload),
    )


def set_label(
    view: TenantView,
    principal: Principal,
    name: str,
    label: str,
    version: str | int | None,
    *,
    key: str | None = None,
) -> LabelResult:
    """Point ``label`` at ``version``; ``None`` removes the label."""
    name = checked_name(name)
    number = None if version is None else version_number(version)
    payload = {"name": name, "label": label, "version": number}
    request = idempotency(principal, key, "label", payload)
    store = governed_store(view)
    if number is None:
        return store.remove_label(name, label, author=principal.author, idempotency=request)
    return store.set_label(name, label, number, author=principal.author, idempotency=request)


__all__ = [
    "SaveCommand",
    "governed_store",
    "idempotency",
    "retire",
    "review",
    "save",
    "set_label",
]
