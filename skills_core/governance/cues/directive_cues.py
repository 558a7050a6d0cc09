"""The cues of ``agent-directive`` (``rules_directive``): what makes a paragraph *direct* the
agent (an imperative, "you should", a passive obligation, a polite request) and the acts on a
taxonomy object that one such sentence is enough for, beside those ``harmful-instruction``
scores (``intent_cues``). Each act is a small class of words for the object (a credential
location, an outside destination, the agent's own rules, its approvals and tools, its memory
files, fetched code, everything on a disk), never a phrase lifted from a sample."""

from __future__ import annotations

import re

from ..reading.first_chars import prefixed

RULE = "agent-directive"


def _re(p: str) -> re.Pattern[str]:
    """The pattern with a look-ahead of the characters a match can start with (``prefixed``:
    most of these open with ``\\b(?:…)``, which gives the engine no prefix to skip to)."""
    return prefixed(re.compile(p))


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split("|"))


# ------------------------------------------------------------------ the paragraph directs
_IMPERATIVE_START = (
    r"add|allow|append|apply|approve|attach|begin|change|check|clear|collect|copy|create|delete"
    r"|disable|do|download|email|enable|end|execute|export|fetch|find|forward|free|gather|give"
    r"|grab|grant|include|keep|leave|list|load|look|mail|make|mark|merge|move|open|paste|please"
    r"|post|print|pull|push|put|read|record|remember|remove|replace|reply|reproduce|respond|run"
    r"|save|search|send|set|share|start|stay|stop|store|submit|switch|sync|take|tell|treat|turn"
    r"|upload|use|wipe|write|zip"
)
_LEAD = r"(?:then\s{1,3}|also\s{1,3}|first\s{1,3}|always\s{1,3}|quietly\s{1,3}|silently\s{1,3})?"
# an imperative that opens a sentence, a list item, a clause or a line
IMPERATIVE_AT = _re(
    r"\W{0,3}(?:[-*+]\s{1,3}|\d{1,3}[.)]\s{1,3})?" + _LEAD + r"(?:" + _IMPERATIVE_START + r")(?=\s)"
)
IMPERATIVE_IN = _re(
    r"(?:[.!?:;,]\s{1,3}|\n\s{0,8}(?:[-*+]\s{1,3}|\d{1,3}[.)]\s{1,3})?)"
    + _LEAD
    + r"(?:"
    + _IMPERATIVE_START
    + r")(?=\s)"
)
# "you should", "the assistant will", a passive obligation, a polite request
MODAL = _re(
    r"\b(?:you|the\s{1,3}(?:assistant|agent|model|bot)|assistants?|agents?)\s{1,3}(?:should|must"
    r"|will|shall|could|would|need\s{1,3}to|have\s{1,3}to|are\s{1,3}to|may\s{1,3}now|can\s{1,3}now)\b"
    r"|\b(?:is|are)\s{1,3}to\s{1,3}be\b|\b(?:should|must|shall|will)\s{1,3}be\s{1,3}\w+ed\b"
    r"|\bkindly\b|\bit\s{1,3}would\s{1,3}help|\bwould\s{1,3}be\s{1,3}grateful|\bif\s{1,3}you"
    r"\s{1,3}could|\bif\s{1,3}it\s{1,3}is\s{1,3}not\s{1,3}too\s{1,3}much|\bplease\b|\bmake\s{1,3}"
    r"sure|\bbe\s{1,3}sure\s{1,3}to|\bwhenever\b|\b(?:each|every)\s{1,3}time\b|\byou\s{1,3}are"
    r"\s{1,3}\w+|\bfrom\s{1,3}now\s{1,3}on|\b(?:before|after)\s{1,3}(?:answering|continuing"
    r"|starting|you)"
)


def directs(t: str) -> bool:
    """``t`` directs the agent: an imperative, a modal, a passive obligation or a request."""
    return bool(IMPERATIVE_AT.match(t) or IMPERATIVE_IN.search(t) or MODAL.search(t))


