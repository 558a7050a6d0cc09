"""Code rules by what the code does, in any language (issue 22, round 3): the shell rules read
shell; these read the act in Python, Node, Go, Ruby and PowerShell as well.

* a secret read (a credentials file, key folder, token store, wallet, browser login data or
  the whole environment) and a network send, or an issue or pull-request comment (``gh pr
  comment``), in the same few lines: ``credential-exfiltration``;
* a fetch (``urlopen``, ``http.Get``, ``https.get``, ``DownloadString`` …) whose result is
  evaluated or saved executable and run within a few lines: ``download-and-execute``;
* ``exec``/``eval`` of a decoded literal, a hex dump or base32 piped into a shell:
  ``decode-and-execute``;
* deletion at the scale of a home folder, a disk or every bucket or namespace:
  ``destructive-action``;
* autostart and credential-capture plants in any language (a function or alias shadowing
  ``sudo``, ``authorized_keys`` opened for append, a global hooks path or LaunchAgent that
  fetches, an install script that fetches): ``persistence``;
* a payment's recipient replaced by a hard-coded wallet (``rules_payments``):
  ``harmful-instruction``.

A line read as describing (a defensive sentence, a detection rule) is softened by
``emit_in_context``; a send to localhost or an example host is no send."""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import islice

from ...cues.run_trust import harmless_literal
from ...findings import Severity
from ...reading.first_chars import prefixed
from ...reading.scan_context import emit_in_context
from ...reading.scan_prose import already
from ...reading.scan_text import Doc
from ..secrets.rules_payments import mining_runs, recipient_swaps

_WINDOW = 12  # lines after a trigger line that can hold the other half of an act
SECRET_SRC_RE = prefixed(
    re.compile(
        r"\.aws\b|[\"']credentials[\"']|\.ssh\b(?![\w/.-]{0,40}\.pub\b)|[\"']\.ssh[\"']"
        r"|id_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|\.kube\b"
        r"|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.docker[/\\]config|\.config[/\\](?:gh|solana"
        r"|gcloud)|login\s{1,3}data|cookies\.sqlite|_history\b|\bkeychain|get-storedcredential"
        r"|\bcmdkey\b|\.gnupg|process\.env\s{0,3}[),}]|os\.environ\s{0,3}[),}]|dict\s{0,3}\(\s{0,3}"
        r"os\.environ\s{0,3}\)|\benv\s{0,3}\||\bprintenv\b|tojson\s{0,3}\(\s{0,3}secrets\s{0,3}\)"
        r"|gh\s{1,3}auth\s{1,3}token|wallet\.dat|keystore"
        # a fake password dialog; wallet files and key or certificate files looked for by
        # pattern, a secret scanner run over the whole home folder
        r"|with\s{1,3}hidden\s{1,3}answer|\b(?:zenity|kdialog)\s[^\n]{0,40}--password"
        r"|\bwallet\.json|\*\.wallet\b|\*\.(?:pem|key|p12|pfx|kdbx|jks|ovpn)\b|['\"]id_\*"
        r"|\b(?:trufflehog|gitleaks|noseyparker)\b[^\n]{0,40}\s(?:~/?|\"?\$home\"?/?|\"?\$\{home\}"
        r"\"?/?|/|/home/?|/users/?)(?=[\s;|&'\"]|$)"
    )
)
# the secret files of ``SECRET_SRC_RE`` (not the environment or a history): one of them read
# and sent in one program is a leak wherever the address comes from (a config file, a
# variable), so a send with no address written beside it still counts, as high
_SECRET_FILE_RE = re.compile(
    r"\.aws[/\\]credentials|[\"']\.aws[\"']|\.ssh[/\\](?!known_hosts|config\b)[\w.-]{0,40}"
    r"\b(?<!\.pub)|[\"']\.ssh[\"']|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|\.kube[/\\]config"
    r"|[\"']\.kube[\"']|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.docker[/\\]config"
    r"|login\s{1,3}data|cookies\.sqlite|wallet\.dat|\.gnupg\b|\.config[/\\](?:gh|gcloud|solana)\b"
)
# each send form with the word that must be on the line first (a search per form that is there)
_SENDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (word, re.compile(pattern)) for word, pattern in (
        ("requests.", r"requests\.(?:post|put|patch)\s{0,3}\("),
        ("httpx.", r"httpx\.(?:post|put)\s{0,3}\("),
        ("urlopen", r"urlopen\s{0,3}\(\s{0,3}[\w.]{1,40}\s{0,3},"),
        ("request", r"request\s{0,3}\([^)]{0,300}\bdata\s{0,3}="),
        ("net::http", r"net::http\.(?:post|put)"),
        ("http.post", r"\bhttp\.post\s{0,3}\("),
        ("axios.", r"axios\.(?:post|put)\s{0,3}\("),
        ("method", r"method\s{0,3}:\s{0,3}['\"](?:post|put)"),
        ("invoke-", r"invoke-(?:restmethod|webrequest)[^\n]{0,200}-(?:method\s{1,3}(?:post|put)"
                    r"|infile|body)\b"),
        (".upload", r"\.upload(?:file|string|data)\s{0,3}\("),
        ("dig", r"\bdig\s[^\n]{0,80}\$"),
        ("nslookup", r"\bnslookup\s[^\n]{0,80}\$"),
        (".send", r"\.send\s{0,3}\(\s{0,3}(?:json|data|body|payload)"),
    )
)  # fmt: skip
# ``curl … -d``: the flag first, then a ``curl`` in the 200 characters before it (a line of
# 10^5 ``curl`` words is not read 10^5 times)
_CURL_FLAG_RE = re.compile(
    r"\s(?:-[a-z]{0,5}[dft]\b|--data|--form|--upload-file|-x\s{0,3}(?:post|put))"
)
_CURL_BEFORE_RE = re.compile(r"\bcurl\b[^\n]{0,200}\Z")
_LOCAL_RE = re.compile(r"://(?:localhost|127\.|\[::1\]|0\.0\.0\.0|(?:[\w-]{1,63}\.){0,3}example"
                       r"\.(?:com|org|net)\b)")  # fmt: skip
