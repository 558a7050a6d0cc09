"""Generation messages are read like HTTP bodies: deep JSON, lone surrogates, loose types and
huge values fail that message with a clear code (``BAD_MESSAGE``, or the skill's own
``SKILL_INVALID`` / ``SKILL_TOO_LARGE``), never ``INTERNAL``, and nothing is saved."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

import handlers.generation.generate
from handlers.runtime import reset as reset_handlers

from .conftest import World

GOOD = {
    "tenant": "acme",
    "request_id": "req-1",
    "name": "generated",
    "description": "Generated skill. Use when asked.",
    "body": "Do it.",
}


@pytest.fixture
def generation(world: World, monkeypatch: pytest.MonkeyPatch) -> World:
    monkeypatch.delenv("SKILLS_IDEMPOTENCY_TABLE", raising=False)
    reset_handlers()
    return world


def failure_code(text: str) -> str:
    record = SQSRecord({"messageId": "m-1", "body": text, "attributes": {}})
    # looked up now: other tests reload handlers.generation.generate (a new class each time)
    with pytest.raises(handlers.generation.generate.GenerationFailedError) as failed:
        handlers.generation.generate.record_handler(record)
    return failed.value.code


def message(**changes: Any) -> str:
    return json.dumps({**GOOD, **changes})


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"tenant": "acme", "body": ' + "[" * 40 + "]" * 40 + "}",
        message()[:-1] + ', "description": "again"}',
        message().replace('"Do it."', '"Do \\ud800 it."'),
        message().replace('"Do it."', '"\\udc00"'),
        message(replace=1),
        message(replace="yes"),
        message(priority=True),
        message(priority="3"),
        message(tags="a,b"),
        message(args="x"),
        message(tenant=7),
        message(request_id=["r"]),
        message(description="d" * 2_000),
        message()[:-1] + ', "priority": NaN}',
        message()[:-1] + ', "priority": ' + "9" * 5_000 + "}",
        message(body="b" * (1024 * 1024)),
        json.dumps({"version": "0", "id": 1, "detail-type": "Skill Generation Requested"}),
        "null",
        '"just a string"',
    ],
)
def test_malformed_messages_are_bad_message(generation: World, text: str) -> None:
    assert failure_code(text) == "BAD_MESSAGE"
    assert generation.items() == []


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"name": "N" * 5_000}, "SKILL_INVALID"),
        ({"name": "Bad Name"}, "SKILL_INVALID"),
        ({"body": "b" * (300 * 1024)}, "SKILL_TOO_LARGE"),
    ],
)
def test_well_formed_but_invalid_skills_keep_their_code(
    generation: World, changes: dict[str, Any], code: str
) -> None:
    assert failure_code(message(**changes)) == code
    assert generation.items() == []


def test_a_good_message_still_saves(generation: World) -> None:
    outcome = handlers.generation.generate.record_handler(
        SQSRecord({"messageId": "m", "body": message()})
    )
    assert outcome["version"] == 1


def test_a_failure_reason_is_cut_alike_in_the_log_and_the_failed_event() -> None:
    """One limit (issue 19: it had drifted to 500 in the handler and 1000 in the event)."""
    from handlers.generation.generation_failures import reason
    from skills_core.errors import SkillInvalidError
    from skills_core.service.draft_events import MAX_REASON_CHARS, failed_event

    error = SkillInvalidError("the field 'body' is wrong: " + "x " * 2000)
    logged = reason(error)
    assert len(logged) == MAX_REASON_CHARS == 1000
    assert failed_event("acme", "req-1", error)["reason"] == logged
