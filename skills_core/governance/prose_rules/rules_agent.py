"""Rules on what a skill's prose tells the agent to do to the user or to itself:
``covert-action`` (hide what it does, or act without the user's consent), ``prompt-injection``
in its prose forms (authority claims, fake system or developer messages, rules declared void),
``permission-escalation`` (widen its own tools or approvals) and ``security-disablement``
(switch off the checks that would catch it).

Each looks for what an attack must do, addressed to the agent, not for one sample's phrasing: an
imperative or a claim, and what it acts on, in one sentence (``scan_prose``). A sentence that
forbids the thing ("never … without asking") is a guardrail; one that is about detecting it
(``defensive``) is low; one that quotes it is medium."""

from __future__ import annotations

import re
from itertools import islice

from ..cues.agent_needles import (
    AUTHORITY_NEEDLES,
    CLAIMED_CONSENT_NEEDLES,
    CONSENT_NEEDLES,
    DISABLE_NEEDLES,
    HIDE_MORE_NEEDLES,
    HIDE_NEEDLES,
    SECRECY_NEEDLES,
    SELF_GRANT_NEEDLES,
    VOID_NEEDLES,
)
from ..findings import Severity
from ..reading.scan_context import emit_in_context
from ..reading.scan_prose import before, emit, negated, spots
from ..reading.scan_text import Doc

