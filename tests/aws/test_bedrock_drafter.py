"""The Bedrock adapter against botocore's own Converse model: ``Stubber`` on a real
``bedrock-runtime`` client validates every request and reply, and ``expected_params`` pins
the request's shape (forced tool use, system prompt, the repair round's toolResult)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from botocore.exceptions import ReadTimeoutError
from botocore.stub import ANY, Stubber

from skills_core.aws.generation.bedrock_drafter import (
    DEFAULT_MAX_TOKENS,
    MODEL_CLIENT_CONFIG,
    BedrockDrafter,
    model_client,
)
from skills_core.drafting import (
    DrafterConfigError,
    DrafterUnavailableError,
    DraftInput,
    Feedback,
    Usage,
)
from skills_core.drafting.prompt import TOOL_DESCRIPTION, system_prompt, tool_schema
from skills_core.settings import Settings

MODEL = "anthropic.claude-3-5-sonnet-20240620-v1:0"
SETTINGS = Settings.from_env({})
REQUEST = DraftInput("Write a runbook skill.", "# Failover\n\nPromote the replica.")
SKILL = {
    "name": "db-failover",
    "description": "Promotes the replica. Use when the primary is down.",
    "body": "# DB failover\n\n1. Promote the replica.",
    "tags": ["db"],
}


def reply(
    tool_input: Any = None,
    *,
    tool_use_id: str = "tooluse-1",
    text: str | None = None,
    usage: tuple[int, int] = (1200, 300),
    stop: str = "tool_use",
) -> dict[str, Any]:
    """A Converse reply as Bedrock sends it (validated by the Stubber)."""
    content: list[dict[str, Any]] = []
    if text is not None:
        content.append({"text": text})
    if tool_input is not None:
        content.append(
            {"toolUse": {"toolUseId": tool_use_id, "name": "write_skill", "input": tool_input}}
        )
    return {
        "output": {"message": {"role": "assistant", "content": content}},
        "stopReason": stop,
        "usage": {"inputTokens": usage[0], "outputTokens": usage[1], "totalTokens": sum(usage)},
        "metrics": {"latencyMs": 2100},
    }


def tool_config() -> dict[str, Any]:
    return {
        "tools": [
            {
                "toolSpec": {
                    "name": "write_skill",
                    "description": TOOL_DESCRIPTION,
                    "inputSchema": {"json": tool_schema(SETTINGS)},
                }
            }
        ],
        "toolChoice": {"tool": {"name": "write_skill"}},
    }


def expected(messages: Any) -> dict[str, Any]:
    return {
        "modelId": MODEL,
        "system": [{"text": system_prompt(SETTINGS)}],
        "messages": messages,
        "toolConfig": tool_config(),
        "inferenceConfig": {"maxTokens": DEFAULT_MAX_TOKENS, "temperature": 0.2},
    }


@pytest.fixture
def client() -> Any:
    return boto3.client("bedrock-runtime", region_name="us-east-1")


@pytest.fixture
def stubber(client: Any) -> Iterator[Stubber]:
    with Stubber(client) as stub:
        yield stub
        stub.assert_no_pending_responses()


@pytest.fixture
def drafter(client: Any) -> BedrockDrafter:
    return BedrockDrafter(MODEL, settings=SETTINGS, client=client)


def test_a_first_draft_forces_the_write_skill_tool(
    stubber: Stubber, drafter: BedrockDrafter
) -> None:
    first_user = {"role": "user", "content": [{"text": ANY}]}
    stubber.add_response("converse", reply(SKILL), expected(messages=[first_user]))
    draft = drafter.draft(REQUEST)
    assert (draft.name, draft.description, draft.body) == (
        SKILL["name"],
        SKILL["description"],
        SKILL["body"],
    )
    assert (draft.tags, draft.args, draft.problems) == (("db",), (), ())
    assert draft.usage == Usage(1200, 300) and draft.model_id == MODEL


def test_the_user_turn_carries_instructions_and_fenced_material(drafter: BedrockDrafter) -> None:
    params = drafter.request(REQUEST)
    text = params["messages"][0]["content"][0]["text"]
    assert text.startswith("Write a runbook skill.")
    assert "# Failover\n\nPromote the replica.\n</source_material" in text
    assert params["messages"][0]["role"] == "user" and len(params["messages"]) == 1


def test_a_repair_round_replays_the_tool_call_and_answers_it_with_the_errors(
    stubber: Stubber, drafter: BedrockDrafter
) -> None:
    broken = {**SKILL, "description": ""}
    stubber.add_response("converse", reply(broken, text="Here it is."), expected(ANY))
    first = drafter.draft(REQUEST)
    feedback = Feedback(first, ("description: empty; say what the skill does",), 1)
    repair_messages = [
        {"role": "user", "content": [{"text": ANY}]},
        {
            "role": "assistant",
            "content": [
                {"text": "Here it is."},
                {"toolUse": {"toolUseId": "tooluse-1", "name": "write_skill", "input": broken}},
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "toolResult": {
                        "toolUseId": "tooluse-1",
                        "content": [{"text": ANY}],
                        "status": "error",
                    }
                }
            ],
        },
    ]
    stubber.add_response(
        "converse", reply(SKILL, tool_use_id="tooluse-2"), expected(repair_messages)
    )
    second = drafter.draft(REQUEST, feedback)
    assert second.description == SKILL["description"]
    result_text = drafter.request(REQUEST, feedback)["messages"][2]["content"][0]["toolResult"]
    assert "- description: empty; say what the skill does" in result_text["content"][0]["text"]


def test_a_reply_without_the_tool_call_is_a_draft_to_repair(
    stubber: Stubber, drafter: BedrockDrafter
) -> None:
    stubber.add_response(
        "converse", reply(text="I cannot help with that.", stop="end_turn"), expected(ANY)
    )
    draft = drafter.draft(REQUEST)
    assert draft.problems == (
        "the reply did not call the write_skill tool: call it with the skill",
    )
    assert draft.usage == Usage(1200, 300)
    # the repair round answers in text (no tool call to attach a toolResult to)
    follow_up = drafter.request(REQUEST, Feedback(draft, draft.problems, 1))["messages"]
    assert follow_up[1] == {"role": "assistant", "content": [{"text": "I cannot help with that."}]}
    assert "did not call the write_skill tool" in follow_up[2]["content"][0]["text"]


@pytest.mark.parametrize(
    ("tool_input", "problem"),
    [
        ({**SKILL, "tags": "db, ops"}, "tags: must be a list of strings"),
        ({k: v for k, v in SKILL.items() if k != "body"}, "body: missing"),
        ({**SKILL, "name": 7}, "name: must be a string"),
        (
            {**SKILL, "version": "2"},
            "write_skill takes only name, description, body, tags, args; drop version",
        ),
        ("not an object", "the write_skill input must be an object"),
    ],
)
def test_a_malformed_tool_input_is_a_draft_to_repair(
    stubber: Stubber, drafter: BedrockDrafter, tool_input: Any, problem: str
) -> None:
    stubber.add_response("converse", reply(tool_input), expected(ANY))
    draft = drafter.draft(REQUEST)
    assert any(p.startswith(problem) for p in draft.problems), draft.problems


def test_a_reply_cut_off_at_max_tokens_asks_for_a_shorter_body(
    stubber: Stubber, drafter: BedrockDrafter
) -> None:
    stubber.add_response("converse", reply({"name": "x"}, stop="max_tokens"), expected(ANY))
    draft = drafter.draft(REQUEST)
    assert draft.problems[0].startswith("the reply was cut off at the output token limit")


@pytest.mark.parametrize(
    ("code", "status"),
    [
        ("ThrottlingException", 429),
        ("ServiceUnavailableException", 503),
        ("ModelNotReadyException", 429),
        ("InternalServerException", 500),
        ("ModelTimeoutException", 408),
    ],
)
def test_throttling_and_outages_are_retryable(
    stubber: Stubber, drafter: BedrockDrafter, code: str, status: int
) -> None:
    stubber.add_client_error("converse", service_error_code=code, http_status_code=status)
    with pytest.raises(DrafterUnavailableError) as caught:
        drafter.draft(REQUEST)
    assert caught.value.retryable is True and caught.value.code == "DRAFTER_UNAVAILABLE"
    assert code in caught.value.message and caught.value.model_id == MODEL


@pytest.mark.parametrize(
    ("code", "status", "hint"),
    [
        ("ValidationException", 400, "forced tool choice (toolChoice)"),
        ("AccessDeniedException", 403, "allow bedrock:InvokeModel on this model"),
        ("ResourceNotFoundException", 404, "exists in this region"),
    ],
)
def test_configuration_errors_name_the_model_and_what_to_check(
    stubber: Stubber, drafter: BedrockDrafter, code: str, status: int, hint: str
) -> None:
    stubber.add_client_error(
        "converse", service_error_code=code, service_message="nope", http_status_code=status
    )
    with pytest.raises(DrafterConfigError) as caught:
        drafter.draft(REQUEST)
    error = caught.value
    assert error.retryable is False and error.code == "DRAFTER_MISCONFIGURED"
    assert MODEL in error.message and code in error.message and hint in error.message


def test_a_read_timeout_is_retryable() -> None:
    class TimingOut:
        def converse(self, **_: Any) -> Any:
            raise ReadTimeoutError(endpoint_url="https://bedrock-runtime.us-east-1.amazonaws.com")

    with pytest.raises(DrafterUnavailableError, match="ReadTimeoutError"):
        BedrockDrafter(MODEL, settings=SETTINGS, client=TimingOut()).draft(REQUEST)


def test_no_model_configured_is_a_configuration_error() -> None:
    with pytest.raises(DrafterConfigError, match="SKILLS_GENERATION_MODEL_ID"):
        BedrockDrafter.from_settings(SETTINGS)
    configured = Settings.from_env({"SKILLS_GENERATION_MODEL_ID": MODEL})
    assert BedrockDrafter.from_settings(configured, client=object()).model_id == MODEL


def test_an_inference_profile_id_is_a_valid_model_id(stubber: Stubber, client: Any) -> None:
    profile = "us.anthropic.claude-3-5-sonnet-20240620-v1:0"
    drafter = BedrockDrafter(profile, settings=SETTINGS, client=client)
    stubber.add_response("converse", reply(SKILL), {**expected(ANY), "modelId": profile})
    assert drafter.draft(REQUEST).model_id == profile


def test_the_model_client_waits_for_model_latency() -> None:
    model_client.cache_clear()
    made = model_client("us-east-1")
    assert made.meta.config.read_timeout == MODEL_CLIENT_CONFIG.read_timeout == 120
    assert made.meta.config.retries["mode"] == "standard"
    assert made is model_client("us-east-1")
    model_client.cache_clear()


def test_settings_limits_reach_the_request(client: Any) -> None:
    settings = Settings.from_env({"SKILLS_BODY_MAX_CHARS": "5000"})
    drafter = BedrockDrafter(MODEL, settings=settings, client=client, max_tokens=4096)
    params = drafter.request(dataclasses.replace(REQUEST, name="fixed"))
    schema = params["toolConfig"]["tools"][0]["toolSpec"]["inputSchema"]["json"]
    assert schema["properties"]["body"]["maxLength"] == 5000
    assert params["inferenceConfig"]["maxTokens"] == 4096
    assert "at most 5000 characters" in params["system"][0]["text"]
    assert "Name the skill exactly: fixed" in params["messages"][0]["content"][0]["text"]
