"""``skillsctl pull URL DIR``: copy the skills a link shares into DIR (``DIR/<name>/SKILL.md``
and files), every digest verified; a rerun rewrites only what changed and removes what is no
longer served (SPEC §13). With ``--token``, URL is the API's base and the caller's own index
is read through it (:mod:`skills_core.cli.pull_mcp`). Exits 1 when a skill was refused (it
is left as it was)."""

from __future__ import annotations

import argparse
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from skills_core.cli.console import (
    EXIT_ERROR,
    EXIT_OK,
    CliError,
    Console,
    add_json_flag,
    print_json,
)
from skills_core.distribution.pull import TIMEOUT_SECONDS, PullError, pull
from skills_core.settings import Settings

#: SPEC §13 / the skills CLI: an archive is at most 50 MiB.
MAX_ARTIFACT_BYTES = 50 * 1024 * 1024
USER_AGENT = "skillsctl-pull"


def fetch(url: str) -> bytes:
    """GET ``url`` (http or https), at most :data:`MAX_ARTIFACT_BYTES`."""
    if urlsplit(url).scheme not in ("http", "https"):
        raise OSError(f"not an http(s) URL: {url}")
    request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})  # noqa: S310
    with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:  # noqa: S310
        data: bytes = response.read(MAX_ARTIFACT_BYTES + 1)
    if len(data) > MAX_ARTIFACT_BYTES:
        raise OSError(f"{url} is larger than {MAX_ARTIFACT_BYTES} bytes")
    return data


def _url(value: str) -> str:
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise argparse.ArgumentTypeError(
            "give the link's http(s) URL, e.g. https://…/l/<token> (with --token: the API's)"
        )
    return value


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "pull",
        help="copy the skills a link shares into a folder, digests verified",
        description="Read the Agent Skills Discovery index under URL (a link made with POST "
        "/links; with --token, the API's base URL and the caller's own index, read through "
        "its MCP endpoint) and write DIR/<name>/SKILL.md and files, verifying every digest. "
        "A rerun rewrites only what changed and removes what is no longer served.",
    )
    parser.add_argument(
        "url",
        metavar="URL",
        type=_url,
        help="the link, https://…/l/<token>; with --token the API, https://…",
    )
    parser.add_argument("dir", metavar="DIR", type=Path, help="where the skills go")
    parser.add_argument(
        "--token",
        metavar="T",
        help="a bearer token of the API at URL: pull the caller's own served skills",
    )
    add_json_flag(parser, "what was written, kept and removed")
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    try:
        if ns.token is not None:
            if not ns.token.strip():
                raise CliError("--token is empty")
            from skills_core.cli.pull_mcp import INDEX_URI, McpFetch

            result = pull(ns.url, ns.dir, McpFetch(ns.url, ns.token), index=INDEX_URI)
        else:
            result = pull(ns.url, ns.dir, fetch)
    except PullError as exc:
        raise CliError(str(exc)) from None
    if ns.json:
        print_json(
            {
                "skills": result.skills,
                "written": result.written,
                "unchanged": result.unchanged,
                "removed": result.removed,
                "refused": result.refused,
            }
        )
    else:
        for path in result.written:
            print(f"wrote {path}")
        for path in result.removed:
            print(f"removed {path}")
        print(
            f"{len(result.skills)} skills: {len(result.written)} files written, "
            f"{len(result.unchanged)} unchanged, {len(result.removed)} removed"
        )
    for name, reason in sorted(result.refused.items()):
        console.error(f"{name}: not pulled: {reason}")
    return EXIT_ERROR if result.refused else EXIT_OK
