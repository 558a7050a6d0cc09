"""What a store keeps of one model review (SPEC §10 "Model review"): the verdict (or that the
model answered without one), its reasons and lines, which model said it, what it cost, when,
and the id of the write that stored it (how a retried write recognises its own commit).

A version is reviewed at most once per digest: the record is the proof it was asked. A reply
that is not exactly one valid call of the forced tool is an answer with no verdict
(:data:`NO_VERDICT`): recorded so the model is never asked again for that digest, shown as a
``medium`` ``model-review`` finding ("review it by hand"), and it changes nothing else. Its
findings and changelog note are derived here, so every store shows the same text."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from skills_core.drafting.port import Usage
from skills_core.governance.history import CREATED, GENERATED, REPLACED
from skills_core.review.port import VERDICTS, ModelVerdict
from skills_core.review.verdict import MESSAGE_MAX, OWASP, RULE
from skills_core.review.verdict import finding as verdict_finding

#: The stored verdict of a reply that was not a valid call of the forced tool.
NO_VERDICT = "none"
STORED_VERDICTS = (*VERDICTS, NO_VERDICT)
NOTE_PREFIX = "model review"
#: What a stored record keeps of the model's reasons (the version item also holds the whole
#: SKILL.md, and DynamoDB items hold 400 KB): each reason and all of them together.
MAX_STORED_REASON_CHARS = 500
MAX_STORED_REASONS_CHARS = 4000
#: The changelog actions that create a version: the entry whose note shows the review.
CREATING_ACTIONS = frozenset((CREATED, REPLACED, GENERATED))


@dataclass(frozen=True)
class ReviewRecord:
    """One answered review. ``verdict``: ``safe`` | ``suspicious`` | ``malicious`` |
    :data:`NO_VERDICT`."""

    verdict: str
    model_id: str
    reasons: tuple[str, ...] = ()
    lines: tuple[int, ...] = ()
    usage: Usage = field(default_factory=Usage)
    time: str = ""
    #: The id of the write that stored it (set by the use case, checked by the store).
    rid: str = ""

    @classmethod
    def of(cls, answer: ModelVerdict | None, model_id: str, *, time: str, rid: str) -> ReviewRecord:
        """The record of one model call: its verdict and cost, or :data:`NO_VERDICT` (a reply
        the port could not read reports no usage)."""
        if answer is None:
            return cls(NO_VERDICT, model_id, time=time, rid=rid)
        return cls(answer.verdict, answer.model_id, _bounded(answer.reasons), answer.lines,
                   answer.usage, time, rid)  # fmt: skip

    @property
    def answered(self) -> bool:
        """Whether the model gave a verdict (not :data:`NO_VERDICT`)."""
        return self.verdict != NO_VERDICT

    def finding(self) -> dict[str, str | int] | None:
        """The ``model-review`` finding (scanner shape) of this record, ``None`` for safe."""
        if self.verdict == NO_VERDICT:
            return {"rule": RULE, "severity": "medium", "owasp": OWASP, "line": 1, "excerpt": "",
                    "message": f"model {self.model_id} gave no valid verdict (its reply was not "
                    "one call of the review tool); review this version by hand"}  # fmt: skip
        if self.verdict not in VERDICTS:
            return None
        return verdict_finding(
            ModelVerdict(self.verdict, self.reasons, self.lines, self.model_id)  # type: ignore[arg-type]
        )

    def note(self) -> str:
        """What the creating changelog entry's note gains (bounded)."""
        said = "no valid verdict" if self.verdict == NO_VERDICT else self.verdict
        reasons = "; ".join(self.reasons)
        text = f"{NOTE_PREFIX} by {self.model_id}: {said}" + (f" ({reasons})" if reasons else "")
        return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "model_id": self.model_id,
            "reasons": list(self.reasons),
            "lines": list(self.lines),
            "input_tokens": self.usage.input_tokens,
            "output_tokens": self.usage.output_tokens,
            "time": self.time,
            "rid": self.rid,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ReviewRecord | None:
        """A stored record, or ``None`` when it is not one (never raises on stored data)."""
        try:
            verdict = str(data["verdict"])
            if verdict not in STORED_VERDICTS:
                return None
            return cls(
                verdict,
                str(data["model_id"]),
                tuple(str(r) for r in data.get("reasons") or ()),
                tuple(int(n) for n in data.get("lines") or ()),
                Usage(int(data.get("input_tokens") or 0), int(data.get("output_tokens") or 0)),
                str(data.get("time") or ""),
                str(data.get("rid") or ""),
            )
        except (KeyError, TypeError, ValueError):
            return None

    @classmethod
    def from_json(cls, text: str) -> ReviewRecord | None:
        try:
            data = json.loads(text)
        except ValueError:
            return None
        return cls.from_dict(data) if isinstance(data, dict) else None


def _bounded(reasons: tuple[str, ...]) -> tuple[str, ...]:
    """The reasons a record keeps: each cut to its limit, as many as fit the total."""
    kept: list[str] = []
    total = 0
    for reason in reasons:
        cut = reason if len(reason) <= MAX_STORED_REASON_CHARS else (
            reason[: MAX_STORED_REASON_CHARS - 1] + "…"
        )  # fmt: skip
        if total + len(cut) > MAX_STORED_REASONS_CHARS:
            break
        kept.append(cut)
        total += len(cut)
    return tuple(kept)


def with_review_note(note: str | None, record_note: str | None) -> str | None:
    """A changelog note with the review's note after it (either may be absent)."""
    if not record_note:
        return note
    return f"{note}\n{record_note}" if note else record_note


__all__ = [
    "CREATING_ACTIONS",
    "NOTE_PREFIX",
    "NO_VERDICT",
    "STORED_VERDICTS",
    "ReviewRecord",
    "with_review_note",
]
