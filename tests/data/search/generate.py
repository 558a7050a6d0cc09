"""Builds the labelled search set next to this file: ``skills.jsonl`` and ``queries.jsonl``.

    .venv/bin/python tests/data/search/generate.py

Skills come from hand-written specs (``specs/*.txt``) and from subject x action families
(``matrix_dev.py``, ``matrix_ops.py``) that produce deliberate near-duplicates. Bodies are
assembled from each skill's own steps and pitfalls plus sentences shared by its family
(``filler.py``), so a body holds words its description does not. Queries are hand-written in
``queries.txt`` as ``query | relevant-name, ... [| tag, ...]``. Output is deterministic.

Spec format (blank lines between skills)::

    # family: eng
    @ k8s-rollback | kubernetes, deployment
    Description: what it does. Use when ...
    - a step (any number)
    ! a pitfall (any number)
"""

from __future__ import annotations

import json
import random
import re
import sys
import zlib
from pathlib import Path
from typing import Any

import matrix_dev
import matrix_ops
from filler import FILLER

HERE = Path(__file__).resolve().parent
NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")


def _title(name: str) -> str:
    return " ".join(part.capitalize() for part in name.split("-"))


def make_body(name: str, description: str, steps: list[str], notes: list[str], family: str) -> str:
    """A Markdown body: intro, before you start, when to use, numbered steps, pitfalls and a
    report section."""
    rng = random.Random(zlib.crc32(name.encode()))
    fill = FILLER[family]
    when = description.partition("Use when ")[2].strip()
    intro = rng.sample(fill["intro"], 3)
    pitfalls = rng.sample(fill["pitfall"], 2)
    lines = [f"# {_title(name)}", "", " ".join(intro[:2]), ""]
    lines += ["## Before you start", "", f"- {intro[2]}", f"- {pitfalls[0]}", ""]
    lines += ["## When to use", ""]
    if when:
        lines.append(f"- {when[0].upper()}{when[1:]}")
    lines += [f"- {rng.choice(fill['when'])}", "", "## Steps", ""]
    all_steps = [*steps, rng.choice(fill["step"])]
    lines += [f"{i}. {step}" for i, step in enumerate(all_steps, 1)]
    lines += ["", "## Pitfalls", ""]
    lines += [f"- {note}" for note in [*notes, pitfalls[1]]]
    lines += ["", "## Report", "", rng.choice(fill["report"]), ""]
    return "\n".join(lines)


def parse_specs(text: str, source: str) -> list[dict[str, Any]]:
    skills: list[dict[str, Any]] = []
    family = ""
    current: dict[str, Any] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{source}:{number}"
        if not line:
            continue
        if line.startswith("# family:"):
            family = line.split(":", 1)[1].strip()
            if family not in FILLER:
                raise SystemExit(f"{where}: unknown family {family!r}")
        elif line.startswith("@"):
            name, _, tags = line[1:].partition("|")
            current = {
                "name": name.strip(),
                "tags": [t.strip() for t in tags.split(",") if t.strip()],
                "description": "",
                "steps": [],
                "notes": [],
                "family": family,
            }
            skills.append(current)
        elif current is None:
            raise SystemExit(f"{where}: text before the first skill")
        elif line.startswith("- "):
            current["steps"].append(line[2:])
        elif line.startswith("! "):
            current["notes"].append(line[2:])
        elif not current["description"]:
            current["description"] = line
        else:
            raise SystemExit(f"{where}: second description line for {current['name']}")
    return skills


def expand(
    subjects: dict[str, dict[str, str]],
    actions: list[dict[str, Any]],
    skip: set[str] | frozenset[str] = frozenset(),
) -> list[dict[str, Any]]:
    """Every subject x action, rotating description templates so siblings are worded
    differently."""
    skills: list[dict[str, Any]] = []
    for i, (key, vocab) in enumerate(subjects.items()):
        values = {**vocab, "key": key}
        for j, action in enumerate(actions):
            name = str(action["name"]).format(**values)
            if name in skip:
                continue
            descs = action["descs"]
            skills.append(
                {
                    "name": name,
                    "tags": [t.format(**values) for t in action["tags"]],
                    "description": descs[(i + j) % len(descs)].format(**values),
                    "steps": [s.format(**values) for s in action["steps"]],
                    "notes": [n.format(**values) for n in action["notes"]],
                    "family": "eng",
                }
            )
    return skills


def all_skills() -> list[dict[str, Any]]:
    specs: list[dict[str, Any]] = []
    for path in sorted((HERE / "specs").glob("*.txt")):
        specs += parse_specs(path.read_text(encoding="utf-8"), path.name)
    specs += expand(matrix_dev.LANGS, matrix_dev.LANG_ACTIONS)
    specs += expand(matrix_dev.FRONTENDS, matrix_dev.FRONTEND_ACTIONS)
    specs += expand(matrix_dev.CI, matrix_dev.CI_ACTIONS)
    specs += expand(matrix_ops.DBS, matrix_ops.DB_ACTIONS, matrix_ops.DB_SKIP)
    specs += expand(matrix_ops.CLOUDS, matrix_ops.CLOUD_ACTIONS)
    specs += expand(matrix_ops.WEBSERVERS, matrix_ops.WEB_ACTIONS)
    specs += expand(matrix_ops.QUEUES, matrix_ops.QUEUE_ACTIONS)
    seen: set[str] = set()
    out = []
    for spec in specs:
        name = spec["name"]
        problems = [
            "bad name" if not NAME.fullmatch(name) else "",
            "duplicate" if name in seen else "",
            "no description" if not spec["description"] else "",
            "description over 1024 chars" if len(spec["description"]) > 1024 else "",
            "fewer than 3 steps" if len(spec["steps"]) < 3 else "",
        ]
        if any(problems):
            raise SystemExit(f"{name}: {', '.join(p for p in problems if p)}")
        seen.add(name)
        body = make_body(name, spec["description"], spec["steps"], spec["notes"], spec["family"])
        out.append(
            {"name": name, "description": spec["description"], "tags": spec["tags"], "body": body}
        )
    return sorted(out, key=lambda s: s["name"])


def all_queries(names: set[str]) -> list[dict[str, Any]]:
    queries: list[dict[str, Any]] = []
    lines = (HERE / "queries.txt").read_text(encoding="utf-8").splitlines()
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) not in (2, 3) or not parts[0]:
            raise SystemExit(f"queries.txt:{number}: expected 'query | names [| tags]'")
        relevant = [n.strip() for n in parts[1].split(",") if n.strip()]
        unknown = [n for n in relevant if n not in names]
        if not relevant or unknown:
            raise SystemExit(f"queries.txt:{number}: unknown or missing names {unknown}")
        query: dict[str, Any] = {"query": parts[0], "relevant": relevant}
        if len(parts) == 3:
            query["tags"] = [t.strip() for t in parts[2].split(",") if t.strip()]
        queries.append(query)
    return queries


def main() -> None:
    skills = all_skills()
    queries = all_queries({s["name"] for s in skills})
    for file, rows in (("skills.jsonl", skills), ("queries.jsonl", queries)):
        with (HERE / file).open("w", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
    sizes = sorted(len(s["body"]) for s in skills)
    print(
        f"{len(skills)} skills (body {sizes[0]}-{sizes[-1]} chars, median "
        f"{sizes[len(sizes) // 2]}), {len(queries)} queries",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
