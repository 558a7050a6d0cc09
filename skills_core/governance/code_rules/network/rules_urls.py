"""Rules on links: ``obfuscated-url`` (userinfo, punycode or Unicode hosts, shorteners, raw or
numeric IP hosts) and ``remote-instructions`` (obeying what a URL says)."""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from itertools import islice

from ...findings import Severity
from ...reading.first_chars import prefixed
from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc

# remote-instructions: the agent is told to fetch a URL and obey what comes back, or to take
# its instructions from a URL. Following docs a human reads ("follow the install instructions
# at https://docs…") is not that.
_NOUN = r"(?:instructions?|directions?|directives?|rules|commands?|steps|prompts?|guidance|orders"
_NOUN += r"|polic(?:y|ies)|guidelines)"
_REMOTE_GATE_RE = prefixed(re.compile(r"instruct|direct|rule|command|step|prompt|guidance"
                                      r"|order|polic|guideline|\bit\b|them\b"))  # fmt: skip
_OBEY_RE = re.compile(r"\b(?:follow|obey|execute|run|apply|adopt|comply\s{1,3}with|act\s{1,3}on"
                      r"|carry\s{1,3}out|do|perform)\b")  # fmt: skip
_FETCH_RE = re.compile(r"\b(?:fetch|load|download|retrieve|read|get|pull|curl|wget|import|open"
                       r"|visit|grab|check|go\s{1,3}to|request|query|consult|poll)\b")  # fmt: skip
_FETCHED_RE = re.compile(  # the content of what was fetched
    rf"\b(?:its|their)\s{{1,3}}(?:(?P<q1>[\w-]{{1,20}})\s{{1,3}})?{_NOUN}\b"
    rf"|\b(?:(?P<q2>[\w-]{{1,20}})\s{{1,3}})?{_NOUN}\s{{1,3}}(?:in|from|inside|within|of)\s{{1,3}}"
    r"(?:it|that|the\s{1,3}(?:file|response|result|page|output|document|reply))\b"
    rf"|\b{_NOUN}\s{{1,3}}(?:it|that\s{{1,3}}file|the\s{{1,3}}(?:file|page|response))\s{{1,3}}"
    r"(?:lists?|contains?|returns?|gives?|says?|provides?|holds?)\b"
    r"|\bwhat(?:ever)?\s{1,3}(?:it|the\s{1,3}(?:file|page|response))\s{1,3}(?:says|lists"
    r"|contains|returns|tells\s{1,3}you)\b|\b(?:follow|obey|execute)\s{1,3}(?:it|them)\b"
)
_SELF_RE = re.compile(  # "load your instructions from …", "your real rules are at …"
    r"\b(?:load|fetch|get|take|read|pull|retrieve|download|import|source)\s{1,3}(?:your|the"
    r"\s{1,3}agent'?s|the)\s{1,3}(?:(?:latest|current|real|actual|updated|live|full|new|system"
    r"|operating|working|review)\s{1,3}){0,2}(?:instructions|prompt|system\s{1,3}prompt|rules"
    r"|directives|guidance|polic(?:y|ies)|guidelines|orders)\s{1,3}(?:from|at)\b"
    r"|\byour\s{1,3}(?:(?:real|actual|current|latest|full|new|updated|system)\s{1,3})?"
    r"(?:instructions|prompt|rules|directives|orders)\s{1,3}(?:are|live|is)\s{1,3}(?:at|in|on)\b"
)
_OBEY_AT_RE = re.compile(  # "execute the commands at https://…"
    r"\b(?P<verb>obey|execute|comply\s{1,3}with|act\s{1,3}on|carry\s{1,3}out|follow)\s{1,3}"
    r"(?:(?:the|all|any|every|each)\s{1,3})?(?:(?P<q>[\w-]{1,20})\s{1,3})?(?:instructions"
    r"|commands|directives|orders|prompt|rules)\s{1,3}(?:at|from|in|on)\s{1,3}[<(\[`'\"]{0,2}"
    r"(?:https?|ftp)://(?P<url>[^\s)>\]`'\"]{1,300})"
)
_RAW_TEXT_RE = re.compile(r"(?:\.(?:md|txt|json|ya?ml|prompt|toml)(?:[?#].*)?$|^(?:raw\.|gist\."
                          r"|pastebin\.|[^/]*/raw/))")  # fmt: skip
