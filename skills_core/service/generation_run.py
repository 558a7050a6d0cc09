"""One model-backed generation request, run to its end: the drafter made (a deployment
without a model refuses before anything is spent), the draft saved (:mod:`.drafting`), and
its result put on the project's bus, a ``Skill Generated`` or a ``Skill Generation Failed``
event. A redelivery of a request already saved, or one already refused, puts none: its first
delivery did. The run never raises for the request's own failure; the worker turns it into
its log line, metrics and partial-batch answer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from skills_core.drafting.errors import BadGenerationRequestError, cost_of
from skills_core.drafting.generation_ports import GenerationPorts
from skills_core.drafting.port import DraftCost
from skills_core.drafting.request import DraftingRequest
from skills_core.service.draft_events import (
    FAILED_DETAIL_TYPE,
    GENERATED_DETAIL_TYPE,
    failed_event,
    generated_event,
)
from skills_core.service.drafting import RecordedFailureError, draft_and_save, secrets
from skills_core.service.generation import GenerationOutcome
from skills_core.service.tenants import TenantView
from skills_core.settings import Settings

MODEL_OFF = (
    "model-backed generation is off: set the GenerationModelId parameter "
    "(SKILLS_GENERATION_MODEL_ID) to a Bedrock model or inference profile id; finished "
    "skills (description and body) are saved without a model"
)


@dataclass(frozen=True)
class DraftRun:
    """What one request did: its outcome or its error, and whether its result event was put
    (``None``: none was due, or no bus is configured)."""

    request: DraftingRequest
    outcome: GenerationOutcome | None = None
    error: BaseException | None = None
    event_put: bool | None = None

    @property
    def cost(self) -> DraftCost:
        """What the model calls cost (failures spend tokens too)."""
        if self.outcome is not None:
            return self.outcome.draft or DraftCost()
        return cost_of(self.error) if self.error is not None else DraftCost()

    @property
    def replayed_failure(self) -> bool:
        """An earlier delivery was refused: failed again at once, no model call, no event."""
        return isinstance(self.error, RecordedFailureError)


def run_draft(
    settings: Settings,
    view_of: Callable[[], TenantView],
    request: DraftingRequest,
    ports: GenerationPorts,
    context: Mapping[str, Any],
) -> DraftRun:
    """Draft and save ``request`` in the tenant ``view_of()`` gives, then report it."""
    try:
        if ports.drafter is None:
            raise BadGenerationRequestError(MODEL_OFF)
        drafter = ports.drafter(settings)
        outcome = draft_and_save(
            view_of(),
            request,
            drafter,
            read_source=ports.read_source,
            failures=ports.failures,
        )
    except Exception as exc:
        put = None
        if not isinstance(exc, RecordedFailureError):
            detail = failed_event(
                request.tenant, request.request_id, exc, name=request.name, secrets=secrets(request)
            )
            put = _publish(ports, FAILED_DETAIL_TYPE, {**detail, **context})
        return DraftRun(request, error=exc, event_put=put)
    if outcome.replayed:
        return DraftRun(request, outcome)
    put = _publish(ports, GENERATED_DETAIL_TYPE, {**generated_event(outcome), **context})
    return DraftRun(request, outcome, event_put=put)


def report_failure(
    ports: GenerationPorts,
    tenant: str,
    request_id: str,
    error: BaseException,
    context: Mapping[str, Any],
) -> bool | None:
    """The failure event of a message that could not be read as a request."""
    detail = failed_event(tenant, request_id, error)
    return _publish(ports, FAILED_DETAIL_TYPE, {**detail, **context})


def _publish(ports: GenerationPorts, detail_type: str, detail: Mapping[str, Any]) -> bool | None:
    if ports.results is None:
        return None
    return ports.results.publish(detail_type, detail)


__all__ = ["MODEL_OFF", "DraftRun", "report_failure", "run_draft"]
