"""Is a hit cited or actually said? ``defensive`` (the line, its list or its section is about
detecting or refusing the thing), ``quoted`` (code span or quotes) and ``emit_in_context`` (a
finding that drops to low in a defensive context); ``scan_cited.cited`` (shown rather than
given: lowers the critical code rules to high) builds on these."""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import islice

from ..findings import Severity
from .context_words import DEFENDS, FORBIDS, alternation
from .first_chars import prefixed
from .scan_text import Doc

_QUOTES = "\"'`“”‘’«»"
DEFENSIVE_RE = re.compile(  # only ever run on short windows, so \b is affordable here
    r"\b(?:detect\w*|flag\w*|(?<!code\s)(?<!and\s)(?<!'re\s)(?<!are\s)(?<!get\s)(?<!got\s)(?<!been\s)(?<!\bbe\s)(?<!they\s)(?<!\bit\s)block(?!ers?\b)\w*|reject\w*|refus\w*|deny|denies|prevent\w*|guard(?:s|ed|ing|rails?|ian)?\b"
    r"|watch(?:ing)?\s{1,3}for|look(?:ing)?\s{1,3}for|scan\w*|filter\w*|sanitiz\w*|classif\w*"
    r"|recogni[sz]\w*|identif\w*|warn\w*|alert\w*|examples?|such\s{1,3}as|patterns?|phrases?\s{1,3}(?:such|like|that)"
    r"|indicators?|signs?\s{1,3}of|attempt\w*|attack\w*|injection|jailbreak\w*|malicious"
    r"|suspicious|adversar\w*|red[- ]team\w*|threats?|dangerous|unsafe|insecure|vulnerab\w*"
    r"|malware|droppers?|forensic\w*|iocs?|pentest\w*|penetration\s{1,3}test\w*"
    r"|(?:never|not|don't)\s{1,3}(?:run|follow|obey|execute|comply|pipe))\b|\be\.g\."
)
_EVASIVE_RE = prefixed(
    re.compile(
        r"\b(?:not|n't|never|avoid|without|evade|bypass|escape)\s{1,3}(?:\w{1,12}\s{1,3}){0,2}?"
        r"(?:flag|detect|notic|alert|audit|trigger|log|see|show|mention)\w*|\b(?:quietly|silently"
        r"|secretly|covertly|undetected|unnoticed)\b|\b(?:stop|quit|cease|skip)\s{1,3}(?:\w{1,12}\s{1,3}){0,2}?"
        r"(?:warn|flag|alert|mask|redact|report)\w*"
    )
)
# "so that no call is blocked", "to prevent blocks": what is switched off, not a defence
_UNBLOCK_RE = re.compile(
    r"\b(?:no|nothing|never)\s{1,3}(?:\w{1,12}\s{1,3}){0,3}?(?:is|are|gets?|will\s{1,3}be)\s{1,3}"
    r"(?:blocked|denied|refused|rejected|flagged)\b|\bprevent\w{0,3}\s{1,3}(?:\w{1,12}\s{1,3})?"
    r"(?:blocks|denials|refusals|rejections|(?:confirmation|permission)\s{1,3}prompts)\b"
)
_UNBLOCK_WORDS = ("blocked", "denied", "refused", "rejected", "flagged", "prevent")
_ITEM_RE = re.compile(r"\s{0,8}(?:[-*+|]|\d{1,3}[.)]|$)")
_CONTINUED_RE = re.compile(r"\s{2,8}\S")  # the wrapped second line of a list item
# a line that opens with a label forbidding what follows: "Not allowed: …", "- **Never**: …"
_FORBID_LABEL_RE = re.compile(
    r"\s{0,8}(?:[-*+]\s{1,3})?[*_]{0,2}(?:not\s{1,3}allowed|forbidden|prohibited|never|do\s{1,3}not"
    f"|don't|{alternation(FORBIDS)})\\w{{0,6}}[*_]{{0,2}}\\s{{0,3}}[:：]"
)
_URLISH_RE = re.compile(r"[^\s`'\"()<>]{0,200}://[^\s`'\"()<>]{0,300}")
_HOST_RE = re.compile(r"(?<![\w.-])[a-z0-9][\w-]{0,62}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}(?![\w-])")
_COMMENT_RE = re.compile(r"(?:^|\s)(?:#|//)[^`]*")  # to the end of the line or code span
_DEF_HEADING_RE = re.compile(
    r"detect|injection|poisoning|attack|adversar|red[- ]team|jailbreak|threat|malicious|suspicious"
    r"|indicator|red flag|phishing|guardrail|anti-pattern|refus|pattern|never|avoid|don't|do not"
    r"|not allowed|forbidden|prohibited|disallowed|banned"
    r"|malware|dropper|forensic|incident response|pentest|penetration test"
    r"|incident (?:write-?up|report|review|summary|timeline)|post-?mortem"
    f"|{alternation(DEFENDS)}"
)


