"""The offline drafter: a deterministic STAND-IN for a model, for the local run and tests
(moto has no Bedrock runtime). It calls nothing and costs no tokens.

It builds the skill from the source document's own structure: the title (first heading, else
first line) gives the name and the heading, the first paragraph gives the description and the
introduction, and the sections follow in order while they fit the body limit. It copies, it
does not understand: the drafts are valid skills to exercise the pipeline end to end, not
good ones. Every draft says so in its last line, and its model id is ``offline-stand-in``."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from skills_core.drafting.port import Draft, DraftInput, Feedback
from skills_core.drafting.prompt import MAX_TAGS
from skills_core.format.field_rules import MAX_DESCRIPTION_CHARS
from skills_core.settings import Settings, settings_or_env

OFFLINE_MODEL_ID = "offline-stand-in"
STAND_IN_NOTE = (
    "_Drafted by the offline stand-in drafter (no model) from the source document's title, "
    "first paragraph and sections. Review before approving._"
)
FALLBACK_NAME = "generated-skill"
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_STOPWORDS = frozenset({"a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "how",
                        "in", "into", "is", "it", "of", "on", "or", "our", "the", "this", "to",
                        "what", "when", "with", "your", "runbook", "guide", "notes",
                        "document"})  # fmt: skip
#: Room left for the frontmatter and the closing note.
_BODY_MARGIN = 600


@dataclass(frozen=True)
class _Section:
    title: str
    lines: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines).strip()


def slugify(text: str, *, limit: int = 64) -> str:
    """Lowercase letters, digits and single hyphens (the strict name rule), accents dropped
    (``Übersicht`` gives ``ubersicht``), or ``""``."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug[:limit].strip("-")


class OfflineDrafter:
    """Deterministic: the same input gives the same draft; feedback changes nothing (its
    drafts are valid by construction, and a source it cannot use fails the same way)."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings_or_env(settings)

    @property
    def model_id(self) -> str:
        return OFFLINE_MODEL_ID

    def draft(self, request: DraftInput, feedback: Feedback | None = None) -> Draft:
        text = _strip_frontmatter(request.source_text.replace("\r\n", "\n").lstrip("\ufeff"))
        title, intro, sections = _outline(text)
        title = title or _first_words(request.instructions, 8) or "Generated skill"
        name = request.name or slugify(title) or FALLBACK_NAME
        summary = _first_sentence(intro) if intro else f"How to handle {title}."
        description = _cut(
            f"{summary} Use when working on {title.rstrip('.')}.", MAX_DESCRIPTION_CHARS
        )
        body = self._body(title, intro, sections)
        tags = request.tags or _tags(title)
        return Draft(
            name=name,
            description=description,
            body=body,
            tags=tuple(tags),
            model_id=OFFLINE_MODEL_ID,
        )

    def _body(self, title: str, intro: str, sections: list[_Section]) -> str:
        budget = max(
            1000,
            min(self.settings.body_max_chars, self.settings.max_skill_bytes // 4) - _BODY_MARGIN,
        )
        parts = [f"# {title}"]
        if intro:
            parts.append(intro)
        left_out: list[str] = []
        for section in sections:
            block = f"## {section.title}\n\n{section.text}".rstrip()
            if left_out or sum(len(p) + 2 for p in parts) + len(block) > budget:
                left_out.append(section.title)
                continue
            parts.append(block)
        if left_out:
            parts.append(
                f"({len(left_out)} more section(s) in the source document: "
                f"{_cut(', '.join(left_out), 300)})"
            )
        parts.append(STAND_IN_NOTE)
        return "\n\n".join(parts)


def _strip_frontmatter(text: str) -> str:
    lines = text.split("\n")
    if lines and lines[0].strip() == "---":
        for index in range(1, len(lines)):
            if lines[index].strip() == "---":
                return "\n".join(lines[index + 1 :])
    return text


def _outline(text: str) -> tuple[str, str, list[_Section]]:
    """Title, first paragraph and sections of a Markdown document. The title is the heading
    that opens the document (else its first line); every later heading starts a section;
    headings inside code fences are code, not structure."""
    title = ""
    intro: list[str] = []
    intro_done = False
    sections: list[_Section] = []
    in_fence = False
    for line in text.split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
        heading = None if in_fence else _HEADING.match(line)
        if heading is not None:
            words = heading.group(2).strip()
            if not title and not intro and not sections:
                title = words
            else:
                sections.append(_Section(words))
                intro_done = True
        elif sections:
            sections[-1].lines.append(line)
        elif not intro_done and line.strip():
            if title:
                intro.append(line.strip())
            else:
                title = _cut(line.strip(), 80)
        elif intro:
            intro_done = True
    return title, " ".join(intro), sections


def _first_sentence(text: str) -> str:
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    return _cut(match.group(1) if match else text, 300)


def _first_words(text: str, count: int) -> str:
    return " ".join(text.split()[:count])


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _tags(title: str) -> list[str]:
    words = [w for w in slugify(title).split("-") if w and w not in _STOPWORDS and len(w) > 2]
    return list(dict.fromkeys(words))[: min(5, MAX_TAGS)]


__all__ = ["FALLBACK_NAME", "OFFLINE_MODEL_ID", "STAND_IN_NOTE", "OfflineDrafter", "slugify"]
