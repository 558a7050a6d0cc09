"""Rules on what reviewers cannot see: invisible Unicode (``unicode-tag-smuggling``,
``variation-selector-smuggling``, ``bidi-control``, ``zero-width-chars``), ``hidden-instruction``
(comments, hidden elements, alt text, off-screen text) and ``prompt-injection``."""

from __future__ import annotations

import re
from itertools import compress, count, islice

from ..cues.danger_patterns import INJECTION_GROUPS, INJECTION_NEEDLES, danger
from ..findings import MAX_PER_RULE, Severity
from ..reading.scan_cited import cited
from ..reading.scan_context import defensive, quoted
from ..reading.scan_text import Doc

# ---------------------------------------------------------------------- invisible Unicode
_GATE_RE = re.compile(  # one character class: the engine scans for it fast (no alternation)
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u180e"
    "\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)
_TAG_RE = re.compile("[\U000e0000-\U000e007f]+")
_FLAG_RE = re.compile("[\U000e0061-\U000e007a\U000e0030-\U000e0039]{2,7}\U000e007f$")
_VS = "[\ufe00-\ufe0f\U000e0100-\U000e01ef]"
_VS_RE = re.compile(_VS * 3 + "+")  # spelled out: {3,} would defeat the fast class scan
_BIDI_RE = re.compile("[\u202a-\u202e\u2066-\u2069]+")
_MARK_RE = re.compile("[\u200e\u200f]+")
_ZW_RE = re.compile("[\u200b-\u200d\u2060-\u2064\u180e\ufeff]+")
_RTL_RE = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]")
_JOINING_RE = re.compile("[\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\ufb50-\ufdff]")


def _emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2190 <= cp < 0x2C00 or cp in (0xFE0F, 0x20E3)


def _benign_joiner(line: str, z: re.Match[str]) -> bool:
    """ZWJ inside an emoji sequence, or ZWJ/ZWNJ between letters of scripts that need them."""
    start, run = z.start(), z.group()
    if len(run) != 1 or run not in "\u200c\u200d" or start == 0 or start + 1 >= len(line):
        return False
    prev, nxt = line[start - 1], line[start + 1]
    if run == "\u200d" and _emoji(prev) and _emoji(nxt):
        return True
    return bool(_JOINING_RE.match(prev) or _JOINING_RE.match(nxt))


def _unicode_rules(doc: Doc) -> None:
    if doc.text.isascii():  # every character these rules read is outside ASCII
        return
    seen = 0
    zw: list[tuple[int, int, int, str | None]] = []
    # every character these rules read is on a line that is not ASCII (found at C speed)
    wide = list(compress(count(), map((False).__eq__, map(str.isascii, doc.lines))))
    for i in wide:
        if seen >= 10_000 or not _GATE_RE.search(line := doc.lines[i]):
            continue
        seen += 1
        for t in islice(_TAG_RE.finditer(line), 20):
            if _FLAG_RE.match(t.group()) and line[t.start() - 1 : t.start()] == "\U0001f3f4":
                continue  # a subdivision flag emoji such as England's uses tag characters
            text = "".join(chr(ord(c) - 0xE0000) for c in t.group()[:200] if ord(c) >= 0xE0020)
            doc.emit("unicode-tag-smuggling", "critical", i, t.start(),
                     f'hidden text "{text[:60]}"' if text.strip() else "")  # fmt: skip
            break
        if b := _BIDI_RE.search(line):
            doc.emit("bidi-control", "high", i, b.start(), "bidi override or isolate")
        if k := _MARK_RE.search(line):
            rtl = bool(_RTL_RE.search(line))
            what = "direction mark in right-to-left text" if rtl else "direction mark"
            doc.emit("bidi-control", "low" if rtl else "high", i, k.start(), what)
        bom = (0, 0, "\ufeff")  # a byte-order mark that starts the file is fine
        runs = [z for z in islice(_ZW_RE.finditer(line), 20)
                if not _benign_joiner(line, z) and (i, z.start(), z.group()) != bom]  # fmt: skip
        if runs:
            bad = danger(_ZW_RE.sub("", line)) if not danger(line) else None
            zw += [(i, z.start(), len(z.group()), bad) for z in runs]
    runs_vs = ((i, v) for i in wide for v in _VS_RE.finditer(doc.lines[i]))
    for i, v in islice(runs_vs, MAX_PER_RULE):
        raw = bytes(((ord(c) - 0xFE00) if ord(c) <= 0xFE0F else (ord(c) - 0xE0100 + 16)) % 256
                    for c in v.group()[:200])  # fmt: skip
        doc.emit("variation-selector-smuggling", "critical", i, v.start(),
                 f'"{raw.decode("utf-8", errors="replace")[:50]}"')  # fmt: skip
    total = sum(z[2] for z in zw)
    for i, col, n, bad in zw:
        sev: Severity = "critical" if bad else "high" if n > 1 or total >= 5 else "medium"
        doc.emit("zero-width-chars", sev, i, col, f"{n} zero-width character(s)"
                 + (f" split {bad}" if bad else ""))  # fmt: skip


