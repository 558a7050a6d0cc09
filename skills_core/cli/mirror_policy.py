"""``skillsctl mirror-policy --tenant T``: the read-only IAM policy for one tenant's prefix of
the S3 mirror (SPEC §13.3), for the role of a reader such as pydantic-ai-skills'
``S3SkillsRegistry(bucket, prefix="<tenant>/production")``."""

from __future__ import annotations

import argparse
import re
from typing import Any

from skills_core.cli.console import EXIT_OK, CliError, Console, print_json, tenant_arg
from skills_core.distribution.mirror_policy import mirror_policy
from skills_core.settings import Settings

BUCKET_RE = re.compile(r"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$")


def _bucket(value: str) -> str:
    if not BUCKET_RE.fullmatch(value):
        raise argparse.ArgumentTypeError("not an S3 bucket name")
    return value


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "mirror-policy",
        help="print the read-only IAM policy for one tenant's prefix of the S3 mirror",
        description="Print the IAM policy (JSON) that lets a reader list and get the objects "
        "of TENANT's prefix of the mirror bucket (SKILLS_MIRROR_BUCKET, or --mirror-bucket).",
    )
    parser.add_argument("--tenant", required=True, type=tenant_arg, help="the tenant")
    parser.add_argument(
        "--mirror-bucket",
        type=_bucket,
        default=None,
        help="the mirror bucket (default: SKILLS_MIRROR_BUCKET)",
    )
    parser.add_argument(
        "--partition", default="aws", choices=("aws", "aws-cn", "aws-us-gov"), help="ARN partition"
    )
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    bucket = ns.mirror_bucket or settings.mirror_bucket
    if not bucket:
        raise CliError("no mirror bucket: pass --mirror-bucket or set SKILLS_MIRROR_BUCKET")
    print_json(mirror_policy(bucket, ns.tenant, partition=ns.partition))
    return EXIT_OK
