"""The offline stand-in reviewer for the local run and tests: deterministic, no network. It
runs the content scanner and reads its verdict as a review would: ``block`` → malicious,
``review`` → suspicious, anything else → safe, with the findings as reasons and lines. It
exists so the review path can be exercised end to end without a model; it adds nothing the
scanner has not already said."""

from __future__ import annotations

from collections.abc import Sequence

from skills_core.review.port import ModelVerdict, Verdict

OFFLINE_MODEL_ID = "offline-scanner"
_VERDICT: dict[str, Verdict] = {"block": "malicious", "review": "suspicious"}


class OfflineReviewer:
    """A :class:`~skills_core.review.port.ModelReviewer` backed by ``scan_skill``."""

    def __init__(self, model_id: str = OFFLINE_MODEL_ID, *, max_reasons: int = 5) -> None:
        self._model_id = model_id
        self.max_reasons = max_reasons

    @property
    def model_id(self) -> str:
        return self._model_id

    def review(self, text: str, files: Sequence[str]) -> ModelVerdict | None:
        from skills_core.governance.scanner import scan_skill  # loaded on first review

        report = scan_skill(text)
        verdict = _VERDICT.get(report.verdict, "safe")
        serious = [f for f in report.findings if f.severity in ("high", "critical")]
        shown = serious[: self.max_reasons] if verdict != "safe" else []
        return ModelVerdict(verdict, tuple(f"{f.rule}: {f.message}" for f in shown),
                            tuple(f.line for f in shown), self._model_id)  # fmt: skip


__all__ = ["OFFLINE_MODEL_ID", "OfflineReviewer"]
