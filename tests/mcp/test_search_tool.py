"""``search_skills`` over MCP: always listed (SPEC §11; the name enums go only above
``SKILLS_SEARCH_THRESHOLD`` skills), answered by the service's search
use case (the snapshots' stored indexes, as ``GET /search``), never by the library's per-call
index build; failures are ``isError`` results."""

from __future__ import annotations

import json
from typing import Any

import pytest

from skills_core.compose import search as library_search
from skills_core.mcp import Context, serve
from skills_core.mcp.methods import WARNINGS_META
from skills_core.service import Principal, SkillService
from skills_core.service.search import SearchResults
from skills_core.settings import Settings
from skills_core.sources.base import SkillSource
from tests.mcp.fakes import Reply, Tenants, rpc

#: Two skills per tenant in the fakes: a threshold of 1 makes the catalog "large".
LARGE = Settings.from_env({"SKILLS_TENANCY": "multi", "SKILLS_SEARCH_THRESHOLD": "1"})


def large_service(tenants: Tenants) -> SkillService:
    sources = tenants.sources

    def of_tenant(settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        return [sources[tenant]] if tenant in sources else []

    return SkillService(LARGE, sources=of_tenant)


def post(service: SkillService, method: str, params: dict[str, Any], tenant: str = "acme") -> Reply:
    context = Context(service, Principal(tenant=tenant))
    return Reply.of(serve(rpc(method, params), context))


def search(service: SkillService, arguments: Any, tenant: str = "acme") -> dict[str, Any]:
    reply = post(service, "tools/call", {"name": "search_skills", "arguments": arguments}, tenant)
    assert reply.status == 200, reply.json
    result: dict[str, Any] = reply.result
    return result


@pytest.fixture(autouse=True)
def _no_library_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """The library's ``search_skills`` builds an index from every body on each call."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the MCP tool must search through SkillService.search")

    monkeypatch.setattr(library_search, "search_skills", refuse)


def test_a_small_catalog_lists_search_and_keeps_the_enums(tenants: Tenants) -> None:
    """pydantic-ai and MCP Inspector refuse a call of a tool ``tools/list`` did not show."""
    listed = tenants.post("tools/list").result["tools"]
    assert [tool["name"] for tool in listed] == ["use_skill", "read_skill_file", "search_skills"]
    assert "enum" in listed[0]["inputSchema"]["properties"]["skill_name"]
    assert listed[2]["inputSchema"]["required"] == ["query"]


def test_a_large_catalog_lists_search_and_drops_the_enums(tenants: Tenants) -> None:
    service = large_service(tenants)
    listed = post(service, "tools/list", {}).result["tools"]
    assert [tool["name"] for tool in listed] == ["use_skill", "read_skill_file", "search_skills"]
    for tool in listed:
        for prop in tool["inputSchema"]["properties"].values():
            assert "enum" not in prop
    # One source of truth: the schemas and descriptions are the catalog's own definitions.
    offered = service.catalog(Principal(tenant="acme")).tools
    assert [tool["inputSchema"] for tool in listed] == [d["input_schema"] for d in offered]
    search_tool = listed[2]
    assert search_tool["description"] == offered[2]["description"]
    assert search_tool["inputSchema"]["required"] == ["query"]


def test_search_finds_the_tenants_skills(tenants: Tenants) -> None:
    service = large_service(tenants)
    result = search(service, {"query": "fill PDF forms", "limit": 1})
    assert result["isError"] is False
    hits = json.loads(result["content"][0]["text"])
    assert [hit["name"] for hit in hits] == ["pdf-tools"]
    assert set(hits[0]) == {"name", "description", "score", "snippet"}
    assert hits[0]["description"] == "Fill PDF forms. Use for PDFs."


def test_search_never_reaches_another_tenant(tenants: Tenants) -> None:
    service = large_service(tenants)
    hits = json.loads(search(service, {"query": "Globex only"})["content"][0]["text"])
    assert "secret-plan" not in [hit["name"] for hit in hits]
    own = json.loads(search(service, {"query": "Globex only"}, "globex")["content"][0]["text"])
    assert [hit["name"] for hit in own] == ["secret-plan"]


def test_the_call_goes_through_the_service_use_case(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, str, int]] = []

    def recorded(self: SkillService, principal: Principal, query: str, **kw: Any) -> Any:
        calls.append((principal.tenant, query, kw["limit"]))
        return SearchResults(query, (), ('Source "s3:tenant" was slow.',))

    monkeypatch.setattr(SkillService, "search", recorded)
    reply = post(
        large_service(tenants),
        "tools/call",
        {"name": "search_skills", "arguments": {"query": "git"}},
    )
    assert calls == [("acme", "git", 5)]  # the default limit of the schema
    assert reply.result["content"][0]["text"] == "[]"
    assert reply.result["_meta"][WARNINGS_META] == ['Source "s3:tenant" was slow.']


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ({}, '"query" must be a string'),
        ({"query": 3}, '"query" must be a string'),
        ({"query": "   "}, "1-1000 characters"),
        ({"query": "x" * 1001}, "1-1000 characters"),
        ({"query": "pdf", "limit": 0}, "limit must be a whole number from 1 to 50"),
        ({"query": "pdf", "limit": 51}, "from 1 to 50"),
        ({"query": "pdf", "limit": "3"}, "limit must be a whole number"),
        ({"query": "pdf", "limit": True}, "limit must be a whole number"),
        ({"query": "pdf", "limit": None}, "limit must be a whole number"),
        ([1], "arguments must be an object"),
    ],
)
def test_bad_arguments_are_error_results(tenants: Tenants, arguments: Any, says: str) -> None:
    result = search(large_service(tenants), arguments)
    assert result["isError"] is True
    assert says in result["content"][0]["text"]


def test_a_client_with_an_older_listing_may_still_call_it(tenants: Tenants) -> None:
    """A small catalog's call is served like a large one's."""
    result = tenants.post(
        "tools/call", {"name": "search_skills", "arguments": {"query": "git commits"}}
    ).result
    assert result["isError"] is False
    assert json.loads(result["content"][0]["text"])[0]["name"] == "git-flow"
