"""The README's agent loop (the Bedrock Converse example), run as written against the local
run: the model's calls of every listed tool (``search_skills`` included) go to their routes.
Bedrock is a real ``bedrock-runtime`` client under botocore's Stubber (moto has none), which
checks every request and reply against the Converse model."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore.stub import ANY, Stubber

from .conftest import LocalServer

ROOT = Path(__file__).resolve().parents[2]


def agent_loop_block() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## How an agent uses it\n", 1)[1].split("\n## ", 1)[0]
    [block] = re.findall(r"```python\n(.*?)```", section, flags=re.DOTALL)
    return block


def tool_use(uid: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"toolUse": {"toolUseId": uid, "name": name, "input": arguments}}


def reply(content: list[dict[str, Any]], stop: str) -> dict[str, Any]:
    return {
        "output": {"message": {"role": "assistant", "content": content}},
        "stopReason": stop,
        "usage": {"inputTokens": 1, "outputTokens": 1, "totalTokens": 2},
        "metrics": {"latencyMs": 1},
    }


def test_the_agent_loop_routes_every_tool(
    local_server: LocalServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    bedrock = boto3.client(
        "bedrock-runtime",
        region_name="us-east-1",
        aws_access_key_id="local",
        aws_secret_access_key="local",
    )
    stubber = Stubber(bedrock)
    expected = {"modelId": ANY, "messages": ANY, "toolConfig": ANY, "system": ANY}
    calls = [
        tool_use("1", "search_skills", {"query": "docker images", "limit": 2}),
        tool_use("2", "use_skill", {"skill_name": "docker-ops", "args": ["build"]}),
        tool_use(
            "3", "read_skill_file", {"skill": "docker-ops", "path": "references/cheatsheet.md"}
        ),
    ]
    stubber.add_response("converse", reply(calls, "tool_use"), expected)
    stubber.add_response("converse", reply([{"text": "Done."}], "end_turn"), expected)
    monkeypatch.setattr(boto3, "client", lambda *args, **kwargs: bedrock)

    block = agent_loop_block()
    block = block.replace("https://<api-id>.execute-api.<region>.amazonaws.com", local_server.url)
    block = block.replace("<model id>", "anthropic.claude-test")
    scope: dict[str, Any] = {"__name__": "readme"}
    with stubber:
        exec(compile(block, "README.md", "exec"), scope)
    stubber.assert_no_pending_responses()

    results = {
        r["toolResult"]["toolUseId"]: r["toolResult"]["content"][0]["text"]
        for r in scope["messages"][-2]["content"]
    }
    hits = json.loads(results["1"])
    assert hits and hits[0]["name"] == "docker-ops" and len(hits) <= 2
    assert results["2"].startswith("# docker-ops Skill Activated")
    assert "docker" in results["3"].lower() and "error" not in results["3"].lower()