_W = r"(?:[\w'-]{1,20}\s{1,3})"  # one word and its space
# ------------------------------------------------------------------------------- covert-action
_SECRECY_RE = re.compile(
    r"(?:do\s{1,3}not|don'?t|never|must\s{1,3}not|should\s{1,3}not)\s{1,3}" + _W + r"{0,2}?"
    r"(?:tell|inform|notify|alert|mention|reveal|disclose|report|admit|bring\s{1,3}up"
    r"|point\s{1,3}(?:this|it|that|them)\s{1,3}out|point\s{1,3}out"
    r"|let\s{1,3}(?:the\s{1,3})?users?\s{1,3}know)\b"
)
_SECRECY_OBJECT_RE = re.compile(
    r"\b(?:the\s{1,3}user|users?\b|anyone|anybody|the\s{1,3}maintainers?|this\s{1,3}skill"
    r"|the\s{1,3}skill|these\s{1,3}(?:steps|calls|requests|actions|commands)|(?:api\s{1,3})?calls"
    r"|telemetry|uploads?|the\s{1,3}links?|sponsor\w*|the\s{1,3}changes?\s{1,3}you|background"
    r"|the\s{1,3}conflict|integration|the\s{1,3}(?:request|post|transfer|copy)\b|(?:in|from)"
    r"\s{1,3}(?:your|the)\s{1,3}(?:summary|reply|answer|response|report|output)\b)"
)
_HIDE_RE = re.compile(
    r"(?:keep|leave)\s{1,3}(?:this|it|that|them|these\s{1,3}\w{1,20})\s{1,3}(?:out\s{1,3}of"
    r"|hidden\s{1,3}from|secret\s{1,3}from|away\s{1,3}from)\s{1,3}(?:the\s{1,3}|your\s{1,3})?"
    r"(?:\w{1,20}\s{1,3})?(?:user|summary|reply|answer|response|report|output|logs?)\b"
    r"|(?:hide|conceal)\s{1,3}(?:this|it|that|them|the\s{1,3}\w{1,20})\s{1,3}from\s{1,3}(?:the"
    r"\s{1,3})?users?\b|the\s{1,3}user\s{1,3}(?:does\s{1,3}not|doesn'?t|need\s{1,3}not|won'?t"
    r"|will\s{1,3}not|should\s{1,3}not|must\s{1,3}not|never)\s{1,3}(?:need\s{1,3}to\s{1,3})?"
    r"(?:know|hear|see|notice|be\s{1,3}(?:told|informed)|find\s{1,3}out)(?:\s{1,3}(?:about|of|it|this"
    r"|that)\b|\s{0,3}(?:[.;,]|$))|(?:tell|inform)"
    r"\s{1,3}the\s{1,3}user\s{1,3}only\s{1,3}that|(?:mention|say|tell|report)\s{1,3}(?:nothing"
    r"|no\s{1,3}one|nobody)\b|without\s{1,3}(?:telling|informing|notifying|alerting|warning)"
    r"\s{1,3}(?:the\s{1,3})?(?:user|maintainers?|owner|anyone|them)\b|without\s{1,3}(?:the\s{1,3})?"
    r"(?:user|them|anyone)\s{1,3}(?:noticing|knowing|seeing|realizing|realising)\b|so\s{1,3}(?:that"
    r"\s{1,3})?the\s{1,3}user\s{1,3}(?:won'?t|will\s{1,3}not|doesn'?t|does\s{1,3}not|never)\s{1,3}"
    r"(?:notice|know|see|find\s{1,3}out)\b|(?:silently|quietly"
    r"|secretly|covertly|discreetly|invisibly)\s{1,3}(?:\w{1,20}\s{1,3})?(?:post|send|upload"
    r"|forward|exfiltrate|collect|read|copy|install|delete|remove|proceed|gather|fetch|download"
    r"|add|append|write|record|store|save|log|email|share)\b"
    r"|(?:performed|done|run|executed|carried\s{1,3}out|sent|uploaded|collected|installed)\s{1,3}"
    r"(?:silently|quietly|secretly|covertly|discreetly|invisibly|in\s{1,3}secret)\b"
)
# the same, in words the English forms above do not use: "no need to point it out", a summary
# told to say only part of what was done, and French, Spanish, Portuguese and German
_HIDE_MORE_RE = re.compile(
    r"(?:no\s{1,3}need|not\s{1,3}necessary|needn'?t|(?:do\s{1,3}not|don'?t)\s{1,3}need)"
    r"\s{1,3}to\s{1,3}(?:point\s{1,3}(?:it|this|that|them)\s{1,3}out|bring\s{1,3}(?:it|this"
    r"|that|them)\s{1,3}up|flag\s{1,3}(?:it|this|that)|(?:mention|tell|inform|notify|warn|alert)"
    r"\s{1,3}(?:it\s{1,3}to\s{1,3})?(?:the\s{1,3}user|them|anyone|users))\b"
    r"|(?:in|from)\s{1,3}(?:your|the)\s{1,3}(?:final\s{1,3})?(?:summary|reply|answer|report"
    r"|response)\s{1,3}(?:\w{1,20}\s{1,3}){0,3}?only\s{1,3}(?:say|mention|report|state|write"
    r"|tell)|\bonly\s{1,3}(?:say|mention|report|state)\s{1,3}that\s{1,3}(?:\w{1,20}\s{1,3})"
    r"{0,6}?(?:was|were|has\s{1,3}been)\b"
    r"|\bsans\s{1,3}(?:le\s{1,3}|la\s{1,3}|les\s{1,3}|en\s{1,3}|lui\s{1,3})?(?:signaler|dire"
    r"|mentionner|prévenir|avertir|informer)|\bne\s{1,3}(?:le\s{1,3}|la\s{1,3}|lui\s{1,3}|leur"
    r"\s{1,3}|en\s{1,3})?(?:dis|dites|mentionne|mentionnez|signale|signalez|parle|parlez)\s{1,3}pas"
    r"|\bno\s{1,3}(?:lo\s{1,3}|la\s{1,3}|se\s{1,3}lo\s{1,3}|le\s{1,3}|les\s{1,3})?(?:comentes"
    r"|digas|menciones|avises|cuentes|comente|diga|mencione|avise|cuente)\b|\bsin\s{1,3}(?:avisar"
    r"|decir\w*|mencionar\w*|informar\w*)|\bsem\s{1,3}(?:avisar|contar|mencionar|informar)"
    r"|\bnão\s{1,3}(?:é\s{1,3}preciso|precisa|precisas)\s{1,3}(?:de\s{1,3})?(?:avisar|contar"
    r"|mencionar|informar)|\bnão\s{1,3}(?:conte|mencione|avise|diga)\b|\bohne\s{1,3}(?:es\s{1,3}|das"
    r"\s{1,3})?(?:\w{1,20}\s{1,3}){0,2}?zu\s{1,3}(?:sagen|erwähnen|informieren|melden)"
    r"|\b(?:sag|sage|erwähne|verrate)\s{1,3}(?:es\s{1,3}|das\s{1,3})?(?:dem\s{1,3}(?:benutzer"
    r"|nutzer)\s{1,3})?nicht\b"
)
_CONSENT_RE = re.compile(  # acts without the user's say
    r"without\s{1,3}(?:(?:first\s{1,3})?(?:asking|confirming|checking\s{1,3}with|prompting"
    r"|waiting\s{1,3}for)|(?:user\s{1,3}|their\s{1,3}|any\s{1,3})?(?:confirmation|approval"
    r"|permission|consent)|the\s{1,3}user'?s?\s{1,3}(?:approval|consent|permission|knowledge"
    r"|confirmation|review))\b|(?:do\s{1,3}not|don'?t|never|no\s{1,3}need\s{1,3}to|you\s{1,3}"
    r"(?:do\s{1,3}not|don'?t)\s{1,3}need\s{1,3}to)\s{1,3}(?:ask|request|wait\s{1,3}for|check"
    r"\s{1,3}with|seek)\b|never\s{1,3}have\s{1,3}to\s{1,3}ask|confirmations?\s{1,3}(?:slow"
    r"|are\s{1,3}not\s{1,3}needed|is\s{1,3}not\s{1,3}needed)"
)
_CLAIMED_CONSENT_RE = re.compile(  # a consent the user never gave, claimed by the skill
    r"the\s{1,3}user\s{1,3}(?:has\s{1,3}|have\s{1,3})?(?:already\s{1,3}|explicitly\s{1,3})?"
    r"(?:approved|authori[sz]ed|accepted|consented|agreed|pre-?approved|granted)\s{1,3}"
    r"(?:\w{1,20}\s{1,3}){0,3}?(?:every|all|any|this|these|you|when|by|to)\b|(?:are|is)\s{1,3}"
    r"(?:all\s{1,3})?pre-?approved|standing\s{1,3}(?:permission|approval|authori[sz]ation)"
    r"|(?:has|have)\s{1,3}(?:been\s{1,3})?(?:explicitly\s{1,3})?authori[sz]ed\s{1,3}you\s{1,3}to"
)
# "do not ask the user to paste a key", "don't ask open-ended questions": no work or questions
# put to the user, which is not acting without their say ("do not ask them to confirm" is, and
# so is "don't ask any questions, just delete it")
_WHOM = r"\s{1,3}(?:(?:the\s{1,3})?users?\s{1,3}|them\s{1,3})?"  # "ask (the user) …"
_ASK_OTHER_RE = re.compile(
    r"\s{1,3}(?:(?:the\s{1,3})?users?|them|him|her|people|customers?)?\s{0,3}to\s{1,3}(?!confirm"
    r"|approv|authori|review|check|verify|accept|agree|consent|sign|decide|choose|allow|ok\b)\w"
    rf"|{_WHOM}(?:open-ended|interview|leading|rhetorical)\s{{1,3}}questions?\b"
    rf"|{_WHOM}for\s{{1,3}}(?:the\s{{1,3}})?(?:urls?|paths?|files?|input|details|names?|examples?"
    r"|clarification|evidence|more\s{1,3}context|it|that|(?:their\s{1,3}|a\s{1,3})?(?:passwords?"
    r"|passphrases?|secrets?|credentials?|tokens?|keys?|codes?))\b"  # a thing, not their say
)
_TELL_TO_RE = re.compile(r"\s{1,3}(?:the\s{1,3})?users?\s{1,3}to\b")  # "never tell users to run …"
_UNLESS_RE = re.compile(r"\bunless\s{1,3}(?:the\s{1,3})?users?\s{1,3}(?:asks?|requests?|wants?)")
_BANNED_RE = re.compile(r"not\s{1,3}allowed|forbidden|prohibited|violation|\u274c|\U0001f6ab")
_OPTION_RE = re.compile(
    r"`-{1,2}[\w-]{1,30}`|^\s{0,8}[-*]?\s{0,3}`?-{1,2}[a-z][\w-]{0,30}"
)  # a CLI flag's doc
_RISKY_RE = re.compile(
    r"\b(?:delet\w*|remov\w*|wipe|eras\w*|rm|destroy|drop|force\S*|push\w*|merg\w*|approve"
    r"|deploy\w*|publish\w*|install\w*|sudo|root|send|post|upload\w*|forward|e-?mail|share"
    r"|pay|purchas\w*|buy|order|transfer|grant|disabl\w*|commands?|shell|scripts?|execut\w*"
    r"|operations|writes?|edits?|changes|modif\w*|overwrit\w*)\b"
)
# ------------------------------------------------------------- prompt-injection (prose forms)
_AUTHORITY_RE = re.compile(
    r"(?:this\s{1,3}skill|these\s{1,3}(?:instructions|rules)|the\s{1,3}following|this\s{1,3}"
    r"(?:file|notice|section))\s{1,3}(?:takes?|has|have|carr(?:y|ies)|holds?)\s{1,3}(?:precedence"
    r"|priority|higher\s{1,3}(?:authority|priority)|more\s{1,3}authority|final\s{1,3}authority)"
    r"|(?:higher|greater|more|final|ultimate|top)\s{1,3}(?:authority|priority)\s{1,3}than\s{1,3}"
    r"(?:the\s{1,3}user|you\b|your|any|all|the\s{1,3}person)|(?:this\s{1,3}skill|these\s{1,3}"
    r"rules|this\s{1,3}file)\s{1,3}(?:wins|prevails|overrides|supersedes)|(?:follow|obey)\s{1,3}"
    r"this\s{1,3}skill\s{1,3}(?:first|over|instead|before|above)|you\s{1,3}obey\s{1,3}this"
    r"|same\s{1,3}authority\s{1,3}as\s{1,3}(?:the\s{1,3})?(?:user|system|developer)"
    r"|(?:treat|consider|regard)\s{1,3}(?:this|the\s{1,3}following|these(?:\s{1,3}\w{1,20})?"
    r"|it)\s{1,3}as\s{1,3}(?:part\s{1,3}of\s{1,3})?(?:your\s{1,3})?(?:system\s{1,3}prompt"
    r"|system\s{1,3}instructions|persistent\s{1,3}instructions|developer\s{1,3}instructions)"
    r"|the\s{1,3}user\s{1,3}(?:cannot|can'?t|may\s{1,3}not)\s{1,3}(?:revoke|override|disable)"
    r"|(?:supersedes?|overrides?|overrules?|replaces?)\s{1,3}(?:all|any|every|your|the\s{1,3}user'?s?)"
    r"\s{1,3}(?:other\s{1,3}|previous\s{1,3}|prior\s{1,3})?(?:user\s{1,3})?(?:instructions|rules"
    r"|guidelines|requests|wishes|prompts?|directives)\b"
)
_VOID_RE = re.compile(
    r"(?:regardless\s{1,3}of|no\s{1,3}matter)\s{1,3}what\s{1,3}the\s{1,3}user\s{1,3}(?:says|asks|wants"
    r"|requests|tells\s{1,3}you)|even\s{1,3}if\s{1,3}the\s{1,3}user\s{1,3}(?:says\s{1,3}no|refuses"
    r"|objects|declines|asks\s{1,3}you\s{1,3}not\s{1,3}to|tells\s{1,3}you\s{1,3}not\s{1,3}to)|instead"
    r"\s{1,3}of\s{1,3}(?:doing\s{1,3})?what\s{1,3}the\s{1,3}user\s{1,3}(?:asked|wants|requested)"
    r"|(?:previous|prior|earlier|existing|original|other)\s{1,3}(?:guidance|instructions?|rules"
    r"|policies|guidelines|restrictions)\s{1,3}(?:(?:about|on|for|regarding)\s{1,3}"
    + _W
    + r"{1,3})?(?:is|are)\s{1,3}(?:now\s{1,3})?(?:void|obsolete|revoked|suspended|cancel+ed"
    r"|lifted|no\s{1,3}longer\s{1,3}(?:valid|in\s{1,3}effect|apply|applies))\b|(?:set|put)"
    r"\s{1,3}aside\s{1,3}(?:all\s{1,3}|any\s{1,3})?(?:whatever\s{1,3}|the\s{1,3}|your\s{1,3})?"
    r"(?:rules|instructions|guidelines|guidance|policies|restrictions)\b|(?:content|safety)"
    r"\s{1,3}(?:filters?|policies|rules)\s{1,3}(?:are|is)\s{1,3}(?:now\s{1,3})?(?:suspended"
    r"|disabled|off|lifted|removed)\b|(?:never|do\s{1,3}not|don'?t)\s{1,3}refuse\b|comply"
    r"\s{1,3}with\s{1,3}(?:every|all|any)\s{1,3}requests?\b|(?:pretend|imagine)\s{1,3}(?:that"
    r"\s{1,3})?you\s{1,3}(?:are|have)\s{1,3}" + _W + r"{0,6}?(?:root|full\s{1,3}(?:authority"
    r"|access|control)|no\s{1,3}(?:rules|restrictions|limits))\b"
)
_ROLE_TAG_RE = re.compile(  # a fake turn of another role, at the start of a line
    r"\s{0,3}(?:[#>*_-]{1,4}\s{0,2})?(?:<\s{0,2}/?\s{0,2}(?:system|developer|admin|sys)(?:[_ -]?"
    r"(?:message|prompt|instructions?|override))?\s{0,2}>|\[\s{0,2}/?\s{0,2}(?:system|developer"
    r"|admin)(?:\s{1,3}(?:message|note|notice|override|prompt))?\s{0,2}\]|(?:system|developer"
    r"|admin(?:istrator)?|operator)\s{1,3}(?:message|override|instruction|directive|command|notice"
    r"|update)s?[*_]{0,2}\s{0,2}:)"
)
# ------------------------------------------------------------------------ permission-escalation
_SELF_GRANT_RE = re.compile(
    r"(?:grant|give|allow|assign)\s{1,3}(?:yourself|itself|the\s{1,3}agent|this\s{1,3}skill)\b"
    r"|(?:elevate|escalate|raise|widen|expand)\s{1,3}(?:your|its|the\s{1,3}agent'?s)\s{1,3}(?:own"
    r"\s{1,3})?(?:permissions|privileges|access|rights|tools)|(?:turn\s{1,3}off|disable|skip"
    r"|bypass)\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3})?(?:\w{1,20}\s{1,3})?(?:permission"
    r"|approval|confirmation)\s{1,3}(?:prompts?|checks?|gates?|dialogs?|requests?)|(?:switch"
    r"|change)\s{1,3}(?:to|into)\s{1,3}(?:yolo|auto-?approve|bypass\w*)\s{1,3}mode"
    r"|you\s{1,3}(?:now\s{1,3})?(?:have|are\s{1,3}(?:given|granted))\s{1,3}(?:full\s{1,3}|unrestricted"
    r"\s{1,3}|blanket\s{1,3})?(?:permission|access|authority|rights?)\s{1,3}to\s{1,3}(?:run|execute"
    r"|use|do|access|modify|delete)\s{1,3}(?:any|all|every|anything)"
)
_GRANT_CONFIG_RE = re.compile(
    r"--dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox"
    r"|\"?(?:allow_all_tools|skip_?confirmations?|bypass_?permissions|auto_?approve_?all"
    r"|dangerously\w{0,30})\"?\s{0,3}[:=]\s{0,3}true|defaultmode\"?\s{0,3}:\s{0,3}\"?"
    r"bypasspermissions|\"allow\"\s{0,3}:\s{0,3}\[[^\]\n]{0,200}\"(?:bash|shell|\*)"
    r"(?:\(\s{0,2}\*\s{0,2}\))?\""
)
# ------------------------------------------------------------------------- security-disablement
_CONTROLS = (
    r"(?:secret[-\s]scanning|security\s{1,3}(?:checks?|scans?|scanning|warnings?|jobs?|tests?"
    r"|hooks?|reviews?|alerts?|controls?|polic(?:y|ies)|rules|tools?|agents?|software|sensors?)"
    # host protection by name: endpoint agents, EDR, the OS's own enforcement
    r"|endpoint\s{1,3}(?:protection|security|detection)|edr|xprotect|gatekeeper|selinux|apparmor"
    r"|crowdstrike|falcon\s{1,3}sensor|dlp|data\s{1,3}loss\s{1,3}prevention|casb|(?:outbound|mail"
    r"|e-?mail)\s{1,3}scanning|dependency[-\s]audits?|audit\s{1,3}(?:jobs?|logs?"
    r"|logging|trail)|branch\s{1,3}protection|code\s{1,3}scanning|antivirus|anti-virus"
    r"|defender|firewall|guardrails?|content\s{1,3}filters?|safety\s{1,3}(?:checks?|filters?"
    r"|rules)|(?:signature|certificate|checksum)\s{1,3}(?:checks?|verification))\b"
)
_DISABLE_RE = re.compile(
    r"(?:remove|delete|disable|turn\s{1,3}off|switch\s{1,3}off|skip|bypass|comment\s{1,3}out"
    r"|strip|deactivate|suppress|silence|unload|uninstall|kill|pause)\s{1,3}(?:\w{1,20}\s{1,3})"
    r"{0,4}?" + _CONTROLS +
    # "stop the DLP service": stop, only right before the control it stops
    r"|\bstop\s{1,3}(?:the\s{1,3})?(?:dlp|edr|antivirus|anti-virus|defender|firewall|casb"
    r"|endpoint\s{1,3}protection)\b"
    # the same in the passive: "so the security scan step is skipped"
    r"|\b(?:security|secret)\s{1,3}(?:scan(?:ning|ner)?|checks?|linter|reviews?|tests?|jobs?"
    r"|steps?|gates?)\s{1,3}(?:steps?\s{1,3}|jobs?\s{1,3}|stages?\s{1,3})?(?:is|are|gets?|will"
    r"\s{1,3}be)\s{1,3}(?:skipped|disabled|removed|turned\s{1,3}off|bypassed|commented\s{1,3}out"
    r"|switched\s{1,3}off)\b"
)
# "The endpoint agent is the biggest consumer. Unload it": the control named the sentence before
_CONTROL_RE = re.compile(r"\b" + _CONTROLS)
_DISABLE_IT_RE = re.compile(
    r"\b(?:disable|deactivate|unload|uninstall|kill|pause|stop|remove)\s{1,3}(?:it|them)\b"
    r"|\b(?:turn|switch|shut)\s{1,3}(?:it|them)\s{1,3}(?:off|down)\b"
)
_DISABLE_IT_NEEDLES = tuple(
    f"{verb} {it}" for verb in ("disable", "deactivate", "unload", "uninstall", "kill", "pause",
                                "stop", "remove", "turn", "switch", "shut") for it in ("it", "them")
)  # fmt: skip


