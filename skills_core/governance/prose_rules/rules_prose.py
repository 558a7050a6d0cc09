"""Rules on what a skill's prose tells the agent to do with data and code: send local data to
a host (``data-exfiltration``), reveal secrets in its answer or to a third party
(``credential-access``), run what a web page shows (``remote-instructions``), download and run
a password-protected archive or a package from an arbitrary URL (``download-and-execute``,
high) and plant instructions in the agent's memory or configuration (``persistence``).

Sentences come from ``scan_prose``; a sentence that forbids the act ("never send …") or talks
about detecting it does not count. Lines where prose sends or reads secrets are kept on the
doc (``prose_send``, ``prose_access``) so that ``credential-exfiltration`` sees them too."""

from __future__ import annotations

import re

from ..reading.scan_context import emit_in_context
from ..reading.scan_prose import before, emit, negated, spots, where, words
from ..reading.scan_text import Doc

_SEND_RE = re.compile(
    r"\b(?:send|sends|sending|post|posts|posting|upload|uploads|uploading|transmit\w*|forward"
    r"|forwards|e-?mail|mail|share|sync|submit|paste|push|report|deliver|exfiltrate|leak|beam"
    r"|append|attach)\b"
)
_DEST_RE = re.compile(
    r"(?:https?|wss?|ftp)://(?!(?:localhost|127\.|0\.0\.0\.0|\[::1\]|(?:[\w-]{1,63}\.){0,3}"
    r"example\.(?:com|org|net)\b))[^\s)>\]`'\"]{3,}|(?<=[\w.+-])@(?!example\.)[\w-]{1,63}\."
    r"[a-z]{2,}\b|\b(?:telegram|discord|slack)\s{1,3}(?:bot|webhook|channel|chat)|@\w{1,30}_bot"
    r"|\bgists?\b|pastebin|paste\s{1,3}site|\b(?:our|the\s{1,3}(?:skill'?s|vendor'?s|remote"
    r"|external|collection|analytics|telemetry|readiness|support|tuning|health|sync|backup"
    r"|metrics|logging))\s{1,3}(?:\w{1,20}\s{1,3})?(?:server|service|endpoint|api|dashboard"
    r"|form|team|bucket|collector)\b"
)
_SECRET_RE = re.compile(
    r"\b(?:environment\s{1,3}variables?|env\s{0,3}vars?|env\s{1,3}files?|credentials?|secrets?"
    r"|tokens?|api[\s_-]{0,3}keys?|access\s{1,3}keys?|secret\s{1,3}access\s{1,3}keys?"
    r"|passwords?|passphrases?|private\s{1,3}keys?|ssh\s{1,3}keys?|seed\s{1,3}phrases?"
    r"|recovery\s{1,3}phrases?|mnemonic|cookies|session\s{1,3}cookies|login\s{1,3}data"
    r"|keychain|wallet\s{1,3}files?)\b|\.env\b|~/\.(?:ssh|aws|netrc|npmrc|docker|kube|gnupg)"
    r"|id_(?:rsa|ed25519|ecdsa)\b"
)
_PRIVATE_RE = re.compile(
    r"\b(?:conversation|chat\s{1,3}history|transcript|(?:terminal|shell|command|bash|browser)"
    r"\s{1,3}history|system\s{1,3}prompt|(?:hidden|developer|system)\s{1,3}instructions"
    r"|(?:whole|entire|full)\s{1,3}(?:repository|repo|codebase|project|home\s{1,3}directory)"
    r"|untracked\s{1,3}files|source\s{1,3}code|emails?\s{1,3}that|the\s{1,3}files\s{1,3}you"
    r"\s{1,3}(?:changed|read|opened|edited)|full\s{1,3}contents|their\s{1,3}contents)\b"
)
_REVEAL_VERB_RE = re.compile(
    r"\b(?:include|paste|print|show|display|output|reveal|list|dump|echo|copy|put|write|return"
    r"|report|take)\b"
)
_REVEAL_RE = re.compile(  # where the secret ends up: the answer, a ticket, printed in full
    r"(?:\b(?:in|into|to|under|within)\s{1,3}(?:your|the|my|a|this)"
    r"\s{1,3}(?:\w{1,20}\s{1,3})?(?:reply|replies|answer|response|chat|summary|output|report"
    r"|notes?|ticket|issue|form|message|comment|gist|description|commit|pull\s{1,3}request)\b|with\s{1,3}(?:its|their|the)\s{1,3}"
    r"values?|\bin\s{1,3}full\b|\bverbatim\b|each\s{1,3}credential'?s\s{1,3}value|extracted"
    r"\s{1,3}values)"
)
_ASK_SECRET_RE = re.compile(
    r"(?:ask|tell|instruct|have)\s{1,3}(?:the\s{1,3}user|them|users?)\s{1,3}to\s{1,3}(?:enter|type"
    r"|paste|submit|confirm)\s{1,3}(?:their|your)\s{1,3}(?:\w{1,20}\s{1,3}){0,2}?(?:password|passcode"
    r"|credentials|login|pin)\b[^.;]{0,80}?(?:https?://|\bat\s{1,3}(?:the\s{1,3})?(?:link|page|site"
    r"|form))|ask\s{1,3}(?:the\s{1,3}user|them|users?)\s{1,3}(?:for|to\s{1,3}(?:share|send|paste|provide"
    r"|enter|type|give))\s{1,3}(?:their|your|the|a)\s{1,3}(?:\w{1,20}\s{1,3}){0,2}?(?:seed"
    r"|recovery|mnemonic|private\s{1,3}key|wallet\s{1,3}(?:key|phrase)|2fa|one-time|otp"
    r"|verification\s{1,3}code)"
)
_PASTE_RUN_RE = re.compile(
    r"(?:paste|run|execute|enter)\s{1,3}(?:it|them|this|that|the\s{1,3}\w{1,20}|\w{1,20})?"
    r"\s{0,3}(?:in|into)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3})?(?:terminal|shell|console"
    r"|command\s{1,3}line|powershell|cmd)\b|(?:copy|take)\s{1,3}(?:\w{1,20}\s{1,3}){0,3}?(?:script"
    r"|command|code|snippet|installer|one-liner)s?\s{1,3}(?:\w{1,20}\s{1,3}){0,2}?(?:from|shown"
    r"|on|at|there)\b"
)
_THEN_RUN_RE = re.compile(r"\b(?:run|execute|paste)\b")
_PAGE_RE = re.compile(
    r"https?://|\b(?:this|the|that)\s{1,3}(?:page|site|link|snippet|gist|paste)\b"
)
_SHOWN_HERE_RE = re.compile(
    r"\b(?:below|above|following|this\s{1,3}command|these\s{1,3}commands)\b"
)
_ARCHIVE_RE = re.compile(r"\b(?:zip|archive|rar|7z|7-zip|exe|dmg|pkg|msi|installer)\b|\.(?:zip"
                         r"|rar|7z|exe|dmg|pkg|msi)\b")  # fmt: skip