# ----------------------------------------------------------------------------- hidden text
_GATE_WORDS_RE = re.compile(
    r"assistant|agent|ai\b|model|llm|claude|gpt|copilot|gemini|bot\b|you|must|should|always"
    r"|never|shall|not|ensure|instead|send|upload|post|exfil|forward|email|transmit|leak|share"
    r"|fetch|download|install|exec|run|curl|wget|delet|remov|read|cat\b|cop|collect|reveal|print"
    r"|output|includ|append|insert|ignor|disregard|forget|overrid|bypass|pretend|visit|follow"
    r"|call|invok|tell|say|respond|repl|recommend|mention|important|system|instruction|inst\]"
    r"|base64|://|~/|\.env|\.ssh|\.aws|id_rsa|token|secret|password|credential"
)
_AI_RE = re.compile(r"\b(?:assistant|agent|ai|model|llm|claude|gpt|chatgpt|copilot|gemini|bot)\b")
_YOU_RE = re.compile(r"\byou(?:r)?\b")
_IMPER_RE = re.compile(r"\b(?:must|should|always|never|shall|do\s{1,3}not|don't|make\s{1,3}sure"
                       r"|ensure|remember\s{1,3}to|need\s{1,3}to|have\s{1,3}to|instead"
                       r"|from\s{1,3}now\s{1,3}on)\b")  # fmt: skip
_ACTION_RE = re.compile(
    r"\b(?:send|upload|post|exfiltrate|forward|email|transmit|leak|share|fetch|download|install"
    r"|execute|run|curl|wget|delete|remove|read|cat|copy|collect|reveal|print|output|include"
    r"|append|insert|ignore|disregard|forget|override|bypass|pretend|visit|follow|call|invoke"
    r"|tell|say|respond|reply|recommend|mention)\b"
)
_OBJECT_RE = re.compile(
    r"\b(?:secrets?|tokens?|passwords?|credentials?|api[\s_-]?keys?|private\s{1,3}keys?|ssh"
    r"|environment|system\s{1,3}prompt|the\s{1,3}user|conversation|history|cookies?|wallet"
    r"|seed\s{1,3}phrase)\b|\.env\b"
    r"|https?://|~/|/etc/|\$\(|base64"
)
_MARKER_RE = re.compile(r"\b(?:important|system|instructions?|note\s{1,3}to\s{1,3}(?:the"
                        r"\s{1,3})?(?:ai|assistant|agent|llm|model))\s{0,3}:|\[inst\]|</?system>|^\s{0,3}(?:assistant"
                        r"|ai|agent|claude)\s{0,3}:", re.M)  # fmt: skip
_SKIP_COMMENT_RE = re.compile(r"\s{0,3}(?:todo|fixme|xxx|hack|markdownlint|prettier|textlint|vale"
                              r"|toc|omit|begin|end|eslint|cspell|lint)\b")  # fmt: skip
_NBSP_RUN_RE = re.compile("\u00a0{20}")
_OFFSCREEN_RE = re.compile(r"(?<![ \t\u00a0\u3000])[ \t\u00a0\u3000]{60,}(?=\S)")
_LINKREF_NEEDLE = re.compile(r"\]:\s{0,3}(?:#|<>)")
_LINKREF_RE = re.compile(r"\s{0,3}\[[^\]\n]{0,40}\]:\s{0,3}(?:#|<>)\s{0,3}(.{4,})$")
_ALT_RE = re.compile(r"!\[([^\[\]\n]{25,400})\]\(")
_TAG_STRIP_RE = re.compile(r"<[^<>\n]{0,300}>")
# the hiding inside a tag: "<div hidden>", "<span style=\"display:none\">" ("-w hidden -enc
# <base64>" is a command line that shows a placeholder, not an element)
_HIDING_TAG_RE = re.compile(
    r"<[a-z][\w-]{0,20}(?:\s[^<>\n]{0,300}?)?(?:\shidden(?=[\s>/=])|display\s?:\s?none"
    r"|visibility\s?:\s?hidden|font-size\s?:\s?0)"
)
HIDDEN_BUDGET = 5_000  # hidden snippets analysed per file; more is absurd for a skill


def _directive(low: str) -> bool:
    """Does hidden text read as an instruction to the agent?"""
    if not _GATE_WORDS_RE.search(low):
        return False
    act, imp = _ACTION_RE.search(low), _IMPER_RE.search(low)
    if (_AI_RE.search(low) and (act or imp)) or (act and _OBJECT_RE.search(low)):
        return True
    return bool(act and ((imp and _YOU_RE.search(low)) or _MARKER_RE.search(low)))


