"""``skillsctl pull API DIR --token T`` (SPEC §13) against the MCP function: the caller's own
index read as ``skill://index.json`` with the token as bearer, every digest verified, a rerun
rewrites only what changed and removes what is no longer served. The skills are S3 ones
(``global/`` and the tenant's prefix, made current by the refresher), so this also shows
them reaching the authenticated index."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from handlers import runtime as handler_app
from handlers.http import mcp as mcp_handler
from skills_core.cli.pull_mcp import INDEX_URI, McpFetch
from skills_core.distribution.pull import PullError, pull

from .conftest import BUCKET, DOMAIN, LambdaContext, World, event, skill_md

API = f"https://{DOMAIN}"
TOKEN = "tok-123"


class Api:
    """``post`` as API Gateway would carry it to the MCP function after its authorizer
    accepted the bearer (``tenants``: token -> tenant; any other token is a 401)."""

    def __init__(self, tenants: Mapping[str, str]) -> None:
        self.tenants = tenants
        self.calls = 0

    def post(self, url: str, body: bytes, headers: Mapping[str, str]) -> bytes:
        assert url == f"{API}/mcp"
        self.calls += 1
        bearer = headers["Authorization"].removeprefix("Bearer ")
        if bearer not in self.tenants:
            raise OSError("HTTP Error 401: Unauthorized")
        sent = {k: v for k, v in headers.items() if k != "Authorization"}
        ev = event("POST", "/mcp", body=json.loads(body), headers=sent, tenant=self.tenants[bearer])
        ev["headers"]["host"] = DOMAIN
        response = mcp_handler.lambda_handler(ev, LambdaContext("skills-test"))
        assert response["statusCode"] == 200, response
        return str(response["body"]).encode("utf-8")


@pytest.fixture
def acme(world: World) -> World:
    world.put("tenants/acme/acme-only/SKILL.md", skill_md("acme-only", "Acme's own. Use at Acme."))
    world.put("tenants/acme/acme-only/notes/a.md", "# A\n")
    world.put("tenants/globex/globex-secret/SKILL.md", skill_md("globex-secret", "Globex only."))
    handler_app.reset()
    assert handler_app.get_service().refresh() is not None
    return world


def test_pull_with_a_token_writes_the_callers_skills(acme: World, tmp_path: Path) -> None:
    api = Api({TOKEN: "acme"})
    target = tmp_path / "out"
    result = pull(API, target, McpFetch(API, TOKEN, post=api.post), index=INDEX_URI)
    assert result.refused == {}
    assert result.skills == ["acme-only", "code-review", "docker-ops"]  # never globex's
    assert (target / "acme-only" / "notes" / "a.md").read_text(encoding="utf-8") == "# A\n"
    assert (target / "docker-ops" / "assets" / "logo.bin").read_bytes() == b"\x89PNG\x00\x01binary"
    sent = acme.s3.get_object(Bucket=BUCKET, Key="global/code-review.md")
    assert (target / "code-review" / "SKILL.md").read_bytes() == sent["Body"].read()

    # A rerun writes nothing; a skill no longer served is removed.
    again = pull(API, target, McpFetch(API, TOKEN, post=api.post), index=INDEX_URI)
    assert again.written == [] and again.removed == []
    acme.s3.delete_object(Bucket=BUCKET, Key="global/code-review.md")
    handler_app.reset()
    handler_app.get_service().refresh()
    after = pull(API, target, McpFetch(API, TOKEN, post=api.post), index=INDEX_URI)
    assert after.removed == ["code-review/SKILL.md"] and after.written == []
    assert not (target / "code-review").exists()


def test_a_refused_token_writes_nothing(acme: World, tmp_path: Path) -> None:
    api = Api({TOKEN: "acme"})
    with pytest.raises(PullError, match="401"):
        pull(API, tmp_path / "out", McpFetch(API, "wrong", post=api.post), index=INDEX_URI)
    assert not (tmp_path / "out").exists()


def test_an_artifact_that_does_not_match_its_digest_is_refused(acme: World, tmp_path: Path) -> None:
    api = Api({TOKEN: "acme"})
    real = McpFetch(API, TOKEN, post=api.post)

    def tampered(uri: str) -> bytes:
        data = real(uri)
        return data if uri == INDEX_URI or "acme-only" not in uri else data + b"x"

    result = pull(API, tmp_path / "out", tampered, index=INDEX_URI)
    assert result.refused == {"acme-only": "its digest does not match what was served"}
    assert not (tmp_path / "out" / "acme-only").exists()


def test_the_cli_takes_a_token(
    acme: World, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    from skills_core import cli
    from skills_core.cli import pull_mcp

    api = Api({TOKEN: "acme"})
    monkeypatch.setattr(pull_mcp, "http_post", api.post)
    code = cli.main(["pull", API, str(tmp_path / "out"), "--token", TOKEN, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    printed = out[out.index('{\n  "skills"') :]  # after the handler's metrics lines
    assert json.loads(printed)["skills"] == ["acme-only", "code-review", "docker-ops"]
    assert TOKEN not in out + err
    assert cli.main(["pull", API, str(tmp_path / "x"), "--token", " "]) != 0
    assert "--token is empty" in capsys.readouterr().err
