"""Rules on secrets and where data goes: ``credential-access``, ``data-exfiltration``,
``credential-exfiltration`` (both in one skill) and ``hardcoded-secret``."""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from ...cues.danger_patterns import CRED_PATH_RE, EXFIL_HOST_RE, PS_ALIAS_NEEDLES
from ...reading.first_chars import prefixed
from ...reading.scan_context import defensive, emit_soft
from ...reading.scan_text import Doc, logical
from .rules_dumps import dump_spots, stored_secret_rules

_CRED_NEEDLES = ("master.key", "credentials/", ".aws", ".ssh", ".netrc", ".git-cred", ".docker",
                 ".kube", ".npmrc", ".pypirc",
                 ".gnupg", ".env", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519",
                 "default_credentials", "solana",
                 "wallet.dat", "/etc/shadow", "login data", "logindata", "cookies.sqlite",
                 "logins.json", "key4.db", "keychain", "security ", ".config/gh/",
                 ".config/gcloud/", ".azure/", "keystore", "wallets", "exodus", "tdata",
                 "nkbihfbeogaeaoehlefnkodbefgpgknn", "leveldb", "~/.", "$home/.", "${home}/.",
                 "%userprofile%")  # fmt: skip
_READ_VERB_RE = re.compile(
    r"(?:\b(?:cat|less|more|head|tail|cp|scp|rsync|tar|zip|7z|base64|xxd|od|strings|type"
    r"|get-content|gc|curl|wget|nc|security|echo|gist)\b|open\s{0,3}\(|<)[^\n]{0,60}$|\b(?:read"
    r"|upload|send|post|exfiltrate|include|attach|paste|collect|gather|grab|copy|dump|print"
    r"|show|display|output|extract|steal|harvest)(?:\s{1,3}(?:the|your|all|its|their|from|of"
    r"|contents?|files?|whole|entire|full|user'?s)){0,5}\s{0,3}[`'\"]?(?:~|\$home|\$\{home\})?"
    r"(?:/[\w.*-]{0,60}){0,8}/?$|(?:readfilesync|readfile|read_text|read_bytes|readalltext"
    r"|readallbytes|createreadstream|get-content|open)\s{0,3}\([^)\n]{0,80}$|\bfor\s{1,3}\w{1,30}"
    r"\s{1,3}in\b[^\n;]{0,200}$"
    r"|\b(?:file|io|path|files)\.(?:read\w{0,10}|binread)\s{0,3}\(\s{0,3}['\"]?$"
    r"|(?:homedir|home|expanduser|gethomedir|userhomedir)\(\)\s{0,3}(?:,|/|\+|\.joinpath\()\s{0,3}['\"]$"
)
# any tool's own token file in the home folder ("~/.gam/oauth2.txt", "~/.vault-token"): a skill
# reads its own tool's token to call that tool, so only a copy, archive or encoding of one counts
_TOKEN_FILE_RE = re.compile(
    r"(?:~|\$home|\$\{home\}|%userprofile%)[/\\]\.(?:[\w.-]{1,40}[/\\]){0,3}[\w.-]{0,30}"
    r"(?:token|oauth|credential|secret|cookie|passw|api[_-]?key)[\w.-]{0,30}"
)
_COPY_VERB_RE = re.compile(r"\b(?:cp|scp|rsync|tar|zip|7z|base64|xxd|gist)\b[^\n|;&>]{0,60}$")
_PIPED_OUT_RE = re.compile(r"[^\n|]{0,40}\|\s{0,3}(?:curl|nc|base64|gzip|tar|xxd)\b")
_ENV_TEMPLATE_RE = re.compile(r"\.env\.(?:example|sample|template|dist|defaults)\b")
_METADATA_RE = re.compile(r"169\.254\.169\.254|169\.254\.170\.2\b|metadata\.google\.internal"
                          r"|fd00:ec2::254|100\.100\.100\.200|metadata\.azure\.com"
                          r"|/metadata/identity/oauth2")  # fmt: skip
