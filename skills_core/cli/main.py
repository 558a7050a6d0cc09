"""The ``skillsctl`` entry point: parser assembly, dispatch, and the one mapping from errors to
exit codes. Every failure is one ``skillsctl: error: ...`` line on stderr and a non-zero exit
(1 for errors, 2 for usage errors, 130 when interrupted), never a traceback. Warnings logged
by ``skills_core`` are shown as ``skillsctl: warning: ...`` lines.

The settings are read here, once per run (SPEC §2): the ``SKILLS_*`` environment with the
command's ``--table``/``--bucket`` on top, handed to the command's ``run``. So a save, review
or label from a terminal follows the deployment's review, scan and default-label policy, as
the functions do."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from types import ModuleType

from botocore.exceptions import BotoCoreError, ClientError, NoCredentialsError, NoRegionError

from skills_core.cli import (
    activate,
    bulk_import,
    catalog,
    completion,
    label,
    mirror_policy,
    pull,
    review,
    save,
    scan,
    search,
    serve,
    sync,
    validate,
    versions,
)
from skills_core.cli.console import (
    EXIT_ERROR,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    PROG,
    CliError,
    Console,
    LogHandler,
)
from skills_core.errors import SkillError
from skills_core.publish import PublishError
from skills_core.settings import Settings

#: One module per command, in ``--help`` order; each has ``register(subparsers)`` (which sets
#: ``handler``, and ``extras`` when the command takes arguments after its options) and
#: ``run(ns, console, settings)``.
COMMANDS: tuple[ModuleType, ...] = (
    validate,
    scan,
    catalog,
    search,
    activate,
    sync,
    save,
    bulk_import,
    versions,
    review,
    label,
    pull,
    mirror_policy,
    serve,
    completion,
)

Handler = Callable[[argparse.Namespace, Console, Settings], int]
#: Flags that name what a setting names; given, they win over the environment.
SETTING_FLAGS = ("table", "bucket")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Validate, preview and publish agent skills (SKILL.md files).",
    )
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="also show informational messages"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.register(subparsers)
    # ``skillsctl completion`` writes its script from this parser, handed over in the
    # namespace, so the command module does not import this one.
    parser.set_defaults(parser=parser)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("serverless-skills")
    except PackageNotFoundError:
        return "unknown"


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Parse; arguments argparse leaves over go to the command's ``extras`` hook, if any."""
    namespace, extras = parser.parse_known_args(argv)
    if extras:
        take = getattr(namespace, "extras", None)
        if take is None:
            parser.error(f"unrecognized arguments: {' '.join(extras)}")
        take(parser, namespace, extras)
    return namespace


def _describe_os_error(exc: OSError) -> str:
    reason = exc.strerror or str(exc) or type(exc).__name__
    return f"{exc.filename}: {reason}" if exc.filename else reason


def _silence_stdout() -> None:
    """After a closed pipe (``skillsctl catalog ... | head``) make the final flush harmless."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def run_settings(ns: argparse.Namespace, console: Console) -> Settings:
    """This run's settings: the environment, read once, with ``--table``/``--bucket`` on top
    (an explicit flag wins; a flag that differs from its variable is warned about, once)."""
    settings = Settings.from_env()
    flags = {name: getattr(ns, name, None) for name in SETTING_FLAGS}
    merged = settings.replace(**flags)
    for name, value in flags.items():
        current = getattr(settings, name)
        if value is not None and current is not None and getattr(merged, name) != current:
            variable = Settings.model_fields[name].alias
            console.warn(
                f"--{name} {value} differs from {variable}={current}; using --{name} {value}"
            )
    return merged


def _run(handler: Handler, ns: argparse.Namespace, console: Console) -> int:
    try:
        return handler(ns, console, run_settings(ns, console))
    except KeyboardInterrupt:
        console.error("interrupted")
        return EXIT_INTERRUPTED
    except (CliError, PublishError) as exc:
        for detail in exc.details:
            console.error(detail)
        console.error(str(exc))
    except SkillError as exc:
        console.error(exc.message)
    except NoCredentialsError:
        console.error(
            "no AWS credentials found; configure a profile (AWS_PROFILE) or set "
            "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"
        )
    except NoRegionError:
        console.error("no AWS region configured; set AWS_REGION (e.g. AWS_REGION=us-east-1)")
    except (ClientError, BotoCoreError) as exc:
        console.error(f"AWS request failed: {exc}")
    except BrokenPipeError:
        _silence_stdout()
    except OSError as exc:
        console.error(_describe_os_error(exc))
    except Exception as exc:  # never a traceback, unless asked for
        console.error(
            f"unexpected {type(exc).__name__}: {exc} (a bug in {PROG}; rerun with --verbose "
            "for the traceback)"
        )
        if ns.verbose:
            traceback.print_exc()
    return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """The ``skillsctl`` console script. Returns the exit status instead of exiting."""
    parser = build_parser()
    try:
        ns = _parse(parser, list(sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # argparse: usage errors (2), --help and --version (0)
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    console = Console()
    logger = logging.getLogger("skills_core")
    level = logging.INFO if ns.verbose else logging.WARNING
    handler = LogHandler(console, level)
    previous_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(level)
    try:
        return _run(ns.handler, ns, console)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous_level)


__all__ = ["COMMANDS", "build_parser", "main", "run_settings"]
