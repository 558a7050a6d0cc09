"""Write use cases: save a skill to the tenant's store, retire one, review a version, move a
label. They fail closed: no store, nothing written (503); every check runs before the one
write; a repeated request with the same idempotency key gets the first answer."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from skills_core.compose.build import build_skill
from skills_core.compose.collisions import holders, last_store, shadowed_by
from skills_core.compose.registry import expand_sources
from skills_core.errors import (
    SkillCollisionError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.render import render_skill
from skills_core.governance.lifecycle import APPROVED
from skills_core.governance.policy import WriteDecision, decide
from skills_core.idempotency import EVENT_TTL_SECONDS, HTTP_TTL_SECONDS, Idempotency
from skills_core.model import LabelResult, RetireResult, ReviewResult, SaveResult, Skill
from skills_core.service.principal import Principal
from skills_core.service.reads import checked_name, version_number
from skills_core.service.tenants import TenantView
from skills_core.settings import Settings, settings_or_env
from skills_core.sources.base import GovernedStore, Reported, SkillSource, SkillStore

logger = logging.getLogger("skills_core")

#: What a save answers when no source is a store (the check comes first).
NO_STORE_SAVE = (
    "No skill store configured: saving needs a SkillStore (e.g. a DynamoDBSkillStore; set "
    "SKILLS_TABLE) among the sources. Nothing was written."
)


@dataclass(frozen=True)
class SaveCommand:
    """What a caller asks to save: the skill's parts and the optional §1 fields."""

    name: str
    description: str
    body: str
    #: A list, or (the library's) a comma/space-separated string: ``build_skill`` splits it.
    tags: tuple[str, ...] | str = ()
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


@dataclass(frozen=True)
class Drafted:
    """What a model draft brings to its save: the request's idempotency (looked up already,
    before the model was called), the pipeline's scan decision (the draft is not scanned
    twice) and the changelog note (model, tokens, repairs)."""

    idempotency: Idempotency
    decision: WriteDecision
    note: str


def save(
    view: TenantView,
    principal: Principal,
    command: SaveCommand,
    *,
    key: str | None = None,
    drafted: Drafted | None = None,
) -> SaveResult:
    """Every save, once: the store, the idempotency record (one lookup; a repeat gets the
    first answer without being checked again), the size, the skill, the scanner's decision,
    the collision check, shadowing, then the one store call. Nothing is written unless every
    check passed. ``drafted``: a model draft (pending, never colliding)."""
    return save_to(
        view.lookup_sources(command.name),
        command,
        settings=view.settings,
        author=principal.author,
        request=drafted.idempotency
        if drafted is not None
        else idempotency(principal, key, "save", {**asdict(command), "draft": False}),
        drafted=drafted,
    )