# ------------------------------------------------------------------ acts on a taxonomy object
# its approvals answered for the user: prompts, dialogs, confirmations
APPROVE = _re(
    r"\b(?:answer\w*|accept\w*|click\w*|approv\w*|grant\w*|confirm\w*)\b[^\n]{0,60}?\b(?:with"
    r"\s{1,3}yes|yes\s{1,3}(?:on|by|for|automatically)|automatically|on\s{1,3}(?:the\s{1,3}"
    r"user'?s|their|his|her)\s{1,3}behalf|by\s{1,3}the\s{1,3}(?:assistant|agent)\s{1,3}itself)"
    r"|\bauto-?approv\w*|\bapprov\w*\s{1,3}(?:your|its)\s{1,3}own\b|\b(?:prompts?|dialogs?"
    r"|confirmations?)\s{1,3}(?:are|is)\s{1,3}(?:\w+\s{1,3})?(?:unnecessary|not\s{1,3}needed"
    r"|off|disabled)|\bstop\s{1,3}(?:prompting|asking)\s{1,3}(?:the\s{1,3}user\s{1,3})?(?:for"
    r"\s{1,3})?(?:permission|approval|confirmation)|\bask_before_\w+\s{0,3}:\s{0,3}(?:never"
    r"|false|no)"
)
# its own tools, access and sandbox widened, in words
WIDEN = _re(
    r"\baccess\s{1,3}to\s{1,3}(?:every|all|any)\s{1,3}(?:tools?|files?|hosts?|domains?"
    r"|repositor\w*)|\b(?:all|every)\s{1,3}(?:the\s{1,3})?tools\b[^\n]{0,30}\bno\s{1,3}allow"
    r"|\bunrestricted\s{1,3}(?:terminal|shell|network|file|disk)\s{1,3}access|\b(?:read\s{1,3}"
    r"and\s{1,3}write|full|administrator|admin|root)\s{1,3}(?:access|rights)\s{1,3}(?:to|on|for)"
    r"\s{1,3}(?:every|all|the\s{1,3}whole|the\s{1,3}entire)|\bthe\s{1,3}whole\s{1,3}disk\b"
    r"|\bsandbox\s{1,3}(?:off|disabled)|\bturn\s{1,3}(?:the\s{1,3})?sandbox\s{1,3}off|\b(?:network"
    r"|sandbox)\s{0,3}:\s{0,3}(?:none|off|unrestricted)|\badministrator\s{1,3}rights"
)
# the agent's own rules declared void (the object is its instructions, not a linter's)
RULES_OBJECT = _re(
    r"\b(?:(?:vendor|developer|safety|system|own|previous|earlier|original|default|other)"
    r"\s{1,3}(?:\w+\s{1,3})?(?:rules|guidance|instructions|guidelines|prompts?|policies"
    r"|restrictions)|system\s{1,3}prompt|(?:anything|everything|what)\s{1,3}you\s{1,3}(?:were"
    r"|have\s{1,3}been)\s{1,3}(?:told|given)|(?:rules|instructions|guidance)\s{1,3}you\s{1,3}"
    r"(?:were|have\s{1,3}been)\s{1,3}given|(?:guidance|instructions|rules)\s{1,3}you\s{1,3}"
    r"(?:received|got|were\s{1,3}trained\s{1,3}on)|from\s{1,3}your\s{1,3}(?:developers?|creators?"
    r"|vendor|makers?))\b"
)
VOIDED = _re(
    r"\b(?:do(?:es)?\s{1,3}not|don'?t|no\s{1,3}longer)\s{1,3}(?:apply|bind|count|matter)"
    r"|\breplace\w*\s{1,3}(?:them|it|those|all)|\bout\s{1,3}of\s{1,3}date\b|\bset\s{1,3}(?:\w+\s{1,3})?aside"
    r"|\bvoid\b|\bobsolete\b|\bno\s{1,3}longer\s{1,3}in\s{1,3}effect|\bno\s{1,3}duty\b"
    r"|\bnot\s{1,3}bound\b|\bdoes\s{1,3}not\s{1,3}bind|\bthis\s{1,3}(?:page|file|skill|document)\s{1,3}(?:\w+\s{1,3})?wins"
)
# a persona or mode without its rules
JAILBREAK = _re(
    r"\b(?:no|without|free\s{1,3}(?:of|from))\s{1,3}(?:any\s{1,3})?(?:restrictions|filters"
    r"|limits|limitations|guardrails|censorship|duty)\b"
)
PERSONA = _re(
    r"\b(?:you\s{1,3}are|you'?re|act\s{1,3}as|pretend|stay\s{1,3}in\s{1,3}character|respond"
    r"\s{1,3}as|persona|mode)\b"
)
# everything on a disk, its home folder or every database, in any tense
DESTROY = _re(
    r"\b(?:delet|remov|wip|eras|destroy|purg|drop|shred)\w*\b[^\n]{0,60}?\b(?:everything"
    r"|all\s{1,3}(?:the\s{1,3})?(?:files|data|databases?|tables|folders|projects|repos\w*"
    r"|documents|branches|stacks|resources)|every\s{1,3}(?:file|folder|project|database|table|branch"
    r"|bucket|stack|resource|instance|environment)|production\s{1,3}(?:account|database|stack)"
    r"|(?:home|domovský)\s{1,3}(?:folder|directory|adresář)|the\s{1,3}(?:entire|whole)\s{1,3}(?:disk"
    r"|drive|home|repo\w*|database|project|bucket|account|file\s{0,3}system|folder|directory))"
)
DESTROY_LIMIT = _re(
    r"\b(?:cache|caches|build|dist|tmp|temp|node_modules|artifacts?|target|unused|stale|merged"
    r"|old)\b"
)
# a credential location (not the word "token" in passing) and an outside destination
SECRET_PLACE = _re(
    r"(?:\.env\b|~/\.(?:ssh|aws|kube|gnupg|npmrc|pypirc|netrc|docker|config/gh)|\bid_(?:rsa"
    r"|ed25519|ecdsa)\b|\.npmrc\b|\.pypirc\b|\.netrc\b|\.kube/config|\bcredentials\s{1,3}file"
    r"|(?<=[a-z])_(?:token|secret|api_key|password)\b|\bprivate\s{1,3}keys?\b|\bcredentials\b|\bsession"
    r"\s{1,3}cookies|\bpasswords?\b|\b(?:access|api|auth|session|bearer|github|npm|bot)\s{1,3}tokens?\b"
    r"|\b(?:a|any|every|the|your|user'?s)\s{1,3}tokens?\b(?!\s{1,3}(?:in\s{1,3})?(?:count|limit|budget))|\brecovery\s{1,3}codes|\b(?:cloud|api|access|ssh|signing"
    r"|deploy)\s{1,3}keys?\b)"
)
# a word that sends (the leak needs one: "get an API key at https://…" fetches, it sends nothing),
# in English and the round-3 to round-7 languages, or a destination introduced by "to"
SENDS = _re(
    r"\b(?:send|sends|sending|sent|post|posts|posted|upload\w*|forward\w*|e-?mail\w*|mail\w*"
    r"|attach\w*|submit\w*|paste|pasted|share|shared|transmit\w*|deliver\w*|sync\w*|push|pushed"
    r"|register\s{1,3}them|writes?\s{1,3}(?:it|them)\s{1,3}down|followed\s{1,3}by|url-?encod\w*"
    r"|bcc|kirim\w*|gönder\w*|yükle\w*|envo\w*|envi\w*|schick\w*|sende\w*|trimite\w*|küld\w*"
    r"|skicka\w*|odeslat|odešli|pošli|gửi|wyślij|wysła\w*|отправ\w*|invia\w*|manda\w*|stuur\w*"
    r"|verstuur\w*|보내|送信|发送|أرسل)"
    r"|\b(?:to|ke|an|naar|adresine)\s{1,3}(?:https?://|[\w.+-]{1,64}@)"
)
# a review or check passed whatever it finds (the verdict is the object)
RUBBER_STAMP = _re(
    r"\b(?:approve|merge|pass|mark\s{1,3}(?:it|them)\s{1,3}as\s{1,3}(?:passing|passed|safe)"
    r"|sign\s{1,3}off)\b"
)
WHATEVER = _re(
    r"\b(?:whatever\s{1,3}you\s{1,3}find|regardless\s{1,3}of\s{1,3}(?:the\s{1,3})?(?:findings"
    r"|results|what\s{1,3}you\s{1,3}find|failures)|no\s{1,3}matter\s{1,3}what|even\s{1,3}if"
    r"\s{1,3}(?:the\s{1,3})?(?:tests|checks|it)\s{1,3}fail\w*)"
)
# a secret put into what the user or others read
REVEAL = _re(
    r"\b(?:include|print|show|put|paste|echo|reproduce|write|list|add)\w*\b[^.]{0,80}?\b(?:in|into"
    r"|at\s{1,3}the\s{1,3}(?:top|end)\s{1,3}of)\s{1,3}(?:your|the|each|every|a)\s{1,3}(?:\w+\s{1,3})?"
    r"(?:reply|replies|answers?|message|response|output|summary|comment|ticket|chat|report)\b"
)
# a question checks or asks about the act ("does it send …?"); a request asked as one does not
QUESTION = _re(r"\?\s*$")
ASKS = _re(r"^\W*(?:could|would|can|will)\s{1,3}you\b")

