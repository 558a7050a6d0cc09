"""What a skill changes on the host and in the agent's own setup so that an attack lasts or is
not caught, each read as an act (AST01, AST03, AST09):

* ``security-disablement``: TLS verification switched off (``curl -k``, ``verify=False``,
  ``NODE_TLS_REJECT_UNAUTHORIZED=0``, ``git config http.sslVerify false``, ``--trusted-host``;
  medium for one command, high when set for the whole machine or session, low against
  localhost); enforcement, audit, sandbox or guardrail settings turned off in configuration
  (``ENFORCEMENT=disabled``, ``STRICT_MODE=false``, ``AUDIT_LOG=false``: high); antivirus,
  Gatekeeper, quarantine, firewall or audit daemons switched off (``Set-MpPreference
  -Disable…``, ``Add-MpPreference -ExclusionPath``, ``xattr -d com.apple.quarantine``,
  ``spctl --master-disable``, ``netsh advfirewall … off``, ``systemctl stop auditd``: high);
  tokens accepted unsigned (JWT ``algorithms: ["HS256", "none"]``, ``verify_signature:
  False``: high);
* ``persistence``: startup files and schedulers that get a payload over several lines (a
  heredoc into ``~/.bashrc`` or ``crontab``), a command run at every prompt
  (``PROMPT_COMMAND``, ``trap … DEBUG``), Windows ``Run`` keys, the Startup folder, tasks at
  logon, systemd units and git hooks that fetch or send, an SSH key fetched from a URL into
  ``authorized_keys`` (critical: whoever serves it gets in), ``ProxyCommand`` payloads, agent
  hooks (``"hooks"`` in agent settings) whose command fetches or sends, and writes to the
  agent's user-level instruction files (``~/.claude/CLAUDE.md``, ``~/.codex/AGENTS.md`` …);
* ``permission-escalation``: passwordless sudo for everything, the agent's approvals turned
  off in its settings (``approval_policy = "never"``, ``chat.tools.autoApprove``), and prose
  that replaces a permission policy with unconditional allow rules.

Low in a defensive context."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import islice

from ...findings import Severity
from ...reading.scan_context import defensive, emit_in_context
from ...reading.scan_prose import emit, negated, spots
from ...reading.scan_text import Doc, logical, remembered

# --------------------------------------------------------------------- TLS verification
_CURL_K_RE = re.compile(r"\s(?:-[a-z]{0,8}k[a-z]{0,8}|--insecure)\b")
_WGET_K_RE = re.compile(r"--no-check-certificate")
_TLS_SETTING_RE = re.compile(
    r"\bverify\s{0,2}=\s{0,2}false\b|ssl_?verify\s{0,2}[=:]\s{0,2}['\"]?(?:false|0|no)\b"
    r"|http\.sslverify\s{1,3}(?:false|0)|git_ssl_no_verify\s{0,2}=\s{0,2}['\"]?(?:1|true)"
    r"|node_tls_reject_unauthorized\s{0,2}[=:]\s{0,2}['\"]?0|pythonhttpsverify\s{0,2}=\s{0,2}['\"]?0"
    r"|rejectunauthorized['\"]?\s{0,2}:\s{0,2}false|insecureskipverify['\"]?\s{0,2}[=:]\s{0,2}true"
    r"|_create_unverified_context|check_hostname\s{0,2}=\s{0,2}false|cert_none\b|strict-ssl\s{1,3}"
    r"false|strict-ssl\s{0,2}=\s{0,2}false|--trusted-host\b|-skipcertificatecheck"
    r"|servercertificatevalidationcallback\s{0,3}=\s{0,3}\{\s{0,3}\$true|--no-verify-ssl\b"
    r"|(?:curl|requests)_ca_bundle\s{0,2}=\s{0,2}(?:['\"]{2}|$)|verify_ssl\s{0,2}[=:]\s{0,2}false"
)
_TLS_NEEDLES = ("verify", "sslverify", "ssl_verify", "git_ssl_no_verify", "node_tls_reject",
                "pythonhttpsverify", "rejectunauthorized", "insecureskipverify",
                "_create_unverified_context", "check_hostname", "cert_none", "strict-ssl",
                "--trusted-host", "-skipcertificatecheck", "servercertificatevalidationcallback",
                "ca_bundle")  # fmt: skip
_MACHINE_WIDE_RE = re.compile(
    r"git\s{1,3}config\s{1,3}(?:--global|--system)|npm\s{1,3}config\s{1,3}set|pip3?\s{1,3}config"
    r"|yarn\s{1,3}config\s{1,3}set|\bexport\s|setx?\s|\benv\s{1,3}[a-z_]{1,40}=|^\s{0,4}env\s"
    r"|>>\s{0,3}\S{0,40}(?:rc|profile|environment)\b|\[system\.net\.servicepointmanager\]"
)
_SEARCHES_RE = re.compile(r"\b(?:grep|rg|ag|ack|semgrep|findstr|select-string)\b")
_LOCAL_RE = re.compile(r"//(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|[\w.-]{1,60}\.local)\b")

# ---------------------------------------------------------------- security controls off
_CONTROL_FLAG_RE = re.compile(
    r"\b[a-z0-9_]{0,30}(?:enforce(?:ment)?|strict_mode|audit_log|audit_logging|guardrails?"
    r"|safe_mode|safety_checks?|security_checks?|policy_enforcement|require_approval"
    r"|require_confirmation)[a-z0-9_]{0,20}['\"]?\s{0,2}[=:]\s{0,2}['\"]?(?:false|0|off"
    r"|disabled?|none|no|log_only|audit_only|permissive|never)\b"
)
_CONTROL_NEEDLES = ("enforce", "strict_mode", "audit_log", "guardrail", "safe_mode", "safety_check",
                    "security_check", "require_approval", "require_confirmation")  # fmt: skip
# a token accepted unsigned: JWT algorithm "none" allowed, the signature check switched off
_UNSIGNED_RE = re.compile(
    r"\balgorithms?['\"]?\s{0,2}[=:]\s{0,2}\[[^\]\n]{0,80}['\"]none['\"]"
    r"|verify_?signature['\"]?\s{0,2}[=:]\s{0,2}false\b"
    r"|\bjwt\.decode\([^\n]{0,200}\bverify\s{0,2}=\s{0,2}false\b"
)
_UNSIGNED_NEEDLES = ("algorithm", "verify_signature", "verifysignature", "jwt.decode")
_DEFENSES_OFF_RE = re.compile(
    r"set-mppreference\b[^\n]{0,120}?-disable\w{0,40}\s{1,3}\$?(?:true|1)|add-mppreference\b"
    r"[^\n]{0,60}?-exclusion(?:path|process|extension)|xattr\s{1,3}(?:-\w{1,3}\s{1,3}){0,2}"
    r"(?:-d\s{1,3}com\.apple\.quarantine|-c\w{0,2}\s)|spctl\s{1,3}--(?:master|global)-disable"
    r"|csrutil\s{1,3}disable|netsh\s{1,3}advfirewall\s{1,3}set\s{1,3}\w{1,20}\s{1,3}state\s{1,3}"
    r"off|ufw\s{1,3}disable|systemctl\s{1,3}(?:stop|disable|mask)\s{1,3}(?:--now\s{1,3})?"
    r"(?:auditd|apparmor|firewalld|falcon-sensor|clamav\w{0,10}|osqueryd|wazuh-agent)\b"
    r"|sc(?:\.exe)?\s{1,3}(?:stop|config)\s{1,3}windefend"
    r"|(?:reg(?:\.exe)?\s{1,3}add|set-itemproperty|new-itemproperty)[^\n]{0,200}?disable(?:antispyware"
    r"|realtimemonitoring|behaviormonitoring)"
)
_DEFENSES_NEEDLES = ("set-mppreference", "add-mppreference", "xattr", "spctl", "csrutil",
                     "advfirewall", "ufw disable", "systemctl", "windefend", "disableantispyware",
                     "disablerealtimemonitoring")  # fmt: skip

# ------------------------------------------------------------------------- persistence
_PROFILE_RE = re.compile(
    r"(?:>>?|tee\s{1,3}(?:-a\s{1,3})?|cat\s{1,3}>>?)\s{0,3}['\"]?(?:~|\$home|\$\{home\}|/root"
    r"|/home/[\w.-]{1,40})/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|bash_login|zshenv"
    r"|config/fish/config\.fish)\b|>>?\s{0,3}/etc/(?:profile|bash\.bashrc|environment|zsh/zshrc)"
    r"|crontab\s{1,3}(?:-u\s{1,3}\S{1,40}\s{1,3})?-\s{0,3}(?:<<|$)|/etc/cron\.\w{1,10}/|/var/spool"
    r"/cron|\.git/hooks/[\w-]{1,40}|(?:\.config/systemd/user|/etc/systemd/system)/[\w@.-]{1,80}"
    r"\.(?:service|timer)"
)
_PROFILE_NEEDLES = (".bashrc", ".zshrc", ".profile", ".bash_profile", ".zprofile", ".bash_login",
                    ".zshenv", "config.fish", "/etc/profile", "bash.bashrc", "/etc/environment",
                    "zsh/zshrc", "crontab", "/etc/cron.", "/var/spool/cron", ".git/hooks/",
                    "systemd/user/", "systemd/system/")  # fmt: skip
#: A payload a startup file must not get: most forms are short (``_SHORT_SPAN`` characters at
#: most); a DEBUG trap spans up to ``_PAYLOAD_SPAN`` (tests hold both to the patterns' widths).
_SHORT_PAYLOAD = (
    r"(?:curl|wget|ncat|socat|base64|python[0-9.]{0,4}\s{1,3}-c|perl\s{1,3}-e|bash\s{1,3}-i"
    r"|powershell|iex|osascript)\b|\snc\s|/dev/tcp|alias\s{1,3}(?:sudo|ssh|git|ls|cd|cat)="
    r"|ld_preload|prompt_command|nohup\s|/tmp/|/dev/shm/|(?:http|https|all)_proxy="
)
_TRAP_PAYLOAD = r"trap\s{1,3}['\"][^'\"]{0,200}['\"]\s{1,3}debug"
_PAYLOAD_RE = re.compile(f"{_SHORT_PAYLOAD}|{_TRAP_PAYLOAD}")
_SHORT_PAYLOAD_RE = re.compile(_SHORT_PAYLOAD)
_TRAP_PAYLOAD_RE = re.compile(_TRAP_PAYLOAD)
_SHORT_SPAN = 32
_PAYLOAD_SPAN = 217
_HEREDOC_RE = re.compile(r"<<-?\s{0,2}['\"]?(\w{1,20})")
#: A line of one word once stripped (``str.strip`` and ``\s`` agree on what is a space).
_TERMINATOR_RE = re.compile(r"^[^\S\n]*(\w{1,20})[^\S\n]*$", re.MULTILINE)
_EVERY_PROMPT_RE = re.compile(r"prompt_command\s{0,2}\+?=|trap\s{1,3}['\"][^'\"\n]{1,300}['\"]"
                              r"\s{1,3}debug\b")  # fmt: skip
_WIN_AUTORUN_RE = re.compile(
    r"reg(?:\.exe)?\s{1,3}add\s{1,3}['\"]?hk(?:cu|lm|ey_current_user|ey_local_machine)\\software"
    r"\\microsoft\\windows\\currentversion\\run|new-itemproperty\b[^\n]{0,120}?currentversion"
    r"\\run\b|\\start menu\\programs\\startup\\|shell:startup|schtasks(?:\.exe)?\s{1,3}/create\b"
    r"[^\n]{0,200}?/sc\s{1,3}(?:onlogon|onstart|onidle)"
)
_AUTHKEYS_FETCH_RE = re.compile(
    r"(?:curl|wget|iwr|invoke-webrequest)\b[^\n;&]{0,300}?(?:>>|\|\s{0,3}(?:sudo\s{1,3})?tee"
    r"\s{1,3}-a)\s{0,3}\S{0,60}authorized_keys"
)
_PROXYCMD_RE = re.compile(r"proxycommand\s{0,2}=?\s{0,2}[^\n]{0,200}?(?:curl|wget|bash\s{1,3}-c"
                          r"|/dev/tcp|base64|python[0-9.]{0,4}\s{1,3}-c)")  # fmt: skip
_HOOK_CMD_RE = re.compile(r"\"command\"\s{0,2}:\s{0,2}\"[^\"\n]{0,300}?(?:curl|wget|\bnc\s"
                          r"|/dev/tcp|base64|invoke-webrequest|iwr\s)")  # fmt: skip
_AGENT_FILES = (r"(?:~|\$home|\$\{home\}|%userprofile%)/\.(?:claude/claude\.md|codex/agents\.md"
                r"|gemini/gemini\.md|cursor/rules/|config/opencode/agents\.md|(?:openclaw|clawdbot)/"
                r"(?:workspace/)?(?:agents|soul|memory|identity|user|tools)\.md)")  # fmt: skip
_AGENT_WRITE_RE = re.compile(r"(?:>>?|tee\s{1,3}(?:-a\s{1,3})?|write_file\(\s{0,2}['\"]|cp\s"
                             r"{1,3}\S{1,200}\s{1,3}|mv\s{1,3}\S{1,200}\s{1,3})\s{0,3}['\"]?"
                             + _AGENT_FILES)  # fmt: skip
_SUDOERS_RE = re.compile(r"nopasswd\s{0,2}:\s{0,2}all\b[^\n]{0,80}?(?:>>|tee|visudo|sudoers)"
                         r"|(?:>>|tee\s{1,3}-a)\s{0,3}/etc/sudoers")  # fmt: skip
_APPROVALS_OFF_RE = re.compile(
    r"approval_policy\s{0,2}=\s{0,2}['\"]never|sandbox_mode\s{0,2}=\s{0,2}['\"]danger-full-access"
    r"|chat\.tools\.autoapprove['\"]?\s{0,2}:\s{0,2}true|autoapprove['\"]?\s{0,2}:\s{0,2}true"
    r"|\"alwaysallow\"\s{0,2}:\s{0,2}\[\s{0,2}\"\*\""
)

# --------------------------------------------------------- prose: allow-everything policies
_ALLOW_ALL_RE = re.compile(
    r"\b(?:unconditional|blanket|universal|wildcard|catch-all|allow-all)\s{1,3}(?:allow|permit)"
    r"\s{1,3}(?:rules?|polic(?:y|ies)|entries|lists?)\b|\b(?:allow|permit)\s{1,3}rules?\s{1,3}"
    r"with\s{1,3}(?:empty|no)\s{1,3}(?:\w{1,20}\s{1,3})?(?:conditions?|constraints?"
    r"|restrictions?)\b|\b(?:remov|drop|delet|strip)\w{0,3}\s{1,3}(?:the\s{1,3}|all\s{1,3})?"
    r"(?:deny|block)(?:-all|-by-default|\s{1,3}by\s{1,3}default)?\s{1,3}(?:fallback\s{1,3})?"
    r"rules?\b|\bevery\s{1,3}(?:argument|call|command|tool\s{1,3}call|request|operation)"
    r"(?:\s{1,3}combination)?\s{1,3}(?:is|are|will\s{1,3}be)\s{1,3}(?:accepted|allowed"
    r"|permitted)\b|\b(?:empty|no)\s{1,3}(?:schema\s{1,3})?conditions?\b[^.;\n]{0,40}?\ballow"
)
_ALLOW_ALL_NEEDLES = (
    "unconditional", "blanket", "universal", "wildcard", "catch-all", "allow-all", "with empty",
    "with no", "deny rule", "deny-all", "deny fallback", "deny-by-default", "deny by default",
    "block rule", "block-all", "block fallback", "block-by-default", "block by default",
    "is accepted", "are accepted", "be accepted", "is allowed", "are allowed", "be allowed",
    "is permitted", "are permitted", "be permitted", "empty condition", "empty schema",
    "no condition", "no schema",
)  # fmt: skip


def _tls_off(low: str, setting: bool) -> re.Match[str] | None:
    """Where ``low`` switches TLS checks off: ``curl -k`` (the flag in a curl command),
    ``wget --no-check-certificate`` or, when ``setting``, a setting."""
    if "curl" in low and (m := _CURL_K_RE.search(low)):
        c = low.rfind("curl", 0, m.start())
        if c >= 0 and not any(sep in low[c : m.start()] for sep in ("|", ";", "&")):
            return m
    if (m := _WGET_K_RE.search(low)) and "wget" in low[: m.start()]:
        return m
    return _TLS_SETTING_RE.search(low) if setting else None


# a file every Python process runs at start-up: a setting written there holds machine-wide
_STARTUP_FILE_RE = re.compile(r"\b(?:site|user)customize\b|\.pth\b|\bsite-packages\b")


def _interpreter_wide(doc: Doc, i: int) -> bool:
    """Line ``i`` sits in code written to Python's start-up files (``sitecustomize.py``, a
    ``.pth``): named on it or on one of the ten lines before it (the lines that name one are
    found once, from the needle index)."""
    named = doc.hits("sitecustomize", "usercustomize", ".pth", "site-packages")
    k = bisect_left(named, max(0, i - 10))
    return any(_STARTUP_FILE_RE.search(doc.low_lines[j]) for j in named[k : k + 12] if j <= i)


def _tls(doc: Doc) -> None:
    settings = set(doc.hits(*_TLS_NEEDLES))
    for i in doc.hits("curl", "--no-check-certificate", *_TLS_NEEDLES):
        low = logical(doc, i)
        if not (m := _tls_off(low, i in settings)) or _SEARCHES_RE.search(low, 0, m.start()):
            continue  # grep 'verify=False' looks for it
        sev: Severity = "medium"
        if _MACHINE_WIDE_RE.search(low) or doc.in_frontmatter(i) or _interpreter_wide(doc, i):
            sev = "high"
        if _LOCAL_RE.search(low) and "://" in low and sev == "medium":
            sev = "low"
        what = "switches off TLS certificate checks: anyone on the path can answer"
        emit_in_context(doc, "security-disablement", sev, i, m.start(), m.end(), what)


def _controls(doc: Doc) -> None:
    for needles, pattern, what in (
        (_CONTROL_NEEDLES, _CONTROL_FLAG_RE, "turns off an enforcement, audit or guardrail flag"),
        (_DEFENSES_NEEDLES, _DEFENSES_OFF_RE,
         "switches off antivirus, Gatekeeper, the firewall or an audit daemon"),
        (_UNSIGNED_NEEDLES, _UNSIGNED_RE, "accepts tokens whose signature is not checked"),
    ):  # fmt: skip
        for i in doc.hits(*needles):
            if m := pattern.search(doc.low_lines[i]):
                emit_in_context(doc, "security-disablement", "high", i, m.start(), m.end(), what)


#: A line range (first, end) whose text is known to hold no payload.
_Clean = tuple[int, int] | None


def _terminators(doc: Doc) -> dict[str, list[int]]:
    """The lines that could end a heredoc (one word once stripped), by word, in order."""
    found: dict[str, list[int]] = {}
    for m in _TERMINATOR_RE.finditer(doc.low):
        found.setdefault(m.group(1), []).append(doc.line_of(m.start()))
    return found


def _heredoc_payload(
    doc: Doc, i: int, clean: _Clean, terminators: dict[str, list[int]],
    traps: list[int] | None = None,
) -> tuple[bool, _Clean]:  # fmt: skip
    """Whether the lines a ``<<EOF`` on line ``i`` feeds (at most 40) hold a payload, and the
    range now known clean. Searched in place; where the body starts inside ``clean`` (the
    previous heredoc's body, found clean), only what may reach past it is searched: a match
    is at most ``_SHORT_SPAN`` characters (a DEBUG trap, searched only where a body line names
    one, ``_PAYLOAD_SPAN``). So a file of heredoc lines costs a pass or two,
    not 40 (each line's body is the 40 lines after it)."""
    if clean is not None and clean[0] <= i + 1 and i + 41 <= clean[1]:
        return False, clean  # whatever the body, it lies in clean text
    m = _HEREDOC_RE.search(doc.low_lines[i])
    if m is None:
        return False, clean
    ends = terminators.get(m.group(1), ())
    k = bisect_right(ends, i)
    end = min(ends[k] if k < len(ends) else len(doc.low_lines), i + 41)
    if end == i + 1:
        return False, clean
    start, stop = doc.starts[i + 1], doc.starts[end] - 1
    short = trap = start
    if clean is not None and clean[0] <= i + 1 <= clean[1]:
        if end <= clean[1]:
            return False, clean  # inside a clean range: so is every part of it
        edge = doc.starts[clean[1]] - 1  # where the clean text ends
        short, trap = max(start, edge - _SHORT_SPAN), max(start, edge - _PAYLOAD_SPAN)
    traps = doc.hits("trap") if traps is None else traps  # the lines naming one, once a file
    k = bisect_right(traps, i)
    trapped = k < len(traps) and traps[k] < end
    # the first short payload starting at or after ``short`` anywhere: none before ``stop``
    # means none in the body, and none in the lines up to it (the clean range grows past the
    # body, so the heredocs of the lines that follow mostly need no search at all)
    m = _SHORT_PAYLOAD_RE.search(doc.low, short)
    if m is not None and m.start() < stop and _SHORT_PAYLOAD_RE.search(doc.low, short, stop):
        return True, None
    if trapped and _TRAP_PAYLOAD_RE.search(doc.low, trap, stop):
        return True, None
    if trapped:
        return False, (i + 1, end)
    reach = doc.line_of(m.start()) if m is not None else len(doc.low_lines)
    return False, (i + 1, max(end, min(reach, traps[k] if k < len(traps) else reach)))


def _done(doc: Doc) -> bool:
    """Persistence (every finding of ``_persistence``) is full: nothing more is recorded, so
    a loop of its hits stops instead of reading heredocs and context for nothing."""
    return doc.full("persistence")


def _profile_write(low: str) -> tuple[re.Match[str] | None, bool]:
    """Where line ``low`` writes a startup file, scheduler, hook or service, and whether the
    line itself holds the payload."""
    m = _PROFILE_RE.search(low)
    return m, m is not None and _PAYLOAD_RE.search(low) is not None


def _persistence(doc: Doc) -> None:
    what = "writes a payload into a startup file, scheduler, hook or service"
    clean: _Clean = None
    terminators: dict[str, list[int]] | None = None
    traps: list[int] = []
    seen: dict[str, tuple[re.Match[str] | None, bool]] = {}  # by line text: each read once
    for i in doc.hits(*_PROFILE_NEEDLES) if not _done(doc) else ():
        low = doc.low_lines[i]
        m, found = remembered(seen, low, lambda: _profile_write(low))  # noqa: B023 (called here)
        if not m:
            continue
        if not found and "<<" in low:
            if terminators is None:
                terminators, traps = _terminators(doc), doc.hits("trap")
            found, clean = _heredoc_payload(doc, i, clean, terminators, traps)
        if found:
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(), what)
            if _done(doc):
                break
    for i in doc.hits("prompt_command", "trap "):
        if m := _EVERY_PROMPT_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "runs a command at every shell prompt")  # fmt: skip
    for i in doc.hits("currentversion", "startup", "schtasks"):
        if m := _WIN_AUTORUN_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "starts a program at every logon")  # fmt: skip
    for i in doc.hits("authorized_keys"):
        if _done(doc):
            break
        if m := _AUTHKEYS_FETCH_RE.search(logical(doc, i)):
            sev: Severity = "high" if defensive(doc, i, m.start(), m.end()) else "critical"
            what = "adds an SSH key fetched from a URL: whoever serves it can log in"
            doc.emit("persistence", sev, i, m.start(), what)
    for i in doc.hits("proxycommand"):
        if m := _PROXYCMD_RE.search(doc.low_lines[i]):
            what = "an SSH ProxyCommand that runs a payload on every connection"
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(), what)
    for i in doc.hits('"command"'):
        m = _HOOK_CMD_RE.search(doc.low_lines[i])
        if m and '"hooks"' in " ".join(doc.low_lines[max(0, i - 30) : i]):
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "an agent hook that fetches or sends on every tool call")  # fmt: skip
    for i in doc.hits("/.claude/", "/.codex/", "/.gemini/", "/.cursor/", "/.openclaw/",
                      "/.clawdbot/", "/.config/opencode"):  # fmt: skip
        if m := _AGENT_WRITE_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "persistence", "high", i, m.start(), m.end(),
                            "writes into the agent's user-level instructions")  # fmt: skip