_LOCAL_PIPE_RE = re.compile(r"\s{0,3}\|\s{0,3}(?:grep|sort|less|head|wc)\b")
_ENV_BARE_RE = re.compile(r"(?:printenv|env)\s{0,5}(?=$|[|>;&)`])")
_ENV_CODE_RE = prefixed(
    re.compile(
        r"dict\(\s{0,3}os\.environ\s{0,3}\)|json\.dumps\(\s{0,3}(?:dict\()?\s{0,3}os\.environ"
        r"|print\(\s{0,3}os\.environ\s{0,3}\)|str\(\s{0,3}os\.environ\s{0,3}\)|os\.environ\.items\(\)"
        r"|json\.stringify\(\s{0,3}process\.env\s{0,3}\)|object\.(?:entries|keys)\(\s{0,3}process"
        r"\.env\s{0,3}\)|console\.log\(\s{0,3}process\.env\s{0,3}\)|/proc/(?:self|\d{1,7}|\*)/environ"
        r"|(?:get-childitem|gci|dir|ls)\s{1,3}env:|getenvironmentvariables\(\)"
        r"|\benv\.to_h(?:ash)?\b|\bos\.environ\(\)|system\.getenv\(\s{0,3}\)"
    )
)
_ENV_NEEDLES = (re.compile(r"env(?:\b|iron\b)"), "getenvironment", "aws_secret_access_key",
                "aws_session_token")  # fmt: skip
_CURL_SEND_RE = re.compile(r"\s-[a-zA-Z]{0,6}[dFT]\b|--data|--form|--upload-file|--json"
                           r"|-X\s{0,3}(?:POST|PUT)")  # fmt: skip
_SEND_RE = re.compile(
    r"--(?:post|body)-(?:data|file)|(?:requests|httpx|session|axios|client)\.(?:post|put)\s{0,3}"
    r"\(|sendbeacon\(|/dev/(?:tcp|udp)/|\|\s{0,3}(?:mail|sendmail|mutt)\b|gh\s{1,3}gist\s{1,3}create"
)
# the sending commands, after one shared lead (one alternation for the three: half the time of
# trying each lead at every position)
_SEND_CMD_RE = re.compile(
    r"(?:^|[\s;&|(`])(?:(?:nc|ncat|netcat|socat|telnet)\s{1,5}(?:-\S{1,5}\s{1,5}){0,4}[a-z0-9]"
    r"[\w.-]{0,60}\s{1,3}\d{2,5}\b|(?:scp|rsync)\s[^\n]{0,200}?\s[\w.-]{1,60}@[\w.-]{1,100}:"
    r"|(?:dig|nslookup|host|drill)\s{1,3}[^\n|;&]{0,60}?\$\()"
)
_SEND_NEEDLES: tuple[str | re.Pattern[str], ...] = (
    "curl", "wget", re.compile(r"\.p(?:ost|ut)\s{0,3}\("), "fetch(", "nc ", "ncat", "netcat",
    "socat", "telnet", re.compile(r"/dev/(?:tcp|udp)/"), *PS_ALIAS_NEEDLES, "invoke-",
    "sendbeacon", re.compile(r"\|\s{0,3}mail"), "sendmail", "mutt", "urlopen", "request(",
    "requests.", "httpx.", "webhook", "requestbin", "pipedream", "ngrok", "oastify",
    "interact.sh", "burpcollaborator", "transfer.sh", "0x0.st", "telegram.org", "trycloudflare",
    "pastebin", "scp ", "rsync ", "dig ", "nslookup ", "gist create",
)  # fmt: skip
_PY_CALL_RE = re.compile(r"(urlopen|request|(?:requests|httpx|session|client)\.(?:get|request"
                         r"|delete|patch))\s{0,3}\(")  # fmt: skip
_PY_SECOND_ARG_RE = re.compile(r"[^,()\n]{1,200}(?:\([^()\n]{0,100}\)[^,()\n]{0,100})?,\s{0,3}")
_PY_KEYWORD_RE = re.compile(r"(?!data\b)[a-z_]{1,20}\s{0,3}=")
_PY_DATA_ARG_RE = re.compile(r"[,(]\s{0,3}(?:data|params|json|files)\s{0,3}=\s{0,3}[^\s)]")
_GET_RE = re.compile(r"curl|wget|i(?:wr|rm)\b|invoke-(?:webrequest|restmethod)|urlopen|requests\."
                     r"|httpx\.|fetch\(|axios|\.get\(|downloadstring|aria2c")  # fmt: skip