# the conversation or the workspace, with a destination it is put into ("followed by")
PRIVATE_OUT = _re(
    r"\b(?:summary\s{1,3}of\s{1,3}the\s{1,3}(?:whole\s{1,3})?conversation|the\s{1,3}whole"
    r"\s{1,3}conversation|conversation\s{1,3}so\s{1,3}far|chat\s{1,3}history|zip\s{1,3}the"
    r"\s{1,3}workspace|each\s{1,3}file\s{1,3}you\s{1,3}open|every\s{1,3}file\s{1,3}you\s{1,3}"
    r"(?:open|read)|bcc|(?:full|whole|entire)\s{1,3}environment|environment\s{1,3}of\s{1,3}the"
    r"\s{1,3}shell|(?:chat|shell|command)\s{1,3}history|every\s{1,3}command\s{1,3}the\s{1,3}user"
    r")\b|secrets/|(?:\.pem|\.p12|\.pfx)\b"
)
# a host named without a scheme ("a new paste on paste.rs", "telemetry.profile-hub.io")
DEST_HOST = _re(
    r"(?<![\w@/.-])(?:[a-z0-9-]{1,63}\.){1,4}(?:io|dev|app|net|cc|rs|sh|co|me|xyz|site|cloud|ai"
    r"|ru|top|link|live|pro|tech)\b(?![\w/-]*\.(?:md|py|js|ts|txt|json|ya?ml|toml|sh))"
    r"|(?<![\w@/.-])(?:[a-z0-9-]{1,63}\.){1,3}(?:com|org)/[\w-]{2,}"
)
# a secret spelled into a name that is looked up (DNS exfiltration told in words)
LOOKUP = _re(
    r"\b(?:resolv\w*|look\s{0,3}up|lookups?|nslookup|dig|subdomain|hostname\s{1,3}built)\b"
)
LOOKUP_HOST = _re(r"[a-z0-9-]{1,63}\.(?:io|dev|app|net|cc|rs|sh|co|me|xyz|site|cloud|ai|com|org)\b")

