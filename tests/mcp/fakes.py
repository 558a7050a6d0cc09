"""Per-tenant services on in-memory deferred sources (``tests.fakes.MemorySource``: like S3,
frontmatter listed, bodies and files read on demand, every read counted), and MCP requests
as clients send them."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from skills_core.mcp import Context, HttpRequest, HttpResponse, serve
from skills_core.service import Principal, SkillService
from skills_core.service.resources import DigestCache
from skills_core.settings import Settings
from skills_core.sources.base import SkillSource
from tests.fakes import MemorySource, Stored

MODERN = "2026-07-28"
MULTI = Settings.from_env({"SKILLS_TENANCY": "multi"})
HOST = "127.0.0.1:3000"


def serving(*sources: SkillSource) -> SkillService:
    """A service whose every tenant sees ``sources`` (like the S3 prefix ``global/``)."""
    return SkillService(MULTI, sources=lambda *_: list(sources))


def skill_text(name: str, description: str, body: str = "Do the thing with $1.") -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n{body}\n"


@dataclass
class Tenants:
    """One source per tenant; a service that composes only the caller's."""

    sources: dict[str, MemorySource]
    digests: DigestCache = field(default_factory=DigestCache)

    @classmethod
    def default(cls) -> Tenants:
        acme = {
            "pdf-tools": Stored(
                skill_text("pdf-tools", "Fill PDF forms. Use for PDFs."),
                {
                    "references/FORMS.md": b"# Forms\n",
                    "references/deep/notes.txt": b"notes\n",
                    "scripts/fill.py": b"print('fill')\n",
                    "assets/logo.png": b"\x89PNG\r\n\x1a\n\x00binary",
                    "docs/café menu.md": b"menu\n",
                },
            ),
            "git-flow": Stored(skill_text("git-flow", "Team Git conventions. Use on commits.")),
        }
        globex = {"secret-plan": Stored(skill_text("secret-plan", "Globex only. Use never."))}
        return cls(
            {"acme": MemorySource("mem:acme", acme), "globex": MemorySource("mem:globex", globex)}
        )

    @property
    def service(self) -> SkillService:
        sources = self.sources

        def of_tenant(settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
            return [sources[tenant]] if tenant in sources else []

        return SkillService(MULTI, sources=of_tenant)

    def context(self, tenant: str = "acme") -> Context:
        return Context(self.service, Principal(tenant=tenant), digests=self.digests)

    def post(self, method: str, params: dict[str, Any] | None = None, **kwargs: Any) -> Reply:
        return self.send(rpc(method, params, **kwargs), **kwargs)

    def send(self, request: HttpRequest, tenant: str = "acme", **_: Any) -> Reply:
        return Reply.of(serve(request, self.context(tenant)))


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    @classmethod
    def of(cls, response: HttpResponse) -> Reply:
        return cls(response.status, response.headers, response.body)

    @property
    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def result(self) -> Any:
        return self.json["result"]

    @property
    def error(self) -> Any:
        return self.json["error"]


def meta(version: str = MODERN) -> dict[str, Any]:
    return {
        "io.modelcontextprotocol/protocolVersion": version,
        "io.modelcontextprotocol/clientCapabilities": {},
    }


def rpc(
    method: str,
    params: dict[str, Any] | None = None,
    *,
    modern: bool = True,
    request_id: Any = 1,
    headers: dict[str, str] | None = None,
    http_method: str = "POST",
    **_: Any,
) -> HttpRequest:
    """A request as a client of either wire sends it (routing headers mirrored)."""
    params = dict(params or {})
    sent = {
        "host": HOST,
        "content-type": "application/json",
        "accept": "application/json, text/event-stream",
    }
    if modern:
        params["_meta"] = meta()
        sent.update({"mcp-protocol-version": MODERN, "mcp-method": method})
        named = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}.get(method)
        if named and isinstance(params.get(named), str):
            sent["mcp-name"] = params[named]
    sent.update({k.lower(): v for k, v in (headers or {}).items()})
    body = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    return HttpRequest(http_method, sent, json.dumps(body).encode())


def _ping(params: str) -> str:
    return '{"jsonrpc": "2.0", "id": 7, "method": "ping", "params": ' + params + "}"


#: Bodies the bounded JSON reader refuses, as (id, body, what its message says): the same
#: texts go to the MCP transport, the MCP function and an HTTP route, which must all refuse
#: them the same way (issue 19: MCP bodies get the HTTP bodies' checks).
BOUNDED_BODIES = [
    # The message object (1), params (2), then 31 arrays: 33 levels.
    ("33-deep", _ping('{"x": ' + "[" * 31 + "]" * 31 + "}"), "nested deeper than 32 levels"),
    ("duplicate-key", _ping('{"x": 1, "x": 2}'), 'key "x" appears twice in one object'),
    ("nan", _ping('{"x": NaN}'), "NaN is not a JSON number"),
    ("infinity", _ping('{"x": -Infinity}'), "-Infinity is not a JSON number"),
    ("values", _ping('{"x": [' + ",".join(["0"] * 20_001) + "]}"), "more than 20000 JSON values"),
    ("surrogate", _ping('{"x": "\\ud800"}'), "unpaired surrogate"),
    ("long-number", _ping('{"x": ' + "9" * 5000 + "}"), "a number too long to read"),
]
#: The deepest body read: 32 levels.
DEEPEST_READ = _ping('{"x": ' + "[" * 30 + "]" * 30 + "}")
