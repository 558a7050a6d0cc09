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
