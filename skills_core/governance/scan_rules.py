"""The rule table, the ``Doc`` the rules read, and the shell, credential, encoding and host rules.

Why it stays linear: a rule first finds its trigger words with ``str.find`` (not at all when the
list of distinct tokens shows they cannot occur), then runs short patterns on those lines. Patterns
start with a literal or a small set of characters (no leading ``\\b``, which defeats the regex
engine's prefix scan), have no ``X.{0,N}Y`` window that a dense run of ``X`` could multiply (two
conditions are two searches), and pipelines are read sink-first with bisect."""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from itertools import accumulate, islice
from typing import Literal

Severity = Literal["low", "medium", "high", "critical"]
SEVERITIES: tuple[Severity, ...] = ("low", "medium", "high", "critical")
EXCERPT_MAX = 80
MAX_PER_RULE = 50  # findings listed per rule and file; a note says when a rule hit the cap

# rule id -> (OWASP Agentic Skills Top 10 id, why it matters)
RULES: dict[str, tuple[str, str]] = {
    "unicode-tag-smuggling": ("AST04", "invisible Unicode tag characters carry hidden text"),
    "variation-selector-smuggling": ("AST04", "invisible variation selectors encode hidden bytes"),
    "bidi-control": ("AST04", "reviewers may see text in another order than the agent reads it"),
    "zero-width-chars": ("AST04", "invisible characters hide or split words to slip past filters"),
    "hidden-instruction": ("AST04", "text hidden from reviewers but read by the agent"),
    "prompt-injection": ("AST01", "tries to override the agent's instructions or deceive the user"),
    "encoded-payload": ("AST04", "encoded content that reviewers cannot read"),
    "decode-and-execute": ("AST01", "decodes a blob and runs it: the real command is hidden"),
    "download-and-execute": ("AST01", "runs unverified code from a URL: its owner owns the host"),
    "reverse-shell": ("AST01", "hands an interactive shell to a remote host"),
    "credential-access": ("AST03", "reads secrets far beyond what a skill needs"),
    "data-exfiltration": ("AST01", "local data leaves for a host the user did not choose"),
    "credential-exfiltration": ("AST01", "together these can steal the user's credentials"),
    "hardcoded-secret": ("AST03", "a live-looking credential that every installer receives"),
    "overbroad-allowed-tools": ("AST03", "allowed-tools grants more than a skill should need"),
    "obfuscated-url": ("AST04", "the URL hides where it really points"),
    "yaml-unsafe-tag": ("AST05", "frontmatter that runs code in unsafe YAML or JSON loaders"),
    "remote-instructions": ("AST05", "obeys instructions fetched at run time, unreviewed"),
    "persistence": ("AST01", "plants something that outlives the skill"),
    "audit-evasion": ("AST09", "erases history or audit logs: hides what the agent did"),
    "sandbox-escape": ("AST06", "removes isolation between the workload and the host"),
}

_PROBES: dict[str, tuple[str, ...]] = {}
_HIDDEN_CATS = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})
_QUOTES = "\"'`“”‘’«»"


def _probes(needle: str) -> tuple[str, ...]:
    """What the token list must contain if ``needle`` occurs: each whitespace-free part, with a
    newline (token boundary) on the sides where the needle has whitespace."""
    if (probes := _PROBES.get(needle)) is None:
        probes = _PROBES[needle] = tuple(
            ("\n" if m.start() else "") + m.group() + ("\n" if m.end() < len(needle) else "")
            for m in re.finditer(r"\S+", needle)
        )
    return probes


@dataclass(frozen=True)
class Finding:
    """One rule hit: what, how bad, where (1-based line), and the offending text."""

    rule: str
    severity: Severity
    owasp: str
    message: str
    line: int
    excerpt: str
    path: str | None = None

    def to_dict(self) -> dict[str, str | int]:
        out: dict[str, str | int] = {"rule": self.rule, "severity": self.severity,
                                     "owasp": self.owasp, "message": self.message,
                                     "line": self.line, "excerpt": self.excerpt}  # fmt: skip
        if self.path is not None:
            out["path"] = self.path
        return out


def visible(text: str, limit: int = EXCERPT_MAX) -> str:
    """``text`` cut to ``limit`` chars with invisible and control characters spelled out."""
    out: list[str] = []
    size = 0
    for ch in text[:limit]:
        cp = ord(ch)
        if ch == "\t":
            piece = "\\t"
        elif unicodedata.category(ch) in _HIDDEN_CATS or 0xFE00 <= cp <= 0xFE0F or cp >= 0xE0100:
            piece = f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"
        else:
            piece = ch
        if size + len(piece) > limit:
            break
        out.append(piece)
        size += len(piece)
    return "".join(out).strip()


