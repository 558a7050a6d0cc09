"""The scanner's trigger-word index (``governance.reading.needles``) gives exactly the lines a
search of the whole text gives, for every kind of needle: one word, words with spaces, a
newline at the start (the line starts with the rest), whitespace only, and texts where a
probe occurs so often that the index looks tokens up one by one."""

from __future__ import annotations

import random
from bisect import bisect_right

import pytest

from skills_core.governance.reading import needles
from skills_core.governance.reading.scan_text import Doc

NEEDLES = ("curl", "the user", "\n#", "\nirm", "nc ", " future ", "do not tell", "```", "://",
           "a", "ab", "b a", "\t\t", "  ", "x|", "(irm", "tell", "tel", "\n", "user ")  # fmt: skip
ALPHABET = ["a", "b", "x", "|", " ", " ", "\n", "\t", "#", "curl", "the", "user", "tell", "nc",
            "irm", "(", "do", "not", "future", ":/", "/", "`", "A", "İ"]  # fmt: skip


def reference(doc: Doc, needle: str) -> list[int]:
    """The lines of ``needle`` by ``str.find`` over the whole lowercase text."""
    low, skip = doc.low, needle.startswith("\n")
    lines = [0] if skip and low.startswith(needle[1:]) else []
    pos = low.find(needle)
    while pos != -1:
        lines.append(i := bisect_right(doc.starts, pos + skip) - 1)
        pos = low.find(needle, doc.starts[i + 1] - skip) if i + 1 < len(doc.lines) else -1
    return lines


def texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(ALPHABET) for _ in range(rng.randrange(0, 400))) for _ in range(n)]


def warmed(text: str) -> Doc:
    """A Doc whose index knows every needle (the first text registers them)."""
    first = Doc("warm up")
    for needle in NEEDLES:
        first.hits(needle)
    return Doc(text)


@pytest.mark.parametrize("seed", range(4))
def test_the_index_gives_the_lines_a_whole_text_search_gives(seed: int) -> None:
    for text in texts(60, seed):
        doc = warmed(text)
        for needle in NEEDLES:
            assert doc.hits(needle) == reference(doc, needle), (needle, text)


def test_many_matches_switch_to_token_by_token_lookups(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(needles, "MAX_MATCHES", 5)
    for text in [*texts(30, 9), "curl " * 50 + "\nthe user curl", "a" * 1000]:
        doc = warmed(text)
        for needle in NEEDLES:
            assert doc.hits(needle) == reference(doc, needle), (needle, text)


def test_a_new_needle_is_searched_then_indexed() -> None:
    needle = "qzx-never-registered"
    doc = Doc(f"one\ntwo {needle} three\n{needle}")
    assert doc.hits(needle) == [1, 2]
    assert needle in needles._REGISTRY
    later = Doc(f"{needle}\nfour")
    assert needle in later_index(later).pattern.needles
    assert later.hits(needle) == [0]


def later_index(doc: Doc) -> needles.NeedleIndex:
    doc.hits("curl")  # builds the index
    index = doc._needles
    assert index is not None
    return index