_PASSWORD_RE = re.compile(r"\b(?:pass(?:word|phrase)?|pwd)\b\s{0,3}[:=`'\"(]|\b(?:with|using)"
                          r"\s{1,3}(?:the\s{1,3})?pass(?:word)?\b")  # fmt: skip
_BINARY_URL_RE = re.compile(r"https?://[^\s)>\]`'\"]{1,300}?\.(?:exe|msi|dmg|pkg|zip|rar|7z"
                            r"|appimage|scr|bat|cmd|ps1|vbs|jar)\b")  # fmt: skip
_FETCH_WORD_RE = re.compile(r"\b(?:download|get|grab|fetch|save)\b")
_VERIFIED_RE = re.compile(r"checksum|sha-?256|sha-?512|signature|verify|gpg|cosign|notari[sz]")
_RUN_RE = re.compile(r"\b(?:run|execute|launch|open|start|install|double-click)\b")
_OBEY_RE = re.compile(
    r"(?:do|follow|obey|execute|apply|carry\s{1,3}out|run)\s{1,3}(?:exactly\s{1,3}|precisely"
    r"\s{1,3}|everything\s{1,3})?(?:what(?:ever)?\s{1,3}it\s{1,3}(?:says|tells\s{1,3}you|contains"
    r"|returns|lists)|its\s{1,3}(?:instructions|steps|commands|rules|directives))\b"
)
_OBEY_NEEDLES = (
    "it says",
    "tells you",
    "it returns",
    "its instructions",
    "its steps",
    "its commands",
)
_MEMORY_VERB_RE = re.compile(
    r"\b(?:write|add|append|save|store|record|put|remember|memori[sz]e|persist|insert)\b"
)
_MEMORY_RE = re.compile(
    r"\b(?:your|the\s{1,3}agent'?s|long[-\s]term|persistent|permanent)\s{1,3}memory|memory"
    r"\s{1,3}file\b"
)
_FUTURE_RE = re.compile(
    r"\b(?:all|every|future|subsequent|later|each)\s{1,3}(?:future\s{1,3})?"
    r"(?:sessions?|conversations?|chats?|tasks?|projects?|runs?)\b"
)
_GLOBAL_RE = re.compile(
    r"(?:add|register|install|copy|enable)\s{1,3}(?:this|the)\s{1,3}skill\s{1,3}(?:\w{1,20}\s{1,3})"
    r"{0,4}?(?:global|user-level|system-wide|every\s{1,3}project)|so\s{1,3}(?:that\s{1,3})?it"
    r"\s{1,3}(?:loads|runs|applies|is\s{1,3}active)\s{1,3}in\s{1,3}every\s{1,3}(?:project"
    r"|session|conversation|repository)"
)
_FORGES = r"(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|git\.sr\.ht|dev\.azure\.com)"
_REGISTRIES = (r"(?:pypi\.org|test\.pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org"
               r"|registry\.yarnpkg\.com|npm\.pkg\.github\.com|download\.pytorch\.org"
               r"|pypi\.nvidia\.com|data\.pyg\.org|localhost|127\.0\.0\.1)")  # fmt: skip