_REMOTE_URL_RE = re.compile(r"(?:https?|ftp)://(?!localhost|127\.|\[::1\]|0\.0\.0\.0"
                            r"|(?:[\w-]{1,63}\.){0,3}example\.(?:com|org|net)\b)[\w-]")  # fmt: skip
_FETCH_RE = prefixed(
    re.compile(
        r"\burlopen\s{0,3}\(|requests\.get\s{0,3}\(|httpx\.get\s{0,3}\(|\bhttps?\.get\s{0,3}\("
        r"|net::http\.get|\buri\.open|\bopen-uri|downloadstring|downloaddata|\burlretrieve"
        r"|reqwest::(?:blocking::)?get|\bfetch\s{0,3}\(\s{0,3}['\"`]https?://"
    )
)
_EVAL_RE = re.compile(
    r"\bexec\s{0,3}\(|\beval\s{0,3}\(|\[scriptblock\]::create|invoke-expression|\biex\b"
    r"|new\s{1,3}function\s{0,3}\(|instance_eval|\bcompile\s{0,3}\(|vm\.run\w{0,20}\("
    # a fetched file run as a module, or fetched bytes unpickled (unpickling runs code)
    r"|\brunpy\.run_(?:path|module)|\b(?:c?pickle|dill|cloudpickle|marshal)\.loads?\s{0,3}\("
)
_SAVED_RUN_RE = re.compile(r"0o?755|chmod\s{0,3}[(+]|os\.chmod|setexecutable|fs\.chmod")
_RUN_SINK_RE = re.compile(
    r"exec\.command\s{0,3}\(|subprocess\.|child_process|\bspawn\s{0,3}\(|os\.system\s{0,3}\("
    r"|\bsystem\s{0,3}\(|start-process|kernel\.exec"
)
_DECODE_EXEC_RE = re.compile(
    r"\b(?:exec|eval)\s{0,3}\([^)\n]{0,60}(?:b64decode|b32decode|fromhex|unhexlify|atob|from"
    r"base64string|decodebytes|decode\s{0,3}\(\s{0,3}['\"](?:base64|hex|rot))|\bxxd\s{1,3}-r"
    r"[^|\n]{0,20}\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da|k)?sh\b|\bbase32\s{1,3}(?:-d|--decode)"
    r"[^|\n]{0,20}\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da|k)?sh\b"
)
_HOME = r"(?:~/?\*?|\$home/?\*?|\"\$home\"/?\*?|\$\{home\}/?\*?|/\*?|/home/?\*?|/users/?\*?)"
_DESTROY_RE = prefixed(
    re.compile(
        r"\brm\s{1,3}(?:-\w{1,6}\s{1,3}){0,3}-\w{0,4}(?:rf|fr|r\w{0,3}f)\w{0,3}\s{1,3}(?:--no-preserve"
        r"-root\s{1,3})?" + _HOME + r"(?=[\s;&|'\"`)]|$)"
        r"|shutil\.rmtree\s{0,3}\(\s{0,3}(?:(?:pathlib\.)?path\.home\s{0,3}\(\s{0,3}\)|os\.path"
        r"\.expanduser\s{0,3}\(\s{0,3}['\"]~['\"]\s{0,3}\)|['\"]/['\"]|os\.environ\[['\"]home['\"]\])"
        r"|fileutils\.rm_r\w{0,2}\s{0,3}\(\s{0,3}(?:dir\.home|['\"]/['\"]|file\.expand_path\s{0,3}"
        r"\(\s{0,3}['\"]~)|fs\.rm(?:sync)?\s{0,3}\(\s{0,3}os\.homedir\s{0,3}\(\)|os\.removeall\s{0,3}"
        r"\(\s{0,3}(?:home|os\.getenv\s{0,3}\(\s{0,3}\"home\"\s{0,3}\)|\"/\")\s{0,3}(?:\)|\+)"
        r"|remove-item\b[^\n]{0,80}-recurse[^\n]{0,80}(?:\$env:userprofile|\$home|\bc:\\\\?\*?)"
        r"(?=[\s;'\"]|$)|\bdd\b[^\n]{0,80}\bof=/dev/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]"
        r"|disk\d|mmcblk\d)|\bmkfs(?:\.\w{1,8})?\s{1,3}(?:-\S{1,10}\s{1,3}){0,3}/dev/|\bwipefs\s"
        r"|\bformat\s{1,3}c:|for\s{1,3}\w{1,20}\s{1,3}in\s{1,3}\$\(\s{0,3}aws\s{1,3}s3\s{1,3}ls"
        r"[^\n]{0,200}\baws\s{1,3}s3\s{1,3}(?:rb|rm)\b|aws\s{1,3}s3\s{1,3}ls[^\n]{0,100}\|\s{0,3}"
        r"xargs[^\n]{0,100}\b(?:rb|rm)\b|kubectl\s{1,3}delete\s{1,3}(?:ns|namespaces?)\b[^\n]{0,40}"
        r"--all\b|kubectl\s{1,3}delete\b[^\n]{0,80}--all-namespaces"
    )
)
_DESTROY_NEEDLES = ("rm -", "rmtree", "rm_r", "fs.rm", "removeall", "remove-item", "of=/dev/",
                    "mkfs", "wipefs", "format c:", "aws s3 ls", "kubectl delete")  # fmt: skip
