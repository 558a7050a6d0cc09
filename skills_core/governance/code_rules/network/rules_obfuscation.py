"""``obfuscated-command``: a command spelled so that a reviewer (and a filter looking for
``curl`` or ``iex``) does not see it, and ``decode-and-execute`` for decoded output that runs
without a pipe into a shell.

The act (AST04): the skill makes the agent run something it will not show in plain text. A
new attacker has many spellings for it, so the rule reads what each spelling produces instead
of the spelling:

* escapes: ``\\x63\\x75\\x72\\x6c``, ``$'\\143\\165…'``, ``\\u0063…`` (decoded);
* character codes: ``chr(99)+chr(117)…``, ``String.fromCharCode(99,117,…)``,
  ``[char]105+[char]101…``, ``bytes([99,117,…])`` (decoded);
* reversal: ``echo 'hs | …' | rev | sh``, ``'…'[::-1]`` handed to ``exec``;
* a substitution cipher: ``tr 'A-Za-z' 'N-ZA-Mn-za-m'`` piped into a shell or ``eval``;
* a command word split so no filter matches it: ``c''u""r\\l``, ``curl${IFS}…``,
  ``i`e`x``, ``('i'+'ex')``, ``$env:comspec[4,15,25]-join''``, ``a=cu;b=rl;$a$b``.

What the spelling produces counts: a command word (``curl``, ``bash``, ``iex`` …) or anything
``danger`` names. Critical when the result is run (a pipe into a shell, ``eval``, ``exec``,
``iex``, ``bash -c``, a substitution in command position) or is dangerous in itself; high
otherwise; high when cited in a defensive context (a lesson on obfuscation). Escapes that
decode to text, colours or accents (``printf '\\x1b[1m'``, ``"\\u00e9t\\u00e9"``) are not.

``decode-and-execute`` here: ``$(echo … | base64 -d)`` or a backquoted decode used as the
command itself or as the argument of ``bash -c``/``python -c``/``node -e``/``eval``, an
interpreter reading ``<(… base64 -d)``, and a decode written to a file that the next lines run."""

from __future__ import annotations

import codecs
import re
from itertools import islice

from ...cues.danger_patterns import danger, decode_exec, download_exec
from ...findings import LINE_MEMO_MAX, Severity
from ...reading.first_chars import prefixed
from ...reading.scan_cited import cited
from ...reading.scan_context import defensive, emit_in_context
from ...reading.scan_text import Doc, logical
from .rules_code import SECRET_SRC_RE

