"""The slash-command path (SPEC §4): ``/docker-ops build myapp:latest --no-cache`` becomes a
prompt with the skill body, the user's request and the files its ``@path`` references name."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass

from skills_core.compose.registry import SkillRegistry
from skills_core.errors import BadRequestError, SkillInvalidError
from skills_core.format.fields import NAME_RE
from skills_core.prompt.activation import limited_body
from skills_core.prompt.limits import MAX_COMMAND_CHARS, MAX_COMMAND_WORDS
from skills_core.prompt.references import resolve_references

_COMMAND = re.compile(r"\s*/(?P<name>\S*)(?:\s+(?P<rest>.*))?", re.DOTALL)


@dataclass(frozen=True)
class InvocationArgs:
    """``positional`` are the shell-like words of ``raw``; ``raw`` is the text as typed."""

    positional: tuple[str, ...]
    raw: str


@dataclass(frozen=True)
class Invocation:
    skill_name: str
    args: InvocationArgs


def split_args(raw: str) -> list[str]:
    """Split like a shell, minus the parts that surprise outside one: whitespace separates
    words; ``'...'`` and ``"..."`` group (quotes removed, adjacent parts join, ``""`` is an
    empty word); inside double quotes ``\\"`` and ``\\\\`` are escapes. Backslashes outside
    quotes are literal so Windows paths survive. Unbalanced quotes are an error."""
    words: list[str] = []
    current: list[str] = []
    in_word = False
    index = 0
    length = len(raw)
    while index < length:
        char = raw[index]
        if char.isspace():
            if in_word:
                words.append("".join(current))
                current, in_word = [], False
            index += 1
            continue
        in_word = True
        if char in "'\"":
            close = index + 1
            while close < length and raw[close] != char:
                if char == '"' and raw[close] == "\\" and close + 1 < length:
                    if raw[close + 1] in '"\\':
                        close += 1
                    current.append(raw[close])
                else:
                    current.append(raw[close])
                close += 1
            if close >= length:
                raise SkillInvalidError(
                    f"unbalanced {char} quote in the command arguments (at character "
                    f"{index + 1}); close the quote or escape it"
                )
            index = close + 1
            continue
        current.append(char)
        index += 1
    if in_word:
        words.append("".join(current))
    if len(words) > MAX_COMMAND_WORDS:
        raise BadRequestError(
            f"the command has more than {MAX_COMMAND_WORDS} words (arguments); send fewer"
        )
    return words


def parse_invocation(text: str) -> Invocation:
    """Parse ``/<skill-name> [args…]``. ``raw`` is the text after the name, whitespace
    around it stripped. At most :data:`MAX_COMMAND_CHARS` characters and
    :data:`MAX_COMMAND_WORDS` words (else :class:`BadRequestError`)."""
    if isinstance(text, str) and len(text) > MAX_COMMAND_CHARS:
        raise BadRequestError(
            f"the command is longer than {MAX_COMMAND_CHARS} characters; send a shorter one"
        )
    match = _COMMAND.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise SkillInvalidError(
            "a slash command starts with '/' and a skill name, e.g. '/docker-ops build app'"
        )
    name = match.group("name")
    if not NAME_RE.fullmatch(name):
        shown = name if len(name) <= 64 else name[:64] + "…"
        raise SkillInvalidError(
            f"{json.dumps('/' + shown)} is not a skill command: after '/' comes a skill name of "
            "lowercase letters, digits, '-' and '_', e.g. '/docker-ops build app'"
        )
    raw = (match.group("rest") or "").strip()
    return Invocation(name, InvocationArgs(tuple(split_args(raw)), raw))


def default_roots(registry: SkillRegistry) -> list[str]:
    """``[cwd]`` in single tenancy (the registry's ``cwd`` when it keeps one), ``[]`` in
    multi: a shared service never reads its own disk on a tenant's behalf."""
    if registry.tenancy != "single":
        return []
    cwd = getattr(registry, "cwd", None)
    return [os.fspath(cwd) if cwd is not None else os.getcwd()]


def invoke_slash_command(
    registry: SkillRegistry,
    text: str,
    *,
    roots: Sequence[str | os.PathLike[str]] | None = None,
) -> str:
    """The prompt for a slash command: ``[Skill: <name> activated]``, the body (positional
    args substituted, then limited), ``User request: <raw>`` and the resolved references.
    ``@path`` references are resolved in the request only, never in the body."""
    invocation = parse_invocation(text)
    name = registry.entry(invocation.skill_name).metadata.name
    limited, _ = limited_body(registry, invocation.skill_name, invocation.args.positional)
    chosen = default_roots(registry) if roots is None else list(roots)
    request = resolve_references(invocation.args.raw, chosen).render()
    parts = [f"[Skill: {name} activated]", limited.body, f"User request: {request}"]
    return "\n\n".join(part for part in parts if part)


__all__ = [
    "Invocation",
    "InvocationArgs",
    "default_roots",
    "invoke_slash_command",
    "parse_invocation",
    "split_args",
]
