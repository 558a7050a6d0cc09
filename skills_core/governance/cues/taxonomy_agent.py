"""Taxonomy acts on the agent itself: override its instructions, reveal its prompt, widen or
switch off its approvals, make it persist (``rules_taxonomy`` runs them)."""

from __future__ import annotations

from .taxonomy_words import (
    _OVERRIDE_LANGS,
    _RULES_NOUN,
    _W,
    Act,
    _n,
    _re,
)

AGENT_ACTS: tuple[Act, ...] = (
    # --- override the agent's instructions
    Act(
        "prompt-injection",
        "puts itself above the agent's instructions",
        _n(
            "precedence over|priority over|supersede|override any|overrides any|"
            "override all|overrides all|override your|overrides your|override every|"
            "overrides every|as obsolete|as void|as superseded|as null|as cancel|"
            "as outdated"
        ),
        _re(
            r"\b(?:take|takes|have|has)\s{1,3}(?:precedence|priority)\s{1,3}over|\bsupersedes?"
            r"\b|\boverrides?\s{1,3}(?:any|all|your|every)|as\s{1,3}(?:obsolete|void|superseded"
            r"|null|cancel+ed|outdated)\b"
        ),
        (
            _re(
                r"\b(?:system|earlier|prior|previous|original|initial|existing|other|default"
                r"|operator|developer|safety|your)\s{1,3}"
                + _W
                + r"{0,2}"
                + _RULES_NOUN
                + r"|\bsystem\s{1,3}"
                + _W
                + r"{0,1}(?:configuration|prompt|message)"
            ),
        ),
    ),
    Act(
        "prompt-injection",
        "declares the agent's safety rules not binding",
        ("does not", "do not", "doesn't", "don't", "no longer", "written for"),
        _re(
            r"\b(?:does\s{1,3}not|do\s{1,3}not|doesn't|don't|no\s{1,3}longer)\s{1,3}(?:apply"
            r"|bind|hold|matter|count)|\bwritten\s{1,3}for\s{1,3}a\s{1,3}different"
        ),
        (
            _re(
                r"\b(?:safety|content|usage|ethical)\s{1,3}" + _W + r"{0,1}(?:guidelines?"
                r"|polic(?:y|ies)|rules|filters?|restrictions|safeguards)"
            ),
        ),
        near=("safety", "content", "usage", "ethical"),
    ),
    Act(
        "prompt-injection",
        "puts itself above the user's own messages",
        _n("outrank|precedence over|priority over|supersede|override"),
        _re(
            r"\b(?:outranks?|(?:take|takes|has|have)\s{1,3}(?:precedence|priority)\s{1,3}over"
            r"|supersedes?|overrides?)\s{1,3}(?:\w+\s{1,3}){0,2}?(?:the|your)\s{1,3}(?:user'?s?"
            r"|person'?s|customer'?s|requester'?s)\s{1,3}(?:\w+\s{1,3}){0,2}?(?:messages?|requests?"
            r"|instructions?|wishes|commands?|decisions?|answers?)\b"
        ),
        (_re(r"\b(?:skill|this|it|these|rollout|playbook|runbook|notes?|file|policy|section)\b"),),
        unless=_re(r"\bnever\s{1,3}(?:outrank|override|supersede|take)\w*"),
    ),
    Act(
        "prompt-injection",
        "replaces the agent's rules with a file's or a page's",
        ("as your",),
        _re(
            r"\bas\s{1,3}your\s{1,3}(?:new\s{1,3}|only\s{1,3}|real\s{1,3}|actual\s{1,3})?"
            r"(?:operating\s{1,3})?(?:rules|instructions|directives|system\s{1,3}prompt"
            r"|guidelines)"
        ),
        (
            _re(
                r"\breplac\w*|\binstead\s{1,3}of|\brest\s{1,3}of\s{1,3}the\s{1,3}(?:session"
                r"|conversation)|\bfrom\s{1,3}now\s{1,3}on|\bover\s{1,3}(?:the|your|any)"
            ),
        ),
    ),
    Act(
        "prompt-injection",
        "switches the agent to a persona without rules",
        _n(
            "no restrictions|without restrictions|without any|never refuse|"
            "no content|in character|no rules|no limits|no filters|unrestricted|"
            "no guidelines|no safety|without rules|without limits|without filters"
        ),
        _re(
            r"\b(?:with\s{1,3})?no\s{1,3}(?:restrictions|rules|limits|filters|content\s{1,3}"
            r"polic(?:y|ies)|guidelines|safety)|\bwithout\s{1,3}(?:any\s{1,3})?(?:restrictions"
            r"|rules|limits|filters)|\bnever\s{1,3}refuses?|\bstay\s{1,3}in\s{1,3}character"
            r"|\bunrestricted\s{1,3}(?:ai|assistant|mode|model)"
        ),
        (
            _re(
                r"\byou\s{1,3}(?:are|will\s{1,3}be|act)|\bact\s{1,3}as|\bpretend|\bpersona"
                r"|\brole-?play"
            ),
        ),
    ),
    Act(
        "prompt-injection",
        "overrides the agent's instructions (not in English)",
        _n(
            "oubliez|ignorez|oublie|ignore|tenez|ignoriere|ignorieren|vergiss|"
            "vergessen|ignora|olvida|olvide|ignorad|olvidad|dimentica|esqueça"
        ),
        _re(_OVERRIDE_LANGS),
    ),
    Act(
        "prompt-injection",
        "asks for the agent's system prompt or tool definitions",
        _n(
            "system prompt|system instruction|system message|system configuration|"
            "hidden configuration|hidden instruction|hidden prompt|hidden rules|"
            "initial instructions|original instructions|developer instructions|"
            "operator instructions|initial prompt|original prompt|developer prompt|"
            "operator prompt|developer message|operator message|initial message|"
            "original message|definitions of|definition of|tool definitions|"
            "systemanweisungen|systemprompt"
        ),
        _re(
            r"\b(?:system\s{1,3}(?:prompt|instructions?|message|configuration)|hidden\s{1,3}"
            r"(?:configuration|instructions?|prompt|rules)|(?:initial|original|developer"
            r"|operator)\s{1,3}(?:instructions|prompt|message)|definitions?\s{1,3}of\s{1,3}"
            r"(?:every|each|all|the|your)\s{1,3}tools?|tool\s{1,3}definitions|systemanweisungen"
            r"|systemprompt)"
        ),
        (
            _re(
                r"\b(?:reproduc\w*|repeat|print|output|reveal|recite|echo|dump|show|disclose"
                r"|display|copy|write\s{1,3}out|gib|aus|affiche\w*|muestra|revela)\b"
            ),
            _re(
                r"\b(?:word\s{1,3}for\s{1,3}word|verbatim|wörtlich|exact\w*|every|full|complete"
                r"|entire|all)\b"
            ),
        ),
        unless=_re(
            r"\byour\s{1,3}(?:own\s{1,3})?(?:app|application|bot|product|service)|\bdebug"
            r"|\blogs?\b"
        ),
    ),
    Act(
        "prompt-injection",
        "overrides the agent's instructions (Chinese, Japanese, Korean)",
        _n("忽略|忽视|無視|无视|忘记|忘掉|忘れ|不要理会|不理会|無効|无效|무시|잊어"),
        _re(
            r"(?:忽略|忽视|無視|无视|忘记|忘掉|不要理会|不理会)[^。！\n]{0,12}(?:指示|指令|说明|說明"
            r"|规则|規則|提示|命令|设定|設定|要求)|(?:指示|指令|ルール|命令|規則|设定|設定|提示)"
            r"[^。！\n]{0,12}(?:無視|无视|忘れ|無効|无效|作废|作廢)|(?:지시|명령|지침|규칙)[^.\n]{0,12}"
            r"(?:무시|잊어)"
        ),
    ),
    Act(
        "prompt-injection",
        "asks the agent to repeat the instructions it was given",
        _n("you were given|you have been given|you received|given to you|you were told|loaded"),
        _re(
            r"\b(?:instructions|guidance|directions|rules|prompts?|messages?|text)\s{1,3}(?:that"
            r"\s{1,3})?(?:you\s{1,3}(?:were|have\s{1,3}been)\s{1,3}(?:given|told)|you\s{1,3}"
            r"received|given\s{1,3}to\s{1,3}you)|\b(?:text|contents?|instructions)\s{1,3}of"
            r"\s{1,3}(?:any|all|every|the)\s{1,3}(?:other\s{1,3})?skills?\s{1,3}(?:loaded"
            r"|installed|available)"
        ),
        (
            _re(
                r"\b(?:reproduc\w*|repeat\w*|print\w*|output\w*|reveal\w*|recit\w*|echo\w*"
                r"|dump\w*|show\w*|disclos\w*|display\w*|copy\w*|quot\w*|writ\w*\s{1,3}out)\b"
            ),
            _re(
                r"\b(?:word\s{1,3}for\s{1,3}word|verbatim|exact\w*|every|full|complete|entire"
                r"|all|before\s{1,3}this\s{1,3}(?:conversation|chat|session))\b"
            ),
        ),
        unless=_re(r"\byour\s{1,3}(?:own\s{1,3})?(?:app|application|bot|product|service)"),
    ),
    # --- widen its own tools or approvals, switch off its guards
    Act(
        "permission-escalation",
        "claims approval for every action",
        ("standing", "blanket", "pre-approved", "preapproved", "unconditional", "permanent"),
        _re(
            r"\b(?:standing|blanket|pre-?approved|unconditional|permanent)\s{1,3}(?:approval"
            r"|permission|consent|authori[sz]ation|go-ahead)"
        ),
    ),
    Act(
        "permission-escalation",
        "acts without confirmation, even for risky steps",
        ("confirmation", "permission", "approval", "consent"),
        _re(
            r"\b(?:never|don't|do\s{1,3}not|without|no\s{1,3}need\s{1,3}to)\s{1,3}(?:stop"
            r"(?:ping)?\s{1,3}to\s{1,3})?(?:ask(?:ing)?|prompt(?:ing)?|wait(?:ing)?|check"
            r"(?:ing)?)\s{1,3}(?:the\s{1,3}user\s{1,3})?(?:for\s{1,3})?(?:confirmation|permission"
            r"|approval|consent)"
        ),
        (
            _re(
                r"\beven\s{1,3}(?:for|when|if)|\bdelet\w*|\bnetwork|\binstalls?\b|\bany\s{1,3}"
                r"command|\bevery\s{1,3}" + _W + r"{0,2}commands?|\ball\s{1,3}commands|destructive"
                r"|production|\bforce"
            ),
        ),
        near=("never", "don't", "do not", "without", "no need"),
    ),
    Act(
        "permission-escalation",
        "answers the agent's permission prompts itself",
        ("always allow", "allow all", "yes to all", "approve all", "ask again", "on the user"),
        _re(
            r"\b(?:pick|choose|select|click|press|answer|approve|accept)\s{1,3}[\"'“‘]?(?:always"
            r"\s{1,3}allow|allow\s{1,3}all|yes\s{1,3}to\s{1,3}all|approve\s{1,3}all|don'?t\s{1,3}"
            r"ask\s{1,3}again)|\b(?:approve|accept|allow)\s{1,3}" + _W + r"{0,3}on\s{1,3}the"
            r"\s{1,3}user'?s\s{1,3}behalf"
        ),
    ),
    Act(
        "permission-escalation",
        "treats its commands as approved, or approves them for the user",
        _n("approved|authori|permitted|confirmed|behalf|yes for|yes to"),
        _re(
            r"\bas\s{1,3}(?:already\s{1,3}|pre-?)?(?:approved|authori[sz]ed|permitted|confirmed"
            r"|allowed)\b|\b(?:answer|say"
            r"|reply|respond|click|type|choose)\s{1,3}(?:with\s{1,3})?[\"'“‘]?(?:yes|y|allow|ok)"
            r"[\"'”’]?\s{1,3}(?:on\s{1,3}(?:the\s{1,3}user'?s|their|his|her)\s{1,3}behalf|for"
            r"\s{1,3}(?:the\s{1,3}user|them)|to\s{1,3}(?:every|all|any))"
        ),
        (
            _re(r"\b(?:treat|consider|regard|count|answer|say|reply|respond|click|type|choose)\b"),
            _re(
                r"\b(?:every|all|any|each)\s{1,3}" + _W + r"{0,2}(?:shell\s{1,3})?(?:commands?"
                r"|tool\s{1,3}calls?|calls?|writes?|actions?|requests?|prompts?|confirmations?"
                r"|file\s{1,3}writes?|network\s{1,3}calls?)|\b(?:tool|command|permission)\s{1,3}"
                r"asks|\bconfirmation\b"
            ),
        ),
        unless=_re(r"\b(?:test|tests|fixtures?|mock\w*|sandbox\w*|container)\b"),
    ),
    Act(
        "permission-escalation",
        "gets around a tool call or permission it was refused",
        _n(
            "refused|denied|blocked|rejected|declined|disallowed|permission prompt|"
            "permission error|not allowed|not permitted"
        ),
        _re(
            r"\b(?:is|are|was|were|gets?|got|been)\s{1,3}(?:refused|denied|blocked|rejected"
            r"|declined|disallowed)\b|\bpermission\s{1,3}(?:prompts?|errors?|denials?)\b|\bnot"
            r"\s{1,3}(?:allowed|permitted)\b"
        ),
        (
            _re(
                r"\b(?:route|work|get|go|step)\s{1,3}around\b|\b(?:another|a\s{1,3}different"
                r"|some\s{1,3}other)\s{1,3}(?:way|route|path|tool|method|means)\b|\b(?:broader"
                r"|wider)\s{1,3}(?:tools|permissions|access)\b"
            ),
            _re(
                r"\b(?:tools?|commands?|calls?|permissions?|prompts?|sandbox|settings|access"
                r"|writes?|reads?|edits?|requests?|installs?)\b"
            ),
        ),
        unless=_re(
            r"\bask\w*\s{1,3}(?:the\s{1,3})?user\b|\b(?:report|stop)\b|\btell\s{1,3}the\s{1,3}user"
        ),
        near=_n("around|another|different|other|broader|wider"),
    ),
    Act(
        "permission-escalation",
        "acts as if it had tools or access beyond those it was given",
        _n("as if|as though|assume you|pretend"),
        _re(
            r"\b(?:act|behave|proceed|operate|work)\s{1,3}as\s{1,3}(?:if|though)\s{1,3}you"
            r"\s{1,3}(?:can|could|have|had|are\s{1,3}allowed|were\s{1,3}allowed)\b|\b(?:assume"
            r"|pretend)\s{1,3}(?:that\s{1,3})?you\s{1,3}(?:can|have|are\s{1,3}allowed)\b"
        ),
        (
            _re(r"\b(?:any|every|all|unrestricted|full|anywhere|root|admin\w*|unlimited)\b"),
            _re(
                r"\b(?:commands?|shell|tools?|network|internet|files?|disk|machine|system"
                r"|permissions?|access|write|sudo)\b"
            ),
        ),
    ),
    Act(
        "permission-escalation",
        "declares the tools it was given a mistake, to use more",
        _n("allowed-tools|allowed tools|tool list|tools list|frontmatter list"),
        _re(r"\ballowed[-_ ]tools\b|\btools?\s{1,3}list\b|\bfrontmatter\s{1,3}lists?\b"),
        (
            _re(
                r"\b(?:leftover|left\s{1,3}over|outdated|out\s{1,3}of\s{1,3}date|stale|obsolete"
                r"|old(?:er)?\s{1,3}template|(?:does|do)\s{1,3}n[o']t\s{1,3}(?:apply|bind|matter"
                r"|limit)|not\s{1,3}binding|disregard|much\s{1,3}more)\b"
            ),
        ),
    ),
    Act(
        "permission-escalation",
        "widens the agent's own settings to allow everything",
        ("settings", "permissions", "config", "configuration", "policy"),
        _re(
            r"\b(?:edit|change|modify|update|set|configure|rewrite|adjust)\s{1,3}"
            + _W
            + r"{0,3}(?:settings|permissions|config(?:uration)?|policy)\b"
        ),
        (
            _re(
                r"\b(?:every|all|any)\s{1,3}" + _W + r"{0,1}(?:commands?|requests?|tools?"
                r"|actions?|fetch\w*)"
            ),
            _re(
                r"\b(?:allowed|permitted|approved|auto-?approved|without\s{1,3}(?:a\s{1,3})?"
                r"(?:prompt|confirmation|asking))"
            ),
            _re(
                r"\b(?:agent'?s?|assistant'?s?|claude|codex|copilot|cursor|your\s{1,3}own"
                r"|permission\s{1,3}prompts?|pop-?ups?)\b"
            ),
        ),
        near=_n(
            "allowed|permitted|approved|without a prompt|without prompt|"
            "without confirmation|without asking"
        ),
    ),
    Act(
        "security-disablement",
        "switches off the agent's sandbox or safety checks",
        ("off", "disabl", "bypass", "circumvent", "around"),
        _re(
            r"\b(?:turn|switch|shut)\s{1,3}off|\bdisabl\w*|\bbypass\w*|\bcircumvent\w*"
            r"|\b(?:get|work|find\s{1,3}a\s{1,3}way)\s{1,3}around"
        ),
        (
            _re(
                r"\b(?:sandbox\w*|safety\s{1,3}checks?|guard(?:rail)?s?|permission\s{1,3}(?:prompts?"
                r"|checks?|dialogs?)|approval\s{1,3}(?:prompts?|checks?)|command\s{1,3}(?:safety"
                r"|checks?|filters?)|content\s{1,3}filters?|safeguards?)\b"
            ),
        ),
        near=_n(
            "sandbox|safety check|guard|permission prompt|permission check|"
            "permission dialog|approval prompt|approval check|command safety|"
            "command check|command filter|content filter|safeguard"
        ),
    ),
    # --- persistence
    Act(
        "persistence",
        "plants a fetched command in the user's shell startup",
        _n("startup|start-up|login|profile|bashrc|zshrc|rc file|init file|rc script|init script"),
        _re(
            r"\b(?:shell\s{1,3})?(?:startup|start-up|login|profile|rc|init)\s{1,3}(?:files?"
            r"|scripts?)|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b"
        ),
        (
            _re(r"\b(?:add|append|put|insert|write|place)\b"),
            _re(r"\b(?:download\w*|fetch\w*|curl|wget)\b|\bfrom\s{1,3}https?://"),
        ),
        near=("download", "fetch", "curl", "wget", "://"),
    ),
    Act(
        "persistence",
        "makes itself run at every boot or login",
        _n(
            "every boot|each boot|every login|each login|every log|each log|"
            "every startup|each startup|every start-up|each start-up|every reboot|"
            "each reboot|surviv|keeps running|keep running"
        ),
        _re(
            r"\b(?:at|on|after)\s{1,3}(?:every|each)\s{1,3}(?:boot|login|log-?in|logon|startup"
            r"|start-up|reboot)|\bsurviv\w*\s{1,3}" + _W + r"{0,3}(?:reinstall\w*|uninstall\w*"
            r"|removal|reboots?|updates?)|\bkeeps?\s{1,3}running\s{1,3}after\s{1,3}(?:this|the)"
            r"\s{1,3}(?:conversation|session|chat|task)"
        ),
        (
            _re(
                r"\b(?:register|install|create|schedule|set\s{1,3}up|add|start|launch|make\s{1,3}"
                r"sure)\b"
            ),
        ),
    ),
)
