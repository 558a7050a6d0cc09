"""Is a draft a skill we would save? The §1 write rules (the same ``build_skill`` every save
runs), the size limit of §5, and the drafting limits the prompt states, checked all at once so
one repair round can fix every problem.

Errors are short lines ``field: problem; fix`` that never quote the draft's text (a name is
quoted only when it is short): they go back to the model, into logs and into failure events."""

from __future__ import annotations

import re
from dataclasses import dataclass

from skills_core.compose.build import build_skill
from skills_core.drafting.port import Draft, DraftInput
from skills_core.drafting.prompt import ARG_RE, MAX_ARGS, MAX_TAGS, TAG_RE
from skills_core.errors import SkillError
from skills_core.format.field_rules import MAX_DESCRIPTION_CHARS, NAME_RE
from skills_core.format.render import render_skill
from skills_core.model import Skill
from skills_core.settings import Settings

#: A placeholder the body may use when it declares args (SPEC §4).
_PLACEHOLDER = re.compile(r"\$(?:[1-9][0-9]*|(?:ALL|COUNT|FIRST|LAST)(?![A-Za-z0-9_]))")


@dataclass(frozen=True)
class CheckedDraft:
    """A draft that passed: the skill as a save would store it, and its SKILL.md text."""

    skill: Skill
    text: str


def normalize_tags(tags: tuple[str, ...]) -> tuple[str, ...]:
    """A model's tags made into keywords (lowercase, hyphens for spaces), deduplicated, at most
    :data:`MAX_TAGS`: a tag is not worth a repair round."""
    seen: dict[str, None] = {}
    for tag in tags:
        slug = re.sub(r"[^a-z0-9-]+", "-", tag.strip().lower()).strip("-")
        slug = re.sub(r"-{2,}", "-", slug)[:32].strip("-")
        if slug and TAG_RE.fullmatch(slug):
            seen.setdefault(slug, None)
    return tuple(seen)[:MAX_TAGS]


def check_draft(
    draft: Draft, request: DraftInput, settings: Settings
) -> tuple[CheckedDraft | None, list[str]]:
    """``(checked, [])`` when the draft can be saved, else ``(None, errors)``. The request's
    name and tags win over the model's (the producer fixed them)."""
    if draft.problems:
        return None, list(draft.problems)
    errors: list[str] = []
    name = request.name or draft.name.strip()
    if not NAME_RE.fullmatch(name):
        shown = f" {name!r}" if len(name) <= 64 else ""
        errors.append(
            f"name:{shown} is not a valid skill name; use 1-64 lowercase letters, digits and "
            "single hyphens, starting with a letter or digit (e.g. 'db-failover')"
        )
    description = " ".join(draft.description.split())
    if not description:
        errors.append("description: empty; say what the skill does and when to use it")
    elif len(description) > MAX_DESCRIPTION_CHARS:
        errors.append(
            f"description: {len(description)} characters; the limit is "
            f"{MAX_DESCRIPTION_CHARS}: shorten it to what the skill does and when to use it"
        )
    body = draft.body.strip()
    if not body:
        errors.append("body: empty; write the skill's instructions")
    elif len(body) > settings.body_max_chars:
        errors.append(
            f"body: {len(body)} characters; the limit is {settings.body_max_chars} "
            "(SKILLS_BODY_MAX_CHARS; a longer body is cut when activated): shorten it"
        )
    tags = request.tags or normalize_tags(draft.tags)
    args = tuple(arg.strip() for arg in draft.args)
    bad_args = [arg for arg in args if not ARG_RE.fullmatch(arg)]
    if bad_args or len(args) > MAX_ARGS:
        errors.append(
            f"args: at most {MAX_ARGS} names of lowercase letters, digits and '_', starting "
            "with a letter (e.g. 'environment')"
        )
    elif args and body and not _PLACEHOLDER.search(body):
        errors.append(
            "args: declared, but the body uses no placeholder ($1..$N, $ALL, $COUNT, $FIRST, "
            "$LAST); drop args or use them in the body"
        )
    if errors:
        return None, errors
    fields = {"args": list(args)} if args else {}
    try:
        skill = build_skill(name=name, description=description, body=body, tags=tags, fields=fields)
    except SkillError as exc:  # a §1 rule this module does not check itself
        return None, [_without_location(exc.message, name)]
    text = render_skill(skill)
    size = len(text.encode("utf-8"))
    if size > settings.max_skill_bytes:
        return None, [
            f"size: the SKILL.md is {size} bytes of UTF-8; the limit is "
            f"{settings.max_skill_bytes} (SKILLS_MAX_SKILL_BYTES): shorten the body"
        ]
    return CheckedDraft(skill, text), []


def _without_location(message: str, name: str) -> str:
    prefix = f"skill {name!r}: "
    return message[len(prefix) :] if message.startswith(prefix) else message


__all__ = ["CheckedDraft", "check_draft", "normalize_tags"]