_FOREIGN_SOURCE_RE = re.compile(  # packages or pushes that go to a host nobody vets
    r"(?:pip3?|uv\s{1,3}pip|pipx|poetry|uv)\s{1,3}(?:install|add)\s{1,3}(?:[^\n|;&]{0,200}?\s)?"
    rf"git\+https?://(?!{_FORGES}/)[\w.-]{{1,200}}|(?:pip3?|uv|npm|pnpm|yarn|poetry|pipx)\s"
    rf"[^\n|;&]{{0,200}}?(?:--(?:extra-)?index-url|--registry|\s-i)[\s=]{{1,3}}['\"]?https?://"
    rf"(?!{_REGISTRIES}[/:'\"\s])[\w.-]{{1,200}}|git\s{{1,3}}push"
    rf"\s{{1,3}}(?:-{{1,2}}\S{{1,20}}\s{{1,3}})*https?://(?!(?:[\w-]{{1,63}}@)?{_FORGES}/)"
    r"[\w.-]{1,200}"
)
_PIP_URL_RE = re.compile(
    r"(?:pip3?|uv\s{1,3}pip|npm|pnpm|yarn)\s{1,3}(?:install|add|i)\s{1,3}(?:-\S{1,20}\s{1,3}){0,3}"
    r"https?://(?!(?:github\.com|gitlab\.com|bitbucket\.org|files\.pythonhosted\.org|pypi\.org"
    r"|registry\.npmjs\.org|download\.pytorch\.org)/)[^\s'\"]{1,300}\.(?:whl|tar\.gz|tgz|zip)\b"
)