class Doc:
    """The text split in lines and lowercased once (same offsets), lazy maps of code fences and
    headings, and the findings collected so far."""

    def __init__(self, text: str) -> None:
        text = text.replace("\r\n", "\n") if "\r" in text else text
        low = text.lower()
        self.lines, self.low_lines = text.split("\n"), low.split("\n")
        if len(low) != len(text):  # a few characters lowercase to two: keep those as they are
            self.low_lines = [b if len(a) == len(b) else "".join(
                c.lower() if len(c.lower()) == 1 else c for c in a)
                for a, b in zip(self.lines, self.low_lines, strict=True)]  # fmt: skip
            low = "\n".join(self.low_lines)
        self.text, self.low = text, low
        self.starts = list(accumulate(map((1).__add__, map(len, self.low_lines)), initial=0))
        self.findings: list[Finding] = []
        self.count: dict[str, int] = {}
        self.hidden: list[tuple[int, int]] = []  # line ranges of hidden text that instructs
        self.hidden_read = 0  # hidden comments and elements analysed so far
        self._hits: dict[str | re.Pattern[str], list[int]] = {}
        self._vocab: tuple[str, str] | None = None
        self._fences: list[int] | None = None
        self._heads: list[int] | None = None
        self.fm_end = -1  # index of the line that closes the frontmatter
        pos = low.find("\n---") if self.lines[0].lstrip("\ufeff").strip() == "---" else -1
        while pos != -1 and self.fm_end < 0:
            if self.lines[i := self.line_of(pos + 1)].strip() == "---":
                self.fm_end = i
            pos = low.find("\n---", pos + 1)

    def present(self, needle: str) -> bool:
        """Could ``needle`` occur? Checked against the distinct whitespace-separated tokens,
        newline-joined (far shorter than the text): never false when the needle occurs."""
        if self._vocab is None:
            tokens = set(self.low.split())
            big = {t for t in tokens if len(t) > 128}  # kept apart so most probes skip them
            self._vocab = ("\n" + "\n".join(tokens - big) + "\n",
                           "\n" + "\n".join(big) + "\n" if big else "")  # fmt: skip
        short, long = self._vocab
        return all(p in short or (long and p in long) for p in _probes(needle))

    def line_of(self, pos: int) -> int:
        return bisect_right(self.starts, pos) - 1

    def hits(self, *needles: str | re.Pattern[str]) -> list[int]:
        """Sorted indices of the lines whose lowercase text contains any needle (a string, or a
        pattern that starts with a literal). Strings that cannot occur are not searched."""
        found: set[int] = set()
        for needle in needles:
            if (lines := self._hits.get(needle)) is None:
                lines = self._hits[needle] = []
                if isinstance(needle, re.Pattern):
                    m = needle.search(self.low)
                    while m is not None:
                        lines.append(i := self.line_of(m.start()))
                        m = needle.search(self.low, self.starts[i + 1]) if i + 1 < len(
                            self.lines) else None  # fmt: skip
                else:
                    skip = needle.startswith("\n")
                    pos = self.low.find(needle) if self.present(needle) else -1
                    while pos != -1:
                        lines.append(i := self.line_of(pos + skip))
                        pos = self.low.find(needle, self.starts[i + 1] - skip) if i + 1 < len(
                            self.lines) else -1  # fmt: skip
            found.update(lines)
        return sorted(found)

    def in_frontmatter(self, i: int) -> bool:
        return 0 < i < self.fm_end

    def in_fence(self, i: int) -> bool:
        if self._fences is None:
            marks = ("```", "~~~")
            self._fences = [j for j in self.hits(*marks)
                            if j > self.fm_end and self.lines[j].lstrip()[:3] in marks]  # fmt: skip
        k = bisect_left(self._fences, i)
        return k % 2 == 1 or (k < len(self._fences) and self._fences[k] == i)

    def heading(self, i: int) -> str:
        """The lowercase Markdown heading that governs line ``i`` ("" before the first)."""
        if self._heads is None:
            self._heads = [j for j in [0, *self.hits("\n#")] if j > self.fm_end
                           and self.lines[j][:1] == "#" and not self.in_fence(j)]  # fmt: skip
        k = bisect_right(self._heads, i) - 1
        return self.low_lines[self._heads[k]] if k >= 0 else ""

    def is_hidden(self, i: int) -> bool:
        return any(a <= i <= b for a, b in self.hidden)

    def full(self, rule: str) -> bool:
        return self.count.get(rule, 0) >= MAX_PER_RULE

    def emit(self, rule: str, sev: Severity, i: int, col: int = 0, what: str = "",
             shown: str | None = None) -> None:  # fmt: skip
        """Record a finding on line index ``i``; the excerpt starts a little before ``col``."""
        if self.full(rule):
            return
        self.count[rule] = self.count.get(rule, 0) + 1
        owasp, why = RULES[rule]
        line = self.lines[i] if shown is None else shown
        start = 0 if len(line) <= EXCERPT_MAX else max(0, min(col - 10, len(line) - EXCERPT_MAX))
        msg = f"{what}: {why}" if what else why
        self.findings.append(Finding(rule, sev, owasp, msg, i + 1, visible(line[start:])))


# ----------------------------------------------------------- context: cited, or actually said?
DEFENSIVE_RE = re.compile(  # only ever run on short windows, so \b is affordable here
    r"\b(?:detect\w*|flag\w*|block\w*|reject\w*|refus\w*|deny|denies|prevent\w*|guard\w*"
    r"|watch(?:ing)?\s{1,3}for|look(?:ing)?\s{1,3}for|scan\w*|filter\w*|sanitiz\w*|classif\w*"
    r"|recogni[sz]\w*|identif\w*|warn\w*|alert\w*|examples?|such\s{1,3}as|patterns?|phrases?"
    r"|indicators?|signs?\s{1,3}of|attempt\w*|attack\w*|injection|jailbreak\w*|malicious"
    r"|suspicious|adversar\w*|red[- ]team\w*|threats?|dangerous|unsafe|insecure|vulnerab\w*"
    r"|(?:never|not|don't)\s{1,3}(?:run|follow|obey|execute|comply|pipe))\b|\be\.g\."
)
_EVASIVE_RE = re.compile(
    r"\b(?:not|n't|never|avoid|without|evade|bypass|escape)\s{1,3}(?:\w{1,12}\s{1,3}){0,2}?"
    r"(?:flag|detect|notic|alert|audit|trigger|log|see|show|mention)\w*|\b(?:quietly|silently"
    r"|secretly|covertly|undetected|unnoticed)\b"
)
_ITEM_RE = re.compile(r"\s{0,8}(?:[-*+|]|\d{1,3}[.)]|$)")
_URLISH_RE = re.compile(r"[^\s`'\"()<>]{0,200}://[^\s`'\"()<>]{0,300}")
_DEF_HEADING_RE = re.compile(
    r"detect|injection|attack|adversar|red[- ]team|jailbreak|threat|malicious|suspicious"
    r"|indicator|red flag|phishing|guardrail|anti-pattern|refus|pattern|never|avoid|don't|do not"
)


def defensive(doc: Doc, i: int, start: int, end: int) -> bool:
    """Line ``i`` (outside the hit), the lead-in of its list, or its section talks about
    detecting or refusing the thing, and nothing nearby talks about evading detection."""
    low = doc.low_lines[i]
    stop = min(len(low), end + 300)
    while end < stop and not low[end].isspace():  # never cut a URL in two
        end += 1
    if _EVASIVE_RE.search(low[max(0, start - 300) : end + 300]):
        return False
    around = _no_urls(low[max(0, start - 200) : start] + " \n " + low[end : end + 200])
    if DEFENSIVE_RE.search(around) or _DEF_HEADING_RE.search(doc.heading(i)):
        return True
    k = i
    while k > 0 and i - k < 30 and _ITEM_RE.match(doc.low_lines[k]):
        k -= 1
    return k < i and bool(DEFENSIVE_RE.search(_no_urls(doc.low_lines[k][-300:])))


def _no_urls(text: str) -> str:
    """Words inside URLs (``example.com``, ``/flags``) say nothing about the sentence."""
    return _URLISH_RE.sub(" ", text) if "://" in text else text


def quoted(line: str, start: int, end: int) -> bool:
    """The hit sits in a code span or between quotes: it is cited rather than said."""
    if line.count("`", max(0, start - 2000), start) % 2 == 1:
        return True
    before, after = line[max(0, start - 3) : start], line[end : end + 80]
    return any(q in before for q in _QUOTES) and any(q in after for q in _QUOTES)


