"""``skillsctl completion bash|zsh|tcsh``: print a shell completion script.

The script is generated from the real parser by ``shtab`` (optional extra ``completion``), so it
never drifts from the commands. Why shtab and not argcomplete: the script is static, written
once, and nothing runs at ``skillsctl`` start-up or on each TAB press (argcomplete re-runs the
whole program, botocore imports included, on every TAB). ``shtab`` is imported only here."""

from __future__ import annotations

import argparse
import sys
from types import ModuleType
from typing import Any

from skills_core.cli.console import EXIT_OK, CliError, Console
from skills_core.settings import Settings

#: The shells every supported shtab release (>= 1.7) writes scripts for.
SHELLS = ("bash", "zsh", "tcsh")

#: Arguments whose metavar names a path complete file names (shtab's ``FILE`` hint).
PATH_METAVARS = frozenset({"PATH", "FILE"})

INSTALL_HINT = (
    "shell completion needs the shtab package: pip install 'serverless-skills[completion]' "
    "(or pip install shtab; `make install` includes it)"
)


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "completion",
        help="print a shell completion script",
        description="Print the completion script for SHELL on stdout. Bash: "
        "`skillsctl completion bash > ~/.local/share/bash-completion/completions/skillsctl`. "
        "Zsh: write it as `_skillsctl` into a folder of your $fpath. "
        "Tcsh: write it to a file and `source` that file in ~/.tcshrc.",
    )
    parser.add_argument("shell", choices=SHELLS, metavar="SHELL", help=", ".join(SHELLS))
    parser.set_defaults(handler=run)


def _shtab() -> ModuleType:
    try:
        import shtab
    except ModuleNotFoundError as exc:
        if exc.name != "shtab":
            raise
        raise CliError(INSTALL_HINT) from None
    return shtab


def _hint_paths(parser: argparse.ArgumentParser, file_hint: dict[str, str]) -> None:
    """Mark PATH/FILE arguments of every subcommand so the shell completes file names there
    (shtab reads a ``complete`` attribute on argparse actions; argparse ignores it)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                _hint_paths(sub, file_hint)
        elif action.metavar in PATH_METAVARS:
            action.complete = file_hint  # type: ignore[attr-defined]


def script(shell: str, parser: argparse.ArgumentParser) -> str:
    """The completion script for ``shell`` (one of :data:`SHELLS`) from the full parser
    (``skillsctl``'s, which the entry point hands to :func:`run`)."""
    if shell not in SHELLS:
        raise CliError(f"unsupported shell {shell!r}; choose one of {', '.join(SHELLS)}")
    shtab = _shtab()
    _hint_paths(parser, shtab.FILE)
    text: str = shtab.complete(parser, shell=shell)
    return text if text.endswith("\n") else text + "\n"


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    sys.stdout.write(script(ns.shell, ns.parser))
    return EXIT_OK


__all__ = ["SHELLS", "register", "run", "script"]
