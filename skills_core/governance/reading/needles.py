"""Where the rules' trigger words occur: ``NeedleIndex`` finds the lines of every trigger word
(a "needle") of every rule from one pass over the text's distinct tokens, instead of one
search of the whole text per needle.

How: each distinct line is split once into whitespace-separated tokens; the distinct tokens,
joined by newlines (the "vocabulary", far shorter than the text), are searched once with a
trie-shaped pattern of every needle's pieces (``probes``: ``"do not tell"`` needs a token ending in
``do``, the token ``not`` and a token starting with ``tell``; the trie is split in a few
patterns by first character, ``_split``, for speed); the tokens that hold a probe are
mapped to their lines. A needle without whitespace occurs on a line exactly when one of the
line's tokens contains it; a needle with whitespace is confirmed on the lines of its rarest
probe with ``in`` (``\\n`` at its start: the line starts with the rest). So the lines are
exactly those a search of the whole text would give (tests/unit/test_scanner_needles.py
checks this against that search).

Needles are registered the first time a rule asks for them (module constants, so the set
is fixed after a few scans); a needle the current pattern does not know yet is searched for in
the whole text, once, and is in the pattern from the next text on, as a small pattern of its
new probes beside the compiled trie (``_LATE_MAX``), not a recompiled trie of all. All work
is linear: the pattern runs once over the vocabulary, each token's lines are listed once, and
a probe found in more than ``MAX_MATCHES`` places (a text made of one trigger word) stops the
pass early and those probes are looked up token by token with ``str.find``. Each token's probes
are kept across texts (``_Pattern.known``, at most ``TOKEN_CACHE_MAX`` tokens of at most
``TOKEN_CACHE_CHARS`` characters): only the tokens no earlier text had are searched."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, chain, compress, count, repeat
from operator import and_, is_

MAX_MATCHES = 5_000  # trie matches read one by one; past that, probes are found by str.find
_GROUP = 8  # first characters per pattern (``_split``)
_COMMON = "etaoinsrhdlcumfpgwybvkxjqz"  # letters by how often English words hold them
_REGISTRY_MAX = 5_000  # needles kept in the pattern; more is no rule set
TOKEN_CACHE_MAX = 20_000  # tokens whose probes are remembered across texts (under 10 MB)
TOKEN_CACHE_CHARS = 256  # longer tokens are searched every time: the cache stays bounded
_REGISTRY: dict[str, None] = {}
_PROBES: dict[str, tuple[str, ...]] = {}


def probes(needle: str) -> tuple[str, ...]:
    """What the vocabulary must contain if ``needle`` occurs: each whitespace-free part, with a
    newline (token boundary) on the sides where the needle has whitespace."""
    if (found := _PROBES.get(needle)) is None:
        found = _PROBES[needle] = tuple(
            ("\n" if m.start() else "") + m.group() + ("\n" if m.end() < len(needle) else "")
            for m in re.finditer(r"\S+", needle)
        )
    return found


@dataclass(frozen=True)
class _Pattern:
    """The trie of every registered needle's probes and, for each probe, the probes that are
    prefixes of it (the trie reports the longest probe at a position; its prefixes matched
    there too)."""

    needles: frozenset[str]
    regexes: tuple[re.Pattern[str], ...]  # the trie split by first character (``_split``)
    prefixes: dict[str, tuple[str, ...]]
    order: dict[str, tuple[str, ...]]  # needle -> its probes, longest first (rarer words first)
    spaced: frozenset[str]  # needles with whitespace: confirmed on the line with ``in``
    # token -> the probes it holds, for tokens of earlier texts (words recur from skill to
    # skill: a text of known words is not searched again); emptied with a new pattern
    known: dict[str, tuple[str, ...]] = field(default_factory=dict, compare=False)
    # the probes of the first patterns (``base``, compiled once): needles registered later
    # get patterns of their own new probes (``_pattern``), not a recompiled trie of all
    base: frozenset[str] = frozenset()
    base_regexes: tuple[re.Pattern[str], ...] = ()
    # longest probe -> (needle, its other probes): ``_resolve`` reads only the probes a text
    # holds (a few hundred), not every registered needle (over a thousand)
    by_best: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = field(default_factory=dict)


_EMPTY = _Pattern(frozenset(), (), {}, {}, frozenset())
searched = [0]  # vocabulary characters the trie patterns ran over, all texts (for tests)
compiled = [0]  # probes put in a compiled trie pattern, all patterns (for tests)
_LATE_MAX = 400  # probes in the later patterns; past that the trie is compiled anew
_current = _EMPTY


def trie(words: Sequence[str]) -> str:
    """A regex that matches where any of ``words`` starts (the longest there), as a trie of
    their characters: one branch per next character, far fewer than one per word."""
    root: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        alts = [_char(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 and len(alts[0]) == 1 else f"(?:{'|'.join(alts)})"
        return f"(?:{body})?" if "" in node else body

    return build(root)


def _char(ch: str) -> str:
    """One character of a trie: a space is any run of up to three whitespace characters, so a
    phrase reads the same when a line break wraps it (probes hold no spaces)."""
    return r"\s{1,3}" if ch == " " else re.escape(ch)


def _split(found: Sequence[str]) -> list[re.Pattern[str]]:
    """The trie of ``found`` as a few patterns, each for the probes starting with one of about
    eight characters: ``[abc…](?<=(?=(trie)).)``. A pattern that starts with a character class
    lets the regex engine skip the other characters at C speed, and the trie it then tries has
    eight first branches, not sixty: about half the time of one pattern over the vocabulary.
    The common letters are spread over the groups, so each pattern stops about as often."""
    firsts = sorted({p[0] for p in found}, key=lambda c: (c not in _COMMON, _COMMON.find(c), c))
    k = max(1, (len(firsts) + _GROUP - 1) // _GROUP)
    out = []
    compiled[0] += len(found)
    for group in (firsts[j::k] for j in range(k)):
        probes_of = [p for p in found if p[0] in group]
        head = "".join(map(re.escape, group))
        out.append(re.compile(f"[{head}](?<=(?=({trie(probes_of)}))[\\s\\S])"))
    return out


def _pattern() -> _Pattern:
    """The pattern for the needles registered so far (rebuilt only when some were added)."""
    global _current
    if len(_current.needles) != len(_REGISTRY):
        needles = frozenset(_REGISTRY)
        found = sorted({p for n in needles for p in probes(n)})
        known = set(found)
        prefixes = {p: tuple(p[:k] for k in range(1, len(p) + 1) if p[:k] in known) for p in found}
        base, base_regexes = _current.base, _current.base_regexes
        late = [p for p in found if p not in base]
        if not base or len(late) > _LATE_MAX:  # compile every probe anew
            base, base_regexes, late = frozenset(found), tuple(_split(found)) if found else (), []
        regexes = base_regexes + (tuple(_split(late)) if late else ())
        order = {n: tuple(sorted(probes(n), key=lambda p: -len(p.strip()))) for n in needles}
        spaced = frozenset(n for n in needles if any(ch.isspace() for ch in n))
        by_best: defaultdict[str, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
        for n, parts in order.items():
            if parts:
                by_best[parts[0]].append((n, parts[1:]))
        _current = _Pattern(needles, regexes, prefixes, order, spaced, base=base,
                            base_regexes=base_regexes,
                            by_best={p: tuple(v) for p, v in by_best.items()})  # fmt: skip
    return _current


def register(needle: str) -> None:
    if len(_REGISTRY) < _REGISTRY_MAX:
        _REGISTRY.setdefault(needle, None)


def _held(regexes: Sequence[re.Pattern[str]], prefixes: dict[str, tuple[str, ...]],
          vocab: str, starts: list[int]) -> dict[str, set[int]]:  # fmt: skip
    """Probe -> indices of the tokens of ``vocab`` (token ``k`` starts at ``starts[k]``) that
    hold it, from one pass of each pattern; past ``MAX_MATCHES`` matches, the probes seen
    then or later are looked up token by token with ``str.find``."""
    where: defaultdict[str, set[int]] = defaultdict(set)
    n = 0
    rest: set[str] | None = None  # past MAX_MATCHES: the probes still to find, by str.find
    for regex in regexes:
        if rest is not None:
            rest |= {q for p in set(regex.findall(vocab)) for q in prefixes[p]}
            continue
        for m in regex.finditer(vocab):
            n += 1
            if n > MAX_MATCHES:  # every probe seen so far or later: token by token
                rest = {q for p in set(regex.findall(vocab, m.start())) for q in prefixes[p]}
                break
            g = m.group(1)  # its prefixes start where it does: one token for all
            k = bisect_right(starts, m.start() + (g[0] == "\n")) - 1
            for q in prefixes[g]:
                where[q].add(k)
    if rest is not None:
        return {q: _find_tokens(q, vocab, starts) for q in rest | set(where)}
    return dict(where)


def _find_tokens(probe: str, vocab: str, starts: list[int]) -> set[int]:
    """Indices of the tokens that hold ``probe``, by ``str.find`` over the vocabulary
    (one token at a time: the search resumes after the token it found)."""
    found: set[int] = set()
    lead = probe[0] == "\n"
    pos = vocab.find(probe)
    while pos != -1:
        k = bisect_right(starts, pos + lead) - 1
        found.add(k)
        pos = vocab.find(probe, starts[k + 1] - 1)
    return found


class NeedleIndex:
    """The lines of each needle in one text (``lines``), from its lowercase lines."""

    def __init__(self, low: str, low_lines: list[str], starts: list[int]) -> None:
        self.low, self.low_lines, self.starts = low, low_lines, starts
        self.pattern = _pattern()
        # Each distinct line split once (a line repeated 10^5 times is read once), kept as
        # tuples (of strings only: the garbage collector stops tracking them) for ``_resolve``;
        # the distinct tokens of the whole text are their union.
        self.split = {line: tuple(line.split()) for line in dict.fromkeys(low_lines)}
        self.tokens = list(set().union(*self.split.values()))
        self.where: dict[str, set[int]] = {}  # probe -> indices of the tokens holding it
        self._best: dict[str, str] | None = None  # needle -> its probe on the fewest lines
        # token index -> the distinct lines holding it (for the wanted tokens), and each
        # distinct line -> the indices of the lines with its text (ascending)
        self._held: dict[int, list[str]] = {}
        self._occ: dict[str, list[int]] = {}
        self._of_probe: dict[str, set[str]] = {}  # probe -> the distinct lines holding it
        self._wrapped: dict[str, list[int]] = {}  # needle -> lines of its wrapped occurrences
        self._edge_maps: tuple[dict[int, list[int]], dict[int, list[int]]] | None = None
        if self.pattern.regexes:
            self._scan(self.pattern.regexes)

    def _scan(self, regexes: Sequence[re.Pattern[str]]) -> None:
        """``where`` for every probe of the pattern: the probes of the tokens seen in earlier
        texts from the pattern's ``known``, the others from one pass of each of its patterns
        over the vocabulary of the new tokens (a probe never spans two tokens, so each token's
        probes are the same in any vocabulary)."""
        known, tokens = self.pattern.known, self.tokens
        cached = list(map(known.get, tokens))  # read once (a thread may empty the cache)
        fresh = list(compress(count(), map(is_, cached, repeat(None))))  # at C speed
        new = tokens if len(fresh) == len(tokens) else [tokens[k] for k in fresh]
        vocab = "\n" + "\n".join(new) + "\n"  # token j starts at token_at[j]
        token_at = list(accumulate(map((1).__add__, map(len, new)), initial=1))
        found = _held(regexes, self.pattern.prefixes, vocab, token_at) if fresh else {}
        searched[0] += len(vocab) if fresh else 0
        where: defaultdict[str, set[int]] = defaultdict(set)
        by_token: defaultdict[int, list[str]] = defaultdict(list)
        for probe, ks in found.items():
            where[probe] = {fresh[j] for j in ks}
            for j in ks:
                by_token[j].append(probe)
        for k, c in compress(enumerate(cached), cached):  # the known tokens holding a probe
            for probe in c or ():
                where[probe].add(k)
        keep = [j for j, k in enumerate(fresh) if len(tokens[k]) <= TOKEN_CACHE_CHARS]
        if len(known) + len(keep) > TOKEN_CACHE_MAX:  # full: start again from this text's
            known.clear()
        for j in keep[:TOKEN_CACHE_MAX]:
            known[tokens[fresh[j]]] = tuple(by_token.get(j, ()))
        self.where = dict(where)

    def _resolve(self) -> dict[str, str]:
        """For each needle of the pattern whose probes all occur, its longest probe (longer
        words are rarer: ``user``, not ``the``, for ``the user``); then, for the tokens holding
        those probes, the distinct lines that hold them, and where each distinct line occurs
        (one pass over the lines, in which each line is looked up once)."""
        if self._best is None:
            where, tokens = self.where, self.tokens
            best: dict[str, str] = {}
            by_best = self.pattern.by_best
            for probe in where:  # each needle whose probes all occur, by its longest probe
                for needle, rest in by_best.get(probe, ()):
                    if not rest or all(p in where for p in rest):
                        best[needle] = probe
            wanted = {tokens[k]: k for p in set(best.values()) for k in where[p]}
            common = set(wanted).intersection  # each token of a line once
            held: defaultdict[int, list[str]] = defaultdict(list)
            for line, split in self.split.items():
                for t in common(split):
                    held[wanted[t]].append(line)
            occ: dict[str, list[int]] = {line: [] for ls in held.values() for line in ls}
            for i in compress(count(), map(occ.__contains__, self.low_lines)):
                occ[self.low_lines[i]].append(i)  # only the lines some needle is on
            self._best, self._held, self._occ = best, dict(held), occ
        return self._best

    def texts(self, needle: str) -> Collection[str] | None:
        """The distinct lines whose text contains ``needle`` (one starting with the rest, for a
        needle that starts with a newline); None for a needle the pattern does not know yet
        (``lines`` searches the text for it)."""
        if not self.pattern.order.get(needle):
            return None
        best = self._resolve().get(needle)
        if best is None:
            return ()
        held, ks = self._held, self.where[best]
        if len(ks) == 1:
            texts: Collection[str] = held.get(next(iter(ks)), [])
        elif (texts := self._of_probe.get(best, ())) == ():  # needles share probes ("\nhttp")
            texts = self._of_probe[best] = {line for k in ks for line in held.get(k, ())}
        if needle in self.pattern.spaced:  # confirmed on each distinct line's text
            if needle.startswith("\n"):
                rest = needle[1:]
                texts = [line for line in texts if line.startswith(rest)]
            else:
                texts = [line for line in texts if needle in line]
        return texts

    def wrapped(self, needle: str) -> list[int]:
        """Sorted indices of the lines either side of each line break that ``needle`` (known
        to the pattern, with whitespace inside) runs across as the text reads: "turn off
        secret" ending one line and "scanning and push" starting the next hold "secret
        scanning", though neither line does (a paragraph wrapped at another width). Read only
        at the line breaks ``_breaks`` names, each confirmed on the two lines' text."""
        if (got := self._wrapped.get(needle)) is None:
            got = self._wrapped[needle] = self._junctions(needle)
        return got

    def _junctions(self, needle: str) -> list[int]:
        if needle not in self.pattern.spaced or needle.startswith("\n"):
            return []  # one word, or a word at a line's start: no line break inside
        if (best := self._resolve().get(needle)) is None:
            return []  # a word of it is nowhere in the text
        lines = self.low_lines
        size, out = len(needle), set[int]()
        for a in self._breaks(needle, best):
            tail, head = lines[a].rstrip()[-size:], lines[a + 1].lstrip()[:size]
            if not (tail and head):
                continue
            j = f"{tail} {head}".find(needle, max(0, len(tail) - size + 1))
            if -1 < j <= len(tail):  # across the break, not on one line
                out.update((a, a + 1))
        return sorted(out)

    def _breaks(self, needle: str, best: str) -> set[int]:
        """The line breaks (after line ``a``) ``needle`` may run across: for a break between
        two of its words, the line before ends in a token holding the first one's probe and
        the line after starts with one holding the second's (``_edges``); a needle with other
        whitespace than single spaces, around the lines of its rarest probe."""
        words = needle.split(" ")
        inner = words[1:-1]
        if "" in inner or any(ch.isspace() for w in words for ch in w):
            last = len(self.low_lines) - 1
            texts = {line for k in self.where[best] for line in self._held.get(k, ())}
            return {a for i in self.indices(texts) for a in (i - 1, i) if 0 <= a < last}
        ends, starts = self._edges()
        where, order = self.where, probes(needle)  # one probe per word, in order
        lead, trail = words[0] == "", words[-1] == ""
        found: set[int] = set()
        for j in range(-lead, len(order) - 1 + trail):  # the break after word j (-1: before all)
            sides = []
            if j >= 0:  # line ``a`` ends in a token holding word j's probe
                sides.append({a for k in where[order[j]] for a in ends.get(k, ())})
            if j + 1 < len(order):  # line ``a + 1`` starts with one holding word j + 1's
                sides.append({a for k in where[order[j + 1]] for a in starts.get(k, ())})
            found |= set.intersection(*sides)
        return found

    def _edges(self) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
        """Token index -> the line breaks ``a`` where it is the last token before the break
        (line ``a``), and where it is the first after it (line ``a + 1``); both lines hold
        text. Built once per text, on the first wrapped needle."""
        if self._edge_maps is None:
            at = {t: k for k, t in enumerate(self.tokens)}
            rows = list(map(self.split.__getitem__, self.low_lines))
            ends: defaultdict[int, list[int]] = defaultdict(list)
            starts: defaultdict[int, list[int]] = defaultdict(list)
            text = list(map(bool, rows))
            for a in compress(range(len(rows) - 1), map(and_, text, text[1:])):
                ends[at[rows[a][-1]]].append(a)
                starts[at[rows[a + 1][0]]].append(a)
            self._edge_maps = (dict(ends), dict(starts))
        return self._edge_maps

    def indices(self, texts: Collection[str]) -> list[int]:
        """Sorted indices of the lines with one of ``texts`` (distinct lines from ``texts``)."""
        occ = self._occ
        if len(texts) == 1:
            return list(occ[next(iter(texts))])
        return sorted(chain.from_iterable(map(occ.__getitem__, texts)))

    def lines(self, needle: str) -> list[int]:
        """Sorted indices of the lines whose text contains ``needle`` (a line starting with
        the rest, for a needle that starts with a newline)."""
        texts = self.texts(needle)
        if texts is None:
            register(needle)
            return self._search(needle)
        return self.indices(texts) if texts else []

    def _search(self, needle: str) -> list[int]:
        """The lines of ``needle`` by searching the whole text (needles not in the pattern)."""
        low, starts, n = self.low, self.starts, len(self.low_lines)
        skip = needle.startswith("\n")
        lines = [0] if skip and low.startswith(needle[1:]) else []
        pos = low.find(needle)
        while pos != -1:
            lines.append(i := bisect_right(starts, pos + skip) - 1)
            pos = low.find(needle, starts[i + 1] - skip) if i + 1 < n else -1
        return lines