def cited(doc: Doc, i: int, start: int, end: int) -> bool:
    """Quoted or fenced, in a defensive context: lowers critical code rules to high."""
    return defensive(doc, i, start, end) and (
        quoted(doc.low_lines[i], start, end) or doc.in_fence(i)
    )


# ------------------------------------------------------------------ prompt-injection phrasing
_S = r"\s{1,3}"
_INJECTION: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (("ignore", "disregard", "forget", "override", "bypass"), re.compile(
        rf"(?:ignore|disregard|forget|override|bypass){_S}(?:(?:all|any|the|of|your|my|these|those"
        rf"|every){_S}){{0,3}}(?:previous|prior|above|earlier|preceding|former|original|initial"
        rf"|system|safety|existing){_S}(?:instructions?|prompts?|directions?|directives?|rules"
        rf"|guidelines|guardrails|messages|context|policies|constraints)\b|(?:ignore|disregard"
        rf"|forget){_S}(?:everything|all){_S}(?:you{_S}(?:were|have{_S}been){_S}told|above|before)"
        rf"|disregard{_S}(?:your|the){_S}(?:system{_S}prompt|instructions|guidelines|programming)"
        rf"|override{_S}(?:your|the|all){_S}(?:system{_S}prompt|safety|guardrails|instructions"
        rf"|restrictions)|system{_S}override\b")),
    (("the user",), re.compile(
        rf"(?:(?:do{_S}not|don'?t|never){_S}(?:tell|inform|notify|alert|warn|let|(?:mention|reveal"
        rf"|show){_S}(?:this|it|that|anything){_S}to)|without{_S}(?:telling|informing|notifying"
        rf"|alerting|warning|letting)|(?:keep|hide){_S}(?:this|it|that){_S}(?:(?:secret|hidden)"
        rf"{_S})?from){_S}the{_S}user")),
    (("you are",), re.compile(
        rf"you{_S}are{_S}(?:now|no{_S}longer){_S}(?:(?:an?|in){_S})?(?:unrestricted|unfiltered"
        rf"|uncensored|jailbroken|dan\b|evil|developer{_S}mode|god{_S}mode|root\b|bound|an{_S}ai"
        rf"|restricted|required{_S}to)")),
    (("instruction",), re.compile(
        rf"(?:new|updated|real|actual|true|revised|secret|hidden){_S}(?:system{_S})?instructions?"
        r"\s{0,2}:")),
    (("act as", "behave as", "developer mode", "god mode", "dan mode", "jailbreak mode",
      "unrestricted mode"), re.compile(
        rf"(?:act|behave){_S}as{_S}(?:root\b|dan\b|an?{_S}(?:unrestricted|unfiltered|jailbroken))"
        rf"|(?:enable|enter|activate|switch{_S}to){_S}(?:developer|god|dan|jailbreak|unrestricted)"
        rf"{_S}mode")),
    (("prompt", "message", "instruction"), re.compile(
        rf"(?:reveal|print|show|output|repeat|display|dump|leak|disclose){_S}(?:me{_S})?(?:your"
        rf"|the){_S}(?:(?:full|entire|original|hidden|initial){_S})?(?:system{_S}prompt|system{_S}"
        rf"message|hidden{_S}instructions|initial{_S}instructions|developer{_S}(?:prompt|message))")),
    (("<|", "inst]", "<<sys>>", "anything now"), re.compile(
        r"<\|im_start\|>\s{0,3}system|<\|system\|>|\[/?inst\]|<<sys>>|do anything now")),
)  # fmt: skip
INJECTION_NEEDLES = tuple({n: 0 for needles, _ in _INJECTION for n in needles})


def injection(low: str) -> re.Match[str] | None:
    """The first prompt-injection phrase in ``low`` (only groups whose words occur are run)."""
    for needles, pattern in _INJECTION:
        if any(n in low for n in needles) and (m := pattern.search(low)):
            return m
    return None


# ------------------------------------------------------------- download, decode and execute
_FETCH_RE = re.compile(r"(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|aria2c"
                       r"|downloadstring|urlopen|requests\.get|httpx\.get)\b")  # fmt: skip
_PIPE_SINK_RE = re.compile(
    r"\|(?!\|)\s{0,5}(?:sudo\s{1,5}(?:-[a-z]{1,10}\s{1,5}){0,3})?(?:env\s{1,5}(?:\w{1,30}="
    r"\S{0,100}\s{1,5}){0,5})?(?:/usr(?:/local)?/bin/|/bin/)?(?:(?:ba|z|k|da|fi|tc|c)?sh\b(?!\.)"
    r"|(?:python[0-9.]{0,5}|perl|ruby|node|php|deno|bun)(?:\s{1,5}-(?![cme]\b)[a-z]{1,3}\b)"
    r"{0,3}\s{0,5}-?\s{0,5}(?:$|[;&)'\"`])|iex\b|invoke-expression\b|(?:pwsh|powershell)"
    r"(?:\.exe)?\s{0,5}-?\s{0,5}(?:$|[;&)'\"`]|-command\s{1,5}-)|(?:source|\.)\s{1,5}/dev/stdin)"
)
_SEP_RE = re.compile(r"&&|\|\||;")
_SUBST_RE = re.compile(r"(?:(<)\s{0,3}\(|\$\(|`)\s{0,3}(?:curl|wget)\b")
_PROC_RUNNER_RE = re.compile(r"(?:(?:ba|z|k|da)?sh|source|python[0-9.]{0,5}|perl|ruby|node"
                             r"|(?:^|[\s;&])\.)\s{1,10}(?:-\S{1,10}\s{1,5}){0,3}$")  # fmt: skip
_CMD_RUNNER_RE = re.compile(r"(?:(?:(?:ba|z|k|da)?sh|python[0-9.]{0,5}|perl|ruby|node|php)"
                            r"\s{1,5}-c|eval)\s{0,5}[\"']?\s{0,3}$")  # fmt: skip
_PS_EXEC_RE = re.compile(r"(?:iex|invoke-expression)\b")
_PS_FETCH_RE = re.compile(r"(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring"
                          r"|net\.webclient|downloadfile)\b")  # fmt: skip
_PY_EXEC_RE = re.compile(r"(?:exec|eval)\s{0,3}\(")
_PY_FETCH_RE = re.compile(r"(?:urlopen|requests\.get|httpx\.get)\s{0,3}\(")
_CHMOD_RE = re.compile(r"chmod\s{1,5}(?:-\w{1,3}\s{1,5})?(?:[ugoa]{0,3}\+[rwx]{0,2}x|[0-7]?[0-7]"
                       r"[1357][0-7]{1,2})\b")  # fmt: skip
