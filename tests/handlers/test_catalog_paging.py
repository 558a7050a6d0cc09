"""``GET /skills`` at scale (SPEC §6, §11): pages of metadata with cursors bound to the tenant and
the query, a catalog text and tools that account for every skill, and the SourceFailures
metric that counts failed sources only."""

from __future__ import annotations

import base64
import json
import re
from typing import Any

import pytest

from handlers.runtime import reset as reset_handlers
from skills_core.aws.s3.s3_index import build_index, index_key
from skills_core.format.frontmatter import split_frontmatter

from .conftest import BUCKET, HttpResult, World, event, invoke, skill_md

MANY = 2_500
TENANT_PREFIX = "tenants/acme/"
OVERFLOW = re.compile(r"\(\+(\d+) more skills not listed: ")


def put_many(world: World, count: int = MANY) -> list[str]:
    """``count`` folder skills under the tenant's prefix, with the index ``skillsctl sync``
    publishes (so the catalog reads one index, not one object per skill)."""
    entries: dict[str, tuple[str, str | None]] = {}
    names = []
    for i in range(count):
        name = f"skill-{i:05d}"
        text = skill_md(name, f"Skill number {i}. Use when case {i} applies.", tags=["bulk"])
        rel = f"{name}/SKILL.md"
        etag = world.s3.put_object(Bucket=BUCKET, Key=TENANT_PREFIX + rel, Body=text.encode())
        entries[rel] = (etag["ETag"], split_frontmatter(text).frontmatter)
        names.append(name)
    world.put(index_key(TENANT_PREFIX), build_index(entries))
    return names


def catalog(query: dict[str, str] | None = None, **kw: Any) -> HttpResult:
    return invoke("catalog", event("GET", "/skills", query=query, **kw))


def bad_request(result: HttpResult) -> str:
    assert result.status == 400, result.text
    assert result.json["error"]["code"] == "BAD_REQUEST"
    return str(result.json["error"]["message"])


def decoded(cursor: str) -> list[Any]:
    text = cursor.removeprefix("p1.")
    data: list[Any] = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    return data


def encoded(data: Any) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return "p1." + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def accounted(text: str) -> int:
    """Skills the catalog text accounts for: its lines plus the overflow line's count."""
    listed = sum(1 for line in text.splitlines() if line.startswith("- "))
    found = OVERFLOW.search(text)
    return listed + (int(found.group(1)) if found else 0)


# -- paging ----------------------------------------------------------------------------------------


def test_pages_of_1000_reach_every_skill_exactly_once(world: World) -> None:
    expected = sorted([*put_many(world), "code-review", "docker-ops"])
    seen: list[str] = []
    pages = 0
    cursor = None
    texts = set()
    while True:
        result = catalog({"cursor": cursor} if cursor else None)
        assert result.status == 200, result.text
        body = result.json
        pages += 1
        assert len(body["skills"]) <= 1000
        seen.extend(skill["name"] for skill in body["skills"])
        texts.add(body["catalog"])
        cursor = body["next_cursor"]
        if cursor is None:
            break
        assert pages < 10
    assert pages == 3 and seen == expected and len(set(seen)) == len(expected)
    # The catalog text is the whole tenant's on every page, within the default budget.
    (text,) = texts
    assert len(text) <= 30_000 and accounted(text) == len(expected)
    # Above the search threshold the tools offer search_skills and carry no name enum.
    tools = body["tools"]
    assert [tool["name"] for tool in tools] == ["use_skill", "read_skill_file", "search_skills"]
    assert "enum" not in json.dumps(tools)

    smaller = catalog({"limit": "700"})
    assert [s["name"] for s in smaller.json["skills"]] == expected[:700]
    # The page size may change between pages (it is not part of the binding).
    rest = catalog({"limit": "1000", "cursor": smaller.json["next_cursor"]})
    assert [s["name"] for s in rest.json["skills"]] == expected[700:1700]


def test_an_explicit_max_chars_still_accounts_for_every_skill(world: World) -> None:
    expected = len(put_many(world, 300)) + 2
    text = catalog({"format": "text", "max_chars": "2000"})
    assert text.status == 200 and len(text.text) <= 2000 and accounted(text.text) == expected
    roomy = catalog({"format": "text", "max_chars": "1000000"})
    assert accounted(roomy.text) == expected and OVERFLOW.search(roomy.text) is None


def test_small_pages_and_the_last_page(world: World) -> None:
    first = catalog({"limit": "1"})
    assert [s["name"] for s in first.json["skills"]] == ["code-review"]
    assert first.json["next_cursor"].startswith("p1.")
    last = catalog({"limit": "1", "cursor": first.json["next_cursor"]})
    assert [s["name"] for s in last.json["skills"]] == ["docker-ops"]
    assert last.json["next_cursor"] is None
    whole = catalog()
    assert whole.json["next_cursor"] is None and len(whole.json["skills"]) == 2
    # Below the threshold: every name in the enum, no search tool.
    assert whole.json["tools"][0]["input_schema"]["properties"]["skill_name"]["enum"] == [
        "code-review",
        "docker-ops",
    ]


def test_a_skill_removed_between_pages_does_not_stop_the_listing(world: World) -> None:
    world.put("global/alpha.md", skill_md("alpha", "Alpha. Use first."))
    first = catalog({"limit": "2"})
    assert [s["name"] for s in first.json["skills"]] == ["alpha", "code-review"]
    world.s3.delete_object(Bucket=BUCKET, Key="global/code-review.md")  # the cursor's name
    reset_handlers()
    rest = catalog({"cursor": first.json["next_cursor"]})
    assert [s["name"] for s in rest.json["skills"]] == ["docker-ops"]


