"""Text handling for skill search: tokeniser, light stemmer, line folding and snippets.

Standard library only, so the index loads on a Lambda cold start without the rest of
skills_core. Everything here is deterministic: the same text always gives the same terms,
which is what lets a serialised index be searched by a later process."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from functools import lru_cache

#: Only this much of a query is read, and at most this many distinct terms are kept: callers
#: cap queries at 1,000 characters, but a 10 KB (or 10 MB) query must still cost bounded work.
MAX_QUERY_CHARS = 4096
MAX_QUERY_TERMS = 64
#: Snippets are one line of at most this many characters.
SNIPPET_CHARS = 200
#: What an index keeps per document for snippets: the first lines of the body, folded.
SNIPPET_SOURCE_LINES = 40
SNIPPET_SOURCE_CHARS = 4096
ELLIPSIS = "…"

_WORD = re.compile(r"[^\W_]+")  # letters and digits; "_" and "-" split words
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_MARKUP_PREFIX = re.compile(r"^(?:(?:#{1,6}|>+|[-*+]|\d{1,3}[.)]|\[[ xX]\])\s+)+")
_NOT_TEXT = re.compile(r"^(?:`{3,}.*|~{3,}.*|<!--.*|[-=*_|:\s]*)$")
_REMOVED_CATEGORIES = frozenset({"Cc", "Cs"})

_STOP_TEXT = """
a about above after again against all also am an and any are as at be because been
before being below between both but by can cannot could did do does doing don during
each few for from further had has have having he her here hers herself him himself his
how i if in into is it its itself just me might more most must my myself no nor not of
off on once only or other our ours ourselves out over own same shall she should so
some such than that the their theirs them themselves then there these they this those
through to too under until up upon very was we were what when where which while who
whom why will with within without would you your yours yourself yourselves s t d ll m
re ve isn aren wasn weren won wouldn shouldn couldn doesn didn hasn haven hadn
"""
STOP_WORDS = frozenset(_STOP_TEXT.split())

_VOWELS = frozenset("aeiouy")
#: Words the suffix rules would mangle ("embed" is not "emb" + "ed").
_KEEP = frozenset({"embed", "speed", "shred", "hundred", "bed", "feed", "seed", "need"})
#: Derivational endings, tried in order (the first that fits wins): (suffix, replacement,
#: shortest stem left). Small on purpose; it only has to make a query and a document agree.
_DERIVATIONAL = (
    ("ization", "ize", 3),
    ("isation", "ize", 3),
    ("ational", "ate", 3),
    ("ation", "ate", 3),
    ("ator", "ate", 3),
    ("ment", "", 3),
    ("ly", "", 4),
)


def stem(word: str) -> str:
    """A light, Porter-inspired suffix stripper: plurals, -ing/-ed, a few derivational
    endings (-ation, -ization, -ment, -ly), then -ate and a final -e. Short words and words
    with digits are left alone. Both sides of a match go through it, so consistency matters
    more than linguistic accuracy ("restore", "restores", "restoring" all give "restor")."""
    if len(word) <= 3 or not word.isalpha() or word in _KEEP:
        return word
    w = word
    # 1. plurals
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        w = w[:-1]
    # 2. -ied / -ing / -ed
    if w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    else:
        for suffix in ("ing", "ed"):
            rest = w[: -len(suffix)]
            if w.endswith(suffix) and len(rest) >= 3 and _VOWELS.intersection(rest):
                w = _after_inflection(rest)
                break
    # 3. derivational endings
    for suffix, replacement, shortest in _DERIVATIONAL:
        if w.endswith(suffix) and len(w) - len(suffix) >= shortest:
            w = w[: -len(suffix)] + replacement
            break
    # 4. -ise as -ize, -ate (migrate -> migr) when enough is left, then a final -e
    if w.endswith("ise") and len(w) >= 6:
        w = w[:-3] + "ize"
    if w.endswith("ate") and len(w) >= 7:
        w = w[:-3]
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    return w


def _after_inflection(rest: str) -> str:
    """Porter's tidy-up after removing -ing/-ed: restore the -e of "migrat(e)", undo the
    doubled consonant of "runn(ing)" (but not "install", "pass", "buzz", "add")."""
    if rest.endswith(("at", "bl", "iz", "is")):
        return rest + "e"
    if len(rest) > 3 and rest[-1] == rest[-2] and rest[-1] not in "lsz" + "aeiou":
        return rest[:-1]
    return rest


_cached_stem = lru_cache(maxsize=1 << 16)(stem)


def tokenize(text: str) -> list[str]:
    """Lowercased word stems without stop words; ``-``, ``_`` and punctuation split words, so
    the name ``docker-ops`` gives ``docker`` and ``ops``."""
    return [_cached_stem(w) for w in _WORD.findall(text.lower()) if w not in STOP_WORDS]


def query_terms(query: str) -> list[str]:
    """The distinct stems of a query in order of appearance. Only the first
    ``MAX_QUERY_CHARS`` characters are read and at most ``MAX_QUERY_TERMS`` terms kept, so
    the work per query is bounded whatever its length."""
    seen: dict[str, None] = {}
    for match in _WORD.finditer(query[:MAX_QUERY_CHARS].lower()):
        word = match.group()
        if word in STOP_WORDS:
            continue
        seen.setdefault(_cached_stem(word))
        if len(seen) >= MAX_QUERY_TERMS:
            break
    return list(seen)


def fold(text: str) -> str:
    """One line of plain text: whitespace runs (newlines, ``\\u2028``, tabs...) become one
    space, other control characters and lone surrogates vanish. A folded string cannot start
    a line of its own in whatever output it is placed in."""
    if text.isprintable():
        return " ".join(text.split())
    kept = "".join(
        ch for ch in text if ch.isspace() or unicodedata.category(ch) not in _REMOVED_CATEGORIES
    )
    return " ".join(kept.split())


def shorten(text: str, limit: int = SNIPPET_CHARS) -> str:
    """``text`` cut to at most ``limit`` characters at a word boundary, ending with ``…``."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut[limit // 2 :]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip() + ELLIPSIS


