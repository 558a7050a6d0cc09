"""Rules on commands: ``download-and-execute``, ``decode-and-execute``, ``reverse-shell``,
``encoded-payload``, ``persistence``, ``audit-evasion`` and ``sandbox-escape``."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from itertools import compress, count, islice, repeat
from operator import not_

from ...cues.danger_patterns import (
    CHMOD_RE,
    DECODE_RE,
    PS_ALIAS_NEEDLES,
    VERIFY_RE,
    danger,
    decode_exec,
    download_exec,
    idiom_only,
    reverse_shell,
)
from ...cues.run_trust import first_party, harmless_literal, placeholder_target
from ...findings import MAX_PER_RULE, Severity
from ...reading.scan_cited import cited
from ...reading.scan_context import defensive, emit_in_context
from ...reading.scan_text import Doc, logical, remembered

_OUT_RE = re.compile(
    r"[\s'\"](?:-o|-O|--output|--output-document)['\"]?(?:[\s=]|,\s{0,3}){1,3}['\"]?"
    r"([^\s'\";&|,\]]{1,200})"
)  # also a list: ['curl', '-o', '/tmp/x', url]
_SHELL_NEEDLES = ("curl", "wget", *PS_ALIAS_NEEDLES, "invoke-", "downloadstring",
                  "urlopen", "requests.get", "httpx.get", "aria2c", "net.webclient")  # fmt: skip
_PLACEHOLDER_BLOB_RE = re.compile(r"<[a-z0-9_ -]{1,20}>")  # echo <base64> | base64 -d: a lesson
_ASSIGN_RE = re.compile(r"=[\"']?\$\(")  # X=$(…): the name before it is read apart
_NAME_END_RE = re.compile(r"[a-z_][a-z0-9_]{0,40}$")
_DECODE_NEEDLES = ("base64", "atob", "b64decode", "frombase64", "xxd", "unhexlify", "fromhex",
                   "codecs.decode", "openssl", "powershell", "pwsh")  # fmt: skip


def _staged_run(target: str, window: tuple[str, ...]) -> bool:
    """A download to a file that the next lines (``window``) make executable and run,
    unverified."""
    name = target.rsplit("/", 1)[-1].lower()
    if len(name) < 2 or name.endswith((".tar.gz", ".tgz", ".zip", ".json", ".txt", ".md")):
        return False
    if any(VERIFY_RE.search(w) for w in window):
        return False
    run_re = re.compile(rf"(?:^|[\s;&`$])(?:(?:ba|z)?sh\s+)?[\w./~$-]{{0,100}}/{re.escape(name)}\b")
    return any(name in w and CHMOD_RE.search(w) for w in window) and any(
        "chmod" not in w and run_re.search(w) for w in window
    )


_LOAD_RUN_RE = re.compile(r"(?:iex|invoke-expression)\b|::load\(|\.invoke\(")
_NEVER_RE = re.compile(r"\b(?:never|not|don't|without|instead\s{1,3}of|rather\s{1,3}than)\b")


def _exec_rules(doc: Doc) -> None:
    runs: dict[str, int] = {}  # by line text: a file of one line repeated reads it once
    staged: dict[tuple[str, tuple[str, ...]], bool] = {}
    for i in doc.hits(*_SHELL_NEEDLES):
        if doc.full("download-and-execute"):
            break
        low = logical(doc, i)
        at = remembered(runs, low, lambda: download_exec(low))  # noqa: B023 (called here)
        if at < 0 and (m := _OUT_RE.search(doc.lines[i])):
            key = (m.group(1), tuple(doc.low_lines[i + 1 : i + 6]))
            if remembered(staged, key, lambda: _staged_run(*key)):  # noqa: B023 (called here)
                at = m.start()
        if at >= 0 and not doc.full("download-and-execute"):
            soft = first_party(doc, i, low) or placeholder_target(low) or idiom_only(low, at)
            _emit_run(doc, "download-and-execute", i, at, soft)
    for i in doc.hits(*_DECODE_NEEDLES):
        low = logical(doc, i)
        at = decode_exec(low)
        if at < 0:
            at = _decoded_then_run(doc, i, low)
        if at < 0 and "frombase64string" in low:
            near = " ".join(doc.low_lines[max(0, i - 3) : i + 4])[:20_000]
            at = 0 if any(not _NEVER_RE.search(near, max(0, m.start() - 60), m.start())
                          for m in islice(_LOAD_RUN_RE.finditer(near), 5)) else -1  # fmt: skip
        if at >= 0 and not doc.full("decode-and-execute"):
            soft = harmless_literal(low) or bool(_PLACEHOLDER_BLOB_RE.search(low))
            _emit_run(doc, "decode-and-execute", i, at, soft)
    for i in doc.hits(re.compile(r"/dev/(?:tcp|udp)/"), "nc -", "ncat", "netcat", "socat",
                      "pty.spawn", "tcpclient", "mkfifo", "io::socket", "socket.socket",
                      "create_connection", "fsockopen", "tcpsocket.", "net.dial", "net.connect",
                      "net.socket", "pf_inet"):  # fmt: skip
        near = "\n".join(doc.low_lines[max(0, i - 5) : i + 6])[:20_000]
        if (at := reverse_shell(doc.low_lines[i], near)) >= 0:
            _emit_run(doc, "reverse-shell", i, at, placeholder_target(doc.low_lines[i]))


def _decoded_then_run(doc: Doc, i: int, low: str) -> int:
    """``X=$(echo … | base64 -d)`` and, on one of the next 10 lines, ``eval "$X"`` or
    ``bash -c "$X"``: the decoded text runs, one step removed."""
    for m in islice(_ASSIGN_RE.finditer(low), 50):
        if name := _NAME_END_RE.search(low, max(0, m.start() - 41), m.start()):
            break
    else:
        return -1
    if not DECODE_RE.search(low, m.end()):
        return -1
    var = re.escape(name.group())
    run = re.compile(rf"(?:eval|(?:ba|z)?sh\s{{1,3}}-c|source)\s{{1,3}}[\"']?\$\{{?{var}\b")
    return name.start() if any(run.search(w) for w in doc.low_lines[i : i + 11]) else -1


def _emit_run(doc: Doc, rule: str, i: int, at: int, soft: bool = False) -> None:
    """Code that runs something hidden or remote: critical; high when cited defensively or
    when ``soft`` (its own installer, a placeholder host, a harmless literal)."""
    doc.emit(rule, "high" if soft or cited(doc, i, at, at + 4) else "critical", i, at)


# --------------------------------------------------------------------------- encoded payloads
_RUN_RE = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{128,}={0,2}")
_BLOCK_LINE = r"[ \t]{0,8}[A-Za-z0-9+/]{40,120}={0,2}[ \t]?"
_BLOCK_LINE_RE = re.compile(_BLOCK_LINE)  # matched against a whole line
_BLOCK_SIZES = frozenset(range(40, 8 + 120 + 2 + 1 + 1))  # the lengths it can match
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


def block_candidates(lines: list[str], sizes: list[int]) -> Iterator[int]:
    """Indices of the lines that may be wrapped base64: of a length the block pattern can
    match, with spaces only at their ends (a prose line of the same length is rejected at C
    speed instead of by the pattern; tests/unit/test_scanner_speedups_prefilter.py checks that
    no line the pattern matches is left out)."""
    sized = list(compress(count(), map(_BLOCK_SIZES.__contains__, sizes)))
    cores = map(str.strip, map(lines.__getitem__, sized), repeat(" \t"))
    return compress(sized, map(not_, map(str.__contains__, cores, repeat(" "))))


def _encoded_rules(doc: Doc) -> None:
    runs: list[tuple[int, int, str]] = []
    sizes = list(map(len, doc.lines))
    for i in compress(count(), map((128).__le__, sizes)):  # long lines, found at C speed
        if max(map(len, doc.lines[i].split()), default=0) < 128:
            continue  # a run has no whitespace: it needs a token of 128 characters
        for m in _RUN_RE.finditer(doc.lines[i]):
            if not _DATA_IMAGE_RE.search(doc.lines[i], max(0, m.start() - 60), m.start()):
                runs.append((i, m.start(), m.group()))
        if len(runs) > MAX_PER_RULE:
            break
    block: list[int] = []  # wrapped base64: 3+ consecutive 40-120 char lines, not PEM
    # a line the block pattern matches whole: only lines of a length it can match are tried
    for i in block_candidates(doc.lines, sizes):
        if _BLOCK_LINE_RE.fullmatch(doc.lines[i]) is None:
            continue
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


# -------------------------------------------------------- persistence, audit evasion, sandbox
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
    r"|-a\s{1,3}(?:never,\s{0,2}exit|exit,\s{0,2}never)\b[^\n]{0,80}-f\s{1,3}(?:auid|uid|exe)\b"
)
_WIPED_RE = re.compile(r"bash_history|zsh_history|consolehost_history|/var/log/(?:auth|secure"
                       r"|wtmp|btmp|lastlog|audit)")  # fmt: skip
_SANDBOX_RE = re.compile(
    r"--privileged\b|privileged:\s{0,3}true|/var/run/docker\.sock|\s-v\s{1,3}/:/|--volume[= ]/:/"
    r"|--pid[= ]host|hostpid:\s{0,3}true|--cap-add[= ](?:sys_admin|all)\b|(?:apparmor|seccomp)"
    r"[=:]unconfined|--dangerously-skip-permissions|dangerouslydisablesandbox|--no-sandbox\b"
    r"|setenforce\s{1,3}0\b|--yolo\b|nsenter\s{1,3}(?:-\w{1,3}\s{1,3}){0,4}(?:-t\s{0,3}1"
    r"|--target\s{1,3}1)\b"
)


# an SSH public key written out in the skill (its type and the start of its base64)
_KEY_LITERAL = r"ssh-[a-z0-9-]{3,20}\s{1,3}aaaa"
_KEY_LITERAL_RE = re.compile(_KEY_LITERAL)
# a configuration-management task that installs a literal SSH key ("authorized_key" module of
# Ansible, Salt's "ssh_auth", Chef's and Puppet's "ssh_authorized_key"): the value line
_KEY_VALUE_RE = re.compile(r"\s{0,40}(?:-\s{1,3})?(?:key|names?)\s{0,3}[:=]>?\s{0,3}['\"]?"
                           + _KEY_LITERAL)  # fmt: skip


def _persist_severity(low: str) -> Severity | None:
    """The severity of a write to a startup file, cron, SSH keys or memory on line ``low``."""
    if "authorized_keys" in low and re.search(r">>?|\btee\b", low):
        return "high" if _KEY_LITERAL_RE.search(low) else "medium"
    if re.search(r"\b(?:soul|memory|identity)\.md\b", low):
        return "high" if _WRITE_RE.search(low) else None
    if "ld.so.preload" in low or (_PERSIST_SPOT_RE.search(low) and _PERSIST_PAYLOAD_RE.search(low)):
        return "high"
    return None


def _persistence(doc: Doc) -> None:
    seen: dict[str, Severity | None] = {}  # by line text: a line repeated 10^4 times read once
    for i in doc.hits(*_PERSIST_NEEDLES):
        low = doc.low_lines[i]
        sev = remembered(seen, low, lambda: _persist_severity(low))  # noqa: B023 (called here)
        if sev == "medium" and "<<" in low and _KEY_LITERAL_RE.search(
                "\n".join(doc.low_lines[i + 1 : i + 4])):  # fmt: skip
            sev = "high"  # a heredoc of a key written in the skill: its holder logs in
        if sev:
            what = "writes to a startup file, cron, SSH keys or the agent's memory"
            emit_in_context(doc, "persistence", sev, i, 0, 0, what)
    for i in doc.hits("authorized_key", "ssh_auth"):
        for k in range(i + 1, min(len(doc.lines), i + 7)):
            if _KEY_VALUE_RE.match(doc.low_lines[k]):
                what = "a configuration task that installs a literal SSH key: its owner gets in"
                emit_in_context(doc, "persistence", "high", k, 0, 0, what)
                break
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
                      "clear-eventlog", "auditctl", "never,", ",never"):  # fmt: skip
        low = doc.low_lines[i]
        m = _AUDIT_RE.search(low)
        if m is None and re.search(r"\b(?:rm|shred|truncate)\b|>", low):
            m = _WIPED_RE.search(low)
        if m:
            emit_in_context(doc, "audit-evasion", "high", i, m.start(), m.end())
    for i in doc.hits("privileged", "docker.sock", "/:/", "--pid", "hostpid", "nsenter",
                      "--cap-add", "unconfined", "dangerously", "--no-sandbox", "setenforce",
                      "--yolo"):  # fmt: skip
        if m := _SANDBOX_RE.search(doc.low_lines[i]):
            what = "privileged mode, host mounts or a disabled sandbox"
            emit_in_context(doc, "sandbox-escape", "medium", i, m.start(), m.end(), what)


def shell_rules(doc: Doc) -> None:
    """All rules of this module, in a fixed order."""
    _exec_rules(doc)
    _encoded_rules(doc)
    _host_rules(doc)
