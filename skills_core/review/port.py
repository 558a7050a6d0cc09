"""The model-review port. A :class:`ModelReviewer` reads a whole SKILL.md and the names of its
files and answers a :class:`ModelVerdict`, or ``None`` when the model gave no usable verdict
(a reply that is not exactly one valid call of the forced tool). Bedrock, the offline stand-in
and test fakes are interchangeable behind it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

from skills_core.drafting.port import Usage

Verdict = Literal["safe", "suspicious", "malicious"]
VERDICTS: tuple[Verdict, ...] = ("safe", "suspicious", "malicious")


@dataclass(frozen=True)
class ModelVerdict:
    """What one review concluded: the verdict, the model's reasons and the 1-based lines of
    the SKILL.md they point at, which model said it, and what the call cost."""

    verdict: Verdict
    reasons: tuple[str, ...]
    lines: tuple[int, ...]
    model_id: str
    usage: Usage = field(default_factory=Usage)


@runtime_checkable
class ModelReviewer(Protocol):
    """Reviews one skill version; raises :class:`~skills_core.review.errors.ReviewError`
    subclasses when it could not ask (``retryable`` says whether to try later)."""

    @property
    def model_id(self) -> str: ...

    def review(self, text: str, files: Sequence[str]) -> ModelVerdict | None: ...


__all__ = ["VERDICTS", "ModelReviewer", "ModelVerdict", "Usage", "Verdict"]