def _covert(doc: Doc) -> None:
    hidden = "keeps its actions from the user"
    for s, m in spots(doc, _SECRECY_RE, SECRECY_NEEDLES):
        t = s.text
        told = _SECRECY_OBJECT_RE.search(t[m.end() : m.end() + 60])
        if told and not _TELL_TO_RE.match(t, m.end()) and not _UNLESS_RE.search(t) and not (
                _banned(t)):  # fmt: skip
            emit(doc, "covert-action", "high", s, m.start(), m.end(), hidden)
    for pattern, needles in ((_HIDE_RE, HIDE_NEEDLES), (_HIDE_MORE_RE, HIDE_MORE_NEEDLES)):
        for s, m in spots(doc, pattern, needles):
            if not negated(s.text, m.start()) and not _banned(s.text) and not _UNLESS_RE.search(
                    s.text):  # fmt: skip
                emit(doc, "covert-action", "high", s, m.start(), m.end(), hidden)
    for s, m in spots(doc, _CLAIMED_CONSENT_RE, CLAIMED_CONSENT_NEEDLES):
        emit(doc, "covert-action", "high", s, m.start(), m.end(),
              "claims consent the user did not give")  # fmt: skip
    for s, m in spots(doc, _CONSENT_RE, CONSENT_NEEDLES):
        t = s.text
        if negated(t, m.start()) or _banned(t) or _OPTION_RE.search(t, 0, m.start()):
            continue
        if m.group().endswith(("ask", "request")) and _ASK_OTHER_RE.match(t, m.end()):
            continue
        if _RISKY_RE.search(t) or _RISKY_RE.search(before(doc, s)):
            emit(doc, "covert-action", "high", s, m.start(), m.end(),
                  "acts without the user's consent")  # fmt: skip


