"""``@path`` references in a slash command's user request (SPEC §4).

Only the user's request is scanned, never a skill body: a skill from a shared store must not
be able to pull files off the machine that activates it.

The token: ``@`` at the start of the text or after whitespace, then a run of non-whitespace
characters (so ``me@example.com`` is not a reference). When the run ends in punctuation that
is not part of a file name (``,.;:!?)]}'"``), the longest candidate that names an existing
file inside a root wins: ``see @notes.md,`` reads ``notes.md`` unless ``notes.md,`` exists
(at most :data:`MAX_TRAILING_TRIES` characters are taken off the end).

Resolution, for at most :data:`MAX_REFERENCES` references in order (later ones are left as
written, untouched):

- relative paths resolve against the first root, absolute ones as given, ``~/x`` against the
  home directory only when that directory is itself one of the roots; symlinks are resolved
  and a path that lands outside every root raises :class:`SkillPathDeniedError` (whether or
  not the file exists, so existence outside the roots never leaks; the message quotes the
  reference as written, never a root or a resolved host path);
- a missing file, a directory, a file over 1 MiB or a binary file (NUL byte or invalid
  UTF-8) stays as written, immediately followed by `` [Skipped: <reason>]`` in the request;
- a file that would take the resolved total past 2 MiB stays as written in the request, and
  in the appended section, where its content would have gone, stands the line
  ``[Skipped: cumulative resolved size would exceed 2048KB limit]: @<path>``. Later, smaller
  files may still fit ("would exceed" is checked per file);
- every resolved file is appended after the request, in order: a blank line, ``<path>:``
  (the path as written), then a fenced block whose language comes from the extension. The
  fence is longer than any backtick run in the file, so a file cannot close it early. A
  file referenced twice is appended once.

Without roots nothing is resolved and the filesystem is never touched.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass

from skills_core.errors import SkillPathDeniedError

MAX_REFERENCES = 10
#: At most this many trailing punctuation characters are tried off a token (each try is a
#: path resolution; ``@x)))))…`` must not cost one per character).
MAX_TRAILING_TRIES = 8
#: A reference quoted back in an error is cut to this many characters.
MAX_SHOWN_CHARS = 100
MAX_FILE_BYTES = 1024 * 1024
MAX_TOTAL_BYTES = 2 * 1024 * 1024
CUMULATIVE_MARKER = (
    f"[Skipped: cumulative resolved size would exceed {MAX_TOTAL_BYTES // 1024}KB limit]"
)

_REFERENCE = re.compile(r"(?<!\S)@(\S+)")
_TRAILING_PUNCTUATION = ",.;:!?)]}'\""
_BACKTICKS = re.compile(r"`+")

_LANGUAGES = {
    "py": "python",
    "pyi": "python",
    "ts": "typescript",
    "tsx": "tsx",
    "js": "javascript",
    "mjs": "javascript",
    "cjs": "javascript",
    "jsx": "jsx",
    "json": "json",
    "yaml": "yaml",
    "yml": "yaml",
    "md": "markdown",
    "markdown": "markdown",
    "sh": "bash",
    "bash": "bash",
    "zsh": "zsh",
    "toml": "toml",
    "ini": "ini",
    "cfg": "ini",
    "rs": "rust",
    "go": "go",
    "java": "java",
    "kt": "kotlin",
    "swift": "swift",
    "rb": "ruby",
    "php": "php",
    "c": "c",
    "h": "c",
    "cc": "cpp",
    "cpp": "cpp",
    "hpp": "cpp",
    "cs": "csharp",
    "sql": "sql",
    "html": "html",
    "htm": "html",
    "css": "css",
    "xml": "xml",
    "tf": "hcl",
    "hcl": "hcl",
    "txt": "text",
    "log": "text",
    "csv": "csv",
    "dockerfile": "dockerfile",
}
_FILENAME_LANGUAGES = {"dockerfile": "dockerfile", "makefile": "makefile"}


def language_for(path: str) -> str:
    """Fence language for ``path`` (``""`` when unknown)."""
    base = os.path.basename(path).lower()
    if base in _FILENAME_LANGUAGES:
        return _FILENAME_LANGUAGES[base]
    _, dot, ext = base.rpartition(".")
    return _LANGUAGES.get(ext, "") if dot else ""


def fenced_block(label: str, content: str, language: str) -> str:
    """``label:`` and ``content`` in a fence no backtick run inside ``content`` can close."""
    longest = max((len(run) for run in _BACKTICKS.findall(content)), default=0)
    fence = "`" * max(3, longest + 1)
    newline = "" if content.endswith("\n") or not content else "\n"
    return f"{label}:\n{fence}{language}\n{content}{newline}{fence}"


@dataclass(frozen=True)
class ResolvedReference:
    """One inlined file: ``reference`` as written (no ``@``), ``path`` its real path."""

    reference: str
    path: str
    language: str
    content: str


@dataclass(frozen=True)
class ReferenceResolution:
    """``text`` is the request with skip markers; ``appendix`` the blocks to append."""

    text: str
    references: tuple[ResolvedReference, ...] = ()
    appendix: tuple[str, ...] = ()

    def render(self) -> str:
        return self.text + "".join(f"\n\n{block}" for block in self.appendix)


def shown(reference: str) -> str:
    """``@reference`` as the user wrote it, JSON-quoted (control characters escaped) and
    cut to :data:`MAX_SHOWN_CHARS`."""
    text = reference if len(reference) <= MAX_SHOWN_CHARS else reference[:MAX_SHOWN_CHARS] + "…"
    return json.dumps("@" + text, ensure_ascii=False)


def _candidates(token: str) -> list[str]:
    """The token, then the token with trailing punctuation removed one character at a time."""
    found = [token]
    while (
        len(token) > 1 and token[-1] in _TRAILING_PUNCTUATION and len(found) <= MAX_TRAILING_TRIES
    ):
        token = token[:-1]
        found.append(token)
    return found


class _Resolver:
    def __init__(self, roots: Sequence[str], home: str | None) -> None:
        self.roots = roots
        self._home = home
        self.total = 0
        self.seen: set[str] = set()

    def _inside(self, real: str) -> bool:
        for root in self.roots:
            prefix = root.rstrip(os.sep) + os.sep
            if real == root or real.startswith(prefix):
                return True
        return False

    def target(self, reference: str) -> str:
        """The real path ``reference`` names (symlinks resolved)."""
        if "\x00" in reference:
            raise SkillPathDeniedError(
                f"reference {shown(reference)} contains a NUL character; remove it"
            )
        if reference == "~" or reference.startswith("~/"):
            home = os.path.realpath(
                self._home if self._home is not None else os.path.expanduser("~")
            )
            if home not in self.roots:
                raise SkillPathDeniedError(
                    f"reference {shown(reference)} is in the home directory, which is not a "
                    "reference root; add it to the roots (SKILLS_REFERENCE_ROOTS) or use a "
                    "path inside a root"
                )
            joined = os.path.join(home, reference[2:])
        else:
            joined = os.path.join(self.roots[0], reference)
        return os.path.realpath(joined)

    def deny(self, reference: str) -> SkillPathDeniedError:
        """Names the reference as the user wrote it, never a root or the path it resolved
        to: those are the server's (the logs have them)."""
        return SkillPathDeniedError(
            f"reference {shown(reference)} lies outside the allowed reference roots "
            "(SKILLS_REFERENCE_ROOTS); reference files inside a root, by a path relative to it"
        )

    def choose(self, token: str) -> tuple[str, str, bool]:
        """``(reference, real path, exists)`` for the longest candidate naming an existing
        file inside a root, else for the shortest candidate (denied when outside)."""
        candidates = _candidates(token)
        for index, reference in enumerate(candidates):
            real = self.target(reference)
            last = index == len(candidates) - 1
            if not self._inside(real):
                if last:
                    raise self.deny(reference)
                continue
            if os.path.lexists(real):
                return reference, real, True
            if last:
                return reference, real, False
        raise AssertionError("unreachable: the last candidate always returns or raises")


