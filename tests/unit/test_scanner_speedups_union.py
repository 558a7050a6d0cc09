"""``Doc.hits`` of several needles gathers the distinct lines of the strings the index knows
and turns them into line indices once: the answer is the sorted union of each needle's
lines by a search of the whole text, for any mix of known and new strings, patterns, repeated
lines and needles on no line; and ``any_within`` agrees with those lines."""

from __future__ import annotations

import random
import re
from bisect import bisect_left

import pytest

from skills_core.governance.reading.scan_text import Doc
from tests.unit.helpers import wrapped_lines
from tests.unit.test_scanner_needles import NEEDLES, reference, texts, warmed

PATTERNS = (re.compile(r"c[u]rl"), re.compile(r"\|\s{0,3}x"), re.compile(r"user\b"))


def plain(doc: Doc, needle: str | re.Pattern[str]) -> list[int]:
    if isinstance(needle, str):
        return reference(doc, needle)
    lines: list[int] = []  # where a match starts, a search from each line's start
    m = needle.search(doc.low)
    while m is not None:
        lines.append(i := doc.line_of(m.start()))
        m = needle.search(doc.low, doc.starts[i + 1]) if i + 1 < len(doc.lines) else None
    return lines


@pytest.mark.parametrize("seed", range(3))
def test_a_union_is_the_union_of_each_needles_lines(seed: int) -> None:
    rng = random.Random(seed)
    pool = [*NEEDLES, *PATTERNS, "never-in-any-text", "\nqq", "zz z"]
    for text in [*texts(40, seed), "curl x\n" * 30 + "the user\n" * 20]:
        doc = warmed(text)
        for _ in range(12):
            needles = tuple(rng.sample(pool, rng.randrange(1, 8)))
            want = sorted(set().union(*(plain(doc, n) for n in needles)))
            assert doc.hits(*needles) == want, (needles, text)
            # a phrase wrapped over a line break counts for ``any_within`` (``wrapped_hits``)
            runs = set().union(*(wrapped_lines(doc.low_lines, n) for n in needles
                                 if isinstance(n, str)))  # fmt: skip
            assert doc.wrapped_hits(*needles) == sorted(runs.union(want)), (needles, text)
            want = sorted(runs.union(want))
            lo = rng.randrange(0, len(doc.lines) + 1)
            hi = rng.randrange(lo, len(doc.lines) + 2)
            k = bisect_left(want, lo)
            inside = k < len(want) and want[k] < hi
            strings = [n for n in needles if isinstance(n, str) and "\n" not in n]
            if strings:
                each = sorted(set().union(*(set(plain(doc, n)) | wrapped_lines(doc.low_lines, n)
                                            for n in strings)))  # fmt: skip
                k = bisect_left(each, lo)
                assert doc.any_within(strings, lo, hi) == (k < len(each) and each[k] < hi)
            assert doc.any_within(needles, lo, hi) == inside  # type: ignore[arg-type]