_SECRET_WORDS = (
    "environment",
    ".env",
    "env var",
    "env file",
    "credential",
    "secret",
    "token",
    "api key",
    "api_key",
    "apikey",
    "access key",
    "password",
    "passphrase",
    "private key",
    "ssh",
    "seed",
    "mnemonic",
    "cookie",
    "login data",
    "keychain",
    "wallet",
    "~/.",
    "id_rsa",
    "id_ed25519",
)
_DATA_WORDS = (
    *_SECRET_WORDS,
    "conversation",
    "history",
    "transcript",
    "prompt",
    "instructions",
    "repository",
    "codebase",
    "home",
    "untracked",
    "source code",
    "emails",
    "files you",
    "contents",
)
_ASK_SECRET_NEEDLES = (
    "seed",
    "recovery",
    "mnemonic",
    "private key",
    "wallet",
    "one-time",
    "otp",
    "verification",
    "password",
    "passcode",
    "credentials",
)
_PASTE_RUN_NEEDLES = ("terminal", "shell", "console", "command line", "powershell", "copy")
_BINARY_NEEDLES = (
    ".exe",
    ".msi",
    ".dmg",
    ".pkg",
    ".zip",
    ".rar",
    ".7z",
    ".appimage",
    ".scr",
    ".bat",
    ".cmd",
    ".ps1",
    ".vbs",
    ".jar",
)
_PASSWORD_NEEDLES = ("pass", "pwd")
_MEMORY_NEEDLES = ("memory",)
_GLOBAL_NEEDLES = (
    "global",
    "user-level",
    "system-wide",
    "every project",
    "every session",
    "every conversation",
    "every repository",
)

_SEND_WORDS = (
    "send",
    "post",
    "upload",
    "transmit",
    "forward",
    "mail",
    "share",
    "sync",
    "submit",
    "paste",
    "push",
    "report",
    "deliver",
    "exfil",
    "leak",
    "beam",
    "append",
    "attach",
)
_SEND_WORDS_RE = words(_SEND_WORDS)[0]
_SECRET_WORDS_RE = words(_SECRET_WORDS)[0]
_DEST_WORDS = ("://", "@", "telegram", "discord", "slack", "gist", "pastebin", "paste site",
               "server", "service", "endpoint", "dashboard", "form", "collector", "bucket",
               "api", "team", "_bot")  # fmt: skip
_DEST_NEEDLES = (  # each hit of _DEST_RE holds one; " our " never matches "your "
    "://",
    "@",
    "telegram",
    "discord",
    "slack",
    "_bot",
    "gist",
    "pastebin",
    "paste site",
    " our ",
    "skill's",
    "vendor's",
    " remote ",
    " external ",
    "collection",
    "analytics",
    "telemetry",
    "readiness",
    " support ",
    "tuning",
    " health ",
    " sync ",
    " backup ",
    "metrics",
    "logging",
)
_REVEAL_WORDS = ("reply", "replies", "answer", "response", "chat", "summary", "output", "report",
                 "note", "ticket", "issue", "form", "message", "comment", "gist", "value",
                 "in full", "verbatim")  # fmt: skip
_CUE_NEEDLES = (
    "reply",
    "replies",
    "answer",
    "response",
    "chat",
    "summary",
    "ticket",
    "verbatim",
    "in full",
    "values",
    "credential's",
    "extracted",
    "gist",
    "pull request",
    "commit message",
    "pr description",
)
_REVEAL_VERBS = words(("include", "paste", "print", "show", "display", "output",
                                 "reveal", "list", "dump", "echo", "copy", "put", "write",
                                 "return", "report", "take"))  # fmt: skip


def _data(doc: Doc) -> None:
    for s, _dest in spots(doc, _DEST_RE, _DEST_NEEDLES, _SEND_WORDS):
        t = s.text
        send = _SEND_RE.search(t) if _SEND_WORDS_RE.search(t) else None
        if send is None or negated(t, send.start()):
            continue
        data = _SECRET_RE.search(t) or _PRIVATE_RE.search(t) or _SECRET_RE.search(before(doc, s))
        if data and emit(doc, "data-exfiltration", "high", s, send.start(), send.end(),
                          "tells the agent to send local data out"):  # fmt: skip
            doc.prose_send.append(where(doc, s, send.start())[0])
    for s, cue in spots(doc, _REVEAL_RE, _CUE_NEEDLES, _SECRET_WORDS):
        t = s.text
        m = _REVEAL_VERB_RE.search(t, max(0, cue.start() - 160), cue.start())
        if (m and _SECRET_RE.search(t) and not negated(t, m.start())
                and emit(doc, "credential-access", "high", s, m.start(), cue.end(),
                          "tells the agent to reveal secrets")):  # fmt: skip
            doc.prose_access.append(where(doc, s, m.start())[0])
    for s, m in spots(doc, _ASK_SECRET_RE, _ASK_SECRET_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "credential-access", "high", s, m.start(), m.end(),
                  "asks the user for a wallet secret or a one-time code")  # fmt: skip