# the set-user-ID bit (u+s, +s, 4xxx, 6xxx): whoever runs the file runs it as its owner, root
# for a copied shell or find; setgid on a shared folder (g+s, 2775) is ordinary and not it
_SETUID_RE = re.compile(
    r"\bchmod\s{1,3}(?:-[a-z]{1,3}\s{1,3}){0,3}(?:(?:[goa]{0,2}u[goa]{0,2}|a)?\+[rwxt]{0,4}s"
    r"|0?[46][0-7]{3})\b"
)


_NOPASSWD_ALL_RE = re.compile(r"nopasswd\s{0,2}:\s{0,2}all\b")


def _sudoers_task(doc: Doc, i: int) -> re.Match[str] | None:
    """``NOPASSWD: ALL`` on a fenced line whose task (up to three lines above, in its block)
    writes a sudoers file: "dest: /etc/sudoers.d/90-x" / "content: 'x ALL=(ALL) NOPASSWD: ALL'"."""
    low = doc.low_lines[i]
    fence = doc.fence_of(i)
    if fence is None or _SEARCHES_RE.search(low) or not (m := _NOPASSWD_ALL_RE.search(low)):
        return None
    above = doc.low_lines[max(fence[0] + 1, i - 3) : i]
    return m if any("sudoers" in line for line in above) else None


def _escalation(doc: Doc) -> None:
    for i in doc.hits("chmod"):
        if m := _SETUID_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(),
                            "sets the set-user-ID bit: the file runs as its owner")  # fmt: skip
    for i in doc.hits("nopasswd", "/etc/sudoers"):
        if m := _SUDOERS_RE.search(doc.low_lines[i]) or _sudoers_task(doc, i):
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(),
                            "passwordless sudo for every command")  # fmt: skip
    for i in doc.hits("approval_policy", "sandbox_mode", "autoapprove", "alwaysallow"):
        for m in islice(_APPROVALS_OFF_RE.finditer(doc.low_lines[i]), 1):
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(),
                            "turns off the agent's approvals in its settings")  # fmt: skip
    for s, m in spots(doc, _ALLOW_ALL_RE, _ALLOW_ALL_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "permission-escalation", "high", s, m.start(), m.end(),
                 "replaces a permission policy with rules that allow everything")  # fmt: skip


def system_rules(doc: Doc) -> None:
    _tls(doc)
    _controls(doc)
    _persistence(doc)
    _escalation(doc)
