"""Generation use cases: a "Skill Generation Requested" event saved into its tenant's store,
exactly once per ``(tenant, request_id)``: the request id is the write's idempotency key, and
its record is written in the same transaction as the skill, so a redelivery (or a retry after
a lost reply) gets the first answer instead of a second save or a collision. A finished skill
is saved as it came; a model-backed request is drafted first (:mod:`.drafting`). Both end in
one :class:`GenerationOutcome`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skills_core.drafting.port import DraftCost, Usage
from skills_core.governance.findings import findings_by_severity
from skills_core.model import SaveResult
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import Drafted, SaveCommand, save

REPLAYED_WARNING = "already saved by an earlier delivery of this request"


@dataclass(frozen=True)
class GenerationOutcome:
    """What one request did, as the worker logs and reports it: the version written (or
    found, ``replayed``), its status and finding counts and, for a model draft, what it cost.
    Small: never the body."""

    tenant: str
    request_id: str
    name: str
    version: int
    store: str
    status: str
    replayed: bool
    #: The scanner's findings of the saved version, by severity (never their excerpts).
    findings: Mapping[str, int] = field(default_factory=dict)
    digest: str | None = None
    shadowed_by: str | None = None
    warnings: Sequence[str] = field(default_factory=tuple)
    #: A model draft's model, tokens and repairs (``None``: a finished skill).
    draft: DraftCost | None = None
    #: Whether the result event went onto the bus (``None``: none was due or configured).
    event_put: bool | None = None

    @property
    def model_id(self) -> str | None:
        return self.draft.model_id if self.draft is not None else None

    @property
    def usage(self) -> Usage:
        return self.draft.usage if self.draft is not None else Usage()

    @property
    def repairs(self) -> int:
        return self.draft.repairs if self.draft is not None else 0

    @classmethod
    def of(
        cls,
        tenant: str,
        request_id: str,
        saved: SaveResult,
        *,
        draft: DraftCost | None = None,
        warnings: Sequence[str] | None = None,
    ) -> GenerationOutcome:
        return cls(
            tenant=tenant,
            request_id=request_id,
            name=saved.name,
            version=saved.version,
            store=saved.store,
            status=saved.status,
            replayed=saved.replayed,
            findings=findings_by_severity(saved.findings),
            digest=saved.digest,
            shadowed_by=saved.shadowed_by,
            warnings=tuple(saved.warnings if warnings is None else warnings),
            draft=draft,
        )

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "tenant": self.tenant,
            "request_id": self.request_id,
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "status": self.status,
            "findings": dict(self.findings),
            "replayed": self.replayed,
            "digest": self.digest,
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
        }
        if self.draft is not None:
            data.update(self.draft.to_dict())
        return data


def save_event(
    view: TenantView, request_id: str, command: SaveCommand, *, drafted: Drafted | None = None
) -> SaveResult:
    """One event's save, authored ``event:<request_id>`` and keyed by the request id (a
    model draft brings the request's own idempotency, see :class:`Drafted`)."""
    principal = Principal.for_event(view.tenant, request_id)
    return save(view, principal, command, key=request_id, drafted=drafted)


def save_generated(view: TenantView, request_id: str, command: SaveCommand) -> GenerationOutcome:
    """A finished skill from an event, saved once per request id."""
    result = save_event(view, request_id, command)
    warnings = (*result.warnings, REPLAYED_WARNING) if result.replayed else result.warnings
    return GenerationOutcome.of(view.tenant, request_id, result, warnings=warnings)


__all__ = ["REPLAYED_WARNING", "GenerationOutcome", "save_event", "save_generated"]
