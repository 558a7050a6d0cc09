"""Dump what the scanner finds on every sample, to compare two revisions of the scanner.

.venv/bin/python scripts/scanner_findings.py OUT.json   (then ``cmp`` two dumps)

Every labelled sample of tests/data/scanner (benign, malicious, every half of the public set),
every file of bundled_skills/ (SKILL.md by ``scan_skill``, the rest by ``scan_file``), every
SKILL.md under tests/data/realworld, the benchmark's realistic, dense and 200 KiB adversarial
texts and the 1 MB adversarial strings of tests/unit/test_scanner.py: verdict, sorted
(rule, line, severity, message, excerpt) and notes. A speed change must leave it identical."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]

import bench_scanner as bench  # noqa: E402

from skills_core.governance.scanner import ScanReport, scan_file, scan_skill  # noqa: E402


def row(report: ScanReport) -> list[object]:
    found = sorted((f.rule, f.line, f.severity, f.message, f.excerpt) for f in report.findings)
    return [report.verdict, found, list(report.notes)]


def main() -> None:
    out: dict[str, list[object]] = {}
    for kind in ("benign", "malicious"):
        for name, text in bench.load(kind):
            out[f"{kind}/{name}"] = row(scan_skill(text))
    for half, rows in bench.load_public(None).items():
        for sample in rows:
            out[f"public/{half}/{sample['id']}"] = row(scan_skill(sample["text"]))
    for path in sorted((ROOT / "bundled_skills").rglob("*")):
        if path.is_file():
            key = str(path.relative_to(ROOT))
            data = path.read_bytes()
            if path.name == "SKILL.md":
                out[key] = row(scan_skill(data.decode("utf-8")))
            else:
                out[key] = row(scan_file(key, data))
    for path in sorted((ROOT / "tests" / "data" / "realworld").rglob("*.md")):
        out[str(path.relative_to(ROOT))] = row(scan_skill(path.read_text(encoding="utf-8")))
    out["bench/realistic"] = row(scan_skill(bench.realistic(bench.load("benign"))))
    out["bench/dense"] = row(scan_skill(bench.dense()))
    for name, text in bench.adversarial().items():
        out[f"bench/adversarial/{name}"] = row(scan_skill(text))
    spec = importlib.util.spec_from_file_location(
        "tests_scanner", ROOT / "tests/unit/test_scanner.py"
    )
    assert spec is not None and spec.loader is not None
    tests = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tests)
    for name, text in tests.ADVERSARIAL.items():
        out[f"megabyte/{name}"] = row(scan_skill(text))
        out[f"megabyte-file/{name}"] = row(scan_file("x.sh", text.encode()))
    Path(sys.argv[1]).write_text(json.dumps(out, indent=0, sort_keys=True), encoding="utf-8")
    flagged = sum(v[0] in bench.FLAGGED for v in out.values())
    print(f"{len(out)} samples, {flagged} review or block -> {sys.argv[1]}")


if __name__ == "__main__":
    main()