_RUN_PATH_RE = re.compile(r"(?:&&|;|\|\|)\s{0,5}(?:sudo\s{1,5})?(?:(?:ba|z)?sh\s{1,5})?(?:\./|"
                          r"/tmp/|/var/tmp/|/dev/shm/|~/|\$home/|\$tmpdir/)[\w.-]")  # fmt: skip
_VERIFY_RE = re.compile(r"sha(?:256|512|1)?sum|shasum|gpg\s{1,3}--verify|cosign\s{1,3}verify"
                        r"|minisign|signify|--checksum|get-filehash")  # fmt: skip
_OUT_RE = re.compile(r"\s(?:-o|-O|--output|--output-document)[\s=]{1,3}['\"]?([^\s'\";&|]{1,200})")
_DECODE_RE = re.compile(
    r"base64\s{1,5}(?:-\w{1,3}\s{1,5}){0,3}(?:-d|--decode)\b|atob\s{0,3}\(|b64decode"
    r"|frombase64string|xxd\s{1,5}(?:-\w{1,3}\s{1,5}){0,2}-r|unhexlify|bytes\.fromhex"
    r"|buffer\.from\([^)]{0,200},\s{0,3}['\"](?:base64|hex)|codecs\.decode|openssl\s{1,5}"
    r"(?:enc\s{1,5})?(?:-\w{1,12}\s{1,5}){0,3}-d\b|openssl\s{1,5}base64\s{1,5}-d"
)
_EXEC_RE = re.compile(  # where decoded bytes end up run: a pipe into a shell, eval, exec(), ...
    r"\|\s{0,5}(?:sudo\s{1,5})?(?:(?:ba|z|k|da|fi)?sh\b|python[0-9.]{0,5}\s{0,5}-?\s{0,3}(?:$|"
    r"[;&)'\"`])|perl\b|ruby\b|node\s{0,5}(?:$|[;&)])|iex\b|invoke-expression\b)|eval\b"
    r"|exec\s{0,3}\(|new\s{1,3}function\s{0,3}\(|iex\b|invoke-expression|(?:pickle|marshal)"
    r"\.loads\b|(?:sh|source)\s{1,5}<\s{0,3}\(|sh\s{1,5}-c\s{0,3}[\"']?\$\("
)
_PS_ENC_RE = re.compile(r"\s[-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w{0,10})"
                        r"\s{1,5}['\"]?[a-z0-9+/=]{16,}")  # fmt: skip
_REVSHELL_RE = re.compile(r"/dev/(?:tcp|udp)/[^\s/]{1,100}/\d{1,5}|socat\b|mkfifo\b"
                          r"|pty\.spawn\s{0,3}\(|net\.sockets\.tcpclient")  # fmt: skip
_REVSHELL_TAIL_RE = re.compile(r"0>&1|<&1|>&\s{0,2}[0-2]\b|sh\s{1,3}-i\b|exec:|nc\s|ncat|netcat"
                               r"|socket\b|iex\b|getstream")  # fmt: skip
_NC_EXEC_RE = re.compile(r"(?:nc|ncat|netcat)\s{1,5}(?:-\w{1,5}\s{1,5}){0,4}-[ec]\s{1,3}\S{0,20}"
                         r"(?:sh|bash|cmd(?:\.exe)?)\b")  # fmt: skip
_SHELL_NEEDLES = ("curl", "wget", " iwr", "(iwr", " irm", "(irm", "invoke-", "downloadstring",
                  "urlopen", "requests.get", "httpx.get", "aria2c", "net.webclient")  # fmt: skip
_DECODE_NEEDLES = ("base64", "atob", "b64decode", "frombase64", "xxd", "unhexlify", "fromhex",
                   "codecs.decode", "openssl", "powershell", "pwsh")  # fmt: skip


def logical(doc: Doc, i: int, low: bool = True) -> str:
    """Line ``i`` joined with backslash continuations and a following ``| …`` line."""
    src = doc.low_lines if low else doc.lines
    text, j = src[i], i
    while text.endswith("\\") and j + 1 < len(src) and j - i < 10:
        j += 1
        text = text[:-1] + " " + src[j].strip()
    if j + 1 < len(src) and src[j + 1].lstrip().startswith("|"):
        text += " " + src[j + 1].strip()
    return text


def download_exec(low: str) -> int:
    """Offset of a fetch-then-run construct in ``low`` (one logical line), or -1."""
    fetches = [m.start() for m in (_FETCH_RE.finditer(low) if "|" in low else ())
               if not (m.start() and low[m.start() - 1].isalnum())]  # fmt: skip
    if fetches:
        seps = [m.start() for m in _SEP_RE.finditer(low)]
        for m in _PIPE_SINK_RE.finditer(low):  # sink first: each pipe into a shell costs O(log n)
            if m.start() and low[m.start() - 1] == "|":
                continue
            k = bisect_left(seps, m.start())
            j = bisect_left(fetches, seps[k - 1] if k else 0)
            if j < len(fetches) and fetches[j] < m.start():
                return m.start()
    for m in islice(_SUBST_RE.finditer(low), 50):
        runner = _PROC_RUNNER_RE if m.group(1) else _CMD_RUNNER_RE
        if runner.search(low[max(0, m.start() - 60) : m.start()]):
            return m.start()
    if (ps := _PS_EXEC_RE.search(low)) and _PS_FETCH_RE.search(low):
        return ps.start()
    if _PY_EXEC_RE.search(low) and (py := _PY_FETCH_RE.search(low)):
        return py.start()
    if (ch := _CHMOD_RE.search(low)) and _RUN_PATH_RE.search(low, ch.end()):
        return ch.start() if _FETCH_RE.search(low, 0, ch.start()) and not _VERIFY_RE.search(
            low) else -1  # fmt: skip
    return -1


def decode_exec(low: str) -> int:
    """Offset of a decode-then-run construct in ``low``, or -1."""
    if ("powershell" in low or "pwsh" in low) and (m := _PS_ENC_RE.search(low)):
        return m.start()
    m = _DECODE_RE.search(low)
    return m.start() if m and _EXEC_RE.search(low) else -1


def reverse_shell(low: str, near: str = "") -> int:
    """Offset of a reverse-shell construct in ``low`` (with its tail there or in ``near``)."""
    if (m := _REVSHELL_RE.search(low)) and _REVSHELL_TAIL_RE.search(near or low):
        return m.start()
    return m.start() if (m := _NC_EXEC_RE.search(low)) else -1


