"""The drafting port: what a model is asked (:class:`DraftInput`), what it answers
(:class:`Draft`) and how a repair round tells it what was wrong (:class:`Feedback`). The
pipeline depends on :class:`Drafter` only, so Bedrock, the offline stand-in and test fakes
are interchangeable."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@dataclass(frozen=True)
class Usage:
    """Tokens one or more model calls cost (metrics and the outcome report them)."""

    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens, self.output_tokens + other.output_tokens
        )

    @property
    def total_tokens(self) -> int:
        return self.input_tokens + self.output_tokens

    def to_dict(self) -> dict[str, int]:
        return {"input_tokens": self.input_tokens, "output_tokens": self.output_tokens}


@dataclass(frozen=True)
class DraftCost:
    """What drafting one request cost: the model that answered, its tokens, the repair
    rounds. Carried by the outcome and by every drafting error (spent tokens count too)."""

    model_id: str | None = None
    usage: Usage = field(default_factory=Usage)
    repairs: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"model_id": self.model_id, **self.usage.to_dict(), "repairs": self.repairs}


@dataclass(frozen=True)
class DraftInput:
    """What the drafter works from: the producer's instructions, the source material's text
    (already read and bounded), and the name and tags the producer fixed, if any."""

    instructions: str
    source_text: str
    name: str | None = None
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Draft:
    """One reply: the skill's parts, what the call cost and which model answered.

    ``problems`` says why a reply could not be read as a skill (no ``write_skill`` call, a
    field of the wrong type, a reply cut off); such a draft goes to repair like an invalid
    one. ``reply`` is the adapter's own record of the reply, handed back in the next
    round's :class:`Feedback` (Bedrock replays it as the assistant turn); others ignore it."""

    name: str
    description: str
    body: str
    tags: tuple[str, ...] = ()
    args: tuple[str, ...] = ()
    usage: Usage = field(default_factory=Usage)
    model_id: str = ""
    problems: tuple[str, ...] = ()
    reply: Any = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Feedback:
    """A repair round: the previous draft and what was wrong with it (field names and limits,
    never quoted text). ``round`` counts repairs from 1."""

    previous: Draft
    errors: tuple[str, ...]
    round: int


@runtime_checkable
class Drafter(Protocol):
    """Drafts a skill. Raises :class:`~skills_core.drafting.errors.DrafterUnavailableError`
    when a retry later may work and :class:`~skills_core.drafting.errors.DrafterConfigError`
    when it cannot; an unreadable reply is a :class:`Draft` with ``problems``."""

    @property
    def model_id(self) -> str: ...

    def draft(self, request: DraftInput, feedback: Feedback | None = None) -> Draft: ...


__all__ = [
    "Draft",
    "DraftCost",
    "DraftInput",
    "Drafter",
    "Feedback",
    "Usage",
]
