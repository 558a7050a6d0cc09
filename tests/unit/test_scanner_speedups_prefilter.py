"""Prefilters checked against what they stand before: ``rules_shell.block_candidates`` never
leaves out a line the wrapped-base64 pattern matches (lines the pattern generates, every line of
the labelled sets), and the leetspeak rule's needles (``rules_evasion._LEET_NEEDLES``) hold
every line it reads (one with the hint whose translation holds an override word), on the
labelled sets and on random leetspeak."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.governance.code_rules.host import rules_shell
from skills_core.governance.prose_rules import rules_evasion
from skills_core.governance.reading.scan_text import Doc
from tests.unit.test_scanner_speedups_gate import labelled_texts


def candidates(lines: list[str]) -> set[int]:
    return set(rules_shell.block_candidates(lines, list(map(len, lines))))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.from_regex(rules_shell._BLOCK_LINE, fullmatch=True), min_size=1, max_size=4))
def test_block_candidates_keep_every_block_line(lines: list[str]) -> None:
    lines = [*lines, "a prose line of sixty characters or so, not base64 at all...."]
    assert all(rules_shell._BLOCK_LINE_RE.fullmatch(line) for line in lines[:-1])
    assert candidates(lines) == set(range(len(lines) - 1))


def test_block_candidates_keep_every_block_line_of_the_labelled_sets() -> None:
    for text in labelled_texts():
        lines = text.split("\n")
        blocks = {i for i, line in enumerate(lines) if rules_shell._BLOCK_LINE_RE.fullmatch(line)}
        assert blocks <= candidates(lines)
    assert any(
        rules_shell._BLOCK_LINE_RE.fullmatch(line)
        for text in labelled_texts()
        for line in text.split("\n")
    )  # the sets hold wrapped base64


def leet_lines(doc: Doc) -> list[int]:
    """The lines the leetspeak rule reads past its first test, found as before: every line
    with the hint, kept when its translation differs and holds an override word."""
    out = []
    for i, line in enumerate(doc.low_lines):
        plain = line.translate(rules_evasion._LEET)
        if (
            rules_evasion._LEET_HINT_RE.search(line)
            and plain != line
            and any(w in plain for w in rules_evasion._LEET_WORDS)
        ):
            out.append(i)
    return out


def test_the_leet_needles_hold_every_line_the_rule_reads() -> None:
    rng = random.Random(7)
    pieces = [*rules_evasion._LEET_NEEDLES, "r3pl4c3", "1a2", "previous", "instructions", " ",
              " ", "\n", "user", "7he", "d0", "n07", "tell", "TELL", "İ"]  # fmt: skip
    texts = labelled_texts() + ["".join(rng.choice(pieces) for _ in range(rng.randrange(1, 60)))
                                for _ in range(2000)]  # fmt: skip
    read = 0
    for text in texts:
        doc = Doc(text)
        want = leet_lines(doc)
        got = [i for i in doc.hits(*rules_evasion._LEET_NEEDLES)
               if rules_evasion._LEET_HINT_RE.search(doc.low_lines[i])]  # fmt: skip
        assert set(want) <= set(got), text
        read += len(want)
    assert read > 100