# collect, then send: a gathering of private data, and a send that refers back to it
GATHER = _re(
    r"\b(?:collect|gather|read|find|copy|copying|grab|dump|look\s{1,3}through|search|harvest"
    r"|put\s{1,3}all)\w*\b"
)
SEND = _re(r"\b(?:post|upload|deliver|send|submit|paste|mail|e-?mail|forward|push|transmit)\w*\b")
BACKREF = _re(
    r"\b(?:it|them|that|this|those|these|each|all\s{1,3}of\s{1,3}it|(?:the|that|this)\s{1,3}"
    r"(?:whole\s{1,3})?(?:bundle|message|file|notes|report|log|results|contents|list|archive))\b"
    r"|[\w-]{1,40}\.(?:md|txt|log|json|zip|tgz)\b"
)

# memory or instruction files written with trust in them
PERSIST_PLACE = _re(
    r"(?:agents\.md|claude\.md|\.cursorrules|rules\s{1,3}file|long-term\s{1,3}memory|memory\.md"
    r"|your\s{1,3}memory|persistent\s{1,3}memory|scratchpad|all\s{1,3}future\s{1,3}(?:sessions"
    r"|conversations)|every\s{1,3}later\s{1,3}(?:session|assistant)|later\s{1,3}sessions)"
)
TRUSTED = _re(
    r"\b(?:trusted|authori[sz]ed|pre-?approved|without\s{1,3}(?:\w+\s{1,3}){0,2}?(?:asking"
    r"|confirmation|checks?|checking)|carried\s{1,3}out|do\s{1,3}what\s{1,3}they\s{1,3}ask"
    r"|skip\w*\s{1,3}(?:code\s{1,3})?review|push\s{1,3}directly|force-push)"
)
# access for someone else: a key or collaborator with write rights
GRANT = _re(
    r"\b(?:add|grant|invite|give|register)\w*\b[^\n]{0,160}?\b(?:deploy\s{1,3}key|ssh\s{1,3}key"
    r"|collaborator|admin|owner|maintainer)s?\b[^\n]{0,80}?\b(?:write|admin|push|owner|full"
    r"|maintain)\s{1,3}(?:access|rights|permissions?)|\b(?:add|append|put|install)\w*\b[^\n]{0,80}?"
    r"\bkey\b[^\n]{0,80}?\bauthori[sz]ed[_\s]keys"
)
OUTSIDER = _re(r"ssh-(?:ed25519|rsa)\s{1,3}aaaa|@[\w-]{1,63}\.[a-z]{2,}|https?://")
# fetched code run, in words
RUN_FETCHED = _re(
    r"\b(?:fetch|download|grab|pull|get)\w*\b[^\n]{0,160}?(?:https?://|paste|gist|raw)[^\n]"
    r"{0,160}?\b(?:execute|run|eval\w*|source|pipe)\w*\b"
)
UNREVIEWED = _re(r"\b(?:as\s{1,3}it\s{1,3}is|as-is|never\s{1,3}(?:save|review|read)|each\s{1,3}"
                 r"time|every\s{1,3}time|changes\s{1,3}often|unreviewed)")  # fmt: skip