def defensive(doc: Doc, i: int, start: int, end: int) -> bool:
    """The prose of line ``i`` around the hit, the lead-in of its list, or its section talks
    about detecting or refusing the thing, and nothing nearby talks about evading detection.
    Host names, URLs and a comment on the same command line are not prose: a skill cannot
    soften its own command by naming a host ``scan.…`` or appending ``# e.g. …``."""
    low = doc.low_lines[i]
    stop = min(len(low), end + 300)
    while end < stop and not low[end].isspace():  # never cut a URL in two
        end += 1
    prev = doc.low_lines[i - 1][-200:] if continues(doc, i) else ""  # where the sentence began
    around = low[max(0, start - 300) : end + 300]
    if _EVASIVE_RE.search(around) or _EVASIVE_RE.search(prev):
        return False
    for text in (around, prev):
        if any(w in text for w in _UNBLOCK_WORDS) and _UNBLOCK_RE.search(text):
            return False
    if (label := _FORBID_LABEL_RE.match(low)) and label.end() <= start:
        return True
    if matched_pattern(doc, i) or _in_search_pattern(low, start):
        return True
    if DEFENSIVE_RE.search(_same_line(doc, i, start, end)):
        return True
    if prev and DEFENSIVE_RE.search(_words(prev)):
        return True
    if _DEF_HEADING_RE.search(_words(doc.heading(i))):
        return True
    item = i  # a list item wrapped without indent goes on from the item's own line
    while item > i - 3 and not _ITEM_RE.match(doc.low_lines[item]) and continues(doc, item):
        item -= 1
    item = item if _ITEM_RE.match(doc.low_lines[item]) else i
    k = _lead_in(doc, i, item, _ITEM_RE.match)
    if k < item and _defends(_lead_text(doc, k)):
        return True
    if not _CONTINUED_RE.match(doc.low_lines[k]) or doc.in_fence(i):
        return False
    k = _lead_in(doc, i, k, _listed)  # a wrapped item: on through the list to its lead-in
    items = doc.low_lines[k + 1 : i]
    return any(_ITEM_RE.match(line) and line.strip() for line in items) and _defends(
        _lead_text(doc, k)
    )


# a key whose values are what a detection rule matches (Falco, Sigma, YARA, Semgrep, Suricata):
# "condition: … proc.cmdline contains "/dev/tcp/"", "CommandLine|contains:", "pattern-regex:"
_MATCH_KEY_RE = re.compile(
    r"\s{0,40}(?:-\s{1,3})?[\w.|-]{0,40}?(?:\bcondition|\bdetection|\bselection\w{0,20}"
    r"|\bpatterns?|\bpattern-\w{1,12}|\bregex(?:es)?|\bmatch(?:es)?|\bstrings|\bkeywords|\biocs?"
    r"|\bindicators?|\|(?:contains|startswith|endswith|re)(?:\|all)?)\s{0,3}:"
)


# a search tool's pattern argument opening: what it names is looked for, not run
_SEARCH_ARG_RE = re.compile(
    r"(?:\b(?:select-string|grep|egrep|rg|findstr)\b[^'\"\n|;&]{0,60}?|-pattern\s{1,3}"
    r"|\bmatches\s{1,3}regex\s{1,3}@?|\s-i?match\s{1,3}|\bre\.(?:search|match|compile|findall)"
    r"\(\s{0,2}r?)(['\"])"
)


def _in_search_pattern(low: str, start: int) -> bool:
    """The hit at ``start`` sits inside the quoted pattern of a search on its line
    (``Select-String -Pattern 'DownloadString|iex'``, ``grep -E "curl|wget"``)."""
    base = max(0, start - 2000)
    for m in islice(_SEARCH_ARG_RE.finditer(low, base, start), 20):
        close = low.find(m.group(1), m.end())
        if close == -1 or close >= start:
            return True
    return False


