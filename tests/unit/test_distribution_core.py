"""The pure distribution rules (SPEC §13): the index document, deterministic archives, the
change events and the artifact keys."""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from skills_core.distribution import keys
from skills_core.distribution.archive import ArchiveError, build_archive, read_archive
from skills_core.distribution.events import (
    PUBLISHED,
    WITHDRAWN,
    ServedVersion,
    change_events,
    served_by_label,
)
from skills_core.distribution.index import SCHEMA_URI, IndexEntry, document, entry_path, refusal
from skills_core.governance.history import Served, SkillHistory
from skills_core.governance.lifecycle import Lifecycle

ROOT = Path(__file__).resolve().parents[2]
FILES = {
    "SKILL.md": b"---\nname: a\ndescription: d\n---\nbody\n",
    "scripts/run.sh": b"echo hi\n",
    "LICENSE": b"MIT\n",
}


def entry(name: str, description: str = "does things", files: tuple[str, ...] = ("SKILL.md",)):
    return IndexEntry(name, description, 3, files, "sha256:" + "0" * 64, entry_path(name, 3, files))


# -- index --------------------------------------------------------------------------------


def test_index_has_v02_and_v01_fields_and_sorted_entries() -> None:
    doc = document(
        [entry("zeta", files=("SKILL.md", "a.txt")), entry("alpha")], lambda e: "/x/" + e.path
    )
    assert doc["$schema"] == SCHEMA_URI
    assert [s["name"] for s in doc["skills"]] == ["alpha", "zeta"]
    alpha, zeta = doc["skills"]
    assert alpha == {
        "name": "alpha",
        "type": "skill-md",
        "description": "does things",
        "url": "/x/alpha/SKILL.md",
        "digest": "sha256:" + "0" * 64,
        "files": ["SKILL.md"],
        "version": "3",
    }
    assert zeta["type"] == "archive" and zeta["url"] == "/x/zeta/3.tar.gz"
    assert doc["omitted"] == []


@pytest.mark.parametrize(
    ("name", "description", "why"),
    [
        ("Title-Case", "d", "name"),
        ("double--hyphen", "d", "name"),
        ("-lead", "d", "name"),
        ("a" * 65, "d", "name"),
        ("ok", "x" * 1025, "description"),
        ("ok", "", "description"),
    ],
)
def test_refused_names_and_descriptions_are_omitted_with_a_reason(
    name: str, description: str, why: str
) -> None:
    doc = document([entry(name, description), entry("fine")], lambda e: e.path)
    assert [s["name"] for s in doc["skills"]] == ["fine"]
    assert doc["omitted"][0]["name"] == name
    assert why in doc["omitted"][0]["reason"]


def test_a_64_character_name_and_1024_character_description_are_accepted() -> None:
    assert refusal("a" * 64, "x" * 1024) is None


def test_entry_round_trips() -> None:
    e = entry("alpha", files=("SKILL.md", "x/y.md"))
    assert IndexEntry.from_dict(e.to_dict()) == e


# -- archives -----------------------------------------------------------------------------

BUILD = (
    "import sys, time; sys.path.insert(0, sys.argv[1]);"
    "now = float(sys.argv[2]); time.time = lambda: now;"
    "from skills_core.distribution.archive import build_archive;"
    "files = {'SKILL.md': b'---\\nname: a\\ndescription: d\\n---\\nbody\\n',"
    " 'scripts/run.sh': b'echo hi\\n', 'LICENSE': b'MIT\\n'};"
    "sys.stdout.buffer.write(build_archive(files))"
)


def _build_in_process(tz: str, clock: str) -> bytes:
    """One build in a fresh interpreter with its own time zone, clock and umask."""
    env = {"TZ": tz, "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", BUILD, str(ROOT), clock],
        env=env,
        capture_output=True,
        check=True,
        umask=0o077 if clock != "0" else 0o022,
    )
    return done.stdout


def test_the_same_version_built_in_two_processes_is_byte_identical() -> None:
    first = _build_in_process("UTC", "0")  # midnight 1970
    second = _build_in_process("Pacific/Kiritimati", "1700050000.5")  # an afternoon in 2023
    assert first == second == build_archive(dict(reversed(list(FILES.items()))))


def test_the_archive_does_not_depend_on_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    first = build_archive(FILES)
    monkeypatch.setattr(time, "time", lambda: 2_000_000_000.0)
    assert build_archive(FILES) == first


