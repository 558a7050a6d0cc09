"""Activation use cases: ``use_skill`` over the API and the slash-command prompt. Both report
the skill's version, preferred model and allowed tools, so a caller can switch models."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from skills_core.compose.registry import SkillRegistry
from skills_core.model import ModelPreference
from skills_core.prompt.activation import Activation, activate
from skills_core.prompt.args import Args
from skills_core.prompt.slash import invoke_slash_command, parse_invocation
from skills_core.service.tenants import TenantView
from skills_core.service.versions import VersionState, pinned, served_state


@dataclass(frozen=True)
class Invocation:
    name: str
    prompt: str
    version: str
    model: ModelPreference | None
    allowed_tools: tuple[str, ...]
    warnings: tuple[str, ...]
    state: VersionState | None = None

    def to_dict(self) -> dict[str, Any]:
        state = self.state.to_dict() if self.state is not None else {}
        return {
            **state,
            "name": self.name,
            "prompt": self.prompt,
            "version": self.version,
            "model": self.model.to_dict() if self.model else None,
            "allowed_tools": list(self.allowed_tools),
            "warnings": list(self.warnings),
        }


@dataclass(frozen=True)
class ActivationView:
    """The ``use_skill`` result with the state of the version it served."""

    activation: Activation
    state: VersionState

    def to_dict(self) -> dict[str, Any]:
        return {**self.activation.to_dict(), **self.state.to_dict()}


def _served(
    view: TenantView, name: str, version: str | int | None
) -> tuple[SkillRegistry, VersionState, tuple[str, ...]]:
    """The registry serving the version asked for, its state, and the read's warnings."""
    if version is not None:
        registry, state = pinned(view, name, version)
        return registry, state, tuple(registry.warnings)
    return view.registry, served_state(view, name), tuple(view.warnings)


def activate_skill(
    view: TenantView, name: str, args: Args, version: str | int | None = None
) -> ActivationView:
    """The ``use_skill`` result plus figures; the sources' warnings come first."""
    registry, state, warnings = _served(view, name, version)
    result = activate(registry, name, args)
    return ActivationView(replace(result, warnings=(*warnings, *result.warnings)), state)


def invoke(view: TenantView, text: str, version: str | int | None = None) -> Invocation:
    """A slash command turned into a prompt; ``@path`` references resolve only below
    ``SKILLS_REFERENCE_ROOTS`` (none by default: a Lambda's working directory is its code)."""
    invocation = parse_invocation(text)
    registry, state, warnings = _served(view, invocation.skill_name, version)
    prompt = invoke_slash_command(registry, text, roots=list(view.settings.reference_roots))
    entry = registry.entry(invocation.skill_name).metadata
    return Invocation(
        name=entry.name,
        prompt=prompt,
        version=entry.version,
        model=entry.model,
        allowed_tools=entry.allowed_tools,
        warnings=warnings,
        state=state,
    )


__all__ = ["ActivationView", "Invocation", "activate_skill", "invoke"]
