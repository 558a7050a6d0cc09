"""The model review of one stored version (SPEC §10 "Model review"), off the request path.

Once per version digest: the version and its review are read together; a version that has
a review is never sent to the model again (a redelivery only reads). A model that fails or
is throttled raises :class:`~skills_core.review.errors.ReviewError` and nothing is stored,
so the caller tries again later. The verdict is stored as a ``model-review`` finding; it
never approves anything and changes no status, except that ``SKILLS_REVIEW_MODEL_ACTION=
reject`` lets a ``malicious`` verdict reject a *pending* version (the review transition of
every other reviewer, pinned to ``pending`` in the write's own condition, author
``model:<model id>``). That step is repeated by a redelivery until it has happened, without
asking the model again."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from skills_core.drafting.port import Usage
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance.history import timestamp
from skills_core.governance.lifecycle import PENDING
from skills_core.review.errors import ReviewerConfigError
from skills_core.review.port import ModelReviewer
from skills_core.review.record import ReviewRecord
from skills_core.service.reads import checked_name, version_number
from skills_core.service.tenants import TenantView
from skills_core.service.writes import governed_store
from skills_core.settings import Settings
from skills_core.sources.base import ReviewedStore
from skills_core.sources.stored import MAX_AUTHOR_CHARS

#: Makes the deployment's reviewer from its settings (the composition root passes Bedrock's;
#: the local run its offline stand-in).
ReviewerFactory = Callable[[Settings], ModelReviewer]
MODEL_AUTHOR = "model:"
REVIEW_OFF = (
    "model review is not configured: set SKILLS_REVIEW_MODEL_ID to a Bedrock model or "
    "inference profile id"
)


def no_reviewer(settings: Settings) -> ModelReviewer:
    """A service composed without a reviewer refuses, saying how to turn the feature on."""
    raise ReviewerConfigError(REVIEW_OFF)


@dataclass(frozen=True)
class ModelReviewOutcome:
    """What one call did. ``asked``: the model was called (its tokens are ``usage``);
    ``stored``: this call stored the review; ``rejected``: this call rejected the version.
    ``verdict`` is the version's review (``none``: the model gave no valid verdict)."""

    tenant: str
    name: str
    version: int
    verdict: str
    model_id: str
    asked: bool = False
    stored: bool = False
    rejected: bool = False
    usage: Usage = field(default_factory=Usage)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "name": self.name,
            "version": self.version,
            "verdict": self.verdict,
            "model_id": self.model_id,
            "asked": self.asked,
            "stored": self.stored,
            "rejected": self.rejected,
            "input_tokens": self.usage.input_tokens,
            "output_tokens": self.usage.output_tokens,
        }


def reviewed_store(view: TenantView) -> ReviewedStore:
    store = governed_store(view)
    if not isinstance(store, ReviewedStore):
        raise SkillStoreUnavailableError(
            f'Skill store "{store.label}" keeps no model reviews; nothing was reviewed.'
        )
    return store


def review_by_model(
    view: TenantView, reviewer: ModelReviewer, name: str, version: int | str
) -> ModelReviewOutcome:
    """Review ``name`` ``version`` once (see the module's docstring)."""
    name, number = checked_name(name), version_number(version)
    store = reviewed_store(view)
    stored, record = store.reviewed_version(name, number)
    asked = saved = False
    usage = Usage()
    if record is None:
        answer = reviewer.review(stored.content, ())  # a store version has no other files
        asked = True
        record = ReviewRecord.of(answer, reviewer.model_id, time=timestamp(), rid=uuid.uuid4().hex)
        usage = record.usage
        saved = store.record_model_review(name, number, stored.digest or "", record)
        if not saved:  # another delivery stored its review first: that one counts
            record = store.reviewed_version(name, number)[1] or record
    rejected = False
    if view.settings.review_model_action == "reject" and record.verdict == "malicious":
        lifecycle = store.lifecycle(name)
        if lifecycle is not None and lifecycle.statuses.get(number) == PENDING:
            result = store.review(
                name,
                number,
                "reject",
                note=record.note(),
                author=f"{MODEL_AUTHOR}{record.model_id}"[:MAX_AUTHOR_CHARS],
                expect=PENDING,
            )
            rejected = result.changed
    return ModelReviewOutcome(
        view.tenant, name, number, record.verdict, record.model_id, asked, saved, rejected, usage
    )


__all__ = [
    "MODEL_AUTHOR",
    "REVIEW_OFF",
    "ModelReviewOutcome",
    "ReviewerFactory",
    "no_reviewer",
    "review_by_model",
]