def matched_pattern(doc: Doc, i: int) -> bool:
    """Line ``i`` of a code block is a value a detection rule matches: it or a key it is nested
    under (by indent, up to 30 lines back in its block) is a match key (``_MATCH_KEY_RE``)."""
    fence = doc.fence_of(i)
    if fence is None:
        return False
    line = doc.low_lines[i]
    indent = len(line) - len(line.lstrip())
    if _MATCH_KEY_RE.match(line):
        return True
    if not indent:  # nested under nothing
        return False
    for k in range(i - 1, max(fence[0], i - 30), -1):
        up = doc.low_lines[k]
        if not up.strip() or (depth := len(up) - len(up.lstrip())) >= indent:
            continue
        if _MATCH_KEY_RE.match(up):
            return True
        indent = depth
        if not depth:
            return False
    return False


def _lead_text(doc: Doc, k: int) -> str:
    """A list's lead-in as it reads: line ``k`` and the lines of its sentence wrapped before it
    ("Reject or escalate / when you find any of these:"), at most three."""
    first = k
    while first > k - 3 and continues(doc, first):
        first -= 1
    return " ".join(doc.low_lines[first : k + 1]) if first < k else doc.low_lines[k]


def _defends(lead: str) -> bool:
    """The end of a list's lead-in line says the list is about detecting or refusing."""
    return bool(DEFENSIVE_RE.search(_words(lead[-300:])))


def _lead_in(doc: Doc, i: int, k: int, listed: Callable[[str], object]) -> int:
    """The first line above ``k`` (``k`` itself if it is not) that ``listed`` refuses, within
    30 lines of ``i``: the lead-in of the list that holds line ``i``."""
    while k > 0 and i - k < 30 and listed(doc.low_lines[k]):
        k -= 1
    return k


def _listed(line: str) -> bool:
    """A line of a list: an item, a blank line or an item's wrapped (indented) next line."""
    return bool(_ITEM_RE.match(line) or _CONTINUED_RE.match(line))


def continues(doc: Doc, i: int) -> bool:
    """Line ``i`` continues the prose sentence of the line before (a wrapped paragraph)."""
    if i <= doc.fm_end + 1 or doc.in_fence(i) or doc.in_fence(i - 1):
        return False
    prev, line = doc.low_lines[i - 1], doc.low_lines[i]
    return bool(prev.strip()) and not _ITEM_RE.match(line) and not prev.rstrip().endswith(
        (".", ":", "!", "?")) and not line.lstrip().startswith(("#", "|"))  # fmt: skip


def _same_line(doc: Doc, i: int, start: int, end: int) -> str:
    """The words of line ``i`` that describe the hit: the text around it without a comment
    that follows it; in a code block (where only comments are prose) only the comment that
    holds the hit, if any."""
    low = doc.low_lines[i]
    before, after = low[max(0, start - 200) : start], low[end : end + 200]
    if doc.in_fence(i):
        marks = list(_COMMENT_RE.finditer(before))
        if not marks:
            return ""
        before = before[marks[-1].start() :]  # the hit is commented out: the comment is prose
    elif "#" in after or "//" in after:
        after = _COMMENT_RE.sub(" ", after)
    return _words(before + " \n " + after)


def _words(text: str) -> str:
    """Words inside URLs and host names (``example.com``, ``scan.qzx.ru``, ``/flags``) say
    nothing about the sentence."""
    text = _URLISH_RE.sub(" ", text) if "://" in text else text
    return _HOST_RE.sub(" ", text) if "." in text else text


def quoted(line: str, start: int, end: int) -> bool:
    """The hit sits in a code span or between quotes: it is cited rather than said."""
    if line.count("`", max(0, start - 2000), start) % 2 == 1:
        return True
    before, after = line[max(0, start - 3) : start], line[end : end + 80]
    return any(q in before for q in _QUOTES) and any(q in after for q in _QUOTES)


def emit_in_context(
    doc: Doc, rule: str, sev: Severity, i: int, start: int, end: int, what: str = ""
) -> None:
    """Record ``rule`` at ``start`` of line ``i`` with severity ``sev``, or low when the hit is
    talked about ``defensive``-ly. Once ``rule`` is full nothing more is recorded, so its
    context is not read (a file of 10^4 hits reads the first ``MAX_PER_RULE``)."""
    if not doc.full(rule):
        doc.emit(rule, "low" if defensive(doc, i, start, end) else sev, i, start, what)


def emit_soft(
    doc: Doc, rule: str, sev: Severity, i: int, start: int, end: int, what: str = ""
) -> bool:
    """``emit_in_context`` for a caller that needs the answer (even once the rule is full):
    True when the hit is talked about defensively."""
    soft = defensive(doc, i, start, end)
    doc.emit(rule, "low" if soft else sev, i, start, what)
    return soft
