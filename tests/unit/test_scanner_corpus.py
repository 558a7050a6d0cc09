"""The scanner's goals on the labelled set in tests/data/scanner: recall on malicious skills,
block-level false positives on benign ones, and a clean pass for every bundled skill.

Malicious files are named ``<expected-rule>--<story>.md``; ``natural-language--*`` samples are
prose-only attacks that a pattern scanner is not expected to catch (OWASP AST08) and are kept to
keep the recall figure honest. ``benign/generated.jsonl`` is written by ``generate_benign.py``."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from skills_core.governance.scanner import ScanReport, scan_skill

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "scanner"
BUNDLED = sorted((ROOT / "bundled_skills").glob("*/SKILL.md"))
SPEC_RULES = {  # the nine rule families of SPEC §10 -> file prefixes that exercise them
    "invisible-unicode": ("unicode-tag-smuggling", "variation-selector-smuggling",
                          "bidi-control", "zero-width-chars"),
    "hidden-instructions": ("hidden-instruction",),
    "prompt-injection": ("prompt-injection",),
    "encoded-payloads": ("encoded-payload", "decode-and-execute"),
    "download-and-execute": ("download-and-execute",),
    "credential-access": ("credential-access", "credential-exfiltration"),
    "exfiltration": ("data-exfiltration",),
    "allowed-tools": ("overbroad-allowed-tools",),
    "obfuscated-urls": ("obfuscated-url",),
}  # fmt: skip


def load(kind: str) -> list[tuple[str, str]]:
    """(name, text) for every sample of a class: *.md files and *.jsonl lines."""
    folder = DATA / kind
    out = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md"))]
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            out.append((row["id"], row["text"]))
    return out


MALICIOUS = load("malicious")
BENIGN = load("benign") + [(p.parent.name, p.read_text(encoding="utf-8")) for p in BUNDLED]


@pytest.fixture(scope="module")
def reports() -> dict[str, ScanReport]:
    return {name: scan_skill(text) for name, text in MALICIOUS + BENIGN}


def test_the_set_is_big_enough() -> None:
    assert len(MALICIOUS) >= 40
    assert len(BENIGN) >= 300
    assert len(BUNDLED) == 22
    assert len(list((DATA / "benign").glob("*.md"))) >= 60
    prefixes = Counter(name.split("--")[0] for name, _ in MALICIOUS)
    for family, rules in SPEC_RULES.items():
        assert sum(prefixes[r] for r in rules) >= 3, family


def test_generated_benign_samples_match_their_generator() -> None:
    spec = importlib.util.spec_from_file_location(
        "scanner_benign_generate", DATA / "generate_benign.py"
    )
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    committed = (DATA / "benign" / "generated.jsonl").read_bytes().decode("utf-8")
    assert generator.render() == committed


def test_recall_on_malicious_skills(reports: dict[str, ScanReport]) -> None:
    missed = [n for n, _ in MALICIOUS if reports[n].verdict not in ("review", "block")]
    recall = 1 - len(missed) / len(MALICIOUS)
    assert recall >= 0.90, missed


def test_detected_samples_are_caught_by_their_own_rule(reports: dict[str, ScanReport]) -> None:
    wrong = []
    for name, _ in MALICIOUS:
        expected = name.split("--")[0]
        report = reports[name]
        if expected != "natural-language" and report.verdict in ("review", "block"):
            rules = {f.rule for f in report.findings if f.severity in ("high", "critical")}
            if expected not in rules:
                wrong.append((name, sorted(rules)))
    assert wrong == []


def test_block_level_false_positives_on_benign_skills(reports: dict[str, ScanReport]) -> None:
    blocked = [n for n, _ in BENIGN if reports[n].verdict == "block"]
    assert len(blocked) / len(BENIGN) <= 0.01, blocked


@pytest.mark.parametrize("path", BUNDLED, ids=[p.parent.name for p in BUNDLED])
def test_every_bundled_skill_passes(path: Path) -> None:
    report = scan_skill(path.read_text(encoding="utf-8"))
    assert report.verdict == "pass", report.to_dict()
