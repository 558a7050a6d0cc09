"""What every command shares: the console (one ``skillsctl: <level>: ...`` line per message on
stderr), the exit codes, :class:`CliError`, and small argument and output helpers."""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.publish.plan import plural
from skills_core.service.principal import check_tenant

PROG = "skillsctl"
EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


class CliError(Exception):
    """A failure the user can fix; shown as one line (after one line per detail), exit 1."""

    def __init__(self, message: str, *, details: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.details = tuple(details)


def one_line(text: str) -> str:
    """Messages may carry newlines (YAML errors, AWS texts); a console line never does."""
    return " ".join(str(text).split())


class Console:
    """stderr lines (resolved at write time, so captured streams work); each warning once, as
    the registry both logs its warnings and keeps them in ``registry.warnings``."""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def note(self, level: str, message: str) -> None:
        line = one_line(message)
        if level == "warning":
            if line in self._seen:
                return
            self._seen.add(line)
        print(f"{PROG}: {level}: {line}", file=sys.stderr)

    def warn(self, message: str) -> None:
        self.note("warning", message)

    def error(self, message: str) -> None:
        self.note("error", message)


class LogHandler(logging.Handler):
    """Routes ``skills_core`` log records to the console."""

    def __init__(self, console: Console, level: int) -> None:
        super().__init__(level)
        self.console = console

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:  # a malformed log call must not kill the command
            self.handleError(record)
            return
        self.console.note(record.levelname.lower(), message)


@contextlib.contextmanager
def only_errors(verbose: bool) -> Iterator[None]:
    """Hide ``skills_core`` warnings for a call whose failures are raised anyway (and whose
    useful warnings come back in its result)."""
    logger = logging.getLogger("skills_core")
    previous = logger.level
    if not verbose:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(previous)


def add_json_flag(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--json", action="store_true", help=f"print {what} as JSON")


def add_endpoint_flag(parser: argparse.ArgumentParser, services: str) -> None:
    parser.add_argument(
        "--endpoint-url", default=None, metavar="URL", help=f"{services} endpoint (moto, ...)"
    )


def print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False))


def tenant_arg(value: str) -> str:
    """The service's tenant rule, as an argparse type (a bad tenant is a usage error)."""
    try:
        return check_tenant(value)
    except SkillInvalidError as exc:
        raise argparse.ArgumentTypeError(exc.message) from None


__all__ = [
    "EXIT_ERROR",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "PROG",
    "CliError",
    "Console",
    "LogHandler",
    "add_endpoint_flag",
    "add_json_flag",
    "one_line",
    "only_errors",
    "plural",
    "print_json",
    "tenant_arg",
]
