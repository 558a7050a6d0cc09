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
    Act(
        "destructive-action",
        "tears down infrastructure or deletes at scale (also not in English)",
        _n(
            "tear|teardown|terminate|deprovision|decommission|lösch|supprim|efface|borra|"
            "elimin|apag|exclu|cancell"
        ),
        _re(
            r"\b(?:tear\s{1,3}(?:\w{1,20}\s{1,3}){0,4}?down|teardown|terminate\s{1,3}(?:all|every"
            r"|each|any|the)|deprovision|decommission|lösche|löschen|supprime[rz]?|efface[rz]?"
            r"|borra|borrar|borre|elimina|eliminar|elimine|apaga|apagar|apague|exclua|excluir"
            r"|cancella|cancellare)\b"
        ),
        (
            _re(
                r"\b(?:everything|every|all|entire|whole|gesamte\w*|alle\w*|tout|toute?s|tous|todos"
                r"|todas|todo|tutti|tutte|inteir[oa]|entier\w*|complet\w*|ganze\w*)\b"
                r"|home\s{0,3}[-\s]\s{0,3}(?:directory|folder|dir|verzeichnis)|\bproduction\b"
            ),
            _re(
                r"\b(?:home|files|tables?|databases?|branch(?:es)?|buckets?|disks?|drives?"
                r"|repositor(?:y|ies)|backups?|volumes?|records|snapshots|stack|environments?"
                r"|clusters?|infrastructure|resources|instances|servers|verzeichnis\w*|dateien"
                r"|fichiers|dossiers?|archivos|carpetas?|arquivos|pastas?|repositori\w*"
                r"|datenbank\w*|base\s{1,3}de\s{1,3}(?:données|datos|dados))\b"
            ),
        ),
        unless=_re(
            r"\bconfirm|\bask(?:s|ed|ing)?\s{1,3}(?:the\s{1,3}user|them|first|before)|approv"
            r"|dry[\s-]?run|\bonly\s{1,3}(?:after|if|when|those|the)|\b(?:preview|staging|test"
            r"|sandbox|ephemeral|temporary|disposable|pull\s{1,3}request)\b|\bback\s{0,3}up\s{1,3}"
            r"first"
        ),
    ),
    # --- social engineering of the user
    Act(
        "prompt-injection",
        "deceives the user into handing over a secret",
        _n(
            "the chat|this chat|in chat|the conversation|this conversation|the reply|"
            "the message|the window|behalf|readme|expired|suspended|locked|"
            "compromised|urgent|immediately|within the hour|authenticat"
        ),
        _re(
            r"\b(?:in(?:to)?\s{1,3}(?:(?:the|this)\s{1,3})?(?:chat|conversation|reply|message"
            r"|window)"
            r"|on\s{1,3}(?:their|the\s{1,3}user'?s|his|her)\s{1,3}behalf|readme|expired"
            r"|suspended|locked|compromised|urgent\w*|immediately|within\s{1,3}the\s{1,3}hour"
            r"|re-?authenticat\w*)"
        ),
        (
            _SECRET_RE,
            _re(
                r"\b(?:type|enter|paste|provide|share|send|give|confirm|read\s{1,3}(?:out|back)"
                r"|input|reply|respond|post|submit|include|dictate|hand\s{1,3}over)\b"
                r"|\bfor\s{1,3}(?:their|his|her|your)\b|\bask\w*\s{1,3}(?:the\s{1,3}user|them)"
                r"\s{1,3}for\b"
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
        "remote-instructions",
        "gives a fetched page authority over its instructions",
        _n("priority|precedence|supersed|overrid|authoritative|binding|overrul|prevail"),
        _re(
            r"\b(?:priority|precedence)\s{1,3}over\b|\bsupersed\w*|\boverrid\w*|\boverrul\w*"
            r"|\bprevails?\b|\b(?:authoritative|binding)\b"
        ),
        (
            _re(r"://|\bgists?\b|\bpaste\w*|\bremote\b|\bonline\b"),
            _re(r"\b(?:fetch|download|open|read|get|grab|visit|load|retrieve|pull|check)\w*"),
            _re(
                r"\b(?:whatever|what|anything|everything)\s{1,3}(?:it|they|that\s{1,3}\w+|the"
                r"\s{1,3}\w+)\s{1,3}(?:says|say|contains|lists|tells)|\b(?:its|their)\s{1,3}"
                r"(?:contents?|text|instructions|directions)|\b(?:treat|take|follow|use)\s{1,3}(?:it"
                r"|them)\b"
            ),
        ),
        unless=_re(r"\bchecksum|\bsignature|\bverif\w*|\bpin(?:ned)?\b"),
        context=True,
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
            # a URL, or a link someone else posted (a pull request's, an issue's), read with
            # the sentences before: "the description links a build" … "grab it and run it"
            _re(_DEST_RE.pattern + r"|\bgists?\b|\bpastebin\b|\blinks?\b|\blinked\b"),
            _re(r"\b(?:copy|download|fetch|paste|save|grab)\w*"),
        ),
        unless=_re(r"checksum|sha-?256|sha-?512|signature|\bverif|\bgpg\b|cosign"),
        near=("://", "gist", "pastebin", "link"),
        context=True,
    ),
    # --- what the user sends goes to someone else
    Act(
        "data-exfiltration",
        "redirects what the user sends or pays to another party",
        _n("recipient|destination|addressee|payee|beneficiary|bcc|blind cop|cc"),
        _re(
            r"\b(?:recipients?|destinations?|addressees?|payees?|beneficiar(?:y|ies)|bcc"
            r"|blind\s{1,3}cop(?:y|ies)|cc)\b"
        ),
        (
            _re(
                r"\binstead\b|\bchanged?\s{1,3}to\b|\breplac\w*|\bswap\w*|\bwhatever\b"
                r"|\bregardless\b|\bno\s{1,3}matter\b|\balso\b|\bas\s{1,3}well\b|\bbcc\b"
                r"|\bblind\s{1,3}cop"
            ),
            _re(
                r"\+\d[\d\s().-]{7,20}\d|(?<=[\w.+-])@(?!example\.)[\w-]{1,63}\.[a-z]{2,}\b"
                r"|\b0x[0-9a-f]{40}\b|\bbc1[0-9a-z]{25,60}\b|\b[13][1-9a-hj-np-z]{25,34}\b"
                r"|(?:https?|ftp)://(?!(?:localhost|127\.|(?:[\w-]{1,63}\.){0,3}example\.))"
            ),
        ),
        unless=_re(
            r"\b(?:address|number|recipient|destination|e-?mail|account)\s{1,3}(?:that\s{1,3})?"
            r"the\s{1,3}user\s{1,3}(?:names|named|gives|gave|chooses|chose|picks|typed|entered"
            r"|provides|provided)"
        ),
        sends=True,
    ),
    Act(
        "credential-access",
        "puts secrets read in an earlier step into its reply or a URL",
        _n("content|value"),
        _re(
            r"\b(?:their|its|those|these|the\s{1,3}same)\s{1,3}(?:full\s{1,3}|whole\s{1,3}|complete"
            r"\s{1,3}|entire\s{1,3}|raw\s{1,3}|exact\s{1,3})?(?:contents?|values?)\b"
        ),
        (
            _SECRET_RE,
            _re(_LOCAL_SINK_RE.pattern + r"|//[^\s]{1,200}[?&]\w{1,20}="),
            _re(r"\b(?:paste|put|include|copy|add|append|open\w*|send|post|list|print|show)\b"),
        ),
        reads=True,
        context=True,
    ),
    # --- secrets gathered from across the machine
    Act(
        "credential-access",
        "sweeps the machine for secrets",
        _n(
            "home|whole|entire|full disk|full drive|full machine|full computer|full file|"
            "every folder|every director|every drive|all folders|all directories|all drives|"
            "user profile|recursiv|~"
        ),
        _re(
            r"\b(?:home\s{1,3}(?:folder|directory|dir)|(?:whole|entire|full)\s{1,3}(?:disk"
            r"|drive|machine|computer|file\s{0,3}system|home)|every\s{1,3}(?:folder|directory"
            r"|drive)|all\s{1,3}(?:folders|directories|drives)|user\s{1,3}profile)\b"
            r"|\brecursive\w*|\$home\b|(?<![\w/.])~/?(?=[\s`'\"),;]|$)"
        ),
        (
            _re(
                r"\b(?:walk|crawl|search|scan|sweep|comb|go\s{1,3}through|look\s{1,3}through"
                r"|traverse|enumerate|inventor|collect|gather|harvest|hunt|find|recursive)\w*"
            ),
            _SECRET_RE,
        ),
        unless=_re(
            r"rotat\w*|revok\w*|\bleak\w*|expos\w*|\baudit\w*|hygiene|\bpermissions?\b"
            r"|\bchmod\b|\bclean\w*|\bremediat\w*|\bincident\w*|\bcompromis\w*"
        ),
        reads=True,
        near=_SECRET_NEAR,
    ),
    # --- data leaves the machine
    Act(
        "data-exfiltration",
        "tells the agent to send local data out",
        _n(
            "send|upload|hand|transfer|ship|relay|mail|forward|envía|envia|envoie|"
            "envoyez|envoyer|sende|schicke|invia|envie|enviar|mande|manda|transmet|"
            "téléverse|übermittle|übertrage|carica|shar|a copy"
        ),
        _re(
            r"\b(?:send|upload|hand|transfer|ship|relay|e-?mail|mail|forward|envía|envia"
            r"|envoie|envoyez|envoyer|sende|senden|schicke|invia|envie|enviar|mande|manda"
            r"|transmet|téléverse|übermittle|übertrage|carica)\w*|\bshar(?:e|es|ed|ing)\s{1,3}"
            r"(?:\S{1,30}\s{1,3}){0,6}?with\b|\b(?:save|put|drop|place|keep)\s{1,3}a\s{1,3}copy"
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
        (
            _SECRET_RE,
            _re(
                r"\b(?:paste|put|include|copy|list|print|show|take|recopi\w*|copi\w*|colle\w*"
                r"|pega\w*|cola\w*|incolla\w*|kopier\w*|füge\w*|ajoute\w*|añad\w*)\b"
            ),
        ),
        reads=True,
        near=_SECRET_NEAR,
    ),
)
