"""Draft, check, scan, repair: the one loop between a drafter and a save.

A draft that breaks a rule goes back to the drafter with its errors, at most ``max_repairs``
times; then :class:`SkillGenerationFailedError` carries the last errors. A draft that passes
is scanned under the deployment's policy (``SKILLS_SCAN``): a critical finding refuses it at
once (:class:`DraftUnsafeError`, no repair: asking a model to get past the scanner teaches it
to hide things). What passes is returned, ready to be saved as a pending version.

Logs carry counts, names and the model id, never the source material or a drafted body."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from skills_core.drafting.errors import (
    DraftUnsafeError,
    GenerationError,
    SkillGenerationFailedError,
)
from skills_core.drafting.port import Draft, DraftCost, Drafter, DraftInput, Feedback, Usage
from skills_core.drafting.validate import CheckedDraft, check_draft
from skills_core.errors import SkillUnsafeError
from skills_core.governance.policy import WriteDecision, decide
from skills_core.settings import Settings

logger = logging.getLogger("skills_core")


@dataclass(frozen=True)
class DraftResult:
    """A draft that can be saved: the skill and its text, the scanner's decision, what the
    model calls cost in all, and how many repair rounds it took."""

    checked: CheckedDraft
    decision: WriteDecision
    usage: Usage
    model_id: str
    repairs: int

    @property
    def cost(self) -> DraftCost:
        return DraftCost(self.model_id, self.usage, self.repairs)

    def finding_counts(self) -> dict[str, int]:
        return self.decision.report.counts()


def draft_skill(
    drafter: Drafter,
    request: DraftInput,
    settings: Settings,
    *,
    max_repairs: int | None = None,
    log_context: dict[str, str] | None = None,
) -> DraftResult:
    """Run the loop. ``max_repairs`` defaults to ``SKILLS_GENERATION_MAX_REPAIRS``."""
    repairs_allowed = settings.generation_max_repairs if max_repairs is None else max_repairs
    if repairs_allowed < 0:
        raise ValueError("max_repairs must be 0 or more")
    extra = dict(log_context or {})
    usage = Usage()
    model_id = drafter.model_id
    feedback: Feedback | None = None
    errors: list[str] = []
    for attempt in range(repairs_allowed + 1):
        try:
            draft = drafter.draft(request, feedback)
        except GenerationError as exc:  # tokens already spent still count
            spent = exc.cost
            exc.cost = DraftCost(spent.model_id or model_id, usage + spent.usage, attempt)
            raise
        usage = usage + draft.usage
        model_id = draft.model_id or model_id
        checked, errors = check_draft(draft, request, settings)
        if checked is not None:
            decision = _scan(checked, settings, usage=usage, model_id=model_id, repairs=attempt)
            logger.info(
                "draft accepted",
                extra={
                    **extra,
                    "skill": checked.skill.name,
                    "model_id": model_id,
                    "repairs": attempt,
                    "input_tokens": usage.input_tokens,
                    "output_tokens": usage.output_tokens,
                    "verdict": decision.report.verdict,
                },
            )
            return DraftResult(checked, decision, usage, model_id, attempt)
        logger.info(
            "draft rejected",
            extra={**extra, "model_id": model_id, "attempt": attempt + 1, "problems": len(errors)},
        )
        feedback = _feedback(draft, errors, attempt + 1)
    failure = SkillGenerationFailedError(
        f"the model's drafts broke the skill rules {repairs_allowed + 1} time(s) "
        f"({repairs_allowed} repair round(s), SKILLS_GENERATION_MAX_REPAIRS); last problems: "
        + "; ".join(errors),
        errors,
        cost=DraftCost(model_id, usage, repairs_allowed),
    )
    raise failure


def _feedback(draft: Draft, errors: list[str], round_: int) -> Feedback:
    return Feedback(draft, tuple(errors), round_)


def _scan(
    checked: CheckedDraft, settings: Settings, *, usage: Usage, model_id: str, repairs: int
) -> WriteDecision:
    try:
        return decide(checked.text, settings, draft=True, name=checked.skill.name)
    except SkillUnsafeError as exc:
        raise DraftUnsafeError(
            f'the drafted skill "{checked.skill.name}" was refused by the content scanner '
            f"({_rules(exc)}); nothing was written. Check the source material for what the "
            "findings point at (it may carry hidden instructions or dangerous commands).",
            exc.findings,
            name=checked.skill.name,
            cost=DraftCost(model_id, usage, repairs),
        ) from None


def _rules(exc: SkillUnsafeError) -> str:
    critical = {str(f.get("rule")) for f in exc.findings if f.get("severity") == "critical"}
    return ", ".join(sorted(critical)) or "critical findings"


__all__ = ["DraftResult", "draft_skill"]
