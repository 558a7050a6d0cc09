"""The skills catalog (SPEC §3): the compact block a system prompt carries so the model knows
which skills exist without paying for their bodies.

Layout, for every style: a header line, one line per skill (sorted by name), an optional
overflow line, a footer line; lines are joined by ``"\\n"`` with no trailing newline. Names,
descriptions and tags pass through :func:`fold_line` first, so none of them can start a line.

``use_skill``::

    AVAILABLE SKILLS (activate with use_skill tool):
    - code-review: Perform code review [review, quality]
    When a user request matches a skill, call use_skill with the skill name.

``load_skill`` (no tags)::

    Available skills:
    - code-review: Perform code review
    Before doing a task that a skill covers, call load_skill with the skill's name to load ...

``xml`` (no tags; one ``<skill>`` element per line, no indentation, every text HTML-escaped
with ``html.escape(quote=True)``; a skill without description has no ``<description>``)::

    <available_skills>
    <skill><name>code-review</name><description>Perform code review</description></skill>
    </available_skills>

Budget (``max_chars``, every character counted, newlines included): the header and the footer
always stay. If the full catalog is too long, all tags go; then every description is cut to
a common length ``L`` (the largest that fits; a cut description ends with ``…``; at ``L = 0``
the line is ``- name`` or ``<skill><name>name</name></skill>``); then the skills are listed
bare, in order, while they fit, and the line just before the footer (inside
``</available_skills>`` for xml, escaped) is ``(+N more skills not listed: a, b, …)``,
naming as many of the N unlisted skills as fit (``, …`` when not all fit, a lone ``…`` when
none fits). ``N`` is always the exact count of skills without a line, so listed + N == total.
The wording stays ``skills`` even for N = 1 so the line is one fixed, parseable format.
"""

from __future__ import annotations

import html
import unicodedata
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate
from operator import attrgetter
from typing import Literal, NamedTuple

from skills_core.compose.bulk import collector_paused
from skills_core.errors import SkillInvalidError
from skills_core.model import SkillMetadata

CatalogStyle = Literal["use_skill", "load_skill", "xml"]
CATALOG_STYLES: tuple[str, ...] = ("use_skill", "load_skill", "xml")

ELLIPSIS = "…"

USE_SKILL_HEADER = "AVAILABLE SKILLS (activate with use_skill tool):"
USE_SKILL_FOOTER = "When a user request matches a skill, call use_skill with the skill name."
LOAD_SKILL_HEADER = "Available skills:"
LOAD_SKILL_FOOTER = (
    "Before doing a task that a skill covers, call load_skill with the skill's name to load "
    "its full instructions."
)
XML_HEADER = "<available_skills>"
XML_FOOTER = "</available_skills>"

#: Unicode categories removed outright: controls that are not whitespace, and lone surrogates
#: (they cannot be encoded as UTF-8, so they would break every response that carries them).
_REMOVED_CATEGORIES = frozenset({"Cc", "Cs"})


def fold_line(text: str) -> str:
    """One line of plain text: every whitespace run (``\\n``, ``\\r``, ``\\u2028``, ``\\x85``,
    ...) becomes one space, other control characters vanish, the ends are trimmed. This is
    what makes it impossible for a description to start a catalog line of its own."""
    if text.isprintable():  # no controls and no whitespace but " "
        if "  " not in text and text[:1] != " " and text[-1:] != " ":
            return text  # already one clean line (the common case)
        return " ".join(text.split())
    kept = "".join(
        ch for ch in text if ch.isspace() or unicodedata.category(ch) not in _REMOVED_CATEGORIES
    )
    return " ".join(kept.split())


