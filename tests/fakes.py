"""What several test tiers share to arrange skills: ``make_skill`` (a valid skill to save)."""

from __future__ import annotations

from typing import Any

from skills_core.compose.build import build_skill
from skills_core.model import Skill


def make_skill(name: str = "docker-ops", body: str = "# Docker\nBuild images.", **kw: Any) -> Skill:
    description = kw.pop("description", f"Skill {name}. Use when testing the store.")
    tags = kw.pop("tags", ("docker", "test"))
    return build_skill(name=name, description=description, body=body, tags=tags, fields=kw)
