"""``skillsctl label``: point a label at an approved version (promote, or roll back by
pointing ``production`` at an older one), or remove a label, with the rules of
``PUT``/``DELETE /skills/{name}/labels/{label}``. A flag rather than a subcommand, like
``save --replace`` and ``sync --delete``."""

from __future__ import annotations

import argparse
from typing import Any

from skills_core.cli.console import EXIT_OK, CliError, Console, add_json_flag, print_json
from skills_core.cli.versions import (
    add_store_flags,
    cli_principal,
    label_arg,
    label_lines,
    refuse_stale_catalog,
    skill_name_arg,
    store_errors,
    store_service,
    version_arg,
    where,
)
from skills_core.errors import BadRequestError
from skills_core.settings import Settings


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "label",
        help="move a label to a stored version (promote, roll back) or remove one",
        description="Point LABEL of NAME at VERSION, an approved version: the default label "
        "(SKILLS_DEFAULT_LABEL, production unless set) is what is served, so pointing it at an "
        "older version is a rollback (it stays until the next approval or label change). "
        "--remove removes a label other than the default one.",
    )
    parser.add_argument("name", metavar="NAME", type=skill_name_arg, help="the skill's name")
    parser.add_argument(
        "label", metavar="LABEL", type=label_arg, help="e.g. production, staging (a-z, 0-9, -)"
    )
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument(
        "version", nargs="?", metavar="VERSION", type=version_arg, help="the version to label"
    )
    target.add_argument("--remove", action="store_true", help="remove LABEL instead")
    add_store_flags(parser, writes=True)
    add_json_flag(parser, "the skill's labels")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    service = store_service(ns, settings)
    default_label = settings.default_label
    version = None if ns.remove else ns.version
    try:
        with store_errors(ns):
            refuse_stale_catalog(ns, settings)
            result = service.set_label(cli_principal(ns), ns.name, ns.label, version)
    except BadRequestError:
        if not (ns.remove and ns.label == default_label):
            raise
        # The service's message points at the HTTP route; say the same in commands.
        raise CliError(
            f'the label "{default_label}" cannot be removed: it is what is served; move it '
            f"with: skillsctl label {ns.name} {default_label} VERSION, or reject the version "
            f"it points at with: skillsctl review {ns.name} VERSION reject"
        ) from None
    if ns.json:
        print_json(result.to_dict())
        return EXIT_OK
    if ns.remove:
        print(f"removed label {ns.label} from {result.name} ({where(ns)})")
    else:
        print(f"{result.name}: {ns.label} -> version {ns.version} ({where(ns)})")
    for line in label_lines(result.name, result.labels, default_label):
        print(line)
    return EXIT_OK


__all__ = ["register", "run"]
