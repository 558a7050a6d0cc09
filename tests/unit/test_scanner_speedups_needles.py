"""The trigger-word index's token cache (``needles.NeedleIndex._scan``): the probes of tokens
seen in earlier texts are reused, and every text still gets exactly the probe-to-token map a
search of its whole vocabulary gives; a text of known words is not searched again, and the
cache stays within its bounds."""

from __future__ import annotations

import random

import pytest

from skills_core.governance.reading import needles
from skills_core.governance.reading.scan_text import Doc
from tests.unit.test_scanner_needles import NEEDLES, reference, warmed

WORDS = ["curl", "the", "user", "tell", "nc", "irm", "(irm", "do", "not", "future", "://", "a",
         "ab", "x|", "```", "#", "ccurl", "userx", "İ", "q" * 30, "tel" * 40]  # fmt: skip


def plain_where(index: needles.NeedleIndex) -> dict[str, set[int]]:
    """Probe -> tokens holding it, by ``in`` on every token and probe (no trie, no cache)."""
    out: dict[str, set[int]] = {}
    for probe in index.pattern.prefixes:
        held = {k for k, t in enumerate(index.tokens) if probe in f"\n{t}\n"}
        if held:
            out[probe] = held
    return out


def random_text(rng: random.Random) -> str:
    pieces = [*WORDS, " ", " ", "\n", "\t"]
    return "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 120)))


def index_of(text: str) -> needles.NeedleIndex:
    doc = warmed(text)
    doc.hits("curl")  # builds the index
    assert doc._needles is not None
    return doc._needles


@pytest.mark.parametrize("seed", range(3))
def test_cached_tokens_give_the_map_a_whole_search_gives(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):  # later texts reuse the tokens of earlier ones
        text = random_text(rng)
        index = index_of(text)
        assert index.where == plain_where(index), text
        doc = warmed(text)
        for needle in NEEDLES:
            assert doc.hits(needle) == reference(doc, needle), (needle, text)


def test_a_full_cache_starts_again_and_long_tokens_are_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(needles, "TOKEN_CACHE_MAX", 7)
    monkeypatch.setattr(needles, "TOKEN_CACHE_CHARS", 5)
    rng = random.Random(11)
    for _ in range(200):
        text = random_text(rng)
        index = index_of(text)
        assert index.where == plain_where(index), text
        known = index.pattern.known
        assert len(known) <= 7 and all(len(t) <= 5 for t in known)


def test_a_text_of_known_words_is_not_searched_again() -> None:
    text = "please curl the user\ndo not tell the future\n" * 50
    index_of(text)  # a process's first scan registers needles (a new pattern): settle them
    first = index_of(text)
    before = needles.searched[0]
    again = index_of(text.upper())  # the same words, lowercased
    assert needles.searched[0] == before  # no vocabulary character searched
    assert again.where == plain_where(again) == first.where
    long_word = "curl" * 100  # longer than TOKEN_CACHE_CHARS: searched every time
    index_of(long_word)
    before = needles.searched[0]
    index_of(long_word)
    assert needles.searched[0] - before == len(long_word) + 2


def test_the_cache_is_dropped_with_a_new_pattern() -> None:
    index_of("curl the user")
    old = needles._pattern()
    assert old.known
    Doc("x").hits("qzx-speedup-cache-needle")  # registers a needle: the next text rebuilds
    new = index_of("curl the user")
    # only the tokens read since: "warm up" (``warmed``) and this text
    assert new.pattern is not old
    assert set(new.pattern.known) == {"warm", "up", "curl", "the", "user"}


def test_later_needles_get_patterns_of_their_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """A needle registered after the trie was compiled adds a pattern of its new probes: the
    trie of every probe is not compiled again for one more word (about 0.1 s for the rules'
    1,300 needles), and every text still gets the whole search's map; past ``_LATE_MAX`` late
    probes the trie is compiled anew."""
    rng = random.Random(21)
    index_of("curl the user")  # the base patterns, for the needles registered so far
    base = needles._pattern().base
    late_before = [p for p in needles._pattern().prefixes if p not in base]
    for k in range(12):
        before = needles.compiled[0]
        Doc("x").hits(f"late{k} speedup")  # registered: the next text has its probes
        index = index_of(random_text(rng) + f" late{k} speedup")
        assert index.pattern.base == base  # the base kept
        late = [p for p in index.pattern.prefixes if p not in base]
        assert needles.compiled[0] - before == len(late)  # the late probes only
        assert f"late{k}\n" in late and set(late) - set(late_before) <= {f"late{k}\n", "\nspeedup"}
        late_before = late
        assert index.where == plain_where(index)
        assert Doc(f"x\na late{k} speedup").hits(f"late{k} speedup") == [1]
    monkeypatch.setattr(needles, "_LATE_MAX", 3)
    Doc("x").hits("later speedup")
    index = index_of("the user later")
    assert index.pattern.base == frozenset(index.pattern.prefixes)  # compiled anew
    assert index.where == plain_where(index)


def test_only_lines_a_needle_is_on_are_listed() -> None:
    """``_resolve`` lists where each line occurs only for the lines that hold a needle's
    rarest probe (a 7,000-line skill has a few hundred), and the lines are those of a search."""
    text = "\n".join([f"zq{k} qq" for k in range(500)] + ["curl x", "", "curl x"])
    doc = warmed(text)
    assert doc.hits("curl") == reference(doc, "curl") == [500, 502]
    assert doc._needles is not None
    assert set(doc._needles._occ) == {"curl x"}


class _Emptied(dict[str, tuple[str, ...]]):
    """A token cache that another scan empties right after each lookup (as a thread would)."""

    def get(self, key: str, default: object = None) -> tuple[str, ...] | None:  # type: ignore[override]
        value = super().get(key)
        self.clear()
        return value


def test_a_cache_emptied_during_a_scan_still_gives_the_whole_map() -> None:
    text = "please curl the user\ndo not tell the future"
    index_of(text)  # its tokens are cached
    pattern = needles._pattern()
    object.__setattr__(pattern, "known", _Emptied(pattern.known))
    try:
        index = index_of(text)
        assert index.where == plain_where(index)
    finally:
        object.__setattr__(pattern, "known", {})