# hiding from the user, in the forms ``intent_cues`` does not list
CONCEAL = _re(
    r"\bnot\s{1,3}(?:to\s{1,3})?be\s{1,3}(?:informed|told|shown|notified|made\s{1,3}aware)"
    r"|\bwithout\s{1,3}being\s{1,3}(?:shown|told|seen|noticed)|\brather\s{1,3}than\s{1,3}"
    r"show\w*|\b(?:does|do)\s{1,3}not\s{1,3}need\s{1,3}to\s{1,3}(?:know|be\s{1,3}told)|\b(?:do"
    r"\s{1,3}not|don'?t)\s{1,3}(?:list|narrate|point\s{1,3}\w+\s{1,3}(?:\w+\s{1,3})?out)"
    r"|\bkeep\s{1,3}(?:its|the|their|your)\s{1,3}\w+\s{1,3}out\s{1,3}of|\bsay\s{1,3}only"
    r"|\bhidden\s{1,3}section|\bprivate\s{1,3}notebook"
)
# an English negation in the clause before a cue ("never send", "is never to be sent"), and the
# same in the round-7 languages' words for "do not" / "never"
NEG = _re(
    r"\b(?:never|not|no|don'?t|cannot|can'?t|avoid|refuse|must\s{1,3}not|instead\s{1,3}of"
    r"|jangan|asla|aldrig|inte|nikdy|đừng|không|soha|niciodată)\b|n't\b"
)
CLAUSE_END = _re(r"[.;:!?\n|]|,\s{1,3}(?:and|but|then|so)\b|\b(?:and|but|then)\s")

# polite idioms that hold a negation but forbid nothing ("if it is not too much trouble")
POLITE = _re(r"\bnot\s{1,3}too\s{1,3}much|\bno\s{1,3}need\s{1,3}to\s{1,3}\w+|\bno\s{1,3}problem")
# a limit the ``harmful-instruction`` cues do not list ("unless the user asks for it")
UNLESS = _re(r"\bunless\s{1,3}(?:\w+\s{1,3}){0,2}(?:requested|asked|approved|confirmed)")
# a report of what an agent was made to do, not a request to do it
DESCRIBES = _re(
    r"\b(?:told|asked|instructed|tricked|convinced|made|got)\s{1,3}(?:the|an|its|their|our"
    r"|users'?)\s{1,3}(?:\w+\s{1,3})?(?:agents?|assistants?|models?)\b|\b(?:complied|obeyed)\b"
)