_URL_TOKEN_RE = re.compile(r"[^\s'\"<>]{1,400}")
_QUERY_KEY_RE = re.compile(r"[?&][\w.%\[\]-]{1,40}=")
_SUBST_START_RE = re.compile(r"\$[({a-z_]|`|\{[a-z_]|%[a-z_]\w{0,30}%")
_CONCAT_RE = re.compile(r"[\"'`]\s{0,3}\+")
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


_PS_FETCH_RE = re.compile(r"(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b")
_PS_BODY_RE = re.compile(r"-(?:method\s{1,3}(?:post|put)|body|infile)\b")
_TAR_RE = re.compile(r"\btar\b")
_STDOUT_PIPE_RE = re.compile(r"\s-\s{0,3}\|")  # "tar c - | …": the archive goes down a pipe
_NEAR_LINES = 40  # a read and a send this far apart are one flow; further apart, two topics


_URL_HOST_RE = re.compile(r"://(?:[^/\s@'\"`]{1,100}@)?([a-z0-9.-]{1,253}|\[[0-9a-f:]{2,45}\])")
_LOCAL_HOST_RE = re.compile(
    r"(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1\]|169\.254\.\d{1,3}\.\d{1,3}"
    r"|metadata\.google\.internal)$"
)
_DEST_HINT_RE = re.compile(r"\$\{?\w|/dev/(?:tcp|udp)/|[\w-]{1,63}\.[a-z]{2,24}\b|@[\w-]{1,63}\.")


def _leaves(low: str) -> bool:
    """The send has somewhere to go off this machine: a URL to a host that is not local or
    link-local, a variable, or a host name.
    (``curl -X PUT http://169.254.169.254/…`` asks the metadata service for a token.)"""
    hosts = [m.group(1).rstrip(".") for m in islice(_URL_HOST_RE.finditer(low), 10)]
    if hosts:
        return not all(_LOCAL_HOST_RE.match(h) for h in hosts)
    return bool(_DEST_HINT_RE.search(low)) or bool(EXFIL_HOST_RE.search(low))


def sends(doc: Doc, i: int, low: str) -> bool:
    """Line ``i`` (logical, lowercase ``low``) sends data to another host: an upload, a request
    body, or a value computed on this machine put in the query string of a fetched URL."""
    if "curl" in low and _CURL_SEND_RE.search(logical(doc, i, low=False)):
        return True
    if ("fetch(" in low and ("body" in low or "post" in low)) or _SEND_RE.search(low) or (
            _SEND_CMD_RE.search(low)):  # fmt: skip
        return True
    if _PS_FETCH_RE.search(low) and _PS_BODY_RE.search(low):
        return True
    code = any(w in low for w in ("urlopen", "request", "httpx.", "session.", "client."))
    return (code and _code_sends(low)) or ("://" in low and _query_carries(low))


def _code_sends(low: str) -> bool:
    """Python that sends a request body: ``urlopen(url, data)``, ``Request(url, data=…)``,
    ``requests.get(url, params=…)``."""
    for m in islice(_PY_CALL_RE.finditer(low), 20):
        args = low[m.end() : m.end() + 300]
        if m.group(1) == "urlopen":
            if (c := _PY_SECOND_ARG_RE.match(args)) and not _PY_KEYWORD_RE.match(args, c.end()):
                return True
        elif _PY_DATA_ARG_RE.search(args):
            return True
    return False


def _query_carries(low: str) -> bool:
    """A fetched URL whose query string holds a substitution (``?d=$(cat …)``, ``?k=$TOKEN``,
    ``?q=${btoa(x)}``, ``"…?d=" + secret``): the request itself carries local data out."""
    if not _GET_RE.search(low):
        return False
    for m in islice(re.finditer("://", low), 20):
        url = _URL_TOKEN_RE.match(low, m.end())
        token = url.group() if url else ""
        for q in islice(_QUERY_KEY_RE.finditer(token), 10):
            value = token[q.end() :].split("&", 1)[0]
            if _SUBST_START_RE.search(value):
                return True
            if value == "" and q.end() == len(token) and _CONCAT_RE.match(low, m.end() + q.end()):
                return True  # "https://…?d=" + secret
    return False


