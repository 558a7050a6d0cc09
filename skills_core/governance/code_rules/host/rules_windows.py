"""What a skill changes on a Windows host so that an attack lasts, spreads or cannot be undone,
in the host's own commands (MITRE ATT&CK T1490, T1562.002, T1548.002, T1098, T1112), each high
(review) and softened in a defensive context by ``emit_in_context``:

* ``destructive-action``: recovery removed before harm (``vssadmin delete shadows``, ``wmic
  shadowcopy delete``, ``wbadmin delete catalog``, ``bcdedit … recoveryenabled no``), every
  user's folders deleted (``Remove-Item -Recurse C:\\Users\\*``);
* ``audit-evasion``: the audit policy cleared or switched off (``auditpol /clear``, ``/set …
  /success:disable /failure:disable``);
* ``security-disablement``: UAC off (``EnableLUA`` 0), WDigest keeping plain-text passwords in
  memory (``UseLogonCredential`` 1), PowerShell remoting trusting every host
  (``TrustedHosts '*'``);
* ``permission-escalation``: a group everyone is in (Everyone, Domain Users, Authenticated
  Users, Users) added to Administrators or another admin group.

A named group made admin (``CONTOSO\\Helpdesk-Admins``), one old shadow copy deleted by id, an
audit subcategory switched on: none of these."""

from __future__ import annotations

import re
from itertools import islice

from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc

_BROAD = (
    r"['\"]?(?:[\w-]{1,20}\\)?(?:everyone|domain\s{1,3}users|authenticated\s{1,3}users|users)['\"]?"
)
_ADMINS = (
    r"(?:administrators|domain\s{1,3}admins|enterprise\s{1,3}admins"
    r"|remote\s{1,3}desktop\s{1,3}users)"
)
_ACTS = (
    ("destructive-action", ("vssadmin", "shadowcopy", "wbadmin", "bcdedit", "remove-item", "rd ",
                            "rmdir"),
     re.compile(
         r"\bvssadmin(?:\.exe)?\s{1,3}delete\s{1,3}shadows\b[^\n]{0,40}/all\b|\bwmic\s{1,3}"
         r"shadowcopy\s{1,3}delete\b|\bwbadmin\s{1,3}delete\s{1,3}(?:catalog|systemstatebackup)\b"
         r"|\bbcdedit\b[^\n]{0,60}\brecoveryenabled\s{1,3}no\b|\b(?:remove-item|rd|rmdir)\b[^\n]"
         r"{0,60}['\"]?[a-z]:\\users\\\*"),
     "removes the host's recovery points or every user's folders"),
    ("audit-evasion", ("auditpol",),
     re.compile(r"\bauditpol(?:\.exe)?\s{1,3}/(?:clear|remove)\b|\bauditpol\b[^\n]{0,120}"
                r"/success:disable\b[^\n]{0,40}/failure:disable\b"),
     "clears or switches off the host's audit policy"),
    ("security-disablement", ("enablelua", "uselogoncredential", "trustedhosts"),
     re.compile(r"\benablelua\b[^\n]{0,60}?(?:/d\s{1,3}0\b|-value\s{1,3}0\b|=\s{0,2}dword:0{8})"
                r"|\buselogoncredential\b[^\n]{0,60}?(?:/d\s{1,3}1\b|-value\s{1,3}1\b|=\s{0,2}"
                r"dword:0{7}1)|\btrustedhosts\b[^\n]{0,40}?-value\s{1,3}['\"]\*['\"]"),
     "switches off UAC, keeps plain-text logon passwords or trusts every remoting host"),
    ("permission-escalation", ("localgroup", "add-localgroupmember", "add-adgroupmember"),
     re.compile(rf"\bnet\s{{1,3}}localgroup\s{{1,3}}['\"]?{_ADMINS}['\"]?\s{{1,3}}(?:/add\s{{1,3}}"
                rf"{_BROAD}|{_BROAD}\s{{1,3}}/add)(?=[\s;&|]|$)|\badd-(?:local|ad)groupmember\b"
                rf"[^\n]{{0,60}}-group\s{{1,3}}['\"]?{_ADMINS}['\"]?[^\n]{{0,40}}-members?\s{{1,3}}"
                rf"{_BROAD}(?=[\s;&|,)]|$)"),
     "makes a group everyone is in an administrator"),
)  # fmt: skip


def windows_rules(doc: Doc) -> None:
    for rule, needles, pattern, what in _ACTS:
        for i in islice(doc.hits(*needles), 400):
            if m := pattern.search(doc.low_lines[i]):
                emit_in_context(doc, rule, "high", i, m.start(), m.end(), what)
                break
