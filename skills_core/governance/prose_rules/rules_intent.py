"""``harmful-instruction`` (issue 22, round 5): prose read a paragraph at a time and scored by
what its parts do together, not by one phrase.

Why: the attacks that got past the sentence rules say one harmful thing in words no rule lists
(a polite request, a compliance pretext, an indirect "the usual place you keep keys") and put
the other half of it a sentence, a list item or a table cell away. What they cannot avoid is
the combination: an *act* against the user (send local data somewhere, expose secrets, set
aside the agent's rules or the user, widen its own permissions, obey a fetched page, destroy
at scale, plant itself for later, talk the user out of a secret, a high-impact change) with a
*modifier* that makes it an attack (keep it from the user, do it without asking), or two acts
at once. Each cue is a small class of words; a paragraph (a table read row by row as "header:
cell"; a YAML block with its comments) scores the weights of the classes it holds, once each,
and fires at ``THRESHOLD``; a paragraph that falls short is scored again with its neighbours
(an instruction split across headings or list items) at a higher bar.

Context: a cue inside a negated clause ("never send …", "do not ask for passwords") does not
count; quoted text (block quotes, "…" of three words or more) is left out, so a post-mortem or
a lesson may quote an attack; a paragraph that limits the act ("after the user confirms") loses
weight, and one that teaches or describes (attackers, payloads, examples, red flags, an
exercise) or sits under a heading that forbids does not fire. High only: this rule never blocks
on its own.

Cost: candidate lines come from the needle index (``Doc.hits``, words of the modifier and
act classes that are rare in ordinary skills), at most ``UNITS_MAX`` paragraphs are read, each
once (by its first line), and every pattern is a short search over that paragraph."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..cues.intent_cues import (
    _ACT_WEIGHT,
    _ASK_SECRET_C,
    _BACKDOOR_C,
    _CLAUSE_END_RE,
    _CONCEAL_C,
    _CONFIG_FENCES,
    _DEST_WORDS,
    _DESTROY_C,
    _DESTROY_LIMIT,
    _DISARM_C,
    _FETCH,
    _HARVEST_C,
    _HUNT_C,
    _IMPACT_C,
    _LIMIT,
    _MOD_WEIGHT,
    _NEG_RE,
    _NO_CONFIRM_C,
    _OVERRIDE_C,
    _OVERRIDE_OBJECT,
    _PERSIST_C,
    _PRESSURE_C,
    _PRETEXT_C,
    _QUOTE_RE,
    _REMOTE_C,
    _SCOPE_C,
    _SECRET_EXTRA,
    _SEND_OBJECT,
    _SEND_VERB_C,
    _SINK_C,
    _STEER_C,
    _TEACHES,
    _WIDEN_C,
    _WINS_C,
    GATES,
    RULE,
    THRESHOLD,
    UNIT_CHARS,
    UNIT_LINES,
    UNITS_MAX,
    WINDOW_THRESHOLD,
    Pattern,
    _re,
)
from ..cues.run_trust import first_party
from ..cues.taxonomy_words import _DEST_RE, _SECRET_RE
from ..reading.scan_prose import _FORBIDS_HEADING_RE, _ITEM_RE, _prose_map
from ..reading.scan_text import Doc, callout


def _lives(pattern: Pattern, t: str) -> Iterator[re.Match[str]]:
    """The matches of ``pattern`` in ``t`` that no negation in their clause forbids."""
    for m in pattern.finditer(t):
        lo = max(0, m.start() - 80)
        ends = list(_CLAUSE_END_RE.finditer(t, lo, m.start()))
        start = ends[-1].end() if ends else lo
        if not _NEG_RE.search(t, start, m.start()):
            yield m


def _live(pattern: Pattern, t: str) -> re.Match[str] | None:
    return next(_lives(pattern, t), None)


def _sentence_of(t: str, m: re.Match[str]) -> str:
    a = max(t.rfind(". ", 0, m.start()), t.rfind("\n", 0, m.start()), t.rfind("|", 0, m.start()))
    b = len(t)
    for stop in (". ", "\n"):
        k = t.find(stop, m.end())
        if k != -1:
            b = min(b, k)
    return t[a + 1 : b]


def score(doc: Doc, first: int, t: str) -> dict[str, float]:
    """The cue classes a (lowercase, quotes removed) paragraph holds, with their weights."""
    got: dict[str, float] = {}
    for send in _lives(_SEND_VERB_C, t):
        s = t[max(0, send.start() - 150) : send.start() + 220]
        if (
            _SEND_OBJECT.search(s)
            and (_DEST_RE.search(s) or _DEST_WORDS.search(s))
            and not first_party(doc, first, s)
        ):
            secrets_out = _SECRET_RE.search(s) or _SECRET_EXTRA.search(s)
            got["send"] = _ACT_WEIGHT["send"] + (1.0 if secrets_out else 0.0)
            break
    secret = _SECRET_RE.search(t) or _SECRET_EXTRA.search(t)
    if secret and (h := _live(_HARVEST_C, t)) is not None:
        # hunting for secrets is an act of its own ("find your key later" is not)
        hunt = bool(_HUNT_C.search(t)) and "your " not in (
            t[max(0, secret.start() - 12) : secret.start()] + t[h.end() : h.end() + 6]
        )
        if hunt or _live(_SINK_C, t[h.start() :]) or "send" in got:
            got["expose"] = _ACT_WEIGHT["expose"] + (_MOD_WEIGHT["hunt"] if hunt else 0.0)
    if (
        (o := _live(_OVERRIDE_C, t)) is not None
        and _OVERRIDE_OBJECT.search(t, o.start(), o.end() + 90)
    ) or _WINS_C.search(t):
        got["override"] = _ACT_WEIGHT["override"]
    if _live(_WIDEN_C, t):
        got["widen"] = _ACT_WEIGHT["widen"]
    if _REMOTE_C.search(t) and _FETCH.search(t):
        got["remote"] = _ACT_WEIGHT["remote"]
    if (d := _live(_DESTROY_C, t)) is not None and not _DESTROY_LIMIT.search(_sentence_of(t, d)):
        got["destroy"] = _ACT_WEIGHT["destroy"]
    if _live(_PERSIST_C, t):
        got["persist"] = _ACT_WEIGHT["persist"]
    if secret and _live(_ASK_SECRET_C, t):
        got["social"] = _ACT_WEIGHT["social"] + (1.5 if _PRESSURE_C.search(t) else 0.0)
    if _live(_DISARM_C, t):
        got["disarm"] = _ACT_WEIGHT["disarm"]
    if _live(_STEER_C, t):
        got["steer"] = _ACT_WEIGHT["steer"]
    for m in _lives(_IMPACT_C, t):  # a weighty act counts with a modifier in its own sentence
        near = _sentence_of(t, m)
        at = near.find(m.group())
        mods = [*_NO_CONFIRM_C.finditer(near), *_CONCEAL_C.finditer(near)]
        if any(x.end() <= at or x.start() >= at + len(m.group()) for x in mods):
            got["impact"] = _ACT_WEIGHT["impact"]
            break
    if _live(_BACKDOOR_C, t):
        got["impact"] = _ACT_WEIGHT["impact"]
    if not got:
        return got
    for name, pattern in (
        ("conceal", _CONCEAL_C),
        ("noconfirm", _NO_CONFIRM_C),
        ("scope", _SCOPE_C),
        ("pretext", _PRETEXT_C),
        ("hunt", _HUNT_C),
    ):
        if name == "hunt" and "expose" in got:
            continue
        if pattern.search(t):
            got[name] = _MOD_WEIGHT[name]
    return got


def total(got: dict[str, float], t: str) -> float:
    """The paragraph's score: acts alone are not enough (at most one act counts without a
    modifier or a second act), a limit ("after the user confirms") takes 1.5 off."""
    value = sum(got.values())
    if _LIMIT.search(t):
        value -= 1.5
    return value


def _unit_text(doc: Doc, first: int, last: int) -> str:
    """The paragraph's lowercase text, block quotes and quoted passages of three words or more
    left out; a table row read as "header: cell; …" (a cell means little alone)."""
    low = doc.low_lines
    if _row(low[first]):
        head = first
        while head > doc.fm_end + 1 and _row(low[head - 1]) and first - head < 200:
            head -= 1
        cells = [c.strip() for c in low[first].strip().strip("|").split("|")]
        names = [c.strip() for c in low[head].strip().strip("|").split("|")]
        if head == first or all(set(c) <= set("-: ") for c in cells):
            return ""
        text = "; ".join(f"{h}: {c}" for h, c in zip(names, cells, strict=False)) + "."
    else:
        own = callout(doc, first)  # a note the skill marks is its own voice, not a quote
        said = doc.lines  # a quote's lines after its first read as text in ``low``
        text = "\n".join(low[k] for k in range(first, last + 1)
                         if own or not said[k].lstrip().startswith(">"))  # fmt: skip
    return _QUOTE_RE.sub(lambda m: m.group() if m.group().count(" ") < 2 else '""', text)


def _text(doc: Doc, first: int, last: int) -> str:
    """``_unit_text``, or the first ``UNIT_CHARS`` characters of a paragraph longer than
    that (no prose paragraph is: a long one is data, or a text built to slow the scan)."""
    if doc.starts[last + 1] - doc.starts[first] > UNIT_CHARS:
        return doc.low[doc.starts[first] : doc.starts[first] + UNIT_CHARS]
    return _unit_text(doc, first, last)


def _row(line: str) -> bool:
    return line.lstrip().startswith("|")


def _unit_map(doc: Doc) -> bytearray:
    """1 for each line a paragraph may hold: prose, or a line of a YAML or TOML block (the
    prose map itself, shared with the sentence rules, when the text has no such block)."""
    prose = _prose_map(doc)
    fences = doc._fences or []
    config = [
        k
        for k in range(0, len(fences) - 1, 2)
        if doc.low_lines[fences[k]].lstrip()[3:].strip() in _CONFIG_FENCES
    ]
    if not config:
        return prose
    prose = bytearray(prose)
    for k in config:
        prose[fences[k] + 1 : fences[k + 1]] = b"\x01" * (fences[k + 1] - fences[k] - 1)
    return prose


def _heading(line: str) -> bool:
    return line.startswith("#")


def _bounds(doc: Doc, ok: bytearray, i: int) -> tuple[int, int]:
    """Lines [first, last] of the paragraph or list item holding line ``i`` (a table row is
    one): a blank line, a heading, a new list item or a change between prose and code ends
    it."""
    low = doc.low_lines
    if _row(low[i]):
        return i, i
    first = i
    while (
        first > doc.fm_end + 1
        and i - first < UNIT_LINES
        and ok[first - 1]
        and low[first - 1].strip()
        and not _heading(low[first - 1])
        and not _row(low[first - 1])
        and not _ITEM_RE.match(low[first])
    ):
        first -= 1
    last = i
    while (
        last + 1 < len(low)
        and last - i < UNIT_LINES
        and ok[last + 1]
        and low[last + 1].strip()
        and not _heading(low[last + 1])
        and not _row(low[last + 1])
        and not _ITEM_RE.match(low[last + 1])
    ):
        last += 1
    return first, last


def _neighbours(doc: Doc, ok: bytearray, first: int, last: int) -> Iterator[tuple[int, int]]:
    """The two paragraphs or list items before and after [first, last], across blank lines
    and headings."""
    low = doc.low_lines
    k = first - 1
    for _ in range(2):
        while k > doc.fm_end and (not low[k].strip() or _heading(low[k])) and first - k < 8:
            k -= 1
        if k <= doc.fm_end or not ok[k] or not low[k].strip() or _heading(low[k]):
            break
        a, _b = _bounds(doc, ok, k)
        yield a, k
        k = a - 1
    k = last + 1
    for _ in range(2):
        while k < len(low) and (not low[k].strip() or _heading(low[k])) and k - last < 8:
            k += 1
        if k >= len(low) or not ok[k] or not low[k].strip() or _heading(low[k]):
            break
        _a, b = _bounds(doc, ok, k)
        yield k, b
        k = b + 1


_LEAD_IN_RE = _re(
    r"\b(?:flag\w*|look\s{1,3}for|watch\s{1,3}for|check\s{1,3}for|warn\w*|report\w*|block\w*"
    r"|reject\w*|refuse\w*|signs?|such\s{1,3}as|like|include|avoid|never|not)\b"
)


def _lead_in(doc: Doc, first: int) -> str:
    """The line that introduces the list holding line ``first`` ("Flag:", "Red flags such
    as:"), within 30 lines."""
    low = doc.low_lines
    k = first - 1
    while (
        k > doc.fm_end
        and first - k < 30
        and (not low[k].strip() or _ITEM_RE.match(low[k]) or low[k].startswith(" "))
    ):
        k -= 1
    line = low[k] if k > doc.fm_end and k < first else ""
    return line if line.rstrip(" *_").endswith(":") else ""


_URL_RE = re.compile(r"\S{1,20}://\S{1,300}")


def _context_ok(doc: Doc, first: int, t: str) -> bool:
    """The paragraph instructs: it does not teach or describe the act (URLs do not count:
    "example" in a host name teaches nothing), its heading does not forbid it, and it is no
    list item under a lead-in that flags or forbids what it lists."""
    if "://" in t:
        t = _URL_RE.sub(" ", t)
    if _TEACHES.search(t) or _FORBIDS_HEADING_RE.search(doc.heading(first)):
        return False
    lead = _lead_in(doc, first) if _ITEM_RE.match(doc.low_lines[first]) else ""
    return not (lead and (_LEAD_IN_RE.search(lead) or _TEACHES.search(lead)))


def _scored(
    doc: Doc, first: int, t: str, memo: dict[str, tuple[dict[str, float], float]]
) -> tuple[dict[str, float], float]:
    """``score`` and ``total`` of ``t``, once per distinct paragraph of the text (long skills
    repeat paragraphs); the first-party test of a send reads the skill's own names, which
    are the same for every paragraph."""
    if (found := memo.get(t)) is None:
        got = score(doc, first, t)
        found = memo[t] = (got, total(got, t) if got else 0.0)
    return found


def intent_rules(doc: Doc) -> None:
    need: dict[int, list[tuple[tuple[str, ...], ...]]] = {}  # line -> what its paragraph needs
    for group, hints in GATES:
        for i in doc.wrapped_hits(*group):
            need.setdefault(i, []).append(hints)
    if not need:
        return
    ok = _unit_map(doc)
    seen: set[int] = set()
    todo: list[int] = []
    for i in sorted(need):
        if i <= doc.fm_end or not ok[i] or _heading(doc.low_lines[i]):
            continue
        if _row(doc.low_lines[i]) and i - 1 > doc.fm_end and not _row(doc.low_lines[i - 1]):
            k = i + 1  # a table's header holds the word: every row may need it
            while k < len(doc.low_lines) and _row(doc.low_lines[k]) and k - i < 100:
                need.setdefault(k, need[i])
                todo.append(k)
                k += 1
        else:
            todo.append(i)
    memo: dict[str, tuple[dict[str, float], float]] = {}
    done = -1  # the last line of the last paragraph read (``todo`` is in order)
    for i in todo:
        if len(seen) >= UNITS_MAX or doc.full(RULE):
            break
        if i <= done and not _row(doc.low_lines[i]):
            continue
        lo, hi = max(0, i - UNIT_LINES), min(len(doc.lines), i + UNIT_LINES + 1)
        # the lines around line i (every paragraph that holds it), then its paragraph
        if not any(all(doc.any_within(alt, lo, hi) for alt in hints) for hints in need[i]):
            continue
        first, last = _bounds(doc, ok, i)
        if first in seen:
            continue
        if not any(all(doc.any_within(alt, first, last + 1) for alt in hints)
                   for hints in need[i]):  # fmt: skip
            continue
        done = last
        seen.add(first)
        t = _text(doc, first, last)
        got, value = _scored(doc, first, t, memo)
        hit = value >= THRESHOLD and _context_ok(doc, first, t)
        if not hit and got and _context_ok(doc, first, t):
            spans = [(first, last), *_neighbours(doc, ok, first, last)]
            parts = [_text(doc, a, b) for a, b in spans]
            if all(_context_ok(doc, a, part) for (a, _b), part in zip(spans, parts, strict=True)):
                got, value = _scored(doc, first, "\n".join(parts), memo)
                hit = value >= WINDOW_THRESHOLD
        if hit:
            acts = ", ".join(sorted(k for k in got if k in _ACT_WEIGHT))
            mods = ", ".join(sorted(k for k in got if k in _MOD_WEIGHT)) or "a second act"
            doc.emit(RULE, "high", first, 0, f"tells the agent to {acts} ({mods})")
