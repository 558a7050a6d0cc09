"""``skillsctl review``: approve, reject or deprecate one stored version, with the rules of
``POST /skills/{name}/versions/{version}/review`` (approving a newer version moves
``production`` to it; rejecting or deprecating removes the version's labels and
``production`` falls back to the newest approved version). The person at the terminal owns the
table, so no review scope is asked for; the changelog records them as ``cli:<user>``."""

from __future__ import annotations

import argparse
from typing import Any

from skills_core.cli.console import EXIT_OK, Console, add_json_flag, print_json
from skills_core.cli.versions import (
    add_store_flags,
    cli_principal,
    label_lines,
    refuse_stale_catalog,
    skill_name_arg,
    store_errors,
    store_service,
    version_arg,
    where,
)
from skills_core.governance.lifecycle import DECISIONS
from skills_core.settings import Settings


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "review",
        help="approve, reject or deprecate a stored version",
        description="Set the review state of VERSION of NAME. Approving a version newer than "
        "the served one makes it the served one; rejecting or deprecating removes its labels "
        "(production falls back to the newest approved version). Reviewing a version into "
        "the state it is in changes nothing.",
    )
    parser.add_argument("name", metavar="NAME", type=skill_name_arg, help="the skill's name")
    parser.add_argument("version", metavar="VERSION", type=version_arg, help="a version number")
    parser.add_argument(
        "decision", metavar="DECISION", choices=sorted(DECISIONS), help="approve|reject|deprecate"
    )
    parser.add_argument(
        "--note", default=None, metavar="TEXT", help="why (kept in the changelog entry)"
    )
    add_store_flags(parser, writes=True)
    add_json_flag(parser, "the new state")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    service = store_service(ns, settings)
    with store_errors(ns):
        refuse_stale_catalog(ns, settings)
        result = service.review(cli_principal(ns), ns.name, ns.version, ns.decision, note=ns.note)
    if ns.json:
        print_json({**result.to_dict(), "changed": result.changed})
        return EXIT_OK
    if result.changed:
        print(f"{result.name} version {result.version} is now {result.status} ({where(ns)})")
    else:
        print(
            f"{result.name} version {result.version} is already {result.status}: nothing "
            f"changed, no changelog entry ({where(ns)})"
        )
    for line in label_lines(result.name, result.labels, service.settings.default_label):
        print(line)
    return EXIT_OK


__all__ = ["register", "run"]
