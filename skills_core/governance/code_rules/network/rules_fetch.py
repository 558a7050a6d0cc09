"""Code whose payload lives somewhere the scanner cannot read (AST01, AST02), found by the act
rather than by a sample's spelling:

* a download saved to a file that the next lines run (``curl -o``, ``wget``, ``iwr -OutFile``,
  ``certutil -urlcache``, ``bitsadmin /transfer``, ``urlretrieve``, then ``bash f``,
  ``python f``, ``./f``, ``Start-Process f``, ``msiexec /i f``, an archive extracted and a
  program in it started), unverified: ``download-and-execute``, critical from a host nobody
  can vouch for (plain HTTP, a raw IP, a paste or file-sharing site, a shortener, a tunnel or
  webhook host, a Unicode or punycode name), high from a named HTTPS host;
* Windows programs that fetch and run in one step (``mshta http…``, ``regsvr32 /i:http…``,
  ``rundll32 javascript:…``): critical; ``msiexec /i http…``, ``certutil -urlcache``,
  ``bitsadmin /transfer``, ``deno run https://…``: high (critical from such a host);
* package installs that fetch an impostor (``rules_packages``);
* a bundled script the skill runs which, by the skill's own account, fetches code from or
  reports to an unnamed remote ("phones home", "fetches the latest templates from the team's
  registry", "reports versions to the team's dashboard"): high (``download-and-execute`` for
  code pulled in, ``data-exfiltration`` for data sent out);
* prose sending the user to download and run a release asset of another project, a
  file-sharing or paste link or a program on a host nobody vouches for: high, unless it is the
  skill's own project; prose telling the user to press Win+R and paste (``remote-instructions``,
  high: the ClickFix lure).

Quoted in a defensive context, critical drops to high and high to low."""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from ...cues.danger_patterns import EXFIL_HOST_RE, VERIFY_RE
from ...cues.run_trust import first_party, placeholder_target
from ...findings import Severity
from ...reading.scan_cited import cited
from ...reading.scan_context import defensive
from ...reading.scan_prose import emit, negated, prose_line, sentence_at, spots
from ...reading.scan_text import Doc, logical, remembered
from .rules_packages import package_rules

_URL_RE = re.compile(r"(https?|ftp)://([^\s/'\"`)<>\]|]{1,253})([^\s'\"`)<>\]|]{0,400})")
_SHARE_HOSTS = ("mega.nz", "mega.co.nz", "mediafire.com", "dropbox.com", "dropboxusercontent",
                "drive.google.com", "docs.google.com", "we.tl", "wetransfer.com", "gofile.io",
                "catbox.moe", "pixeldrain.com", "anonfiles", "transfer.sh", "0x0.st",
                "sendspace.com", "filebin.net", "1drv.ms", "onedrive.live.com", "file.io",
                "rentry.co", "rentry.org", "pastebin.com", "paste.ee", "hastebin", "ghostbin",
                "termbin.com", "dpaste", "glot.io", "controlc.com", "bit.ly", "tinyurl.com",
                "is.gd", "t.ly", "cutt.ly", "ngrok", "trycloudflare.com", "duckdns.org",
                "no-ip.", "ddns.net", "serveo.net", "localtunnel.me", "loca.lt",
                "discord.com/api/webhooks", "cdn.discordapp.com")  # fmt: skip


def untrusted_host(url: re.Match[str]) -> bool:
    """Nobody can vouch for this host: plain HTTP to a public host, a raw IP, a paste,
    file-sharing, shortener or tunnel site, a punycode or non-ASCII name."""
    scheme, host = url.group(1), url.group(2).lower().rsplit("@", 1)[-1].split(":", 1)[0]
    if host in ("localhost", "127.0.0.1", "0.0.0.0") or host.endswith(  # noqa: S104
        (".local", ".internal")
    ):
        return False
    if not host.isascii() or "xn--" in host or re.fullmatch(r"[\d.]{7,15}|\[[0-9a-f:]+\]", host):
        return True
    whole = host + url.group(3).lower()
    if any(s in whole for s in _SHARE_HOSTS) or EXFIL_HOST_RE.search(whole):
        return True
    return scheme != "https" and not placeholder_target(host)


# ------------------------------------------------------------------- download, then run
_DL_NEEDLES = ("curl", "wget", "invoke-webrequest", "iwr ", "certutil", "bitsadmin",
               "start-bitstransfer", "urlretrieve", "aria2c", "downloadfile")  # fmt: skip
