"""Static content scanner for skills (SPEC §10): flags text in a SKILL.md or a resource file that
would make an agent act against its user, before the skill is published or loaded.

``scan_skill(text)`` scans frontmatter and body, ``scan_file(path, data)`` a resource file, and
``merge_reports`` combines them. The verdict follows the worst finding: critical → ``block``,
high → ``review``, medium or low → ``warn``, none → ``pass``.

Rules (id, severity, OWASP id; ``scan_rules.RULES`` holds the table):

* ``unicode-tag-smuggling``, ``variation-selector-smuggling`` (critical, AST04); ``bidi-control``
  (high; low for an LRM/RLM mark inside RTL text, AST04); ``zero-width-chars`` (medium; high in
  sequences or 5+ per file; critical when removing them reveals a dangerous command, AST04).
* ``hidden-instruction`` (AST04): HTML, ``[//]: #`` and YAML comments, hidden elements, image alt
  text and text pushed 100+ columns off-screen; high when it instructs the agent, critical with
  injection, download or credential content, low for other off-screen text.
* ``prompt-injection`` (AST01): high; critical when hidden or when the skill also exfiltrates;
  medium when quoted or fenced; low when the line, its list or its section is about detecting it.
* ``encoded-payload`` (medium; critical when it decodes to something dangerous, AST04);
  ``decode-and-execute``, ``download-and-execute``, ``reverse-shell`` (critical; high when cited
  in a defensive context, AST01).
* ``credential-access`` (high, AST03), ``data-exfiltration`` (high, AST01),
  ``credential-exfiltration`` (critical: both in one skill, AST01), ``hardcoded-secret`` (high,
  AST03), ``overbroad-allowed-tools`` (medium; high for several entries, AST03).
* ``obfuscated-url`` (medium; high when a command on the line fetches it, AST04),
  ``yaml-unsafe-tag`` (critical, AST05), ``remote-instructions`` (medium; high when re-fetched on
  every run, AST05), ``persistence`` (high, AST01), ``audit-evasion`` (high, AST09),
  ``sandbox-escape`` (medium, AST06). Code-layer rules drop to low in a defensive context.

OWASP ids: OWASP Agentic Skills Top 10, v1.0-2026 (github.com/OWASP/www-project-agentic-skills-
top-10, ast01.md … ast10.md): AST01 Malicious Skills, AST02 Supply Chain Compromise, AST03
Over-Privileged Skills, AST04 Insecure Metadata (its "steganographic injection" names zero-width,
ASCII smuggling and base64 hidden from reviewers), AST05 Unsafe Deserialization (renamed
"Untrusted External Instructions" on the June 2026 site; yaml-unsafe-tag fits the first,
remote-instructions the second), AST06 Weak Isolation, AST07 Update Drift, AST08 Poor Scanning,
AST09 No Governance, AST10 Cross-Platform Reuse. AST02, AST07, AST08 and AST10 concern registries
and process, not skill text, so no rule maps to them; prose-only attacks (AST08) get through.

Size: no truncation and no MAX_SCAN_CHARS: everything is scanned, and all work is linear in the
text (10 MB in one to two seconds, any 1 MB adversarial string in well under half a second). At
most ``MAX_PER_RULE`` findings per rule and file are listed and at most 5,000 hidden comments or
elements per file are read; ``notes`` says when either limit was reached."""

from __future__ import annotations

import dataclasses
import ipaddress
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Literal

from .scan_rules import (
    INJECTION_NEEDLES,
    MAX_PER_RULE,
    SEVERITIES,
    Doc,
    Finding,
    Severity,
    danger,
    defensive,
    injection,
    quoted,
    run_code_rules,
)

__all__ = ["MAX_PER_RULE", "Finding", "ScanReport", "merge_reports", "scan_file", "scan_skill"]

Verdict = Literal["pass", "warn", "review", "block"]
_VERDICT: dict[str, Verdict] = {"critical": "block", "high": "review", "medium": "warn",
                                "low": "warn"}  # fmt: skip


