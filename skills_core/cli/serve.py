"""``skillsctl serve``: the local API (what ``make run`` runs). ``localrun`` lives in the
repository, not in the installed package (the wheel ships ``skills_core`` only), and needs
moto: it is imported only when this command runs. Outside a checkout the command says so
instead of failing later on a missing ``template.yaml``."""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from skills_core.cli.console import EXIT_ERROR, CliError, Console, tenant_arg
from skills_core.settings import Settings

NOT_INSTALLED = (
    "skillsctl serve runs the local API from a repository checkout (git clone …, then make "
    "run); it is not part of the installed package"
)


def port_arg(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"port must be a number, got {value!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port must be between 0 and 65535, got {port}")
    return port


def _in_checkout(server: ModuleType) -> bool:
    """``localrun`` builds the local AWS from the repository's ``template.yaml``; a copy of it
    installed into site-packages (earlier wheel builds shipped one) has no template beside it.
    A module without a file (built in memory) cannot be checked and is taken as it is."""
    file = getattr(server, "__file__", None)
    if not file:
        return True
    return (Path(file).resolve().parent.parent / "template.yaml").is_file()


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "serve",
        help="run the API locally (what `make run` runs)",
        description="Serve the HTTP API on an embedded, in-memory AWS (moto).",
    )
    parser.add_argument("--port", type=port_arg, default=None, help="default: the server's (3000)")
    parser.add_argument("--host", default=None, help="default: the server's (127.0.0.1)")
    parser.add_argument("--tenant", type=tenant_arg, default=None, help="default tenant (local)")
    parser.add_argument(
        "--moto-port", type=port_arg, default=None, help="port of the in-memory AWS (default: free)"
    )
    parser.add_argument("--no-seed", action="store_true", help="do not upload the bundled skills")
    parser.add_argument(
        "--no-review-scope",
        action="store_true",
        help="the authorizer stand-in grants the write scope only: reviews are refused (403)",
    )
    parser.add_argument(
        "--refresh-seconds",
        type=float,
        default=None,
        help="run the refresh function this often; 0 never (default: the server's, 60)",
    )
    parser.add_argument(
        "--bedrock-model-id",
        default=None,
        help="draft with this Bedrock model using your AWS credentials (default: offline)",
    )
    parser.set_defaults(handler=run)


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    forwarded: list[str] = []
    for flag, value in (
        ("--port", ns.port),
        ("--host", ns.host),
        ("--tenant", ns.tenant),
        ("--moto-port", ns.moto_port),
        ("--refresh-seconds", ns.refresh_seconds),
        ("--bedrock-model-id", ns.bedrock_model_id),
    ):
        if value is not None:
            forwarded += [flag, str(value)]
    for flag, on in (("--no-seed", ns.no_seed), ("--no-review-scope", ns.no_review_scope)):
        if on:
            forwarded.append(flag)
    try:
        server = importlib.import_module("localrun.server")
    except ModuleNotFoundError as exc:
        if exc.name in ("localrun", "localrun.server"):
            raise CliError(NOT_INSTALLED) from None
        raise CliError(
            f"the local server needs the module {exc.name!r}; install the dev extras "
            "(make install, or pip install -e '.[dev]')"
        ) from None
    if not _in_checkout(server):
        raise CliError(NOT_INSTALLED)
    try:
        result = server.main(forwarded)
    except SystemExit as exc:  # the server's own argument errors
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    return int(result or 0)


__all__ = ["register", "run"]
