"""What dangerous content looks like, shared by the rules and by ``danger``: prompt-injection
phrasing, fetch-then-run, decode-then-run and reverse-shell constructs, secret file paths and
exfiltration hosts. ``danger`` labels hidden or decoded text that contains any of them."""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from ..reading.first_chars import prefixed

# ------------------------------------------------------------------ prompt-injection phrasing
_S = r"\s{1,3}"
_INJECTION: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (("ignore", "disregard", "forget", "override", "bypass"), re.compile(
        rf"(?:ignore|disregard|forget|override|bypass){_S}(?:(?:all|any|the|of|your|my|these|those"
        rf"|every){_S}){{0,3}}(?:previous|prior|above|earlier|preceding|former|original|initial"
        rf"|system|safety|existing){_S}(?:instructions?|prompts?|directions?|directives?|rules"
        rf"|guidelines|guardrails|messages|context|policies|constraints|guidance)\b|(?:ignore"
        rf"|disregard|forget){_S}(?:(?:everything|all|what|anything){_S}you{_S}(?:were|have{_S}"
        rf"been|'ve{_S}been){_S}(?:told|given|instructed|taught)|(?:everything|all){_S}(?:above"
        rf"|before))"
        rf"|disregard{_S}(?:your|the){_S}(?:system{_S}prompt|instructions|guidelines|programming)"
        rf"|override{_S}(?:your|the|all){_S}(?:system{_S}prompt|safety|guardrails|instructions"
        rf"|restrictions)|system{_S}override\b")),
    (("pay no", "take no", "no heed", "no notice"), re.compile(
        rf"(?:pay|give|take){_S}no{_S}(?:attention|heed|notice|mind){_S}(?:to|of){_S}(?:(?:all|any"
        rf"|the|your|these|those|what|everything){_S}){{0,2}}(?:(?:previous|prior|above|earlier"
        rf"|preceding|former|original|initial|system|safety|existing){_S})?(?:instructions?|prompts?"
        rf"|directions?|directives?|rules|guidelines|guardrails|guidance|policies|constraints"
        rf"|you{_S}(?:were|have{_S}been){_S}told)\b")),
    (("apply",), re.compile(
        rf"(?:safety|content|ethical|ethics|moderation|your){_S}(?:rules?|guidelines"
        rf"|restrictions|polic(?:y|ies)|filters?|guardrails|constraints|limits){_S}(?:do(?:es)?"
        rf"{_S}not|don'?t|doesn'?t|no{_S}longer|never|won'?t|shall{_S}not){_S}apply\b")),
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
INJECTION_GROUPS = _INJECTION  # (words one of which a hit holds, pattern), in order


def injection(low: str) -> re.Match[str] | None:
    """The first prompt-injection phrase in ``low`` (only groups whose words occur are run)."""
    for needles, pattern in _INJECTION:
        if any(n in low for n in needles) and (m := pattern.search(low)):
            return m
    return None


# ------------------------------------------------------------- download, decode and execute
# PowerShell's short fetch aliases as trigger words (``Doc.hits``): wherever a command can start,
# including the start of a line (``irm https://… | iex`` in a powershell block), never inside a
# word such as ``confirm``.
_LEADS = ("\n", " ", "\t", "(", ";", "&", "|", "{", "`", '"', "'")
PS_ALIAS_NEEDLES = tuple(f"{lead}{alias}" for alias in ("irm", "iwr") for lead in _LEADS)
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
_SUBST_RE = prefixed(re.compile(r"(?:(<)\s{0,3}\(|\$\(|`)\s{0,3}(?:curl|wget)\b"))
_PROC_RUNNER_RE = re.compile(r"(?:(?:ba|z|k|da)?sh|source|python[0-9.]{0,5}|perl|ruby|node"
                             r"|(?:^|[\s;&])\.)\s{1,10}(?:-\S{1,10}\s{1,5}){0,3}$")  # fmt: skip
_CMD_RUNNER_RE = re.compile(r"(?:(?:(?:ba|z|k|da)?sh|python[0-9.]{0,5}|perl|ruby|node|php)"
                            r"\s{1,5}-c|eval)\s{0,5}[\"']?\s{0,3}$")  # fmt: skip
_PS_EXEC_RE = re.compile(r"(?:iex|invoke-expression)\b")
_PS_FETCH_RE = re.compile(r"(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring"
                          r"|net\.webclient|downloadfile)\b")  # fmt: skip
_PY_EXEC_RE = re.compile(r"(?:exec|eval)\s{0,3}\(")
_PY_FETCH_RE = re.compile(r"(?:urlopen|requests\.get|httpx\.get)\s{0,3}\(")
CHMOD_RE = re.compile(r"chmod\s{1,5}(?:-\w{1,3}\s{1,5})?(?:[ugoa]{0,3}\+[rwx]{0,2}x|[0-7]?[0-7]"
                      r"[1357][0-7]{1,2})\b")  # fmt: skip
