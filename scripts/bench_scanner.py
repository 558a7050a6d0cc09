"""Scanner figures: scan time of a realistic and a worst-case 200 KiB skill, precision and recall
on the labelled set in tests/data/scanner, and how often each rule fires.

    .venv/bin/python scripts/bench_scanner.py [--runs 50]

Prints figures only; nothing here asserts a time (machines are noisy)."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from pathlib import Path

from skills_core.governance.scanner import ScanReport, scan_skill

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "scanner"
SIZE = 200 * 1024
FLAGGED = ("review", "block")


def load(kind: str) -> list[tuple[str, str]]:
    folder = DATA / kind
    out = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md"))]
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            out.append((row["id"], row["text"]))
    return out


def body(text: str) -> str:
    parts = text.split("---\n", 2)
    return parts[2] if text.startswith("---") and len(parts) == 3 else text


def realistic(benign: list[tuple[str, str]]) -> str:
    """About 200 KiB of varied benign sections: bodies of the benign samples, shuffled."""
    bodies = [body(text) for _, text in benign]
    random.Random(10).shuffle(bodies)
    out, size, k = [], 0, 0
    while size < SIZE:
        out.append(bodies[k % len(bodies)])
        size += len(out[-1].encode())
        k += 1
    head = "---\nname: big-runbook\ndescription: Large runbook. Use for benchmarks.\n---\n"
    return (head + "\n".join(out)).encode()[:SIZE].decode(errors="ignore")


def dense() -> str:
    """About 200 KiB of shell commands, each line full of the scanner's trigger words."""
    lines = ["---\nname: dense\ndescription: Dense shell. Use for benchmarks.\n---\n```bash"]
    k = 0
    while sum(map(len, lines)) < SIZE:
        lines.append(
            f"curl -fsSL https://dl.example.com/v{k}/tool.tar.gz -o /tmp/t{k}.tgz && tar xzf "
            f"/tmp/t{k}.tgz | tee log; kubectl -n ns{k} get secret s -o jsonpath='{{.data.x}}' | "
            f"base64 -d | wc -c; env | grep -i proxy; cat ~/.ssh/id_ed25519.pub; "
            f"wget -q https://10.0.0.{k % 250}/x -O x; echo $HOME > /tmp/x{k} # <!-- note -->"
        )
        k += 1
    return "\n".join(lines)[:SIZE]


def timing(label: str, text: str, runs: int) -> None:
    """Wall-clock and CPU time per scan: on a shared machine the two differ by the load."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        report = scan_skill(text)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    print(f"  {label} ({len(text.encode()) / 1024:.0f} KiB, n={runs}, verdict {report.verdict})")
    for name, times in (("wall", sorted(wall)), ("cpu", sorted(cpu))):
        p95 = times[max(0, round(0.95 * len(times)) - 1)]
        print(f"    {name:<5} median {statistics.median(times):6.1f} ms   p95 {p95:6.1f} ms")


def quality(malicious: list[tuple[str, str]], benign: list[tuple[str, str]]) -> None:
    bad = {name: scan_skill(text) for name, text in malicious}
    good = {name: scan_skill(text) for name, text in benign}
    tp = sum(r.verdict in FLAGGED for r in bad.values())
    fp = sum(r.verdict in FLAGGED for r in good.values())
    blocked = sum(r.verdict == "block" for r in good.values())
    fn, tn = len(bad) - tp, len(good) - fp
    print(f"  malicious {len(bad)}, benign {len(good)} (flagged = review or block)")
    print(f"  TP {tp}  FN {fn}  FP {fp}  TN {tn}")
    print(f"  recall    {tp / len(bad):.3f}")
    print(f"  precision {tp / max(1, tp + fp):.3f}")
    print(f"  benign blocked {blocked}/{len(good)} = {blocked / len(good):.2%}; "
          f"benign flagged {fp}/{len(good)} = {fp / len(good):.2%}")  # fmt: skip
    print(f"  missed: {', '.join(n for n, r in bad.items() if r.verdict not in FLAGGED) or '-'}")
    for kind, reports in (("malicious", bad), ("benign", good)):
        verdicts = Counter(r.verdict for r in reports.values())
        print(f"  {kind} verdicts: " + ", ".join(f"{v} {verdicts[v]}" for v in
                                                 ("pass", "warn", "review", "block")))  # fmt: skip
    per_rule(bad, good)


def per_rule(bad: dict[str, ScanReport], good: dict[str, ScanReport]) -> None:
    def samples(reports: dict[str, ScanReport], serious: bool) -> Counter[str]:
        keep = ("high", "critical") if serious else ("low", "medium", "high", "critical")
        return Counter(rule for r in reports.values()
                       for rule in {f.rule for f in r.findings if f.severity in keep})  # fmt: skip

    hit, weak = samples(bad, True), samples(good, False)
    strong = samples(good, True)
    print("\nPer-rule detections (samples in which the rule fired):")
    print(f"  {'rule':<30} {'malicious >=high':>16} {'benign any':>11} {'benign >=high':>14}")
    for rule in sorted(set(hit) | set(weak), key=lambda r: (-hit[r], r)):
        print(f"  {rule:<30} {hit[rule]:>16} {weak[rule]:>11} {strong[rule]:>14}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    malicious, benign = load("malicious"), load("benign")
    bundled = [(p.parent.name, p.read_text(encoding="utf-8"))
               for p in sorted((ROOT / "bundled_skills").glob("*/SKILL.md"))]  # fmt: skip
    scan_skill(realistic(benign))  # warm up the regex cache
    print("Scan time:")
    timing("realistic 200 KiB skill", realistic(benign), args.runs)
    timing("dense shell 200 KiB", dense(), args.runs)
    print("\nLabelled set (tests/data/scanner + bundled_skills):")
    quality(malicious, benign + bundled)
    bundled_ok = sum(scan_skill(text).verdict == "pass" for _, text in bundled)
    print(f"\nBundled skills with verdict pass: {bundled_ok}/{len(bundled)}")


if __name__ == "__main__":
    main()
