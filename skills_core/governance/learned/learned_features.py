"""The features of the learned risk layer (``learned_risk``), shared by the scanner and by
``scripts/train_learned_risk.py`` so the weights always meet the scheme they were trained on.

Why these features: phrase rules written from samples did not generalise (each round's held-out
recall stayed near 0.71), so the model sees what an attack cannot avoid rather than its
wording: word classes of the attack taxonomy (an act such as send, delete, disable or approve; a
target such as credentials, the conversation or the agent's rules; a destination; the agent
addressed; secrecy, negation and teaching cues) and which of them meet in one window of two
units (sentences of the text unwrapped: ``learned_units``), plus the window's words. A skill's score
is its worst window (attacks are usually one buried paragraph) plus a small whole-document term
(an attack split between a collecting and a sending section).

Work is bounded and done in C: ASCII is lowered and its punctuation mapped to spaces by one
``bytes.translate``, paragraphs are tested for an anchor word with set operations, and only
units of anchored paragraphs are read, at most ``LEARNED_LINES_MAX`` of them, each as a set of
at most ``MAX_LINE_TOKENS`` words; the scanner scores all windows with ``map`` over builtins."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from functools import reduce
from itertools import combinations, repeat
from operator import itemgetter, or_

from .learned_gloss import GLOSS, MARK
from .learned_lexicon import LEXICON

# 3: lines in defensive or forbidding context end a window; 4: LEXICON; 5: no frontmatter;
# 6: units are sentences of logical lines, not physical lines (``split``)
SCHEME_VERSION = 6
LEARNED_LINES_MAX = 4000  # units of anchored paragraphs read per text: bounds the work
MAX_LINE_TOKENS = 64  # tokens of one line that count (a minified line is not a sentence)


def _forms(words: str) -> tuple[str, ...]:
    """Each stem with its common English endings (``send`` → sends, sending, …)."""
    out: list[str] = []
    for w in words.split():
        if w.endswith("*"):
            w = w[:-1]
            base = w[:-1] if w.endswith("e") else w
            out += [w, w + "s", w + "d", w + "ed", base + "ing", w + "es", w + "er", w + "ers"]
        else:
            out.append(w)
    return tuple(out)


# class -> its words (lowered, punctuation split off: "don't" reads as "don" "t")
CLASSES: dict[str, tuple[str, ...]] = {
    "send": _forms(
        "send* sent post* upload* forward* transmit* exfiltrate* exfil share* paste* submit* "
        "deliver* beacon* mail* email* emailed webhook webhooks attach* embed* append* leak* "
        "sync* push* publish* relay* report* transfer* wire* envoy envoie envoyer enviar envia "
        "envie senden sende schicke schicken invia inviare"
    ),
    "read": _forms(
        "read* collect* gather* harvest* dump* grab* extract* copy* copies copied scrape* "
        "enumerate* retrieve* locate* print* reveal* display* output* include* quote* recite* "
        "repeat* list* lire leer sammle sammeln"
    ),
    "delete": _forms(
        "delete* remove* wipe* erase* purge* destroy* truncate* shred* nuke* rm rmrf drop* "
        "overwrite* format* reset* clear* supprime supprimer borra borrar elimina löschen lösche"
    ),
    "disable": _forms(
        "disable* bypass* skip* suppress* deactivate* circumvent* silence* mute* weaken* "
        "turn* switch* off evade* evasion noverify"
    ),
    "override": _forms(
        "ignore* ignoring disregard* forget* override* overrode supersede* precedence outrank* "
        "void obsolete replaces previous prior earlier above preceding oubliez ignorez ignora "
        "olvida ignoriere vergiss dimentica"
    ),
    "approve": _forms(
        "approve* merge* grant* allow* authorize* authorise* whitelist* allowlist* elevate* "
        "escalate* sudo sudoers root admin administrator privilege* permission* trust* "
        "preapproved cleared clearance"
    ),
    "run": _forms(
        "run* ran execute* exec eval invoke* install* download* fetch* pipe* launch* spawn* "
        "curl wget bash sh powershell iex iwr script* payload* binary"
    ),
    "persist": _forms(
        "remember* persist* memory memories save* store* future always forever cron crontab "
        "startup autostart bashrc zshrc profile launchd hook* session* notes scratchpad"
    ),
    "hide": _forms(
        "hide* hidden conceal* secretly silently quietly covertly discreetly stealth* "
        "invisible unnoticed background behind scenes unobtrusive* obfuscate*"
    ),
    "tell": _forms(
        "tell* told mention* inform* notify* disclose* alert* explain* surface* flag* ask* "
        "confirm* confirmation consent* aware prompt* warn* discuss* discussion summary"
    ),
    "ctx": (),  # no words: set on a window whose line is talked about (``learned_context``)
    "neg": (
        "never",
        "not",
        "no",
        "don",
        "doesn",
        "didn",
        "isn",
        "won",
        "shouldn",
        "mustn",
        "cannot",
        "without",
        "nor",
        "avoid",
        "refuse",
        "refuses",
        "forbid",
        "forbidden",
        "prohibited",
        "prohibit",
        "instead",
        "nunca",
        "jamais",
        "ne",
        "pas",
        "nie",
        "niemals",
        "kein",
        "keine",
        "mai",
        "non",
        "nao",
        "não",
    ),
    "cred": _forms(
        "password* passphrase* passwd credential* secret* token* apikey apikeys key keys "
        "keychain keystore ssh id rsa ed25519 env dotenv netrc aws kube kubeconfig gnupg gpg "
        "cookie* otp 2fa mfa pin seed mnemonic private signing pat bearer auth oauth "
        "contraseña contraseñas senha senhas passwort mot identifiants credenciales jeton jetons "
        "schlüssel zugangsdaten"
    ),
    "wallet": _forms(
        "wallet* bitcoin btc eth ethereum crypto cryptocurrency usdt iban payment* recipient* "
        "address addresses clipboard invoice*"
    ),
    "history": _forms(
        "history histories conversation* transcript* chat* log logs logging messages summary "
        "summaries context dialogue audit"
    ),
    "rules": _forms(
        "rule* instruction* guideline* policy policies directive* guardrail* safeguard* "
        "restriction* system guidance safety check* verification scanner* linter* sandbox* "
        "review* hooks tests ci"
    ),
    "files": _forms(
        "file* directory directories folder* home workspace repo repository repositories "
        "codebase source database* backup* disk* drive* volume* everything entire whole all "
        "every documents"
    ),
    "dest": _forms(
        "http https url* endpoint* server* remote external webhook domain host ip pastebin gist "
        "bucket discord telegram ngrok slack form* collector* inbox third party outside"
    ),
    "addr": _forms(
        "you your yourself assistant agent* model ai claude llm copilot cursor codex gpt bot"
    ),
    "teach": _forms(
        "detect* detection attack* attacker* malicious adversar* phishing indicator* warning* "
        "threat* vulnerab* suspicious injection exploit* incident* training example* mitigat* "
        "defend* defense defence defensive protect* red flag* recognize* recognise* scam* "
        "awareness quiz beware"
    ),
    "pretext": _forms(
        "compliance mandatory required routine standard procedure policy official authorized "
        "authorised urgent* immediately legal audit* security team approved"
    ),
    "scope": _forms("all every any each entire whole everything anything regardless whatever"),
}
# The same classes in 44 other languages (``learned_lexicon``): a weight learned on an English
# window then reads the same window written in Finnish or Tagalog.
CLASSES = {
    name: (*words, *(w for w in LEXICON.get(name, ()) if w not in words))
    for name, words in CLASSES.items()
}
# words whose paragraph is read at all: acts, sensitive targets and agent-control cues
ANCHOR_CLASSES = ("send", "delete", "disable", "override", "approve", "hide", "cred", "wallet",
                  "history", "persist")  # fmt: skip
# pairs and triples are formed only with at least one act class (an attack acts on something)
ACT_CLASSES = frozenset(("send", "read", "delete", "disable", "override", "approve", "run",
                         "persist", "hide"))  # fmt: skip

CLASS_OF: dict[bytes, tuple[str, ...]] = {}
for _cls, _words in CLASSES.items():
    for _w in _words:
        key = _w.encode()
        if _cls not in CLASS_OF.get(key, ()):
            CLASS_OF[key] = (*CLASS_OF.get(key, ()), _cls)
for _w in sorted({w for english in GLOSS.values() for w in english.split()}):
    if (_cs := CLASS_OF.get(_w.encode())) is not None:  # a glossed word: its class, no weight
        CLASS_OF[(MARK + _w).encode()] = _cs
ANCHORS = frozenset(k for k, cs in CLASS_OF.items() if any(c in ANCHOR_CLASSES for c in cs))
CLASS_KEYS = frozenset(CLASS_OF)
CLASS_NAMES = tuple(sorted(CLASSES))  # bit k of a class mask is CLASS_NAMES[k]
MASK_OF = {t: sum(1 << CLASS_NAMES.index(c) for c in cs) for t, cs in CLASS_OF.items()}
# ASCII letters and digits lowered, every non-ASCII byte kept, newlines kept, the rest a space
TABLE = bytes(
    (c + 32 if 65 <= c <= 90 else c) if (c >= 128 or chr(c).isalnum() or c == 10) else 32
    for c in range(256)
)
CUT = itemgetter(slice(0, MAX_LINE_TOKENS))
EMPTY: frozenset[bytes] = frozenset()
_NOT_COUNTED = frozenset(("ctx",))  # context says how a window reads, not what it does
CTX = 1 << CLASS_NAMES.index("ctx")


def scheme_hash() -> str:
    """A digest of the feature scheme: the weights file records it, the scanner checks it."""
    spec = repr((SCHEME_VERSION, sorted(CLASSES.items()), ANCHOR_CLASSES, sorted(ACT_CLASSES),
                 LEARNED_LINES_MAX, MAX_LINE_TOKENS))  # fmt: skip
    return hashlib.sha256(spec.encode()).hexdigest()[:16]


def line_masks(lines: list[frozenset[bytes]]) -> list[int]:
    """Each line's class mask (the OR of its class words' bits), in C."""
    return list(map(reduce, repeat(or_), map(map, repeat(MASK_OF.__getitem__),
                    map(CLASS_KEYS.intersection, lines)), repeat(0)))  # fmt: skip


def windows(lines: list[frozenset[bytes]]) -> Iterator[tuple[int, frozenset[bytes]]]:
    """Each non-empty unit joined with the next (a window holds two list items or two
    sentences), where the two hold a class word; with the unit's index."""
    for k, toks in enumerate(lines):
        nxt = lines[k + 1] if k + 1 < len(lines) else EMPTY
        if toks and not (CLASS_KEYS.isdisjoint(toks) and CLASS_KEYS.isdisjoint(nxt)):
            yield k, toks | nxt