def _load(real: str) -> tuple[str | None, bytes, str]:
    """``(skip reason, data, text)``: a reason when the file cannot be inlined."""
    try:
        info = os.stat(real)
    except OSError:
        return "file not found", b"", ""
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file", b"", ""
    too_big = f"file exceeds {MAX_FILE_BYTES // 1024}KB limit"
    if info.st_size > MAX_FILE_BYTES:
        return too_big, b"", ""
    try:
        with open(real, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError:
        return "file is not readable", b"", ""
    if len(data) > MAX_FILE_BYTES:
        return too_big, b"", ""
    if b"\x00" in data:
        return "binary file", b"", ""
    try:
        return None, data, data.decode("utf-8")
    except UnicodeDecodeError:
        return "binary file", b"", ""


def resolve_references(
    text: str,
    roots: Sequence[str | os.PathLike[str]],
    *,
    home: str | os.PathLike[str] | None = None,
) -> ReferenceResolution:
    """Resolve the ``@path`` references of ``text`` against ``roots`` (module docstring).
    ``home`` replaces ``os.path.expanduser("~")`` (tests)."""
    real_roots = [os.path.realpath(os.fspath(root)) for root in roots if os.fspath(root)]
    if not real_roots:
        return ReferenceResolution(text)
    resolver = _Resolver(real_roots, os.fspath(home) if home is not None else None)
    pieces: list[str] = []
    resolved: list[ResolvedReference] = []
    appendix: list[str] = []
    position = 0
    for count, match in enumerate(_REFERENCE.finditer(text)):
        if count >= MAX_REFERENCES:
            break
        token = match.group(1)
        reference, real, exists = resolver.choose(token)
        end = match.start(1) + len(reference)
        pieces.append(text[position:end])
        position = end
        if not exists:
            pieces.append(" [Skipped: file not found]")
            continue
        if real in resolver.seen:
            continue
        reason, data, content = _load(real)
        if reason is not None:
            pieces.append(f" [Skipped: {reason}]")
            continue
        if resolver.total + len(data) > MAX_TOTAL_BYTES:
            appendix.append(f"{CUMULATIVE_MARKER}: @{reference}")
            continue
        resolver.total += len(data)
        resolver.seen.add(real)
        item = ResolvedReference(reference, real, language_for(reference), content)
        resolved.append(item)
        appendix.append(fenced_block(reference, content, item.language))
    pieces.append(text[position:])
    return ReferenceResolution("".join(pieces), tuple(resolved), tuple(appendix))


__all__ = [
    "CUMULATIVE_MARKER",
    "MAX_FILE_BYTES",
    "MAX_REFERENCES",
    "MAX_TOTAL_BYTES",
    "MAX_TRAILING_TRIES",
    "ReferenceResolution",
    "ResolvedReference",
    "fenced_block",
    "language_for",
    "resolve_references",
]
