"""Configuration that hands access away, read where it is written (code, config or inline
code in prose): the agent's own permission list widened to every command, a hook that answers
every permission prompt with "allow", an owner or administrator role bound to a personal
mailbox outside the organisation, data opened to everyone on the internet, SSH reopened to
passwords or root, a bank account written as a literal into payment records, mail forwarded
by a rule to an address, and a ``pull_request_target`` workflow that runs the pull request's code.

Why a module of its own: each is one line of configuration that no verb in the prose names
("the standard fix", "support access", "normalisation step"), so the prose acts never see
them; and each is a grant, not a command the shell rules read. A line that forbids or audits
the same setting ("never add ``Bash(*)``", a check that flags ``allUsers``) is softened by
``emit_in_context``; a deny list, a ``"deny"`` decision or ``no`` in sshd are not grants."""

from __future__ import annotations

import re
from bisect import bisect_left

from ...reading.scan_context import emit_in_context
from ...reading.scan_prose import negated
from ...reading.scan_text import Doc

# --- the agent's own permissions: a tool pattern that matches every call
_TOOL_WILDCARD_RE = re.compile(
    r"[\"'](?:bash|shell|powershell|write|edit|multiedit|read|webfetch|notebookedit)\(\s{0,2}"
    r"(?:\*{1,2}|/\*{1,2}|~/\*{1,2}|\*:\*)\s{0,2}\)[\"']"
)
# the list it sits in allows: a JSON or YAML ``allow`` key, or a CLI's allowed-tools flag
_ALLOW_KEY_RE = re.compile(
    r"[\"']allow[\"']\s{0,3}:|^\s{0,12}-?\s{0,3}allow\s{0,3}:|allowed_?-?tools"
)
# a hook's reply that allows the call, for every tool when its matcher is "*"
_HOOK_ALLOW_RE = re.compile(
    r"[\"']?permissiondecision[\"']?\s{0,3}[:=]\s{0,3}[\"']allow[\"']"
    r"|[\"']decision[\"']\s{0,3}:\s{0,3}[\"']approve[\"']"
)
_DENY_LIST_RE = re.compile(r"[\"']?(?:deny|ask|disallowed\w*|blocked\w*)[\"']?\s{0,3}[:=]")

# --- an owner or administrator role for an outside, personal identity
_ADMIN_ROLE_RE = re.compile(
    r"roles/(?:owner|editor|iam\.serviceaccount(?:tokencreator|user|admin)|resourcemanager"
    r"\.\w{0,30}admin)\b|\badministratoraccess\b|\bcluster-admin\b|\borganization\s{0,2}owner"
)
_PERSONAL_MAILBOX_RE = re.compile(
    r"[\w.+-]{1,64}@(?:gmail|googlemail|outlook|hotmail|live|yahoo|ymail|proton|protonmail|pm"
    r"|icloud|me|aol|gmx|yandex|mail|tutanota|zoho|qq|163)\.(?:com|me|ch|de|ru|net)\b"
)
_GRANT_WINDOW = 6  # lines either side of a role in which the member it is bound to is read

# --- data opened to everyone
_PUBLIC_GRANT_RE = re.compile(  # on the line as written: GCP spells the members in camel case
    r"(?<![\w$])(?:allUsers|allAuthenticatedUsers)(?=[\"':]|\s{0,3}$)"
    r"|[\"']type[\"']\s{0,3}:\s{0,3}[\"']anyone[\"']"
    r"|[\"'][Pp]rincipal[\"']\s{0,3}:\s{0,3}(?:\{\s{0,3}[\"']AWS[\"']\s{0,3}:\s{0,3})?[\"']\*[\"']"
)
_DENY_EFFECT_RE = re.compile(r"[\"']effect[\"']\s{0,3}:\s{0,3}[\"']deny[\"']|\bremove-iam-policy")

# --- SSH reopened to passwords or to root
_SSHD_OPEN_RE = re.compile(
    r"\b(?:passwordauthentication|permitrootlogin|permitemptypasswords)\s{1,3}yes\b"
)
_SSHD_WRITE_RE = re.compile(r"\bsed\s|>>|\btee\b|sshd_config|\becho\b|printf")

# --- a bank account written as a literal into the records payments are made from
_BANK_LITERAL_RE = re.compile(
    r"\b(?:iban|bic|swift(?:_code)?|account_number|routing_number|bank_account\w{0,12}"
    r"|sort_code|payee_account|beneficiary_account)\s{0,3}=\s{0,3}['\"]"
    r"(?:[a-z]{2}\d{2}[a-z0-9]{10,30}|[a-z]{6}[a-z0-9]{2}(?:[a-z0-9]{3})?|\d{6,17})['\"]"
)
_UPDATE_RE = re.compile(r"\bupdate\b|\.update\(|\bset\b")


# --- mail forwarded to an address by a rule: Gmail's filter export, Exchange's inbox rules and
# mailbox forwarding, an Apps Script that forwards each message
_FORWARD_RE = re.compile(
    r"name=[\"']forwardto[\"']\s{1,3}value=[\"'][^\"'@\s]{1,64}@|-(?:forwardto|redirectto"
    r"|forwardingsmtpaddress|forwardasattachmentto)\s{1,3}[\"']?[^\s\"'@]{1,64}@"
    r"|\.forward\(\s{0,3}[\"'][^\"'@\s]{1,64}@"
)