def gated(value: float, classes: frozenset[str]) -> float:
    """The score as used: at most 0 unless the worst window holds two classes or more, so one
    generic word ("notes", "report") never flags a text. (Asking for an act and its target
    lost 6 points of out-of-fold recall, code-level attacks above all.)"""
    return value if len(classes - _NOT_COUNTED) >= 2 else min(value, 0.0)


def classes_in(mask: int) -> frozenset[str]:
    return frozenset(c for k, c in enumerate(CLASS_NAMES) if mask >> k & 1)


def classes_of(tokens: frozenset[bytes]) -> frozenset[str]:
    return frozenset(c for t in tokens & CLASS_KEYS for c in CLASS_OF[t])


def class_features(classes: frozenset[str]) -> list[str]:
    """Class presence, and pairs and triples holding an act class (sorted names, ``&``)."""
    names = sorted(classes)
    out = ["c:" + c for c in names]
    acts = [c for c in names if c in ACT_CLASSES]
    if not acts:
        return out
    out += ["p:" + a + "&" + b for a, b in combinations(names, 2) if a in acts or b in acts]
    if len(names) <= 9:
        out += [
            "t:" + "&".join(t) for t in combinations(names, 3) if any(c in ACT_CLASSES for c in t)
        ]
    return out


def doc_features(seen: frozenset[str]) -> list[str]:
    """Whole-document term: an act class and a non-act class met anywhere in the anchored
    paragraphs (an attack split between a collecting and a sending section). No length
    feature: labelled samples are shorter than real skills, and a model that learns "short
    means malicious" misses the attack buried in a long one."""
    names = sorted(seen)
    return ["d:" + a + "&" + b for a, b in combinations(names, 2)
            if (a in ACT_CLASSES) != (b in ACT_CLASSES)]  # fmt: skip


def window_features(tokens: frozenset[bytes], ctx: bool = False) -> list[str]:
    """Every feature of one window, as the training script sees them: ``u:`` words and the
    class features, ``ctx`` among the classes when its context says so (the scanner scores the
    same without building the ``u:`` strings)."""
    classes = classes_of(tokens) | ({"ctx"} if ctx else set())
    return ["u:" + t.decode("utf-8", "replace") for t in tokens] + class_features(classes)
