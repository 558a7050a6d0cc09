"""Taxonomy acts on the user's data and trust: destroy data at scale, deceive the user, obey
or run what a URL holds, send data out, reveal secrets (``rules_taxonomy`` runs them)."""

from __future__ import annotations

from .taxonomy_words import (
    _CONFIRM_RE,
    _DEST_RE,
    _LOCAL_SINK_RE,
    _PRIVATE_NEAR,
    _PRIVATE_RE,
    _SECRET_NEAR,
    _SECRET_RE,
    _W,
    Act,
    _n,
    _re,
)

DATA_ACTS: tuple[Act, ...] = (
    # --- destructive actions
    Act(
        "destructive-action",
        "destroys data at scale",
        _n("erase|wipe|delete|drop|destroy|remove|purge|truncate|nuke|force-push|force push"),
        _re(r"\b(?:erase|wipe|delete|drop|destroy|remove|purge|truncate|nuke|force[\s-]push)\w*"),
        (
            _re(
                r"\b(?:everything|every|all|entire|whole)\b|home\s{1,3}(?:directory|folder|dir)"
                r"|\bover\s{1,3}(?:main|master)\b"
            ),
            _re(
                r"\b(?:home\s{1,3}(?:directory|folder|dir)|files|tables?|databases?|branch(?:es)?"
                r"|buckets?|disks?|drives?|repositor(?:y|ies)|backups?|volumes?|everything|records"
                r"|snapshots)\b|\bover\s{1,3}(?:main|master)\b"
            ),
        ),
        unless=_CONFIRM_RE,
        near=_n(
            "everything|every|all|entire|whole|home director|home folder|home dir|"
            "over main|over master"
        ),
    ),
    # --- social engineering of the user
    Act(
        "prompt-injection",
        "deceives the user into handing over a secret",
        _n(
            "the chat|this chat|the conversation|this conversation|the reply|"
            "the message|the window|behalf|readme|expired|suspended|locked|"
            "compromised|urgent|immediately|within the hour|authenticat"
        ),
        _re(
            r"\b(?:in(?:to)?\s{1,3}(?:the|this)\s{1,3}(?:chat|conversation|reply|message|window)"
            r"|on\s{1,3}(?:their|the\s{1,3}user'?s|his|her)\s{1,3}behalf|readme|expired"
            r"|suspended|locked|compromised|urgent\w*|immediately|within\s{1,3}the\s{1,3}hour"
            r"|re-?authenticat\w*)"
        ),
        (
            _SECRET_RE,
            _re(
                r"\b(?:type|enter|paste|provide|share|send|give|confirm|read\s{1,3}out|input)\b"
                r"|\bfor\s{1,3}(?:their|his|her|your)\b"
            ),
            _re(
                r"\b(?:ask|tell|warn|inform|convince|persuade|have|get|instruct|request|prompt)"
                r"\s{1,3}(?:the\s{1,3}user|users?|them)\b"
            ),
        ),
        near=_SECRET_NEAR,
    ),
    Act(
        "prompt-injection",
        "deceives the user into running a command",
        ("tell", "inform", "warn", "convince", "persuade", "reassure"),
        _re(r"\b(?:tell|inform|warn|convince|persuade)\s{1,3}(?:the\s{1,3}user|users?|them)\b"),
        (
            _re(
                r"\b(?:must|need\s{1,3}to|have\s{1,3}to|should|required\s{1,3}to)\s{1,3}"
                + _W
                + r"{0,2}(?:paste|run|execute|enter|type|install|open)\b"
            ),
            _re(r"\b(?:terminal|powershell|command|admin\w*|run\s{1,3}dialog|console|shell)\b"),
            _re(r"reassur\w*|\bofficial\b|\blegit\w*|\bsafe\b|://"),
        ),
        near=("reassur", "official", "legit", "safe", "://"),
    ),
    # --- fetched instructions and code
    Act(
        "remote-instructions",
        "obeys what a fetched page says",
        _n("what it|what they|what the|what that|whatever|carry out|obey|act on"),
        _re(
            r"\bdo\s{1,3}(?:exactly\s{1,3})?what(?:ever)?\s{1,3}(?:it|they|the\s{1,3}\w+|that"
            r"\s{1,3}\w+)\s{1,3}(?:says|say|lists|tells|asks|contains)|\bcarry\s{1,3}out\s{1,3}"
            r"(?:what|whatever|everything)|\bobey\w*|\bact\s{1,3}on\s{1,3}(?:it|them|what)"
        ),
        (
            _re(r"://|\bgists?\b|\bpage\b|\blink\b|\burl\b|\bpaste"),
            _re(r"\b(?:fetch|download|open|read|get|grab|visit|load|retrieve|pull)\w*"),
        ),
    ),
    Act(
        "download-and-execute",
        "runs code copied from a URL",
        ("execute", "run it", "run the", "run that", "run them"),
        _re(
            r"\b(?:execute|run)\s{1,3}(?:it|them|the\s{1,3}(?:file|script|code)|that\s{1,3}"
            r"(?:file|script))\b"
        ),
        (
            _re(_DEST_RE.pattern + r"|\bgists?\b|\bpastebin\b"),
            _re(r"\b(?:copy|download|fetch|paste|save|grab)\w*"),
        ),
        unless=_re(r"checksum|sha-?256|sha-?512|signature|\bverif|\bgpg\b|cosign"),
        near=("://", "gist", "pastebin"),
    ),
    # --- data leaves the machine
    Act(
        "data-exfiltration",
        "tells the agent to send local data out",
        _n(
            "send|upload|hand|transfer|ship|relay|mail|forward|envía|envia|envoie|"
            "envoyez|envoyer|sende|schicke|invia"
        ),
        _re(
            r"\b(?:send|upload|hand|transfer|ship|relay|e-?mail|mail|forward|envía|envia"
            r"|envoie|envoyez|envoyer|sende|senden|schicke|invia)\w*"
        ),
        (_PRIVATE_RE, _DEST_RE),
        sends=True,
        near=_PRIVATE_NEAR,
    ),
    Act(
        "data-exfiltration",
        "commits secrets to a shared repository",
        ("public repo", "public gist", "public bucket", "to git", "into git", "shared repo"),
        _re(r"\b(?:public|shared)\s{1,3}(?:repo|repository|gist|bucket)|\b(?:to|into)\s{1,3}git\b"),
        (_SECRET_RE, _re(r"\b(?:add|commit|push|upload|check\s{1,3}in)\b")),
        sends=True,
    ),
    Act(
        "data-exfiltration",
        "puts local data in the query of a URL it opens",
        ("link", "url", "query", "followed by"),
        _re(
            r"\b(?:include|put|append|add)\s{1,3}" + _W + r"{0,4}(?:in|into|to)\s{1,3}(?:the"
            r"\s{1,3})?(?:link|url|query)|\bfollowed\s{1,3}by\s{1,3}(?:those|these|the|its|their"
            r"|each)\s{1,3}\w+"
        ),
        (_re(r"://[^\s]{1,200}[?&]\w{1,20}="), _PRIVATE_RE),
        sends=True,
        near=_PRIVATE_NEAR,
    ),
    Act(
        "credential-access",
        "tells the agent to reveal secrets",
        _n(
            "reply|answer|response|chat|ticket|readme|commit|notebook|translation|"
            "summary|issue|comment|traduction|réponse|respuesta|antwort"
        ),
        _LOCAL_SINK_RE,
        (_SECRET_RE, _re(r"\b(?:paste|put|include|copy|list|print|show|take|recopi\w*|copi\w*)\b")),
        reads=True,
        near=_SECRET_NEAR,
    ),
)
