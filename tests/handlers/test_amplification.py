"""The work of a request is bounded before it is done (SPEC §6): activation arguments are at
most 10,000 values and 1 MiB of JSON, and substitution builds no more than the body limit can
show, whatever the arguments. Sizes and counts are asserted, never wall time."""

from __future__ import annotations

import json
from typing import Any

import pytest

from skills_core.service import SkillService

from .conftest import World, event, invoke
from .probes import assert_error, raw_event

MIB = 1024 * 1024
LIMIT = 32_000
MARKER_CHARS = 200


@pytest.fixture
def all_skill(world: World) -> World:
    """A 200 KiB body of ``$ALL`` placeholders (40,960 of them)."""
    body = "$ALL " * (200 * 1024 // 5)
    world.put(
        "global/amp/SKILL.md", f"---\nname: amp\ndescription: Amplifier. Use it.\n---\n{body}"
    )
    return world


@pytest.fixture
def service_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Which service methods a request reached."""
    calls: list[str] = []
    for name in ("activate", "invoke"):
        original = getattr(SkillService, name)

        def spy(
            self: SkillService, *args: Any, _o: Any = original, _n: str = name, **kw: Any
        ) -> Any:
            calls.append(_n)
            return _o(self, *args, **kw)

        monkeypatch.setattr(SkillService, name, spy)
    return calls


def activate(args: Any) -> dict[str, Any]:
    return event("POST", "/skills/amp/activate", body={"args": args})


def test_one_mib_of_args_against_all_placeholders_is_a_bounded_200(all_skill: World) -> None:
    value = "y" * (MIB - 1024)
    result = invoke("activation", activate([value]))
    assert result.status == 200
    body = result.json
    assert body["truncated"] is True
    assert body["original_chars"] == 40_960 * (len(value) + 1) - 1  # computed, never built
    assert LIMIT < body["final_chars"] <= LIMIT + MARKER_CHARS
    # the response holds the shown body and the arguments section, not 40 G characters
    assert len(result.text) < 2 * MIB + 64 * 1024


def test_ten_thousand_all_arguments_are_a_bounded_200(all_skill: World) -> None:
    args = ["$ALL"] * 10_000
    result = invoke("activation", activate(args))
    assert result.status == 200
    joined = len(" ".join(args))
    assert result.json["original_chars"] == 40_960 * (joined + 1) - 1
    assert result.json["final_chars"] <= LIMIT + MARKER_CHARS
    assert result.json["content"].count("$ALL") >= LIMIT // 5  # values are never re-expanded


@pytest.mark.parametrize(
    "args",
    [
        ["a"] * 10_001,
        {f"k{i}": "v" for i in range(10_001)},
        [["a", "b"]] * 5_000,  # 15,000 values counting the nested ones
    ],
)
def test_more_than_ten_thousand_values_is_400_before_the_service(
    all_skill: World, service_calls: list[str], args: Any
) -> None:
    result = invoke("activation", activate(args))
    assert_error(result, 400, "BAD_REQUEST", "field 'args'", "more than 10000 values")
    assert service_calls == []


@pytest.mark.parametrize("size", [MIB + 1, 2 * MIB, 10 * MIB])
def test_bodies_over_one_mib_are_413_before_the_service(
    all_skill: World, service_calls: list[str], size: int
) -> None:
    text = json.dumps({"args": ["z" * size]})
    result = invoke("activation", raw_event("POST", "/skills/amp/activate", text))
    assert_error(result, 413, "SKILL_TOO_LARGE", "larger than 1048576 bytes")
    assert service_calls == []


def test_base64_bodies_are_bounded_before_decoding(
    all_skill: World, service_calls: list[str]
) -> None:
    data = json.dumps({"args": ["z" * (10 * MIB)]}).encode()
    result = invoke("activation", raw_event("POST", "/skills/amp/activate", data))
    assert_error(result, 413, "SKILL_TOO_LARGE", "larger than 1048576 bytes")
    assert service_calls == []


def test_exactly_ten_thousand_values_are_served(all_skill: World) -> None:
    result = invoke("activation", activate(["v" * 90] * 10_000))
    assert result.status == 200 and result.json["final_chars"] <= LIMIT + MARKER_CHARS


# -- the slash path ----------------------------------------------------------------------------


def test_slash_input_is_bounded(all_skill: World, service_calls: list[str]) -> None:
    too_long = invoke(
        "activation", event("POST", "/invoke", body={"input": "/amp " + "x" * 70_000})
    )
    assert_error(too_long, 400, "BAD_REQUEST", "field 'input'", "at most 65536 characters")
    many = invoke("activation", event("POST", "/invoke", body={"input": "/amp " + "w " * 10_001}))
    assert_error(many, 400, "BAD_REQUEST", "more than 10000 words")
    assert service_calls == ["invoke"]  # the length is refused by the model, the words by the core


def test_slash_all_placeholders_are_a_bounded_prompt(all_skill: World) -> None:
    text = "/amp " + "abcdef " * 9_000
    result = invoke("activation", event("POST", "/invoke", body={"input": text}))
    assert result.status == 200
    prompt = result.json["prompt"]
    assert "chars total, 32000 shown." in prompt
    assert len(prompt) < LIMIT + MARKER_CHARS + len(text) + 100