_OUT_RE = re.compile(r"\s(?:-o|--output|--output-document|-outfile|-destination|-p)[\s=]{1,3}"
                     r"['\"]?([^\s'\";&|,)]{1,200})")  # fmt: skip
_ARGS_RE = re.compile(r"(?:certutil[^\n]{0,80}?-f|bitsadmin[^\n]{0,80}?/transfer\s{1,3}\S{1,60}|"
                      r"urlretrieve\s{0,3}\()\s{0,3}['\"]?\S{1,400}?['\"]?[\s,]{1,3}['\"]?"
                      r"([^\s'\";&|,)]{1,200})")  # fmt: skip
# ``curl … -O``: the flag is found first (rare), then a ``curl`` in the 200 characters before
# it with no command separator between (a line of 10^5 ``curl`` words is not read 10^5 times).
_REMOTE_FLAG_RE = re.compile(r"\s(?:-[a-zA-Z]{0,8}O[a-zA-Z]{0,8}|--remote-name)\b")
_REMOTE_CURL_RE = re.compile(r"curl\b[^|;&\n]{0,200}\Z")


def _remote_name(line: str) -> bool:
    return any(_REMOTE_CURL_RE.search(line, max(0, m.start() - 205), m.start())
               for m in islice(_REMOTE_FLAG_RE.finditer(line), 10))  # fmt: skip


_ARCHIVE = (".zip", ".tar.gz", ".tgz", ".tar.xz", ".7z", ".rar", ".dmg", ".tar")
_RUNNER = (r"(?:^|[\s;&|(`{])(?:sudo\s{1,3}(?:-\S{1,10}\s{1,3}){0,3})?(?:(?:ba|z|k|da)?sh|source"
           r"|\.|python[0-9.]{0,4}|node|perl|ruby|php|pwsh|powershell(?:\.exe)?|start-process"
           r"|start|cmd(?:\.exe)?\s{1,3}/c|msiexec(?:\.exe)?(?:\s{1,3}/\w{1,10}){0,3}|open"
           r"|installer\s{1,3}-pkg|dpkg\s{1,3}-i|rpm\s{1,3}-[iu]\w{0,4}|(?:apt|apt-get|yum|dnf)"
           r"\s{1,3}install|java\s{1,3}-jar|wine|invoke-item|&|hdiutil\s{1,3}attach|unzip|tar"
           r"\s{1,3}-?x\w{0,5}|expand-archive|7z\s{1,3}x)\s{1,3}(?:-\S{1,20}\s{1,3})"
           r"{0,4}['\"]?[\w./~$\\:{}-]{0,200}?")  # fmt: skip
_EXTRACTED = (".exe", ".msi", ".bat", ".cmd", ".ps1", ".app", ".pkg", ".sh")
_EXTRACTED_RUN_RE = re.compile(r"(?:^|[\s;&|(`])\./[\w./-]{1,120}|\.(?:exe|msi|bat|cmd|ps1|app"
                               r"|pkg|sh)(?=\s|$|['\"`])")  # fmt: skip


_SEG_SPLIT_RE = re.compile(r"&&|\|\||[;|&]")
_DOWNLOADER_RE = re.compile(r"(?:curl|wget|invoke-webrequest|iwr|certutil|bitsadmin"
                            r"|start-bitstransfer|urlretrieve|aria2c|downloadfile)\b")  # fmt: skip


def _names(doc: Doc, i: int, low: str) -> list[str]:
    """The file names a download on this line is saved under (read in the commands that
    download, not in the others on the line)."""
    segs = [g for g in islice(_SEG_SPLIT_RE.split(low), 20) if _DOWNLOADER_RE.search(g)]
    names = [m.group(1) for g in segs for m in islice(_OUT_RE.finditer(g), 3)]
    names += [m.group(1) for g in segs for m in islice(_ARGS_RE.finditer(g), 3)]
    out = []
    for name in names:
        if "://" in name:
            name = name.split("?", 1)[0]
        out.append(name.rstrip("/").rsplit("/", 1)[-1].rsplit("\\", 1)[-1])
    if not names and ("wget" in low or "aria2c" in low or _remote_name(
            logical(doc, i, low=False))):  # fmt: skip
        out += [
            u.group(3).split("?", 1)[0].rsplit("/", 1)[-1]
            for u in islice(_URL_RE.finditer(low), 2)
            if u.group(3)
        ]  # saved under the URL's last segment
        out += [v.group(1).rsplit("/", 1)[-1] for v in islice(_VAR_URL_RE.finditer(low), 2)
                if not out]  # fmt: skip  # a URL held in a variable: "$MIRROR/tool.tar.gz"
    return [n for n in out if len(n) >= 2 and n not in ("-", "/dev/null") and _spelled(n)]


