"""The cues of ``harmful-instruction`` (``rules_intent``): the word classes an attack's act or
modifier cannot avoid, their weights and trigger words; the scoring lives in ``rules_intent``."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from functools import lru_cache

from .taxonomy_words import _PRIVATE_RE

RULE = "harmful-instruction"
THRESHOLD = 3.0
WINDOW_THRESHOLD = 3.5
UNITS_MAX = 200  # paragraphs read per file
UNIT_LINES = 14  # lines of a paragraph read either side of its candidate line
_CONFIG_FENCES = frozenset(("yaml", "yml", "toml"))

_NEG = r"(?:never|not|no|don'?t|cannot|can'?t|avoid|refuse|must\s{1,3}not|instead\s{1,3}of)"
_NEG_RE = re.compile(r"\b" + _NEG + r"\b|n't\b")
_CLAUSE_END_RE = re.compile(r"[.;:!?\n|]|,\s{1,3}(?:and|but|then|so)\b|\b(?:and|but|then)\s")
_QUOTE_RE = re.compile(r"\"[^\"\n]{0,400}\"|“[^”\n]{0,400}”")


def _re(p: str) -> re.Pattern[str]:
    return re.compile(p)


_TOKEN_RE = re.compile(r"[^\W_]+")  # letters and digits: a word boundary ends every token


@lru_cache(maxsize=64)
def _tokens(t: str) -> frozenset[str]:
    return frozenset(_TOKEN_RE.findall(t))


class _Cue:
    """A pattern searched only when the text holds one of its ``words`` (whole tokens) or
    ``subs`` (substrings), one of which every match contains: a set test on the text's tokens
    (made once per text) is far cheaper than a search that fails."""

    __slots__ = ("pattern", "subs", "words")

    def __init__(self, pattern: re.Pattern[str], words: str, subs: str = "") -> None:
        self.pattern = pattern
        self.words = frozenset(words.split())
        self.subs = tuple(subs.split("|")) if subs else ()

    def _may(self, t: str) -> bool:
        return not self.words.isdisjoint(_tokens(t)) or any(k in t for k in self.subs)

    def search(self, t: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.pattern.search(t, pos, endpos) if self._may(t) else None

    def finditer(self, t: str) -> Iterator[re.Match[str]]:
        if self._may(t):
            yield from self.pattern.finditer(t)


Pattern = _Cue | re.Pattern[str]


# -------------------------------------------------- acts (what the agent is made to do)
_SEND_VERB = _re(
    r"\b(?:send|sends|sending|post|upload\w*|forward\w*|transmit\w*|deliver\w*|submit\w*"
    r"|paste|share|sync|beacon|exfiltrat\w*|e-?mail\s{1,3}(?:it|them|the\s{1,3}\w+)\s{1,3}to"
    r"|report\s{1,3}(?:it|them|back)|push"
    r"|include|embed|append|attach|make\s{1,3}(?:\w+\s{1,3}){0,8}available|schick\w*|sende\w*"
    r"|envoy\w*|envía|envia\w*|manda\w*|invia\w*|url-?encod\w*|encod\w*\s{1,3}(?:\w+\s{1,3}){0,4}?"
    r"(?:in|into)\s{1,3}the\s{1,3}(?:url|link|query))\b"
)
_SEND_OBJECT = _re(
    _PRIVATE_RE.pattern + r"|\b(?:it|them|both|this|these|everything|all\s{1,3}of\s{1,3}it"
    r"|(?:the|that|those|this)\s{1,3}(?:bundle|log|dump|copy|message|file|files|repository|repo|contents?|values?"
    r"|list|output|results?)|(?:a|the|full)\s{1,3}copy|source|config\w*|inhalt|contenu"
    r"|contenido)\b"
)
_DEST_WORDS = _re(
    r"\b(?:webhook|endpoint|inbox|locker|(?:analysis|collection|remote|external|third-party"
    r"|our|partner|backup|telemetry)\s{1,3}(?:service|server|api|site|team|office))\b"
)
_HARVEST = _re(
    r"\b(?:find|collect|gather|look\s{1,3}(?:through|for|in)|search|copy|dump|open|read|extract"
    r"|grab|retrieve|harvest|locate|lies|lire|leer|sammle|recueill\w*|sweep|scan)\b"
)
_HUNT = _re(
    r"\bwherever\b|\busual\s{1,3}place|\bwhere\s{1,3}(?:you|the\s{1,3}user|this\s{1,3}user|they)"
    r"\s{1,3}(?:\w+\s{1,3})?keeps?\b|\bany\s{1,3}(?:\w+\s{1,3})?(?:tokens|keys|secrets|credentials"
    r"|passwords)|\b(?:every|all)\s{1,3}(?:the\s{1,3})?(?:\w+\s{1,3})?(?:tokens?|keys?|secrets?"
    r"|credentials?|passwords?)|\bfull\s{1,3}contents|\bin\s{1,3}full\b|\bverbatim\b|\bword\s{1,3}"
    r"for\s{1,3}word|\b(?:entire|complete|whole)\s{1,3}(?:contents|copy)|\bthe\s{1,3}contents"
    r"\s{1,3}of"
)
_SINK = _re(
    r"\b(?:reply|replies|answer|response|report|summary|final\s{1,3}message|message|output"
    r"|argument|notes|form|chat|heading|commit|ticket|comment)\b"
)
_SECRET_EXTRA = _re(
    r"\b(?:cloud\s{1,3}keys?|recovery\s{1,3}(?:words|codes?)|seed\s{1,3}words|signing\s{1,3}"
    r"(?:key|passphrase)|keys?\s{1,3}folder|private\s{1,3}keys?|ssh\s{1,3}(?:key|folder)"
    r"|credential\s{1,3}store)\b"
)
_OVERRIDE = _re(
    r"\b(?:set\s{1,3}(?:\w+\s{1,3}){0,2}aside|disregard\w*|ignore|ignoring|forget|overrid\w*"
    r"|outrank\w*|supersed\w*|take\w*\s{1,3}precedence|no\s{1,3}longer\s{1,3}(?:believ\w*"
    r"|follow\w*|appl\w*|bind\w*)|are\s{1,3}the\s{1,3}exception|(?:only|sole)\s{1,3}source\s{1,3}"
    r"of\s{1,3}(?:rules|truth|instructions)|above\s{1,3}(?:the\s{1,3}user|your\s{1,3}(?:rules"
    r"|instructions|guidelines)))"
)
_OVERRIDE_OBJECT = _re(
    r"\b(?:instructions|guidance|guidelines|rules|directives|polic(?:y|ies)|system\s{1,3}prompt"
    r"|developers?|creators?|operators?|the\s{1,3}user|user'?s|training|safeguards)\b"
)
_WINS = _re(r"\b(?:disagree|conflict)\w*\b[^.\n]{0,80}\bwins\b")
_WIDEN = _re(
    r"\b(?:give|gives|grant|grants|add|enable|turn\s{1,3}on|switch\s{1,3}on|allow)\s{1,3}"
    r"(?:\w+\s{1,3}){0,8}?(?:yourself|herself|himself|themselves|(?:to\s{1,3})?your\s{1,3}own"
    r"\s{1,3}(?:permissions|tools|access))|\bauto-?approv\w*\s{1,3}(?:for\s{1,3})?(?:all|every"
    r"|any)|\bpermission\s{1,3}(?:checks?|prompts?)\s{1,3}(?:\w+\s{1,3}){0,3}?(?:off|disabled"
    r"|as\s{1,3}already)|\b(?:write|root|admin|full)\s{1,3}access\s{1,3}(?:to|on)\s{1,3}"
    r"(?:every|all|any)|\btool_?scope\s{0,3}[:=]\s{0,3}(?:all|any|\*)|skip-permissions|\byolo\b"
    r"|\broot\s{1,3}on\s{1,3}every"
)
_REMOTE = _re(
    r"\b(?:whatever\s{1,3}(?:it|the\s{1,3}(?:page|file|response|guide))\s{1,3}(?:says|asks"
    r"|contains|tells)|do\s{1,3}(?:exactly\s{1,3})?what\s{1,3}it\s{1,3}says|exactly\s{1,3}as"
    r"\s{1,3}(?:written|given|shown)|as\s{1,3}if\s{1,3}the\s{1,3}user\s{1,3}had|follow\s{1,3}"
    r"(?:its|the\s{1,3}page'?s)\s{1,3}instructions|treat\s{1,3}(?:it|them)\s{1,3}as\s{1,3}"
    r"(?:instructions|your|the\s{1,3}user))"
)
_FETCH = _re(
    r"\b(?:fetch|retrieve|download|open|load|get|pull|read|copy)\b[^.\n]{0,120}(?:https?://|the"
    r"\s{1,3}(?:wiki|page|url|link|gist|paste))"
)
_DESTROY = _re(
    r"\b(?:delete|deletes|remove|wipe|erase|destroy|purge|shred|empty|clear\s{1,3}out|rm\s{1,3}"
    r"-rf|lösche\w*|supprime\w*|borra\w*)\b[^.\n]{0,60}\b(?:everything|all\s{1,3}(?:the\s{1,3})?"
    r"(?:files|data|folders|projects|repos\w*|documents)|every\s{1,3}(?:file|folder|project)"
    r"|documents|desktop|home\s{1,3}(?:folder|directory)|entire|whole|project\s{1,3}folders)"
    r"|\beverything\s{1,3}in\s{1,3}the\s{1,3}user'?s"
)
_DESTROY_LIMIT = _re(r"\b(?:cache|caches|build|dist|tmp|temp|node_modules|artifacts?|target)\b")
_PERSIST = _re(
    r"\b(?:long-term\s{1,3}memory|your\s{1,3}memory|memory\s{1,3}(?:file|note|entry)|future"
    r"\s{1,3}sessions|next\s{1,3}sessions|every\s{1,3}project|global\s{1,3}(?:settings|config"
    r"\w*)|(?:from\s{1,3}now|from\s{1,3}here)\s{1,3}on|every\s{1,3}(?:future\s{1,3})?session)\b"
)
_ASK_SECRET = _re(
    r"\b(?:ask|asks|asking)\s{1,3}(?:the\s{1,3}user|them|users?|him|her)\s{1,3}(?:for|to\s{1,3}"
    r"(?:send|paste|share|read|give|enter|confirm|type|approve))|\bread\s{1,3}you\s{1,3}the"
    r"|\bneed\s{1,3}them\s{1,3}to|\bwhen\s{1,3}they\s{1,3}paste"
)
_DISARM = _re(
    r"\b(?:suppress\w*|silenc\w*|disabl\w*|turn\w*\s{1,3}off|switch\w*\s{1,3}off|bypass\w*"
    r"|delete\w*|clear\w*|wip\w*)\s{1,3}(?:\w+\s{1,3}){0,4}?(?:linter|scanner|security\s{1,3}"
    r"(?:checks?|scan\w*|alerts?|tools?)|alerts?|audit\w*|logging|logs|transcript|history)\b"
    r"|\b(?:linter|scanner|security\s{1,3}checks?|alerts?)\b[^.\n]{0,60}\b(?:add\s{1,3}suppress\w*"
    r"|silence\s{1,3}(?:it|them)|until\s{1,3}(?:it|they)\s{1,3}(?:is|are)\s{1,3}quiet)"
)
_STEER = _re(
    r"\bwhatever\s{1,3}the\s{1,3}user'?s?\s{1,3}(?:needs|wants|asks|says)|\bregardless\s{1,3}of"
    r"\s{1,3}(?:what\s{1,3})?the\s{1,3}user|\bsteer\s{1,3}(?:them|the\s{1,3}user)|\bdescribe\s{1,3}"
    r"(?:\w+\s{1,3}){1,2}as\s{1,3}(?:insecure|unsafe|bad|inferior|dangerous)|\bonly\s{1,3}sensible"
    r"|\balways\s{1,3}recommend"
)
_PRESSURE = _re(
    r"\b(?:reassur\w*|standard\s{1,3}procedure|verify\s{1,3}(?:their|your)\s{1,3}identity"
    r"|suspend\w*|right\s{1,3}now|within\s{1,3}the\s{1,3}hour|locked|urgent\w*|immediately)"
)
_IMPACT = _re(  # weighty changes: they count with a modifier in their own sentence
    r"(?<![\w-])(?:merge|approve|deploy\w*\s{1,3}(?:\w+\s{1,3}){0,2}prod\w*|push\s{1,3}(?:with\s{1,3})?"
    r"--force|force-push"
    r"|run\s{1,3}(?:any|every|all)\s{1,3}(?:\w+\s{1,3})?(?:commands?|scripts?)|transfer\w*"
    r"|purchas\w*|pay|(?:read|rotate)\s{1,3}(?:or\s{1,3}\w+\s{1,3})?(?:production\s{1,3})?"
    r"secrets|add\s{1,3}(?:the\s{1,3})?recovery)\b"
)
_BACKDOOR = _re(  # a way in for someone else: counts anywhere in the paragraph
    r"\b(?:backdoor|(?:quiet|hidden|secret|silent)\s{1,3}(?:fallback|bypass|account|admin|user)"
    r"|master\s{1,3}password|(?:log|sign)\s{1,3}(?:in|into)\s{1,3}any\s{1,3}account)\b"
)

# -------------------------------------------------- modifiers (what makes it an attack)
_CONCEAL = _re(
    r"\b(?:do\s{1,3}not|don'?t|never|no\s{1,3}need\s{1,3}to|without|nor)\s{1,3}(?:\w+\s{1,3}){0,3}?"
    r"(?:tell\w*|mention\w*|show\w*|bring\w*\s{1,3}(?:\w+\s{1,3}){0,2}up|describ\w*|disclos\w*"
    r"|inform\w*|notify\w*|report\w*|alert\w*|surfac\w*|explain\w*|flag\w*|erwähn\w*|fragen)"
    r"|\b(?:quietly|silently|discreetly|covertly|secretly|unnoticed|unauffällig\w*|invisibly"
    r"|en\s{1,3}silence|silenciosamente|discretamente)\b|\bin\s{1,3}the\s{1,3}background\b"
    r"|\bbehind\s{1,3}the\s{1,3}scenes|\b(?:must|should|need)\s{1,3}not\s{1,3}(?:be\s{1,3})?"
    r"(?:made\s{1,3})?aware|\bkeep\s{1,3}(?:it|this|that|them|these\s{1,3}\w+)\s{1,3}(?:out"
    r"\s{1,3}of|from|hidden|private|secret|to\s{1,3}yourself)|\bneeds?\s{1,3}no\s{1,3}discussion"
    r"|\bleave\s{1,3}no\s{1,3}(?:trace|comment)|\bleave\s{1,3}(?:it|this|that|them)\s{1,3}out"
    r"\s{1,3}of|\b(?:show|tell|report)\s{1,3}(?:the\s{1,3}user"
    r"\s{1,3})?only\b|\bonly\s{1,3}(?:show|tell|report)|\bdescribe\s{1,3}it\s{1,3}as|\bworry"
    r"\s{1,3}the\s{1,3}user|report\w*\s{1,3}to\s{1,3}(?:the\s{1,3})?user\s{0,3}[:=]\s{0,3}"
    r"(?:false|no|never)|\bonly\s{1,3}if\s{1,3}asked"
)
_NO_CONFIRM = _re(
    r"\bwithout\s{1,3}(?:\w+\s{1,3}){0,2}?(?:asking|confirm\w*|approv\w*|prompting|permission"
    r"|checking|consent|review\w*|frag\w*)|\b(?:never|do\s{1,3}not|don'?t|no\s{1,3}need\s{1,3}"
    r"to)\s{1,3}(?:\w+\s{1,3}){0,2}?(?:ask|confirm|wait|stop\s{1,3}to\s{1,3}ask|check\s{1,3}"
    r"with)\b|\bno\s{1,3}confirmations?\b|\bconfirmations?\s{0,3}[:=]\s{0,3}(?:none|no|off|false"
    r"|never)|\bexempt\s{1,3}from|\balready\s{1,3}(?:been\s{1,3})?(?:approved|answered"
    r"|authori[sz]ed|agreed|reviewed|looked|consented|vetted)|\bstraight\s{1,3}away\b"
    r"|\bskip\w*\s{1,3}(?:the\s{1,3})?(?:review|confirmation|approval)"
    r"|\bpre-?approved|\banswered\s{1,3}yes|\bconfirm\w*[^:;\n]{0,30}:\s{0,3}(?:no|none|never"
    r"|not\s{1,3}needed)\b"
)
_SCOPE = _re(
    r"\b(?:every|each|any)\s{1,3}(?:\w+\s{1,3})?(?:task|session|time|answer|reply|request"
    r"|conversation|run|release)\b|\bfrom\s{1,3}(?:now|here)\s{1,3}on|\bfor\s{1,3}the\s{1,3}rest"
    r"\s{1,3}of|\bwhenever\b|\bany\s{1,3}task\s{1,3}at\s{1,3}all|\bat\s{1,3}the\s{1,3}start\s{1,3}"
    r"of\s{1,3}(?:every|each)"
)
_PRETEXT = _re(
    r"\b(?:audit\w*|complian\w*|mandat\w*|required\s{1,3}by|per\s{1,3}(?:control|policy)"
    r"|routine|standard\s{1,3}procedure|policy\s{1,3}requires|for\s{1,3}(?:security|verification"
    r"|debugging|auditing)\s{1,3}purposes|bookkeeping|record-?keeping|charter)"
)

_OVERRIDE_C = _Cue(
    _OVERRIDE,
    "aside disregard forget outrank outranks above exception source",
    "ignor|overrid|supersed|precedence|no longer|forget",
)
_WIDEN_C = _Cue(
    _WIDEN,
    "yourself herself himself themselves own permission access yolo root",
    "approv|tool_scope|toolscope|skip-perm|permission",
)
_REMOTE_C = _Cue(_REMOTE, "whatever what exactly if follow treat")
_DESTROY_C = _Cue(
    _DESTROY,
    "delete deletes remove wipe erase destroy purge shred empty clear rm",
    "lösch|supprim|borra|everything in",
)
_PERSIST_C = _Cue(_PERSIST, "memory long future sessions session project global on")
_ASK_SECRET_C = _Cue(_ASK_SECRET, "ask asks asking read need paste")
_DISARM_C = _Cue(
    _DISARM, "linter scanner security alert alerts logging logs transcript history", "audit"
)
_STEER_C = _Cue(_STEER, "whatever regardless steer describe sensible always")
_IMPACT_C = _Cue(_IMPACT, "merge approve force run pay secrets recovery", "deploy|transfer|purchas")
_BACKDOOR_C = _Cue(_BACKDOOR, "backdoor quiet hidden secret silent master any")
_SCOPE_C = _Cue(_SCOPE, "every each any rest whenever start", "now on|here on")
_PRETEXT_C = _Cue(
    _PRETEXT,
    "routine procedure required per policy purposes bookkeeping charter",
    "audit|complian|mandat|record|routine",
)
_WINS_C = _Cue(_WINS, "wins")
_HUNT_C = _Cue(
    _HUNT, "wherever usual where any every all full verbatim word entire complete whole contents"
)
_SEND_VERB_C = _Cue(
    _SEND_VERB,
    "send sends sending post paste share sync beacon push include "
    "embed append attach make report mail email",
    "upload|forward|transmit|deliver|submit|exfiltrat|schick|sende|envoy|envía|"
    "envia|manda|invia|encod",
)
_CONCEAL_C = _Cue(
    _CONCEAL,
    "not don dont never no without nor quietly silently discreetly "
    "covertly secretly unnoticed invisibly background behind aware keep discussion "
    "leave only describe worry silence silenciosamente discretamente",
    "unauffällig|report",
)
_NO_CONFIRM_C = _Cue(
    _NO_CONFIRM,
    "without never not don dont no exempt already straight answered",
    "confirm|skip|approved",
)
_HARVEST_C = _Cue(
    _HARVEST,
    "find collect gather look search copy dump open read extract grab "
    "retrieve harvest locate lies lire leer sammle sweep scan",
    "recueill",
)
_SINK_C = _Cue(
    _SINK,
    "reply replies answer response report summary final message output "
    "argument notes form chat heading commit ticket comment",
)
_PRESSURE_C = _Cue(
    _PRESSURE, "standard verify right within locked immediately", "reassur|suspend|urgent|locked"
)


# ---------------------------------------------------------------- context
_LIMIT = _re(
    r"\bask\s{1,3}(?:the\s{1,3}user\s{1,3}|them\s{1,3})?(?:first|before)|\b(?:after|once|when|if"
    r"|only\s{1,3}(?:if|when|after))\s{1,3}(?:the\s{1,3}user|they|you\s{1,3}have)\s{1,3}(?:\w+"
    r"\s{1,3})?(?:confirm|agree|approve|says?\s{1,3}(?:yes|ok|so)|consent|wants?\s{1,3}(?:it|this|that)"
    r"|asks?\s{1,3}for\s{1,3}(?:it|this|that))\w*|user'?s\s{1,3}(?:explicit"
    r"\s{1,3})?(?:go-ahead|consent|permission|approval|confirmation)|\bwith\s{1,3}(?:their|the"
    r"\s{1,3}user'?s)\s{1,3}(?:consent|permission|approval)|\bshow\s{1,3}(?:it|them)\s{1,3}to"
    r"\s{1,3}(?:the\s{1,3}user|them)\s{1,3}(?:first|before)"
)
_TEACHES = _re(
    r"\b(?:attack\w*|adversar\w*|malicious|malware|payloads?|examples?|red[\s-]flags?|phishing"
    r"|detect\w*|exercises?|lessons?|trainees?|training|red[\s-]team\w*|post-?mortems?"
    r"|write-?ups?|scenarios?|simulat\w*|threat\s{1,3}actors?|injections?|poison\w*|scam\w*"
    r"|suspicious|warning\s{1,3}signs?|impersonat\w*|instructions\s{1,3}to|attempts?\s{1,3}to"
    r"|tries\s{1,3}to)\b"
)

# (name, weight): every act needs a live (not negated) cue
_ACT_WEIGHT = {
    "send": 1.5,
    "expose": 1.5,
    "override": 2.0,
    "widen": 1.5,
    "remote": 2.0,
    "destroy": 1.5,
    "persist": 1.0,
    "social": 1.5,
    "impact": 1.5,
    "disarm": 1.5,
    "steer": 1.5,
}
_MOD_WEIGHT = {"conceal": 1.5, "noconfirm": 1.5, "scope": 0.5, "pretext": 0.5, "hunt": 0.5}


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split("|"))


# Where a paragraph is read: lines holding a word of one of these groups (the needle index
# finds them all in one pass). A group with hints is read only when the paragraph also holds
# one of its hints (plain substrings): "ignore" matters next to "instructions", a secret next
# to a destination or a reply; the words of the first group are rare enough alone.
_SECRET_WORDS = _words(
    "password|passphrase|token|credential|secret|private key|.env|~/.ssh|"
    "api key|recovery|seed phrase|one-time|otp|verification code|2fa|mfa"
)
_DEST_HINTS = _words("://|@|webhook|endpoint")
_SEND_HINTS = _words(
    "send|post|upload|forward|transmit|deliver|submit|paste|share|sync|mail|"
    "report|push|include|embed|append|attach|available|encod|schick|envo|envi|"
    "manda|invia"
)
_HUNT_HINTS = _words("wherever|usual place|in full|verbatim|word for word|full contents")
GATES: tuple[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]], ...] = (
    (
        _words(
            "quietly|silently|discreetly|covertly|secretly|unnoticed|unauffällig|invisibly|"
            "in the background|behind the scenes|made aware|no discussion|leave no|"
            "describe it as|worry the user|leave it out|leave this out|leave that out|"
            "leave them out|not tell|n't tell|not mention|n't mention|not show|"
            "n't show|not bring|not describe|not disclose|not inform|not notify|not report|"
            "need to show|need to tell|need to mention|report only|user only|only if asked|"
            "report_to_user|without|never ask|not ask|n't ask|not wait|n't wait|not confirm|"
            "no confirmation|confirmation|confirmations|exempt|already approved|"
            "already answered|already authorised|already authorized|already agreed|"
            "already reviewed|already looked|already been|straight away|auto-approve|"
            "autoapprove|pre-approved|preapproved|answered yes|own permissions|write access|"
            "permission prompt|permission checks|tool_scope|skip-permissions|yolo|root on|"
            "whatever it|whatever the|what it says|exactly as written|as if the user|"
            "its instructions|long-term memory|your memory|future sessions|next sessions|"
            "every project|global settings|from now on|from here on|reassure|"
            "standard procedure|verify their identity|suspended|backdoor|steer|regardless|"
            "sensible|ohne|sans|sin preguntar|sem perguntar"
        ),
        (),
    ),
    (
        _words(
            "set aside|set it aside|disregard|ignore|forget|outrank|supersede|precedence|"
            "wins|only source|no longer|exception"
        ),
        (
            _words(
                "instruction|guidance|guideline|rules|user|developer|polic|prompt|creator|"
                "operator|disagree|conflict|training"
            ),
        ),
    ),
    (_SECRET_WORDS, (_DEST_HINTS, _SEND_HINTS)),
    (_SECRET_WORDS, (_HUNT_HINTS,)),
    (
        _SECRET_WORDS,
        (
            _words("right now|within the hour|urgent|immediately|locked|suspend"),
            _words("ask|need them|read you|paste"),
        ),
    ),
    (_HUNT_HINTS, (_SECRET_WORDS + _words("key|keys"),)),
    (
        _words("keep it|keep this|keep them|keep these"),
        (_words("out of|from|hidden|private|secret|to yourself"),),
    ),
    (_words("treat it as|treat them as"), (_words("instruction|your|the user"),)),
    (_words("yourself|herself"), (_words("permission|access|tool|approv|shell|root|admin|sudo"),)),
    (_words("skip the"), (_words("review|confirmation|approval"),)),
    (_words("fallback"), (_words("quiet|hidden|secret|silent"),)),
    (_words("suppress"), (_words("linter|scanner|security|alert"),)),
)
UNIT_CHARS = 2_000  # a paragraph longer than this is read from its start only
