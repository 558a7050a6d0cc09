"""The ``use_skill`` path (SPEC §4): look the skill up, load its body, substitute the
arguments, apply the size limits and frame the result for the model."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skills_core.compose.registry import SkillRegistry
from skills_core.format.paths import decode_text_file
from skills_core.model import ModelPreference, TruncationResult
from skills_core.prompt.args import Args, normalize_args, substitute_bounded
from skills_core.prompt.limits import apply_limits, body_limit

MAX_LISTED_FILES = 50
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True)
class Activation:
    """Everything the HTTP layer reports about one activation; ``content`` is the exact
    ``use_skill`` text."""

    name: str
    content: str
    version: str
    truncated: bool
    original_chars: int
    original_token_estimate: int
    final_chars: int
    final_token_estimate: int
    model: ModelPreference | None = None
    allowed_tools: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The ``POST /skills/{name}/activate`` response body (SPEC §6)."""
        return {
            "name": self.name,
            "content": self.content,
            "version": self.version,
            "truncated": self.truncated,
            "original_chars": self.original_chars,
            "final_chars": self.final_chars,
            "model": self.model.to_dict() if self.model else None,
            "allowed_tools": list(self.allowed_tools),
            "warnings": list(self.warnings),
        }


def _display_path(path: str) -> str:
    """A file name with a newline (possible in S3 keys) could forge lines of the tool
    result; such names are shown JSON-quoted instead."""
    return json.dumps(path, ensure_ascii=False) if _CONTROL.search(path) else path


def directory_section(registry: SkillRegistry, name: str) -> str | None:
    """``Skill directory: skills/<name>/`` and its files (at most 50, then ``… and N
    more``), or ``None`` for a skill without a folder. The directory is logical: never a
    bucket, key or host path."""
    metadata = registry.get(name)
    if metadata is None or metadata.directory is None:
        return None
    lines = [f"Skill directory: skills/{name}/"]
    files = registry.list_files(name)
    if files:
        lines.append("Files (read with read_skill_file):")
        lines.extend(f"- {_display_path(path)}" for path in files[:MAX_LISTED_FILES])
        if len(files) > MAX_LISTED_FILES:
            lines.append(f"… and {len(files) - MAX_LISTED_FILES} more")
    return "\n".join(lines)


def _join(*parts: str | None) -> str:
    """Sections separated by one blank line; empty ones (an empty body) are left out."""
    return "\n\n".join(part for part in parts if part)


def limited_body(
    registry: SkillRegistry, name: str, values: Sequence[str] | None
) -> tuple[TruncationResult, str | None]:
    """The skill's body with ``values`` substituted, cut to the body limit, and its size
    warning. Substitution stops building at the limit (the full length is counted, not
    built), so the work is bounded by the body and the limit, never by the arguments."""
    skill = registry.get_skill(name)
    shown, total = substitute_bounded(skill.content, values, body_limit(registry.settings))
    return apply_limits(shown, name=name, settings=registry.settings, total_chars=total)


def activate(registry: SkillRegistry, skill_name: str, args: Args = None) -> Activation:
    """Activate ``skill_name``: the ``use_skill`` text plus the figures the API reports.
    Unknown names raise :class:`SkillNotFoundError` listing the valid ones."""
    entry = registry.entry(skill_name)
    metadata = entry.metadata
    values = normalize_args(args, metadata.args)
    limited, warning = limited_body(registry, skill_name, values)
    arguments = None
    if values is not None:
        dumped = json.dumps(args, indent=2, ensure_ascii=False, default=str)
        arguments = f"## Skill Arguments\n{dumped}"
    content = _join(
        f"# {metadata.name} Skill Activated",
        limited.body,
        directory_section(registry, skill_name),
        arguments,
    )
    return Activation(
        name=metadata.name,
        content=content,
        version=metadata.version,
        truncated=limited.truncated,
        original_chars=limited.original_chars,
        original_token_estimate=limited.original_token_estimate,
        final_chars=limited.final_chars,
        final_token_estimate=limited.final_token_estimate,
        model=metadata.model,
        allowed_tools=metadata.allowed_tools,
        warnings=(warning,) if warning else (),
    )


def use_skill(registry: SkillRegistry, skill_name: str, args: Args = None) -> str:
    """The ``use_skill`` tool result (SPEC §4)."""
    return activate(registry, skill_name, args).content


def load_skill_text(registry: SkillRegistry, name: str) -> str:
    """What the ``load_skill`` tool returns: the (limited) body and the directory section,
    no header and no argument substitution."""
    registry.entry(name)
    limited, _ = limited_body(registry, name, None)
    return _join(limited.body, directory_section(registry, name))


def read_skill_file(registry: SkillRegistry, skill: str, path: str) -> str:
    """A text file beside the skill's SKILL.md. The registry validates the path (``..``,
    absolute, backslash, NUL, percent escapes and escaping symlinks are
    ``SKILL_PATH_DENIED``); a missing file or a skill without a folder is
    ``SKILL_NOT_FOUND``; binary is ``SKILL_INVALID``; over 256 KiB is ``SKILL_TOO_LARGE``."""
    data = registry.read_file_bytes(skill, path)
    return decode_text_file(data, path)


__all__ = [
    "MAX_LISTED_FILES",
    "Activation",
    "activate",
    "directory_section",
    "limited_body",
    "load_skill_text",
    "read_skill_file",
    "use_skill",
]
