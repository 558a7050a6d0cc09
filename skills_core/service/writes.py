"""Write use cases: save a skill to the tenant's store, retire one. They fail closed: no
store, nothing written (503); every check runs before the one write."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from skills_core.compose.saving import save_generated_skill
from skills_core.model import ChangelogEntry, SaveResult
from skills_core.service.principal import Principal
from skills_core.service.reads import checked_name
from skills_core.service.tenants import TenantView


@dataclass(frozen=True)
class SaveCommand:
    """What a caller asks to save: the skill's parts and the optional §1 fields."""

    name: str
    description: str
    body: str
    tags: tuple[str, ...] = ()
    replace: bool = False
    fields: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> SaveCommand:
        """From a validated request body (HTTP, events, MCP): the five main keys, and every
        other non-null key as an optional field."""
        main = {"name", "description", "body", "tags", "replace"}
        return cls(
            name=data["name"],
            description=data["description"],
            body=data["body"],
            tags=tuple(data.get("tags") or ()),
            replace=bool(data.get("replace", False)),
            fields={k: v for k, v in data.items() if k not in main and v is not None},
        )


@dataclass(frozen=True)
class Retirement:
    name: str
    version: int
    changelog: tuple[ChangelogEntry, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "changelog": [entry.to_dict() for entry in self.changelog],
        }


def save(view: TenantView, principal: Principal, command: SaveCommand) -> SaveResult:
    return save_generated_skill(
        name=command.name,
        description=command.description,
        body=command.body,
        tags=command.tags,
        replace=command.replace,
        sources=view.sources,
        author=principal.author,
        settings=view.settings,
        **command.fields,
    )


def retire(view: TenantView, principal: Principal, name: str) -> Retirement:
    name = checked_name(name)
    store = view.require_store()
    entry = store.retire(name, author=principal.author)
    return Retirement(name, entry.version, tuple(store.versions(name)))


__all__ = ["Retirement", "SaveCommand", "retire", "save"]
