"""``rules_shell.may_be_block``, the prefilter of the wrapped-base64 rule, checked against the
pattern it stands before: it never rejects a line the pattern matches, on lines the pattern
generates and on every line of the labelled sets."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.governance import rules_shell

DATA = Path(__file__).resolve().parents[1] / "data"


def labelled_texts() -> list[str]:
    out = [p.read_text(encoding="utf-8") for kind in ("benign", "malicious")
           for p in sorted((DATA / "scanner" / kind).glob("*.md"))]  # fmt: skip
    for path in sorted((DATA / "scanner" / "public").glob("*/*.jsonl")):
        out += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines()]
    return out


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