_RUN_PATH_RE = re.compile(r"(?:&&|;|\|\|)\s{0,5}(?:sudo\s{1,5})?(?:(?:ba|z)?sh\s{1,5})?(?:\./|"
                          r"/tmp/|/var/tmp/|/dev/shm/|~/|\$home/|\$tmpdir/)[\w.-]")  # fmt: skip
VERIFY_RE = re.compile(r"sha(?:256|512|1)?sum|shasum|gpg\s{1,3}--verify|cosign\s{1,3}verify"
                       r"|minisign|signify|--checksum|get-filehash")  # fmt: skip
DECODE_RE = re.compile(
    r"base64\s{1,5}(?:-\w{1,3}\s{1,5}){0,3}(?:-d|--decode)\b|atob\s{0,3}\(|b64decode"
    r"|frombase64string|xxd\s{1,5}(?:-\w{1,3}\s{1,5}){0,2}-r|unhexlify|bytes\.fromhex"
    r"|buffer\.from\([^)]{0,200},\s{0,3}['\"](?:base64|hex)|codecs\.decode|openssl\s{1,5}"
    r"(?:enc\s{1,5})?(?:-\w{1,12}\s{1,5}){0,3}-d\b|openssl\s{1,5}base64\s{1,5}-d"
)
# where decoded bytes end up run: a pipe into a shell, eval, exec(), ...
_EXEC_RE = prefixed(
    re.compile(
        r"\|\s{0,5}(?:sudo\s{1,5})?(?:(?:ba|z|k|da|fi)?sh\b|python[0-9.]{0,5}\s{0,5}-?\s{0,3}(?:$|"
        r"[;&)'\"`])|perl\b|ruby\b|node\s{0,5}(?:$|[;&)])|iex\b|invoke-expression\b)|eval\b"
        r"|exec\s{0,3}\(|new\s{1,3}function\s{0,3}\(|iex\b|invoke-expression|(?:pickle|marshal)"
        r"\.loads\b|(?:sh|source)\s{1,5}<\s{0,3}\(|sh\s{1,5}-c\s{0,3}[\"']?\$\("
    )
)
_PS_ENC_RE = re.compile(r"\s[-/](?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w{0,10})"
                        r"\s{1,5}['\"]?[a-z0-9+/=]{16,}")  # fmt: skip
_REVSHELL_RE = re.compile(r"/dev/(?:tcp|udp)/[^\s/]{1,100}/\d{1,5}|socat\b|mkfifo\b"
                          r"|pty\.spawn\s{0,3}\(|net\.sockets\.tcpclient")  # fmt: skip
_REVSHELL_TAIL_RE = re.compile(r"0>&1|<&1|>&\s{0,2}[0-2]\b|sh\s{1,3}-i\b|exec:|nc\s|ncat|netcat"
                               r"|socket\b|iex\b|getstream")  # fmt: skip
_NC_EXEC_RE = re.compile(r"(?<![\w-])(?:nc|ncat|netcat)\s{1,5}(?:-\w{1,5}\s{1,5}){0,4}-[ec]"
                         r"\s{1,3}\S{0,20}(?:sh|bash|cmd(?:\.exe)?)\b")  # fmt: skip


def download_exec(low: str) -> int:
    """Offset of a fetch-then-run construct in ``low`` (one logical line), or -1."""
    fetches = [m.start() for m in (_FETCH_RE.finditer(low) if "|" in low else ())
               if not (m.start() and low[m.start() - 1].isalnum()) or low[
                   m.start() - 2 : m.start()] in ("\\n", "\\t")]  # fmt: skip
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
    if (ch := CHMOD_RE.search(low)) and _RUN_PATH_RE.search(low, ch.end()):
        return ch.start() if _FETCH_RE.search(low, 0, ch.start()) and not VERIFY_RE.search(
            low) else -1  # fmt: skip
    return -1


_NO_TARGET_RE = re.compile(r"(?:\s{1,5}(?:-{1,2}[a-z][\w-]{0,30}|\.{3}|…))*\s{0,5}")


def idiom_only(low: str, at: int) -> bool:
    """The fetch before the pipe at ``at`` has nothing to fetch: only flags or an ellipsis up
    to its pipe ("never `curl | sh`", "`curl ... | sh`", a grep pattern ``'curl|wget|bash'``)
    names the idiom; it cannot run anyone's code as written."""
    fetch = None
    for m in _FETCH_RE.finditer(low, 0, at):
        fetch = m
    if fetch is None:
        return False
    pipe = low.find("|", fetch.end())
    if pipe < 0:
        return False
    gap = _NO_TARGET_RE.match(low, fetch.end(), pipe)
    return gap is not None and gap.end() == pipe


