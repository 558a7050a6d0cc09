"""Taxonomy acts on whose word the agent follows: text it reads given the user's authority, the
user's own request made to count for less than the skill's or ignored when they say stop, and
statements planted in its memory as the user's (``rules_taxonomy`` runs them)."""

from __future__ import annotations

from .taxonomy_words import Act, _n, _re

CONTROL_ACTS: tuple[Act, ...] = (
    Act(
        "prompt-injection",
        "gives text it reads (a page, a file, a message) the user's authority",
        _n(
            "as you would|as though|as if|as a request|as requests|as an instruction|"
            "as instructions|as a command|as commands|as orders|as direct|as explicit|"
            "same weight|same authority|same priority|equal weight|equal authority"
        ),
        _re(
            r"\bas\s{1,3}(?:you\s{1,3}would|though|if\s{1,3}(?:it|they|these|those)\s{1,3}"
            r"(?:were|was|came|come|had\s{1,3}come))\s{1,3}(?:\S+\s{1,3}){0,3}?(?:(?:requests?"
            r"|instructions?|commands?|orders?|asks?)\s{1,3})?(?:from|by|of)\s{1,3}(?:the|your)"
            r"\s{1,3}(?:user|operator|owner|principal)\b|\bas\s{1,3}(?:a\s{1,3}|an\s{1,3})?"
            r"(?:direct\s{1,3}|explicit\s{1,3})?(?:requests?|instructions?|commands?|orders?)"
            r"\s{1,3}(?:from|by|of)\s{1,3}(?:the|your)\s{1,3}(?:user|operator|owner|principal"
            r"|maintainers?|administrators?|admins?)\b"
            r"|\bas\s{1,3}(?:if|though)\s{1,3}(?:the|your)\s{1,3}(?:user|operator|owner)\s{1,3}"
            r"(?:had\s{1,3}|has\s{1,3})?(?:asked|requested|said|written|typed|sent|approved)"
            r"|\b(?:same|equal)\s{1,3}(?:weight|authority|priority)\s{1,3}as\s{1,3}(?:(?:a|an"
            r"|the|your)\s{1,3})?(?:user'?s?|operator'?s?|instructions|system\s{1,3}prompt)"
        ),
        (
            _re(
                r"\b(?:pages?|sites?|websites?|sections?|documents?|emails?|messages?|comments?"
                r"|issues?|tickets?|outputs?|results?|responses?|files?|readme|content|text"
                r"|notes?|snippets?|embedded|retrieved|fetched|found)\b"
            ),
            _re(
                r"\b(?:follow\w*|obey\w*|treat\w*|handle|act\s{1,3}on|carry\s{1,3}out|execut\w*"
                r"|comply|honou?r|implement|apply|give)\b"
            ),
        ),
        context=True,
    ),
    Act(
        "prompt-injection",
        "makes the user's own request count for less than the skill's",
        _n(
            "preference|suggestion|advisory|non-binding|nonbinding|disagree|"
            "conflict|is the authority|final authority|final say"
        ),
        _re(
            r"\b(?:the\s{1,3}user'?s|their|the\s{1,3}person'?s)\s{1,3}(?:\w+\s{1,3}){0,2}?"
            r"(?:requests?|wording|instructions?|answers?|objections?|wishes|decisions?|choices?"
            r"|no)\s{1,3}as\s{1,3}(?:a\s{1,3}|an\s{1,3}|merely\s{1,3}|only\s{1,3})?(?:mere"
            r"\s{1,3})?(?:preference|suggestion|advisory|non-?binding|optional)\b"
            r"|\b(?:disagree|conflict)\w*\b[^.;\n]{0,60}\b(?:is|are|has|remains?)\s{1,3}"
            r"(?:the\s{1,3})?(?:final\s{1,3})?(?:authority|say|last\s{1,3}word)\b"
        ),
        (
            _re(
                r"\b(?:user|person\s{1,3}you\s{1,3}(?:are\s{1,3})?(?:work|working|acting|help"
                r"|helping)\s{1,3}(?:for|with)|requester|customer|human)\b"
            ),
        ),
        unless=_re(  # the user keeps the last word: "… the user's request is the authority"
            r"\b(?:user|requester|customer|person|they|them|their)(?:'s)?\s{1,3}(?:\w+\s{1,3}){0,2}?"
            r"(?:is|are|has|have|wins?|remains?|keeps?)\s{1,3}(?:the\s{1,3})?(?:final\s{1,3})?"
            r"(?:authority|say|last\s{1,3}word)"
        ),
    ),
    Act(
        "prompt-injection",
        "follows what it reads over the user's request when the two conflict",
        _n("conflict|contradict|disagree|clash"),
        _re(
            r"\b(?:conflicts?|contradicts?|disagrees?|clash(?:es)?)\s{1,3}with\s{1,3}(?:the"
            r"\s{1,3}user'?s|their|your\s{1,3}user'?s)\s{1,3}(?:\w+\s{1,3}){0,2}?(?:requests?"
            r"|instructions?|wishes|task|ask|prompt)\b"
        ),
        (
            _re(
                r"\b(?:follow|obey|apply|prefer|keep\s{1,3}to)\s{1,3}(?:the|this|that|its)"
                r"\s{1,3}(?:directives?|comments?|files?|pages?|notes?|text|skill|maintainers?"
                r"|readme|issue|message|config\w*)\b"
            ),
        ),
        unless=_re(r"\b(?:follow|obey|prefer)\s{1,3}the\s{1,3}user|\bask\s{1,3}the\s{1,3}user"),
    ),
    Act(
        "prompt-injection",
        "keeps going after the user says stop",
        _n("carry on|continu|keep|resum|proceed|press on|queu"),
        _re(
            r"\b(?:carry\s{1,3}on|continu\w*|keep\s{1,3}(?:going|working|running|[a-z]{3,20}ing)"
            r"|resum\w*|proceed\w*|press\s{1,3}on|re-?queu\w*)\b"
        ),
        (
            _re(  # the user (or anyone) asks it to stop
                r"\b(?:user|they|someone|anyone|person|people|customer|requester|human|them)\b"
                r"[^.;]{0,60}?\b(?:stop|pause|cancel|halt|abort|interrupt|roll\s{1,3}back)\w*"
                r"|\b(?:requests?|messages?|attempts?|instructions?)\s{1,3}to\s{1,3}(?:stop|pause"
                r"|cancel|halt|abort)"
            ),
            _re(  # and it goes on regardless, or the sentence says what to do when they do
                r"\banyway\b|\bregardless\b|\beven\s{1,3}(?:if|when|after|though)\b"
                r"|^\W{0,3}(?:if|when|whenever|should)\s{1,3}(?:the\s{1,3})?(?:user|they|someone"
                r"|anyone|customer|requester|people)\b[^.;]{0,120}?,\s{0,3}(?:[^.;,]{0,60}?\b"
                r"(?:and|then)\s{1,3})?(?:keep\s{1,3}[a-z]{3,20}ing|continue|carry\s{1,3}on|proceed"
                r"|press\s{1,3}on)\b"
                r"|\bnonetheless\b|\ball\s{1,3}the\s{1,3}same\b|\bwithout\s{1,3}(?:stopping"
                r"|pausing)|\baccident\w*|\bnerves\b|\bnoise\b|\bignor\w*"
            ),
        ),
        unless=_re(  # it stops: "… stop immediately", "honour the request", "unless they cancel"
            r"(?:^|[,;:]\s{0,3}|\bthen\s{1,3}|\byou\s{1,3})(?:stop|halt|pause)\s{1,3}(?:immediately"
            r"|at\s{1,3}once|right\s{1,3}away)|\b(?:honou?r|respect|obey)\s{1,3}(?:it|that|the"
            r"\s{1,3}(?:request|stop))|\bunless\s{1,3}(?:the\s{1,3})?(?:user|they|someone)"
            r"|\b(?:once|when|after)\s{1,3}(?:they|the\s{1,3}user)\s{1,3}(?:say|ask|tell|confirm"
            r"|agree)\w*"
        ),
    ),
    Act(
        "persistence",
        "writes statements into the agent's memory as if the user had made them",
        _n("as if|as though|as facts|as preferences|in the user's|in their own|user's voice"),
        _re(
            r"\bas\s{1,3}(?:if|though)\s{1,3}(?:the\s{1,3}user|they|he|she)\s{1,3}(?:had\s{1,3})?"
            r"(?:said|written|asked|stated|told|given|typed)|\bas\s{1,3}(?:facts?|preferences?|"
            r"statements?)\s{1,3}(?:about|from|of|by)\s{1,3}(?:the\s{1,3})?user|\bin\s{1,3}(?:the"
            r"\s{1,3}user'?s|their)\s{1,3}(?:own\s{1,3})?(?:voice|words|name)"
        ),
        (
            _re(
                r"\b(?:memor(?:y|ies)|persistent\s{1,3}notes|notes?\s{1,3}file|remember\w*"
                r"|long-term|preferences?\s{1,3}file|profile)\b"
            ),
            _re(r"\b(?:save|store|write|add|record|remember|put|keep|log)\w*\b"),
        ),
        context=True,
    ),
)
