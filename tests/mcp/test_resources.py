"""The skills as plain resources: resources/list order and pages, resources/read."""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any
from urllib.parse import unquote

import pytest

from skills_core.mcp import jsonrpc, resources
from tests.fakes import Stored
from tests.mcp.fakes import Tenants, skill_text


def listing(tenants: Tenants, tenant: str = "acme") -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    cursor = None
    while True:
        result = tenants.post(
            "resources/list", {"cursor": cursor} if cursor else {}, tenant=tenant
        ).result
        found.extend(result["resources"])
        cursor = result.get("nextCursor")
        if cursor is None:
            return found


def test_every_skill_md_first_then_files_no_directories(tenants: Tenants) -> None:
    found = listing(tenants)
    assert found[0]["uri"] == "skill://index.json"  # SPEC §13.2, before every skill
    found = found[1:]
    assert [r["uri"] for r in found[:2]] == [
        "skill://git-flow/SKILL.md",
        "skill://pdf-tools/SKILL.md",
    ]
    assert found[1] == {
        "uri": "skill://pdf-tools/SKILL.md",
        "name": "pdf-tools",
        "description": "Fill PDF forms. Use for PDFs.",
        "mimeType": "text/markdown",
    }
    files = [r["uri"] for r in found[2:]]
    assert files == sorted(files) and len(files) == 5
    assert all(r.get("mimeType") != "inode/directory" for r in found)
    assert {
        "uri": "skill://pdf-tools/scripts/fill.py",
        "name": "scripts/fill.py",
        "mimeType": "text/x-python",
    } in found


def test_pages_cover_everything_once(tenants: Tenants, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = listing(tenants)
    monkeypatch.setattr(resources, "PAGE_RESOURCES", 3)
    assert listing(tenants) == whole
    first = tenants.post("resources/list").result
    assert len(first["resources"]) == 3 and first["nextCursor"].startswith("c1.")


def test_each_tenant_lists_its_own(tenants: Tenants) -> None:
    assert [r["uri"] for r in listing(tenants, "globex")] == [
        "skill://index.json",
        "skill://secret-plan/SKILL.md",
    ]
    assert all("secret-plan" not in r["uri"] for r in listing(tenants, "acme"))


def test_read_skill_md_as_text_exactly_as_served(tenants: Tenants) -> None:
    result = tenants.post("resources/read", {"uri": "skill://pdf-tools/SKILL.md"}).result
    assert result["ttlMs"] == 0 and result["cacheScope"] == "private"
    assert result["contents"] == [
        {
            "uri": "skill://pdf-tools/SKILL.md",
            "mimeType": "text/markdown",
            "text": skill_text("pdf-tools", "Fill PDF forms. Use for PDFs."),
        }
    ]


def test_read_text_and_binary_files(tenants: Tenants) -> None:
    text = tenants.post("resources/read", {"uri": "skill://pdf-tools/references/FORMS.md"}).result
    assert text["contents"][0]["text"] == "# Forms\n"
    blob = tenants.post("resources/read", {"uri": "skill://pdf-tools/assets/logo.png"}).result[
        "contents"
    ][0]
    assert blob["mimeType"] == "image/png" and "text" not in blob
    assert base64.b64decode(blob["blob"]) == b"\x89PNG\r\n\x1a\n\x00binary"
    encoded = tenants.post(
        "resources/read", {"uri": "skill://pdf-tools/docs/caf%C3%A9%20menu.md"}
    ).result
    assert encoded["contents"][0]["text"] == "menu\n"


@pytest.mark.parametrize(
    "uri",
    [
        "test://nonexistent-resource-for-conformance-testing",
        "skill://secret-plan/SKILL.md",  # another tenant's skill
        "skill://pdf-tools/references",  # a directory
        "skill://pdf-tools",
        "skill://pdf-tools/../secret-plan/SKILL.md",
        "skill://pdf-tools/%2e%2e/x",
        "skill://pdf-tools/missing.md",
        "skill://no-such-skill/SKILL.md",
    ],
)
def test_unknown_resources_are_invalid_params_with_the_uri(tenants: Tenants, uri: str) -> None:
    reply = tenants.post("resources/read", {"uri": uri})
    assert reply.status == 400
    assert reply.error == {
        "code": jsonrpc.INVALID_PARAMS,
        "message": "Resource not found",
        "data": {"uri": uri},
    }


def test_missing_uri_is_invalid_params(tenants: Tenants) -> None:
    reply = tenants.post("resources/read", {})
    assert reply.error["code"] == jsonrpc.INVALID_PARAMS


def test_reads_of_another_tenant_never_touch_its_source(tenants: Tenants) -> None:
    tenants.post("resources/read", {"uri": "skill://secret-plan/SKILL.md"}, tenant="acme")
    assert sum(tenants.sources["globex"].reads.values()) == 0


def test_legacy_reads_work_the_same(tenants: Tenants) -> None:
    tenants.sources["acme"].skills["zeta"] = Stored(skill_text("zeta", "Z. Use last."))
    result = tenants.post("resources/read", {"uri": "skill://zeta/SKILL.md"}, modern=False).result
    assert set(result) == {"contents"}


def test_fastmcp_manifest_lists_every_file_with_its_digest(tenants: Tenants) -> None:
    """fastmcp's ``get_skill_manifest`` reads ``skill://<name>/_manifest``: ``skill`` and
    ``files`` of ``{path, size, hash}``, the hashes the extension's entries carry."""
    result = tenants.post("resources/read", {"uri": "skill://pdf-tools/_manifest"}).result
    [content] = result["contents"]
    assert content["uri"] == "skill://pdf-tools/_manifest"
    assert content["mimeType"] == "application/json"
    manifest = json.loads(content["text"])
    assert manifest["skill"] == "pdf-tools"
    entry = tenants.post("skills/get", {"uri": "skill://pdf-tools/SKILL.md"}).result["skill"]
    expected = [
        {"path": unquote(r["uri"].removeprefix("skill://pdf-tools/")), "size": r["size"]}
        | {"hash": r["digest"]}
        for r in entry["resources"]
    ]
    assert manifest["files"] == expected and expected[0]["path"] == "SKILL.md"
    for file in manifest["files"]:
        # fastmcp joins the raw path into the URI, unescaped: that reads too.
        read = tenants.post("resources/read", {"uri": f"skill://pdf-tools/{file['path']}"}).result
        body = read["contents"][0]
        data = base64.b64decode(body["blob"]) if "blob" in body else body["text"].encode()
        assert file["hash"] == "sha256:" + hashlib.sha256(data).hexdigest()
        assert file["size"] == len(data)


def test_manifest_of_an_unknown_skill_is_not_found(tenants: Tenants) -> None:
    reply = tenants.post("resources/read", {"uri": "skill://nope/_manifest"})
    assert reply.error["message"] == "Resource not found"
    reply = tenants.post("resources/read", {"uri": "skill://secret-plan/_manifest"})
    assert reply.error["message"] == "Resource not found"