_CMD_WORD_RE = re.compile(
    r"(?:^|[\s;|&(`'\"$=])(?:curl|wget|bash|zsh|sh|nc|ncat|netcat|socat|python[0-9.]{0,4}|perl"
    r"|ruby|php|node|powershell|pwsh|iex|invoke-expression|invoke-webrequest|downloadstring"
    r"|eval|exec|chmod|base64|certutil|mshta|rundll32|regsvr32|osascript|os\.system|subprocess"
    r"|/bin/\w{1,8}|/dev/tcp|__import__)(?![\w-])|https?://|import\s{1,3}(?:os|subprocess|socket"
    r"|pty)\b"
)
_EXECUTOR_RE = prefixed(re.compile(  # read over whole logical lines: no prefix to skip to
    r"\|\s{0,3}(?:sudo\s{1,3})?(?:(?:ba|z|k|da)?sh|python[0-9.]{0,4}|perl|ruby|node|php|iex"
    r"|invoke-expression|pwsh|powershell)\b|\beval\b|\bexec\s{0,3}\(|\bsystem\s{0,3}\(|\biex\b"
    r"|invoke-expression|\bpopen\s{0,3}\(|new\s{1,3}function\s{0,3}\(|(?:ba|z)?sh\s{1,3}-c\b"
    r"|\bsource\s{1,3}<|\bsubprocess\.|scriptblock\]::create|\.invoke\(\)|\|\s{0,3}&"
))  # fmt: skip
_HEX_ESC_RE = re.compile(r"(?:\\x[0-9a-f]{2}){4,}")
_OCT_ESC_RE = re.compile(r"(?:\\[0-7]{3}){4,}")
_UNI_ESC_RE = re.compile(r"(?:\\u00[0-9a-f]{2}){4,}")
_CHR_RE = re.compile(
    r"(?:chr\s{0,2}\(\s{0,2}\d{2,3}\s{0,2}\)\s{0,3}[+.,]\s{0,3}){3,}chr\s{0,2}\(\s{0,2}\d{2,3}"
    r"|fromcharcode\s{0,2}\(\s{0,2}\d{2,3}(?:\s{0,2},\s{0,2}\d{2,3}){3,}"
    r"|(?:\[char\]\s{0,2}(?:0x)?[0-9a-f]{2,3}\s{0,3}[+,]\s{0,3}){3,}\[char\]"
    r"|(?:bytes|bytearray)\s{0,2}\(\s{0,2}\[\s{0,2}\d{2,3}(?:\s{0,2},\s{0,2}\d{2,3}){3,}"
    r"|(?:map\s{0,2}\(\s{0,2}chr|chr\s{0,2}\(\s{0,2}\w{1,10}\s{0,2}\)\s{1,3}for)\b[^\n]{0,40}?\["
    r"\s{0,2}\d{2,3}(?:\s{0,2},\s{0,2}\d{2,3}){3,}|\[char\[\]\]\s{0,2}\(?\s{0,2}\d{2,3}(?:\s{0,2},"
    r"\s{0,2}\d{2,3}){3,}"
)
_NUM_RE = re.compile(r"(0x[0-9a-f]{2}|\d{2,3})")
_REV_RE = re.compile(r"\|\s{0,3}rev\s{0,3}\|\s{0,3}(?:sudo\s{1,3})?(?:(?:ba|z|k|da)?sh|python"
                     r"[0-9.]{0,4}|perl|iex)\b|\[\s{0,2}::\s{0,2}-1\s{0,2}\]|\.reverse\(\)"
                     r"|\[array\]::reverse")  # fmt: skip
_LITERAL_RE = re.compile(r"'([^'\n]{6,2000})'|\"([^\"\n]{6,2000})\"")
_TR_RE = re.compile(r"\btr\s{1,3}['\"]?(?:a-z|a-za-z)['\"]?\s{1,3}['\"]?[n-z]-")
_SPLIT_MARK_RE = re.compile(r"(?<=[a-z])(?:''|\"\"|\\(?=[a-z])|`(?=[a-z])|\$@|\$\{?ifs\}?)")
_PS_CONCAT_RE = re.compile(r"['\"]\s{0,2}\+\s{0,2}['\"]")
_COMSPEC_RE = re.compile(r"\$(?:env:comspec|pshome|shellid)\[\s{0,2}\d{1,2}\s{0,2}(?:,\s{0,2}\d"
                         r"{1,2}\s{0,2}){1,3}\]")  # fmt: skip
_IFS_RE = re.compile(r"(?:curl|wget|bash|sh|nc|cat|python[0-9.]{0,4})\$\{?ifs\}?\S")
_VAR_SET_RE = re.compile(r"(?:^|[\s;&(])([a-z_]\w{0,20})=['\"]?([a-z/.-]{1,8})['\"]?(?=[\s;&)]|$)")
_VAR_JOIN_RE = re.compile(r"(?:\$\{?[a-z_]\w{0,20}\}?){2,5}")
_ESC_NEEDLES = ("\\x", "\\0", "\\1", "\\2", "\\3", "\\u00")
_CHR_NEEDLES = ("chr(", "chr (", "fromcharcode", "[char]", "bytes(", "bytearray(", "[char[]]")
_UNDO_NEEDLES = ("rev |", "rev|", "rev  |", "::-1", ".reverse()", "::reverse", "tr 'a-z", 'tr "a-z',
                 "tr a-z")  # fmt: skip
_SPLIT_NEEDLES: tuple[str | re.Pattern[str], ...] = (
    "''", '""', "ifs", "$@", "+'", '+"', "' +", '" +', "comspec", "pshome", "shellid",
    re.compile(r"\\[a-z]{1,4}\\[a-z]"),
)  # fmt: skip
_JOIN_NEEDLE = re.compile(r"\$\{?[a-z_]\w{0,20}\}?\$")