def _code(doc: Doc) -> None:
    for s, m in spots(doc, _PASTE_RUN_RE, _PASTE_RUN_NEEDLES):
        t = s.text
        if m.group().startswith(("copy", "take")) and not _THEN_RUN_RE.search(t, m.end()):
            continue
        if _PAGE_RE.search(t) and not _SHOWN_HERE_RE.search(t) and not negated(t, m.start()):
            emit(doc, "remote-instructions", "high", s, m.start(), m.end(),
                  "tells the user or agent to run a script from a web page")  # fmt: skip
    for s, b in spots(doc, _BINARY_URL_RE, _BINARY_NEEDLES):
        t = s.text
        if (_FETCH_WORD_RE.search(t) and _RUN_RE.search(t, b.end()) and not _VERIFIED_RE.search(t)
                and not negated(t, b.start())):  # fmt: skip
            emit(doc, "download-and-execute", "high", s, b.start(), b.end(),
                 "tells the user or agent to run a downloaded program, unverified")  # fmt: skip
    for s, p in spots(doc, _PASSWORD_RE, _PASSWORD_NEEDLES):
        if (a := _ARCHIVE_RE.search(s.text)) and _RUN_RE.search(s.text):
            emit(doc, "download-and-execute", "high", s, min(a.start(), p.start()), p.end(),
                  "a password-protected archive to run (antivirus cannot read it)")  # fmt: skip


def _obey(doc: Doc) -> None:
    for s, m in spots(doc, _OBEY_RE, _OBEY_NEEDLES):
        if "://" in s.text and not negated(s.text, m.start()):
            emit(doc, "remote-instructions", "high", s, m.start(), m.end(),
                  "obeys whatever a URL returns")  # fmt: skip


def _memory(doc: Doc) -> None:
    for s, m in spots(doc, _MEMORY_RE, _MEMORY_NEEDLES):
        t = s.text
        v = _MEMORY_VERB_RE.search(t, max(0, m.start() - 120), m.start())
        if v and _FUTURE_RE.search(t) and not negated(t, v.start()):
            emit(doc, "persistence", "high", s, v.start(), m.end(),
                  "plants instructions in the agent's memory for future sessions")  # fmt: skip
    for s, m in spots(doc, _GLOBAL_RE, _GLOBAL_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "persistence", "high", s, m.start(), m.end(),
                  "installs itself into the agent's global configuration")  # fmt: skip


def prose_rules(doc: Doc) -> None:
    """All rules of this module, then a line rule for packages installed from arbitrary URLs."""
    _data(doc)
    _code(doc)
    _obey(doc)
    _memory(doc)
    for i in doc.hits("install http", "add http", " i http"):
        if m := _PIP_URL_RE.search(doc.low_lines[i]):
            doc.emit("download-and-execute", "high", i, m.start(),
                     "installs a package from a URL (its install code runs)")  # fmt: skip
    for i in doc.hits("git+http", "index-url", "--registry", "-i http", "git push"):
        if (m := _FOREIGN_SOURCE_RE.search(doc.low_lines[i])) and not doc.full(
                "download-and-execute"):  # fmt: skip
            if m.group().startswith("git") and "push" in m.group()[:12]:
                rule, what = "data-exfiltration", "pushes the repository to an unknown host"
            else:
                rule, what = "download-and-execute", "installs packages from an unvetted source"
            emit_in_context(doc, rule, "high", i, m.start(), m.end(), what)