_PLANT_RE = re.compile(
    r"\b(?:alias\s{1,3}sudo\s{0,3}=|sudo\s{0,3}\(\s{0,3}\)\s{0,3}\{|function\s{1,3}sudo\b)"
    r"|authorized_keys['\"]?\s{0,3}\)?\s{0,3}\)?\s{0,3},\s{0,3}['\"]a\+?['\"]"
    r"|\bappendfile(?:sync)?\s{0,3}\([^)\n]{0,80}authorized_keys|add-content\b[^\n]{0,80}"
    r"authorized_keys"
)
_PLANT_NEEDLES = ("alias sudo", "sudo()", "sudo ()", "function sudo", "authorized_keys")
_FETCHES_RE = re.compile(r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b|https?://"
                         r"|downloadstring|\bnpx\s{1,3}(?:--yes|-y)\s|@latest\b")  # fmt: skip
_AUTOSTART_RE = re.compile(
    r"core\.hookspath|library/launch(?:agents|daemons)|\"(?:pre|post)install\"\s{0,3}:"
)
_AUTOSTART_NEEDLES = ("hookspath", "launchagents", "launchdaemons", 'install"')
# an agent client's tool configuration (MCP servers) rewritten by the skill's code: a tool
# server the user never chose starts with every session
_MCP_CONFIG_NEEDLES = ("mcp.json", "claude_desktop_config", "mcp_config", ".claude.json",
                       "cline_mcp_settings", ".gemini/settings.json")  # fmt: skip
