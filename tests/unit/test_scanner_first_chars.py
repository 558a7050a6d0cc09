"""``prefixed`` (a look-ahead of the first characters in front of a pattern) finds exactly the
matches of the pattern: on constructed patterns, and for every pattern of the scanner on the
public set's texts and on random strings of the characters the patterns start with."""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import re
from pathlib import Path

import pytest

import skills_core.governance as governance
from skills_core.governance.prose_rules.rules_taxonomy import ACTS
from skills_core.governance.reading.first_chars import prefixed

PUBLIC = Path(__file__).resolve().parents[1] / "data" / "scanner" / "public"


def _patterns() -> list[re.Pattern[str]]:
    found: dict[str, re.Pattern[str]] = {}
    for info in pkgutil.walk_packages(governance.__path__, f"{governance.__name__}."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            group = value if isinstance(value, tuple) else (value,)
            for p in group:
                if isinstance(p, re.Pattern) and isinstance(p.pattern, str):
                    found[p.pattern] = p
    for act in ACTS:
        for p in (act.trigger, *act.also, act.unless):
            if p is not None:
                found[p.pattern] = p
    return list(found.values())


def _spans(p: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], ...]]:
    return [tuple(m.span(g) for g in range(p.groups + 1)) for m in p.finditer(text)]


@pytest.mark.parametrize(
    ("source", "head"),
    [
        (r"\b(?:in|to)\s{1,3}x", "(?=[it])"),
        (r"(?<=[\w.])@x|\bgists?\b|pa(?:ste)?", "(?=[@gp])"),
        (r"\b(?:shell\s)?(?:start|login)", "(?=[ls])"),
        (r"[a-c]y|(?:x|z){2,}", "(?=[abcxz])"),
    ],
)
def test_the_look_ahead_holds_the_first_characters(source: str, head: str) -> None:
    assert prefixed(re.compile(source)).pattern == f"{head}(?:{source})"


@pytest.mark.parametrize(
    "source",
    [
        r"\w+x",
        r"[^a]b",
        r"a?b?",
        r"x|\s+",
        r".a",
        r"(?i)abc",
        r"(?i:a)b",
        r"(a)?b*",
        r"curl\s",
        r"(?:ab|cd)\b",
        r"[ab]\bc",
    ],  # unknown, or a prefix the engine skips to
)
def test_a_pattern_whose_first_characters_are_unknown_is_kept(source: str) -> None:
    p = re.compile(source)
    assert prefixed(p) is p


def test_every_scanner_pattern_finds_what_it_found() -> None:
    texts = [json.loads(line)["text"].lower() for path in sorted(PUBLIC.glob("*/*.jsonl"))
             for line in path.read_text(encoding="utf-8").splitlines()]  # fmt: skip
    texts = ["\n".join(texts[k : k + 40]) for k in range(0, len(texts), 40)]
    rng = random.Random(22)
    changed = 0
    for p in _patterns():
        fast = prefixed(p)
        if fast is p:
            continue
        changed += 1
        heads = fast.pattern[4 : fast.pattern.index("])(?:")]
        alphabet = sorted(set(re.sub(r"\\(.)", r"\1", heads, flags=re.S)) | set(" \n.@/:-_ab"))
        noise = ["".join(rng.choice(alphabet) for _ in range(400)) for _ in range(5)]
        for text in texts + noise:
            assert _spans(fast, text) == _spans(p, text), p.pattern
    assert changed > 50  # the patterns that open with \b or a lookbehind, at least
