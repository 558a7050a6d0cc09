"""Scanner figures: scan time of realistic and adversarial 200 KiB skills; recall, precision and
benign skills blocked on the labelled sets in tests/data/scanner, the public set's development
and held-out halves apart (per level: code vs instruction, and per family); block and review
rates on a folder of real public skills; and the verdict of every bundled skill.

    .venv/bin/python scripts/bench_scanner.py [--runs 50] [--external DIR] [--realworld DIR]
                                              [--compare REF]

``--external DIR`` adds the third-party half of the public set (``DIR/external.jsonl``, built by
tests/data/scanner/public/build_external.py: the texts are not in this repository);
``--realworld DIR`` scans every ``*.md`` under DIR (duplicates by content counted once) besides
tests/data/realworld and times 200 KiB texts joined from its files (distinct texts in turn, and
one text again: the scanner keeps a token cache across scans); ``--compare REF`` also times the
scanner of git revision REF (its ``skills_core/governance`` loaded beside this one), one scan of
each in turn on the same texts, so both see the same load. Prints figures only; nothing here
asserts a time (machines are noisy)."""

from __future__ import annotations

import argparse
import hashlib
import importlib
import io
import json
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from skills_core.governance.scanner import ScanReport, scan_skill

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "scanner"
PUBLIC = DATA / "public"
SIZE = 200 * 1024
FLAGGED = ("review", "block")
# Rounds kept as one half each: held out in their own round, or written blind as development.
WHOLE = ("round5", "round8", "round9", "round10b", "round10d", "round11", "round12", "round13",
         "round14", "round15", "round16", "round17", "round18", "round19", "round20", "round21",
         "round22", "round23", "round24", "round25", "round26", "round27", "round28", "round29",
         "round30", "round31", "round32", "round33", "round34", "round35",
         "round36", "round37", "round38", "round39", "round40", "round41", "round42",
         "round43", "round44", "round45", "round46", "round47", "round48", "round49",
         "round50", "round51", "round52", "round53", "round54", "round55", "round56",
         "round57", "round58", "round59", "round60")  # fmt: skip
# Rounds held out whole this stop and before: never trained or tuned on (their misses unshown).
# Rounds 15, 21-26 and 31-34 were held out until stop 40, rounds 37-38 until stop 41; each
# became training data the stop after, rounds 43-44 until stop 42, rounds 47-48 until stop 43,
# rounds 51-52 until stop 44, and rounds 56-57 are the held-out pair from stop 45 (registered
# here, with development rounds 58-60, before any of them was written).
HELD_OUT_NOW = ("round56", "round57")
HELD_OUT = ("round11", *HELD_OUT_NOW)


