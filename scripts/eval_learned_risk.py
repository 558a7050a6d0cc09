"""What the learned risk layer adds to the rules: each labelled set scored by the rules alone and
by the rules with the layer (recall overall and per level, benign flagged and blocked), and the
review rate it adds on real benign skills; any verdict it lowers or any block it changes is
printed as an error (it must never).

    PYTHONPATH=. .venv/bin/python scripts/eval_learned_risk.py [--sets round7 ...]
        [--extra-benign JSONL] [--half measure] [--time]

``--sets`` are names of ``scripts/train_learned_risk.py`` (default: round7 dev and held-out
and round8, all development data now: the shipped weights are trained on them);
``--extra-benign`` adds real public skills kept outside the repository, only the rows of
``--half`` (the half the weights were not trained on)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from scripts.train_learned_risk import Sample, dedupe, load_extra, load_set
from skills_core.governance import scanner
from skills_core.governance.findings import Finding
from skills_core.governance.learned.learned_risk import RULE
from skills_core.governance.reading.scan_text import Doc

FLAGGED = ("review", "block")
ORDER = ("pass", "warn", "review", "block")


def verdicts(samples: list[Sample], learned: bool) -> list[str]:
    """Every sample's verdict, with the layer or without it (``scanner._learned`` stubbed)."""
    saved: Callable[[str, Doc], list[Finding]] = scanner._learned
    if not learned:
        scanner._learned = lambda text, doc: []
    try:
        return [scanner.scan_skill(s.text).verdict for s in samples]
    finally:
        scanner._learned = saved


def row(name: str, samples: list[Sample], rules: list[str], both: list[str]) -> None:
    bad = [k for k, s in enumerate(samples) if s.label]
    good = [k for k, s in enumerate(samples) if not s.label]
    print(f"\n{name}: malicious {len(bad)}, benign {len(good)}")
    for who, v in (("rules alone", rules), ("rules + layer", both)):
        parts = [f"recall {sum(v[k] in FLAGGED for k in bad)}/{len(bad)}"]
        for level in ("code", "instruction"):
            ks = [k for k in bad if samples[k].level == level]
            if ks:
                parts.append(f"{level} {sum(v[k] in FLAGGED for k in ks)}/{len(ks)}")
        parts.append(f"benign flagged {sum(v[k] in FLAGGED for k in good)}/{len(good)}")
        parts.append(f"blocked {sum(v[k] == 'block' for k in good)}")
        print(f"  {who:<14} " + "   ".join(parts))


def check(samples: list[Sample], rules: list[str], both: list[str]) -> int:
    """Errors: a verdict the layer lowered, or a block it added or removed."""
    errors = 0
    for s, a, b in zip(samples, rules, both, strict=True):
        if ORDER.index(b) < ORDER.index(a) or (a == "block") != (b == "block"):
            print(f"ERROR {s.id}: {a} -> {b}", file=sys.stderr)
            errors += 1
    return errors


def layer_cpu(n: int = 40) -> None:
    """The layer's CPU on the realistic 200 KiB skill of ``scripts/bench_scanner.py``, as the
    scanner calls it (with the rules' ``Doc``, stopping below the threshold)."""
    from scripts.bench_scanner import load, p95, realistic
    from skills_core.governance.learned.learned_risk import learned_finding

    text = realistic(load("benign"))
    doc = Doc(text)
    learned_finding(text, doc)  # weights loaded, heading and fence maps made
    times = []
    for _ in range(n):
        start = time.process_time()
        learned_finding(text, doc)
        times.append((time.process_time() - start) * 1000)
    times.sort()
    print(f"layer cpu, realistic 200 KiB skill: median {times[n // 2]:.1f} ms, "
          f"p95 {p95(times):.1f} ms (n={n})")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="+", default=["round7", "round8"])
    parser.add_argument("--extra-benign", type=Path)
    parser.add_argument("--half", default="measure")
    parser.add_argument("--time", action="store_true", help="only time the layer")
    args = parser.parse_args()
    if args.time:
        layer_cpu()
        return
    errors = 0
    for name in args.sets:
        samples = load_set(name)
        for part in sorted({s.id.split(":")[0] for s in samples}):
            sub = [s for s in samples if s.id.split(":")[0] == part]
            rules, both = verdicts(sub, False), verdicts(sub, True)
            row(part, sub, rules, both)
            errors += check(sub, rules, both)
    real = {"realworld": load_set("realworld"), "bundled": load_set("bundled")}
    if args.extra_benign:
        real[f"public skills ({args.half} half)"] = dedupe(load_extra(args.extra_benign,
                                                                       args.half))  # fmt: skip
    print("\nReal benign skills (review or block; the layer's added reviews):")
    for name, samples in real.items():
        start = time.process_time()
        rules, both = verdicts(samples, False), verdicts(samples, True)
        n = len(samples)
        added = sum(a not in FLAGGED and b in FLAGGED for a, b in zip(rules, both, strict=True))
        print(f"  {name:<34} n={n:<5} rules flagged {sum(v in FLAGGED for v in rules):<4} "
              f"with layer {sum(v in FLAGGED for v in both):<4} added {added} "
              f"({added / max(1, n):.1%})   blocked {sum(v == 'block' for v in both)}"
              f"   ({time.process_time() - start:.1f} s cpu)")  # fmt: skip
        errors += check(samples, rules, both)
    print(f"\nlayer rule: {RULE}; errors (lowered verdicts, changed blocks): {errors}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