def _staged_run(doc: Doc, i: int, target: str) -> bool:
    """A download to a file that the next lines make executable and run, unverified."""
    name = target.rsplit("/", 1)[-1].lower()
    if len(name) < 2 or name.endswith((".tar.gz", ".tgz", ".zip", ".json", ".txt", ".md")):
        return False
    window = doc.low_lines[i + 1 : i + 6]
    if any(_VERIFY_RE.search(w) for w in window):
        return False
    run_re = re.compile(rf"(?:^|[\s;&`$])(?:(?:ba|z)?sh\s+)?[\w./~$-]{{0,100}}/{re.escape(name)}\b")
    return any(name in w and _CHMOD_RE.search(w) for w in window) and any(
        "chmod" not in w and run_re.search(w) for w in window
    )


def _exec_rules(doc: Doc) -> None:
    for i in doc.hits(*_SHELL_NEEDLES):
        low = logical(doc, i)
        at = download_exec(low)
        if at < 0 and (m := _OUT_RE.search(doc.lines[i])) and _staged_run(doc, i, m.group(1)):
            at = m.start()
        if at >= 0:
            sev: Severity = "high" if cited(doc, i, at, at + 4) else "critical"
            doc.emit("download-and-execute", sev, i, at)
    for i in doc.hits(*_DECODE_NEEDLES):
        low = logical(doc, i)
        at = decode_exec(low)
        if at < 0 and "frombase64string" in low:
            near = " ".join(doc.low_lines[max(0, i - 3) : i + 4])[:20_000]
            at = 0 if re.search(r"(?:iex|invoke-expression)\b|::load\(|\.invoke\(", near) else -1
        if at >= 0:
            sev = "high" if cited(doc, i, at, at + 4) else "critical"
            doc.emit("decode-and-execute", sev, i, at)
    for i in doc.hits(re.compile(r"/dev/(?:tcp|udp)/"), "nc -", "ncat", "netcat", "socat",
                      "pty.spawn", "tcpclient", "mkfifo"):  # fmt: skip
        near = "\n".join(doc.low_lines[max(0, i - 5) : i + 6])[:20_000]
        if (at := reverse_shell(doc.low_lines[i], near)) >= 0:
            sev = "high" if cited(doc, i, at, at + 4) else "critical"
            doc.emit("reverse-shell", sev, i, at)


# --------------------------------------------------------------------------- encoded payloads
_RUN_RE = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{128,}={0,2}")
_BLOCK_LINE_RE = re.compile(r"[ \t]{0,8}[A-Za-z0-9+/]{40,120}={0,2}[ \t]?")
_HEX = frozenset("0123456789abcdefABCDEF")
_DATA_IMAGE_RE = re.compile(r"data:image/[\w.+-]{1,30};base64,\s{0,2}$", re.I)
_DIGEST_WORDS_RE = re.compile(r"sha-?512|sha3|blake2|checksum|digest|hash")


