"""Two prefilters of the scanner, checked against the plain computation they replace: a
pattern trigger whose matches lie inside one token (``needles.token_local``) is read from the
text's vocabulary, and must give exactly the lines a search of the whole text gives, on the
labelled sets and on random texts of tokens, Unicode whitespace and word boundaries; and
``rules_shell.may_be_block`` never rejects a line the wrapped-base64 pattern matches."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import skills_core.governance as governance
from skills_core.governance import rules_shell
from skills_core.governance.needles import token_local
from skills_core.governance.scan_text import Doc

DATA = Path(__file__).resolve().parents[1] / "data"
# pieces for random texts: tokens the patterns match or nearly match, and every kind of
# whitespace ``str.split`` cuts at (a token ends there as at a newline)
PIECES = ["env", "environ", "environment", "$x$", "${a}$", "$", "\\ab\\c", "\\", "/dev/tcp/",
          "/dev/udp", "r3pl4c3", "1a2", "a1", "9zz9", "x", "_", "-", ".", "é", "İ", "ß", " ",
          " ", "\t", "\n", "\n", "\xa0", "\u2028", "\x1c", "\x85", "\u3000", "\u200b"]  # fmt: skip
SYNTHETIC = [re.compile(p) for p in (r"env\b", r"\benv", r"\Benv", r"[0-9]\w{1,3}[0-9]",
                                     r"a(?:b|c\b)", r"x{2,}", r"\d\d")]  # fmt: skip


def rule_patterns() -> list[re.Pattern[str]]:
    """Every module-level pattern of the scanner that ``token_local`` accepts (the triggers
    ``Doc.hits`` reads from the vocabulary are among them), and a few synthetic ones."""
    found: dict[str, re.Pattern[str]] = {}
    for info in pkgutil.iter_modules(governance.__path__):
        module = importlib.import_module(f"skills_core.governance.{info.name}")
        for value in vars(module).values():
            values = value if isinstance(value, tuple) else (value,)
            for v in values:
                if isinstance(v, re.Pattern) and token_local(v):
                    found[v.pattern] = v
    return [*found.values(), *SYNTHETIC]


def whole_text_lines(doc: Doc, pattern: re.Pattern[str]) -> list[int]:
    """The lines where a match starts, by searching the whole lowercase text (as before)."""
    lines: list[int] = []
    m = pattern.search(doc.low)
    while m is not None:
        lines.append(i := doc.line_of(m.start()))
        m = pattern.search(doc.low, doc.starts[i + 1]) if i + 1 < len(doc.lines) else None
    return lines


def labelled_texts() -> list[str]:
    out = [p.read_text(encoding="utf-8") for kind in ("benign", "malicious")
           for p in sorted((DATA / "scanner" / kind).glob("*.md"))]  # fmt: skip
    for path in sorted((DATA / "scanner" / "public").glob("*/*.jsonl")):
        out += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines()]
    return out


def mutate(text: str, rng: random.Random) -> str:
    """The text with pieces inserted at random places (new tokens, split tokens)."""
    chars = list(text[:3000])
    for _ in range(rng.randrange(1, 30)):
        chars.insert(rng.randrange(0, len(chars) + 1), rng.choice(PIECES))
    return "".join(chars)


def test_the_rules_have_vocabulary_patterns() -> None:
    names = {p.pattern for p in rule_patterns()}
    assert r"[0-9][a-z]{1,3}[0-9]" in names and r"env(?:\b|iron\b)" in names


@pytest.mark.parametrize(
    ("pattern", "local"),
    [(r"[0-9][a-z]{1,3}[0-9]", True), (r"env(?:\b|iron\b)", True), (r"/dev/(?:tcp|udp)/", True),
     (r"a\sb", False), (r"a b", False), (r"a.b", False), (r"[^a]b", False), (r"^ab", False),
     (r"ab$", False), (r"(?<=a)b", False), (r"a(?=b)", False), (r"a*", False), (r"(?i)ab", False),
     (r"(a)\1", False), (r"a[\xa0-\xff]", False), (r"a[\u2027-\u2029]", False),
     (r"a[\s\w]", False), (r"\Aab", False)],
)  # fmt: skip
def test_token_local_accepts_only_patterns_read_inside_a_token(pattern: str, local: bool) -> None:
    assert token_local(re.compile(pattern)) is local


def test_vocabulary_lines_are_the_whole_text_lines_on_the_labelled_sets() -> None:
    patterns = rule_patterns()
    rng = random.Random(22)
    texts = labelled_texts()
    for text in [*texts, *(mutate(rng.choice(texts), rng) for _ in range(200))]:
        doc = Doc(text)
        for pattern in patterns:
            assert doc._pattern_lines(pattern) == whole_text_lines(doc, pattern), pattern.pattern


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=80))
def test_vocabulary_lines_are_the_whole_text_lines_on_random_texts(pieces: list[str]) -> None:
    doc = Doc("".join(pieces))
    for pattern in rule_patterns():
        assert doc._pattern_lines(pattern) == whole_text_lines(doc, pattern), pattern.pattern


def test_a_pattern_trigger_gives_the_same_lines_through_hits() -> None:
    text = "a r3pl4c3 b\nplain\n\xa0env\u2028x\n$a$ and environ\nenvironment"
    doc = Doc(text)
    for pattern in rule_patterns():
        assert doc.hits(pattern) == whole_text_lines(doc, pattern)


@settings(max_examples=300, deadline=None)
@given(st.from_regex(rules_shell._BLOCK_LINE, fullmatch=True))
def test_may_be_block_keeps_every_block_line(line: str) -> None:
    assert rules_shell._BLOCK_LINE_RE.fullmatch(line) is not None
    assert rules_shell.may_be_block(line)


def test_may_be_block_keeps_every_block_line_of_the_labelled_sets() -> None:
    lines = [line for text in labelled_texts() for line in text.split("\n")]
    blocks = [line for line in lines if rules_shell._BLOCK_LINE_RE.fullmatch(line)]
    assert blocks  # the sets hold wrapped base64
    assert all(map(rules_shell.may_be_block, blocks))
    assert not rules_shell.may_be_block("a prose line of sixty characters or so, not base64 at all")
