"""The public scanner set of issue 22 keeps its own promises: every row has a label, a level,
a family and a source; the split recorded in each row is the one ``split_of`` gives its group
(so no sample was moved between halves by hand); ids are unique across both halves and the
external manifest; and the committed written samples are exactly what their generator writes."""

from __future__ import annotations

import importlib.util
import json
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
    for path in [*sorted(PUBLIC.glob("*/authored.jsonl")), PUBLIC / "external.jsonl"]:
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
        assert row["split"] == split_of(group), row["id"]


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
