"""SEP-2640: URIs, entries, skills/list pages, skills/get, directory reads, two tenants."""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

import pytest

from skills_core.mcp import cursors, jsonrpc, skills
from skills_core.mcp.skills import directory_uri, parse_uri, skill_uri
from tests.fakes import Stored
from tests.mcp.fakes import Tenants, skill_text

DIGEST = re.compile(r"^sha256:[0-9a-f]{64}$")
URI = re.compile(r"^[\x21-\x7e]+$")


def all_pages(tenants: Tenants, method: str, key: str, tenant: str = "acme") -> list[list[Any]]:
    pages: list[list[Any]] = []
    cursor = None
    while True:
        params: dict[str, Any] = {"cursor": cursor} if cursor is not None else {}
        result = tenants.post(method, params, tenant=tenant).result
        pages.append(result[key])
        cursor = result.get("nextCursor")
        if cursor is None:
            return pages
        assert len(pages) < 50


def test_uris_are_ascii_and_round_trip() -> None:
    assert skill_uri("pdf-tools") == "skill://pdf-tools/SKILL.md"
    uri = skill_uri("pdf-tools", "docs/café menu.md")
    assert uri == "skill://pdf-tools/docs/caf%C3%A9%20menu.md" and URI.match(uri)
    assert parse_uri(uri) == ("pdf-tools", "docs/café menu.md")
    assert directory_uri("pdf-tools") == "skill://pdf-tools"
    assert parse_uri("skill://pdf-tools/references/") == ("pdf-tools", "references")
    assert parse_uri("skill://pdf-tools") == ("pdf-tools", "")
    for bad in (
        "file:///etc/passwd",
        "skill:///SKILL.md",
        "skill://a/SKILL.md?x=1",
        "skill://a/%ff",
        7,
    ):
        assert parse_uri(bad) is None


def test_entries_are_complete_manifests_of_the_served_bytes(tenants: Tenants) -> None:
    [page] = all_pages(tenants, "skills/list", "skills")
    assert [entry["uri"] for entry in page] == [
        "skill://git-flow/SKILL.md",
        "skill://pdf-tools/SKILL.md",
    ]
    pdf = page[1]
    assert pdf["frontmatter"] == {
        "name": "pdf-tools",
        "description": "Fill PDF forms. Use for PDFs.",
    }
    uris = [r["uri"] for r in pdf["resources"]]
    assert uris[0] == pdf["uri"] and len(uris) == len(set(uris)) == 6
    for resource in pdf["resources"]:
        assert DIGEST.match(resource["digest"]) and URI.match(resource["uri"])
        assert resource["uri"].startswith("skill://pdf-tools/")
        contents = tenants.post("resources/read", {"uri": resource["uri"]}).result["contents"][0]
        data = (
            contents["text"].encode() if "text" in contents else base64.b64decode(contents["blob"])
        )
        assert resource["size"] == len(data)
        assert resource["digest"] == "sha256:" + hashlib.sha256(data).hexdigest()


