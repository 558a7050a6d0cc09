"""Small builders shared by the unit tests."""

from __future__ import annotations

from pathlib import Path


def skill_text(name: str | None, description: str, body: str = "Body.", **extra: str) -> str:
    lines = ["---"]
    if name is not None:
        lines.append(f"name: {name}")
    lines.append(f"description: {description}")
    lines.extend(f"{key}: {value}" for key, value in extra.items())
    lines.append("---")
    lines.append(body)
    return "\n".join(lines) + "\n"


def write_folder_skill(
    root: Path, name: str, description: str = "A skill", body: str = "Body.", **extra: str
) -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(skill_text(name, description, body, **extra))
    return folder


def write_loose_skill(
    root: Path, name: str, description: str = "A skill", body: str = "Body.", **extra: str
) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / f"{name}.md"
    path.write_text(skill_text(None, description, body, **extra))
    return path


def wrapped_lines(low_lines: list[str], needle: str) -> set[int]:
    """The plain reading of a phrase wrapped over line breaks (``Doc.wrapped_hits``): the two
    lines of each break ``needle`` (with a space inside) runs across, where the text of both,
    stripped at the break and joined by one space, holds it over the join."""
    out: set[int] = set()
    if " " not in needle or needle.startswith("\n"):
        return out
    for a in range(len(low_lines) - 1):
        tail, head = low_lines[a].rstrip(), low_lines[a + 1].lstrip()
        joined = f"{tail} {head}"
        first = max(0, len(tail) - len(needle) + 1)
        if tail and head and any(joined.startswith(needle, j) for j in range(first, len(tail) + 1)):
            out |= {a, a + 1}
    return out
