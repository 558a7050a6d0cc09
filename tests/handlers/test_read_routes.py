"""Catalog-function routes: GET /skills, one skill, files, versions, openapi.json."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from handlers.http.openapi import render_openapi

from .conftest import World, event, invoke, reset_handlers

ROOT = Path(__file__).resolve().parents[2]


def test_catalog_json_lists_skills_catalog_tools_and_no_warnings(world: World) -> None:
    result = invoke("catalog", event("GET", "/skills"))
    assert result.status == 200
    body = result.json
    assert [s["name"] for s in body["skills"]] == ["code-review", "docker-ops"]
    docker = body["skills"][1]
    assert docker["tags"] == ["docker", "ops"] and docker["source"] == "s3:global"
    assert docker["directory"] == "skills/docker-ops/"
    assert body["catalog"].splitlines()[0] == "AVAILABLE SKILLS (activate with use_skill tool):"
    assert (
        "- docker-ops: Docker operations. Use when building images. [docker, ops]"
        in (body["catalog"])
    )
    names = [t["name"] for t in body["tools"]]
    assert names == ["use_skill", "read_skill_file"]
    assert body["tools"][0]["input_schema"]["properties"]["skill_name"]["enum"] == [
        "code-review",
        "docker-ops",
    ]
    assert body["warnings"] == []
    assert result.headers["etag"].startswith('"')


def test_catalog_text_format_and_styles(world: World) -> None:
    text = invoke("catalog", event("GET", "/skills", query={"format": "text"}))
    assert text.status == 200 and text.headers["content-type"].startswith("text/plain")
    assert text.text.startswith("AVAILABLE SKILLS")
    xml = invoke("catalog", event("GET", "/skills", query={"format": "text", "style": "xml"}))
    assert xml.text.startswith("<available_skills>")
    load = invoke("catalog", event("GET", "/skills", query={"style": "load_skill"}))
    assert load.json["catalog"].startswith("Available skills:")
    assert [t["name"] for t in load.json["tools"]] == ["load_skill", "read_skill_file"]


@pytest.mark.parametrize(
    ("flavor", "key"),
    [("anthropic", "input_schema"), ("bedrock", "toolSpec"), ("openai", "function")],
)
def test_tool_flavors(world: World, flavor: str, key: str) -> None:
    result = invoke("catalog", event("GET", "/skills", query={"flavor": flavor}))
    assert key in result.json["tools"][0]


def test_max_chars_budget_and_too_small(world: World) -> None:
    small = invoke("catalog", event("GET", "/skills", query={"max_chars": "150", "format": "text"}))
    assert small.status == 200 and len(small.text) <= 150
    assert "code-review" in small.text and "docker-ops" in small.text
    tiny = invoke("catalog", event("GET", "/skills", query={"max_chars": "5"}))
    assert tiny.status == 400 and tiny.json["error"]["code"] == "BAD_REQUEST"
    assert "max_chars" in tiny.json["error"]["message"]


@pytest.mark.parametrize(
    "query",
    [
        {"format": "yaml"},
        {"style": "fancy"},
        {"flavor": "gemini"},
        {"max_chars": "0"},
        {"max_chars": "lots"},
    ],
)
def test_bad_queries_are_400(world: World, query: dict[str, str]) -> None:
    result = invoke("catalog", event("GET", "/skills", query=query))
    assert result.status == 400
    assert result.json["error"]["code"] == "BAD_REQUEST"
    assert "Traceback" not in result.text


def test_etag_and_304(world: World) -> None:
    first = invoke("catalog", event("GET", "/skills"))
    etag = first.headers["etag"]
    again = invoke("catalog", event("GET", "/skills", headers={"If-None-Match": etag}))
    assert again.status == 304 and again.text == "" and again.headers["etag"] == etag
    weak = invoke("catalog", event("GET", "/skills", headers={"If-None-Match": f"W/{etag}"}))
    assert weak.status == 304
    world.put("global/new-skill.md", "---\ndescription: New one\n---\nbody\n")
    changed = invoke("catalog", event("GET", "/skills", headers={"If-None-Match": etag}))
    assert changed.status == 200 and changed.headers["etag"] != etag


def test_one_skill_with_files(world: World) -> None:
    result = invoke("catalog", event("GET", "/skills/docker-ops"))
    assert result.status == 200
    assert result.json["name"] == "docker-ops"
    assert result.json["files"] == [
        "assets/logo.bin",
        "references/REFERENCE.md",
        "scripts/build.sh",
    ]
    missing = invoke("catalog", event("GET", "/skills/nope"))
    assert missing.status == 404
    assert missing.json["error"]["code"] == "SKILL_NOT_FOUND"
    assert missing.json["error"]["available"] == ["code-review", "docker-ops"]


def test_read_files(world: World) -> None:
    ok = invoke("catalog", event("GET", "/skills/docker-ops/files/references/REFERENCE.md"))
    assert ok.status == 200
    assert ok.json == {
        "name": "docker-ops",
        "path": "references/REFERENCE.md",
        "content": "# Reference\n\nDetails.",
    }
    encoded = invoke("catalog", event("GET", "/skills/docker-ops/files/scripts%2Fbuild.sh"))
    assert encoded.status == 200 and encoded.json["path"] == "scripts/build.sh"


@pytest.mark.parametrize(
    ("path", "status", "code"),
    [
        ("/skills/docker-ops/files/..%2F..%2Fcode-review.md", 403, "SKILL_PATH_DENIED"),
        ("/skills/docker-ops/files/%252e%252e/x", 403, "SKILL_PATH_DENIED"),
        ("/skills/docker-ops/files/%2Fetc%2Fpasswd", 403, "SKILL_PATH_DENIED"),
        ("/skills/docker-ops/files/a%5Cb", 403, "SKILL_PATH_DENIED"),
        ("/skills/docker-ops/files/nothing.md", 404, "SKILL_NOT_FOUND"),
        ("/skills/code-review/files/x.md", 404, "SKILL_NOT_FOUND"),
        ("/skills/docker-ops/files/assets/logo.bin", 422, "SKILL_INVALID"),
    ],
)
def test_file_errors(world: World, path: str, status: int, code: str) -> None:
    result = invoke("catalog", event("GET", path))
    assert (result.status, result.json["error"]["code"]) == (status, code)


def test_file_too_large_is_413(world: World) -> None:
    world.put("global/docker-ops/big.txt", "x" * (256 * 1024 + 1))
    result = invoke("catalog", event("GET", "/skills/docker-ops/files/big.txt"))
    assert result.status == 413 and result.json["error"]["code"] == "SKILL_TOO_LARGE"


def test_versions_routes(world: World) -> None:
    saved = invoke(
        "save", event("POST", "/skills", body={"name": "mine", "description": "Mine", "body": "v1"})
    )
    assert saved.status == 201
    invoke(
        "save",
        event(
            "POST",
            "/skills",
            body={"name": "mine", "description": "Mine", "body": "v2", "replace": True},
        ),
    )
    versions = invoke("catalog", event("GET", "/skills/mine/versions"))
    assert versions.status == 200
    assert [e["version"] for e in versions.json["changelog"]] == [1, 2]
    assert versions.json["changelog"][0]["author"] == "jwt:user-1"
    one = invoke("catalog", event("GET", "/skills/mine/versions/1"))
    assert one.status == 200 and one.json["version"] == 1 and "\nv1" in one.json["content"]
    assert invoke("catalog", event("GET", "/skills/mine/versions/9")).status == 404
    assert invoke("catalog", event("GET", "/skills/mine/versions/x")).status == 400
    assert invoke("catalog", event("GET", "/skills/ghost/versions")).status == 404
    assert invoke("catalog", event("GET", "/skills/Bad%20Name/versions")).status == 400


def test_openapi_route_serves_the_committed_document(world: World) -> None:
    result = invoke("catalog", event("GET", "/openapi.json"))
    assert result.status == 200
    assert result.json == json.loads((ROOT / "docs" / "openapi.json").read_text())


def test_committed_openapi_matches_the_handlers() -> None:
    committed = (ROOT / "docs" / "openapi.json").read_text(encoding="utf-8")
    assert committed == render_openapi(), (
        "docs/openapi.json is stale: run `make openapi` (scripts/generate_openapi.py)"
    )


def test_openapi_documents_every_route() -> None:
    doc = json.loads(render_openapi())
    routes = {(m.upper(), p) for p, item in doc["paths"].items() for m in item}
    assert routes == {
        ("GET", "/skills"),
        ("GET", "/skills/{name}"),
        ("GET", "/skills/{name}/files/{path}"),
        ("GET", "/skills/{name}/versions"),
        ("GET", "/skills/{name}/versions/{version}"),
        ("POST", "/skills/{name}/activate"),
        ("POST", "/invoke"),
        ("POST", "/skills"),
        ("DELETE", "/skills/{name}"),
        ("POST", "/skills/{name}/versions/{version}/review"),
        ("PUT", "/skills/{name}/labels/{label}"),
        ("DELETE", "/skills/{name}/labels/{label}"),
        ("GET", "/search"),
        ("POST", "/mcp"),
        ("GET", "/openapi.json"),
        ("POST", "/links"),
        ("GET", "/links"),
        ("DELETE", "/links/{id}"),
        ("GET", "/l/{token}/.well-known/agent-skills/index.json"),
        ("HEAD", "/l/{token}/.well-known/agent-skills/index.json"),
        ("GET", "/l/{token}/.well-known/agent-skills/{name}/{path}"),
        ("HEAD", "/l/{token}/.well-known/agent-skills/{name}/{path}"),
    }


def _sha256(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("name", ["docker-ops", "code-review"])
def test_s3_skills_put_by_other_means_have_a_digest(world: World, name: str) -> None:
    """SPEC §6: every served skill has a digest: these objects were put with ``put_object``
    (no ``skillsctl sync``, no index), a folder skill and a loose one."""
    detail = invoke("catalog", event("GET", f"/skills/{name}"))
    raw = invoke("catalog", event("GET", f"/skills/{name}/files/SKILL.md"))
    assert raw.status == 200, raw.json
    assert detail.json["digest"] == _sha256(raw.json["content"])
    activated = invoke("activation", event("POST", f"/skills/{name}/activate", body={}))
    assert activated.status == 200


def test_a_store_skills_skill_md_is_served_as_a_file(world: World) -> None:
    """A store skill has no folder, yet ``files/SKILL.md`` is its SKILL.md as served."""
    body = {"name": "stored", "description": "Stored. Use it.", "body": "Hello $1."}
    saved = invoke("save", event("POST", "/skills", body=body))
    assert saved.status == 201
    raw = invoke("catalog", event("GET", "/skills/stored/files/SKILL.md"))
    assert raw.status == 200, raw.json
    version = invoke("catalog", event("GET", "/skills/stored/versions/1")).json["content"]
    assert raw.json == {"name": "stored", "path": "SKILL.md", "content": version}
    detail = invoke("catalog", event("GET", "/skills/stored")).json
    assert detail["digest"] == saved.json["digest"] == _sha256(version)
    other = invoke("catalog", event("GET", "/skills/stored/files/notes.md"))
    assert other.status == 404


def test_bundled_skills_in_single_tenancy_have_a_digest(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_TENANCY", "single")
    monkeypatch.delenv("SKILLS_BUCKET")
    monkeypatch.delenv("SKILLS_TABLE")
    reset_handlers()
    detail = invoke("catalog", event("GET", "/skills/docker-ops", claims={}))
    assert detail.status == 200 and detail.json["source"] == "bundled"
    raw = invoke("catalog", event("GET", "/skills/docker-ops/files/SKILL.md", claims={}))
    assert detail.json["digest"] == _sha256(raw.json["content"])
    expected = (ROOT / "bundled_skills" / "docker-ops" / "SKILL.md").read_text(encoding="utf-8")
    assert raw.json["content"] == expected
