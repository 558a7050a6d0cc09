"""``skillsctl versions``: every stored version of a skill with its review status, labels and
digest, newest first, so whoever reviews or rolls back sees what each version is before
moving a label. Also what the store-governance commands (``versions``, ``review``,
``label``) share: their flags, the service and principal they act through, and how store
failures read at a terminal."""

from __future__ import annotations

import argparse
import contextlib
import getpass
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from botocore.exceptions import BotoCoreError, ClientError, NoCredentialsError, NoRegionError

from skills_core.aws.clients import client, error_code
from skills_core.aws.deployment import build_service
from skills_core.aws.snapshots.snapshot_store import SnapshotStore, SnapshotUnavailable
from skills_core.aws.store.catalog_overlay import overlay_query
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
from skills_core.errors import SkillError, SkillNotFoundError, SkillStoreUnavailableError
from skills_core.governance.lifecycle import check_label
from skills_core.service import Principal, SkillService
from skills_core.service.reads import checked_name, version_number
from skills_core.service.versions import VersionInfo, VersionListing
from skills_core.settings import Settings
from skills_core.snapshot.scopes import store_scope

T = TypeVar("T")

#: Hex digits of a digest shown in the table (``--json`` has it whole).
SHORT_DIGEST = 12


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "versions",
        help="list a stored skill's versions, review states and labels",
        description="List every version of NAME in a tenant's store, newest first: status, "
        "labels, when and by whom it was saved, and its digest. '*' marks the version the "
        "default label (SKILLS_DEFAULT_LABEL, production unless set) serves.",
    )
    parser.add_argument("name", metavar="NAME", type=skill_name_arg, help="the skill's name")
    add_store_flags(parser, writes=False)
    add_json_flag(parser, "the versions")
    parser.set_defaults(handler=run)


# -- what the governance commands share ----------------------------------------------------


def argument(check: Callable[[str], T]) -> Callable[[str], T]:
    """A service check as an argparse type: a malformed argument is a usage error (exit 2),
    like a malformed ``--tenant``, before anything reaches the store."""

    def parse(value: str) -> T:
        try:
            return check(value)
        except SkillError as exc:
            raise argparse.ArgumentTypeError(exc.message) from None

    parse.__name__ = check.__name__
    return parse


skill_name_arg = argument(checked_name)
version_arg = argument(version_number)
label_arg = argument(check_label)


def add_store_flags(parser: argparse.ArgumentParser, *, writes: bool) -> None:
    """``--table`` and ``--tenant`` as ``skillsctl save`` takes them; a write also takes the
    deployment's bucket (so its catalog snapshot follows the change) and an author."""
    parser.add_argument("--table", required=True, metavar="T", help="the skill store table")
    parser.add_argument("--tenant", required=True, type=tenant_arg, metavar="X", help="tenant id")
    if writes:
        parser.add_argument(
            "--bucket",
            default=None,
            metavar="B",
            help="the deployment's skills bucket, when it has one (default: SKILLS_BUCKET; "
            "make run: skills-local): the served catalog snapshot is updated with the change",
        )
        parser.add_argument(
            "--author", default=None, help="who decides (default: your user name; cli:<author>)"
        )
    add_endpoint_flag(parser, "DynamoDB and S3" if writes else "DynamoDB")


def store_service(ns: argparse.Namespace, settings: Settings) -> SkillService:
    """The service of this run's settings (the entry point's: environment and flags)."""
    return build_service(settings, endpoint_url=ns.endpoint_url, profile="cli")


def os_user() -> str | None:
    try:
        return getpass.getuser()
    except Exception:  # no login name, no passwd entry: the changelog says nobody
        return None


def cli_principal(ns: argparse.Namespace) -> Principal:
    """Whoever runs the command acts with every permission of the tenant (like ``save``);
    writes record them as the changelog's author."""
    author = getattr(ns, "author", None) or os_user()
    return Principal.for_cli(ns.tenant, author)


