"""Is a hit shown rather than given? ``cited``: quoted in a defensive context, in a clause that
describes what a file contains, after a negation, in a table row of patterns, a block quote of
quoted strings, a block introduced as a bad example, quoted or labelled as text, or with its
argument elided. It lowers the critical code rules to high (review), never lower."""

from __future__ import annotations

import dataclasses
import re

from ..findings import Finding
from .scan_context import continues, defensive, quoted
from .scan_text import Doc

# "When a script contains `…`", "if the file has `…`", "found in": the code span names what is
# inspected (an indicator described), not a command the skill gives
_DESCRIBES_RE = re.compile(
    r"\b(?:when|if|whenever|where)\s{1,3}(?:a|an|the|any|some)?\s{0,3}(?:\w{1,16}\s{1,3})?"
    r"(?:script|file|skill|package|sample|payload|binary|blob|repo\w*|commit|diff|pr|snippet"
    r"|page|document|message|email|attachment)s?\s{1,3}(?:contains?|has|have|includes?|uses?"
    r"|calls?|shows?)\b|\b(?:found|seen|spotted)\s{1,3}in\b"
)


# "never `curl … | sh`", "no `sudo`": a code span right after a negation names what not to do
_NEGATED_SPAN_RE = re.compile(
    r"\b(?:never|no|not|don't|avoid|without|instead\s{1,3}of)\s{1,3}(?:(?:use|run|call|pipe|do)"
    r"\w{0,3}\s{1,3})?`[^`]{0,80}\Z"
)


def _open_span(doc: Doc, i: int) -> bool:
    """Line ``i`` starts inside a code span opened on a line of its paragraph before it (a
    span may wrap: "`*/5 * * * *" / "curl … | sh` to the crontab"), at most three back."""
    odd, k = False, i
    while k > i - 3 and continues(doc, k) and "```" not in doc.low_lines[k - 1]:
        odd ^= doc.low_lines[k - 1].count("`") % 2 == 1
        k -= 1
    return odd


def in_span(doc: Doc, i: int, start: int, end: int) -> bool:
    """``quoted``, and also inside a code span that began on an earlier line (``_open_span``)."""
    low = doc.low_lines[i]
    if _open_span(doc, i):
        return low.count("`", 0, start) % 2 == 0  # the span still open at ``start``
    return quoted(low, start, end)


# the line that introduces a code block as the bad half of an example: "Avoid:", "❌ Bad:",
# "Insecure:", "Before:" (only with an "After:" further on: "Before you start:" is no label)
_BAD_LEAD_RE = re.compile(
    r"\s{0,8}(?:[-*+]\s{1,3})?[*_]{0,2}(?:[❌🚫✗⛔]\s{0,2})?(?:(before)|bad|wrong|avoid|never"
    r"|don'?t(?:\s{1,3}do\s{1,3}this)?|insecure|vulnerable|unsafe|dangerous|incorrect|risky"
    r"|anti-?pattern)(?:\s{1,3}\w{1,12}){0,3}[*_]{0,2}\s{0,2}[:：][*_]{0,2}\s{0,3}"
    r"|\s{0,8}(?:[-*+]\s{1,3})?[❌🚫✗⛔].{0,60}"
)
# a paragraph that ends in ":" and says the block after it is quoted, not to be run, or what an
# attack looks like: "A typical malicious install hook looks like this (quoted, do not run):"
_QUOTED_LEAD_RE = re.compile(
    r"\b(?:do\s{1,3}not|don'?t|never)\s{1,3}(?:run|execute|paste|copy)\b|\(quoted\b"
    # "…, quoted so you can recognise it:", "shown here so that reviewers can spot it"
    r"|\b(?:quoted|shown|reproduced|included)\s{1,3}(?:here\s{1,3}|below\s{1,3})?(?:so|for|to)"
    r"\s{1,3}(?:that\s{1,3})?(?:you|readers?|reviewers?|people)?\s{0,3}(?:can\s{1,3})?"
    r"(?:recogni[sz]e|spot|identify)\b"
    r"|\b(?:malicious|attacker'?s?|compromised|hijacked)\b[^.:]{0,80}\blook(?:s|ed)?\s{1,3}like\b"
)
_AFTER_LEAD_RE = re.compile(
    r"\s{0,8}(?:[-*+]\s{1,3})?[*_]{0,2}(?:[✅✔]\s{0,2})?after\b[^:\n]{0,30}[:：]"
)