def save_to(
    sources: Sequence[SkillSource],
    command: SaveCommand,
    *,
    settings: Settings,
    author: str | None,
    request: Idempotency | None = None,
    drafted: Drafted | None = None,
) -> SaveResult:
    """:func:`save` over any list of sources (the library's ``save_generated_skill`` too)."""
    composed = expand_sources(sources)
    position = last_store(composed)
    if position is None:
        raise SkillStoreUnavailableError(NO_STORE_SAVE)
    store = composed[position]
    assert isinstance(store, SkillStore)
    governed = store if isinstance(store, GovernedStore) else None
    if request is not None and drafted is None:
        recorded = _require_governed(governed, store).recorded(request)
        if recorded is not None:
            return SaveResult.from_dict(recorded, replayed=True)

    draft = drafted is not None
    skill, decision = checked_skill(
        command, settings, decision=drafted.decision if drafted is not None else None
    )

    warnings: list[str] = []
    found = {} if draft else holders(composed, position, skill.name, warnings)
    # A keyed write that only the store itself holds is left to the store: it refuses the
    # collision in its own transaction, after recognising a request it already saved.
    store_decides = request is not None and set(found) == {position}
    if found and not command.replace and not store_decides:
        labels = ", ".join(f'"{found[p].label}"' for p in sorted(found))
        raise SkillCollisionError(
            f'Skill "{skill.name}" already exists in {labels}; pass replace=True to save a new '
            f'version to store "{store.label}" anyway.',
            holders=[found[p].label for p in sorted(found)],
        )
    for message in warnings:
        logger.warning(message)
    winner = shadowed_by(skill, store, position, found)
    if winner is not None:
        logger.info(
            'Saved skill "%s" is shadowed by source "%s" and will not be served from "%s"',
            skill.name,
            winner,
            store.label,
        )
    reported = Reported(winner, tuple(warnings))
    note = drafted.note if drafted is not None else None
    plain = decision.status == APPROVED and not decision.findings and not draft
    if governed is None and plain and request is None:
        saved = store.save(skill, replace=command.replace, author=author)
    else:
        saved = _require_governed(governed, store).save(
            skill,
            replace=command.replace,
            author=author,
            status=decision.status,
            findings=decision.findings,
            draft=draft,
            idempotency=request,
            note=note,
            reported=reported,
            looked_up=request is not None,
        )
    return dataclasses.replace(
        saved, store=store.label, shadowed_by=winner, warnings=tuple(warnings)
    )


def save_generated_skill(
    *,
    name: str,
    description: str,
    body: str,
    tags: Iterable[str] | str = (),
    sources: Sequence[SkillSource] | None,
    replace: bool = False,
    author: str | None = None,
    max_skill_bytes: int | None = None,
    settings: Settings | None = None,
    **fields: Any,
) -> SaveResult:
    """Save a skill to the last store in ``sources`` (SPEC §5), the library's entry to
    :func:`save_to`. ``author`` is who saved it (recorded in the changelog, not in the
    frontmatter). Without ``settings`` the environment is read here, once."""
    settings = settings_or_env(settings).replace(max_skill_bytes=max_skill_bytes)
    command = SaveCommand(
        name=name,
        description=description,
        body=body,
        tags=tags if isinstance(tags, str) else tuple(tags),
        replace=replace,
        fields=fields,
    )
    return save_to(sources or (), command, settings=settings, author=author)


def _require_governed(governed: GovernedStore | None, store: SkillStore) -> GovernedStore:
    if governed is None:
        raise SkillStoreUnavailableError(
            f'Skill store "{store.label}" keeps no review states, findings or idempotency '
            "records, so this save cannot be stored there; nothing was written."
        )
    return governed


def checked_skill(
    command: SaveCommand, settings: Settings, *, decision: WriteDecision | None = None
) -> tuple[Skill, WriteDecision]:
    """A save's checks before any write, in order: the size, the §1 validation, the scanner
    (``decision``: already made, for a model draft). Raises what refuses the save."""
    limit = settings.max_skill_bytes
    if isinstance(command.body, str) and isinstance(command.description, str):
        _check_size(command.name, len(command.body) + len(command.description), limit)
    skill = build_skill(
        name=command.name,
        description=command.description,
        body=command.body,
        tags=command.tags,
        fields=command.fields,
    )
    text = render_skill(skill)
    _check_size(skill.name, len(text.encode("utf-8")), limit)
    if decision is None:
        decision = decide(text, settings, name=skill.name)
    return skill, decision


def _check_size(name: object, size: int, limit: int) -> None:
    if size > limit:
        raise SkillTooLargeError(
            f'Skill "{name}" is {size} bytes of UTF-8 as SKILL.md; the limit is {limit} '
            f"bytes (SKILLS_MAX_SKILL_BYTES). Shorten the body. Nothing was written."
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
    "NO_STORE_SAVE",
    "Drafted",
    "SaveCommand",
    "governed_store",
    "idempotency",
    "retire",
    "review",
    "save",
    "save_generated_skill",
    "save_to",
    "set_label",
]
