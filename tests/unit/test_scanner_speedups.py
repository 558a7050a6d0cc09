"""The scanner's speed-ups give what the plain computation gives (scripts/bench_scanner.py
prints the times): the nearest read/send pair, the trie patterns of word groups and the
trigger-word trie split by first character, the sentence-stop pattern."""

from __future__ import annotations

import random
import re

from skills_core.governance.needles import _split, trie
from skills_core.governance.rules_access import _nearest
from skills_core.governance.scan_lookalike import _mix
from skills_core.governance.scan_prose import _STOP_RE, words


def test_nearest_pair_is_the_least_of_all_pairs() -> None:
    rng = random.Random(22)
    for _ in range(3000):
        reads = [rng.randrange(80) for _ in range(rng.randrange(8))]
        sends = [rng.randrange(80) for _ in range(rng.randrange(8))]
        every = [(abs(a - s), a, s) for a in reads for s in sends]
        assert _nearest(reads, sends) == min(every, default=None)


def test_word_group_pattern_finds_a_word_where_the_alternation_does() -> None:
    group = ("send", "sen", "upload", "e-mail", "paste site", "do not", "x.y")
    texts = ["", "se nd", "I will sen", "uploa", "paste  site", "paste site!", "xay", "x.y",
             "do  not", "please e-mail it", "resend", "SEND"]  # fmt: skip
    plain = re.compile("|".join(map(re.escape, group)))
    for text in texts:
        assert bool(words(group)[0].search(text)) == bool(plain.search(text)), text


def test_split_trie_finds_every_probe_at_every_position() -> None:
    rng = random.Random(7)
    alphabet = "abcdest\n.-/"
    for _ in range(200):
        found = sorted({"".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 4)))
                        for _ in range(rng.randrange(1, 40))})  # fmt: skip
        vocab = "".join(rng.choice(alphabet) for _ in range(300))
        whole = re.compile(f"(?=({trie(found)}))")
        expect = [(m.start(), m.group(1)) for m in whole.finditer(vocab)]
        got = sorted((m.start(), m.group(1)) for r in _split(found) for m in r.finditer(vocab))
        assert got == expect


def test_one_mixed_script_pattern_finds_where_the_two_did() -> None:
    scripts = r"\u0370-\u03ff\u0400-\u04ff\u0500-\u052f"
    after = re.compile(rf"[{scripts}][A-Za-z]")
    before = re.compile(rf"[{scripts}](?<=[A-Za-z][{scripts}])")
    rng = random.Random(3)
    for _ in range(2000):
        text = "".join(rng.choice("ab аоαο\n1") for _ in range(rng.randrange(12)))
        pos = rng.randrange(len(text) + 1)
        starts = [m.start() for r in (after, before) if (m := r.search(text, pos))]
        got = _mix(text, pos)
        assert (got.start() if got else None) == min(starts, default=None), (text, pos)


def test_stop_pattern_finds_the_last_and_first_stop_the_finds_did() -> None:
    stops = (". ", ".\n", "! ", "!\n", "? ", "?\n", "; ", ":\n")
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice("a .!?;:\n") for _ in range(rng.randrange(16)))
        lo, hi = sorted(rng.randrange(len(text) + 1) for _ in range(2))
        last = max((k for c in stops if (k := text.rfind(c, lo, hi)) >= 0), default=None)
        first = min((k for c in stops if (k := text.find(c, lo, hi)) >= 0), default=None)
        got = [m.start() for m in _STOP_RE.finditer(text, lo, hi)]
        assert (got[-1] if got else None, got[0] if got else None) == (last, first), text
