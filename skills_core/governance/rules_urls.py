"""Rules on links: ``obfuscated-url`` (userinfo, punycode, shorteners, raw or numeric IP hosts)
and ``remote-instructions`` (obeying what a URL says)."""

from __future__ import annotations

import ipaddress
import re
from itertools import islice

from .findings import Severity
from .scan_context import emit_in_context
from .scan_text import Doc

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


def url_rules(doc: Doc) -> None:
    for i in doc.hits("://"):
        low = doc.low_lines[i]
        if (m := _REMOTE_VERB_RE.search(low)) and _REMOTE_OBJECT_RE.search(low):
            sev: Severity = "high" if _DYNAMIC_RE.search(low) else "medium"
            what = "follows instructions at a URL"
            emit_in_context(doc, "remote-instructions", sev, i, m.start(), m.end(), what)
        for u in islice(_URL_RE.finditer(doc.lines[i]), 20):
            if why := _url_problem(u.group(1)):
                fed = _FED_RE.search(low[max(0, u.start() - 200) : u.end() + 100])
                doc.emit("obfuscated-url", "high" if fed else "medium", i, u.start(),
                         why + (", fetched by a command" if fed else ""))  # fmt: skip