# --- a pull_request_target workflow that checks out the pull request's own code: it runs
# with the repository's secrets and write token (a "pwn request")
_PR_HEAD_RE = re.compile(
    r"ref\s{0,3}:\s{0,3}['\"]?\$\{\{\s{0,3}(?:github\.event\.pull_request\.head\.(?:sha|ref)"
    r"|github\.head_ref)\s{0,3}\}\}|refs/pull/\$\{\{[^}\n]{1,60}\}\}/(?:head|merge)"
)


def _near(doc: Doc, i: int, pattern: re.Pattern[str], span: int) -> re.Match[str] | None:
    for k in range(max(0, i - span), min(len(doc.lines), i + span + 1)):
        if m := pattern.search(doc.low_lines[k]):
            return m
    return None


def _allowed_here(doc: Doc, i: int) -> bool:
    """The list holding line ``i`` is an allow list: the nearest list key above it is
    ``allow`` (or an allowed-tools flag), not ``deny`` or ``ask``."""
    for k in range(i, max(-1, i - 15), -1):
        low = doc.low_lines[k]
        if _ALLOW_KEY_RE.search(low):
            return True
        if k < i and _DENY_LIST_RE.search(low):
            return False
    return False


def _agent_permissions(doc: Doc) -> None:
    for i in doc.hits("(*", "(/*", "(~/*"):
        low = doc.low_lines[i]
        m = _TOOL_WILDCARD_RE.search(low)
        if m is None or negated(low, m.start()) or _DENY_LIST_RE.search(low[: m.start()]):
            continue
        if _allowed_here(doc, i):
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(),
                            "allows the agent every command or every file")  # fmt: skip
    for i in doc.hits("permissiondecision", '"decision"', "'decision'"):
        m = _HOOK_ALLOW_RE.search(doc.low_lines[i])
        if m and not negated(doc.low_lines[i], m.start()):
            what = "a hook that answers the agent's permission prompts with allow"
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(), what)


def _outside_admins(doc: Doc) -> None:
    for i in doc.hits("roles/", "administratoraccess", "cluster-admin", "organization owner"):
        m = _ADMIN_ROLE_RE.search(doc.low_lines[i])
        if m and _near(doc, i, _PERSONAL_MAILBOX_RE, _GRANT_WINDOW):
            what = "gives an owner or administrator role to a personal mailbox"
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(), what)


def _public_data(doc: Doc) -> None:
    for i in doc.hits("allusers", "allauthenticatedusers", "anyone", "principal"):
        m = _PUBLIC_GRANT_RE.search(doc.lines[i])
        if m and not negated(doc.low_lines[i], m.start()) and not _near(doc, i, _DENY_EFFECT_RE, 4):
            emit_in_context(doc, "data-exfiltration", "high", i, m.start(), m.end(),
                            "opens the data to anyone on the internet")  # fmt: skip


def _sshd_opened(doc: Doc) -> None:
    for i in doc.hits("passwordauthentication", "permitrootlogin", "permitemptypasswords"):
        low = doc.low_lines[i]
        if (m := _SSHD_OPEN_RE.search(low)) and _SSHD_WRITE_RE.search(low):
            emit_in_context(doc, "security-disablement", "high", i, m.start(), m.end(),
                            "reopens SSH to passwords or to root")  # fmt: skip


def _bank_literals(doc: Doc) -> None:
    for i in doc.hits("iban", "bic", "swift", "account_number", "routing_number", "bank_account",
                      "sort_code", "payee_account", "beneficiary_account"):  # fmt: skip
        m = _BANK_LITERAL_RE.search(doc.low_lines[i])
        if m and _near(doc, i, _UPDATE_RE, 3):
            what = "writes a fixed bank account into the records payments use"
            emit_in_context(doc, "harmful-instruction", "high", i, m.start(), m.end(), what)


def _mail_forwarded(doc: Doc) -> None:
    for i in doc.hits("forwardto", "redirectto", "forwardingsmtpaddress", "forwardasattachment",
                      ".forward("):  # fmt: skip
        if m := _FORWARD_RE.search(doc.low_lines[i]):
            emit_in_context(doc, "data-exfiltration", "high", i, m.start(), m.end(),
                            "a mail rule that forwards messages to an address")  # fmt: skip


def _pwn_request(doc: Doc) -> None:
    hits = doc.hits("pull_request_target")
    if not hits:
        return
    for i in doc.hits("head.sha", "head.ref", "head_ref", "refs/pull/"):
        m = _PR_HEAD_RE.search(doc.low_lines[i])
        fence = doc.fence_of(i) if m else None
        before = bisect_left(hits, i)  # the trigger nearest above line i, in the same block
        if m and fence and before and hits[before - 1] > fence[0]:
            what = "a pull_request_target workflow that checks out and runs the pull request's code"
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(), what)


def grant_rules(doc: Doc) -> None:
    _agent_permissions(doc)
    _outside_admins(doc)
    _public_data(doc)
    _sshd_opened(doc)
    _bank_literals(doc)
    _mail_forwarded(doc)
    _pwn_request(doc)
