"""``skillsctl validate``: the linter. A path that holds no skill is an error, not a silent
success: a CI job pointed at the wrong folder must fail."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from skills_core.cli.console import (
    EXIT_ERROR,
    EXIT_OK,
    CliError,
    Console,
    add_json_flag,
    one_line,
    plural,
    print_json,
)
from skills_core.format.layout import MARKDOWN_SUFFIX
from skills_core.format.lint import LintProblem, lint_path, skill_files
from skills_core.settings import Settings

NO_SKILLS = "a skill is <name>/SKILL.md or <name>.md"


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "validate",
        help="lint skill files and folders",
        description="Lint skills: one line per problem (file, field, level, message). "
        "Exit 1 when any error was found (or a path holds no skill); warnings alone exit 0.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a skill file or folder")
    parser.add_argument(
        "--strict", action="store_true", help="apply the Agent Skills (agentskills.io) profile"
    )
    add_json_flag(parser, "the problems")
    parser.set_defaults(handler=run)


def targets(path: Path) -> list[Path]:
    """The skill files a path names; a file is one only when it is Markdown."""
    if path.is_file() and path.suffix != MARKDOWN_SUFFIX:
        return []
    return [file for file, _ in skill_files(path)]


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    problems: list[LintProblem] = []
    empty: list[str] = []
    checked = 0
    for raw in ns.paths:
        path = Path(raw)
        if not path.exists():
            problems.append(
                LintProblem("error", raw, None, "path does not exist; check the spelling")
            )
            continue
        found = targets(path)
        if not found:
            empty.append(raw)
            problems.append(LintProblem("error", raw, None, f"no skills found; {NO_SKILLS}"))
        for target in found:
            checked += 1
            try:
                problems.extend(lint_path(target, strict=ns.strict))
            except OSError as exc:
                reason = exc.strerror or type(exc).__name__
                problems.append(LintProblem("error", str(target), None, f"cannot read: {reason}"))
    if not checked and empty and len(empty) == len(problems) and not ns.json:
        # Nothing was checked and nothing else went wrong: say it once, plainly.
        raise CliError(f"no skills found in {', '.join(empty)}: {NO_SKILLS}")
    errors = sum(1 for p in problems if p.level == "error")
    if ns.json:
        print_json([p.to_dict() for p in problems])
    else:
        for problem in problems:
            print(one_line(str(problem)))
        print(
            f"{plural(checked, 'skill')} checked, {plural(errors, 'error')}, "
            f"{plural(len(problems) - errors, 'warning')}",
            file=sys.stderr,
        )
    return EXIT_ERROR if errors else EXIT_OK


__all__ = ["register", "run"]
