"""``skillsctl import``: every skill of a folder into a tenant's store (SPEC §11), with the
checks of a save (size, validation, scanning, review policy from SKILLS_REVIEW, SKILLS_SCAN
and SKILLS_DEFAULT_LABEL, read once for the run), names the store already serves skipped
unless ``--replace``, and the tenant's catalog current when it ends."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from skills_core.aws.deployment import AwsSources
from skills_core.cli.console import (
    EXIT_OK,
    CliError,
    Console,
    add_endpoint_flag,
    add_json_flag,
    plural,
    print_json,
    tenant_arg,
)
from skills_core.cli.versions import cli_principal, refuse_stale_catalog, store_errors
from skills_core.service.importing import import_skills
from skills_core.settings import Settings
from skills_core.snapshot.scopes import STORE_LABEL
from skills_core.sources.base import SkillStore


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "import",
        help="import a folder of skills into the DynamoDB store",
        description="Save every skill of DIR (<name>/SKILL.md folders and <name>.md files) into "
        "a tenant's store with the checks of a save; names already in the store are skipped "
        "unless --replace. Safe to run again: nothing is imported twice.",
    )
    parser.add_argument("dir", metavar="DIR", help="the folder that holds the skills")
    parser.add_argument("--table", required=True, metavar="T", help="the skill store table")
    parser.add_argument("--tenant", required=True, type=tenant_arg, metavar="X", help="tenant id")
    parser.add_argument(
        "--bucket",
        default=None,
        metavar="B",
        help="the deployment's bucket, whose catalog snapshot the import brings up to date "
        "(default: SKILLS_BUCKET)",
    )
    parser.add_argument(
        "--replace", action="store_true", help="add a new version to names the store has"
    )
    parser.add_argument(
        "--author", default=None, help="who imports (default: your user name; cli:<author>)"
    )
    add_endpoint_flag(parser, "DynamoDB and S3")
    add_json_flag(parser, "the imported names, the skipped skills with reasons, the warnings")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    folder = Path(ns.dir)
    if not folder.exists():
        raise CliError(f"{folder}: folder does not exist; check the spelling")
    if not folder.is_dir():
        raise CliError(f"{folder}: not a folder; import takes the folder that holds the skills")
    sources = AwsSources(endpoint_url=ns.endpoint_url, profile="cli")(settings, ns.tenant, None)
    store = next(s for s in sources if isinstance(s, SkillStore) and s.label == STORE_LABEL)
    author = cli_principal(ns).author
    with store_errors(ns):
        refuse_stale_catalog(ns, settings)
        result = import_skills(folder, store, replace=ns.replace, settings=settings, author=author)
    if ns.json:
        print_json(result.to_dict())
        return EXIT_OK
    for warning in result.warnings:
        console.warn(warning)
    for skipped in result.skipped:
        console.warn(f"skipped {skipped.location}: {skipped.reason}")
    print(
        f"imported {plural(len(result.imported), 'skill')} into table {ns.table}, tenant "
        f"{ns.tenant}; skipped {len(result.skipped)}; catalog snapshot: {result.derived}"
    )
    return EXIT_OK


__all__ = ["register", "run"]
