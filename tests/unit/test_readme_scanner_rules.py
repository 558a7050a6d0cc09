"""The README's scanner rule table (issue #13) tells the truth: every rule of the scanner has
exactly one row, each row's malicious example gets a finding of that rule, and its benign
example gets none (not even a low one) and is a skill that can be saved.

The table sits between the lines ``<!-- scanner-rules:start -->`` and
``<!-- scanner-rules:end -->`` of README.md; ``README_PATH`` names another file (a draft of the
section). The conventions the table states, and this test follows:

- each example is one inline code span; ``\\|`` stands for ``|`` (GitHub tables need it);
- ``\\uXXXX`` and ``\\UXXXXXXXX`` spell invisible characters (nothing else is unescaped);
- an example that starts with a frontmatter key (``allowed-tools:``, ``metadata:``,
  ``compatibility:``) is a frontmatter line; any other is the body of a minimal skill."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest

from skills_core.format.fields import parse_skill
from skills_core.governance.findings import RULES, Finding
from skills_core.governance.scanner import scan_skill

ROOT = Path(__file__).resolve().parents[2]
START, END = "<!-- scanner-rules:start -->", "<!-- scanner-rules:end -->"
FRONTMATTER_KEYS = ("allowed-tools:", "metadata:", "compatibility:")
HEAD = "---\nname: readme-example\ndescription: An example from the README. Use in tests.\n"
_PIPE_RE = re.compile(r"(?<!\\)\|")
_CODE_RE = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_ESCAPE_RE = re.compile(r"\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})")


def readme() -> Path:
    return Path(os.environ.get("README_PATH") or ROOT / "README.md")


@cache
def table() -> dict[str, dict[str, str]]:
    """Rule id -> the row's cells by column (``rule``, ``severity``, ``owasp``, ``benign``,
    ``malicious``); fails when the section or a column is missing or a rule has two rows."""
    path = readme()
    text = path.read_text(encoding="utf-8")
    if text.count(START) != 1 or text.count(END) != 1 or text.index(START) > text.index(END):
        pytest.fail(
            f"{path} has no scanner rule table: paste the README section of issue #13, with "
            f"its table between the lines {START} and {END} (once each, in that order)"
        )
    lines = text[text.index(START) + len(START) : text.index(END)].strip().splitlines()
    rows = [_cells(line) for line in lines if line.lstrip().startswith("|")]
    assert len(rows) >= 3, f"{path}: the table between the markers has no rows"
    header, separator, body = rows[0], rows[1], rows[2:]
    assert all(set(c) <= set(":- ") for c in separator), f"{path}: no header separator row"
    columns = {}
    for key in ("rule", "severity", "owasp", "benign", "malicious"):
        found = [k for k, name in enumerate(header) if name.lower().startswith(key)]
        assert len(found) == 1, f"{path}: the table needs one column headed '{key}…': {header}"
        columns[key] = found[0]
    out: dict[str, dict[str, str]] = {}
    for row in body:
        assert len(row) == len(header), f"{path}: a row has {len(row)} cells, not {len(header)}"
        cells = {key: row[k] for key, k in columns.items()}
        rule = cells["rule"].strip("`")
        assert rule not in out, f"{path}: rule {rule} has two rows"
        out[rule] = cells
    return out


def _cells(line: str) -> list[str]:
    """The cells of a table row: split on unescaped pipes, ``\\|`` read as ``|``."""
    parts = _PIPE_RE.split(line.strip())
    if parts and parts[0] == "":
        parts = parts[1:]
    if parts and parts[-1] == "":
        parts = parts[:-1]
    return [part.strip().replace("\\|", "|") for part in parts]


def example(cell: str) -> str:
    """The text of a cell that is one inline code span, with escapes decoded."""
    m = _CODE_RE.fullmatch(cell)
    assert m, f"an example must be one inline code span: {cell!r}"
    code = m.group(2)
    if len(code) > 2 and code[0] == code[-1] == " " and code.strip():
        code = code[1:-1]  # CommonMark drops one space on each side
    text = _ESCAPE_RE.sub(lambda e: chr(int(e.group(1) or e.group(2), 16)), code)
    assert text.strip() and "\n" not in text, f"an example must be one line: {cell!r}"
    return text


def skill(text: str) -> str:
    """A minimal skill holding ``text``: a frontmatter line when it starts with a frontmatter
    key, otherwise the body."""
    if text.startswith(FRONTMATTER_KEYS):
        return f"{HEAD}{text}\n---\n# Example\n\nDo the task.\n"
    return f"{HEAD}---\n# Example\n\n{text}\n"


def findings(rule: str, column: str) -> tuple[str, list[Finding]]:
    row = table().get(rule)
    if row is None:
        pytest.fail(f"{readme()}: the scanner rule table has no row for {rule}")
    text = skill(example(row[column]))
    return text, [f for f in scan_skill(text).findings if f.rule == rule]


def test_the_table_lists_every_rule_once_and_no_other() -> None:
    listed = set(table())
    assert not listed - set(RULES), f"rules the scanner does not have: {listed - set(RULES)}"
    assert not set(RULES) - listed, f"rules missing from the table: {set(RULES) - listed}"


@pytest.mark.parametrize("rule", sorted(RULES))
def test_the_malicious_example_is_caught(rule: str) -> None:
    text, found = findings(rule, "malicious")
    assert found, f"{rule}: the malicious example gets no finding: {scan_skill(text).to_dict()}"
    row = table()[rule]
    assert row["owasp"].strip("` ") == RULES[rule][0]
    assert found[0].severity in row["severity"], (
        f"{rule}: the example is {found[0].severity}, the table says {row['severity']!r}"
    )


@pytest.mark.parametrize("rule", sorted(RULES))
def test_the_benign_example_passes(rule: str) -> None:
    text, found = findings(rule, "benign")
    assert found == [], f"{rule}: the benign example gets {[f.to_dict() for f in found]}"
    parse_skill(text)  # a skill that can be saved


def test_escaped_pipes_and_code_spans_are_read() -> None:
    assert _cells(r"| `a` | `x \| sh` |") == ["`a`", "`x | sh`"]
    assert example("`` echo `id` | sh ``") == "echo `id` | sh"
    assert example(r"`te\u200bst \U000E0041`") == "te\u200bst \U000e0041"
    assert skill("allowed-tools: Read").splitlines()[3] == "allowed-tools: Read"