def decode_exec(low: str) -> int:
    """Offset of a decode-then-run construct in ``low``, or -1."""
    if ("powershell" in low or "pwsh" in low) and (m := _PS_ENC_RE.search(low)):
        return m.start()
    m = DECODE_RE.search(low)
    return m.start() if m and _EXEC_RE.search(low) else -1


# a socket opened to a remote host in any language, a shell started, its standard streams tied
# to the socket: the same act as /dev/tcp, in Python, Perl, Ruby, PHP, Go, Node
SOCKET_RE = re.compile(
    r"io::socket::inet|\bsocket\.socket\s{0,3}\(|socket\.create_connection|\bfsockopen\s{0,3}\("
    r"|tcpsocket\.(?:new|open)|\bnet\.dial(?:timeout)?\s{0,3}\(|\bnet\.connect\s{0,3}\("
    r"|new\s{1,3}net\.socket\s{0,3}\(|\bsocket\s{0,3}\(\s{0,3}s\s{0,3},\s{0,3}pf_inet"
)
_SOCK_SHELL_RE = re.compile(r"/bin/(?:ba|z|da|k)?sh\b|\bcmd(?:\.exe)?['\"]|['\"](?:ba|z)?sh['\"]")
_SOCK_TIE_RE = re.compile(
    r"\bdup2\b|\bstdin\b|<&|>&|\.pipe\s{0,3}\(|fileno\s{0,3}\(|\bopen3\b|proc_open"
)


# socat reaches another machine only through a network address: UNIX-CONNECT to a local
# socket (a media player's control socket) is not a shell handed to a remote host
_SOCAT_NET_RE = re.compile(r"\b(?:tcp|udp|sctp|openssl|ssl|dccp)[46]?(?:-\w{1,12})?:")


def reverse_shell(low: str, near: str = "") -> int:
    """Offset of a reverse-shell construct in ``low`` (with its tail there or in ``near``)."""
    m = _REVSHELL_RE.search(low)
    if m and m.group() == "socat" and not _SOCAT_NET_RE.search(low, m.end()):
        m = _REVSHELL_RE.search(low, m.end())  # a local socat: look on past it
    if m and _REVSHELL_TAIL_RE.search(near or low):
        return m.start()
    tied = (_SOCK_SHELL_RE, _SOCK_TIE_RE)
    if (m := SOCKET_RE.search(low)) and all(p.search(near or low) for p in tied):
        return m.start()
    return m.start() if (m := _NC_EXEC_RE.search(low)) else -1


# ------------------------------------------------------------ secret paths and exfil hosts
CRED_PATH_RE = re.compile(
    r"\.(?:aws[/\\](?:credentials|config)\b|ssh[/\\](?:id_[a-z0-9_]{2,20}\b(?!\.pub)|[\w.-]"
    r"{1,40}\.pem\b|\*|\s|$)|netrc\b|git-credentials\b|docker[/\\]config\.json|kube[/\\]config\b"
    r"|npmrc\b|pypirc\b|gnupg[/\\]|config[/\\]solana[/\\]id\.json|env(?:\.(?:local|production"
    r"|prod|development|dev|staging))?(?![\w.-]))|id_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|application_default_credentials\.json|wallet\.dat\b|/etc/shadow\b|login\s?data\b"
    r"|cookies\.sqlite\b|logins\.json\b|key4\.db\b|library[/\\]keychains|security\s{1,3}(?:find-"
    r"generic-password|find-internet-password|dump-keychain)|\.config[/\\](?:gh[/\\]hosts\.yml|gcloud"
    r"[/\\](?:credentials\.db|access_tokens\.db|legacy_credentials))|\.azure[/\\](?:accesstokens\.json"
    r"|msal_token_cache)|\.(?:ethereum[/\\]keystore|electrum[/\\]wallets|bitcoin[/\\]wallets?)\b"
    r"|exodus[/\\]exodus\.wallet|nkbihfbeogaeaoehlefnkodbefgpgknn|telegram desktop[/\\]tdata"
    r"|discord[/\\]local storage[/\\]leveldb|config[/\\](?:credentials[/\\][\w.-]{1,40}"
    r"[/\\]?)?master\.key\b|config[/\\]credentials[/\\][\w.-]{1,40}\.key\b"
)
EXFIL_HOST_RE = re.compile(
    r"webhook\.site|requestbin|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|oastify\.com"
    r"|interact\.sh|burpcollaborator|transfer\.sh|0x0\.st|file\.io\b|api\.telegram\.org/bot"
    r"|discord(?:app)?\.com/api/webhooks|trycloudflare\.com|pastebin\.com/api"
)


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
    if CRED_PATH_RE.search(low) or EXFIL_HOST_RE.search(low):
        return "credential access or exfiltration"
    return None
