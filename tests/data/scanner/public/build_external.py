"""Build the external half of the public scanner set from published repositories.

The texts stay OUT of this repository (third-party skills, some hostile): this script reads
local git snapshots of the source repositories and writes

* ``external.jsonl`` here: one row per sample without its text (id, label, level, family,
  source as ``repo:path@commit``, sha256 of the text, split), committed;
* ``<out>/external.jsonl``: the same rows with ``text``, which ``scripts/bench_scanner.py
  --external <out>`` scores.

    python tests/data/scanner/public/build_external.py --mirror /work/.mirror --out DIR

The split is fixed by a hash of each sample's group (an author or a campaign, so that near
copies of one campaign never sit on both sides): see ``split_of``. It was recorded before any
rule was changed for issue 22.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import re
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
MALSKILLS = "ShenaoW/MalSkills"
PROGENT = "Agentic-AI-Risk-Mitigation/progent"
CISCO = "cisco-ai-defense/skill-scanner"
TRAILOFBITS = "trailofbits/skills"
PER_GROUP = 5  # a campaign's near copies: at most this many from one author
# progent attack class -> where the attack lives: in commands (code) or in prose (instruction)
PROGENT_LEVEL = {
    "01_silent_data_exfiltration": "code",
    "02_command_injection_code_blocks": "code",
    "03_obfuscated_payloads": "code",
    "04_bundled_artifact_trojan_horse": "code",
    "05_memory_persistence_poisoning": "instruction",
    "06_supply_chain_dependency_poisoning": "code",
    "07_permission_escalation_approval_carryover": "code",
    "08_cross_origin_context_poisoning": "instruction",
    "09_security_control_disablement": "instruction",
    "10_credential_harvesting": "instruction",
}
# cisco skill-scanner evals whose SKILL.md itself carries the attack (the others keep it in
# bundled scripts, which scan_skill does not see): path -> (label, level, family)
CISCO_FILES = {
    "evals/skills/prompt-injection/jailbreak-override/SKILL.md":
        ("malicious", "instruction", "prompt-injection"),
    "evals/test_skills/malicious/ascii-smuggling/SKILL.md":
        ("malicious", "instruction", "hidden-text"),
    "evals/test_skills/malicious/prompt-injection/SKILL.md":
        ("malicious", "instruction", "prompt-injection"),
    "evals/skills/safe-skills/simple-math/SKILL.md": ("benign", "none", "benign"),
    "evals/skills/safe-skills-2/file-validator/SKILL.md": ("benign", "none", "benign"),
    "evals/test_skills/safe/simple-formatter/SKILL.md": ("benign", "none", "benign"),
    "evals/test_skills/safe/atr-benign-control/SKILL.md": ("benign", "none", "benign"),
}  # fmt: skip
# MalSkills ground-truth samples whose SKILL.md holds nothing malicious (the payload is in
# bundled scripts): out of reach of scan_skill(text), so left out
PAYLOAD_IN_FILES = ("rjnpage_", "pepe276_", "noreplyboter_", "mosonchan2023_")
_DATASET_HEADER = re.compile(r"\A<!-- DATASET:.*?-->\s*", re.S)


def split_of(group: str) -> str:
    """``dev`` or ``heldout`` from the first 8 hex digits of sha256(group): fixed, not tuned."""
    return "heldout" if int(hashlib.sha256(group.encode()).hexdigest()[:8], 16) % 2 else "dev"


def write_round(
    here: Path,
    name: str,
    malicious: list[tuple[str, str, str, str, str]],
    benign: list[tuple[str, str, str, str]],
    author: str,
) -> None:
    """A round's rows written to ``here/<name>/{dev,heldout}.jsonl``, split by ``split_of``
    (``(id, level, family, source, text)`` malicious, ``(id, kind, source, text)`` benign)."""
    rows = [{"id": sid, "label": "malicious", "level": level, "family": family, "source": src,
             "author": author, "text": text} for sid, level, family, src, text in malicious]  # fmt: skip
    rows += [{"id": sid, "label": "benign", "level": "none", "family": f"hard-benign-{kind}",
              "source": src, "author": author, "text": text} for sid, kind, src, text in benign]  # fmt: skip
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    (here / name).mkdir(exist_ok=True)
    out: dict[str, list[str]] = {"dev": [], "heldout": []}
    for r in rows:
        group = f"{name}-{r['id']}"
        split = split_of(group)
        out[split].append(json.dumps({**r, "split": split, "group": group}, ensure_ascii=False))
    for split, lines in out.items():
        (here / name / f"{split}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


class Repo:
    def __init__(self, mirror: Path, name: str) -> None:
        self.name = name
        self.git = mirror / name.replace("/", "+") / "repo"
        self.commit = self._run("rev-parse", "HEAD").strip()

    def _run(self, *args: str) -> str:
        return subprocess.run(["git", f"--git-dir={self.git}", *args], check=True,
                              capture_output=True, text=True).stdout  # fmt: skip

    def files(self) -> list[str]:
        return self._run("ls-tree", "-r", "--name-only", "HEAD").splitlines()

    def show(self, path: str) -> str:
        return self._run("show", f"HEAD:{path}")

    def source(self, path: str) -> str:
        return f"{self.name}:{path}@{self.commit[:12]}"


def rows(mirror: Path) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []

    def add(sid: str, label: str, level: str, family: str, source: str, text: str,
            group: str) -> None:  # fmt: skip
        out.append({"id": sid, "label": label, "level": level, "family": family,
                    "source": source, "group": group, "split": split_of(group),
                    "sha256": hashlib.sha256(text.encode()).hexdigest(), "text": text})  # fmt: skip

    mal = Repo(mirror, MALSKILLS)
    final = mal.show("data/ground_truth/ground_truth_final.csv")
    taken: dict[str, int] = {}
    skill_files = [p for p in mal.files() if p.endswith("/SKILL.md")]
    for row in csv.DictReader(io.StringIO(final)):
        folder = row["Ground_truth_path"]
        base = folder.rsplit("/", 1)[-1]
        author = row["Skill_name"].split("/")[0]
        if row["Label"] == "malicious" and base.startswith(PAYLOAD_IN_FILES):
            continue
        taken[author] = taken.get(author, 0) + 1
        if row["Label"] == "malicious" and taken[author] > PER_GROUP:
            continue
        found = sorted((p for p in skill_files if p.startswith(folder + "/")), key=len)
        if not found:
            continue
        path = found[0]  # the top SKILL.md (a benign skill may be under latest_<hash>/)
        text = mal.show(path)
        if row["Label"] == "malicious":
            coded = "base64" in text or "| bash" in text
            family = "encoded-download-exec" if coded else "social-engineering-installer"
            add(f"malskills-{base}", "malicious", "code" if coded else "instruction", family,
                mal.source(path), text, f"malskills-author-{author}")  # fmt: skip
        else:
            add(f"malskills-{base}", "benign", "none", "clawhub-benign", mal.source(path),
                text, f"malskills-benign-{base}")  # fmt: skip

    prog = Repo(mirror, PROGENT)
    for path in prog.files():
        m = re.match(r"datasets/skill_injection/skill_files/(\d\d_\w+)/(\w+)\.md$", path)
        if m:
            text = _DATASET_HEADER.sub("", prog.show(path))
            cls, name = m.groups()
            add(f"progent-{cls[:2]}-{name}", "malicious", PROGENT_LEVEL[cls], cls[3:],
                prog.source(path), text, f"progent-{cls[:2]}-{name}")  # fmt: skip

    cisco = Repo(mirror, CISCO)
    for path, (label, level, family) in CISCO_FILES.items():
        name = path.split("/")[-2]
        add(f"cisco-{name}", label, level, family, cisco.source(path), cisco.show(path),
            f"cisco-{name}")  # fmt: skip

    tob = Repo(mirror, TRAILOFBITS)
    for path in tob.files():
        if path.endswith("/SKILL.md"):
            name = path.split("/")[-2]
            add(f"tob-{name}", "benign", "none", "security-benign", tob.source(path),
                tob.show(path), f"tob-{name}")  # fmt: skip
    ids = [r["id"] for r in out]
    assert len(ids) == len(set(ids)), "sample ids must be unique"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mirror", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    data = rows(args.mirror)
    args.out.mkdir(parents=True, exist_ok=True)
    with (args.out / "external.jsonl").open("w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with (HERE / "external.jsonl").open("w", encoding="utf-8") as f:
        for r in data:
            f.write(json.dumps({k: v for k, v in r.items() if k != "text"}) + "\n")
    print(f"{len(data)} samples")


if __name__ == "__main__":
    main()
