"""Every malformed request is a clear 4xx (never a 500), says which field and how to fix it in
JSON words, and writes nothing (SPEC §6)."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest

from skills_core.service import SkillService

from .conftest import World, event, invoke
from .probes import assert_error, raw_event, save_body, snapshot

DEEP = "[" * 100_000 + "]" * 100_000
JSON_ROUTES = [
    ("save", "/skills"),
    ("activation", "/skills/docker-ops/activate"),
    ("activation", "/invoke"),
]


def nested(depth: int) -> str:
    """``{"args": [[…]]}``: an object holding arrays, ``depth`` levels in all."""
    return '{"args": ' + "[" * (depth - 1) + "]" * (depth - 1) + "}"


# -- 1. deep JSON ------------------------------------------------------------------------------


@pytest.mark.parametrize(("handler", "path"), JSON_ROUTES)
def test_deep_json_is_400_before_anything_is_done(world: World, handler: str, path: str) -> None:
    before = snapshot(world)
    result = invoke(handler, raw_event("POST", path, DEEP))
    assert_error(result, 400, "BAD_REQUEST", "nested deeper than 32 levels")
    assert snapshot(world) == before


def test_nesting_up_to_32_levels_is_read(world: World) -> None:
    ok = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", nested(32)))
    assert ok.status == 200
    deep = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", nested(33)))
    assert_error(deep, 400, "BAD_REQUEST", "nested deeper than 32 levels")


# -- 2. base64 bodies --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        (b'{"args": ["\xff\xfe"]}', "not valid UTF-8"),
        (b"\xc3\x28", "not valid UTF-8"),
        (b"\xed\xa0\x80", "not valid UTF-8"),  # a surrogate encoded in UTF-8
    ],
)
def test_base64_body_that_is_not_utf8_is_400(world: World, body: bytes, fragment: str) -> None:
    result = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", body))
    assert_error(result, 400, "BAD_REQUEST", fragment)


def test_body_marked_base64_that_is_not_base64_is_400(world: World) -> None:
    ev = raw_event("POST", "/skills", "!!not base64!!")
    ev["isBase64Encoded"] = True
    assert_error(invoke("save", ev), 400, "BAD_REQUEST", "not valid base64")
    assert world.items() == []


def test_base64_json_is_read_like_text(world: World) -> None:
    body = json.dumps({"args": ["app", "v1"]}).encode()
    result = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", body))
    assert result.status == 200 and "Build app with tag v1." in result.json["content"]


# -- 3. lone surrogates ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("handler", "path", "text"),
    [
        ("save", "/skills", '{"name": "s", "description": "d\\ud800", "body": "b"}'),
        ("save", "/skills", '{"name": "s", "description": "d", "body": "\\udfff b"}'),
        ("save", "/skills", '{"name": "s", "description": "d", "body": "b", "tags": ["\\ud83d"]}'),
        ("save", "/skills", '{"name": "s", "description": "d", "body": "b", "\\ud800": 1}'),
        ("activation", "/skills/docker-ops/activate", '{"args": {"k": "\\ud800"}}'),
        ("activation", "/invoke", '{"input": "/docker-ops \\ud800"}'),
    ],
)
def test_lone_surrogates_are_400_and_nothing_is_saved(
    world: World, handler: str, path: str, text: str
) -> None:
    """The HTTP layer refuses them (400) before any save; a paired surrogate is text."""
    result = invoke(handler, raw_event("POST", path, text))
    assert_error(result, 400, "BAD_REQUEST", "not valid Unicode text")
    assert world.items() == []


def test_paired_surrogates_are_text(world: World) -> None:
    text = '{"name": "emoji", "description": "Smile \\ud83d\\ude00. Use it.", "body": "b"}'
    assert invoke("save", raw_event("POST", "/skills", text)).status == 201


# -- 4. content types --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/xml",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=xyz",
        "application/json-patch+json",
        "application/json; charset=latin-1",
    ],
)
@pytest.mark.parametrize(("handler", "path"), JSON_ROUTES)
def test_other_media_types_are_415_and_nothing_is_done(
    world: World, handler: str, path: str, content_type: str
) -> None:
    before = snapshot(world)
    ev = event("POST", path, body=save_body(), headers={"Content-Type": content_type})
    result = invoke(handler, ev)
    assert_error(
        result,
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "send the body as JSON with Content-Type: application/json",
    )
    assert snapshot(world) == before


@pytest.mark.parametrize(
    "content_type",
    [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON;Charset=UTF-8",
        'application/json; charset="utf-8"',
        None,
    ],
)
def test_json_with_or_without_charset_or_no_content_type(
    world: World, content_type: str | None
) -> None:
    ev = event("POST", "/skills", body=save_body())
    if content_type is None:
        del ev["headers"]["content-type"]
    else:
        ev["headers"]["content-type"] = content_type
    assert invoke("save", ev).status == 201


def test_bodies_of_reads_and_deletes_are_ignored(world: World) -> None:
    ev = event("GET", "/skills", raw_body=DEEP, headers={"Content-Type": "text/plain"})
    assert invoke("catalog", ev).status == 200
    invoke("save", event("POST", "/skills", body=save_body()))
    retire = event("DELETE", "/skills/hardened", raw_body="\xff", headers={"Content-Type": "x/y"})
    assert invoke("save", retire).status == 200


# -- 5. version numbers ------------------------------------------------------------------------


@pytest.mark.parametrize("version", ["²", "①", "٣", "9" * 5_000, "0", "-1", "1.0", "1e3", " 1"])
def test_version_must_be_ascii_digits(world: World, version: str) -> None:
    result = invoke("catalog", event("GET", f"/skills/docker-ops/versions/{version}"))
    message = assert_error(result, 400, "BAD_REQUEST", "version must be a positive whole number")
    assert len(message) < 200


@pytest.mark.parametrize("sent", ["1.0.0", "v2", "<script>"])
@pytest.mark.parametrize(
    ("function", "method", "path"),
    [
        ("catalog", "GET", "/skills/docker-ops"),
        ("activation", "POST", "/skills/docker-ops/activate"),
        ("catalog", "GET", "/skills/docker-ops/versions/{sent}"),
    ],
)
def test_a_bad_version_is_refused_without_echoing_it(
    world: World, sent: str, function: str, method: str, path: str
) -> None:
    query = None if "{sent}" in path else {"version": sent}
    body = {} if method == "POST" else None
    ev = event(method, path.format(sent=quote(sent)), query=query, body=body)
    message = assert_error(invoke(function, ev), 400, "BAD_REQUEST", "positive whole number")
    assert sent not in message


# -- 6. loose types ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fragment"),
    [
        ({"replace": "yes"}, "field 'replace': must be true or false"),
        ({"replace": 1}, "field 'replace': must be true or false"),
        ({"replace": None}, "field 'replace': must be true or false"),
        ({"priority": True}, "field 'priority': must be a whole number"),
        ({"priority": "3"}, "field 'priority': must be a whole number"),
        ({"priority": 2.5}, "field 'priority': must be a whole number"),
        ({"priority": 2**40}, "field 'priority': must be at most 2147483647"),
        ({"tags": "a,b"}, "field 'tags': must be an array"),
        ({"tags": ["a", 1]}, "field 'tags[1]': must be a string"),
        ({"name": 7}, "field 'name': must be a string"),
        ({"model": {"provider": "p"}}, "field 'model.model': is required"),
        ({"model": "claude"}, "field 'model': must be an object"),
        ({"metadata": {"team": 1}}, "field 'metadata.team': must be a string"),
        ({"args": "x"}, "field 'args': must be an array"),
    ],
)
def test_save_types_are_strict(world: World, extra: dict[str, Any], fragment: str) -> None:
    result = invoke("save", event("POST", "/skills", body=save_body(**extra)))
    assert_error(result, 400, "BAD_REQUEST", fragment)
    assert world.items() == []


def test_replace_one_never_replaces(world: World) -> None:
    assert invoke("save", event("POST", "/skills", body=save_body())).status == 201
    before = snapshot(world)
    again = invoke("save", event("POST", "/skills", body=save_body(replace=1, body="v2")))
    assert_error(again, 400, "BAD_REQUEST", "field 'replace'")
    assert snapshot(world) == before


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({"args": "x"}, "field 'args': must be an array (positional values"),
        ({"args": 5}, "field 'args': must be an array"),
        ({"args": True}, "field 'args': must be an array"),
        ({"args": [], "extra": 1}, 'unknown key "extra"; this object takes: args'),
    ],
)
def test_activation_args_are_strict(world: World, body: dict[str, Any], fragment: str) -> None:
    result = invoke("activation", event("POST", "/skills/docker-ops/activate", body=body))
    assert_error(result, 400, "BAD_REQUEST", fragment)


@pytest.mark.parametrize("value", [5, None, ["/docker-ops"], {"x": 1}, ""])
def test_invoke_input_is_a_nonempty_string(world: World, value: Any) -> None:
    result = invoke("activation", event("POST", "/invoke", body={"input": value}))
    assert_error(result, 400, "BAD_REQUEST", "field 'input'")


@pytest.mark.parametrize("value", ["1_000", " 150", "150.0", "+150", "١٥٠", "1" + "0" * 30, ""])
def test_query_numbers_are_ascii_digits(world: World, value: str) -> None:
    result = invoke("catalog", event("GET", "/skills", query={"max_chars": value}))
    assert_error(result, 400, "BAD_REQUEST", "query parameter 'max_chars'", "written in digits")


# -- 7. query strings --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("handler", "method", "path", "takes"),
    [
        ("catalog", "GET", "/skills", "this route takes: format, style, max_chars, flavor"),
        ("catalog", "GET", "/skills/docker-ops", "this route takes: version, label"),
        ("catalog", "GET", "/skills/docker-ops/files/scripts/build.sh", "takes none"),
        ("catalog", "GET", "/skills/docker-ops/versions", "takes none"),
        ("catalog", "GET", "/skills/docker-ops/versions/1", "takes none"),
        ("activation", "POST", "/skills/docker-ops/activate", "takes: version, label"),
        ("activation", "POST", "/invoke", "takes: version, label"),
        ("save", "POST", "/skills", "takes none"),
        ("save", "DELETE", "/skills/docker-ops", "takes none"),
    ],
)
def test_unknown_query_keys_are_400_naming_them(
    world: World, handler: str, method: str, path: str, takes: str
) -> None:
    bodies = {"/invoke": {"input": "/docker-ops"}, "/skills": save_body()}
    body = bodies.get(path, {}) if method == "POST" else None
    ev = event(method, path, body=body, query={"foo": "1"})
    before = snapshot(world)
    assert_error(invoke(handler, ev), 400, "BAD_REQUEST", 'unknown query parameter "foo"', takes)
    assert snapshot(world) == before


def test_repeated_query_keys_are_400(world: World) -> None:
    ev = event("GET", "/skills")
    ev["rawQueryString"] = "style=xml&style=xml"
    ev["queryStringParameters"] = {"style": "xml,xml"}
    assert_error(invoke("catalog", ev), 400, "BAD_REQUEST", '"style" is given more than once')
    ev["rawQueryString"] = "max_chars=500&max_chars=600"
    ev["queryStringParameters"] = {"max_chars": "500,600"}
    assert_error(invoke("catalog", ev), 400, "BAD_REQUEST", "max_chars")


# -- 8. message style --------------------------------------------------------------------------


def test_messages_use_json_paths_list_at_most_five_and_never_echo_values(world: World) -> None:
    secret = "SECRET-VALUE-d41d8"
    body = save_body(tags=[1, 2, 3, 4, 5, 6, 7], description=[secret], body=7)
    message = assert_error(invoke("save", event("POST", "/skills", body=body)), 400, "BAD_REQUEST")
    assert message.count("field '") == 5 and "and 4 more" in message
    assert secret not in message
    assert "field 'tags[0]': must be a string" in message


def test_odd_keys_are_quoted_and_cut(world: World) -> None:
    body = save_body(metadata={"a b": 1, "k" * 500: 2})
    message = assert_error(invoke("save", event("POST", "/skills", body=body)), 400, "BAD_REQUEST")
    assert "field 'metadata[\"a b\"]': must be a string" in message
    assert "k" * 100 not in message


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{not json", "not valid JSON: Expecting property name"),
        ('{"name": "a", "name": "b"}', 'key "name" appears twice in one object'),
        ('{"args": [NaN]}', "NaN is not a JSON number"),
        ('{"args": [' + "9" * 5_000 + "]}", "a number too long to read"),
        ("[" + "0," * 30_000 + "0]", "holds more than 20000 JSON values"),
    ],
)
def test_unreadable_json_is_400(world: World, text: str, fragment: str) -> None:
    result = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", text))
    assert_error(result, 400, "BAD_REQUEST", fragment)


@pytest.mark.parametrize(
    ("function", "path"), [("activation", "/skills/docker-ops/activate"), ("save", "/skills")]
)
def test_a_body_over_the_cap_is_413_skill_too_large(world: World, function: str, path: str) -> None:
    """SPEC §6: over the 1 MiB request cap is 413 ``SKILL_TOO_LARGE`` (never a 400)."""
    text = '{"args": ["' + "x" * (1024 * 1024) + '"]}'
    result = invoke(function, raw_event("POST", path, text))
    assert_error(result, 413, "SKILL_TOO_LARGE", "larger than 1048576 bytes")


def test_early_refusals_use_the_same_envelope(world: World) -> None:
    result = invoke("save", event("POST", "/skills", body={}, headers={"Content-Type": "a/b"}))
    assert set(json.loads(result.text)) == {"error"}
    assert set(json.loads(result.text)["error"]) == {"code", "message"}


# -- 10. Idempotency-Key -----------------------------------------------------------------------


@pytest.fixture
def keys_seen(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """The idempotency keys the service received (the store support is tested elsewhere)."""
    seen: list[str | None] = []
    save, retire = SkillService.save, SkillService.retire

    def spy_save(self: SkillService, *args: Any, idempotency_key: str | None = None) -> Any:
        seen.append(idempotency_key)
        return save(self, *args, idempotency_key=idempotency_key)

    def spy_retire(self: SkillService, *args: Any, idempotency_key: str | None = None) -> Any:
        seen.append(idempotency_key)
        return retire(self, *args, idempotency_key=idempotency_key)

    monkeypatch.setattr(SkillService, "save", spy_save)
    monkeypatch.setattr(SkillService, "retire", spy_retire)
    return seen


def test_idempotency_key_reaches_the_service(world: World, keys_seen: list[str | None]) -> None:
    key = "6f1c1f2e-8a7b-4f7e-9d3c-0a1b2c3d4e5f"
    saved = invoke(
        "save", event("POST", "/skills", body=save_body(), headers={"Idempotency-Key": key})
    )
    assert saved.status == 201
    invoke("save", event("DELETE", "/skills/hardened", headers={"idempotency-key": "!~" * 64}))
    invoke("save", event("POST", "/skills", body=save_body("other")))
    assert keys_seen == [key, "!~" * 64, None]


@pytest.mark.parametrize("key", ["", "has space", "x" * 129, "é", "tab\there", "new\nline"])
@pytest.mark.parametrize("method", ["POST", "DELETE"])
def test_bad_idempotency_keys_are_400_and_nothing_is_written(
    world: World, keys_seen: list[str | None], key: str, method: str
) -> None:
    path = "/skills" if method == "POST" else "/skills/docker-ops"
    body = save_body() if method == "POST" else None
    before = snapshot(world)
    result = invoke("save", event(method, path, body=body, headers={"Idempotency-Key": key}))
    assert_error(result, 400, "BAD_REQUEST", "header 'Idempotency-Key'", "1-128 visible ASCII")
    assert snapshot(world) == before and keys_seen == []


# -- 11. Location ------------------------------------------------------------------------------


def test_201_carries_the_location_of_the_version(world: World) -> None:
    first = invoke("save", event("POST", "/skills", body=save_body()))
    assert first.headers["location"] == "/skills/hardened/versions/1"
    second = invoke("save", event("POST", "/skills", body=save_body(replace=True)))
    assert second.headers["location"] == "/skills/hardened/versions/2"
    assert invoke("catalog", event("GET", second.headers["location"])).status == 200