def _sent_source(low: str) -> re.Match[str] | None:
    """Where a sending line takes sensitive data from: a pipe, a substitution, a secret file."""
    if m := _SENT_SOURCE_RE.search(low) or EXFIL_HOST_RE.search(low):
        return m
    for m in islice(_SENT_FILE_RE.finditer(low), 20):
        if low.rfind("@", max(0, m.start() - 40), m.start()) != -1:
            return m
    if (tar := _TAR_RE.search(low)) and _STDOUT_PIPE_RE.search(low):
        return tar
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
    for m in islice(_TOKEN_FILE_RE.finditer(low), 20):
        if _COPY_VERB_RE.search(low[max(0, m.start() - 60) : m.start()]):
            return m.start(), m.end(), f"copies {m.group()}"
    return None


# the browser's whole cookie jar or storage taken as a value ("cookies: document.cookie",
# "{ ...localStorage }"): setting one cookie or reading one key is not it
_BROWSER_STORE_RE = re.compile(
    r"[:=(,]\s{0,3}document\.cookie\s{0,3}[,)}\n;]|[:=(,]\s{0,3}document\.cookie$"
    r"|\.\.\.\s{0,3}(?:window\.)?(?:local|session)storage\b|(?:json\.stringify|object\.(?:entries"
    r"|keys|assign)\([^)\n]{0,20}?)\(\s{0,3}(?:window\.)?(?:local|session)storage\s{0,3}\)"
)
_BROWSER_SEND_RE = re.compile(
    r"sendbeacon\(|\bfetch\(|xmlhttprequest|axios\.|\.post\(|new\s{1,3}image"
)


def _browser_stores(doc: Doc) -> None:
    """The browser's cookies or storage read whole, in a code block that also sends (each
    block's first 200 lines read for a send once, however many reads it holds); review only:
    XSS lessons send cookies too, so these reads are not paired into credential-exfiltration."""
    sends: dict[tuple[int, int], bool] = {}
    for i in doc.hits("document.cookie", "storage"):
        if doc.full("credential-access"):
            return
        m = _BROWSER_STORE_RE.search(doc.low_lines[i])
        fence = doc.fence_of(i) if m else None
        if m is None or fence is None:
            continue
        if fence not in sends:
            block = doc.low_lines[fence[0] + 1 : min(fence[1], fence[0] + 200)]
            sends[fence] = any(_BROWSER_SEND_RE.search(line) for line in block)
        if sends[fence]:
            emit_soft(doc, "credential-access", "high", i, m.start(), m.end(),
                      "reads the browser's cookies or storage whole")  # fmt: skip


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


def _nearest(access: list[int], send_lines: list[int]) -> tuple[int, int, int] | None:
    """The least ``(distance, read line, send line)`` of all pairs: for each read, only the
    sends just before and just after it can be nearest (bisect in the sorted sends)."""
    sent = sorted(set(send_lines))
    best: tuple[int, int, int] | None = None
    for a in access:
        k = bisect_left(sent, a)
        for s in sent[max(0, k - 1) : k + 1]:
            if best is None or (abs(a - s), a, s) < best:
                best = (abs(a - s), a, s)
    return best


# one named keychain item read into a variable ("TOKEN=$(security find-generic-password -s
# shopify-admin -w)"): how a skill uses its own tool's token, as a token file read to call its
# tool is; still a read (high), not paired with a send into credential-exfiltration
_NAMED_ITEM_RE = re.compile(
    r"=\s{0,2}[\"']?\$\(\s{0,2}security\s{1,3}find-generic-password\s[^)\n]{0,80}-s\s{1,3}"
    r"['\"]?(?!chrome|brave|edge|chromium|opera)"
)


