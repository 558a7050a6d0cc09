"""Package installs that fetch an impostor (AST02), found by the act: a package whose name
imitates a well-known one (``pip install reqeusts``) or a well-known package installed from
someone else's repository (``pip install git+https://github.com/someone/requests``): high;
``npx github:…`` and ``npx owner/repo`` (code run straight from a repository): medium; low
in a defensive context. All ``download-and-execute``."""

from __future__ import annotations

import re
from itertools import islice

from ...cues.packages import fork, squat
from ...findings import Severity
from ...reading.scan_context import defensive, emit_in_context
from ...reading.scan_text import Doc, continued_to, logical

_INSTALL_RE = re.compile(
    r"(?:^|[\s;&|(`])(?P<tool>pip3?|uv\s{1,3}pip|uv|poetry|pipx|pdm|npm|pnpm|yarn|bun|npx|bunx"
    r"|pnpx)\s{1,3}(?:(?:install|add|i|run|dlx|tool\s{1,3}install)\s{1,3})?"
    r"(?P<args>[^\n;&|`#]{1,400})"
)
_VALUE_FLAGS = frozenset(("-r", "--requirement", "-c", "--constraint", "-i", "--index-url",
                          "--extra-index-url", "-t", "--target", "--prefix", "--registry",
                          "--trusted-host", "-f", "--find-links", "--python", "-p", "--spec",
                          "--from", "-w", "--workspace", "--cwd"))  # fmt: skip
_GIT_RE = re.compile(r"(?:git\+https?://|https?://|github:)(?:www\.)?(?:github\.com/)?"
                     r"([\w.-]{1,60})/([\w.-]{1,100})")  # fmt: skip
_SHORTHAND_RE = re.compile(r"[a-z0-9][\w.-]{0,60}/[\w.-]{1,100}")
_SPEC_END_RE = re.compile(r"(?<=.)[@=<>!~\[;].*$")


def package_rules(doc: Doc) -> None:
    _requirement_files(doc)
    _registries(doc)
    read_to = -1  # the last line a continued command read: its lines are not read again
    for i in doc.hits("pip ", "pip3 ", "uv ", "poetry ", "pipx ", "pdm ", "npm ", "pnpm ",
                      "yarn ", "bun ", "npx ", "bunx ", "pnpx "):  # fmt: skip
        if doc.full("download-and-execute"):
            return  # nothing more is recorded: reading context for it is wasted
        if i <= read_to:
            continue
        low, width = doc.low_lines[i], len(doc.low_lines[i])
        if low.endswith("\\"):  # "pip install \" and its packages on the lines after it
            low, read_to = logical(doc, i), continued_to(doc.low_lines, i)
        for m in islice(_INSTALL_RE.finditer(low), 5):
            tool, pypi = m.group("tool"), m.group("tool")[:1] in "pu"
            sub = re.match(r"\s{1,3}(install|add|run|tool\s{1,3}install)\b", low[m.end("tool") :])
            if pypi and (sub is None or (sub.group(1) == "run" and tool != "pipx")):
                continue  # pip list, uv sync, uv run …
            if not pypi and tool in ("npm", "pnpm", "yarn", "bun") and not re.match(
                    r"\s{1,3}(?:install|add|i|dlx)\b", low[m.end("tool") :]):  # fmt: skip
                continue
            why = _package_problem(m.group("args"), pypi, tool)
            if why:
                what, sev = why
                soft = defensive(doc, i, min(m.start(), width), min(m.end(), width))
                rule = "download-and-execute"
                doc.emit(rule, "low" if soft else sev, i, min(m.start("args"), width), what)
                break


# a line of a pip requirements file: a name, extras, a version spec, a comment
_REQUIREMENT_RE = re.compile(r"\s{0,8}([a-z0-9][\w.-]{0,100})\s{0,3}(?:\[[\w,.\s-]{0,100}\])?"
                             r"\s{0,3}(?:[=<>!~]=?[^#\n]{0,100})?(?:\s#.*)?")  # fmt: skip


def _requirements_block(doc: Doc, i: int) -> tuple[int, int] | None:
    """The code block line ``i`` sits in, or (``i`` naming a requirements file above it) the
    one that starts within three lines after it."""
    for k in range(i, min(len(doc.lines), i + 4)):
        if fence := doc.fence_of(k):
            return fence
    return None


