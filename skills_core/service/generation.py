"""Generation use case: a "Skill Generation Requested" event saved into its tenant's store,
at most once per ``(tenant, request_id)``.

The worker's idempotency records are the first line; this is the second: every save is
authored ``event:<request_id>``, and a request the store's changelog already shows is answered
from it, so an expired or lost record never saves twice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skills_core.errors import SkillNotFoundError
from skills_core.format.fields import NAME_RE
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import SaveCommand, save

REPLAYED_WARNING = "already saved by an earlier delivery of this request"


@dataclass(frozen=True)
class GenerationOutcome:
    """What an idempotency record keeps: small (no changelog, no content) and the same for
    every delivery."""

    tenant: str
    request_id: str
    name: str
    version: int
    store: str
    shadowed_by: str | None
    warnings: Sequence[str]
    replayed: bool

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "request_id": self.request_id,
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
            "replayed": self.replayed,
        }


def _earlier_save(
    view: TenantView, principal: Principal, request_id: str, name: str
) -> GenerationOutcome | None:
    store = view.store
    if store is None or not NAME_RE.fullmatch(name):
        return None  # the save reports both with the right error
    try:
        changelog = store.versions(name)
    except SkillNotFoundError:
        return None
    for entry in reversed(changelog):
        if entry.author == principal.author and entry.action != "retired":
            return GenerationOutcome(
                view.tenant,
                request_id,
                name,
                entry.version,
                store.label,
                None,
                (REPLAYED_WARNING,),
                True,
            )
    return None


def save_generated(view: TenantView, request_id: str, command: SaveCommand) -> GenerationOutcome:
    principal = Principal.for_event(view.tenant, request_id)
    earlier = _earlier_save(view, principal, request_id, command.name)
    if earlier is not None:
        return earlier
    result = save(view, principal, command)
    return GenerationOutcome(
        view.tenant,
        request_id,
        command.name,
        result.version,
        result.store,
        result.shadowed_by,
        result.warnings,
        False,
    )


__all__ = ["REPLAYED_WARNING", "GenerationOutcome", "save_generated"]
