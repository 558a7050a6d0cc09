"""The S3 frontmatter index format and the head-of-object frontmatter rule it caches."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.aws.s3.s3_index import (
    INDEX_FORMAT,
    INDEX_NAME,
    IndexFormatError,
    build_index,
    index_key,
    normalize_prefix,
    parse_index,
)
from skills_core.errors import SkillInvalidError
from skills_core.format.frontmatter import (
    MAX_FRONTMATTER_BYTES,
    NeedMoreBytes,
    frontmatter_from_head,
    split_frontmatter,
)

# -- build / parse ------------------------------------------------------------------------


def test_index_name_and_key() -> None:
    assert INDEX_NAME == ".skills-index.json"
    assert index_key("") == ".skills-index.json"
    assert index_key("global") == "global/.skills-index.json"
    assert index_key("tenants/acme/") == "tenants/acme/.skills-index.json"


@pytest.mark.parametrize(
    ("given_prefix", "expected"),
    [("", ""), ("global", "global/"), ("global/", "global/"), ("a/b", "a/b/")],
)
def test_normalize_prefix(given_prefix: str, expected: str) -> None:
    assert normalize_prefix(given_prefix) == expected


def test_round_trip_keeps_every_entry() -> None:
    entries: dict[str, tuple[str, str | None]] = {
        "docker-ops/SKILL.md": ('"abc123"', "name: docker-ops\ndescription: Docker ops\n"),
        "notes.md": ('"def456"', None),
        "ünïcode.md": ('"0-2"', "description: café — ✓\n"),
        "multi/SKILL.md": ('"9b2cf535f27731c974343645a3985328-2"', ""),
    }
    data = build_index(entries)
    assert parse_index(data) == entries


def test_build_is_deterministic_compact_utf8() -> None:
    first = build_index({"b.md": ('"2"', "description: b\n"), "a.md": ('"1"', "description: é\n")})
    second = build_index({"a.md": ('"1"', "description: é\n"), "b.md": ('"2"', "description: b\n")})
    assert first == second
    document = json.loads(first)
    assert document == {
        "format": INDEX_FORMAT,
        "skills": {
            "a.md": {"etag": '"1"', "frontmatter": "description: é\n"},
            "b.md": {"etag": '"2"', "frontmatter": "description: b\n"},
        },
    }
    assert list(document["skills"]) == ["a.md", "b.md"]
    assert "é".encode() in first  # UTF-8, not \u escapes
    assert b"\n" not in first.replace(b"\\n", b"")  # compact: no pretty-printing newlines


def test_build_empty_index() -> None:
    assert parse_index(build_index({})) == {}


@pytest.mark.parametrize(
    ("key", "etag", "frontmatter"),
    [
        ("", '"1"', "x: 1\n"),
        ("/abs.md", '"1"', "x: 1\n"),
        ("a.md", "", "x: 1\n"),
        ("a.md", 5, "x: 1\n"),
        ("a.md", '"1"', 7),
    ],
)
def test_build_refuses_bad_entries(key: str, etag: object, frontmatter: object) -> None:
    with pytest.raises(IndexFormatError):
        build_index({key: (etag, frontmatter)})  # type: ignore[dict-item]


def test_build_refuses_unencodable_text() -> None:
    with pytest.raises(IndexFormatError):
        build_index({"a.md": ('"1"', "description: \ud800\n")})


def _doc(**overrides: object) -> bytes:
    document: dict[str, object] = {
        "format": 1,
        "skills": {"a.md": {"etag": '"1"', "frontmatter": "description: a\n"}},
    }
    document.update(overrides)
    return json.dumps(document).encode()


def test_parse_accepts_unknown_top_level_and_entry_fields() -> None:
    data = json.dumps(
        {
            "format": 1,
            "generated_at": "2024-01-01T00:00:00Z",
            "skills": {"a.md": {"etag": '"1"', "frontmatter": None, "size": 3}},
        }
    ).encode()
    assert parse_index(data) == {"a.md": ('"1"', None)}


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not json",
        b"\xff\xfe{}",
        b"[]",
        b'"text"',
        _doc(format=2),
        _doc(format="1"),
        _doc(format=True),
        json.dumps({"skills": {}}).encode(),
        _doc(skills=[]),
        _doc(skills={"a.md": "etag"}),
        _doc(skills={"a.md": {"etag": '"1"'}}),  # no frontmatter field at all
        _doc(skills={"a.md": {"etag": "", "frontmatter": None}}),
        _doc(skills={"a.md": {"etag": None, "frontmatter": None}}),
        _doc(skills={"a.md": {"etag": '"1"', "frontmatter": ["x"]}}),
        _doc(skills={"": {"etag": '"1"', "frontmatter": None}}),
        _doc(skills={"/etc/passwd": {"etag": '"1"', "frontmatter": None}}),
        b'{"format": 1, "format": 1, "skills": {}}',
        b'{"format": 1, "skills": {"a.md": {"etag": "\\"1\\"", "frontmatter": null},'
        b' "a.md": {"etag": "\\"2\\"", "frontmatter": null}}}',
        b"[" * 100_000 + b"]" * 100_000,
    ],
)
def test_parse_refuses_anything_but_format_1(data: bytes) -> None:
    with pytest.raises(IndexFormatError):
        parse_index(data)


# -- frontmatter from the head of an object -----------------------------------------------


def test_head_with_frontmatter_closed_inside() -> None:
    data = b"---\nname: a\ndescription: A\n---\n# Body\n" + b"x" * 100
    assert frontmatter_from_head(data, complete=False, location="s3://b/a.md") == (
        "name: a\ndescription: A\n"
    )


def test_head_without_frontmatter_is_none() -> None:
    assert frontmatter_from_head(b"# README\n\ntext", complete=True, location="r") is None
    assert frontmatter_from_head(b"# README\n" * 2000, complete=False, location="r") is None
    assert frontmatter_from_head(b"", complete=True, location="r") is None
    assert frontmatter_from_head(b"--- \nx: 1\n---\n", complete=True, location="r") is None


def test_head_bom_and_crlf() -> None:
    data = b"\xef\xbb\xbf---\r\nname: a\r\ndescription: A\r\n---\r\nbody\r\n"
    assert frontmatter_from_head(data, complete=True, location="r") == "name: a\ndescription: A\n"


def test_head_empty_frontmatter_is_empty_text_not_none() -> None:
    assert frontmatter_from_head(b"---\n---\nbody", complete=True, location="r") == ""
    assert frontmatter_from_head(b"---\n---", complete=True, location="r") == ""


def test_head_closing_line_at_end_of_complete_object() -> None:
    assert frontmatter_from_head(b"---\ndescription: A\n---", complete=True, location="r") == (
        "description: A\n"
    )


def test_head_partial_without_close_needs_more() -> None:
    with pytest.raises(NeedMoreBytes):
        frontmatter_from_head(b"---\ndescription: " + b"a" * 9000, complete=False, location="r")


def test_head_partial_ending_in_delimiter_needs_more() -> None:
    # "---" at the very end of a partial head may be the start of "----" or "--- x".
    with pytest.raises(NeedMoreBytes):
        frontmatter_from_head(b"---\ndescription: A\n---", complete=False, location="r")


def test_head_cut_multibyte_character_after_close_is_ignored() -> None:
    data = "---\ndescription: é\n---\nbody ✓".encode()
    cut = data[:-1]  # the last character (3 bytes) is cut in the middle
    assert frontmatter_from_head(cut, complete=False, location="r") == "description: é\n"


def test_head_cut_multibyte_character_before_close_needs_more() -> None:
    data = "---\ndescription: ✓✓✓\n---\n".encode()
    with pytest.raises(NeedMoreBytes):
        frontmatter_from_head(data[:20], complete=False, location="r")


def test_head_invalid_utf8_in_frontmatter_is_invalid() -> None:
    with pytest.raises(SkillInvalidError, match="UTF-8"):
        frontmatter_from_head(b"---\ndescription: \xff\n---\n", complete=True, location="r")


def test_head_nul_in_frontmatter_is_invalid() -> None:
    with pytest.raises(SkillInvalidError, match="NUL"):
        frontmatter_from_head(b"---\ndescription: a\x00\n---\n", complete=True, location="r")


def test_head_body_bytes_are_not_decoded() -> None:
    data = b"---\ndescription: A\n---\nbinary \xff\x00 tail"
    assert frontmatter_from_head(data, complete=True, location="r") == "description: A\n"


def test_head_unclosed_complete_object_is_invalid() -> None:
    with pytest.raises(SkillInvalidError, match="not closed"):
        frontmatter_from_head(b"---\ndescription: A\nbody", complete=True, location="s3://b/k")
    with pytest.raises(SkillInvalidError, match="not closed"):
        frontmatter_from_head(b"---", complete=True, location="r")


def test_head_frontmatter_over_64_kib_is_invalid() -> None:
    big = b"---\ndescription: " + b"a" * MAX_FRONTMATTER_BYTES + b"\n---\nbody"
    with pytest.raises(SkillInvalidError, match="64 KiB"):
        frontmatter_from_head(big, complete=True, location="r")


def test_head_delimiter_inside_a_value_does_not_close() -> None:
    data = b"---\ndescription: a --- b\n---\n"
    assert frontmatter_from_head(data, complete=True, location="r") == "description: a --- b\n"


_LINES = st.lists(
    st.sampled_from(["---", "--- ", "----", "name: a", "description: é ✓", "", "x: ---", "\ufeff"]),
    max_size=8,
)


@settings(max_examples=300, deadline=None)
@given(lines=_LINES, crlf=st.booleans(), bom=st.booleans(), trailing=st.booleans())
def test_head_agrees_with_split_frontmatter(
    lines: list[str], crlf: bool, bom: bool, trailing: bool
) -> None:
    """Discovery (head) and activation (whole file) must read the same frontmatter, and any
    partial head either asks for more bytes or already gives that same answer."""
    newline = "\r\n" if crlf else "\n"
    text = newline.join(lines) + (newline if trailing else "")
    data = (b"\xef\xbb\xbf" if bom else b"") + text.encode()
    try:
        expected: str | type[SkillInvalidError] | None = split_frontmatter(data).frontmatter
    except SkillInvalidError:
        expected = SkillInvalidError
    try:
        got: str | type[SkillInvalidError] | None = frontmatter_from_head(
            data, complete=True, location="r"
        )
    except SkillInvalidError:
        got = SkillInvalidError
    assert got == expected
    for cut in range(len(data)):
        try:
            partial = frontmatter_from_head(data[:cut], complete=False, location="r")
        except NeedMoreBytes:
            continue
        except SkillInvalidError:
            partial = SkillInvalidError  # type: ignore[assignment]
        assert partial == expected, (cut, data)


# -- format 2: bounded parts named by a root -------------------------------------------------


def _entries(count: int, skip: int | None = None) -> dict[str, tuple[str, str | None]]:
    return {
        f"s-{i:04d}/SKILL.md": (f'"{i:032x}"', f"name: s-{i:04d}\ndescription: Task {i}.\n")
        for i in range(count)
        if i != skip
    }


def test_split_keeps_every_entry_in_sorted_parts_under_the_cap() -> None:
    from skills_core.aws.s3.s3_index import build_parts, split_entries

    entries = _entries(500)
    pieces = split_entries(entries, part_bytes=4096, span=64)
    assert len(pieces) > 5
    merged: dict[str, tuple[str, str | None]] = {}
    for piece in pieces:
        assert len(build_index(piece)) <= 4096
        merged.update(piece)
    assert merged == entries
    keys = [key for piece in pieces for key in piece]
    assert keys == sorted(entries)
    assert [p.first for p in build_parts(entries, part_bytes=4096, span=64)] == [
        min(piece) for piece in pieces
    ]


def test_removing_one_entry_changes_one_part_only() -> None:
    """Cuts are content-defined: the parts far from a change keep their bytes (and names)."""
    from skills_core.aws.s3.s3_index import build_parts

    before = {p.key for p in build_parts(_entries(2000), part_bytes=1 << 16, span=64)}
    after = {p.key for p in build_parts(_entries(2000, skip=1000), part_bytes=1 << 16, span=64)}
    assert len(before) > 10
    assert len(before - after) <= 2 and len(after - before) <= 2


def test_an_entry_over_the_cap_alone_is_left_out() -> None:
    from skills_core.aws.s3.s3_index import split_entries

    entries = {"big.md": ('"1"', "description: " + "x" * 5000 + "\n"), **_entries(3)}
    pieces = split_entries(entries, part_bytes=2048)
    assert "big.md" not in {key for piece in pieces for key in piece}
    assert sum(len(piece) for piece in pieces) == 3


def test_a_small_index_stays_format_1_and_the_root_round_trips() -> None:
    from skills_core.aws.s3.s3_index import (
        IndexRoot,
        PartRef,
        build_parts,
        build_root,
        parse_document,
    )

    assert len(build_parts(_entries(3000))) == 1  # ~300 KB: one format-1 object
    assert len(build_parts({})) == 1
    assert parse_document(build_index(_entries(3))) == _entries(3)
    refs = [
        PartRef(".skills-index/a.json", '"a"', "a.md", "c.md"),
        PartRef(".skills-index/b.json", '"b"', "d.md", "f.md"),
    ]
    root = parse_document(build_root(refs))
    assert isinstance(root, IndexRoot) and list(root.parts) == refs
    assert root.part_of("b.md") == refs[0] and root.part_of("f.md") == refs[1]
    assert root.part_of("0.md") is None and root.part_of("cz.md") is None


@pytest.mark.parametrize(
    "parts",
    [
        [],
        ["not an object"],
        [{"key": ".skills-index/a.json", "etag": '"a"', "first": "a"}],
        [{"key": "elsewhere/a.json", "etag": '"a"', "first": "a", "last": "b"}],
        [{"key": ".skills-index/a.json", "etag": '"a"', "first": "c", "last": "b"}],
        [
            {"key": ".skills-index/a.json", "etag": '"a"', "first": "a", "last": "c"},
            {"key": ".skills-index/b.json", "etag": '"b"', "first": "b", "last": "d"},
        ],
    ],
    ids=["empty", "not-object", "missing-field", "outside-dir", "reversed", "overlap"],
)
def test_a_malformed_root_is_refused(parts: list[object]) -> None:
    from skills_core.aws.s3.s3_index import parse_document

    with pytest.raises(IndexFormatError):
        parse_document(json.dumps({"format": 2, "parts": parts}).encode())