def shorten(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, ending with ``…`` when cut. The length
    never decreases as ``limit`` grows, which the budget's binary search relies on."""
    if len(text) <= limit:
        return text
    if limit <= 0:
        return ""
    return text[: limit - 1].rstrip() + ELLIPSIS


class _Entry(NamedTuple):
    name: str
    description: str
    tags: tuple[str, ...]


@dataclass(frozen=True)
class _Format:
    header: str
    footer: str
    uses_tags: bool
    line: Callable[[str, str, tuple[str, ...]], str]
    escape: Callable[[str], str]


def _text_line(name: str, description: str, tags: tuple[str, ...]) -> str:
    line = f"- {name}: {description}" if description else f"- {name}"
    if tags:
        line += f" [{', '.join(tags)}]"
    return line


def _xml_escape(text: str) -> str:
    return html.escape(text, quote=True)


def _xml_line(name: str, description: str, tags: tuple[str, ...]) -> str:
    del tags  # the Agent Skills block has no tags
    line = f"<skill><name>{_xml_escape(name)}</name>"
    if description:
        line += f"<description>{_xml_escape(description)}</description>"
    return line + "</skill>"


def _plain(text: str) -> str:
    return text


_FORMATS: dict[str, _Format] = {
    "use_skill": _Format(USE_SKILL_HEADER, USE_SKILL_FOOTER, True, _text_line, _plain),
    "load_skill": _Format(LOAD_SKILL_HEADER, LOAD_SKILL_FOOTER, False, _text_line, _plain),
    "xml": _Format(XML_HEADER, XML_FOOTER, False, _xml_line, _xml_escape),
}


def _join(fmt: _Format, lines: Sequence[str]) -> str:
    return "\n".join([fmt.header, *lines, fmt.footer])


def _joined_length(fmt: _Format, line_lengths: Iterable[int]) -> int:
    """Length of ``_join`` without building the string (one newline after every line but the
    footer)."""
    return len(fmt.header) + len(fmt.footer) + 1 + sum(n + 1 for n in line_lengths)


def _render_lines(
    fmt: _Format, entries: Sequence[_Entry], *, tags: bool, limit: int | None
) -> Iterator[str]:
    """One line per entry, rendered as asked for: a generator, so a rung of the budget ladder
    that does not fit is measured without holding its text (at 100,000 skills each rung's text
    is tens of megabytes)."""
    for e in entries:
        yield fmt.line(
            e.name,
            e.description if limit is None else shorten(e.description, limit),
            e.tags if tags and fmt.uses_tags else (),
        )


def _length(fmt: _Format, entries: Sequence[_Entry], *, tags: bool, limit: int | None) -> int:
    """The length of one rung of the ladder, measured without holding its text."""
    return _joined_length(fmt, map(len, _render_lines(fmt, entries, tags=tags, limit=limit)))


def _rung(
    fmt: _Format, entries: Sequence[_Entry], max_chars: int, *, tags: bool, limit: int | None
) -> str | None:
    """The catalog at one rung of the ladder when it fits ``max_chars`` (measured first,
    rendered only then), else ``None``."""
    if _length(fmt, entries, tags=tags, limit=limit) > max_chars:
        return None
    return _join(fmt, list(_render_lines(fmt, entries, tags=tags, limit=limit)))


def overflow_line(unlisted: Sequence[str], named: int) -> str:
    """``(+N more skills not listed: a, b, …)`` naming the first ``named`` of ``unlisted``."""
    count = len(unlisted)
    if named >= count:
        names = ", ".join(unlisted)
    elif named > 0:
        names = ", ".join(unlisted[:named]) + ", " + ELLIPSIS
    else:
        names = ELLIPSIS
    return f"(+{count} more skills not listed: {names})"


def _overflow_length(count: int, named_chars: int, named: int) -> int:
    """Length of ``overflow_line`` for ``count`` unlisted skills naming ``named`` of them whose
    (escaped) names take ``named_chars``: computed, because building every candidate line
    would be quadratic in the number of skills."""
    if named >= count:
        names = named_chars + 2 * (count - 1)
    elif named > 0:
        names = named_chars + 2 * (named - 1) + len(", " + ELLIPSIS)
    else:
        names = len(ELLIPSIS)
    return len(f"(+{count} more skills not listed: ") + names + len(")")


def _overflow(fmt: _Format, entries: Sequence[_Entry], max_chars: int) -> str | None:
    """Last rung of the ladder: bare lines while they fit, then the overflow line. Only
    ``fmt.escape`` of the names can change the line's length (the rest is plain ASCII and
    ``…``), so lengths are summed instead of rendered."""
    total = len(entries)
    # line_prefix[k]: characters taken by the first k bare lines and their newlines.
    # Arrays of machine integers: a list of ints costs 36 bytes a skill, these 8.
    line_prefix = array("q", [0])
    line_prefix.extend(accumulate(len(fmt.line(e.name, "", ())) + 1 for e in entries))
    name_prefix = array("q", [0])
    name_prefix.extend(accumulate(len(fmt.escape(e.name)) for e in entries))
    base = _joined_length(fmt, ())

    def fits(listed: int, named: int) -> bool:
        named_chars = name_prefix[listed + named] - name_prefix[listed]
        line = _overflow_length(total - listed, named_chars, named)
        return base + line_prefix[listed] + line + 1 <= max_chars

    if not fits(0, 0):
        return None
    # The length grows with every listed skill (a bare line costs more than the digit the
    # count may lose), so the first failure ends the scan; likewise for every name added.
    listed = 0
    while listed + 1 < total and fits(listed + 1, 0):
        listed += 1
    named = 0
    while named < total - listed and fits(listed, named + 1):
        named += 1
    lines = [fmt.line(e.name, "", ()) for e in entries[:listed]]
    unlisted = [e.name for e in entries[listed:]]
    lines.append(fmt.escape(overflow_line(unlisted, named)))
    return _join(fmt, lines)


def build_skill_catalog(
    metadata: Iterable[SkillMetadata],
    *,
    style: str = "use_skill",
    max_chars: int | None = None,
) -> str:
    """The catalog text for ``metadata`` (see the module docstring for the exact layout and
    the budget ladder). No skills give ``""``. Raises ``SkillInvalidError`` for an unknown
    style, a ``max_chars`` below 1, or one too small for even header, overflow line and
    footer (the message names the smallest value that works)."""
    fmt = _FORMATS.get(style)
    if fmt is None:
        raise SkillInvalidError(
            f"Unknown catalog style {style!r}; use one of: {', '.join(CATALOG_STYLES)}."
        )
    if max_chars is not None and (
        isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars <= 0
    ):
        raise SkillInvalidError(
            f"max_chars must be a positive whole number (or None for no limit), got {max_chars!r}."
        )
    folded_tags: dict[tuple[str, ...], tuple[str, ...]] = {}  # tag lists repeat a lot

    def tags_of(tags: tuple[str, ...]) -> tuple[str, ...]:
        tags = tags if type(tags) is tuple else tuple(tags)
        folded = folded_tags.get(tags)
        if folded is None:
            folded = folded_tags[tags] = tuple(t for t in map(fold_line, tags) if t)
        return folded

    with collector_paused():  # one small entry per skill (skills_core.compose.bulk)
        entries = sorted(
            [
                _Entry(fold_line(m.name), fold_line(m.description), tags_of(m.tags))
                for m in metadata
            ],
            key=attrgetter("name"),
        )
    if not entries:
        return ""

    if max_chars is None:
        return _join(fmt, list(_render_lines(fmt, entries, tags=True, limit=None)))
    for tags in (True, False):
        text = _rung(fmt, entries, max_chars, tags=tags, limit=None)
        if text is not None:
            return text

    def fits(limit: int) -> bool:
        return _length(fmt, entries, tags=False, limit=limit) <= max_chars

    longest = max(len(e.description) for e in entries)
    if fits(0):
        low, high = 0, longest - 1  # ``longest`` itself is the tagless rung: too long
        while low < high:
            mid = (low + high + 1) // 2
            if fits(mid):
                low = mid
            else:
                high = mid - 1
        return _join(fmt, list(_render_lines(fmt, entries, tags=False, limit=low)))

    listed = _overflow(fmt, entries, max_chars)
    if listed is not None:
        return listed
    shortest_overflow = overflow_line([e.name for e in entries], 0)
    bare = _length(fmt, entries, tags=False, limit=0)
    smallest = min(bare, _joined_length(fmt, [len(fmt.escape(shortest_overflow))]))
    raise SkillInvalidError(
        f"max_chars={max_chars} is too small for a catalog of {len(entries)} skills: the header "
        f"and footer plus either every name bare or the line '{shortest_overflow}' need at "
        f"least {smallest} characters. Use max_chars >= {smallest}, or None for no limit."
    )


def budget_for_any_catalog(skills: int) -> int:
    """The smallest ``max_chars`` that every style accepts for any catalog of up to
    ``skills`` skills: header, footer and the overflow line naming none of them (what the
    OpenAPI document states as ``max_chars``'s minimum)."""
    line = overflow_line(["x"] * skills, 0)
    return max(_joined_length(fmt, [len(fmt.escape(line))]) for fmt in _FORMATS.values())


__all__ = [
    "CATALOG_STYLES",
    "CatalogStyle",
    "budget_for_any_catalog",
    "build_skill_catalog",
    "fold_line",
    "overflow_line",
    "shorten",
]