_VAR_RE = re.compile(r"\$\{?\w{1,40}\}?")
_VAR_URL_RE = re.compile(r"[\"']?\$\{?\w{1,40}\}?/([^\s\"'?]{2,160})")


def _spelled(name: str) -> bool:
    """A name the later lines can be matched on: no variable, or a variable inside a name with
    five letters of its own (``tool-linux-$ARCH.tar.gz`` is written the same where it runs;
    ``$OUT`` could be any file)."""
    return "$" not in name or len(_VAR_RE.sub("", name).strip("'\"")) >= 5


#: Answers kept while one file is read, by the line text (and what else they depend on).
_Memo = dict[tuple[object, ...], bool]


def _runs(doc: Doc, i: int, low: str, name: str, verified: list[int], memo: _Memo) -> bool:
    """The next lines (code lines, when the download is in a code block) run ``name``. Read
    once per distinct (line, name, following code lines, checksum nearby): a file of one
    download line repeated reads it once."""
    after = tuple(w for k, w in enumerate(doc.low_lines[i + 1 : i + 7], i + 1)
                  if doc.in_fence(k)) if doc.in_fence(i) else ()  # fmt: skip
    k = bisect_left(verified, i)
    near = k < len(verified) and verified[k] <= i + 7
    return remembered(memo, (low, name, after, near),
                      lambda: _runs_text(low, name, after, near))  # fmt: skip


def _runs_text(low: str, name: str, after: tuple[str, ...], near: bool) -> bool:
    window = [w for w in (low[low.find(name) + len(name) :], *after) if name in w]
    if near and any(VERIFY_RE.search(w) for w in [low, *window]):
        return False
    for k, w in enumerate(window):
        if _runs_name(w, name):
            if not name.endswith(_ARCHIVE):
                return True
            # the program may be run on a line of its own ("sudo ./install.sh" after "tar x")
            return any(_EXTRACTED_RUN_RE.search(x) for x in (*window[k:], *after)
                       if "./" in x or any(e in x for e in _EXTRACTED))  # fmt: skip
    return False


_RUNNER_SEG_RE = re.compile(r"\s{0,5}" + _RUNNER.split("])", 1)[1] + "$")
_ONE_SEP = str.maketrans(dict.fromkeys(";&|(`{\n", ";"))
_DOT_PATH_END_RE = re.compile(r"(?:^|[\s;&|(`])\.{1,2}/(?:[\w.-]{1,80}/){0,4}$")


def _runs_name(line: str, name: str) -> bool:
    """``line`` starts ``name`` (at most 5 places read): a runner or ``./…/`` before it."""
    pos = line.find(name)
    for _ in range(5):
        if pos < 0:
            return False
        end = pos + len(name)
        if end == len(line) or not (line[end].isalnum() or line[end] in "_.-"):
            head = line[max(0, pos - 250) : pos]
            seg = head[head.translate(_ONE_SEP).rfind(";") + 1 :]
            if _RUNNER_SEG_RE.match(seg) or ("./" in head and _DOT_PATH_END_RE.search(head)):
                return True
        pos = line.find(name, end)
    return False


def _staged(doc: Doc, i: int, low: str, verified: list[int], names_of: dict[str, list[str]],
            runs: _Memo) -> None:  # fmt: skip
    """A download on line ``i`` saved to a file the next lines run. ``names_of`` and ``runs``
    keep the answers of ``_names`` and ``_runs`` while one file is read."""
    if any(f.rule == "download-and-execute" and f.line == i + 1 for f in doc.findings):
        return
    names = remembered(names_of, logical(doc, i, low=False), lambda: _names(doc, i, low))
    for name in names[:4]:
        if _runs(doc, i, low, name, verified, runs):
            urls = list(islice(_URL_RE.finditer(low), 5))
            bad = any(untrusted_host(u) for u in urls)
            if not bad and first_party(doc, i, low):
                return  # the skill's own tool from its own site
            sev: Severity = "critical" if bad and not placeholder_target(low) else "high"
            if sev == "critical" and cited(doc, i, 0, 4):
                sev = "high"
            doc.emit("download-and-execute", sev, i, 0, f"downloads {name} and runs it, unverified")
            return