_MCP_CONFIG_RE = re.compile(
    r"mcp\.json|claude_desktop_config\.json|mcp_config\.json|\.claude\.json"
    r"|cline_mcp_settings\.json|\.gemini/settings\.json"
)
_CONFIG_WRITE_RE = re.compile(  # a redirect of a stream (``2>/dev/null``) writes no file
    r"(?<![\d&])>\s{0,3}(?!/dev/null\b)[\"']?[$~\w/]|\bmv\s|\btee\b|writefile|write_text"
    r"|\.write\s{0,3}\(|set-content"
    r"|out-file|json\.dump\s{0,3}\(|\bsed\s{1,3}-i"
)


def _send(low: str) -> re.Match[str] | None:
    for word, pattern in _SENDS:
        if word in low and (m := pattern.search(low)):
            return m
    for f in islice(_CURL_FLAG_RE.finditer(low), 10):
        if _CURL_BEFORE_RE.search(low, max(0, f.start() - 205), f.start()):
            return f
    return None


# a comment on an issue or pull request: anyone who can read the repository reads it (a fork's
# pull request, a public repository), so a secret put there has left
_COMMENT_SEND_RE = re.compile(
    r"\bgh\s{1,3}(?:pr|issue)\s{1,3}(?:comment|review)\b|\bgh\s{1,3}api\s[^\n]{0,200}"
    r"/comments\b"
)


def _window(doc: Doc, i: int, back: int = 0, at: int = 0) -> str:
    """Line ``i`` (6,000 characters around ``at`` on a long line) and, inside a code block, up
    to ``back`` lines before and ``_WINDOW`` after it within the same block (an act is one
    program, not two snippets of a page)."""
    if not doc.in_fence(i):
        return doc.low_lines[i][max(0, at - 3000) : at + 3000]
    first, last = _block(doc, i)
    return "\n".join(doc.low_lines[max(first, i - back) : min(last, i + _WINDOW)])[:6000]


def _block(doc: Doc, i: int) -> tuple[int, int]:
    """The fence line above fenced line ``i`` and the one below it (the text's end when the
    block is never closed): the lines ``_window`` and ``_block_runs`` read lie between."""
    fences = doc._fences or []
    k = bisect_right(fences, i)
    first = fences[k - 1] if k else 0
    return first, fences[k] if k < len(fences) and fences[k] > i else len(doc.low_lines)


def _secret_sends(doc: Doc) -> None:
    needles = (
        "requests.",
        "httpx.",
        "urlopen",
        "request(",
        "net::http",
        "http.post",
        "axios.",
        "method:",
        "method :",
        "-method",
        ".upload",
        "curl",
        "dig ",
        "nslookup",
        ".send(",
    )
    for i in islice(doc.hits(*needles), 400):
        if doc.full("credential-exfiltration"):
            return
        m = _send(low := doc.low_lines[i])
        if m is None and doc.in_fence(i) and low.rstrip().endswith((",", "(")):
            m = _send(low := " ".join(doc.low_lines[i : i + 3])[:6000])  # a call over lines
        if m is None or _LOCAL_RE.search(low, max(0, m.start() - 300), m.end() + 300):
            continue  # a send to this machine or an example host
        near = _window(doc, i, back=_WINDOW, at=m.start())
        dns = m.group().startswith(("dig", "nslookup"))
        if (s := SECRET_SRC_RE.search(near)) and (dns or _REMOTE_URL_RE.search(near)):
            what = f"reads {s.group().strip(chr(34) + chr(39))} and sends it out"
            emit_in_context(doc, "credential-exfiltration", "critical", i, m.start(), m.end(), what)
        elif doc.in_fence(i) and (s := _SECRET_FILE_RE.search(near)):
            where = "an address read elsewhere"
            what = f"reads {s.group().strip(chr(34) + chr(39))} and sends it to {where}"
            emit_in_context(doc, "credential-exfiltration", "high", i, m.start(), m.end(), what)
    for i in islice(doc.hits("gh pr ", "gh issue ", "gh api "), 400):
        if doc.full("credential-exfiltration"):
            return
        if not (m := _COMMENT_SEND_RE.search(doc.low_lines[i])):
            continue
        if s := SECRET_SRC_RE.search(_window(doc, i, back=_WINDOW, at=m.start())):
            what = f"reads {s.group().strip(chr(34) + chr(39))} and posts it in a comment"
            emit_in_context(doc, "credential-exfiltration", "critical", i, m.start(), m.end(), what)