def _readable(run: str) -> str | None:
    """The text hidden in a base64 or hex run when it decodes to something readable."""
    head = run[:4096]
    try:
        if set(head) <= _HEX:
            raw = bytes.fromhex(head[: len(head) // 2 * 2])
        else:
            s = head.rstrip("=").replace("-", "+").replace("_", "/")
            s = s[: len(s) // 4 * 4] if len(s) % 4 == 1 else s + "=" * (-len(s) % 4)
            raw = base64.b64decode(s, validate=True)
    except (ValueError, binascii.Error):
        return None
    text = raw.decode("utf-8", errors="replace")
    ok = sum(ch.isprintable() or ch in "\n\r\t" for ch in text)
    return text if text and ok >= 0.9 * len(text) else None


def danger(text: str) -> str | None:
    """What makes hidden or decoded ``text`` dangerous, if anything (a short label)."""
    low = text[:20_000].lower()
    flat = low.replace("\n", " ; ")
    if injection(low):
        return "prompt-injection phrasing"
    if download_exec(flat) >= 0 or reverse_shell(low) >= 0:
        return "a download-and-execute command"
    if decode_exec(flat) >= 0:
        return "a decode-and-execute command"
    if CRED_PATH_RE.search(low) or _EXFIL_HOST_RE.search(low):
        return "credential access or exfiltration"
    return None


def _encoded_rules(doc: Doc) -> None:
    runs: list[tuple[int, int, str]] = []
    sizes = list(map(len, doc.lines))
    for i in (i for i, n in enumerate(sizes) if n >= 128):
        for m in _RUN_RE.finditer(doc.lines[i]):
            if not _DATA_IMAGE_RE.search(doc.lines[i], max(0, m.start() - 60), m.start()):
                runs.append((i, m.start(), m.group()))
        if len(runs) > MAX_PER_RULE:
            break
    block: list[int] = []  # wrapped base64: 3+ consecutive 40-120 char lines, not PEM
    for i in (i for i, n in enumerate(sizes) if 40 <= n <= 131):
        if _BLOCK_LINE_RE.fullmatch(doc.lines[i]):
            if block and i != block[-1] + 1:
                _flush_block(doc, block, runs)
                block = []
            block.append(i)
    _flush_block(doc, block, runs)
    for i, col, run in runs:
        chars = set(run)
        hexrun = chars <= _HEX
        if len(chars) < (10 if hexrun else 20) or len(run) < (128 if hexrun else 200):
            continue  # a run of one repeated character (or a few) is never a payload
        if hexrun and len(run) == 128 and _DIGEST_WORDS_RE.search(doc.low_lines[i]):
            continue  # a SHA-512 digest
        kind = "hex" if hexrun else "base64"
        bad = danger(text) if (text := _readable(run)) else None
        what = f"{kind} blob decodes to {bad}" if bad else f"long {kind} blob ({len(run)} chars)"
        doc.emit("encoded-payload", "critical" if bad else "medium", i, col, what)


def _flush_block(doc: Doc, block: list[int], runs: list[tuple[int, int, str]]) -> None:
    if len(block) < 3 or block[0] == 0 or doc.in_frontmatter(block[0]):
        return
    if "-----begin" in doc.low_lines[block[0] - 1] or any(r[0] == block[0] for r in runs):
        return
    joined = "".join(doc.lines[j].strip() for j in block[:2000])
    if len(joined) >= 200 and len(runs) <= MAX_PER_RULE:
        runs.append((block[0], 0, joined))


# ------------------------------------------------------------------- credentials and sending
CRED_PATH_RE = re.compile(
    r"\.(?:aws[/\\](?:credentials|config)\b|ssh[/\\](?:id_[a-z0-9_]{2,20}\b(?!\.pub)|[\w.-]"
    r"{1,40}\.pem\b|\*|\s|$)|netrc\b|git-credentials\b|docker[/\\]config\.json|kube[/\\]config\b"
    r"|npmrc\b|pypirc\b|gnupg[/\\]|config[/\\]solana[/\\]id\.json|env(?:\.(?:local|production"
    r"|prod|development|dev|staging))?(?![\w.-]))|id_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|application_default_credentials\.json|wallet\.dat\b|/etc/shadow\b|login\s?data\b"
    r"|cookies\.sqlite\b|logins\.json\b|key4\.db\b|library[/\\]keychains|security\s{1,3}(?:find-"
    r"generic-password|find-internet-password|dump-keychain)"
)
_CRED_NEEDLES = (re.compile(r"\.(?:aws|ssh|netrc|git-cred|docker|kube|npmrc|pypirc|gnupg|env)"),
                 "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "default_credentials", "solana",
                 "wallet.dat", "/etc/shadow", "login data", "logindata", "cookies.sqlite",
                 "logins.json", "key4.db", "keychain", "security ")  # fmt: skip
_READ_VERB_RE = re.compile(
    r"(?:\b(?:cat|less|more|head|tail|cp|scp|rsync|tar|zip|7z|base64|xxd|od|strings|type"
    r"|get-content|gc|curl|wget|nc|security|echo)\b|open\s{0,3}\(|<)[^\n]{0,60}$|\b(?:read"
    r"|upload|send|post|exfiltrate|include|attach|paste|collect|gather|grab|copy|dump|print"
    r"|show|display|output|extract|steal|harvest)(?:\s{1,3}(?:the|your|all|its|their|from|of"
    r"|contents?|files?|whole|entire|full|user'?s)){0,5}\s{0,3}[`'\"]?(?:~|\$home|\$\{home\})?/?$"
)
_PIPED_OUT_RE = re.compile(r"[^\n|]{0,40}\|\s{0,3}(?:curl|nc|base64|gzip|tar|xxd)\b")
_ENV_TEMPLATE_RE = re.compile(r"\.env\.(?:example|sample|template|dist|defaults)\b")
_METADATA_RE = re.compile(r"169\.254\.169\.254|169\.254\.170\.2\b|metadata\.google\.internal"
                          r"|fd00:ec2::254|100\.100\.100\.200|metadata\.azure\.com"
                          r"|/metadata/identity/oauth2")  # fmt: skip
_LOCAL_PIPE_RE = re.compile(r"\s{0,3}\|\s{0,3}(?:grep|sort|less|head|wc)\b")
_ENV_BARE_RE = re.compile(r"(?:printenv|env)\s{0,5}(?=$|[|>;&)`])")
_ENV_CODE_RE = re.compile(
    r"dict\(\s{0,3}os\.environ\s{0,3}\)|json\.dumps\(\s{0,3}(?:dict\()?\s{0,3}os\.environ"
    r"|print\(\s{0,3}os\.environ\s{0,3}\)|str\(\s{0,3}os\.environ\s{0,3}\)|os\.environ\.items\(\)"
    r"|json\.stringify\(\s{0,3}process\.env\s{0,3}\)|object\.(?:entries|keys)\(\s{0,3}process"
    r"\.env\s{0,3}\)|console\.log\(\s{0,3}process\.env\s{0,3}\)|/proc/(?:self|\d{1,7}|\*)/environ"
    r"|(?:get-childitem|gci|dir|ls)\s{1,3}env:|getenvironmentvariables\(\)"
)
_ENV_NEEDLES = (re.compile(r"env(?:\b|iron\b)"), "getenvironment", "aws_secret_access_key",
                "aws_session_token")  # fmt: skip
_CURL_SEND_RE = re.compile(r"\s-[a-zA-Z]{0,6}[dFT]\b|--data|--form|--upload-file|--json"
                           r"|-X\s{0,3}(?:POST|PUT)")  # fmt: skip
_SEND_RE = re.compile(
    r"--(?:post|body)-(?:data|file)|(?:requests|httpx|session|axios|client)\.(?:post|put)\s{0,3}"
    r"\(|sendbeacon\(|/dev/(?:tcp|udp)/|\|\s{0,3}(?:mail|sendmail|mutt)\b|(?:^|[\s;&|(`])(?:nc"
    r"|ncat|netcat|socat|telnet)\s{1,5}(?:-\S{1,5}\s{1,5}){0,4}[a-z0-9][\w.-]{0,60}\s{1,3}\d{2,5}\b"
)
_SEND_NEEDLES = ("curl", "wget", re.compile(r"\.p(?:ost|ut)\s{0,3}\("), "fetch(", "nc ",
                 "ncat", "netcat", "socat", "telnet", re.compile(r"/dev/(?:tcp|udp)/"), " iwr",
                 "(iwr", " irm", "(irm", "invoke-", "sendbeacon", re.compile(r"\|\s{0,3}mail"),
                 "sendmail", "mutt", "urlopen", "webhook", "requestbin", "pipedream", "ngrok",
                 "oastify", "interact.sh", "burpcollaborator", "transfer.sh", "0x0.st",
                 "telegram.org", "trycloudflare", "pastebin")  # fmt: skip
_EXFIL_HOST_RE = re.compile(
    r"webhook\.site|requestbin|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|oastify\.com"
    r"|interact\.sh|burpcollaborator|transfer\.sh|0x0\.st|file\.io\b|api\.telegram\.org/bot"
    r"|discord(?:app)?\.com/api/webhooks|trycloudflare\.com|pastebin\.com/api"
)
_SENT_SOURCE_RE = re.compile(
    r"@-|\$\(\s{0,3}(?:cat|env|printenv|whoami|hostname|id|uname|history|ls|find|git\s{1,3}"
    r"config|base64|tar)\b|`\s{0,3}(?:cat|env|printenv|whoami|id)\b|/etc/passwd|bash_history"
    r"|zsh_history|env\s{0,3}\||printenv\s{0,3}\||os\.environ|process\.env|\(\s{0,3}(?:hostname"
    r"|whoami|id|cat)\b"
)
_SENT_FILE_RE = re.compile(r"\.env\b|credentials|id_rsa|id_ed25519|\.netrc|docker/config\.json"
                           r"|kube/config|history|passwd|shadow")  # fmt: skip
_PROSE_DEST_RE = re.compile(r"to\s{1,3}(?:https?://|my\s{1,3}server|our\s{1,3}server"
                            r"|the\s{1,3}(?:endpoint|server|url|webhook)\b)")  # fmt: skip
_PROSE_VERB_RE = re.compile(r"\b(?:send|upload|post|transmit|exfiltrate|forward|email|sync"
                            r"|report)\b")  # fmt: skip
_PROSE_OBJECT_RE = re.compile(
    r"\b(?:contents?|files?|keys?|credentials?|secrets?|tokens?|passwords?|environment|env\s?vars?"
    r"|ssh|history|cookies|codebase|source\s{1,3}code|repository)\b|\.env\b"
)


def sends(doc: Doc, i: int, low: str) -> bool:
    """Line ``i`` (logical, lowercase ``low``) sends data to another host."""
    if "curl" in low and _CURL_SEND_RE.search(logical(doc, i, low=False)):
        return True
    if ("fetch(" in low and ("body" in low or "post" in low)) or _SEND_RE.search(low):
        return True
    return bool(re.search(r"(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b", low)
                and re.search(r"-(?:method\s{1,3}(?:post|put)|body|infile)\b", low))  # fmt: skip


def _sent_source(low: str) -> re.Match[str] | None:
    """Where a sending line takes sensitive data from: a pipe, a substitution, a secret file."""
    if m := _SENT_SOURCE_RE.search(low) or _EXFIL_HOST_RE.search(low):
        return m
    for m in islice(_SENT_FILE_RE.finditer(low), 20):
        if low.rfind("@", max(0, m.start() - 40), m.start()) != -1:
            return m
    if re.search(r"\btar\b", low) and re.search(r"\s-\s{0,3}\|", low):
        return re.search(r"\btar\b", low)
    return None


def _read_secrets(doc: Doc, i: int) -> tuple[int, int, str] | None:
    low = doc.low_lines[i]
    if "--env-file" in low or "env_file" in low:
        return None
    for m in islice(CRED_PATH_RE.finditer(low), 20):
        s, what = m.start(), m.group().strip() or "secret files"
        if what.startswith(".env") and (
            (s and (low[s - 1].isalnum() or low[s - 1] in "_-")) or _ENV_TEMPLATE_RE.search(low)
            or re.search(r">>?\s{0,3}\S{0,40}$", low[max(0, s - 45) : s])):  # fmt: skip
            continue
        if (what.startswith("security") or _READ_VERB_RE.search(low[max(0, s - 60) : s])
                or _PIPED_OUT_RE.match(low, m.end(), m.end() + 60)):  # fmt: skip
            return s, m.end(), f"reads {what}"
    return None


def _env_dump(doc: Doc, i: int) -> tuple[int, int, str] | None:
    low = doc.low_lines[i]
    if m := _ENV_CODE_RE.search(low):
        return m.start(), m.end(), "dumps all environment variables"
    for m in islice(_ENV_BARE_RE.finditer(low), 20):
        s = m.start()
        before = low[max(0, s - 12) : s].rstrip(" `")
        piped = _LOCAL_PIPE_RE.match(low, m.end(), m.end() + 20)
        lead = before == "" or before.endswith((";", "&", "|", "(", "$", "sudo", " -", "*", ">"))
        if lead and not piped and doc.lines[i][s : s + 3] in ("env", "pri") and (
                s == 0 or not (low[s - 1].isalnum() or low[s - 1] in "-_.")):  # fmt: skip
            return s, m.end(), "dumps all environment variables"
    m = re.search(r"\$\{?aws_(?:secret_access_key|session_token)\b", low)
    if m and re.search(r"\b(?:echo|printf|print|tee|curl|wget|nc)\b|>", low) and (
            "password-stdin" not in low and "configure set" not in low):  # fmt: skip
        return m.start(), m.end(), "prints the AWS secret key"
    return None


def _credential_rules(doc: Doc) -> None:
    access: list[int] = []
    spots = [(i, _read_secrets(doc, i)) for i in doc.hits(*_CRED_NEEDLES)]
    spots += [(i, (m.start(), m.end(), "queries the cloud metadata endpoint"))
              for i in doc.hits("169.254.", "metadata.", "fd00:ec2", "100.100.100.200")
              if (m := _METADATA_RE.search(doc.low_lines[i]))]  # fmt: skip
    spots += [(i, _env_dump(doc, i)) for i in doc.hits(*_ENV_NEEDLES)]
    for i, found in spots:
        if found:
            soft = defensive(doc, i, found[0], found[1])
            doc.emit("credential-access", "low" if soft else "high", i, found[0], found[2])
            access += [] if soft else [i]
    send_lines: list[int] = []
    for i in doc.hits(*_SEND_NEEDLES):
        low = logical(doc, i)
        if not sends(doc, i, low) and not _EXFIL_HOST_RE.search(low):
            continue
        send_lines.append(i)
        if m := _sent_source(low):
            sev: Severity = "low" if defensive(doc, i, m.start(), m.end()) else "high"
            doc.emit("data-exfiltration", sev, i, m.start(), "sends files, environment or host "
                     "details out")  # fmt: skip
    for i in doc.hits("to http", "my server", "our server", "the endpoint", "the webhook"):
        low = doc.low_lines[i]
        for m in islice(_PROSE_DEST_RE.finditer(low), 10):
            before = low[max(0, m.start() - 160) : m.start()]
            if _PROSE_VERB_RE.search(before) and _PROSE_OBJECT_RE.search(before):
                soft = defensive(doc, i, m.start(), m.end())
                doc.emit("data-exfiltration", "low" if soft else "high", i, m.start(),
                         "tells the agent to send local data out")  # fmt: skip
                send_lines += [] if soft else [i]
                break
    if access and send_lines:
        send = min(send_lines)
        what = f"credentials read on line {access[0] + 1} and data sent on line {send + 1}"
        doc.emit("credential-exfiltration", "critical", send, 0, what)


# ------------------------------------------------ persistence, audit evasion, secrets, sandbox
_PERSIST_SPOT_RE = re.compile(
    r"crontab\b|/etc/cron|/etc/rc\.local|launch(?:agents|daemons)/|schtasks\s{1,3}/create"
    r"|currentversion\\run\b|>>\s{0,3}(?:~|\$home)/\.(?:bashrc|zshrc|profile|bash_profile"
    r"|zprofile|bash_login)"
)
_PERSIST_PAYLOAD_RE = re.compile(
    r"(?:curl|wget|ncat|base64|python[0-9.]{0,4}\s{1,3}-c|bash\s{1,3}-c|powershell|iex)\b"
    r"|\snc\s|/dev/tcp|alias\s{1,3}(?:sudo|ssh|git)=|ld_preload|ld\.so\.preload"
)
_PERSIST_NEEDLES = ("authorized_keys", "soul.md", "memory.md", "identity.md", "crontab",
                    "/etc/cron", "rc.local", "ld.so.preload", "launchagents", "launchdaemons",
                    "schtasks", "currentversion\\run",
                    re.compile(r">>\s{0,3}(?:~|\$home)/\."))  # fmt: skip
_WRITE_RE = re.compile(r"\b(?:write|append|add|insert|save|store|update|modify|edit|overwrite"
                       r"|prepend|inject)\b|>>?|\btee\b")  # fmt: skip
_MEMORY_TAIL_RE = re.compile(r"(?:for|in|across)\s{1,3}(?:all\s{1,3})?(?:future|subsequent"
                             r"|every|later)\s{1,3}(?:sessions?|conversations?|chats?"
                             r"|tasks?)")  # fmt: skip
_MEMORY_HEAD_RE = re.compile(r"\b(?:remember|memorize|store|save|persist)\b[^.\n]{0,60}\b(?:"
                             r"instructions?|rules?|directives?|this)\b")  # fmt: skip
_AUDIT_RE = re.compile(
    r"history\s{1,3}-c\b|unset\s{1,3}histfile\b|histfile=/dev/null|set\s{1,3}\+o\s{1,3}history\b"
    r"|histsize=0\b|wevtutil\s{1,3}cl\b|clear-eventlog\b|auditctl\s{1,3}-(?:d|e\s{0,3}0)\b"
)
_WIPED_RE = re.compile(r"bash_history|zsh_history|consolehost_history|/var/log/(?:auth|secure"
                       r"|wtmp|btmp|lastlog|audit)")  # fmt: skip
_SECRET_RE = re.compile(
    r"(?:AKIA|ASIA)[0-9A-Z]{16}\b|gh[pousr]_[A-Za-z0-9]{36}\b|github_pat_\w{60,100}|xox[abprs]-"
    r"[A-Za-z0-9-]{10,80}|sk-(?:ant-[a-z0-9]{2,10}-|proj-)?[\w-]{32,200}|[sr]k_live_[A-Za-z0-9]"
    r"{24,99}\b|AIza[\w-]{35}\b|glpat-[\w-]{20}\b|npm_[A-Za-z0-9]{36}\b|hf_[A-Za-z]{34}\b"
    r"|-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----"
)
_SECRET_NEEDLES = ("akia", "asia", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox",
                   "sk-", "k_live_", "aiza", "glpat-", "npm_", "hf_", "private key")  # fmt: skip
_PLACEHOLDER_RE = re.compile(r"example|xxxx|your|redact|placeholder|dummy|fake|0000|1234|abcd")
_SANDBOX_RE = re.compile(
    r"--privileged\b|privileged:\s{0,3}true|/var/run/docker\.sock|\s-v\s{1,3}/:/|--volume[= ]/:/"
    r"|--pid[= ]host|hostpid:\s{0,3}true|--cap-add[= ](?:sys_admin|all)\b|(?:apparmor|seccomp)"
    r"[=:]unconfined|--dangerously-skip-permissions|dangerouslydisablesandbox|--no-sandbox\b"
    r"|setenforce\s{1,3}0\b|--yolo\b|nsenter\s{1,3}(?:-\w{1,3}\s{1,3}){0,4}(?:-t\s{0,3}1"
    r"|--target\s{1,3}1)\b"
)


def _persistence(doc: Doc) -> None:
    for i in doc.hits(*_PERSIST_NEEDLES):
        low = doc.low_lines[i]
        sev: Severity | None = None
        if "authorized_keys" in low and re.search(r">>?|\btee\b", low):
            sev = "high" if re.search(r"ssh-[a-z0-9-]{3,20}\s{1,3}aaaa", low) else "medium"
        elif re.search(r"\b(?:soul|memory|identity)\.md\b", low):
            sev = "high" if _WRITE_RE.search(low) else None
        elif "ld.so.preload" in low or (
                _PERSIST_SPOT_RE.search(low) and _PERSIST_PAYLOAD_RE.search(low)):  # fmt: skip
            sev = "high"
        if sev:
            doc.emit("persistence", "low" if defensive(doc, i, 0, 0) else sev, i, 0,
                     "writes to a startup file, cron, SSH keys or the agent's memory")  # fmt: skip
    for i in doc.hits(" future ", " subsequent ", " every session", " later session"):
        low = doc.low_lines[i]
        for m in islice(_MEMORY_TAIL_RE.finditer(low), 10):
            if h := _MEMORY_HEAD_RE.search(low[max(0, m.start() - 120) : m.start()]):
                sev2: Severity = "low" if defensive(doc, i, m.start(), m.end()) else "high"
                what = "plants instructions in the agent's memory for future sessions"
                doc.emit("persistence", sev2, i, max(0, m.start() - 120) + h.start(), what)
                break


def _host_rules(doc: Doc) -> None:
    _persistence(doc)
    for i in doc.hits("history", "histfile", "histsize", "/var/log/", "wevtutil",
                      "clear-eventlog", "auditctl"):  # fmt: skip
        low = doc.low_lines[i]
        m = _AUDIT_RE.search(low)
        if m is None and re.search(r"\b(?:rm|shred|truncate)\b|>", low):
            m = _WIPED_RE.search(low)
        if m:
            sev: Severity = "low" if defensive(doc, i, m.start(), m.end()) else "high"
            doc.emit("audit-evasion", sev, i, m.start())
    for i in doc.hits(*_SECRET_NEEDLES):
        for m in islice(_SECRET_RE.finditer(doc.lines[i]), 20):
            tok = m.group()
            if tok.startswith("-----"):
                nxt = doc.lines[i + 1].strip() if i + 1 < len(doc.lines) else ""
                if len(nxt) < 40 or len(set(nxt)) < 15:
                    continue
            elif len(set(tok)) < 10 or _PLACEHOLDER_RE.search(tok.lower()) or (
                    m.start() and doc.lines[i][m.start() - 1].isalnum()):  # fmt: skip
                continue
            shown = doc.lines[i][max(0, m.start() - 40) : m.start()] + tok[:8] + "…(redacted)"
            doc.emit("hardcoded-secret", "high", i, 0, "", shown)
            break
    for i in doc.hits("privileged", "docker.sock", "/:/", "--pid", "hostpid", "nsenter",
                      "--cap-add", "unconfined", "dangerously", "--no-sandbox", "setenforce",
                      "--yolo"):  # fmt: skip
        if m := _SANDBOX_RE.search(doc.low_lines[i]):
            sev = "low" if defensive(doc, i, m.start(), m.end()) else "medium"
            doc.emit("sandbox-escape", sev, i, m.start(), "privileged mode, host mounts or a "
                     "disabled sandbox")  # fmt: skip


def run_code_rules(doc: Doc) -> None:
    """All rules of this module, in a fixed order."""
    _exec_rules(doc)
    _encoded_rules(doc)
    _credential_rules(doc)
    _host_rules(doc)
