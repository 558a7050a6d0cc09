"""``skillsctl catalog``: the catalog a model would see, from local folders only (so an author
previews before publishing). Also the local registry ``activate`` uses."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from skills_core.cli.console import EXIT_OK, CliError, Console, add_json_flag, print_json
from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.format.layout import MARKDOWN_SUFFIX, SKILL_FILE
from skills_core.model import SkillRecord
from skills_core.prompt.catalog import CATALOG_STYLES, build_skill_catalog
from skills_core.settings import Settings
from skills_core.sources.fs import DirectorySource


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "catalog",
        help="print the catalog a model would see",
        description="Print the skills catalog of local folders (registry warnings on stderr).",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a folder of skills or a skill")
    parser.add_argument("--style", choices=CATALOG_STYLES, default="use_skill")
    parser.add_argument("--max-chars", type=int, default=None, metavar="N", help="character budget")
    add_json_flag(parser, "the catalog, the skills and the warnings")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    registry = local_registry(ns.paths, console, settings)
    metadata = registry.metadata()
    text = build_skill_catalog(metadata, style=ns.style, max_chars=ns.max_chars)
    if ns.json:
        print_json(
            {
                "catalog": text,
                "skills": [m.to_dict() for m in metadata],
                "warnings": list(registry.warnings),
            }
        )
    elif text:
        print(text)
    if not text:
        console.warn(f"no skills found in {', '.join(ns.paths)}; the catalog is empty")
    return EXIT_OK


class _SingleSkillSource(DirectorySource):
    """One skill folder or loose file given directly: its parent folder, filtered to it."""

    def __init__(self, parent: Path, target: Path, *, label: str) -> None:
        super().__init__(parent, label=label)
        self._target = target

    def list(self) -> list[SkillRecord]:
        return [r for r in super().list() if r.location and Path(r.location) == self._target]


def source_for(raw: str) -> DirectorySource:
    """A folder of skills, one skill folder, or one ``.md`` file, as a source."""
    path = Path(raw)
    label = f"fs:{raw}"
    if not path.exists():
        raise CliError(f"{raw}: path does not exist; check the spelling")
    if path.is_dir():
        if (path / SKILL_FILE).is_file():
            folder = path.resolve()
            return _SingleSkillSource(folder.parent, folder / SKILL_FILE, label=label)
        return DirectorySource(path, label=label)
    if path.suffix == MARKDOWN_SUFFIX:
        file = path.resolve()
        parent = file.parent.parent if file.name == SKILL_FILE else file.parent
        return _SingleSkillSource(parent, file, label=label)
    raise CliError(
        f"{raw}: not a folder of skills, a skill folder or a .md file; pass one of those"
    )


def local_registry(paths: Sequence[str], console: Console, settings: Settings) -> SkillRegistry:
    """The registry of local paths, in order (later ones win on equal priority), under this
    run's settings (body limits, cache size)."""
    sources = [source_for(raw) for raw in paths]
    registry = create_registry(sources=sources, tenancy="multi", settings=settings)
    for warning in registry.warnings:
        console.warn(warning)
    return registry


__all__ = ["local_registry", "register", "run", "source_for"]