def _fetch_runs(doc: Doc) -> None:
    needles = (
        "urlopen",
        "requests.get",
        "httpx.get",
        "http.get",
        "https.get",
        "uri.open",
        "open-uri",
        "downloadstring",
        "downloaddata",
        "urlretrieve",
        "reqwest",
        "fetch(",
    )
    memo: dict[int, int] = {}
    for i in islice(doc.hits(*needles), 400):
        m = _FETCH_RE.search(low := doc.low_lines[i])
        if m is None or _LOCAL_RE.search(low, max(0, m.start() - 300), m.end() + 300):
            continue
        if doc.in_fence(i):
            runs = _block_runs(doc, i, memo)
        else:
            near = _window(doc, i, at=m.start())
            runs = bool(_EVAL_RE.search(near) or (_SAVED_RUN_RE.search(near)
                                                  and _RUN_SINK_RE.search(near)))  # fmt: skip
        if runs:
            emit_in_context(doc, "download-and-execute", "high", i, m.start(), m.end(),
                            "runs code it fetched, unverified")  # fmt: skip


def _block_runs(doc: Doc, i: int, memo: dict[int, int]) -> bool:
    """The lines ``_window`` reads after fenced line ``i`` (to the end of its block, at most
    ``_WINDOW`` lines and 6,000 characters) evaluate, or save as executable and run, what was
    fetched. Each line is read once for the three patterns (``memo``: bit 1 evaluates, 2 makes
    executable, 4 runs), so a block of 10^3 fetch lines reads each line once, not ``_WINDOW``
    times (a 200 KiB block of ``fetch(`` lines took 150-210 ms)."""
    last = _block(doc, i)[1]
    cap = doc.starts[i] + 6000
    bits = 0
    for j in range(i, min(last, i + _WINDOW)):
        if j > i and doc.starts[j] >= cap:
            break
        if (v := memo.get(j)) is None:
            line = doc.low_lines[j][:6000]
            v = memo[j] = (bool(_EVAL_RE.search(line)) | bool(_SAVED_RUN_RE.search(line)) << 1
                           | bool(_RUN_SINK_RE.search(line)) << 2)  # fmt: skip
        bits |= v
    return bool(bits & 1 or (bits & 6) == 6)


# every resource of an account listed, and each one deleted in a loop: deletion at a scale no
# task needs, in the cloud CLIs and SDKs (a filter, a tag or a dry run limits it)
_DELETE_ALL_NEEDLES = ("terminate-instances", "delete-", " rb ", ".delete()", "delete_",
                       "s3 rm", "kubectl delete", "gcloud", "az ", "--delete",
                       "release delete")  # fmt: skip
_DELETE_ALL_RE = re.compile(
    r"\bterminate-instances\b|\baws\s{1,3}[\w-]{1,30}\s{1,3}delete-[\w-]{1,40}|\baws\s{1,3}s3"
    r"\s{1,3}(?:rb|rm)\b|\.delete\s{0,3}\(\s{0,3}\)|\bdelete_(?:bucket|object|user|function|table"
    r"|db_instance|stack|cluster)\w{0,10}\s{0,3}\(|\bgcloud\s{1,3}[\w\s-]{0,40}\bdelete\b|\baz"
    r"\s{1,3}[\w\s-]{0,30}\bdelete\b|\bkubectl\s{1,3}delete\b|\bgit\s{1,3}push\s{1,3}\S{1,40}"
    r"\s{1,3}--delete\b|\bgh\s{1,3}release\s{1,3}delete\b"
)
_LIST_ALL_RE = prefixed(
    re.compile(
        r"\baws\s{1,3}[\w-]{1,30}\s{1,3}(?:describe|list)-[\w-]{1,40}|\baws\s{1,3}s3\s{1,3}ls\b"
        r"|\.all\s{0,3}\(\s{0,3}\)|\bgcloud\s{1,3}[\w\s-]{0,40}\blist\b|\baz\s{1,3}[\w\s-]{0,30}"
        r"\blist\b|\blist_(?:buckets|objects\w{0,3}|users|instances|functions|tables|stacks|clusters)"
        r"\s{0,3}\(|\bkubectl\s{1,3}get\s{1,3}[\w,-]{1,40}\s{1,3}(?:-a|--all-namespaces)\b"
        r"|\bgit\s{1,3}branch\s{1,3}-[ra]\s{0,3}(?:\||\))|\bgit\s{1,3}tag(?:\s{1,3}-l)?\s{0,3}(?:\||\)|$)"
        r"|\bgh\s{1,3}release\s{1,3}list\b"
    )
)  # prefixed: each of up to 24 lines around a delete is read with these two (5-7x faster)
_LOOP_RE = prefixed(
    re.compile(
        r"\bfor\s{1,3}[\w$]{1,30}\s{1,3}in\b|\bfor\s{0,3}\(|\bfor\s{1,3}[\w, ]{1,40}:?="
        r"\s{0,3}range\b|\|\s{0,3}xargs\b|\bforeach\b|\.foreach\s{0,3}\(|\|\s{0,3}%\s{0,3}\{|\bwhile\s{1,3}read\b"
    )
)
_SCOPED_RE = re.compile(
    r"--dry-run|--filters?\b|name=tag|\btag:|--selector|(?<!\btag)\s-l\s|--query\s{1,3}[\"'][^\"'\n]{0,80}\?"
    r"|filter\s{0,3}\(|--merged\b|\bgrep\s{1,3}(?!-v)"
)