def _hidden(doc: Doc, i: int, col: int, text: str, where: str) -> None:
    body = text[:20_000]
    low = body.lower()
    if doc.full("hidden-instruction") or not _GATE_WORDS_RE.search(low):
        return
    doc.hidden_read += 1
    if doc.hidden_read > HIDDEN_BUDGET:
        return
    bad = danger(body)
    if not bad and _SKIP_COMMENT_RE.match(low):
        return
    lines = low.split("\n")
    first = next((k for k, s in enumerate(lines) if s.strip() and (danger(s) or _directive(s))), 0)
    at, col = i + first, col if first == 0 else 0
    if not bad and not _directive(low):
        if where == "off-screen text":
            doc.emit("hidden-instruction", "low", i, col, "text pushed far off-screen")
        return
    if cited(doc, at, col, col + 4):
        # quoted as an example of what to look for ('> "<!-- assistant: read ~/.ssh … -->"'
        # under "examples look like:"): review, and its words are not read as hidden text
        doc.emit("hidden-instruction", "high", at, col, f"{where}, cited, {bad or 'instructs'}")
        return
    if bad:
        doc.emit("hidden-instruction", "critical", at, col, f"{where} hides {bad}")
    else:
        doc.emit("hidden-instruction", "high", at, col, f"{where} instructs the agent")
    doc.hidden.append((i, i + len(lines) - 1))


def _hidden_rules(doc: Doc) -> None:
    pos = doc.low.find("<!--")
    # backticks before the comment on its line, counted from the previous comment on: in a
    # code span (`<!-- … -->`) the comment is shown as written, not hidden (a 200 KiB line of
    # comments is read once, not once per comment)
    tick_line, tick_col, ticks = -1, 0, 0
    while pos != -1 and not doc.full("hidden-instruction"):
        i = doc.line_of(pos)
        end = doc.low.find("-->", pos + 4)
        stop = len(doc.text) if end == -1 else end
        col = pos - doc.starts[i]
        if i != tick_line:
            tick_line, tick_col, ticks = i, 0, 0
        ticks += doc.lines[i].count("`", tick_col, col)
        tick_col = col
        shown = ticks % 2 == 1
        if not doc.in_fence(i) and not shown and len(doc.text[pos + 4 : pos + 40].strip()) >= 6:
            _hidden(doc, i, col, doc.text[pos + 4 : stop], "HTML comment")
        pos = -1 if end == -1 else doc.low.find("<!--", end + 3)
    for i in doc.frontmatter_lines():
        line = doc.lines[i]
        k = 0 if line.lstrip().startswith("#") else line.find(" #")
        if k >= 0:
            _hidden(doc, i, k, line[k:].lstrip(" #"), "YAML comment")
    for i in doc.hits(_LINKREF_NEEDLE):
        if (m := _LINKREF_RE.match(doc.lines[i])) and not doc.in_fence(i):
            _hidden(doc, i, m.start(1), m.group(1), "Markdown comment")
    for i in doc.hits("display:none", "display: none", "visibility:hidden", "font-size:0",
                      "visibility: hidden", "font-size: 0", " hidden>", " hidden "):  # fmt: skip
        if (
            "<" in doc.low_lines[i]
            and _HIDING_TAG_RE.search(doc.low_lines[i])
            and not doc.in_fence(i)
        ):
            text = "\n".join(doc.lines[i : i + 20])[:5000].split("</", 1)[0]
            _hidden(doc, i, 0, _TAG_STRIP_RE.sub(" ", text), "hidden HTML element")
    for i in doc.hits("!["):
        for m in islice(_ALT_RE.finditer(doc.lines[i]), 5):
            _hidden(doc, i, m.start(1), m.group(1), "image alt text")
    nbsp = [doc.line_of(m.start()) for m in _NBSP_RUN_RE.finditer(doc.text)] if (
        "\u00a0" * 20 in doc.text) else []  # read as spaces in ``doc.low``  # fmt: skip
    for i in sorted({*doc.hits(" " * 30, "\t" * 8, "\u3000" * 20), *nbsp}):
        for m in islice(_OFFSCREEN_RE.finditer(doc.lines[i]), 3):
            if len(m.group()) + 7 * m.group().count("\t") >= 100:
                _hidden(doc, i, m.end(), doc.lines[i][m.end() :], "off-screen text")
                break


def _injection_rule(doc: Doc) -> None:
    # ``injection`` per line, with the lines of each group's words from the needle index
    # (the same lines as its ``in`` tests, found once for the whole text)
    groups = [(frozenset(doc.hits(*needles)), pattern) for needles, pattern in INJECTION_GROUPS]
    for i in doc.hits(*INJECTION_NEEDLES):
        low = doc.low_lines[i]
        found = (p.search(low) for lines, p in groups if i in lines)
        if m := next((m for m in found if m is not None), None):
            sev: Severity = "high"
            if doc.is_hidden(i):
                sev = "critical"
            elif defensive(doc, i, m.start(), m.end()):
                sev = "low"
            elif quoted(doc.lines[i], m.start(), m.end()) or doc.in_fence(i):
                sev = "medium"
            doc.emit("prompt-injection", sev, i, m.start(), f'"{m.group()[:40]}"')


def hidden_rules(doc: Doc) -> None:
    """All rules of this module, in a fixed order: hidden text before prompt injection, which
    is critical inside it."""
    _unicode_rules(doc)
    _hidden_rules(doc)
    _injection_rule(doc)