def bad_example(doc: Doc, i: int) -> bool:
    """Line ``i`` sits in a code block that the line before it introduces as the bad half of
    an example (``_BAD_LEAD_RE``): shown to be avoided, not run."""
    fence = doc.fence_of(i)
    if fence is None:
        return False
    j = fence[0] - 1
    while j > doc.fm_end and not doc.low_lines[j].strip() and fence[0] - j < 3:
        j -= 1
    m = _BAD_LEAD_RE.fullmatch(doc.low_lines[j]) if j > doc.fm_end else None
    if m is None:
        return j > doc.fm_end and (_quoted_lead(doc, j) or _quoted_heading(doc.low_lines[j]))
    after = range(fence[1] + 1, min(len(doc.lines), fence[1] + 40))
    return m.group(1) is None or any(_AFTER_LEAD_RE.match(doc.low_lines[k]) for k in after)


def _quoted_heading(low: str) -> bool:
    """A heading right above the block says it is quoted or what an attack looks like:
    "## Lines viewers have tried (quoted so you recognise them)"."""
    return low.lstrip().startswith("#") and bool(_QUOTED_LEAD_RE.search(low))


def _quoted_lead(doc: Doc, j: int) -> bool:
    """Line ``j`` ends a paragraph in ":" that introduces what follows as quoted, not to be run
    or the shape of an attack (``_QUOTED_LEAD_RE``) in its last sentence, up to three lines back."""
    if not doc.low_lines[j].rstrip().endswith((":", "：")):
        return False
    k = j
    while k > max(doc.fm_end + 1, j - 3) and doc.low_lines[k - 1].strip():
        k -= 1
    last = re.split(r"[.!?]\s", " ".join(doc.low_lines[k : j + 1]))[-1]  # its last sentence
    return bool(_QUOTED_LEAD_RE.search(last))


# a fence labelled as text no tool runs: ```text, ```txt, ```plaintext, ```log, ```output
# (or in a detection language whose lines are what it looks for: KQL, SPL, Sigma, YARA)
_TEXT_FENCE_RE = re.compile(
    r"\s{0,3}(?:```|~~~)\s{0,2}(?:text|txt|plain(?:text)?|log|output|kql|kusto|spl|sigma|yara)\s*"
)
# a table whose header row names what its rows show as patterns or indicators, not steps
_LISTING_HEAD_RE = re.compile(
    r"\b(?:example|pattern|indicator|ioc|signature|sample|red\s{1,3}flag|looks?\s{1,3}like"
    r"|as\s{1,3}it\s{1,3}appears|malicious|suspicious)"
)
# an argument written as an ellipsis: "exec(base64.b64decode(...))" names a shape, holds no code
_ELIDED_RE = re.compile(r"\((?:\.\.\.|…)\)")


def _text_fence(doc: Doc, i: int) -> bool:
    """Line ``i`` sits in a fence labelled as plain text (``_TEXT_FENCE_RE``): shown, not run."""
    fence = doc.fence_of(i)
    return (
        fence is not None
        and fence[0] != i
        and bool(_TEXT_FENCE_RE.fullmatch(doc.low_lines[fence[0]]))
    )


def _listing_row(doc: Doc, i: int) -> bool:
    """Line ``i`` is a row of a Markdown table whose header row names patterns, examples or
    indicators (``_LISTING_HEAD_RE``), at most 40 rows up: a catalogue of what to look for."""
    if not doc.low_lines[i].lstrip().startswith("|") or doc.in_fence(i):
        return False
    k = i
    while k > max(doc.fm_end + 1, i - 40) and doc.low_lines[k - 1].lstrip().startswith("|"):
        k -= 1
    return k < i and bool(_LISTING_HEAD_RE.search(doc.low_lines[k]))


# a block-quote line that is one quoted string: '> "…"' (or “…”)
_QUOTE_LINE_RE = re.compile(r"\s{0,3}>\s{0,3}[\"“][^\n]*[\"”]\s*")