def _body_pieces(body: str) -> Iterator[str]:
    """Readable pieces of a Markdown body: one per line, long lines split into sentences,
    list and heading markers removed, fences, rules and comments skipped."""
    for raw in body.splitlines():
        line = fold(raw)
        if not line or _NOT_TEXT.match(line):
            continue
        line = _MARKUP_PREFIX.sub("", line).strip()
        if not line:
            continue
        if len(line) <= SNIPPET_CHARS:
            yield line
        else:
            yield from (s for s in _SENTENCE_END.split(line) if s)


def snippet_source(body: str) -> str:
    """What an index stores per document to make snippets without the body: the first
    ``SNIPPET_SOURCE_LINES`` pieces, at most ``SNIPPET_SOURCE_CHARS`` characters, one per
    line (each already folded)."""
    kept: list[str] = []
    size = 0
    for piece in _body_pieces(body[: SNIPPET_SOURCE_CHARS * 4]):
        if len(kept) >= SNIPPET_SOURCE_LINES or size + len(piece) > SNIPPET_SOURCE_CHARS:
            break
        kept.append(piece)
        size += len(piece) + 1
    return "\n".join(kept)


def make_snippet(source: str, description: str, terms: AbstractSet[str]) -> str:
    """The piece of ``source`` holding the most distinct query terms (on a tie a sentence
    beats a short heading, then the earliest wins), or the description when no piece holds
    one; at most ``SNIPPET_CHARS`` characters, cut around the first matching word when the
    piece is longer. A cheap substring probe skips pieces before tokenising them."""
    best, best_count = "", 0
    if terms and source:
        probes = {t[:-1] if len(t) > 3 else t for t in terms}
        for piece in source.split("\n"):
            low = piece.lower()
            if not any(p in low for p in probes):
                continue
            matched = len(set(tokenize(piece)).intersection(terms))
            # more distinct terms first; on a tie a real sentence beats a short heading
            count = matched * 100 + min(len(piece), 60)
            if matched and count > best_count:
                best, best_count = piece, count
    if not best:
        return shorten(fold(description))
    return _window(best, terms)


def _window(piece: str, terms: AbstractSet[str]) -> str:
    if len(piece) <= SNIPPET_CHARS:
        return piece
    start = 0
    for match in _WORD.finditer(piece.lower()):
        if _cached_stem(match.group()) in terms:
            start = match.start()
            break
    if start <= SNIPPET_CHARS // 3:
        return shorten(piece)
    lead = SNIPPET_CHARS // 4  # context kept before the match, snapped to a space if near
    space = piece.rfind(" ", max(0, start - lead - 20), start - lead)
    begin = space + 1 if space >= 0 else start - lead
    return ELLIPSIS + shorten(piece[begin:], SNIPPET_CHARS - 1)