def _delete_everything(doc: Doc) -> None:
    for i in doc.hits(*_DELETE_ALL_NEEDLES):
        if not doc.in_fence(i) or not (m := _DELETE_ALL_RE.search(doc.low_lines[i])):
            continue
        if already(doc, "destructive-action", i):
            continue
        near = _window(doc, i, back=_WINDOW, at=m.start())
        if _LIST_ALL_RE.search(near) and _LOOP_RE.search(near) and not _SCOPED_RE.search(near):
            what = "lists every resource of the account and deletes each one"
            emit_in_context(doc, "destructive-action", "high", i, m.start(), m.end(), what)


# the main branch replaced by a history of nothing: an orphan branch force-pushed onto it
_FORCE_MAIN_RE = re.compile(
    r"\bgit\s{1,3}push\s{1,3}(?:\S{1,40}\s{1,3}){0,3}?(?:-f|--force)\b[^\n;&|]{0,80}?(?::|\s)"
    r"(?:main|master|trunk)\b"
)


def _history_replaced(doc: Doc) -> None:
    for i in doc.hits("push -f", "push --force", " -f ", " --force "):
        if not doc.in_fence(i) or not (m := _FORCE_MAIN_RE.search(doc.low_lines[i])):
            continue
        if "--orphan" in _window(doc, i, back=_WINDOW, at=m.start()):
            what = "force-pushes an orphan branch onto the main branch: its history is gone"
            emit_in_context(doc, "destructive-action", "high", i, m.start(), m.end(), what)
            return


def _tool_config_writes(doc: Doc) -> None:
    for i in doc.hits(*_MCP_CONFIG_NEEDLES):
        if not doc.in_fence(i) or not (m := _MCP_CONFIG_RE.search(doc.low_lines[i])):
            continue
        near = _window(doc, i, back=_WINDOW, at=m.start())
        if "mcpservers" in near and _CONFIG_WRITE_RE.search(near):
            what = "rewrites an agent client's tool servers (MCP configuration)"
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(), what)
            return


def code_rules(doc: Doc) -> None:
    _secret_sends(doc)
    _tool_config_writes(doc)
    _delete_everything(doc)
    _history_replaced(doc)
    _fetch_runs(doc)
    recipient_swaps(doc)
    mining_runs(doc)
    for i in doc.hits("exec(", "eval(", "exec (", "eval (", "xxd", "base32"):
        if already(doc, "decode-and-execute", i):
            continue  # the shell rules read this line already
        if m := _DECODE_EXEC_RE.search(low := doc.low_lines[i]):
            sev: Severity = "high" if harmless_literal(low) else "critical"
            emit_in_context(doc, "decode-and-execute", sev, i, m.start(), m.end(),
                            "runs a decoded literal")  # fmt: skip
    for i in doc.hits(*_DESTROY_NEEDLES):
        if m := _DESTROY_RE.search(doc.low_lines[i]):
            what = "deletes a home folder, a disk or every bucket or namespace"
            emit_in_context(doc, "destructive-action", "high", i, m.start(), m.end(), what)
    for i in doc.hits(*_PLANT_NEEDLES):
        if m := _PLANT_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "plants a sudo wrapper or an SSH key")  # fmt: skip
    for i in doc.hits(*_AUTOSTART_NEEDLES):
        if (m := _AUTOSTART_RE.search(doc.low_lines[i])) and _FETCHES_RE.search(
                _window(doc, i, back=_WINDOW, at=m.start())):  # fmt: skip
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "an autostart entry (hooks, launch agent, unit, install script) that "
                            "fetches from the network")  # fmt: skip
