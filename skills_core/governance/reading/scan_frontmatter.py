"""Frontmatter values as parsed (SPEC §10: scanned as written and as parsed).

YAML double-quoted scalars decode escapes: ``description: "Helps.\\U000E0072\\U000E006D"`` is
ASCII on disk and invisible Unicode tag characters once loaded, and the catalog, activation
and MCP serve the loaded value. ``decoded_values`` parses the frontmatter with the project's
safe loader (``skills_core.format.yaml_safe``, plain types only) and returns each string whose
parsed text holds a character its source does not (what an escape produced), with the
frontmatter line it sits on; the scanner runs its rules on those strings too. Broken YAML, or
anything else the loader refuses, gives nothing: a scan never raises."""

from __future__ import annotations

import codecs
import contextlib
import re
from collections.abc import Iterator
from typing import Any

from .scan_text import Doc

MAX_VALUES = 500  # strings read from one frontmatter; more is no skill
_KEY_RE = re.compile(
    r"\s{0,40}(?:-\s{1,8})?[\"']?([^\"':#\s][^\"':#]{0,200}?)[\"']?\s{0,3}:(?:\s|$)"
)


def _strings(value: Any, key: str, out: list[tuple[str, str]]) -> None:
    """Every string of ``value`` (keys too) with the innermost mapping key that holds it."""
    if len(out) >= MAX_VALUES:
        return
    if isinstance(value, str):
        out.append((key, value))
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                out.append((k, k))
                _strings(v, k, out)
            else:
                _strings(v, key, out)
    elif isinstance(value, list):
        for item in value:
            _strings(item, key, out)


def _key_lines(doc: Doc) -> dict[str, int]:
    """Frontmatter key -> the index of the first line that defines it."""
    lines: dict[str, int] = {}
    for i in doc.frontmatter_lines():
        if m := _KEY_RE.match(doc.lines[i]):
            key = m.group(1).strip()
            lines.setdefault(key, i)
            if "\\" in key:  # a quoted key with escapes: also under its decoded spelling
                with contextlib.suppress(UnicodeDecodeError, ValueError):
                    lines.setdefault(codecs.decode(key, "unicode_escape"), i)
    return lines


def decoded_text(doc: Doc) -> str | None:
    """The changed strings of ``decoded_values`` laid out on their frontmatter lines (one
    text for one pass of the rules, line numbers kept), or None when nothing changed."""
    placed: dict[int, list[str]] = {}
    for i, value in decoded_values(doc):
        placed.setdefault(i, []).append(value.replace("\r", " ").replace("\n", " "))
    if not placed:
        return None
    return "\n".join(" ".join(placed.get(i, ())) for i in range(max(placed) + 1))


def decoded_values(doc: Doc) -> Iterator[tuple[int, str]]:
    """(frontmatter line index, parsed string) for each string that parsing changed."""
    if doc.fm_end < 2:
        return
    source = "\n".join(doc.lines[1 : doc.fm_end])
    if "\\" not in source:  # no escape: nothing parses to a character the source lacks
        return
    try:
        from skills_core.format.yaml_safe import load_yaml_mapping

        data, _raw = load_yaml_mapping(source, first_line=2)
    except Exception:
        return
    strings: list[tuple[str, str]] = []
    _strings(data, "", strings)
    seen = set(source)
    lines = _key_lines(doc)
    for key, value in strings:
        if any(ch not in seen for ch in set(value)):
            yield lines.get(key, 1), value