def refuse_stale_catalog(ns: argparse.Namespace, settings: Settings) -> None:
    """A deployment with a bucket serves each tenant's catalog from a snapshot plus the catalog
    overlay items its writes put (the stream function folds them); a write made without a
    bucket (``--bucket`` or ``SKILLS_BUCKET``) puts no overlay item and would leave the served
    catalog behind (a rollback that rolls nothing back). So a write without one is refused
    while the tenant has a published snapshot or an overlay item. When the table cannot be
    read, the write itself says why."""
    if settings.bucket is not None or settings.table is None:
        return
    ddb = client("dynamodb", endpoint_url=ns.endpoint_url, profile="cli")
    scope = store_scope(ns.tenant)
    try:  # only the manifest and one overlay item in the table are read: no bucket needed
        manifest = SnapshotStore("", settings.table, ddb=ddb).manifests(scope).get(scope)
        overlay = ddb.query(TableName=settings.table, Limit=1, **overlay_query(ns.tenant))
    except SnapshotUnavailable:
        return
    except (ClientError, BotoCoreError):
        return
    if (manifest is not None and manifest.object_key is not None) or overlay.get("Items"):
        raise CliError(
            f'tenant "{ns.tenant}" of table "{ns.table}" is served from a catalog snapshot in '
            "the deployment's bucket; pass --bucket with that bucket (SKILLS_BUCKET; make run: "
            "skills-local) so the served catalog follows the change; nothing was changed"
        )


def where(ns: argparse.Namespace) -> str:
    return f"table {ns.table}, tenant {ns.tenant}"


@contextlib.contextmanager
def store_errors(ns: argparse.Namespace) -> Iterator[None]:
    """Store failures in the terms of the person who owns the table: an AWS error names the
    table and the flags to check; a name or version not found says where it was looked for.
    The store's own log lines repeat the error, so only errors are logged meanwhile."""
    try:
        with only_errors(ns.verbose):
            yield
    except SkillStoreUnavailableError as exc:
        cause = exc.__cause__
        if isinstance(cause, NoCredentialsError | NoRegionError):
            raise cause from None  # the entry point explains these
        if isinstance(cause, ClientError | BotoCoreError):
            detail = error_code(cause) or type(cause).__name__
            raise CliError(
                f'DynamoDB table "{ns.table}" returned {detail}; check the table name (--table), '
                "the region and the credentials (or --endpoint-url for a local run)"
            ) from None
        raise  # the store's message says what happened and what to do
    except SkillNotFoundError as exc:
        raise CliError(f"{exc.message} ({where(ns)})") from None


def label_lines(name: str, labels: Mapping[str, int], default_label: str) -> list[str]:
    """Where each label points, the served one first; or why nothing is served."""
    served = labels.get(default_label)
    if served is None:
        lines = [
            f"{default_label}: no version ({name} has no approved version, so it is not served; "
            f"approve one with: skillsctl review {name} VERSION approve)"
        ]
    else:
        lines = [f"{default_label} -> version {served} (served)"]
    lines.extend(
        f"{label} -> version {labels[label]}" for label in sorted(labels) if label != default_label
    )
    return lines


# -- versions ---------------------------------------------------------------------------------


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    service = store_service(ns, settings)
    with store_errors(ns):
        listing = service.list_versions(cli_principal(ns), ns.name)
    if ns.json:
        print_json(listing.to_dict())
        return EXIT_OK
    print(
        f"{listing.name} ({where(ns)}): {plural(len(listing.versions), 'version')}, "
        + _served_text(listing)
    )
    print(_table(listing))
    return EXIT_OK


def _served_text(listing: VersionListing) -> str:
    if listing.served is None:
        return f"{listing.default_label} -> none (not served: no approved version)"
    return f"{listing.default_label} -> version {listing.served}"


def _table(listing: VersionListing) -> str:
    header = ("", "VERSION", "STATUS", "LABELS", "SAVED", "AUTHOR", "ACTION", "DIGEST")
    rows = [header, *(_row(info, listing.served) for info in listing.versions)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) for row in rows]
    return "\n".join(line.rstrip() for line in lines)


def _row(info: VersionInfo, served: int | None) -> tuple[str, ...]:
    return (
        "*" if info.version == served else "",
        str(info.version),
        info.status or "-",
        ",".join(info.labels) or "-",
        info.time,
        info.author or "-",
        info.action,
        _short(info.digest),
    )


def _short(digest: str | None) -> str:
    if not digest:
        return "-"
    algorithm, _, hex_digits = digest.partition(":")
    return f"{algorithm}:{hex_digits[:SHORT_DIGEST]}" if hex_digits else digest


__all__ = [
    "add_store_flags",
    "argument",
    "cli_principal",
    "label_arg",
    "label_lines",
    "refuse_stale_catalog",
    "register",
    "run",
    "skill_name_arg",
    "store_errors",
    "store_service",
    "version_arg",
    "where",
]
