"""``skillsctl save``: one SKILL.md into a tenant's store, through the application layer, so
the command line makes exactly the checks ``POST /skills`` makes (size, validation, scanning,
collisions with the tenant's S3 prefixes when ``--bucket`` is given)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from skills_core.aws.clients import error_code
from skills_core.aws.deployment import build_service
from skills_core.cli.console import (
    EXIT_OK,
    CliError,
    Console,
    add_endpoint_flag,
    add_json_flag,
    only_errors,
    plural,
    print_json,
    tenant_arg,
)
from skills_core.cli.versions import cli_principal, refuse_stale_catalog
from skills_core.errors import SkillCollisionError, SkillStoreUnavailableError
from skills_core.format.fields import parse_skill
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE
from skills_core.model import SaveResult
from skills_core.publish.scan import read_limited
from skills_core.service import SaveCommand
from skills_core.service.importing import command_of
from skills_core.service.tenants import GLOBAL_LABEL, STORE_LABEL, TENANT_LABEL
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope
from skills_core.sources.local_files import list_local_files

#: Fields the store keeps outside the optional ones: they go into the command itself.
_MAIN_FIELDS = ("name", "description", "tags")


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "save",
        help="save one skill to the DynamoDB store",
        description="Save a SKILL.md (or a loose .md) as a new skill or, with --replace, a "
        "new version, with the checks of POST /skills.",
    )
    parser.add_argument("file", metavar="FILE", help="a SKILL.md, a skill folder or a .md file")
    parser.add_argument("--table", required=True, metavar="T", help="the skill store table")
    parser.add_argument("--tenant", required=True, type=tenant_arg, metavar="X", help="tenant id")
    parser.add_argument(
        "--bucket",
        default=None,
        metavar="B",
        help="also refuse a name that exists under s3://B/global/ or s3://B/tenants/X/ "
        "(default: SKILLS_BUCKET)",
    )
    parser.add_argument("--replace", action="store_true", help="save a new version if it exists")
    parser.add_argument(
        "--author", default=None, help="who saves it (default: your user name; cli:<author>)"
    )
    add_endpoint_flag(parser, "DynamoDB and S3")
    add_json_flag(parser, "the save result")
    parser.set_defaults(handler=run)


def skill_file(raw: str) -> Path:
    file = Path(raw)
    if file.is_dir():
        if not (file / SKILL_FILE).is_file():
            raise CliError(f"{file}: folder has no {SKILL_FILE}; pass a SKILL.md or a .md file")
        return file / SKILL_FILE
    if not file.exists():
        raise CliError(f"{file}: file does not exist; check the spelling")
    return file


def save_command(file: Path, replace: bool, console: Console) -> SaveCommand:
    """The command for one file; fields and files the store cannot keep are warned about."""
    data = read_limited(file, MAX_SKILL_FILE_BYTES)
    default_name = file.parent.name if file.name == SKILL_FILE else file.stem
    skill = parse_skill(data, location=str(file), default_name=default_name)
    command, dropped = command_of(skill, replace=replace)
    if dropped:
        console.warn(
            f"{file}: field(s) {', '.join(dropped)} are not stored by the skill store; move "
            "them under 'metadata' to keep them"
        )
    if file.name == SKILL_FILE:
        extra_files = list_local_files(file.parent)
        if extra_files:
            console.warn(
                f"not saved: {plural(len(extra_files), 'file')} beside {file} (the store "
                "keeps SKILL.md only; publish skill folders with skillsctl sync)"
            )
    return command


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    command = save_command(skill_file(ns.file), ns.replace, console)
    service = build_service(settings, endpoint_url=ns.endpoint_url, profile="cli")
    principal = cli_principal(ns)
    try:
        with only_errors(ns.verbose):  # the store's own logs repeat the error raised
            refuse_stale_catalog(ns, settings)
            result = service.save(principal, command)
    except SkillCollisionError as exc:
        raise CliError(
            f'skill "{command.name}" already exists in {_holders(exc, ns, settings)}; pass '
            "--replace to save it as a new version"
        ) from None
    except SkillStoreUnavailableError as exc:
        # The service's message speaks to API callers; the person at the terminal owns the
        # table, so name it and the AWS error.
        cause = error_code(exc.__cause__) if exc.__cause__ is not None else None
        detail = cause or type(exc.__cause__).__name__ if exc.__cause__ is not None else "error"
        raise CliError(
            f'DynamoDB table "{ns.table}" returned {detail}; check the table name (--table), '
            "the region and the credentials"
        ) from None
    if ns.json:
        print_json(result.to_dict())
        return EXIT_OK
    _print_result(result, ns, console)
    return EXIT_OK


def _holders(exc: SkillCollisionError, ns: argparse.Namespace, settings: Settings) -> str:
    """Where the name lives, in the user's terms (the error names the sources' labels)."""
    places = {
        STORE_LABEL: f'table "{settings.table}" for tenant "{ns.tenant}"',
        GLOBAL_LABEL: f"s3://{settings.bucket}/{GLOBAL_SCOPE}",
        TENANT_LABEL: f"s3://{settings.bucket}/{tenant_scope(ns.tenant)}",
    }
    labels = exc.holders or (STORE_LABEL,)
    return " and ".join(places.get(label, f'"{label}"') for label in labels)


def _print_result(result: SaveResult, ns: argparse.Namespace, console: Console) -> None:
    for warning in result.warnings:
        console.warn(warning)
    if result.shadowed_by is not None:
        console.warn(
            f'"{result.name}" is shadowed by source "{result.shadowed_by}", which is served instead'
        )
    print(f"saved {result.name} version {result.version} (table {ns.table}, tenant {ns.tenant})")
    print("changelog:")
    for entry in result.changelog:
        by = f"  by {entry.author}" if entry.author else ""
        print(f"  v{entry.version}  {entry.time}  {entry.action}{by}")


__all__ = ["register", "run"]