def test_pages_never_split_an_entry_and_terminate(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    acme = tenants.sources["acme"].skills
    for i in range(7):
        acme[f"extra-{i}"] = Stored(skill_text(f"extra-{i}", f"Extra {i}. Use for tests."))
    monkeypatch.setattr(skills, "PAGE_ENTRIES", 2)
    pages = all_pages(tenants, "skills/list", "skills")
    assert [len(p) for p in pages] == [2, 2, 2, 2, 1]
    uris = [entry["uri"] for page in pages for entry in page]
    assert len(uris) == len(set(uris)) == 9 and uris == sorted(uris)


def test_pages_stay_under_the_byte_budget(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(skills, "PAGE_BYTES", 10)  # every page past its first entry is too big
    pages = all_pages(tenants, "skills/list", "skills")
    assert [len(p) for p in pages] == [1, 1]


def test_a_slow_page_ends_early_but_whole(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(skills, "PAGE_SECONDS", -1.0)  # every page is out of time at once
    pages = all_pages(tenants, "skills/list", "skills")
    assert [len(p) for p in pages] == [1, 1]


def test_a_listing_that_changes_between_pages_still_terminates(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(skills, "PAGE_ENTRIES", 1)
    first = tenants.post("skills/list").result
    del tenants.sources["acme"].skills["git-flow"]  # the cursor's own key is gone
    second = tenants.post("skills/list", {"cursor": first["nextCursor"]}).result
    assert [e["uri"] for e in second["skills"]] == ["skill://pdf-tools/SKILL.md"]
    assert "nextCursor" not in second


@pytest.mark.parametrize(
    "cursor",
    ["garbage", "c1.!!!", "c1." + "A" * 3000, 17, "", cursors.encode("0" * 16, ["git-flow"])],
)
def test_invalid_or_forged_cursors_are_invalid_params(tenants: Tenants, cursor: Any) -> None:
    reply = tenants.post("skills/list", {"cursor": cursor})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)


def test_a_cursor_is_bound_to_its_tenant_and_method(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(skills, "PAGE_ENTRIES", 1)
    cursor = tenants.post("skills/list").result["nextCursor"]
    assert (
        tenants.post("skills/list", {"cursor": cursor}, tenant="globex").error["code"]
        == jsonrpc.INVALID_PARAMS
    )
    assert (
        tenants.post("resources/list", {"cursor": cursor}).error["code"] == jsonrpc.INVALID_PARAMS
    )


def test_skills_get_returns_the_listed_entry_without_a_cursor(tenants: Tenants) -> None:
    [page] = all_pages(tenants, "skills/list", "skills")
    result = tenants.post("skills/get", {"uri": "skill://pdf-tools/SKILL.md"}).result
    assert result["skill"] == page[1]
    assert "nextCursor" not in result and result["ttlMs"] == 0 and result["cacheScope"] == "private"


@pytest.mark.parametrize(
    "uri",
    [
        "skill://mcp-conformance-nonexistent-skill-9f3a2b/SKILL.md",
        "skill://secret-plan/SKILL.md",  # globex's
        "skill://pdf-tools/references/FORMS.md",
        "skill://pdf-tools",
        None,
        "not a uri",
    ],
)
def test_skills_get_of_anything_else_is_invalid_params(tenants: Tenants, uri: Any) -> None:
    reply = tenants.post("skills/get", {"uri": uri})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)
    assert "secret" not in reply.error["message"].replace("secret-plan/SKILL.md", "")


def test_other_tenants_see_only_their_own_skills(tenants: Tenants) -> None:
    [page] = all_pages(tenants, "skills/list", "skills", tenant="globex")
    assert [e["uri"] for e in page] == ["skill://secret-plan/SKILL.md"]
    own = tenants.post("skills/get", {"uri": "skill://secret-plan/SKILL.md"}, tenant="globex")
    other = tenants.post("skills/get", {"uri": "skill://secret-plan/SKILL.md"}, tenant="acme")
    missing = tenants.post("skills/get", {"uri": "skill://no-such-skill/SKILL.md"}, tenant="acme")
    assert "result" in own.json
    assert other.error["code"] == missing.error["code"] == jsonrpc.INVALID_PARAMS
    assert other.error["message"].replace("secret-plan", "X") == missing.error["message"].replace(
        "no-such-skill", "X"
    )


def test_directory_read_lists_direct_children_with_folders(tenants: Tenants) -> None:
    root = tenants.post("resources/directory/read", {"uri": "skill://pdf-tools"}).result
    assert root["resultType"] == "complete" and "nextCursor" not in root and "ttlMs" not in root
    children = {c["uri"]: c for c in root["resources"]}
    assert set(children) == {
        "skill://pdf-tools/SKILL.md",
        "skill://pdf-tools/assets",
        "skill://pdf-tools/docs",
        "skill://pdf-tools/references",
        "skill://pdf-tools/scripts",
    }
    assert children["skill://pdf-tools/references"]["mimeType"] == "inode/directory"
    assert children["skill://pdf-tools/SKILL.md"]["mimeType"] == "text/markdown"
    sub = tenants.post("resources/directory/read", {"uri": "skill://pdf-tools/references/"}).result
    assert [(c["uri"], c.get("mimeType")) for c in sub["resources"]] == [
        ("skill://pdf-tools/references/FORMS.md", "text/markdown"),
        ("skill://pdf-tools/references/deep", "inode/directory"),
    ]
    loose = tenants.post("resources/directory/read", {"uri": "skill://git-flow"}).result
    assert [c["uri"] for c in loose["resources"]] == ["skill://git-flow/SKILL.md"]


@pytest.mark.parametrize(
    "uri",
    [
        "skill://pdf-tools/SKILL.md",
        "skill://pdf-tools/references/FORMS.md",
        "skill://pdf-tools/nope",
        "skill://secret-plan",
        "skill://nothing-here",
        "https://example.com",
    ],
)
def test_directory_read_of_a_non_directory_is_invalid_params(tenants: Tenants, uri: str) -> None:
    reply = tenants.post("resources/directory/read", {"uri": uri})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)


def test_directory_read_refuses_cursors(tenants: Tenants) -> None:
    reply = tenants.post("resources/directory/read", {"uri": "skill://pdf-tools", "cursor": "c1.x"})
    assert reply.error["code"] == jsonrpc.INVALID_PARAMS