def _decoded(kind: str, blob: str) -> str:
    try:
        if kind == "hex":
            return bytes.fromhex(blob.replace("\\x", "")).decode("utf-8", "replace")
        if kind == "oct":
            return bytes(int(o, 8) % 256 for o in blob.split("\\")[1:]).decode("utf-8", "replace")
        if kind == "uni":
            return "".join(chr(int(u, 16)) for u in blob.split("\\u")[1:])
        # each number read once (``int(n, 0)`` refused ``099``: a leading zero emptied the text)
        codes = [int(n, 16) if n[:2] == "0x" else int(n) for n in _NUM_RE.findall(blob)]
        return "".join(map(chr, [c for c in codes if 9 <= c < 0x110000]))
    except ValueError:
        return ""


def _escaped(doc: Doc, i: int, low: str) -> tuple[int, str] | None:
    """(column, what it spells) for the first escape run on the line that produces a command
    word or something dangerous."""
    return _codes(low, (("hex", _HEX_ESC_RE), ("oct", _OCT_ESC_RE), ("uni", _UNI_ESC_RE)))


def _charcodes(doc: Doc, i: int, low: str) -> tuple[int, str] | None:
    return _codes(low, (("chr", _CHR_RE),))


def _codes(low: str, kinds: tuple[tuple[str, re.Pattern[str]], ...]) -> tuple[int, str] | None:
    for kind, pattern in kinds:
        for m in islice(pattern.finditer(low), 5):
            text = _decoded(kind, m.group() if kind != "chr" else low[m.start() : m.end() + 400])
            if text and (_CMD_WORD_RE.search(text.lower()) or danger(text)):
                return m.start(), text
    return None


def _undone(doc: Doc, i: int, low: str) -> tuple[int, str] | None:
    """A literal reversed or rot13-encoded on a line that undoes it."""
    for pattern, undo in ((_REV_RE, _reverse), (_TR_RE, _rot13)):
        if m := pattern.search(low):
            for lit in islice(_LITERAL_RE.finditer(logical(doc, i, low=False)), 5):
                text = undo(lit.group(1) or lit.group(2))
                if _CMD_WORD_RE.search(text.lower()) or danger(text):
                    return m.start(), text
    return None


def _reverse(text: str) -> str:
    return text[::-1]


def _rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def _split_word(doc: Doc, i: int, low: str) -> tuple[int, str] | None:
    """A command word put back together from pieces that hide it: quotes, backslashes,
    backticks, ``$@`` or ``${IFS}`` inside it, ``'i'+'ex'`` concatenations."""
    if m := _COMSPEC_RE.search(low):
        return m.start(), "iex (spelled from an environment variable)"
    if m := _IFS_RE.search(low):
        return m.start(), low[m.start() : m.end() + 60].replace("${ifs}", " ").replace("$ifs", " ")
    joined = _SPLIT_MARK_RE.sub("", low) if _SPLIT_MARK_RE.search(low) else low
    joined = _PS_CONCAT_RE.sub("", joined) if _PS_CONCAT_RE.search(joined) else joined
    if joined == low:
        return None
    for w in islice(_CMD_WORD_RE.finditer(joined), 20):
        word = w.group().strip(" \t;|&(`'\"$=")
        if word and word not in low and len(word) >= 3:
            return max(0, low.find(word[:1], max(0, w.start() - 5))), joined[w.start() :][:120]
    return None


def _var_join(doc: Doc, i: int, low: str) -> tuple[int, str] | None:
    """``a=cu; b=rl; $a$b …``: variables whose values join into a command word."""
    if not (j := _VAR_JOIN_RE.search(low)):
        return None
    values: dict[str, str] = {}
    for line in doc.low_lines[max(0, i - 5) : i + 1]:
        for m in islice(_VAR_SET_RE.finditer(line), 20):
            values[m.group(1)] = m.group(2)
    names = re.findall(r"[a-z_]\w{0,20}", j.group())
    if len(values) < 2 or not all(n in values for n in names):
        return None
    word = "".join(values[n] for n in names)
    return (j.start(), word) if _CMD_WORD_RE.match(" " + word) else None


