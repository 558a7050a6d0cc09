"""``skillsctl activate``: what ``use_skill`` returns for a local skill, arguments included.
ARGS may follow ``--from`` too; those that start with ``-`` must come after ``--``, so a
mistyped option is never taken as an argument."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import Any

from skills_core.cli.catalog import local_registry
from skills_core.cli.console import EXIT_OK, CliError, Console, add_json_flag, print_json
from skills_core.errors import SkillNotFoundError
from skills_core.prompt.activation import activate
from skills_core.settings import Settings


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "activate",
        help="print the use_skill result for a skill",
        description="Print what use_skill returns for NAME with ARGS. Put '--' before "
        "arguments that start with '-'.",
    )
    parser.add_argument("name", metavar="NAME")
    parser.add_argument("args", nargs="*", metavar="ARGS")
    parser.add_argument(
        "--from",
        dest="paths",
        action="append",
        required=True,
        metavar="PATH",
        help="a folder of skills or a skill (repeatable; later ones win on equal priority)",
    )
    add_json_flag(parser, "the activation (as POST /skills/{name}/activate returns it)")
    parser.set_defaults(handler=run, extras=take_extras)


def take_extras(parser: argparse.ArgumentParser, ns: argparse.Namespace, extras: list[str]) -> None:
    """ARGS that argparse left over (those after ``--from``) join the positional ones."""
    if extras[0] == "--":
        extras = extras[1:]
    else:
        dashed = [e for e in extras if e.startswith("-") and e != "-"]
        if dashed:
            parser.error(
                f"unrecognized arguments: {' '.join(dashed)} (put '--' before skill "
                "arguments that start with '-')"
            )
    ns.args = [*ns.args, *extras]


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    registry = local_registry(ns.paths, console, settings)
    if not registry.names():
        raise CliError(
            f"no skills found in {', '.join(ns.paths)}; pass --from with a folder that holds "
            "<name>/SKILL.md or <name>.md"
        )
    try:
        result = activate(registry, ns.name, list(ns.args) or None)
    except SkillNotFoundError as exc:
        if exc.available and ns.name not in exc.available:
            raise CliError(
                f'unknown skill "{ns.name}"; available: {", ".join(exc.available)}'
            ) from None
        raise
    if ns.json:
        print_json(replace(result, warnings=(*registry.warnings, *result.warnings)).to_dict())
    else:
        print(result.content)
    return EXIT_OK


__all__ = ["register", "run", "take_extras"]
