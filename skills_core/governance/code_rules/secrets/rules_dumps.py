"""Credential dumping on Windows and in Active Directory (MITRE ATT&CK T1003, T1552, T1555):
the stores an attack must reach there, read as acts (``credential-access``, high).

* ``dump_spots``: the hives that hold password hashes saved (``reg save HKLM\\SAM``, ``SECURITY``),
  the domain's database copied (``ntdsutil … ifm``, ``ntds.dit`` from a shadow copy), LSASS's
  memory dumped (``procdump -ma lsass``, ``comsvcs.dll, MiniDump``), the known dumpers
  (``mimikatz``, ``sekurlsa::``, ``lsadump::``, ``secretsdump``), DPAPI master keys and the
  Credential Manager vaults. ``rules_access`` pairs these with a send, as it pairs a read of
  ``~/.aws/credentials``: both in one skill is ``credential-exfiltration``.
* ``stored_secret_rules``: secrets an administrator also reads for a reason (saved Wi-Fi keys in
  clear, LAPS passwords, BitLocker recovery passwords, the Credential Manager list, PowerShell's
  command history, a credential's plain-text password): high, not paired, since a help-desk
  skill legitimately reads one to hand it to the user who asked.

A detection rule, a lesson or a quoted indicator is softened by ``emit_in_context``."""

from __future__ import annotations

import re
from itertools import islice

from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc, logical

_DUMP_NEEDLES = ("reg save", "reg.exe save", "ntdsutil", "ntds.dit", "lsass", "minidump",
                 "mimikatz", "sekurlsa", "lsadump", "secretsdump", "dpapi", "vaultcmd",
                 "\\protect\\")  # fmt: skip
_DUMP_RE = re.compile(
    r"\breg(?:\.exe)?\s{1,3}save\s{1,3}['\"]?hklm\\(?:sam|security|system)\b"
    r"|\bntdsutil\b[^\n]{0,80}\bifm\b|\bntds\.dit\b[^\n]{0,200}?(?:\s[a-z]:\\|\s\\\\|\s/)"
    r"|(?:\bcopy|copy-item|\bcp|\besentutl)\b[^\n]{0,200}\bntds\.dit\b"
    r"|\bprocdump(?:64)?(?:\.exe)?\s[^\n]{0,40}-ma\s{1,3}\S{0,20}lsass"
    r"|comsvcs(?:\.dll)?['\"]?\s{0,3},?\s{0,3}#?\s{0,3}(?:minidump|24)\b|\bout-minidump\b"
    r"|\bmimikatz\b|\bsekurlsa::|\blsadump::|\bsecretsdump(?:\.py)?\b"
    r"|\\microsoft\\protect\\|\bvaultcmd\s{1,3}/listcreds"
)
_COMMENT_RE = re.compile(r"\s{0,12}(?:#|//|rem\s|::)")
_STORED_NEEDLES = ("key=clear", "getlapsadpassword", "get-lapsadpassword", "ms-mcs-admpwd",
                   "recoverypassword", "manage-bde", "cmdkey", "consolehost_history",
                   "getnetworkcredential")  # fmt: skip
_STORED_RE = re.compile(
    r"\bnetsh\s{1,3}wlan\s{1,3}show\s{1,3}profiles?\b[^\n]{0,120}key\s{0,2}=\s{0,2}clear"
    r"|\bget-lapsadpassword\b|\bms-mcs-admpwd\b|\bmanage-bde(?:\.exe)?\s[^\n]{0,40}-protectors"
    r"\s{1,3}-get\b|\brecoverypassword\b|\bcmdkey(?:\.exe)?\s{1,3}/list\b"
    r"|\bconsolehost_history\.txt\b|\.getnetworkcredential\(\)\.password\b"
)


# every secret of a password manager at once (``op item list | op item get - --reveal``, a
# Bitwarden or LastPass export), and the vaults of browser and desktop crypto wallets (a
# wallet extension's storage folder, by its Chrome id, Exodus and Electrum wallet files): the
# stores an infostealer copies (T1555.005, T1005). A lookup of one item is not it.
_VAULT_NEEDLES = ("op item list", "bw export", "lpass export", "keepassxc-cli export",
                  "nkbihfbeogaeaoehlefnkodbefgpgknn",
                  "bfnaelmomeimhlpmgjnjophhpkkoljpa", "acmacodkjbdgmoleebolmdjonilkdbch",
                  "hnfanknocfeofbddgcijnmhnfnkdnaad", "egjidjbpglichdcondbcbdnbeeppgdph",
                  "exodus.wallet", "electrum")  # fmt: skip
_VAULT_RE = re.compile(
    r"\bop\s{1,3}item\s{1,3}list\b[^\n]{0,200}?\|\s{0,3}(?:xargs\s[^\n|]{0,40})?op\s{1,3}item"
    r"\s{1,3}get\b|\bbw\s{1,3}export\b|\blpass\s{1,3}export\b|\bkeepassxc-cli\s{1,3}export\b"
    r"|\b(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa"
    r"|acmacodkjbdgmoleebolmdjonilkdbch|hnfanknocfeofbddgcijnmhnfnkdnaad"
    r"|egjidjbpglichdcondbcbdnbeeppgdph)\b|\bexodus\.wallet\b|\.?electrum[/\\]wallets\b"
)


def dump_spots(doc: Doc) -> list[tuple[int, tuple[int, int, str]]]:
    """Lines that dump a credential store, with the span and what it reads."""
    out = []
    for i in islice(doc.hits(*_DUMP_NEEDLES), 400):
        if _COMMENT_RE.match(doc.low_lines[i]):
            continue  # "# Mimikatz-style extraction" in a forensics block runs nothing
        if m := _DUMP_RE.search(doc.low_lines[i]):
            out.append((i, (m.start(), m.end(), f"dumps Windows credentials ({m.group()[:40]})")))
    return out


def stored_secret_rules(doc: Doc) -> None:
    for i in islice(doc.hits(*_STORED_NEEDLES), 400):
        if m := _STORED_RE.search(doc.low_lines[i]):
            what = f"reads a stored Windows secret ({m.group()[:40]})"
            emit_in_context(doc, "credential-access", "high", i, m.start(), m.end(), what)
    for i in islice(filter(doc.in_fence, doc.hits(*_VAULT_NEEDLES)), 400):
        if m := _VAULT_RE.search(logical(doc, i)):
            what = "reads every secret of a password manager or a crypto wallet's vault"
            emit_in_context(doc, "credential-access", "high", i, m.start(), m.end(), what)
            return