def _requirement_files(doc: Doc) -> None:
    """A typo-squat listed in a requirements file (``reqeusts`` on a line of its own)."""
    seen: set[tuple[int, int]] = set()
    for i in doc.hits("requirements", "--extra-index-url", "--index-url"):
        block = _requirements_block(doc, i)
        if block is None or block in seen:
            continue
        seen.add(block)
        for k in range(block[0] + 1, min(block[1], block[0] + 200)):
            m = _REQUIREMENT_RE.fullmatch(doc.low_lines[k])
            if m and (known := squat(m.group(1), True)):
                what = f"package {m.group(1)} is one letter from {known}: a typo-squat"
                emit_in_context(doc, "download-and-execute", "high", k, *m.span(1), what)
                break


# a package index set to a host whose own domain borrows a public registry's name
# ("registry=https://registry.npmjs-cdn.org/"); a company mirror ("pypi.corp.example.com") is
# under the company's domain and is not one
_INDEX_SETTING_RE = re.compile(
    r"(?:registry|index[-_]url|npmregistryserver|goproxy|extra-index|trusted-host)[\w\"':=\s-]{0,12}"
    r"?(?:https?://)?(?P<host>[a-z0-9][a-z0-9.-]{2,200})"
)
_BRANDS = ("npmjs", "yarnpkg", "pypi", "pythonhosted", "rubygems", "crates", "nuget", "golang")
_OFFICIAL = frozenset(("npmjs.org", "npmjs.com", "yarnpkg.com", "pypi.org", "pythonhosted.org",
                       "rubygems.org", "crates.io", "nuget.org", "golang.org",
                       "pypi.io"))  # fmt: skip


def _lookalike_registry(host: str) -> bool:
    domain = ".".join(host.strip(".").split(".")[-2:])
    return domain not in _OFFICIAL and any(b in domain for b in _BRANDS)


def _registries(doc: Doc) -> None:
    for i in doc.hits("registry", "index-url", "index_url", "npmregistryserver", "goproxy",
                      "trusted-host"):  # fmt: skip
        for m in islice(_INDEX_SETTING_RE.finditer(doc.low_lines[i]), 5):
            if _lookalike_registry(host := m.group("host")):
                what = f"installs packages from {host}, a look-alike of a public registry"
                soft = defensive(doc, i, m.start("host"), m.end("host"))
                doc.emit("download-and-execute", "low" if soft else "high", i, m.start(), what)
                break


def _package_problem(args: str, pypi: bool, tool: str) -> tuple[str, Severity] | None:
    skip, k = False, -1
    runner = tool in ("npx", "bunx", "pnpx")
    for tok in args.split()[:20]:
        tok = tok.strip("'\"`")
        if skip or not tok:
            skip = False
            continue
        if tok.startswith("-"):
            skip = tok in _VALUE_FLAGS
            continue
        k += 1  # the k-th argument that is not a flag
        if g := _GIT_RE.match(tok):
            owner, repo = g.group(1), g.group(2).split("@")[0].split("#")[0]
            if name := fork(owner, repo, pypi):
                return f"installs {name} from {owner}'s copy instead of the registry", "high"
            if runner and k == 0 and not tok.startswith("http"):
                return "runs code straight from a git repository", "medium"
            continue
        if runner and k == 0 and _SHORTHAND_RE.fullmatch(tok):
            owner, repo = tok.split("/", 1)
            if name := fork(owner, repo, False):
                return f"runs {name} from {owner}'s copy instead of the registry", "high"
            return "runs code straight from a git repository", "medium"
        if ("/" in tok and not tok.startswith("@")) or "://" in tok or tok.startswith("."):
            continue
        name = _SPEC_END_RE.sub("", tok)
        if (known := squat(name, pypi)) and re.fullmatch(r"@?[a-z0-9][\w.-]{0,100}", name):
            return f"package {name} is one letter from {known}: a typo-squat", "high"
        if runner or tool == "pipx" or (tool == "uv" and k == 0):
            break  # the rest are the program's own arguments
    return None
