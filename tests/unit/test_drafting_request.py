"""The model-backed generation message: strict fields, bounded text, and S3 sources held to
``sources/<own tenant>/`` of the skills bucket. Errors never echo the material."""

from __future__ import annotations

from typing import Any

import pytest

from skills_core.drafting import BadGenerationRequestError, is_drafting_message
from skills_core.drafting.request import (
    MAX_TEXT_SOURCE_BYTES,
    DraftingRequest,
    SourceLocation,
    parse_drafting_request,
    parse_source_uri,
)

BUCKET = "skills-bucket"
MARKER = "ZQX-SECRET-MATERIAL-7731"


def message(**overrides: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "tenant": "acme",
        "request_id": "req-1",
        "instructions": "Write a runbook skill.",
        "source": {"text": f"# Doc\n\n{MARKER} text."},
    }
    data.update(overrides)
    return data


def bad(data: Any, *, bucket: str | None = BUCKET) -> str:
    with pytest.raises(BadGenerationRequestError) as caught:
        parse_drafting_request(data, bucket=bucket)
    assert caught.value.code == "BAD_MESSAGE" and caught.value.retryable is False
    assert MARKER not in caught.value.message
    return caught.value.message


def test_a_text_request_parses() -> None:
    request = parse_drafting_request(message(name="db-failover", tags=["db"]), bucket=BUCKET)
    assert (request.tenant, request.request_id, request.name, request.tags) == (
        "acme",
        "req-1",
        "db-failover",
        ["db"],
    )
    assert request.location(BUCKET) is None
    drafted = request.draft_input("material")
    assert (drafted.source_text, drafted.name, drafted.tags) == ("material", "db-failover", ("db",))


def test_text_is_limited_in_utf8_bytes_not_characters() -> None:
    three_byte = "€" * (MAX_TEXT_SOURCE_BYTES // 3)  # exactly at the limit in bytes
    assert parse_drafting_request(message(source={"text": three_byte}), bucket=BUCKET)
    over = "€" * (MAX_TEXT_SOURCE_BYTES // 3 + 1)  # far fewer characters than the byte limit
    assert len(over) < MAX_TEXT_SOURCE_BYTES
    reason = bad(message(source={"text": over}))
    assert "102402 bytes of UTF-8; the limit is 102400" in reason and "s3_uri" in reason


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ({}, "exactly one of 'text'"),
        ({"text": "x", "s3_uri": f"s3://{BUCKET}/sources/acme/a.md"}, "exactly one of 'text'"),
        ({"text": "   \n "}, "'text' is empty"),
        ({"text": "a\x00b"}, "without NUL"),
        ({"text": "x", "version_id": "v1"}, "'version_id' goes with 's3_uri' only"),
        ({"text": "x", "url": "http://example.com"}, "Extra inputs are not permitted"),
        ({"text": 5}, "field 'source.text'"),
    ],
)
def test_the_source_is_exactly_one_usable_thing(source: dict[str, Any], expected: str) -> None:
    assert expected in bad(message(source=source))


@pytest.mark.parametrize(
    "uri",
    [
        "s3://skills-bucket/sources/other-tenant/doc.md",
        "s3://skills-bucket/tenants/acme/doc.md",
        "s3://skills-bucket/sources/acme",
        "s3://skills-bucket/sources/acme/",
        "s3://skills-bucket/sources/acme//doc.md",
        "s3://skills-bucket//sources/acme/doc.md",
        "s3://skills-bucket/sources/acme/../other/doc.md",
        "s3://skills-bucket/sources/acme/./doc.md",
        "s3://skills-bucket/sources/acme/a\\b.md",
        "s3://skills-bucket/sources/acme/a\nb.md",
        "s3://other-bucket/sources/acme/doc.md",
        "https://skills-bucket.s3.amazonaws.com/sources/acme/doc.md",
        "s3://Bad_Bucket/sources/acme/doc.md",
    ],
)
def test_s3_sources_outside_the_tenants_prefix_are_bad_messages(uri: str) -> None:
    reason = bad(message(source={"s3_uri": uri}))
    assert "field 'source'" in reason or "s3_uri" in reason