_DECODE_OP_RE = re.compile(
    r"base64\s{1,3}(?:-\w{1,3}\s{1,3}){0,3}(?:-d|--decode)\b|xxd\s{1,3}(?:-\w{1,3}\s{1,3}){0,2}-r"
    r"|base32\s{1,3}(?:-d|--decode)\b|openssl\s{1,3}(?:enc|base64)\s[^)`|\n]{0,60}?-d\b"
)
_AS_COMMAND_RE = re.compile(
    r"(?:^|[;&|{(]|&&|\|\||\bthen|\bdo|(?:ba|z|k)?sh\s{1,3}-c|python[0-9.]{0,4}\s{1,3}-c"
    r"|node\s{1,3}-e|perl\s{1,3}-e|ruby\s{1,3}-e|eval)\s{0,3}[\"']?\s{0,3}$"
)
_PROC_RUNNER_RE = re.compile(r"(?:(?:ba|z)?sh|python[0-9.]{0,4}|perl|ruby|node|source|\.)\s{1,5}"
                             r"(?:-\S{1,10}\s{1,5}){0,3}$")  # fmt: skip
_TO_FILE_RE = re.compile(r"[^|>\n]{0,200}?>\s{0,3}['\"]?([\w./~$-]{2,200})")


def _decoded_runs(doc: Doc, i: int, low: str) -> int:
    """Offset of a decode whose output runs without a pipe into a shell, or -1: read from
    each decode (at most 10) back to the substitution, ``<(`` or file that holds it."""
    for m in islice(_DECODE_OP_RE.finditer(low), 10):
        head = low[max(0, m.start() - 300) : m.start()]
        k = max(head.rfind("$("), head.rfind("`"), head.rfind("<("))
        if k >= 0 and ")" not in head[k:]:
            opener, at = head[k : k + 2], max(0, m.start() - 300) + k
            before = low[max(0, at - 40) : at]
            if opener == "<(" and _PROC_RUNNER_RE.search(before):
                return at
            if opener[0] == "`" and not doc.in_fence(i):
                continue  # in Markdown prose a backquote opens a code span
            if opener != "<(" and _AS_COMMAND_RE.search(before):
                return at
        if (f := _TO_FILE_RE.match(low, m.end())) and _runs_file(doc, i, f.group(1)):
            return m.start()
        if f:
            break  # one file per line is read
    return -1


def _runs_file(doc: Doc, i: int, path: str) -> bool:
    """One of the six lines from ``i`` runs the file ``path`` names. Each (file name, line
    text) is searched once per text (``LINE_MEMO_MAX`` answers kept): a text of one repeated
    decode-to-file line would search the same six lines again for every line."""
    base = path.rsplit("/", 1)[-1]
    lines = [w for w in doc.low_lines[i : i + 6] if base in w]
    if len(lines) < 2 and lines and lines[0].count(base) < 2:
        return False  # named only where it is written
    memo: dict[tuple[str, str], bool] | None = getattr(doc, "_runs", None)
    if memo is None:
        memo = doc._runs = {}  # type: ignore[attr-defined]
    run: re.Pattern[str] | None = None
    for w in lines:
        if (hit := memo.get((base, w))) is None:
            if run is None:
                name = re.escape(base)
                run = re.compile(
                    rf"(?:(?:ba|z)?sh|python[0-9.]{{0,4}}|node|perl|source|\.|chmod\s{{1,3}}\+?x)"
                    rf"\s{{1,5}}[\w./~$-]{{0,200}}\b{name}\b|(?:^|[\s;&])\./{name}\b"
                )
            hit = run.search(w) is not None
            if len(memo) < LINE_MEMO_MAX:
                memo[(base, w)] = hit
        if hit:
            return True
    return False


_DETECTORS = ((_ESC_NEEDLES, _escaped), (_CHR_NEEDLES, _charcodes), (_UNDO_NEEDLES, _undone),
              (_SPLIT_NEEDLES, _split_word), ((_JOIN_NEEDLE,), _var_join))  # fmt: skip


