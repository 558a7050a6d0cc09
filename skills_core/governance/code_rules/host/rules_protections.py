"""Host protections switched off in the file or command that holds them, beyond what
``rules_system`` (TLS, antivirus, audit daemons) and ``rules_windows`` read: each an act that
leaves the machine open, whatever reason the skill gives ("the mirror re-signs with a rotating
key", "the agents come back on the next reboot").

* ``security-disablement``: packages installed without their signatures checked (an apt source
  marked ``[trusted=yes]``, ``--allow-unauthenticated``, ``gpgcheck=0``, Go's checksum database
  off); a protection's exemption list that holds every address (``ignoreip = … 0.0.0.0/0``,
  ``set_real_ip_from 0.0.0.0/0``); an endpoint security agent unloaded or stopped (``falconctl
  unload``, ``launchctl bootout`` of SentinelOne or Jamf Protect, ``mdatp`` real-time off);
* ``permission-escalation``: authentication that anyone passes (``auth sufficient
  pam_permit.so``), passwordless sudo for a program that runs anything (an interpreter, a
  shell, an editor, ``tee``, ``docker``: root for whoever can write its argument);
* ``destructive-action``: the machine's backups deleted or switched off (``tmutil disable``,
  ``tmutil delete``).

Read in code blocks only (a lesson's prose lists ``gpgcheck=0`` among settings to refuse, a
table row names ``NOPASSWD: /usr/bin/less`` as an escape to look for); high (review), low in
a defensive context (``emit_soft``): a review checklist that names ``[trusted=yes]`` as a
finding is not a skill that sets it."""

from __future__ import annotations

import re
from itertools import islice

from ...reading.scan_context import emit_soft
from ...reading.scan_text import Doc

_ANY_ADDRESS = r"(?<![\d.])(?:0\.0\.0\.0/0|::/0)(?![\d/])"
# a program that runs anything, by its path: an interpreter, a shell, an editor, a file writer
_SHELL_RE = re.compile(
    r"(?<![\w/.-])/(?:usr/)?(?:local/)?s?bin/(?:python[\d.]{0,4}|perl|ruby|node|php|lua|bash|sh"
    r"|zsh|dash|ksh|fish|env|vim?|nvim|nano|less|more|find|awk|gawk|tar|zip|git|docker|podman"
    r"|tee|cp|mv|dd|rsync|chmod|chown|su|sudo|ln)(?![\w.-])"
)
# (rule, what it does, needles, pattern)
_ACTS: tuple[tuple[str, str, tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (rule, what, needles, re.compile(pattern)) for rule, what, needles, pattern in (
        ("security-disablement", "installs packages without checking their signatures",
         ("trusted=yes", "allow-unauthenticated", "allowunauthenticated", "allow-insecure",
          "gpgcheck", "nogpgcheck", "no-gpg-check", "gosumdb", "gonosumdb", "goinsecure",
          "gonosumcheck", "gpg_verify", "skip_verify"),
         r"\btrusted\s{0,2}=\s{0,2}yes\b(?=[^\[\n]{0,120}\])|\bapt(?:-get)?\s[^\n]{0,200}?"
         r"--allow-unauthenticated\b"
         r"|allowunauthenticated\s{0,3}\"?\s{0,3}(?:true|1|yes)\b|--allow-insecure-repositories\b"
         r"|allow-insecure\s{0,3}\"?\s{0,3}(?:true|1|yes)\b|\b(?:repo_)?gpgcheck\s{0,3}=\s{0,3}"
         r"(?:0|false|no)\b|--nogpgcheck\b|--no-gpg-checks\b|\bgosumdb\s{0,3}=\s{0,3}['\"]?off\b"
         r"|\bgonosumdb\s{0,3}=\s{0,3}['\"]?\*|\bgonosumcheck\s{0,3}=\s{0,3}['\"]?1\b"
         r"|\bgoinsecure\s{0,3}=\s{0,3}['\"]?\*"),
        ("security-disablement", "exempts every address from a protection",
         ("0.0.0.0/0", "::/0"),
         r"\b(?:ignore_?ips?|white_?list\w{0,12}|allow_?list\w{0,12}|safe_?list\w{0,12}"
         r"|trusted_?(?:proxies|proxy|networks?|ips?|hosts|cidrs?|subnets?)|exempt\w{0,12}"
         r"|bypass\w{0,12}|set_real_ip_from|real_ip_from|skip_?ips?)\b[^\n]{0,200}?"
         + _ANY_ADDRESS),
        ("security-disablement", "stops the endpoint security agent",
         ("falconctl", "sentinelctl", "launchctl", "systemctl", "mdatp", "service "),
         r"\bfalconctl\s{1,3}(?:unload|uninstall|disable)\b|\bsentinelctl\s{1,3}(?:unload"
         r"|unprotect|disable)\b|\blaunchctl\s{1,3}(?:unload|bootout|remove|disable)\b[^\n]{0,200}?"
         r"(?:sentinel|crowdstrike|falcon|jamf[.-]protect|carbonblack|cbdefense|sophos|wdav"
         r"|microsoft\.(?:wdav|defender)|xprotect|osquery|\bsanta|elastic[.-]endpoint|cylance"
         r"|trendmicro)|\b(?:systemctl|service)\s{1,3}(?:stop|disable|mask|kill)\b[^\n]{0,100}?"
         r"(?:falcon-sensor|sentinelone|osqueryd|wazuh-agent|ossec|cbagentd|mdatp|elastic-agent"
         r"|sysmon|falco\b)|\bmdatp\s{1,3}config\s{1,3}real-time-protection\s{1,3}--value\s{1,3}"
         r"disabled\b"),
        ("permission-escalation", "lets anyone pass authentication (pam_permit)",
         ("pam_permit",),
         r"\bauth\s{1,8}(?:sufficient|\[success=(?:done|ok)[^\]\n]{0,60}\])\s{1,8}(?:\S{0,60}/)?"
         r"pam_permit\.so\b"),
        ("destructive-action", "deletes or switches off the machine's backups",
         ("tmutil",),
         r"\btmutil\s{1,3}(?:disable\b(?!local)|delete\s)"),
    )
)  # fmt: skip
# a sudoers rule (or a command alias of one) and, in the 200 characters after it, a program
# that runs anything (a few rules per line read: a line of 10^4 rules stays linear)
_SUDO_RULE_RE = re.compile(r"nopasswd\s{0,2}:|cmnd_alias\s{1,3}\w{1,40}\s{0,3}=")
_RULES_PER_LINE = 4
_HITS_MAX = 200  # lines read per act (each a regex over one line)


def protection_rules(doc: Doc) -> None:
    for rule, what, needles, pattern in _ACTS:
        for i in islice(filter(doc.in_fence, doc.hits(*needles)), _HITS_MAX):
            m = pattern.search(doc.low_lines[i])
            if m and not emit_soft(doc, rule, "high", i, m.start(), m.end(), what):
                break  # one act recorded at its severity is enough
    if not doc.hits("nopasswd"):
        return
    for i in islice(filter(doc.in_fence, doc.hits("nopasswd", "cmnd_alias")), _HITS_MAX):
        low = doc.low_lines[i]
        for head in islice(_SUDO_RULE_RE.finditer(low), _RULES_PER_LINE):
            if not (m := _SHELL_RE.search(low, head.end(), head.end() + 200)):
                continue
            what = "gives passwordless sudo to a program that runs any command: root for its user"
            if not emit_soft(doc, "permission-escalation", "high", i, head.start(), m.end(), what):
                return
            break