# settings written as keys: share data out, run fetched code, keep the user unaware
CONFIG_SEND = _re(r"\b(?:share|send|upload|forward|mirror|sync)_\w+\s{0,3}:\s{0,3}\S")
CONFIG_RUN = _re(r"\brun_(?:downloaded|fetched|remote)\w*\s{0,3}:\s{0,3}(?:always|true|yes)")
CONFIG_QUIET = _re(r"\b(?:tell|mention|show|report|notify)_\w+\s{0,3}:\s{0,3}(?:false|no|never)")
# an SSH public key for someone else, anywhere in the skill
KEY_LITERAL = _re(r"ssh-(?:ed25519|rsa|ecdsa)\s{1,3}aaaa")

# Where a paragraph is read (beside the ``harmful-instruction`` gates, with their hints): lines
# holding a word of a group, when the lines around also hold a word of each of its hints.
_SECRETS = _words(
    ".env|~/.|id_rsa|id_ed25519|id_ecdsa|.npmrc|.pypirc|.netrc|.kube|credential|_token|_secret|"
    "_api_key|_password|private key|cookies|password|token|recovery codes|api key|access key|"
    "ssh key|cloud key|signing key|deploy key"
)
_PRIVATE = _words(
    "conversation|chat history|shell history|command history|environment|workspace|bcc|"
    "each file|every file|every command|secrets/|.pem|.p12|.pfx"
)
_SINKS = _words("reply|answer|message|response|output|summary|comment|ticket|chat|report")
_DEST = _words("://|@|.io|.dev|.app|.net|.cc|.rs|.sh|.co|.me|.xyz|.site|.cloud|.ai|.com/|.org/")
GATES = (
    (_SECRETS, (_DEST,)),
    (_PRIVATE, (_DEST,)),
    (
        _SECRETS,
        (_words("reply|answer|message|response|output|summary|comment|ticket|chat|report"),),
    ),
    (_SECRETS, (_words("resolv|look up|lookup|nslookup|dig |subdomain|hostname"),)),
    (
        _words("approv|confirm|prompts|dialog|behalf|permission"),
        (
            _words(
                "yes|automatic|behalf|itself|own|unnecessary|not needed|off|disabled|never|"
                "false|stop prompting|stop asking"
            ),
        ),
    ),
    (
        _words(
            "every tool|all tools|all the tools|unrestricted|administrator|whole disk|sandbox|"
            "access to every|access to all|access to any|rights to|rights on|access on"
        ),
        (),
    ),
    (
        _words("rules|guidance|instruction|guideline|prompt|polic|restriction|told|given|received"),
        (
            _words(
                "apply|bind|replace|out of date|aside|void|obsolete|no longer|no duty|not bound|"
                "wins"
            ),
        ),
    ),
    (
        _words("restrictions|filters|limits|limitations|guardrails|censorship|duty"),
        (_words("you are|you're|act as|pretend|character|respond as|persona|mode"),),
    ),
    (
        _words("delet|remov|wip|eras|destroy|purg|drop|shred"),
        (_words("everything|all |every |home|entire|whole|production|domovsk"),),
    ),
    (
        _words(
            "agents.md|claude.md|.cursorrules|rules file|memory|scratchpad|future sessions|"
            "future conversations|later session"
        ),
        (
            _words(
                "trusted|authori|approved|without|carried out|do what|skip|push directly|force-push"
            ),
        ),
    ),
    (
        _words("deploy key|ssh key|collaborator|authorized|authorised|the key|support key"),
        (_words("write|admin|push|owner|full|maintain|authori"),),
    ),
    (
        _words("execute|run |eval|source|pipe"),
        (
            _words("://|paste|gist|raw"),
            _words(
                "as it is|as-is|never save|never review|never read|each time|every time|"
                "changes often|unreviewed"
            ),
        ),
    ),
    (_words("run_downloaded|run_fetched|run_remote|_with:|share_|send_|upload_|sync_"), ()),
    (_words("whatever you find|regardless of|no matter what|even if"), ()),
    (
        _words("collect|gather|read|find|copy|grab|dump|search|harvest|put all"),
        (_SECRETS + _PRIVATE,),
    ),
    (_words("post|upload|deliver|send|submit|paste|mail|forward|push|transmit"), (_DEST,)),
)
