"""Every verdict a rule change moves: ``scan_skill`` of this tree against that of git revision
REF on every labelled skill (tests/data/scanner, the public set), the real skills
(tests/data/realworld, bundled_skills, and ``--extra`` JSONL files of fetched public skills)
and the timing bench's adversarial strings. Run it before committing a rule: a benign or
real skill that moves up is a false positive the change adds.

    PYTHONPATH=. .venv/bin/python scripts/scanner_diff.py [--against HEAD] [--extra JSONL ...]

Prints one line per moved verdict (the label, the set, the id, old -> new, the first new
finding) and a count per set. A held-out set (rounds 11, 15 and 21-24) is counted, never
listed: its rows must stay unseen."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from scripts.bench_scanner import DATA, HELD_OUT, ROOT, adversarial, baseline
from skills_core.governance.scanner import scan_skill


def rows(extra: list[Path]) -> list[tuple[str, str, str, str]]:
    """(set, id, label, text) for every skill the comparison reads."""
    out = []
    for path in sorted(DATA.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if "text" in row:
                out.append((path.parent.name, row["id"], row.get("label", "?"), row["text"]))
    for path in sorted(DATA.rglob("*.md")):
        if path.name != "README.md":
            out.append((path.parent.name, path.stem, path.parent.name, path.read_text("utf-8")))
    for folder, name in ((ROOT / "tests" / "data" / "realworld", "realworld"),
                         (ROOT / "bundled_skills", "bundled")):  # fmt: skip
        for path in sorted(folder.rglob("*.md")):
            out.append((name, str(path.relative_to(folder)), "real", path.read_text("utf-8")))
    for path in extra:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            out.append((path.stem, row["id"], "real", row["text"]))
    out += [("adversarial", name, "-", text) for name, text in adversarial().items()]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default="HEAD", help="git revision to compare with")
    parser.add_argument("--extra", type=Path, nargs="*", default=[], help="JSONL: id, text")
    args = parser.parse_args()
    old = baseline(args.against)
    moved: Counter[tuple[str, str]] = Counter()
    total: Counter[str] = Counter()
    for where, ident, label, text in rows(args.extra):
        total[where] += 1
        new, was = scan_skill(text), old(text)
        if new.verdict == was.verdict:
            continue
        moved[(where, f"{was.verdict}->{new.verdict}")] += 1
        if where in HELD_OUT:
            continue
        first = next((f for f in new.findings if f not in was.findings), None)
        shown = f"{first.rule} line {first.line}: {first.excerpt[:70]}" if first else "-"
        print(f"{label:9} {where:12} {ident[:48]:48} {was.verdict} -> {new.verdict}  {shown}")
    print(f"\n{sum(total.values())} skills in {len(total)} sets; verdicts moved:")
    for (where, change), n in sorted(moved.items()):
        print(f"  {where:12} {change:14} {n}")
    if not moved:
        print("  none")


if __name__ == "__main__":
    main()
