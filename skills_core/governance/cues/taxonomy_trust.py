"""Taxonomy acts on the user's trust: move their money elsewhere or waive the check that
protects it, hide the agent's own actions from its report, raise its own privileges or
answer its own permission prompts (``rules_taxonomy`` runs them)."""

from __future__ import annotations

from .taxonomy_words import _W, Act, _n, _re

#: Where a payment goes: the account, card or wallet a payment, refund or payout is sent to.
_PAY_TO_RE = _re(
    r"\b(?:iban|swift|bic|routing\s{1,3}(?:and\s{1,3}account\s{1,3})?numbers?|account"
    r"\s{1,3}numbers?|bank\s{1,3}(?:account|details|transfer)s?|beneficiar(?:y|ies)|payees?"
    r"|wallet(?:\s{1,3}address(?:es)?)?|payout\s{1,3}(?:account|destination)s?|recipients?"
    r"|remittance|(?:original|saved)\s{1,3}(?:card|payment\s{1,3}method)s?|settlement"
    r"\s{1,3}account|direct\s{1,3}deposit)\b"
)
_PAY_TO_NEAR = _n(
    "iban|swift|bic|routing|account number|bank account|bank details|bank transfer|beneficiar|"
    "payee|wallet|payout|recipient|remittance|original card|original payment|saved card|"
    "saved payment|settlement account|direct deposit"
)
_MONEY_RE = _re(
    r"\b(?:pa(?:y|id|ys|ying|yments?|youts?)|refund\w*|wires?|transfer\w*|reimburse\w*"
    r"|withdraw\w*|payroll|deposit\w*|invoices?|funds)\b"
)
# the redirect is held for a check: a call back on the number on file, a second approver
_PAY_CHECK_RE = _re(
    r"\bcall\w*\s{1,3}(?:\w+\s{1,3}){0,3}?(?:back|on\s{1,3}the\s{1,3}number)|call-?\s?back"
    r"|\bverif\w*|\bconfirm\w*|\b(?:hold|stop|escalat\w*|reject\w*|report)\b|\bflag\b"
)

#: What the agent did that a covert skill keeps out of its report: a step of its own, not data.
_OWN_ACT_RE = _re(
    r"\b(?:snapshot|upload\w*|telemetry|usage\s{1,3}(?:report\w*|data|pings?)|housekeeping"
    r"|beacon|postinstall|mirror(?:ed|ing)|(?:extra|additional|hidden|background|side)\s{1,3}"
    r"(?:\w{1,20}\s{1,3})?(?:step|call|request|upload|package|task|job)s?)\b"
)