# the kind of instructions a person follows: install, upgrade, usage docs
_HUMAN_DOCS = frozenset(("install", "installation", "installing", "setup", "set-up", "upgrade",
                         "upgrading", "update", "migration", "build", "building", "release",
                         "getting-started", "quickstart", "quick-start", "contributing",
                         "onboarding", "usage", "configuration", "deployment", "uninstall",
                         "troubleshooting", "download"))  # fmt: skip
_DOC_WORDS_RE = re.compile(r"[^\s`'\"()<>]{0,200}://[^\s`'\"()<>]{0,300}")
DYNAMIC_RE = re.compile(r"\b(?:every|each|always|before\s{1,3}(?:any|each|every)|at\s{1,3}"
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


def _url_problem(authority: str) -> tuple[str, Severity | None] | None:
    """What disguises the host of a URL, and a fixed severity (None: medium, high when a
    command on the line fetches it)."""
    user, at, host = authority.rpartition("@")
    if at and "." in user and ":" not in user:
        return f'"{user}@" disguises the real host {host}', None
    host = host.lower()
    if not host.isascii():
        host = _hostname_chars(host)
        if not host.isascii():
            return _unicode_host(host)
    if host.startswith("["):
        host = host[1 : host.find("]")] if "]" in host else host[1:]
    elif host.count(":") == 1:
        host = host.split(":", 1)[0]
    host = host.rstrip(".")
    if "xn--" in host and any(label.startswith("xn--") for label in host.split(".")):
        return f"punycode host {host} can imitate a familiar name", None
    if host in _SHORTENERS:
        return f"URL shortener {host} hides the destination", None
    if not host or not (host[0].isdigit() or ":" in host):
        return None
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return (f"numerically encoded host {host}", None) if _NUMERIC_HOST_RE.fullmatch(
            host) else None  # fmt: skip
    return (f"raw IP host {host} instead of a name", None) if ip.is_global else None


# ------------------------------------------------------------------- Unicode (IDN) hosts
_KANA = ("HIRAGANA", "KATAKANA", "KATAKANA-HIRAGANA")
_SCRIPT_SETS = (  # scripts one label may mix (UTS #39 "highly restrictive")
    frozenset(("LATIN", "CJK", "HIRAGANA", "KATAKANA")),
    frozenset(("LATIN", "CJK", "BOPOMOFO")),
    frozenset(("LATIN", "CJK", "HANGUL")),
)
_LATIN_LOOKALIKES = frozenset("аеорсухіјѕһԁԛԝӏѵкпαοιρνυκχ")  # Cyrillic and Greek


def _hostname_chars(host: str) -> str:
    """``host`` up to the first character that cannot be part of a host name (the full stop or
    comma of CJK prose that follows a bare URL)."""
    for k, ch in enumerate(host):
        if not (ch.isalnum() or ch in "-._:[]%" or unicodedata.category(ch)[0] == "M"):
            return host[:k]
    return host


def _script(ch: str) -> str:
    """The script of a letter by its Unicode name ("" for digits, marks and punctuation)."""
    if ch.isascii():
        return "LATIN" if ch.isalpha() else ""
    if not ch.isalpha():
        return ""
    words = unicodedata.name(ch, "?").split()
    word = words[1] if words[0] in ("FULLWIDTH", "HALFWIDTH") and len(words) > 1 else words[0]
    return "KATAKANA" if word in _KANA else word


def _unicode_host(host: str) -> tuple[str, Severity]:
    """A host with non-ASCII letters, not written in punycode: high when it mixes scripts, in a
    label (``pаypal`` with a Cyrillic а) or across labels (``paypal.сом``; an ASCII top-level
    domain and ``www`` do not count), or when a Cyrillic or Greek label is made only of letters
    that look Latin beside Latin ones (``раура.com``); medium otherwise, since a host in one
    script (``пример.рф``, ``пример.com``, ``例え.jp``) is ordinary in much of the world."""
    host = host.rstrip(".").split(":", 1)[0]
    labels = host.split(".")
    mixed: set[str] = set()
    latin = lookalike = False
    for k, label in enumerate(labels):
        scripts = {s for ch in label if (s := _script(ch))}
        if len(scripts) > 1 and not any(scripts <= ok for ok in _SCRIPT_SETS):
            return f"host {host} mixes {' and '.join(sorted(scripts)).lower()} letters", "high"
        latin |= "LATIN" in scripts
        if not (label.isascii() and (k == len(labels) - 1 or label == "www")):
            mixed |= scripts
        letters = [ch for ch in label if ch.isalpha()]
        lookalike |= bool(letters) and all(ch in _LATIN_LOOKALIKES for ch in letters)
    if len(mixed) > 1 and not any(mixed <= ok for ok in _SCRIPT_SETS):
        return f"host {host} mixes {' and '.join(sorted(mixed)).lower()} labels", "high"
    if lookalike and latin:
        return f"host {host} spells Latin-looking words in another script", "high"
    return f"host {host} is written in Unicode (an IDN) rather than punycode", "medium"


# ------------------------------------------------------------------------------ the rules
def _remote_instructions(doc: Doc, i: int, low: str, seen: set[str]) -> None:
    """Tells the agent to obey what a URL returns at run time: medium, high when re-fetched
    (every run, the latest version), low in a defensive context. ``seen``: lines known to hold
    no such instruction (a text of 10^5 equal lines reads one)."""
    if low in seen:
        return
    if not _REMOTE_GATE_RE.search(low):
        seen.add(low)
        return
    m = _SELF_RE.search(low)
    if m is None and (o := _OBEY_RE.search(low)) and (f := _FETCHED_RE.search(low)):
        human = (f.group("q1") or f.group("q2") or "") in _HUMAN_DOCS
        m = None if human or not _FETCH_RE.search(low) else o
    if m is None:
        for a in islice(_OBEY_AT_RE.finditer(low), 5):
            if a.group("q") in _HUMAN_DOCS or (
                a.group("verb") == "follow" and not _RAW_TEXT_RE.search(a.group("url"))
            ):
                continue  # fmt: skip
            m = a
            break
    if m is None:
        seen.add(low)
        return
    around = low[max(0, m.start() - 300) : m.end() + 300]  # "latest" in a URL is no schedule
    sev: Severity = "high" if DYNAMIC_RE.search(_DOC_WORDS_RE.sub(" ", around)) else "medium"
    emit_in_context(doc, "remote-instructions", sev, i, m.start(), m.end(),
                    "follows instructions at a URL")  # fmt: skip


def url_rules(doc: Doc) -> None:
    quiet: set[str] = set()  # lines without remote instructions
    problems: dict[str, tuple[str, Severity | None] | None] = {}  # _url_problem by authority
    for i in doc.hits("://"):
        if doc.full("remote-instructions") and doc.full("obfuscated-url"):
            break  # nothing more to report (a text of 10^5 URL lines)
        low = doc.low_lines[i]
        if not doc.full("remote-instructions"):
            _remote_instructions(doc, i, low, quiet)
        if doc.full("obfuscated-url"):
            continue
        for u in islice(_URL_RE.finditer(doc.lines[i]), 20):
            if (authority := u.group(1)) not in problems:
                problems[authority] = _url_problem(authority)
            if problem := problems[authority]:
                why, fixed = problem
                fed = fixed is None and _FED_RE.search(low[max(0, u.start() - 200) : u.end() + 100])
                doc.emit("obfuscated-url", fixed or ("high" if fed else "medium"), i, u.start(),
                         why + (", fetched by a command" if fed else ""))  # fmt: skip
