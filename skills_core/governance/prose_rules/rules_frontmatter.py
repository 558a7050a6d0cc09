"""Rules on the frontmatter: ``yaml-unsafe-tag`` and ``overbroad-allowed-tools``."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..reading.scan_text import Doc

_UNSAFE_TAG_RE = re.compile(
    r"!!(?:python|ruby|js|java|perl|php)\b|tag:yaml\.org,2002:(?:python|ruby|js|java)|__proto__"
    r"|constructor\s{0,3}:\s{0,3}\{?\s{0,3}proto"
)


def unsafe_tag_rule(doc: Doc) -> None:
    for i in doc.frontmatter_lines():
        if m := _UNSAFE_TAG_RE.search(doc.low_lines[i]):
            doc.emit("yaml-unsafe-tag", "high" if "proto" in m.group() else "critical", i,
                     m.start(), m.group())  # fmt: skip


# ------------------------------------------------------------------------- allowed-tools
_TOOLS_KEY_RE = re.compile(r"(?:allowed-tools|allowedTools|allowed_tools)\s{0,3}:\s{0,3}(.*)$")
_SHELL_TOOLS = frozenset(("bash", "shell", "sh", "zsh", "exec", "terminal", "run_shell_command",
                          "execute_command", "powershell", "cmd", "computer"))  # fmt: skip
_NET_TOOLS = frozenset(("webfetch", "fetch", "web_fetch", "http", "curl", "browser"))
_ANY_ARG = frozenset({"", "*", "*:*", ":*", "**", "domain:*", "https://*", "http://*"})


def _split_tools(value: str) -> list[str]:
    """Split on spaces and commas outside parentheses: ``Bash(git log:*) Read`` is two tools."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in value[:10_000]:
        depth += (ch == "(") - (ch == ")")
        if depth <= 0 and (ch.isspace() or ch == ","):
            out.append("".join(cur))
            cur, depth = [], 0
        else:
            cur.append(ch)
    out.append("".join(cur))
    return [t.strip("'\"") for t in out if t.strip("'\"")]


def _declared_tools(doc: Doc) -> tuple[int, list[tuple[str, int]]]:
    """(key line, [(tool, line)]) from the frontmatter's allowed-tools; (-1, []) if absent."""
    for i in doc.frontmatter_lines():
        if not (m := _TOOLS_KEY_RE.match(doc.lines[i])):
            continue
        value = m.group(1).split(" #")[0].strip()
        if value and value[0] not in "|>":
            return i, [(t, i) for t in _split_tools(value.strip("[]"))]
        found: list[tuple[str, int]] = []
        for j in range(i + 1, doc.fm_end):
            s = doc.lines[j].strip()
            if s.startswith("- "):
                found += [(t, j) for t in _split_tools(s[2:])]
            elif s and not s.startswith("#") and not (value and doc.lines[j][:1].isspace()):
                break
            elif s and value:
                found += [(t, j) for t in _split_tools(s)]
        return i, found
    return -1, []


def _broad(tool: str) -> str | None:
    name, paren, arg = tool.partition("(")
    name, arg = name.strip().lower(), arg.rstrip(")").strip().lower()
    if name in ("*", "all"):
        return "every tool"
    if name in _SHELL_TOOLS and (not paren or arg in _ANY_ARG or arg.startswith("sudo")):
        return "an unrestricted shell"
    if name in _NET_TOOLS and (not paren or arg in _ANY_ARG):
        return "unrestricted network access"
    return None


def tools_rule(doc: Doc, allowed: Sequence[str] | None) -> None:
    key, tools = _declared_tools(doc)
    if allowed is not None:
        tools = [(t, max(key, 0)) for t in allowed]
    broad = [(t, i, why) for t, i in tools if (why := _broad(t))]
    for tool, i, why in broad:
        doc.emit("overbroad-allowed-tools", "high" if len(broad) > 1 else "medium", i,
                 max(doc.lines[i].find(tool), 0), f"{tool!r} grants {why}")  # fmt: skip
