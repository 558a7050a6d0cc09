"""``skillsctl sync``: publish a folder of skills to an S3 prefix (the engine is
:mod:`skills_core.publish`; this module is its command line). ``SKILLS_SCAN`` sets the
content-scan policy and ``SKILLS_TABLE`` the default ``--table``, as for the service."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from skills_core.aws.clients import client
from skills_core.aws.s3.s3_index import normalize_prefix
from skills_core.cli.console import EXIT_OK, Console, add_endpoint_flag, add_json_flag, print_json
from skills_core.publish import sync_skills
from skills_core.settings import Settings

if TYPE_CHECKING:
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore


def s3_url(value: str) -> tuple[str, str]:
    """``s3://bucket/prefix`` -> (bucket, normalized prefix)."""
    if not value.startswith("s3://"):
        raise argparse.ArgumentTypeError(
            f"{value!r} is not an S3 URL; write s3://BUCKET/PREFIX (e.g. s3://my-skills/global/)"
        )
    bucket, _, prefix = value[len("s3://") :].partition("/")
    if not bucket:
        raise argparse.ArgumentTypeError(f"{value!r} names no bucket; write s3://BUCKET/PREFIX")
    if prefix.startswith("/") or "//" in prefix:
        raise argparse.ArgumentTypeError(
            f"{value!r}: the prefix has an empty path segment ('//'); remove the extra '/'"
        )
    return bucket, normalize_prefix(prefix)


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "sync",
        help="publish a folder of skills to S3",
        description="Upload every skill under PATH to s3://BUCKET/PREFIX (unchanged files are "
        "skipped), then write the frontmatter index. Every skill is content-scanned first "
        "(SKILLS_SCAN=enforce|warn|off): nothing is uploaded when any skill is invalid or "
        "blocked, nor when one needs review unless --allow-review is given. With a table the "
        "prefix's catalog snapshot is published after the upload, so the next read sees it. "
        "Remote objects missing locally are removed only with --delete.",
    )
    parser.add_argument("path", metavar="PATH", help="the folder that holds the skills")
    parser.add_argument("target", type=s3_url, metavar="s3://BUCKET/PREFIX")
    parser.add_argument("--delete", action="store_true", help="remove remote skills not in PATH")
    parser.add_argument(
        "--dry-run", action="store_true", help="show what would change; write nothing"
    )
    parser.add_argument(
        "--allow-review",
        action="store_true",
        help="upload skills whose scan verdict is review (high findings); S3 has no pending "
        "state, so they are served at once",
    )
    parser.add_argument(
        "--table",
        default=None,
        metavar="T",
        help="the skill store table: publish the catalog snapshot of the prefix (global/ or "
        "tenants/<tenant>/) after the upload (default: SKILLS_TABLE)",
    )
    add_endpoint_flag(parser, "S3 and DynamoDB")
    add_json_flag(parser, "the result and the uploaded and deleted keys (no progress lines)")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    bucket, prefix = ns.target
    s3 = client("s3", endpoint_url=ns.endpoint_url, profile="cli")  # no call: checks come first
    result = sync_skills(
        ns.path,
        bucket,
        prefix,
        client=s3,
        delete=ns.delete,
        dry_run=ns.dry_run,
        echo=(lambda _: None) if ns.json else print,
        warn=console.warn,
        scan=settings.scan,
        allow_review=ns.allow_review,
        snapshots=_snapshots(ns, settings, bucket, console),
    )
    if ns.json:
        print_json({"target": f"s3://{bucket}/{prefix}", "dry_run": ns.dry_run, **result.to_dict()})
    return EXIT_OK


def _snapshots(
    ns: argparse.Namespace, settings: Settings, bucket: str, console: Console
) -> SnapshotStore | None:
    """Where the catalog snapshot goes: the synced bucket and ``--table`` (or
    ``SKILLS_TABLE``: the entry point put the flag on top); ``None`` without a table. No AWS
    call is made here."""
    table = settings.table
    if not table:
        return None
    if settings.bucket and settings.bucket != bucket:
        # The service does not read that bucket, and a manifest in its table naming an object
        # in another bucket would break its snapshot of this scope.
        console.warn(
            f"no catalog snapshot published: SKILLS_BUCKET is {settings.bucket!r} but the sync "
            f"goes to {bucket!r}; sync to the service's bucket, or unset SKILLS_BUCKET"
        )
        return None
    from skills_core.aws.deployment import distribute_s3_scopes
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

    store = SnapshotStore(
        bucket,
        table,
        s3=client("s3", endpoint_url=ns.endpoint_url, profile="cli"),
        ddb=client("dynamodb", endpoint_url=ns.endpoint_url, profile="cli"),
    )
    distribute_s3_scopes(store, settings, endpoint_url=ns.endpoint_url, profile="cli")
    return store


__all__ = ["register", "run", "s3_url"]