def test_archive_entries_are_fixed_and_sorted_with_skill_md_first() -> None:
    data = build_archive(FILES)
    assert data[:2] == b"\x1f\x8b" and data[4:8] == b"\0\0\0\0"  # gzip mtime 0
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = tar.getmembers()
    assert [m.name for m in members] == ["SKILL.md", "LICENSE", "scripts/run.sh"]
    for m in members:
        assert (m.mtime, m.uid, m.gid, m.uname, m.gname, m.mode) == (0, 0, 0, "", "", 0o644)
        assert m.isfile()
    assert read_archive(data) == FILES


@pytest.mark.parametrize("bad", ["../x", "/abs", "a/../../b", "a//b", "a\\b", "./x", ""])
def test_an_archive_refuses_a_path_that_leaves_the_folder(bad: str) -> None:
    with pytest.raises(ArchiveError):
        build_archive({"SKILL.md": b"x", bad: b"y"})


def test_an_archive_needs_skill_md() -> None:
    with pytest.raises(ArchiveError):
        build_archive({"README.md": b"x"})


def test_digest_of_an_archive_is_of_its_bytes() -> None:
    data = build_archive(FILES)
    assert hashlib.sha256(data).hexdigest() == hashlib.sha256(build_archive(FILES)).hexdigest()


# -- events -------------------------------------------------------------------------------


def history(
    statuses: dict[int, str], labels: dict[str, int], *, active: bool = True, seq: int = 1
) -> SkillHistory:
    served = {v: Served("name: a\n", f"sha256:{v}", 1) for v in labels.values()}
    return SkillHistory("a", max(statuses), active, seq, Lifecycle(statuses, labels), served)


def test_only_approved_versions_of_a_listed_skill_are_served() -> None:
    h = history({1: "approved", 2: "pending"}, {"production": 1, "staging": 2})
    assert served_by_label(h) == {"production": ServedVersion(1, "sha256:1")}
    assert served_by_label(history({1: "approved"}, {"production": 1}, active=False)) == {}
    assert served_by_label(None) == {}


def test_a_label_move_is_a_withdrawn_then_a_published() -> None:
    old = {"production": ServedVersion(1, "sha256:1")}
    new = {"production": ServedVersion(2, "sha256:2"), "staging": ServedVersion(1, "sha256:1")}
    events = change_events("t", "a", old, new, 7)
    assert [(e.detail_type, e.label, e.version) for e in events] == [
        (WITHDRAWN, "production", 1),
        (PUBLISHED, "production", 2),
        (PUBLISHED, "staging", 1),
    ]
    assert events[0].detail() == {
        "tenant": "t",
        "name": "a",
        "version": 1,
        "label": "production",
        "digest": "sha256:1",
        "idempotency_key": events[0].key,
    }


def test_idempotency_keys_repeat_for_the_same_change_only() -> None:
    old = {"production": ServedVersion(1, "sha256:1")}
    first = change_events("t", "a", old, {}, 4)
    assert [e.key for e in first] == [e.key for e in change_events("t", "a", old, {}, 4)]
    assert first[0].key != change_events("t", "a", old, {}, 5)[0].key
    assert first[0].key != change_events("u", "a", old, {}, 4)[0].key


def test_unchanged_labels_make_no_events() -> None:
    same = {"production": ServedVersion(1, "sha256:1")}
    assert change_events("t", "a", same, dict(same), 2) == []


# -- keys ---------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["..", "a/b", "", "a" * 200, "é", "a%2Fb"])
def test_names_that_leave_the_skill_never_become_keys(bad: str) -> None:
    with pytest.raises(keys.BadKey):
        keys.file_key("t", "production", bad, "SKILL.md")


@pytest.mark.parametrize("bad", ["../x", "a/../b", "/etc/passwd", "a\\b", "a\x00b", "", "a//b"])
def test_paths_that_leave_the_skill_never_become_keys(bad: str) -> None:
    with pytest.raises(keys.BadKey):
        keys.file_key("t", "production", "a", bad)


def test_keys_have_the_documented_layout() -> None:
    assert keys.index_key("t", "production") == "dist/t/label/production/index.json"
    assert keys.file_key("t", "staging", "a", "x/y.md") == "dist/t/label/staging/a/x/y.md"
    assert keys.archive_key("t", "a", 3) == "dist/t/archive/a/3.tar.gz"
    assert keys.mirror_key("t", "production", "a", "SKILL.md") == "t/production/a/SKILL.md"
    with pytest.raises(keys.BadKey):
        keys.index_key("../t", "production")