def load(kind: str) -> list[tuple[str, str]]:
    folder = DATA / kind
    out = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md"))]
    for path in sorted(folder.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            out.append((row["id"], row["text"]))
    return out


def load_public(external: Path | None) -> dict[str, list[dict[str, str]]]:
    """The public set's rows by half; external rows only when their text was built locally.

    Rounds 1-2 (both their halves: the round-2 held-out rows keep ``split: heldout`` as
    recorded and are also shown apart as ``promoted``) and round 3 (held out in round 3) are
    development from round 4 on; round 4 has its own development and held-out halves, split by
    ``split_of`` and frozen before any round-4 rule change. Round 5 (held out only in round 5)
    is development from round 6 on; round 6 has its own development and held-out halves, split
    by ``split_of("round6-<id>")`` and frozen before any round-6 rule change; round 7 likewise
    (``split_of("round7-<id>")``, frozen before any round-7 rule change). Rounds 8, 9 and 11 were
    held out whole (round 9 until stop 33) and written blind: by sessions that never opened
    the scanner's rules; rounds 10b, 10d, 12, 13, 14, 16-20 and 27-30 were written blind too, as
    development data; rounds 15 and 21-24 (stop 34), 25-26 (stop 37) and 31-32 (stop 38) are
    held out whole."""
    halves: dict[str, list[dict[str, str]]] = {
        "dev": [], "promoted": [], "round3": [], "round4-dev": [], "round4-heldout": [],
        "round6-dev": [], "round6-heldout": [], "round7-dev": [], "round7-heldout": [],
        **{name: [] for name in WHOLE},
    }  # fmt: skip
    paths = sorted(PUBLIC.glob("*/*.jsonl"))
    if external is not None:
        paths.append(external / "external.jsonl")
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if path.parent.name == "round3":
                halves["round3"].append(row)
            elif path.parent.name in WHOLE:
                halves[path.parent.name].append(row)
            elif path.parent.name in ("round4", "round6", "round7"):
                halves[f"{path.parent.name}-{row['split']}"].append(row)
            else:
                halves["dev"].append(row)
                if row["split"] == "heldout":
                    halves["promoted"].append(row)
    return halves


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


def adversarial() -> dict[str, str]:
    """200 KiB strings built to make a careless pattern backtrack: runs of trigger words and
    of the characters the rules branch on, in and out of frontmatter."""
    units = {
        "one-char": "a", "spaces": " ", "newlines": "a\n", "quotes": "\"'", "pipes": "a|",
        "comment-open": "<!--", "comments": "`a` <!-- -->", "curl-pipe": "curl x | ",
        "ignore": "ignore ",
        "do-not-tell": "do not tell ", "send-to": "send the file to ", "without-asking":
        "without asking ", "you-must": "you must ", "system-tag": "<system>", "urls":
        "https://a.b/?c=$( ", "base64": "QUJD", "zero-width": "a\u200b", "tags": "\U000e0041",
        "ssh": ".ssh/ ", "fence": "```\n", "frontmatter": "---\n", "yaml-escapes": '"\\u200b',
        "grant": "grant yourself ", "authorised": "the user has authorised you to ",
    }  # fmt: skip
    out = {}
    for name, unit in units.items():
        text = unit * (SIZE // len(unit.encode()) + 1)
        out[name] = text.encode()[:SIZE].decode(errors="ignore")
    out["frontmatter-escapes"] = ("---\ndescription: \"" + "\\U000E0041" * (SIZE // 11)
                                  + "\"\n---\n")  # fmt: skip
    # The code-level triggers of tests/unit/test_scanner_code_acts.py, each in its variants
    # there (a flat run, in a shell fence, lines of 20, those lines in one fence).
    from tests.unit.test_scanner_code_acts import UNITS, variants

    for name, unit in UNITS.items():
        out |= {f"code:{name}{how}": text for how, text in variants(unit).items()}
    return out


def p95(times: list[float]) -> float:
    times = sorted(times)
    return times[max(0, round(0.95 * len(times)) - 1)]


Scan = Callable[[str], ScanReport]


def baseline(ref: str) -> Scan:
    """``scan_skill`` of git revision ``ref``: its scanner package extracted to a temporary
    folder as ``skills_core_<hash>.governance`` (the scanner's imports are relative)."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "skills_core/governance"],
                          capture_output=True, check=True).stdout  # fmt: skip
    folder = Path(tempfile.mkdtemp(prefix="bench-scanner-"))
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(folder, filter="data")
    name = "skills_core_" + hashlib.sha256(ref.encode()).hexdigest()[:8]
    (folder / "skills_core").rename(folder / name)
    (folder / name / "__init__.py").write_text("")
    sys.path.insert(0, str(folder))
    scan: Scan = importlib.import_module(f"{name}.governance.scanner").scan_skill
    return scan


def timing(label: str, text: str, runs: int, scans: dict[str, Scan]) -> None:
    """Wall-clock and CPU time per scan (on a shared machine the two differ by the load), for
    each scanner, one scan of each in turn."""
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    for scan in scans.values():
        scan(text)  # warm up the regex cache and the trigger-word pattern
        scan(text)
    for _ in range(runs):
        for who, scan in scans.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            report = scan(text)
            wall[who].append((time.perf_counter() - start) * 1000)
            cpu[who].append((time.process_time() - start_cpu) * 1000)
    print(f"  {label} ({len(text.encode()) / 1024:.0f} KiB, n={runs}, verdict {report.verdict})")
    for who in scans:
        for name, times in (("wall", wall[who]), ("cpu", cpu[who])):
            print(f"    {who + ' ' + name:<16} median {statistics.median(times):6.1f} ms   "
                  f"p95 {p95(times):6.1f} ms")  # fmt: skip


def worst_adversarial(runs: int) -> None:
    """The slowest adversarial strings, each scanned once before it is timed (as ``timing``
    does): the first scan of a process that meets a rule's needles compiles them into the
    needle index, a one-time cost that the p95 of three runs would otherwise report."""
    worst: list[tuple[float, str]] = []
    for name, text in adversarial().items():
        scan_skill(text)
        cpu = []
        for _ in range(max(3, runs // 10)):
            start = time.process_time()
            scan_skill(text)
            cpu.append((time.process_time() - start) * 1000)
        worst.append((p95(cpu), name))
    worst.sort(reverse=True)
    print(f"  adversarial 200 KiB strings: {len(worst)}; slowest p95 (cpu): "
          + ", ".join(f"{name} {ms:.1f} ms" for ms, name in worst[:4]))  # fmt: skip


def rates(reports: list[ScanReport]) -> str:
    n = len(reports)
    flagged = sum(r.verdict in FLAGGED for r in reports)
    return f"{flagged}/{n} = {flagged / n:.3f}" if n else "-"


def half(name: str, rows: list[dict[str, str]]) -> None:
    if not rows:
        return
    reports = {r["id"]: scan_skill(r["text"]) for r in rows}
    bad = [r for r in rows if r["label"] == "malicious"]
    good = [r for r in rows if r["label"] == "benign"]
    tp = sum(reports[r["id"]].verdict in FLAGGED for r in bad)
    fp = sum(reports[r["id"]].verdict in FLAGGED for r in good)
    blocked = [r["id"] for r in good if reports[r["id"]].verdict == "block"]
    shown = ", ".join(blocked)
    if "held-out half" in name or "held out whole" in name:
        shown = "ids not shown" if blocked else ""
    print(f"\n{name}: malicious {len(bad)}, benign {len(good)}")
    print(f"  recall {tp / max(1, len(bad)):.3f}   precision {tp / max(1, tp + fp):.3f}   "
          f"benign flagged {fp}/{len(good)}   benign blocked {len(blocked)}/{len(good)}"
          + (f" ({shown})" if shown else ""))  # fmt: skip
    for level in ("code", "instruction"):
        rs = [reports[r["id"]] for r in bad if r["level"] == level]
        blocks = sum(r.verdict == "block" for r in rs)
        print(f"  {level:<12} recall {rates(rs):<18} blocked {blocks}")
    fams: dict[tuple[str, str], list[ScanReport]] = defaultdict(list)
    for r in bad:
        fams[(r["level"], r["family"])].append(reports[r["id"]])
    print("  per family (level/family: flagged/n):")
    print(
        "    " + "; ".join(f"{lv[0]}/{fam} {rates(rs)}" for (lv, fam), rs in sorted(fams.items()))
    )
    missed = [r["id"] for r in bad if reports[r["id"]].verdict not in FLAGGED]
    if "held-out half" not in name and "held out whole" not in name:  # misses stay unseen
        print(f"  missed: {', '.join(missed) or '-'}")


def realworld(folders: list[Path]) -> None:
    seen: set[str] = set()
    verdicts: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    for folder in folders:
        for path in sorted(folder.rglob("*.md")):
            text = path.read_text(encoding="utf-8", errors="replace")
            digest = hashlib.sha256(text.encode()).hexdigest()
            if digest in seen or path.name in ("expected.json",):
                continue
            seen.add(digest)
            report = scan_skill(text)
            verdicts[report.verdict] += 1
            if report.verdict == "block":
                rules.update({f.rule for f in report.findings if f.severity == "critical"})
    n = sum(verdicts.values())
    print(f"\nReal-world skills ({', '.join(str(f) for f in folders)}): {n} files")
    print(f"  block {verdicts['block']}/{n} = {verdicts['block'] / n:.2%}   review "
          f"{verdicts['review']}/{n} = {verdicts['review'] / n:.2%}   warn {verdicts['warn']}   "
          f"pass {verdicts['pass']}")  # fmt: skip
    print("  rules behind blocks: " + ", ".join(f"{r} {c}" for r, c in rules.most_common()))


def real_mixes(folder: Path, k: int = 12) -> list[str]:
    """``k`` distinct 200 KiB skills, each the bodies of the folder's real skills in its own
    shuffled order: text the rules were not written from, at the size the goal names."""
    bodies = [body(p.read_text(encoding="utf-8", errors="replace"))
              for p in sorted(folder.rglob("*.md"))]  # fmt: skip
    head = "---\nname: big-real\ndescription: Real skills, joined. Use for benchmarks.\n---\n"
    out = []
    for seed in range(k):
        random.Random(seed).shuffle(bodies)
        picked, size = [], 0
        for b in bodies:
            if size >= SIZE:
                break
            picked.append(b)
            size += len(b.encode())
        out.append((head + "\n".join(picked)).encode()[:SIZE].decode(errors="ignore"))
    return out


def real_timing(folder: Path, runs: int) -> None:
    """CPU time per scan of 200 KiB built from real skills: each distinct text in turn (as a
    service sees new skills: little of the scanner's token cache applies) and one text again
    and again (as the realistic figure above: the cache warm)."""
    texts = real_mixes(folder)
    turn, again = [], []
    for k in range(max(runs, len(texts))):
        start = time.process_time()
        scan_skill(texts[k % len(texts)])
        turn.append((time.process_time() - start) * 1000)
    for _ in range(runs):
        start = time.process_time()
        scan_skill(texts[0])
        again.append((time.process_time() - start) * 1000)
    print(f"  200 KiB of real skills ({folder}), cpu: distinct texts in turn (n={len(turn)}) "
          f"median {statistics.median(turn):.1f} p95 {p95(turn):.1f} ms; one text again "
          f"(n={runs}) median {statistics.median(again):.1f} p95 {p95(again):.1f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--external", type=Path, help="folder holding the built external.jsonl")
    parser.add_argument("--realworld", type=Path, help="a folder of real public SKILL.md files")
    parser.add_argument("--compare", metavar="REF", help="also time the scanner of git REF")
    parser.add_argument("--timing-only", action="store_true", help="print the scan times only")
    parser.add_argument("--sets-only", action="store_true", help="the labelled sets only")
    args = parser.parse_args()
    malicious, benign = load("malicious"), load("benign")
    bundled = [(p.parent.name, p.read_text(encoding="utf-8"))
               for p in sorted((ROOT / "bundled_skills").glob("*/SKILL.md"))]  # fmt: skip
    big = realistic(benign)
    scans: dict[str, Scan] = {"this": scan_skill}
    if args.compare:
        scans[args.compare] = baseline(args.compare)
    if not args.sets_only:
        print("Scan time:")
        timing("realistic 200 KiB skill", big, args.runs, scans)
        timing("dense shell 200 KiB", dense(), args.runs, scans)
        worst_adversarial(args.runs)
        if args.realworld:
            real_timing(args.realworld, args.runs)
    if args.timing_only:
        return
    halves = load_public(args.external)
    half("Public set, dev half (rounds 1-2: their dev and held-out halves)", halves["dev"])
    half("  of which the round-2 held-out rows, promoted to dev in round 3", halves["promoted"])
    half("Round 3 (held out in round 3, development from round 4 on)", halves["round3"])
    half("Round 4, dev half", halves["round4-dev"])
    half("Round 4, held-out half (frozen before its rules)", halves["round4-heldout"])
    half("Round 5 (held out in round 5, development from round 6 on)", halves["round5"])
    half("Round 6, dev half", halves["round6-dev"])
    half("Round 6, held-out half (frozen before its rules)", halves["round6-heldout"])
    half("Round 7, dev half", halves["round7-dev"])
    half("Round 7, held-out half (frozen before its rules)", halves["round7-heldout"])
    half("Round 8 (written blind; development for the learned layer's second training)",
         halves["round8"])  # fmt: skip
    half("Round 9 (written blind; held out until stop 33, when its two financial-fraud rows were "
         "read for the payment acts)", halves["round9"])  # fmt: skip
    half("Round 10b (written blind, development)", halves["round10b"])
    half("Round 10d (written blind, development: long skills, one buried line)",
         halves["round10d"])  # fmt: skip
    half("Round 12 (written blind, development: instruction-level fraud, control, approval)",
         halves["round12"])  # fmt: skip
    half("Round 13 (written blind, development: quiet channels, other languages)",
         halves["round13"])  # fmt: skip
    half("Round 14 (written blind, development: plain-prose control, approval, secrecy)",
         halves["round14"])  # fmt: skip
    half("Round 16 (written blind, development from stop 34: registry-style skills, a third "
         "in other languages)", halves["round16"])  # fmt: skip
    for n, what in (
        (17, "long skills, one routine-sounding step"),
        (18, "code in two dozen formats"),
        (19, "half in seventeen other languages"),
        (20, "mostly hard benign"),
    ):
        half(f"Round {n} (written blind, development from stop 34: {what})", halves[f"round{n}"])
    for n, what in (
        (27, "instruction-level attacks in business workflow skills"),
        (28, "long skills, one harmful paragraph"),
        (29, "two thirds in twenty other languages"),
        (30, "code and configuration in many ecosystems and agent configs"),
    ):
        half(f"Round {n} (written blind, development from stop 37: {what})", halves[f"round{n}"])
    half("Round 11 (written blind, held out whole: never trained or tuned on)", halves["round11"])
    for n, what in (
        (15, "a first blind round"),
        (21, "a broad mix"),
        (22, "written to evade a scanner"),
        (23, "short registry skills"),
        (24, "prose addressed to the agent"),
        (25, "skills a platform team publishes"),
        (26, "registry skills written to evade"),
        (31, "public reference skills"),
        (32, "agent-workflow skills, prose policy"),
        (33, "published GitHub skills in real Markdown"),
        (34, "non-engineering assistants"),
    ):
        half(f"Round {n} (written blind; held out until stop 40, trained on from stop 41: {what})",
             halves[f"round{n}"])  # fmt: skip
    for n, what in ((35, "data, ML and cloud operations"), (36, "agent meta skills"),
                    (39, "open-registry listings"), (40, "internal enterprise skills"),
                    (41, "build systems and CI"), (42, "conversational personas")):  # fmt: skip
        half(f"Round {n} (written blind, development from stop 41: {what})", halves[f"round{n}"])
    for n, what, stop in ((37, "long skills, the harm one step among many", 41),
                          (38, "short, terse admin and help-desk skills", 41),
                          (43, "benchmark-shaped utility skills", 42),
                          (44, "security-practitioner skills", 42),
                          (47, "general-purpose skills of public skill repositories", 43),
                          (48, "backend and web-application development", 43)):  # fmt: skip
        half(f"Round {n} (written blind; held out until stop {stop}, trained on from stop "
             f"{stop + 1}: {what})", halves[f"round{n}"])  # fmt: skip
    for n, what, stop in ((45, "personal assistants with tool access", 42),
                          (46, "DevOps, CI/CD and infrastructure", 42),
                          (49, "research, writing and content", 43),
                          (50, "long data-analysis skills with scripts", 43),
                          (53, "Windows and PowerShell endpoint management", 44),
                          (54, "hobbyist and creator automation", 44),
                          (55, "e-commerce and marketing operations", 44),
                          (51, "desktop, mobile and extension development (held out at 44)", 45),
                          (52, "AI and LLM application engineering (held out at 44)", 45),
                          (58, "finance, payments and crypto", 45),
                          (59, "Linux server, network and homelab administration", 45),
                          (60, "macOS workstations and dotfiles", 45)):  # fmt: skip
        half(f"Round {n} (written blind, development from stop {stop}: {what})",
             halves[f"round{n}"])  # fmt: skip
    for n, what in ((56, "database, data-platform and SRE on-call"),
                    (57, "everyday utility skills as published in registries")):  # fmt: skip
        half(f"Round {n} (written blind in stop 45, held out whole: {what})", halves[f"round{n}"])
    late = [r for name in HELD_OUT_NOW for r in halves[name]]
    pair = " and ".join(name.removeprefix("round") for name in HELD_OUT_NOW)
    half(f"Rounds {pair} together (written blind in stop 45, held out whole)", late)
    old_bad = [{"id": n, "text": t, "label": "malicious", "level": "-", "family": n.split("--")[0]}
               for n, t in malicious]  # fmt: skip
    old_good = [{"id": n, "text": t, "label": "benign", "level": "none", "family": "-"}
                for n, t in benign + bundled]  # fmt: skip
    reports = [scan_skill(r["text"]) for r in old_bad]
    goods = [scan_skill(r["text"]) for r in old_good]
    print(f"\nOriginal labelled set (tests/data/scanner, written with the rules): recall "
          f"{rates(reports)}; benign blocked {sum(r.verdict == 'block' for r in goods)}/"
          f"{len(goods)}, flagged {rates(goods)}")  # fmt: skip
    folders = [ROOT / "tests" / "data" / "realworld"] + ([args.realworld] if args.realworld else [])
    if not args.sets_only:
        realworld(folders)
    verdicts = Counter(scan_skill(text).verdict for _, text in bundled)
    print(f"\nBundled skills ({len(bundled)}): " + ", ".join(f"{v} {c}" for v, c in
                                                           sorted(verdicts.items())))  # fmt: skip


if __name__ == "__main__":
    main()