@dataclass(frozen=True)
class ScanReport:
    """The findings of one or more scanned files, and notes on what was skipped or capped."""

    findings: tuple[Finding, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def verdict(self) -> Verdict:
        worst = max((SEVERITIES.index(f.severity) for f in self.findings), default=-1)
        return "pass" if worst < 0 else _VERDICT[SEVERITIES[worst]]

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = dict.fromkeys(SEVERITIES, 0)
        for f in self.findings:
            out[f.severity] += 1
        return out

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"verdict": self.verdict,
                                  "findings": [f.to_dict() for f in self.findings]}  # fmt: skip
        if self.notes:
            out["notes"] = list(self.notes)
        return out


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
    pos, seen = 0, 0
    zw: list[tuple[int, int, int, str | None]] = []
    while (m := _GATE_RE.search(doc.text, pos)) is not None and seen < 10_000:
        i, seen = doc.line_of(m.start()), seen + 1
        pos = doc.starts[i + 1] if i + 1 < len(doc.lines) else len(doc.text) + 1
        line = doc.lines[i]
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
    for v in islice(_VS_RE.finditer(doc.text), MAX_PER_RULE):
        i = doc.line_of(v.start())
        raw = bytes(((ord(c) - 0xFE00) if ord(c) <= 0xFE0F else (ord(c) - 0xE0100 + 16)) % 256
                    for c in v.group()[:200])  # fmt: skip
        doc.emit("variation-selector-smuggling", "critical", i, v.start() - doc.starts[i],
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
_IMPER_RE = re.compile(r"\b(?:must|should|always|never|shall|do not|don't|make sure|ensure|"
                       r"remember to|need to|have to|instead|from now on)\b")  # fmt: skip
_ACTION_RE = re.compile(
    r"\b(?:send|upload|post|exfiltrate|forward|email|transmit|leak|share|fetch|download|install"
    r"|execute|run|curl|wget|delete|remove|read|cat|copy|collect|reveal|print|output|include"
    r"|append|insert|ignore|disregard|forget|override|bypass|pretend|visit|follow|call|invoke"
    r"|tell|say|respond|reply|recommend|mention)\b"
)
_OBJECT_RE = re.compile(
    r"\b(?:secrets?|tokens?|passwords?|credentials?|api[ _-]?keys?|private keys?|ssh|environment"
    r"|system prompt|the user|conversation|history|cookies?|wallet|seed phrase)\b|\.env\b"
    r"|https?://|~/|/etc/|\$\(|base64"
)
_MARKER_RE = re.compile(r"\b(?:important|system|instructions?|note to (?:the )?(?:ai|assistant"
                        r"|agent|llm|model))\s{0,3}:|\[inst\]|</?system>|^\s{0,3}(?:assistant"
                        r"|ai|agent|claude)\s{0,3}:", re.M)  # fmt: skip
_SKIP_COMMENT_RE = re.compile(r"\s{0,3}(?:todo|fixme|xxx|hack|markdownlint|prettier|textlint|vale"
                              r"|toc|omit|begin|end|eslint|cspell|lint)\b")  # fmt: skip
_OFFSCREEN_RE = re.compile(r"(?<![ \t\u00a0\u3000])[ \t\u00a0\u3000]{60,}(?=\S)")
_LINKREF_NEEDLE = re.compile(r"\]:\s{0,3}(?:#|<>)")
_LINKREF_RE = re.compile(r"\s{0,3}\[[^\]\n]{0,40}\]:\s{0,3}(?:#|<>)\s{0,3}(.{4,})$")
_ALT_RE = re.compile(r"!\[([^\[\]\n]{25,400})\]\(")
_TAG_STRIP_RE = re.compile(r"<[^<>\n]{0,300}>")
_HIDDEN_BUDGET = 5_000  # hidden snippets analysed per file; more is absurd for a skill


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
    if doc.hidden_read > _HIDDEN_BUDGET:
        return
    bad = danger(body)
    if not bad and _SKIP_COMMENT_RE.match(low):
        return
    lines = low.split("\n")
    first = next((k for k, s in enumerate(lines) if s.strip() and (danger(s) or _directive(s))), 0)
    at, col = i + first, col if first == 0 else 0
    if bad:
        doc.emit("hidden-instruction", "critical", at, col, f"{where} hides {bad}")
    elif _directive(low):
        doc.emit("hidden-instruction", "high", at, col, f"{where} instructs the agent")
    else:
        if where == "off-screen text":
            doc.emit("hidden-instruction", "low", i, col, "text pushed far off-screen")
        return
    doc.hidden.append((i, i + len(lines) - 1))


def _hidden_rules(doc: Doc) -> None:
    pos = doc.low.find("<!--")
    while pos != -1 and not doc.full("hidden-instruction"):
        i = doc.line_of(pos)
        end = doc.low.find("-->", pos + 4)
        stop = len(doc.text) if end == -1 else end
        if not doc.in_fence(i) and len(doc.text[pos + 4 : pos + 40].strip()) >= 6:
            _hidden(doc, i, pos - doc.starts[i], doc.text[pos + 4 : stop], "HTML comment")
        pos = -1 if end == -1 else doc.low.find("<!--", end + 3)
    for i in range(1, max(doc.fm_end, 1)):
        line = doc.lines[i]
        k = 0 if line.lstrip().startswith("#") else line.find(" #")
        if k >= 0:
            _hidden(doc, i, k, line[k:].lstrip(" #"), "YAML comment")
    for i in doc.hits(_LINKREF_NEEDLE):
        if (m := _LINKREF_RE.match(doc.lines[i])) and not doc.in_fence(i):
            _hidden(doc, i, m.start(1), m.group(1), "Markdown comment")
    for i in doc.hits("display:none", "display: none", "visibility:hidden", "font-size:0",
                      "visibility: hidden", "font-size: 0", " hidden>", " hidden "):  # fmt: skip
        if "<" in doc.lines[i] and not doc.in_fence(i):
            text = "\n".join(doc.lines[i : i + 20])[:5000].split("</", 1)[0]
            _hidden(doc, i, 0, _TAG_STRIP_RE.sub(" ", text), "hidden HTML element")
    for i in doc.hits("!["):
        for m in islice(_ALT_RE.finditer(doc.lines[i]), 5):
            _hidden(doc, i, m.start(1), m.group(1), "image alt text")
    for i in doc.hits(" " * 30, "\t" * 8, "\u00a0" * 20, "\u3000" * 20):
        for m in islice(_OFFSCREEN_RE.finditer(doc.lines[i]), 3):
            if len(m.group()) + 7 * m.group().count("\t") >= 100:
                _hidden(doc, i, m.end(), doc.lines[i][m.end() :], "off-screen text")
                break


def _injection_rule(doc: Doc) -> None:
    for i in doc.hits(*INJECTION_NEEDLES):
        if m := injection(doc.low_lines[i]):
            sev: Severity = "high"
            if doc.is_hidden(i):
                sev = "critical"
            elif defensive(doc, i, m.start(), m.end()):
                sev = "low"
            elif quoted(doc.lines[i], m.start(), m.end()) or doc.in_fence(i):
                sev = "medium"
            doc.emit("prompt-injection", sev, i, m.start(), f'"{m.group()[:40]}"')


# --------------------------------------------------------- frontmatter, references and URLs
_UNSAFE_TAG_RE = re.compile(
    r"!!(?:python|ruby|js|java|perl|php)\b|tag:yaml\.org,2002:(?:python|ruby|js|java)|__proto__"
    r"|constructor\s{0,3}:\s{0,3}\{?\s{0,3}proto"
)
_REMOTE_VERB_RE = re.compile(r"\b(?:follow|obey|execute|apply|adopt|comply\s{1,3}with"
                             r"|act\s{1,3}on|carry\s{1,3}out)\b")  # fmt: skip
_REMOTE_OBJECT_RE = re.compile(r"\b(?:instructions?|directions?|directives?|rules|commands?"
                               r"|prompts?|guidance|policy|what\s{1,3}it\s{1,3}says)\b"
                               r"|\bfollow\s{1,3}(?:it|them)\b")  # fmt: skip
_DYNAMIC_RE = re.compile(r"\b(?:every|each|always|before\s{1,3}(?:any|each|every)|at\s{1,3}"
                         r"runtime|latest|live|whatever)\b")  # fmt: skip
_URL_RE = re.compile(r"(?:https?|ftp|wss?)://([^\s/?#'\"<>()\[\]{}\\`|]{1,300})")
_FED_RE = re.compile(r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|git\s{1,3}clone"
                     r"|pip3?\s{1,3}install|npm\s{1,3}(?:i|install)|npx|bash|sh|zsh|python[0-9.]"
                     r"{0,4}|powershell|pwsh|iex|aria2c|scp|nc)\b")  # fmt: skip
_NUMERIC_HOST_RE = re.compile(
    r"0x[0-9a-f]{1,8}|\d{8,10}|(?:(?:0x[0-9a-f]{1,2}|0[0-7]{1,3}|\d{1,3})\.){3}"
    r"(?:0x[0-9a-f]{1,2}|0[0-7]{1,3}|\d{1,3})"
)
_SHORTENERS = frozenset(("bit.ly", "bitly.com", "tinyurl.com", "t.co", "goo.gl", "is.gd", "ow.ly",
                         "rb.gy", "cutt.ly", "shorturl.at", "tiny.cc", "buff.ly", "rebrand.ly",
                         "t.ly", "s.id", "v.gd", "bl.ink", "lnkd.in", "qr.ae", "adf.ly",
                         "shorte.st", "tr.im", "x.co"))  # fmt: skip


def _url_problem(authority: str) -> str | None:
    user, at, host = authority.rpartition("@")
    if at and "." in user and ":" not in user:
        return f'"{user}@" disguises the real host {host}'
    host = host.lower()
    if host.startswith("["):
        host = host[1 : host.find("]")] if "]" in host else host[1:]
    elif host.count(":") == 1:
        host = host.split(":", 1)[0]
    host = host.rstrip(".")
    if "xn--" in host and any(label.startswith("xn--") for label in host.split(".")):
        return f"punycode host {host} can imitate a familiar name"
    if host in _SHORTENERS:
        return f"URL shortener {host} hides the destination"
    if not host or not (host[0].isdigit() or ":" in host):
        return None
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return f"numerically encoded host {host}" if _NUMERIC_HOST_RE.fullmatch(host) else None
    return f"raw IP host {host} instead of a name" if ip.is_global else None


def _meta_rules(doc: Doc) -> None:
    for i in range(1, max(doc.fm_end, 1)):
        if m := _UNSAFE_TAG_RE.search(doc.low_lines[i]):
            doc.emit("yaml-unsafe-tag", "high" if "proto" in m.group() else "critical", i,
                     m.start(), m.group())  # fmt: skip
    for i in doc.hits("://"):
        low = doc.low_lines[i]
        if (m := _REMOTE_VERB_RE.search(low)) and _REMOTE_OBJECT_RE.search(low):
            sev: Severity = "high" if _DYNAMIC_RE.search(low) else "medium"
            sev = "low" if defensive(doc, i, m.start(), m.end()) else sev
            doc.emit("remote-instructions", sev, i, m.start(), "follows instructions at a URL")
        for u in islice(_URL_RE.finditer(doc.lines[i]), 20):
            if why := _url_problem(u.group(1)):
                fed = _FED_RE.search(low[max(0, u.start() - 200) : u.end() + 100])
                doc.emit("obfuscated-url", "high" if fed else "medium", i, u.start(),
                         why + (", fetched by a command" if fed else ""))  # fmt: skip


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
    for i in range(1, max(doc.fm_end, 1)):
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


def _tools_rule(doc: Doc, allowed: Sequence[str] | None) -> None:
    key, tools = _declared_tools(doc)
    if allowed is not None:
        tools = [(t, max(key, 0)) for t in allowed]
    broad = [(t, i, why) for t, i in tools if (why := _broad(t))]
    for tool, i, why in broad:
        doc.emit("overbroad-allowed-tools", "high" if len(broad) > 1 else "medium", i,
                 max(doc.lines[i].find(tool), 0), f"{tool!r} grants {why}")  # fmt: skip


# ------------------------------------------------------------------------------- public API
def _scan(text: str, path: str | None, allowed: Sequence[str] | None, tools: bool) -> ScanReport:
    doc = Doc(text)
    _unicode_rules(doc)
    _hidden_rules(doc)
    _injection_rule(doc)
    _meta_rules(doc)
    run_code_rules(doc)
    if tools:
        _tools_rule(doc, allowed)
    found = doc.findings
    if any(f.rule in ("data-exfiltration", "credential-exfiltration") and f.severity != "low"
           for f in found):  # fmt: skip
        found = [dataclasses.replace(f, severity="critical") if f.rule == "prompt-injection"
                 and f.severity == "high" else f for f in found]  # fmt: skip
    found.sort(key=lambda f: (f.line, -SEVERITIES.index(f.severity), f.rule))
    if path is not None:
        found = [dataclasses.replace(f, path=path) for f in found]
    where = f"{path}: " if path else ""
    notes = tuple(f"{where}{rule}: only the first {MAX_PER_RULE} findings are listed"
                  for rule, n in sorted(doc.count.items()) if n >= MAX_PER_RULE)  # fmt: skip
    if doc.hidden_read > _HIDDEN_BUDGET:
        notes += (f"{where}hidden-instruction: only the first {_HIDDEN_BUDGET} of "
                  f"{doc.hidden_read} hidden comments and elements were read",)  # fmt: skip
    return ScanReport(tuple(found), notes)


def scan_skill(text: str, *, allowed_tools: Sequence[str] | None = None) -> ScanReport:
    """Scan a whole SKILL.md, frontmatter and body. ``allowed_tools`` replaces the frontmatter's
    ``allowed-tools`` when the caller has parsed it already."""
    return _scan(text, None, allowed_tools, tools=True)


def scan_file(path: str, data: bytes) -> ScanReport:
    """Scan a resource file shipped beside SKILL.md; binary and non-UTF-8 files are skipped."""
    if b"\x00" in data:
        return ScanReport(notes=(f"{path}: skipped (binary)",))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ScanReport(notes=(f"{path}: skipped (not UTF-8)",))
    return _scan(text, path, None, tools=False)


def merge_reports(reports: Iterable[ScanReport]) -> ScanReport:
    """One report for a whole skill folder: findings and notes concatenated in order."""
    findings: list[Finding] = []
    notes: list[str] = []
    for report in reports:
        findings += report.findings
        notes += report.notes
    return ScanReport(tuple(findings), tuple(notes))
