"""``skill://index.json`` (SPEC §13.2): the discovery index of the caller's tenant over MCP,
with ``skill://`` URLs, archives as blob resources, from what the derivation stored."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping
from typing import Any

from skills_core.distribution.archive import read_archive
from skills_core.distribution.derive import Derivation
from skills_core.distribution.index import SCHEMA_URI
from skills_core.distribution.ports import MemoryArtifacts
from skills_core.mcp import Context, serve
from skills_core.service import Principal, SkillService
from tests.distribution_heads import Heads
from tests.mcp.fakes import MULTI, Reply, rpc


class Files(Heads):
    """Heads whose versions carry files beside SKILL.md."""

    def files(self, tenant: str, name: str, version: int) -> Mapping[str, bytes]:
        found = dict(super().files(tenant, name, version))
        if name == "with-files":
            found["scripts/run.sh"] = b"echo run\n"
        return found


def world() -> tuple[SkillService, Files]:
    heads = Files("acme")
    artifacts = MemoryArtifacts()
    derive = Derivation(artifacts, heads)
    derive.apply_changes([heads.save("plain"), heads.save("with-files")])
    derive.apply_changes([heads.save("waiting", status="pending")])
    other = Files("globex")
    Derivation(artifacts, other).apply_changes([other.save("secret")])
    return SkillService(MULTI, distribution=artifacts), heads


def post(svc: SkillService, method: str, params: dict[str, Any], tenant: str = "acme") -> Any:
    reply = Reply.of(serve(rpc(method, params), Context(svc, Principal(tenant=tenant))))
    return reply.json


def read(svc: SkillService, uri: str, tenant: str = "acme") -> dict[str, Any]:
    content: dict[str, Any] = post(svc, "resources/read", {"uri": uri}, tenant)["result"][
        "contents"
    ][0]
    return content


def test_the_index_is_listed_and_read_with_skill_uris() -> None:
    svc, _ = world()
    listed = post(svc, "resources/list", {})["result"]["resources"]
    assert listed[0]["uri"] == "skill://index.json"
    content = read(svc, "skill://index.json")
    assert content["mimeType"] == "application/json"
    doc = json.loads(content["text"])
    assert doc["$schema"] == SCHEMA_URI
    assert {s["name"]: s["url"] for s in doc["skills"]} == {
        "plain": "skill://plain/SKILL.md",
        "with-files": "skill://with-files/1.tar.gz",
    }
    assert [s["files"] for s in doc["skills"]] == [["SKILL.md"], ["SKILL.md", "scripts/run.sh"]]


def test_the_archive_is_a_blob_whose_digest_matches_the_index() -> None:
    svc, _ = world()
    doc = json.loads(read(svc, "skill://index.json")["text"])
    entry = next(s for s in doc["skills"] if s["type"] == "archive")
    content = read(svc, entry["url"])
    data = base64.b64decode(content["blob"])
    assert content["mimeType"] == "application/gzip"
    assert "sha256:" + hashlib.sha256(data).hexdigest() == entry["digest"]
    assert read_archive(data)["scripts/run.sh"] == b"echo run\n"


def test_each_tenant_reads_its_own_index_and_never_another_archive() -> None:
    svc, _ = world()
    doc = json.loads(read(svc, "skill://index.json", "globex")["text"])
    assert [s["name"] for s in doc["skills"]] == ["secret"]
    error = post(svc, "resources/read", {"uri": "skill://with-files/1.tar.gz"}, "globex")
    assert error["error"]["code"] == -32602
    for uri in ("skill://with-files/2.tar.gz", "skill://waiting/1.tar.gz"):
        assert post(svc, "resources/read", {"uri": uri})["error"]["code"] == -32602


def test_without_derived_artifacts_the_index_is_empty() -> None:
    doc = json.loads(read(SkillService(MULTI), "skill://index.json")["text"])
    assert doc["skills"] == [] and doc["omitted"] == []
