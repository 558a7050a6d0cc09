"""Generation use case: a "Skill Generation Requested" event saved into its tenant's store,
exactly once per ``(tenant, request_id)``: the request id is the write's idempotency key, and
its record is written in the same transaction as the skill, so a redelivery (or a retry after
a lost reply) gets the first answer instead of a second save or a collision."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skills_core.governance.findings import findings_by_severity
from skills_core.idempotency import Idempotency
from skills_core.model import SaveResult
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import SaveCommand, save

REPLAYED_WARNING = "already saved by an earlier delivery of this request"


@dataclass(frozen=True)
class GenerationOutcome:
    """What the worker logs and reports for one request: small (no content)."""

    tenant: str
    request_id: str
    name: str
    version: int
    store: str
    status: str
    shadowed_by: str | None
    warnings: Sequence[str]
    replayed: bool
    #: The scanner's findings of the saved version, by severity (never their excerpts).
    findings: Mapping[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "request_id": self.request_id,
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "status": self.status,
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
            "replayed": self.replayed,
            "findings": dict(self.findings),
        }


def save_event(
    view: TenantView,
    request_id: str,
    command: SaveCommand,
    *,
    draft: bool = False,
    idempotency: Idempotency | None = None,
    note: str | None = None,
) -> SaveResult:
    """One event's save, authored ``event:<request_id>`` and keyed by the request id.
    ``idempotency`` replaces the key's own (a model draft fingerprints the request, not the
    drafted content); ``note`` goes into the version's changelog entry."""
    principal = Principal.for_event(view.tenant, request_id)
    return save(
        view,
        principal,
        command,
        key=request_id,
        draft=draft,
        idempotency_override=idempotency,
        note=note,
    )


def save_generated(
    view: TenantView, request_id: str, command: SaveCommand, *, draft: bool = False
) -> GenerationOutcome:
    result = save_event(view, request_id, command, draft=draft)
    warnings = (*result.warnings, REPLAYED_WARNING) if result.replayed else result.warnings
    return GenerationOutcome(
        view.tenant,
        request_id,
        result.name,
        result.version,
        result.store,
        result.status,
        result.shadowed_by,
        warnings,
        result.replayed,
        findings_by_severity(result.findings),
    )


__all__ = ["REPLAYED_WARNING", "GenerationOutcome", "save_event", "save_generated"]
