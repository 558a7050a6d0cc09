"""``literal_gate``: the literals read off a pattern are in every match of it, so ``Gate``
never leaves out a pattern that matches: checked for every pattern of the scanner on the
labelled sets, on mutated paragraphs and on strings drawn from the act patterns; and
``rules_directive.acts`` and ``_gathers`` with their gates give what they give searching every
pattern."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import skills_core.governance as governance
from skills_core.governance.prose_rules import rules_directive
from skills_core.governance.reading.literal_gate import Gate, required
from skills_core.governance.reading.scan_text import Doc

DATA = Path(__file__).resolve().parents[1] / "data"
ACTS = sorted(rules_directive._ACTS.by_word.keys())
PATTERNS = list(rules_directive._ACTS.always.union(*rules_directive._ACTS.by_word.values()))


def scanner_patterns() -> list[re.Pattern[str]]:
    """Every module-level pattern of the scanner whose literals can be read."""
    found: dict[tuple[str, int], re.Pattern[str]] = {}
    for info in pkgutil.walk_packages(governance.__path__, f"{governance.__name__}."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, re.Pattern) and required(value) is not None:
                found[(value.pattern, value.flags)] = value
    return list(found.values())


def labelled_texts() -> list[str]:
    out = [p.read_text(encoding="utf-8") for kind in ("benign", "malicious")
           for p in sorted((DATA / "scanner" / kind).glob("*.md"))]  # fmt: skip
    for path in sorted((DATA / "scanner" / "public").glob("*/*.jsonl")):
        out += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines()]
    return out


def test_the_act_gate_knows_the_literals_of_every_act() -> None:
    assert not rules_directive._ACTS.always  # every act pattern is gated
    assert len(PATTERNS) == 13 and {"token", "password", "~/."} <= set(ACTS)


@pytest.mark.parametrize(
    ("pattern", "literals"),
    [(r"\bpasswords?\b", {"password"}), (r"(?:ab|cd)\s{1,3}xyz", {"xyz"}), (r"a(?:b|c)d", {"a"}),
     (r"(?:foo|ba[rz])", {"foo", "ba"}), (r"x+y", {"x", "y"}), (r"[ab]q", {"a", "b", "q"})],
)  # fmt: skip
def test_required_literals(pattern: str, literals: set[str]) -> None:
    found = required(re.compile(pattern))
    assert found is not None and found <= literals | {pattern} and any(w in literals for w in found)


@pytest.mark.parametrize("pattern", [r"a?", r"\w+", r"(?i)password", r"(?i:pass)", r"[^a]b?",
                                     r"(?:a|\s)", r"x*|y", r".{3}"])  # fmt: skip
def test_unreadable_patterns_are_always_searched(pattern: str) -> None:
    compiled = re.compile(pattern)
    assert required(compiled) is None
    assert compiled in Gate([compiled, re.compile("token")]).possible("")


def test_every_match_of_every_scanner_pattern_holds_a_literal() -> None:
    patterns = scanner_patterns()
    assert len(patterns) > 100
    texts = [t.lower()[:6000] for t in labelled_texts()]
    for pattern in patterns:
        literals = required(pattern)
        assert literals
        for text in texts:
            for m in pattern.finditer(text):
                assert any(w in m.group() for w in literals), (pattern.pattern, m.group())


def paragraphs() -> list[str]:
    return [p.replace("\n", " ").lower() for t in labelled_texts() for p in t.split("\n\n")]


@pytest.mark.parametrize("gate", [rules_directive._ACTS, rules_directive._GATHERS])
def test_the_gate_keeps_every_pattern_that_matches_labelled_and_mutated_paragraphs(
    gate: Gate,
) -> None:
    patterns = gate.always.union(*gate.by_word.values())
    rng = random.Random(22)
    words = [*ACTS, "send", "the", "your", " ", " ", "~/", ".", "_", "-"]
    paras = paragraphs()
    mutated = []
    for _ in range(3000):
        p = list(rng.choice(paras)[:400])
        for _ in range(rng.randrange(1, 8)):
            p.insert(rng.randrange(0, len(p) + 1), rng.choice(words))
        mutated.append("".join(p))
    for text in [*paras, *mutated]:
        may = gate.possible(text)
        for pattern in patterns:
            if pattern.search(text):
                assert pattern in may, (pattern.pattern, text)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_the_gate_keeps_every_act_on_strings_drawn_from_it(data: st.DataObject) -> None:
    pattern = data.draw(st.sampled_from(sorted(PATTERNS, key=lambda p: p.pattern)))
    text = data.draw(st.from_regex(pattern))
    assert pattern.search(text) is not None
    assert pattern in rules_directive._ACTS.possible(text)


def test_acts_and_gathers_with_the_gates_give_what_searching_every_pattern_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doc = Doc("# x\n\ntext")
    paras = paragraphs()[:3000]
    gated = [rules_directive.acts(doc, 2, p) for p in paras]
    gathers = [rules_directive._gathers(p) for p in paras]
    for gate in (rules_directive._ACTS, rules_directive._GATHERS):
        every = gate.always.union(*gate.by_word.values())
        monkeypatch.setattr(gate, "possible", lambda text, every=every: every)
    assert [rules_directive.acts(doc, 2, p) for p in paras] == gated
    assert [rules_directive._gathers(p) for p in paras] == gathers
    assert any(gated) and any(gathers)  # some paragraphs hold an act, some gather
