"""``skillsctl search``: the skills that best match a query, ranked as ``GET /search`` ranks them
(BM25 over name, description, tags and body), with tag filters and snippets.

Two places to search: local folders (``PATH…``, read like ``skillsctl catalog`` reads them, so
an author can check a query before publishing), or a deployment's sources for one tenant
(``--bucket`` and/or ``--table`` with ``--tenant``: the S3 prefixes ``global/`` and
``tenants/<tenant>/`` and the tenant's store, through the service, served versions only)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from skills_core.aws.deployment import build_service
from skills_core.cli.catalog import local_registry
from skills_core.cli.console import (
    EXIT_OK,
    CliError,
    Console,
    add_json_flag,
    one_line,
    only_errors,
    plural,
    print_json,
    tenant_arg,
)
from skills_core.compose.search import MAX_LIMIT, MAX_QUERY_CHARS, check_query, search_skills
from skills_core.errors import SkillError
from skills_core.search import SearchHit
from skills_core.service import Principal
from skills_core.service.search import MAX_TAG_CHARS, MAX_TAGS, check_tags
from skills_core.settings import Settings

DEFAULT_LIMIT = 5


def _query(value: str) -> str:
    try:
        return check_query(value, DEFAULT_LIMIT)[0]
    except SkillError as exc:
        raise argparse.ArgumentTypeError(exc.message) from None


def _limit(value: str) -> int:
    if not (value.isascii() and value.isdigit()) or not 1 <= int(value) <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to {MAX_LIMIT}")
    return int(value)


def _tag(value: str) -> str:
    try:
        return check_tags((value,))[0]
    except SkillError as exc:
        raise argparse.ArgumentTypeError(exc.message) from None


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "search",
        help="find the skills that match a query",
        description="Rank skills by how well they match QUERY (name, description, tags and "
        "body), in local folders (PATH…) or in a deployment's sources for one tenant "
        "(--bucket and/or --table with --tenant: what GET /search serves that tenant).",
    )
    parser.add_argument(
        "query",
        metavar="QUERY",
        type=_query,
        help=f"what the task needs (1-{MAX_QUERY_CHARS} chars)",
    )
    parser.add_argument(
        "paths", nargs="*", metavar="PATH", help="a folder of skills or a skill (local search)"
    )
    parser.add_argument(
        "--limit",
        type=_limit,
        default=DEFAULT_LIMIT,
        metavar="N",
        help=f"how many hits, 1-{MAX_LIMIT} (default {DEFAULT_LIMIT})",
    )
    parser.add_argument(
        "--tag",
        dest="tags",
        action="append",
        type=_tag,
        default=[],
        metavar="TAG",
        help=f"only skills with this tag; repeat for several, all must match (at most {MAX_TAGS},"
        f" {MAX_TAG_CHARS} characters each)",
    )
    deployment = parser.add_argument_group("a deployment's sources")
    deployment.add_argument("--bucket", default=None, metavar="B", help="the skills bucket")
    deployment.add_argument("--table", default=None, metavar="T", help="the skill store table")
    deployment.add_argument(
        "--tenant",
        default=None,
        type=tenant_arg,
        metavar="X",
        help="tenant id (with --bucket/--table)",
    )
    deployment.add_argument(
        "--endpoint-url", default=None, metavar="URL", help="S3 and DynamoDB endpoint (moto, ...)"
    )
    add_json_flag(parser, "the query, the hits and the warnings")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    if len(ns.tags) > MAX_TAGS:
        raise CliError(f"at most {MAX_TAGS} --tag options may filter a search, got {len(ns.tags)}")
    deployed = ns.bucket is not None or ns.table is not None
    if deployed:
        if ns.paths:
            raise CliError(
                "search either local folders (PATH…) or a deployment (--bucket/--table), not both"
            )
        if ns.tenant is None:
            raise CliError("--tenant is required with --bucket or --table (whose skills?)")
        hits, warnings = _deployed(ns, settings)
        where = _where(ns, settings)
    else:
        if ns.tenant is not None or ns.endpoint_url is not None:
            raise CliError("--tenant and --endpoint-url go with --bucket or --table")
        if not ns.paths:
            raise CliError(
                "nothing to search: pass local folders (PATH…), or --bucket/--table with "
                "--tenant for a deployment's skills"
            )
        registry = local_registry(ns.paths, console, settings)
        hits = search_skills(registry, ns.query, limit=ns.limit, tags=ns.tags)
        warnings = list(registry.warnings)
        where = ", ".join(ns.paths)
    if ns.json:
        print_json(
            {
                "query": ns.query,
                "hits": [hit.to_dict() for hit in hits],
                "warnings": warnings,
            }
        )
        return EXIT_OK
    if deployed:
        for warning in warnings:
            console.warn(warning)
    if not hits:
        console.warn(f'no skill in {where} matches "{ns.query}"' + _tag_text(ns.tags))
        return EXIT_OK
    print(f'{plural(len(hits), "hit")} for "{ns.query}"{_tag_text(ns.tags)} ({where}):')
    print(_table(hits))
    return EXIT_OK


def _deployed(ns: argparse.Namespace, settings: Settings) -> tuple[list[SearchHit], list[str]]:
    service = build_service(
        settings.replace(tenancy="multi"), endpoint_url=ns.endpoint_url, profile="cli"
    )
    with only_errors(ns.verbose):  # the sources' warnings come back in the results
        results = service.search(
            Principal.for_cli(ns.tenant, None), ns.query, limit=ns.limit, tags=ns.tags
        )
    return list(results.hits), list(results.warnings)


def _where(ns: argparse.Namespace, settings: Settings) -> str:
    parts = [f"bucket {settings.bucket}"] if settings.bucket else []
    parts += [f"table {settings.table}"] if settings.table else []
    return ", ".join([*parts, f"tenant {ns.tenant}"])


def _tag_text(tags: Sequence[str]) -> str:
    return f" with tags {', '.join(tags)}" if tags else ""


def _table(hits: Sequence[SearchHit]) -> str:
    """One line per hit (rank, score, name, description), its snippet indented below."""
    width = max(len(hit.name) for hit in hits)
    lines = []
    for rank, hit in enumerate(hits, 1):
        description, snippet = one_line(hit.description), one_line(hit.snippet)
        lines.append(f"{rank:>2}. {hit.score:7.3f}  {hit.name.ljust(width)}  {description}")
        if snippet and snippet != description:
            lines.append(f"    {' ' * 7}  {snippet}")
    return "\n".join(line.rstrip() for line in lines)


__all__ = ["register", "run"]