def test_another_tenants_prefix_is_named_in_the_reason() -> None:
    reason = bad(message(source={"s3_uri": f"s3://{BUCKET}/sources/globex/doc.md"}))
    assert "below sources/acme/" in reason and "other tenants' sources are refused" in reason


def test_an_s3_source_in_the_tenants_prefix_parses_with_its_version() -> None:
    uri = f"s3://{BUCKET}/sources/acme/runbooks/db failover.md"
    request = parse_drafting_request(
        message(source={"s3_uri": uri, "version_id": "3HL4kqtJ"}), bucket=BUCKET
    )
    assert request.location(BUCKET) == SourceLocation(
        BUCKET, "sources/acme/runbooks/db failover.md", "3HL4kqtJ"
    )
    # the bucket is checked again where the source is read
    with pytest.raises(BadGenerationRequestError, match="skills bucket"):
        request.location("another-bucket")


def test_without_a_configured_bucket_the_uri_is_checked_when_read() -> None:
    uri = "s3://any-bucket/sources/acme/doc.md"
    request = DraftingRequest.model_validate(message(source={"s3_uri": uri}))
    with pytest.raises(BadGenerationRequestError):
        request.location(BUCKET)


@pytest.mark.parametrize(
    ("overrides", "expected"),
    [
        ({"tenant": "bad tenant"}, "field 'tenant'"),
        ({"request_id": "has space"}, "field 'request_id'"),
        ({"request_id": "x" * 129}, "field 'request_id'"),
        ({"instructions": "   "}, "'instructions' must be non-empty"),
        ({"instructions": "x" * 10_001}, "field 'instructions'"),
        ({"name": "Bad Name"}, "'name' must be 1-64 lowercase"),
        ({"tags": ["ok", ""]}, "each tag must be"),
        ({"tags": "a,b"}, "field 'tags'"),
        ({"body": "finished skill"}, "field 'body': Extra inputs are not permitted"),
    ],
)
def test_fields_are_strict(overrides: dict[str, Any], expected: str) -> None:
    assert expected in bad(message(**overrides))


def test_missing_fields_and_non_objects_are_bad_messages() -> None:
    reason = bad({"tenant": "acme"})
    for name in ("request_id", "instructions", "source"):
        assert f"field '{name}': Field required" in reason
    assert "JSON object" in bad(["not", "an", "object"])


def test_the_fingerprint_is_the_request_not_its_delivery() -> None:
    one = parse_drafting_request(message(), bucket=BUCKET)
    again = parse_drafting_request(message(request_id="req-2", tenant="globex"), bucket=BUCKET)
    other = parse_drafting_request(message(instructions="Something else."), bucket=BUCKET)
    assert one.fingerprint() == again.fingerprint() != other.fingerprint()
    assert "tenant" not in one.fingerprint() and "request_id" not in one.fingerprint()


def test_drafting_messages_are_told_from_finished_skills() -> None:
    assert is_drafting_message(message())
    assert is_drafting_message({"source": {"text": "x"}})
    finished = {"tenant": "acme", "name": "x", "description": "d", "body": "b", "request_id": "r"}
    assert not is_drafting_message(finished)
    assert not is_drafting_message("text")


def test_parse_source_uri_checks_bucket_and_tenant() -> None:
    location = parse_source_uri(f"s3://{BUCKET}/sources/acme/a.md", tenant="acme", bucket=BUCKET)
    assert location.uri == f"s3://{BUCKET}/sources/acme/a.md"
    with pytest.raises(BadGenerationRequestError, match="below sources/globex/"):
        parse_source_uri(f"s3://{BUCKET}/sources/acme/a.md", tenant="globex", bucket=BUCKET)