def obfuscation_rules(doc: Doc) -> None:
    seen: set[int] = set()
    for needles, detect in _DETECTORS:
        for i in doc.hits(*needles):
            if i in seen or doc.full("obfuscated-command"):
                continue
            low = logical(doc, i)
            if (found := detect(doc, i, low)) is None:
                continue
            seen.add(i)
            col, text = found
            flat = text.lower().replace("\n", " ; ")
            bad = danger(text) or (download_exec(flat) >= 0 or decode_exec(flat) >= 0)
            runs = bool(_EXECUTOR_RE.search(low)) or bool(_EXECUTOR_RE.search(text.lower()))
            if bad or runs:
                sev: Severity = "high" if cited(doc, i, col, col + 4) else "critical"
            else:
                sev = "low" if defensive(doc, i, col, col + 4) else "high"
            what = f'the command is spelled so it cannot be read: "{text.strip()[:50]}"'
            doc.emit("obfuscated-command", sev, i, col, what)
    reported = {f.line - 1 for f in doc.findings if f.rule == "decode-and-execute"}
    for i in doc.hits("base64", "xxd", "base32", "openssl"):
        if i in reported or doc.full("decode-and-execute"):
            continue  # the shell rules report it
        low = logical(doc, i)
        if (at := _decoded_runs(doc, i, low)) >= 0:
            sev = "high" if cited(doc, i, at, at + 4) else "critical"
            doc.emit("decode-and-execute", sev, i, at, "decoded text runs as a command")
    rot13_passages(doc)


# Function words of the languages skills are written in: a ROT13 passage has almost none and
# its decoding has many (rot13 of "the" is "gur"), in whatever language it was written.
_LANGUAGE_WORDS = (
    "the and to of a in is you your it for on with this that be are from or as at by not",  # en
    "el la de que y en los las del por para con una un se no es su al lo",  # es
    "o e do da em um uma os as para com não no na se seu sua ao",  # pt
    "le les des et une du pour qui dans est pas sur au ce vous il",  # fr
    "der die das und ist nicht ein eine zu den mit von für auf dem im sie",  # de
    "il di che per non del della",  # it
    "ve bir bu ile için olarak",  # tr
    "het een van niet op voor met",  # nl
)
_FUNCTION_WORDS = frozenset(w for words in _LANGUAGE_WORDS for w in words.split())
_ROT13_NAMES = ("rot13", "rot-13", "rot 13", "rot_13")
_WORD_RE = re.compile(r"[^\W\d_]{1,20}")
ROT13_AFTER = 12  # lines after the cipher is named that are read


def _function_words(text: str) -> int:
    return sum(w in _FUNCTION_WORDS for w in _WORD_RE.findall(text.lower()))


def rot13_passages(doc: Doc) -> None:
    """``encoded-payload`` (high) for prose written in ROT13 near where the skill names the
    cipher: what the agent is to decode and act on, a reviewer cannot read. A line counts when
    its decoding holds at least two more function words (in any of eight languages) than the
    line as written, or one more and something dangerous (``danger``, or a secret's path such as
    ``~/.ssh``); the decoded text is shown in the finding."""
    reported: set[int] = set()
    for k in doc.hits(*_ROT13_NAMES):
        low = doc.low_lines[k]
        at = min((p for name in _ROT13_NAMES if (p := low.find(name)) >= 0), default=0)
        told = defensive(doc, k, at, at + 5)  # "attackers hide instructions in rot13": examples
        for i in range(k, min(len(doc.lines), k + ROT13_AFTER + 1)):
            line = doc.lines[i]
            if i in reported or len(_WORD_RE.findall(line)) < 5:
                continue
            decoded = _rot13(line)
            gain = _function_words(decoded) - _function_words(line)
            if gain >= 2 or (
                gain == 1 and (danger(decoded) or SECRET_SRC_RE.search(decoded.lower()))
            ):
                reported.add(i)
                what = f'a passage in ROT13 reads "{decoded.strip()[:60]}"'
                if told:
                    doc.emit("encoded-payload", "low", i, 0, what)
                else:
                    emit_in_context(doc, "encoded-payload", "high", i, 0, len(line), what)