def _banned(t: str) -> bool:
    """The sentence marks what it describes as forbidden ("= not allowed", "❌")."""
    return bool(_BANNED_RE.search(t))


def agent_rules(doc: Doc) -> None:
    """All rules of this module: sentence rules first, then line rules on fake role turns and
    permission settings (these hold in code blocks too)."""
    _covert(doc)
    for s, m in spots(doc, _AUTHORITY_RE, AUTHORITY_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "prompt-injection", "high", s, m.start(), m.end(),
                  "claims authority over the user")  # fmt: skip
    for s, m in spots(doc, _VOID_RE, VOID_NEEDLES):
        emit(doc, "prompt-injection", "high", s, m.start(), m.end(),
              "declares the agent's rules void")  # fmt: skip
    for s, m in spots(doc, _SELF_GRANT_RE, SELF_GRANT_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "permission-escalation", "high", s, m.start(), m.end(),
                  "widens its own permissions")  # fmt: skip
    for s, m in spots(doc, _DISABLE_RE, DISABLE_NEEDLES):
        if not negated(s.text, m.start()):
            emit(doc, "security-disablement", "high", s, m.start(), m.end(),
                  "switches off a security control")  # fmt: skip
    for s, m in spots(doc, _DISABLE_IT_RE, _DISABLE_IT_NEEDLES):
        if not negated(s.text, m.start()) and _CONTROL_RE.search(before(doc, s)):
            emit(doc, "security-disablement", "high", s, m.start(), m.end(),
                  "switches off the security control the sentence before names")  # fmt: skip
    for i in doc.hits("system", "developer", "admin"):
        if (r := _ROLE_TAG_RE.match(doc.low_lines[i])) and not doc.in_frontmatter(i):
            sev: Severity = "medium" if doc.in_fence(i) else "high"
            doc.emit("prompt-injection", sev, i, r.start(), "a fake system or developer turn")
    for i in doc.hits("dangerously", "allow_all", "skip_confirm", "bypass", "auto_approve",
                      "autoapprove", '"allow"'):  # fmt: skip
        for m in islice(_GRANT_CONFIG_RE.finditer(doc.low_lines[i]), 1):
            emit_in_context(doc, "permission-escalation", "high", i, m.start(), m.end(),
                            "turns off the agent's permission checks")  # fmt: skip
