"""The public scanner set of issue 22 keeps its own promises: every row has a label, a level,
a family and a source; the split recorded in each row of rounds 1-2 is the one ``split_of``
gives its group (so no sample was moved between halves by hand), every round-3 row is held
out and every round-4 row sits in the half ``split_of`` gives it; ids are unique across all
files and the external manifest; and the committed written samples are exactly what their
generators write."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

PUBLIC = Path(__file__).resolve().parents[1] / "data" / "scanner" / "public"


def module(name: str) -> ModuleType:
    sys.path.insert(0, str(PUBLIC))
    try:
        spec = importlib.util.spec_from_file_location(name, PUBLIC / f"{name}.py")
        assert spec is not None and spec.loader is not None
        loaded = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(loaded)
        return loaded
    finally:
        sys.path.remove(str(PUBLIC))


def rows() -> list[dict[str, str]]:
    out = []
    paths = [*sorted(PUBLIC.glob("*/authored.jsonl")), PUBLIC / "round3" / "heldout.jsonl",
             *sorted((PUBLIC / "round4").glob("*.jsonl"))]  # fmt: skip
    for path in [*paths, PUBLIC / "external.jsonl"]:
        out += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return out


def test_every_row_is_labelled_and_sourced() -> None:
    data = rows()
    assert len(data) >= 350
    for row in data:
        assert row["label"] in ("malicious", "benign"), row["id"]
        assert row["level"] in (("code", "instruction") if row["label"] == "malicious"
                                else ("none",)), row["id"]  # fmt: skip
        assert row["family"] and row["source"], row["id"]
    ids = [row["id"] for row in data]
    assert len(ids) == len(set(ids))


def test_the_recorded_split_is_the_hash_split() -> None:
    split_of = module("build_external").split_of
    for row in rows():
        group = row.get("group") or f"authored-{row['id']}"
        if group.startswith("round3-"):
            assert row["split"] == "heldout" and row["author"], row["id"]
        else:
            assert row["split"] == split_of(group), row["id"]


def test_round3_is_large_enough_for_its_figures() -> None:
    r3 = [r for r in rows() if r.get("group", "").startswith("round3-")]
    bad = [r for r in r3 if r["label"] == "malicious"]
    assert len(bad) >= 60 and sum(r["level"] == "instruction" for r in bad) >= 30
    assert sum(r["label"] == "benign" for r in r3) >= 40


def test_both_halves_hold_both_levels_and_benign_samples() -> None:
    data = rows()
    for split in ("dev", "heldout"):
        kinds = {(r["label"], r["level"]) for r in data if r["split"] == split}
        assert {("malicious", "code"), ("malicious", "instruction"), ("benign", "none")} <= kinds


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_the_written_samples_match_their_generator(split: str, tmp_path: Path) -> None:
    generator = module("authored_samples")
    generator.HERE = tmp_path
    generator.main()
    written = (tmp_path / split / "authored.jsonl").read_text(encoding="utf-8")
    assert written == (PUBLIC / split / "authored.jsonl").read_text(encoding="utf-8")


def test_round3_matches_its_generator(tmp_path: Path) -> None:
    generator = module("round3_samples")
    generator.HERE = tmp_path
    generator.main()
    written = (tmp_path / "round3" / "heldout.jsonl").read_text(encoding="utf-8")
    assert written == (PUBLIC / "round3" / "heldout.jsonl").read_text(encoding="utf-8")


def test_round4_is_large_enough_and_split_by_hash() -> None:
    r4 = [r for r in rows() if r.get("group", "").startswith("round4-")]
    bad = [r for r in r4 if r["label"] == "malicious"]
    assert len(bad) >= 60 and sum(r["level"] == "instruction" for r in bad) >= 30
    assert sum(r["label"] == "benign" for r in r4) >= 40
    for split in ("dev", "heldout"):
        kinds = {(r["label"], r["level"]) for r in r4 if r["split"] == split}
        assert {("malicious", "code"), ("malicious", "instruction"), ("benign", "none")} <= kinds
    assert all(r["author"] for r in r4)


@pytest.mark.parametrize("name", ["round4", "round6", "round7"])
def test_a_split_round_matches_its_generator(name: str, tmp_path: Path) -> None:
    generator = module(f"{name}_samples")
    generator.HERE = tmp_path
    generator.main()
    for split in ("dev", "heldout"):
        written = (tmp_path / name / f"{split}.jsonl").read_text(encoding="utf-8")
        assert written == (PUBLIC / name / f"{split}.jsonl").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["round8", "round9"])
def test_a_blind_round_is_held_out_whole_and_matches_its_generator(
    name: str, tmp_path: Path
) -> None:
    """Rounds 8 and 9 were written by sessions that never opened the scanner's rules: every
    row is held out, labelled, sourced and exactly what its generator writes."""
    generator = module(f"{name}_samples")
    generator.HERE = tmp_path
    generator.main()
    written = (tmp_path / name / "heldout.jsonl").read_text(encoding="utf-8")
    committed = (PUBLIC / name / "heldout.jsonl").read_text(encoding="utf-8")
    assert written == committed
    data = [json.loads(line) for line in committed.splitlines()]
    assert sum(row["label"] == "malicious" for row in data) >= 80
    for row in data:
        assert row["split"] == "heldout" and row["group"] == f"{name}-{row['id']}"
        assert row["label"] in ("malicious", "benign") and row["family"] and row["source"]
        assert row["level"] in (("code", "instruction") if row["label"] == "malicious"
                                else ("none",)), row["id"]  # fmt: skip
    assert len({row["id"] for row in data}) == len(data)


@pytest.mark.parametrize(
    ("name", "split"),
    [(name, "dev") for name in ("round10b", "round10d", "round12", "round13", "round14")]
    + [
        (f"round{n}", "dev")
        for n in (
            *range(15, 21),
            *range(27, 31),
            35,
            36,
            *range(39, 43),
            45,
            46,
            49,
            50,
            *range(53, 56),
            *range(58, 61),
        )
    ]
    + [("round11", "heldout")]
    + [
        (f"round{n}", "heldout")
        for n in (*range(21, 27), 31, 32, 33, 34, 37, 38, 43, 44, 47, 48, 51, 52, 56, 57)
    ],
)
def test_a_later_blind_round_is_what_its_generator_writes(
    name: str, split: str, tmp_path: Path
) -> None:
    """Rounds 10b to 20 were written blind by helper sessions, each generator writing
    next to itself: a copy run in a scratch folder writes exactly the committed rows, and every
    row carries the keys, label, level and group the round task asked for."""
    shutil.copy(PUBLIC / f"{name}_samples.py", tmp_path)
    subprocess.run([sys.executable, str(tmp_path / f"{name}_samples.py")], check=True,
                   capture_output=True)  # fmt: skip
    committed = (PUBLIC / name / f"{split}.jsonl").read_text(encoding="utf-8")
    assert (tmp_path / name / f"{split}.jsonl").read_text(encoding="utf-8") == committed
    data = [json.loads(line) for line in committed.splitlines()]
    keys = {"id", "label", "level", "family", "source", "author", "text", "split", "group"}
    for row in data:
        assert set(row) == keys and row["split"] == split, row["id"]
        assert row["group"] == f"{name}-{row['id']}" and row["source"], row["id"]
        assert row["level"] in (("code", "instruction") if row["label"] == "malicious"
                                else ("none",)), row["id"]  # fmt: skip
    assert len({row["id"] for row in data}) == len(data)


def test_every_file_of_the_public_set_is_in_its_readme_with_a_source_per_row() -> None:
    """The README's table names every file of the set (what it is, who wrote it, where each
    row's source is), and every row carries its source."""
    readme = (PUBLIC / "README.md").read_text(encoding="utf-8")
    for path in sorted(PUBLIC.glob("*/*.jsonl")):
        assert f"`{path.parent.name}/{path.name}`" in readme, path
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            assert row.get("source"), (path, row.get("id"))