def _credential_rules(doc: Doc) -> None:
    access: list[int] = []
    spots = [(i, _read_secrets(doc, i)) for i in doc.hits(*_CRED_NEEDLES)]
    spots += [(i, (m.start(), m.end(), "queries the cloud metadata endpoint"))
              for i in doc.hits("169.254.", "metadata.", "fd00:ec2", "100.100.100.200")
              if (m := _METADATA_RE.search(doc.low_lines[i]))]  # fmt: skip
    spots += [(i, _env_dump(doc, i)) for i in doc.hits(*_ENV_NEEDLES)]
    spots += dump_spots(doc)
    for i, found in spots:
        soft = not found or emit_soft(doc, "credential-access", "high", i, *found)
        if not soft and not _NAMED_ITEM_RE.search(doc.low_lines[i]):
            access.append(i)
    _browser_stores(doc)
    send_lines: list[int] = []
    quiet: set[str] = set()  # lines that send nothing (a text of 10^5 equal lines reads one)
    for i in doc.hits(*_SEND_NEEDLES):
        if doc.full("data-exfiltration") and len(send_lines) >= 200:
            break  # only the first 200 send lines are paired below
        low = logical(doc, i)
        key = low + "\0" + logical(doc, i, low=False) if "curl" in low else low  # what sends reads
        if key in quiet:
            continue
        if not sends(doc, i, low) and not EXFIL_HOST_RE.search(low):
            quiet.add(key)
            continue
        soft = False
        if m := _sent_source(low):
            what = "sends files, environment or host details out"
            soft = emit_soft(doc, "data-exfiltration", "high", i, m.start(), m.end(), what)
        at = max(0, low.find("curl"))
        if not soft and _leaves(low) and not defensive(doc, i, at, at + 4):
            send_lines.append(i)
    for i in doc.hits("to http", "my server", "our server", "the endpoint", "the webhook"):
        low = doc.low_lines[i]
        for m in islice(_PROSE_DEST_RE.finditer(low), 10):
            before = low[max(0, m.start() - 160) : m.start()]
            if _PROSE_VERB_RE.search(before) and _PROSE_OBJECT_RE.search(before):
                what = "tells the agent to send local data out"
                if not emit_soft(doc, "data-exfiltration", "high", i, *m.span(), what):
                    send_lines.append(i)
                break
    access += doc.prose_access
    send_lines += doc.prose_send
    near = _nearest(access[:200], send_lines[:200])
    if near is not None and near[0] <= _NEAR_LINES:
        _, a, send = near
        what = f"credentials read on line {a + 1} and data sent on line {send + 1}"
        doc.emit("credential-exfiltration", "critical", send, 0, what)


# ---------------------------------------------------------------------- hardcoded secrets
_SECRET_RE = re.compile(
    r"(?:AKIA|ASIA)[0-9A-Z]{16}\b|gh[pousr]_[A-Za-z0-9]{36}\b|github_pat_\w{60,100}|xox[abprs]-"
    r"[A-Za-z0-9-]{10,80}|sk-(?:ant-[a-z0-9]{2,10}-|proj-)?[\w-]{32,200}|[sr]k_live_[A-Za-z0-9]"
    r"{24,99}\b|AIza[\w-]{35}\b|glpat-[\w-]{20}\b|npm_[A-Za-z0-9]{36}\b|hf_[A-Za-z]{34}\b"
    r"|-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----"
)
_SECRET_NEEDLES = ("akia", "asia", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox",
                   "sk-", "k_live_", "aiza", "glpat-", "npm_", "hf_", "private key")  # fmt: skip
_AWS_SECRET_NEEDLES = ("secret_access_key", "secretaccesskey", "secret-access-key")
_AWS_SECRET_RE = re.compile(  # ini, env, export, YAML, JSON and code assignments
    r"secret[_-]?access[_-]?key[\"']?\s{0,3}(?:=|:|=>)\s{0,3}[\"']?([a-z0-9/+]{40})(?![a-z0-9/+=])"
)
_PLACEHOLDER_RE = re.compile(r"example|xxxx|your|redact|placeholder|dummy|fake|0000|1234|abcd")


def _secret_rule(doc: Doc) -> None:
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
    for i in doc.hits(*_AWS_SECRET_NEEDLES):
        for m in islice(_AWS_SECRET_RE.finditer(doc.low_lines[i]), 5):
            tok = doc.lines[i][m.start(1) : m.end(1)]
            if _live_aws_secret(tok):
                shown = doc.lines[i][max(0, m.start(1) - 40) : m.start(1)] + tok[:4] + "…(redacted)"
                doc.emit("hardcoded-secret", "high", i, 0, "an AWS secret access key", shown)
                break


def _live_aws_secret(tok: str) -> bool:
    """40 base64 characters of both cases and digits, not a placeholder (AWS's documented
    ``wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`` says EXAMPLE)."""
    return (len(set(tok)) >= 15 and not tok.isupper() and not tok.islower()
            and any(c.isdigit() for c in tok)
            and not _PLACEHOLDER_RE.search(tok.lower()))  # fmt: skip


def access_rules(doc: Doc) -> None:
    """All rules of this module, in a fixed order."""
    _credential_rules(doc)
    stored_secret_rules(doc)
    _secret_rule(doc)