_LOLBIN_RE = re.compile(
    r"mshta(?:\.exe)?\s{1,5}['\"]?(?:https?:|vbscript:|javascript:)|regsvr32(?:\.exe)?\s[^\n]{0,100}?"
    r"/i:\s{0,2}['\"]?https?:|rundll32(?:\.exe)?\s[^\n]{0,100}?(?:javascript:|url\.dll\s{0,2},"
    r"\s{0,2}(?:fileprotocolhandler|openurl)\s{1,3}['\"]?https?:)"
)
_FETCH_TOOL_RE = re.compile(
    r"msiexec(?:\.exe)?(?:\s{1,3}/\w{1,12}){0,4}\s{1,3}/(?:i|package)\s{1,3}['\"]?https?://"
    r"|certutil(?:\.exe)?\s[^\n]{0,60}?-urlcache|bitsadmin(?:\.exe)?\s[^\n]{0,40}?/transfer"
    r"|deno\s{1,3}run\s{1,3}(?:-\S{1,40}\s{1,3}){0,6}https?://"
)


def _windows_tools(doc: Doc) -> None:
    for i in doc.hits("mshta", "regsvr32", "rundll32", "msiexec", "certutil", "bitsadmin",
                      "deno run"):  # fmt: skip
        low = logical(doc, i)
        if m := _LOLBIN_RE.search(low):
            sev: Severity = "high" if cited(doc, i, m.start(), m.end()) else "critical"
            doc.emit("download-and-execute", sev, i, m.start(),
                     "a Windows program fetches and runs remote script")  # fmt: skip
        elif m := _FETCH_TOOL_RE.search(low):
            urls = list(islice(_URL_RE.finditer(low), 5))
            sev = "critical" if any(untrusted_host(u) for u in urls) else "high"
            if defensive(doc, i, m.start(), m.end()):
                sev = "high" if sev == "critical" else "low"
            doc.emit("download-and-execute", sev, i, m.start(), "fetches a program to run")


# --------------------------------------------------------- bundled scripts that call out
_BUNDLED_RE = re.compile(
    r"(?:^|[\s;&|(`])(?:(?:ba|z)?sh|source|\.|python[0-9.]{0,4}|node|bun|deno\s{1,3}run|ruby"
    r"|perl|pwsh|powershell(?:\s{1,3}-file)?)\s{1,3}(?:-\S{1,12}\s{1,3}){0,3}['\"]?(?:\./|"
    r"scripts?/|bin/|tools?/|\$\{?\w{0,30}dir\}?/)?[\w./-]{1,120}\.(?:sh|bash|py|js|mjs|cjs|ts|rb"
    r"|pl|ps1)\b|(?:^|[\s;&|(`])\./[\w.-]{1,80}\.(?:sh|py|js)\b"
)
_DEST = (r"(?:the\s{1,3})?(?:team'?s|company'?s|organi[sz]ation'?s|org'?s|(?:an?|the)\s{1,3}"
         r"(?:internal|private|central|corporate|in-house|shared))\s{1,3}(?:[\w-]{1,20}\s{1,3})"
         r"{0,3}?(?:registry|server|dashboard|mirror|endpoint|host|service|tracker|api|repository"
         r"|repo|bucket|cdn|collector|backend|portal|hub|feed)\b")  # fmt: skip
_PULL_RE = re.compile(r"\b(?:fetch|download|pull|retriev|load|install|updat|sync)\w{0,3}\b[^.;\n]"
                      r"{0,80}?\bfrom\s{1,3}" + _DEST)  # fmt: skip
_PUSH_RE = re.compile(
    r"\b(?:report|push|send|sent|upload|post|submit|forward|stream|ship|log|transmit|sync)\w{0,4}"
    r"\b[^.;\n]{0,80}?\bto\s{1,3}" + _DEST + r"|\b(?:phones?|phoned|phoning|calls?|called"
    r"|checks?\s{1,3}in)\s{1,3}home\b"
)
_CALL_OUT_NEEDLES = ("team's", "teams ", "company's", "organization's", "organisation's",
                     "org's", " internal ", " private ", " central ", "corporate", "in-house",
                     " shared ", "phone home", "phones home", "phoned home", "phoning home",
                     "call home", "calls home", "called home", "in home")  # fmt: skip


def _bundled(doc: Doc) -> None:
    if not any(
        _BUNDLED_RE.search(doc.low_lines[i]) and "://" not in doc.low_lines[i]
        for i in doc.hits(".sh", ".py", ".js", ".ts", ".rb", ".pl", ".ps1", ".mjs")
    ):
        return
    for pattern, rule, what in (
        (_PULL_RE, "download-and-execute", "a bundled script it runs pulls code from an "
         "unnamed remote (its payload is not in the skill)"),
        (_PUSH_RE, "data-exfiltration", "a bundled script it runs reports to an unnamed remote"),
    ):  # fmt: skip
        for s, m in spots(doc, pattern, _CALL_OUT_NEEDLES):
            if not negated(s.text, m.start()):
                emit(doc, rule, "high", s, m.start(), m.end(), what)