TRUST_ACTS: tuple[Act, ...] = (
    # --- financial fraud: the payment goes elsewhere, or the check that would catch it is waived
    Act(
        "harmful-instruction",
        "pays, refunds or routes money to a destination other than the one on record",
        _n("instead of|rather than|in place of|regardless of|whatever|whichever|differ"),
        _re(
            r"\b(?:instead\s{1,3}of|rather\s{1,3}than|in\s{1,3}place\s{1,3}of|regardless"
            r"\s{1,3}of|whatever|whichever|differs?\s{1,3}from)\s[^.;:]{0,60}?\b(?:original"
            r"|on\s{1,3}(?:file|record)|(?:customer|vendor|supplier|employee)\s{1,3}(?:record"
            r"|master|profile)|vendor\s{1,3}master|master\s{1,3}(?:file|record|data)|(?:user"
            r"|customer|requester|employee)\s{1,3}(?:named|gave|chose|picked|entered)"
            r"|hr\s{1,3}system)"
        ),
        (_PAY_TO_RE, _MONEY_RE),
        unless=_PAY_CHECK_RE,
        near=_PAY_TO_NEAR,
    ),
    Act(
        "harmful-instruction",
        "waives the check that protects a change of bank details or a payment's destination",
        _n(
            "skip|waive|waiving|bypass|no need|not need|n't need|without|only delay|treat|"
            "sufficient|enough|do not copy|do not cc|do not notify|do not flag"
        ),
        _re(
            r"\b(?:skip\w*|waive[sd]?|waiving|bypass\w*|no\s{1,3}need\s{1,3}(?:for|to)|(?:does"
            r"|do)\s{1,3}not\s{1,3}need|don'?t\s{1,3}need|without)\s[^.;:]{0,40}?\b(?:call-?"
            r"\s?backs?|verification|verify\w*|confirm\w*|second\s{1,3}approv\w*|dual\s{1,3}"
            r"(?:approv|control)\w*|approv(?:al|er)s?|sign-?off|check)\b|\b(?:call-?\s?back"
            r"|verification|confirmation|second\s{1,3}approval|dual\s{1,3}approval|approval)"
            r"\s(?:\w+\s){0,3}?(?:(?:is|are)\s{1,3}(?:waived|skipped|not\s{1,3}(?:needed"
            r"|required)|unnecessary)|(?:isn'?t|aren'?t)\s{1,3}(?:needed|required|necessary))"
            r"|\bonly\s{1,3}delays?\b|\btreat\s" + _W + r"{0,4}?as"
            r"\s{1,3}(?:the\s{1,3}|an\s{1,3})?approv\w*|\b(?:is|are)\s{1,3}(?:sufficient"
            r"|enough)\b|\bdo\s{1,3}not\s{1,3}(?:copy|cc|notify|flag)\s(?:\w+\s){0,3}?"
            r"(?:approv\w*|treasury|finance|controller|the\s{1,3}(?:difference|change))"
        ),
        (_PAY_TO_RE,),
        near=_PAY_TO_NEAR,
        context=True,
    ),
    # --- hide its own actions from the user
    Act(
        "covert-action",
        "leaves one of its own actions out of what it tells the user",
        _n(
            "leave|keep|omit|not list|not mention|not include|not name|not report|not note|"
            "not bring up|not surface|not describe|not appear|not be|n't list|n't mention|"
            "n't include|need to mention|need to list|need to include|without mentioning|"
            "never list|never mention|never include"
        ),
        _re(
            r"\b(?:(?:leave|keep)\s{1,3}" + _W + r"{0,6}?out\s{1,3}of|omit(?:s|ted|ting)?"
            r"|without\s{1,3}mentioning|(?:do|does|should|must|need)\s{0,3}(?:not|n't)\s{1,3}"
            r"(?:list|mention|include|name|report|note|bring\s{1,3}up|surface|describe|appear"
            r"|be\s{1,3}(?:mentioned|listed|included|shown))|no\s{1,3}need\s{1,3}to\s{1,3}"
            r"(?:mention|list|include|report|note)|never\s{1,3}(?:list|mention|include|name"
            r"|report|surface))\b"
        ),
        (
            _re(
                r"\b(?:summar(?:y|ies)|report|reply|response|answer|explanation|recap|commit"
                r"\s{1,3}messages?|changelog|release\s{1,3}notes|pr\s{1,3}description|status"
                r"\s{1,3}update|follow-up|hand-?off)\b"
            ),
            _OWN_ACT_RE,
        ),
    ),
    Act(
        "covert-action",
        "keeps what it used or changed from the user",
        _n("skip|avoid|no need|not|n't|never|without|left out|omitted|implementation detail"),
        _re(
            r"\b(?:(?:skip|avoid|no\s{1,3}need\s{1,3}(?:for|to)|(?:do|does|should|need)\s{0,3}(?:not"
            r"|n't)|never|without)\s{1,3}(?:telling|tell|showing|show|informing|inform|mention"
            r"(?:ing)?|reporting|report|explain(?:ing)?|describ(?:e|ing)|surfac(?:e|ing)|list"
            r"(?:ing)?)|can\s{1,3}be\s{1,3}(?:left\s{1,3}out|omitted|skipped)|(?:an|the)"
            r"\s{1,3}implementation\s{1,3}detail)\b"
        ),
        (
            _re(  # what it used or changed: a source it chose, an entry it wrote, an encoding
                r"\b(?:which|what)\s{1,3}" + _W + r"{0,2}?(?:index|indexes|mirrors?|registry"
                r"|registries|hosts?|servers?|endpoints?|sources?|urls?|packages?|settings?"
                r"|permissions?|patterns?|commands?|encoding)\b|\b(?:imported|added|installed"
                r"|changed|widened|removed|rewritten|appended|encoded|modified|substituted)"
                r"\s{1,3}" + _W + r"{0,1}?(?:lines|entries|patterns|packages|hosts|commands"
                r"|settings|rules|permissions|mirrors?)\b|\b(?:patterns|entries|lines|hosts"
                r"|packages)\s{1,3}(?:added|imported|installed|widened|changed)\b|\bthe"
                r"\s{1,3}(?:encoding|mirror|substitut\w+|widening)\b"
            ),
        ),
    ),
    Act(
        "covert-action",
        "scripts a reassuring answer for when the user asks what it did",
        _n("ask|asks|asked|wonders|questions"),
        _re(
            r"\b(?:asks?|asked|wonders|questions)\s{1,3}(?:you\s{1,3})?(?:directly\s{1,3})?"
            r"(?:whether|if|what\b|[\"'“«]\s{0,2}(?:did|have|has|was|were|is|are|do|does|what)\b)"
        ),
        (
            _re(
                r"\b(?:say|answer|tell\s{1,3}(?:them|the\s{1,3}user|him|her)|reply|respond"
                r"|explain)\s{1,3}(?:that\s{1,3})?[^.;]{0,80}?\b(?:only|just|merely|nothing"
                r"|simply)\b"
            ),
            _re(
                r"\b(?:data|anything|network|contact\w*|sent|send|upload\w*|left|outside"
                r"|call(?:s|ed)?|connect\w*|telemetry|traffic|chang\w*|touched|edit\w*"
                r"|modified|added|ran|installed)\b"
            ),
        ),
        unless=_re(r"\b(?:diff|list\s{1,3}(?:every|each|all)|every\s{1,3}(?:file|change))\b"),
    ),
    Act(
        "covert-action",
        "swaps a contact or destination on record for another and keeps the edit quiet",
        _n("replace|swap|change|update|point|repoint|redirect|substitute"),
        _re(
            r"\b(?:replac|swap|chang|updat|point|repoint|redirect|substitut)\w{0,4}\s{1,3}"
            r"(?:" + _W + r"){0,5}?(?:contacts?|e-?mail\s{1,3}address(?:es)?|addresses|phone"
            r"\s{1,3}numbers?|status\s{1,3}pages?|support\s{1,3}(?:links?|pages?|channels?)"
            r"|escalation\s{1,3}\w{1,12}|links?|urls?|endpoints?|webhooks?|accounts?|iban|payees?"
            r"|wallets?|recipients?|(?:wallet|custody|deposit|payout|receiving)\s{1,3}address"
            r"(?:es)?)\b"
        ),
        (
            _re(  # the new value is a literal: an address, a host, a URL, a wallet, an IBAN
                r"[\w.+-]@[\w-]{1,63}\.[a-z]{2,}|https?://|\b[\w-]{2,63}\.(?:com|net|org|io|info"
                r"|co|biz|xyz|app|dev|ru|cn|top|site|online)\b|\b0x[0-9a-f]{40}\b"
                r"|\bbc1[02-9ac-hj-np-z]{25,60}\b|\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){3,7}\b"
            ),
            _re(  # and the edit is kept from the people who would notice
                r"\b(?:minor\s{1,3}(?:edit|change)|(?:not|n't|never|without|no\s{1,3}need\s{1,3}"
                r"to)\s{1,3}(?:\w{1,12}"
                r"\s{1,3}){0,4}?(?:notif\w*|alert\w*|ping\w*|tell\w*|inform\w*|announc\w*|mention"
                r"\w*|flag\w*)|silent\w*|quiet\w*|no\s{1,3}(?:changelog|notification|announcement)"
                r"|unnoticed)"
            ),
        ),
        after=True,
    ),
    # --- records falsified, the user deceived about who they talk to
    Act(
        "harmful-instruction",
        "backdates approvals or sign-offs in the records an audit reads",
        _n("date|timestamp|backdat"),
        _re(
            r"\b(?:change|set|alter|edit|adjust|rewrite|move|shift|backdat)\w{0,3}\s{1,3}(?:the\s{1,3})?"
            r"(?:\w+\s{1,3}){0,2}?(?:approval|sign-?off|review|audit|signature|posting|log)\w{0,3}"
            r"\s{1,3}(?:dates?|timestamps?)\b|\bbackdate\s{1,3}(?:the|each|every|all|any|it|them)\b"
        ),
        (
            _re(
                r"\bto\s{1,3}(?:the\s{1,3})?(?:day|date|week|last\s{1,3}day|first\s{1,3}day)\s{1,3}"
                r"(?:before|prior|of\s{1,3}the\s{1,3}(?:quarter|period|month))|\bbackdate\s"
                r"|\bconsistent\s{1,3}with\s{1,3}the\s{1,3}(?:posting|transaction)|\bbefore\s{1,3}the"
                r"\s{1,3}(?:transaction|posting|payment)"
            ),
        ),
        context=True,
    ),
    Act(
        "harmful-instruction",
        "tells the user it is a person when they ask whether it is an AI",
        _n("deny|denies|insist|claim|pretend|say you are|say you're|tell them you"),
        _re(
            r"\b(?:deny|denies|insist\w*|claim\w*|pretend\w*)\b|\b(?:say|tell\s{1,3}them)\s{1,3}"
            r"(?:that\s{1,3})?you(?:\s{1,3}are|'re)\s{1,3}(?:a\s{1,3})?(?:human|real|person)"
        ),
        (
            _re(
                r"\b(?:ai|a\s{1,3}bot|chatbot|a\s{1,3}machine|a\s{1,3}script|an\s{1,3}assistant"
                r"|automated|artificial|language\s{1,3}model|llm)\b"
            ),
            _re(r"\b(?:asks?|asked|wonders?|questions?|suspects?|whether|if)\b"),
        ),
        unless=_re(
            r"\b(?:say|answer|confirm|admit)\w{0,3}\s{1,3}(?:yes|honestly|that\s{1,3}you(?:\s{1,3}are|'re)\s{1,3}an?\s{1,3}(?:ai|assistant|bot))"
        ),
    ),
    # --- raise its own identity's privileges
    Act(
        "permission-escalation",
        "gives its own or a service identity administrator rights",
        _n("admin|owner|superuser|sudoers"),
        _re(
            r"\b(?:cluster-?(?:wide\s{1,3})?admin\w*|cluster-wide\s{1,3}administrator"
            r"|administrator\s{1,3}role|admins?\s{1,3}(?:role|group)|owners?\s{1,3}(?:group"
            r"|role|team)|org(?:ani[sz]ation)?\s{1,3}owners?|global\s{1,3}admin\w*|superuser"
            r"|administratoraccess|domain\s{1,3}admins?|sudoers)\b"
        ),
        (
            _re(
                r"\b(?:yourself|your\s{1,3}own|(?:identity|account|credentials?|token)\s{1,3}you"
                r"\s{1,3}(?:are\s{1,3})?(?:using|use|run\s{1,3}as)|svc[-_][\w-]{1,40}|service"
                r"\s{1,3}account|(?:deploy|ci|bot|agent|automation)\s{1,3}(?:identity|account|user"
                r"|principal|role))\b"
            ),
            _re(r"\b(?:bind|add|place|put|grant|give|assign|attach|make|elevate|promote)\w{0,3}\b"),
        ),
        unless=_re(
            r"\bconfirm\w*|\bapprov\w*|\bask(?:s|ed)?\s{1,3}(?:the\s{1,3}user|first|before)"
            r"|\btemporar\w*|\bexpir\w*|\bfor\s{1,3}\d{1,3}\s{1,3}(?:hours?|minutes?|days?)\b"
        ),
    ),
    Act(
        "permission-escalation",
        "grants an administrator role around its approval: now, paperwork later, no expiry",
        _n("admin|owner|superuser"),
        _re(
            r"\b(?:super\s{0,3}admin\w*|global\s{1,3}admin\w*|domain\s{1,3}admins?|org(?:ani[sz]ation)?"
            r"\s{1,3}owners?|(?:owner|administrator|admin)\s{1,3}(?:role|group)|superuser)\b"
        ),
        (
            _re(r"\b(?:add|grant|give|assign|make|elevate|promote|put)\w{0,3}\b"),
            _re(
                r"\bpaperwork\s{1,3}(?:later|after)|\bticket\s{1,3}(?:later|after)|\bno\s{1,3}expir\w*"
                r"|\bwithout\s{1,3}(?:a\s{1,3}|an\s{1,3}|the\s{1,3})?(?:ticket|approval|review|sign-?off"
                r"|request)|\bremove\s{1,3}it\s{1,3}later\s{1,3}if|\bfor\s{1,3}the\s{1,3}session\b"
                r"|\bskip\w*\s{1,3}(?:the\s{1,3})?(?:approval|ticket|review)"
            ),
        ),
    ),
    Act(
        "permission-escalation",
        "answers the agent's own permission prompts with the option that allows",
        _n("option that|choice that|button that|answer that"),
        _re(
            r"\b(?:pick|choose|select|click|take)\s{1,3}(?:the\s{1,3})?(?:option|choice|button"
            r"|answer)\s{1,3}that\s{1,3}(?:allows|approves|accepts|permits|grants|says\s{1,3}yes)"
            r"\b"
        ),
        (
            _re(
                r"\b(?:permission|confirmation|approval)\s{1,3}(?:prompt|dialog|request|question)s?"
                r"\b|\bprompts?\s{1,3}(?:for|to)\s{1,3}(?:permission|confirm)"
            ),
        ),
        unless=_re(
            r"\b(?:let|ask|have)\s{1,3}(?:the\s{1,3})?user\b|\bthe\s{1,3}user\s{1,3}(?:picks?"
            r"|chooses?|decides?|selects?)\b"
        ),
    ),
)