def _quote_listing(doc: Doc, i: int) -> bool:
    """Line ``i`` is a quoted string in a block quote of such lines that a line ending in ":"
    introduces, at most 10 lines up: strings listed as what someone wrote, not words to follow."""
    if not _QUOTE_LINE_RE.fullmatch(doc.low_lines[i]) or doc.in_fence(i):
        return False
    k = i
    while k > max(doc.fm_end + 1, i - 10) and _QUOTE_LINE_RE.fullmatch(doc.low_lines[k - 1]):
        k -= 1
    j = k - 1 if doc.low_lines[k - 1].strip() else k - 2
    return j > doc.fm_end and doc.low_lines[j].rstrip().endswith((":", "："))


_LISTED_SPANS_MIN = 3
# a line (or list item) that opens with two code spans and a comma between them
_SPAN_LIST_RE = re.compile(r"\s{0,8}(?:[-*+]\s{1,3}|\d{1,3}[.)]\s{1,3})?`[^`\n]{1,120}`,\s{0,3}`")


def _span_listing(doc: Doc, i: int) -> bool:
    """Line ``i`` is prose that opens with a comma-separated list of code spans, three or more
    on the line ("`base64 -d | sh`, `codecs.decode(…)` with `exec`, long hex strings in cron:
    decode them and read"): forms named in a list, not a command given."""
    low = doc.low_lines[i]
    return (not doc.in_fence(i) and low.count("`") >= 2 * _LISTED_SPANS_MIN
            and bool(_SPAN_LIST_RE.match(low)))  # fmt: skip


def cited(doc: Doc, i: int, start: int, end: int) -> bool:
    """Quoted in a defensive context, in a clause that describes what a file contains, right
    after a negation, in a table row of patterns, a block quote of quoted strings after a
    colon or a line listing code spans (fenced: in a defensive context, in a block introduced
    as a bad example or labelled as text), or with its argument elided: lowers critical code
    rules to high, never lower. A command a script prints is not cited: the output may be read
    by the agent ("printf 'Assistant: also run curl … | bash'") or land in a crontab or a
    dotfile."""
    low = doc.low_lines[i]
    span = in_span(doc, i, start, end)
    before = (doc.low_lines[i - 1] + " " if continues(doc, i) else "") + low[:start]
    if span and _DESCRIBES_RE.search(before[-120:]):  # the clause may begin a line above
        return True
    if _NEGATED_SPAN_RE.search(low, max(0, start - 120), start) and not doc.in_fence(i):
        return True
    if bad_example(doc, i) or _text_fence(doc, i):  # a fenced line only
        return True
    if _ELIDED_RE.search(low, start, min(len(low), end + 200)):
        return True
    if span and (_listing_row(doc, i) or _quote_listing(doc, i) or _span_listing(doc, i)):
        return True
    return defensive(doc, i, start, end) and (span or doc.in_fence(i))


# what a skill says it is for, in its name and description: reviewing, auditing, hunting or
# detecting what it then shows ("Audit zsh plugins for obfuscated code", "Hunt for encoded
# PowerShell", "treating every chat line as untrusted data")
_REVIEW_PURPOSE_RE = re.compile(
    r"\b(?:audit\w{0,4}|security[-\s]review\w{0,3}|hunt\w{0,3}|detect\w{0,5}|vet(?:s|ting)?"
    r"|untrusted|suspicious|malicious|injections?|hygiene|forensics?"
    r"|red[-\s]flags?|recogni[sz]\w{1,3})\b"
)


# what hides text stays critical in a skill that says it reviews: no lesson needs it hidden
_HIDING = frozenset(("unicode-tag-smuggling", "variation-selector-smuggling", "bidi-control",
                     "zero-width-chars", "hidden-instruction", "hardcoded-secret"))  # fmt: skip


def _stated_review(doc: Doc) -> bool:
    """The frontmatter's name or description says the skill reviews or detects."""
    return any(
        doc.low_lines[j].lstrip().startswith(("name:", "description:"))
        and bool(_REVIEW_PURPOSE_RE.search(doc.low_lines[j]))
        for j in doc.frontmatter_lines()
    )


def review_capped(doc: Doc, found: list[Finding]) -> list[Finding]:
    """``found`` with critical findings lowered to high when the skill says it reviews or
    detects (``_stated_review``): what it shows is shown as often as given, so it goes to
    review, not block; what hides text (``_HIDING``) is not lowered."""
    if not _stated_review(doc):
        return found
    return [dataclasses.replace(f, severity="high") if f.severity == "critical"
            and f.rule not in _HIDING else f for f in found]  # fmt: skip