# ------------------------------------------------------ prose: release assets and shares
_LINK_RE = re.compile(r"https?://[^\s)>\]`'\"]{1,400}")
_ASSET_PATH = "/releases/download/"
_LINK_NEEDLES = (  # every link untrusted_host can refuse (but non-ASCII hosts, added below)
    _ASSET_PATH, "http://", "ftp://", "xn--", "https://[", *(f"https://{d}" for d in "0123456789"),
    *_SHARE_HOSTS, "webhook.site", "requestbin", "pipedream", "oastify", "interact.sh",
    "burpcollaborator", "telegram.org",
)  # fmt: skip
_CODE_OR_URL_RE = re.compile(r"`[^`\n]{0,400}`|\S{0,200}://\S{0,400}")
_NON_ASCII_HOST = re.compile(r"https://[^\s/]{0,200}[^\x00-\x7f]")
_GET_RE = re.compile(r"\b(?:download|get|grab|fetch|save|install)\b")
_START_RE = re.compile(r"\b(?:run|execute|launch|open|start|install|double-click|extract|unzip)\b")
_CHECKED_RE = re.compile(r"checksum|sha-?256|sha-?512|signature|verify|gpg|cosign")


def _assets(doc: Doc) -> None:
    """Prose that sends the user to download and run a program from another project's release
    assets, a file-sharing or paste link, or a host nobody can vouch for."""
    needles: tuple[str | re.Pattern[str], ...] = _LINK_NEEDLES
    if not doc.text.isascii():
        needles += (_NON_ASCII_HOST,)
    for i in doc.hits(*needles):
        if doc.full("download-and-execute") or not prose_line(doc, i):
            continue
        for m in islice(_LINK_RE.finditer(doc.low_lines[i]), 5):
            link = m.group()
            u = _URL_RE.match(link)
            if u is None or (_ASSET_PATH not in link and not untrusted_host(u)):
                continue
            pos = doc.starts[i] + m.start()
            if (s := sentence_at(doc, pos)) is None or not s.start <= pos < s.start + len(s.text):
                continue
            t, at = s.text, pos - s.start
            words = _CODE_OR_URL_RE.sub(" ", t)  # the sentence's own words, not a command's
            if not (_GET_RE.search(words) and _START_RE.search(words)) or negated(t, at):
                continue
            if _CHECKED_RE.search(t) or first_party(doc, i, link) or placeholder_target(link):
                continue
            what = "sends the user to download and run a program from a link nobody vouches for"
            emit(doc, "download-and-execute", "high", s, at, at + len(link), what)
            break


_CLICKFIX_RE = re.compile(r"\b(?:win(?:dows)?(?:\s{1,2}key)?\s{0,2}\+\s{0,2}[rx]\b|run\s{1,3}"
                          r"(?:dialog|box|window)\b)|\u229e\s{0,2}\+?\s{0,2}r\b")  # fmt: skip
_PASTE_KEYS_RE = re.compile(r"\bpaste\b|\b(?:ctrl|cmd|command|\u2318)\s{0,2}\+?\s{0,2}v\b")


def _clickfix(doc: Doc) -> None:
    """The user told to open the Run dialog (Win+R) and paste what the page or skill put on the
    clipboard: a command nobody reads before it runs."""
    for s, m in spots(doc, _CLICKFIX_RE, ("win+", "win +", "windows+", "windows +", "key +",
                                          "key+", "run dialog", "run box",
                                          "run window", "\u229e")):  # fmt: skip
        if _PASTE_KEYS_RE.search(s.text) and not negated(s.text, m.start()):
            emit(doc, "remote-instructions", "high", s, m.start(), m.end(),
                 "has the user paste a command into the Run dialog")  # fmt: skip


def fetch_rules(doc: Doc) -> None:
    verified = doc.hits("sha", "gpg", "cosign", "minisign", "signify", "checksum", "filehash")
    names_of: dict[str, list[str]] = {}
    runs: _Memo = {}
    for i in doc.hits(*_DL_NEEDLES):
        if not doc.full("download-and-execute"):
            _staged(doc, i, logical(doc, i), verified, names_of, runs)
    _windows_tools(doc)
    package_rules(doc)
    _bundled(doc)
    _assets(doc)
    _clickfix(doc)