@pytest.mark.parametrize("limit", ["0", "1001", "x", "-1", "1.5", " 5", "1e3", ""])
def test_bad_limits_are_400(world: World, limit: str) -> None:
    assert "limit" in bad_request(catalog({"limit": limit}))


# -- cursors ---------------------------------------------------------------------------------------


@pytest.fixture
def cursor(world: World) -> str:
    value = catalog({"limit": "1"}).json["next_cursor"]
    assert isinstance(value, str)
    return value


def test_a_cursor_of_another_tenant_is_400(cursor: str) -> None:
    other = catalog({"limit": "1", "cursor": cursor}, tenant="beta")
    assert "another tenant or to another query" in bad_request(other)
    # ...although the same page of that tenant exists (its own first page works).
    assert catalog({"limit": "1"}, tenant="beta").status == 200


@pytest.mark.parametrize(
    "changed",
    [{"style": "xml"}, {"flavor": "openai"}, {"label": "staging"}, {"max_chars": "5000"}],
)
def test_a_cursor_with_another_query_is_400(cursor: str, changed: dict[str, str]) -> None:
    message = bad_request(catalog({"limit": "1", "cursor": cursor, **changed}))
    assert "same label, style, flavor and max_chars" in message
    assert catalog({"limit": "1", "cursor": cursor, "format": "json"}).status == 200


def test_tampered_and_forged_cursors_are_400(cursor: str) -> None:
    bound, position = decoded(cursor)
    forged = [
        "",
        "garbage",
        "p1.",
        "p1.!!!!",
        cursor[:-3],
        cursor + "A",
        "p2." + cursor[3:],
        encoded([bound, "../../etc"]),  # not a skill name
        encoded([bound, position, "extra"]),
        encoded([bound]),
        encoded({"bound": bound, "after": position}),
        encoded(["0" * len(bound), position]),  # another digest
        encoded([bound[:-1] + ("0" if bound[-1] != "0" else "1"), position]),
        encoded([bound, 7]),
        "p1." + "A" * 400,
    ]
    for value in forged:
        message = bad_request(catalog({"limit": "1", "cursor": value}))
        assert message.startswith("invalid cursor: ") and "leave cursor out" in message
    # A cursor carries only a position in the caller's own listing: a hand-made one with the
    # right digest can at most skip ahead there.
    ahead = catalog({"limit": "1", "cursor": encoded([bound, "code-review"])})
    assert [s["name"] for s in ahead.json["skills"]] == ["docker-ops"]


# -- the search threshold ------------------------------------------------------------------------


def test_above_the_threshold_the_tools_search_and_the_text_has_a_budget(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i in range(5):
        world.put(f"global/extra-{i}.md", skill_md(f"extra-{i}", "x" * 900 + " Use when."))
    monkeypatch.setenv("SKILLS_SEARCH_THRESHOLD", "3")
    monkeypatch.setenv("SKILLS_CATALOG_MAX_CHARS", "1500")
    reset_handlers()
    body = catalog().json
    assert len(body["skills"]) == 7
    assert len(body["catalog"]) <= 1500 and accounted(body["catalog"]) == 7
    for flavor, name_of in (
        ("anthropic", lambda t: t["name"]),
        ("bedrock", lambda t: t["toolSpec"]["name"]),
        ("openai", lambda t: t["function"]["name"]),
    ):
        tools = catalog({"flavor": flavor}).json["tools"]
        assert [name_of(t) for t in tools] == ["use_skill", "read_skill_file", "search_skills"]
        assert "enum" not in json.dumps(tools)
    explicit = catalog({"max_chars": "100000"}).json["catalog"]
    assert len(explicit) > 1500 and "more skills not listed" not in explicit

    monkeypatch.setenv("SKILLS_SEARCH_THRESHOLD", "7")  # "above": 7 skills is not above 7
    reset_handlers()
    at = catalog().json
    assert [t["name"] for t in at["tools"]] == ["use_skill", "read_skill_file"]
    assert len(at["catalog"]) > 1500


# -- metrics --------------------------------------------------------------------------------------


def metric(out: str, name: str) -> float:
    for line in out.splitlines():
        if '"_aws"' in line:
            data = json.loads(line)
            if name in data:
                value = data[name]
                return float(value[0] if isinstance(value, list) else value)
    raise AssertionError(f"metric {name} not emitted: {out[-500:]}")


def test_source_failures_count_failed_sources_not_lenient_warnings(
    world: World, capsys: pytest.CaptureFixture[str]
) -> None:
    # A skill loaded with a warning (a description over 1024 characters) and one skipped as
    # invalid are no source failures.
    world.put("global/long.md", skill_md("long", "d" * 1100))
    world.put("global/broken.md", "---\nname: broken\n---\nno description\n")
    capsys.readouterr()
    result = catalog()
    assert result.status == 200 and len(result.json["warnings"]) >= 2
    assert "long" in [s["name"] for s in result.json["skills"]]
    out = capsys.readouterr().out
    assert metric(out, "SourceFailures") == 0
    assert metric(out, "SkillsListed") == 3
    assert metric(out, "SnapshotFallbacks") == 0


def test_source_failures_count_each_failed_source(
    world: World, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    world.put("global/long.md", skill_md("long", "d" * 1100))
    monkeypatch.setenv("SKILLS_BUCKET", "no-such-bucket")  # both S3 sources fail
    reset_handlers()
    capsys.readouterr()
    result = catalog()
    assert result.status == 200
    assert any("failed and was skipped" in w for w in result.json["warnings"])
    assert metric(capsys.readouterr().out, "SourceFailures") == 2
    monkeypatch.setenv("SKILLS_TABLE", "no-such-table")  # and the store
    reset_handlers()
    assert catalog().status == 200
    assert metric(capsys.readouterr().out, "SourceFailures") == 3
