"""Source material from the skills bucket (moto S3) and the S3 drop folder's events: only the
tenant's ``sources/`` prefix, at most 1 MiB read with a bounded range, UTF-8 text; request ids
stable per object version."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import boto3
import botocore.response
import pytest
from botocore.stub import Stubber

from skills_core.aws.generation.source_events import (
    DEFAULT_INSTRUCTIONS,
    drop_request_id,
    is_object_created_event,
    request_from_object_created,
)
from skills_core.aws.generation.source_material import S3SourceReader, decode_source, read_source
from skills_core.drafting import BadGenerationRequestError, SourceUnavailableError
from skills_core.drafting.request import (
    MAX_S3_SOURCE_BYTES,
    SourceLocation,
    parse_drafting_request,
)
from tests.aws.conftest import REGION, ApiCall

BUCKET = "skills-bucket"
TENANT = "acme"


@pytest.fixture
def bucket(make_bucket: Callable[[str], str]) -> str:
    return make_bucket(BUCKET)


@pytest.fixture
def s3(mock_aws: None) -> Any:
    return boto3.client("s3", region_name=REGION)


def s3_request(key: str, **source: Any) -> Any:
    return parse_drafting_request(
        {
            "tenant": TENANT,
            "request_id": "req-1",
            "instructions": "Write a skill.",
            "source": {"s3_uri": f"s3://{BUCKET}/{key}", **source},
        },
        bucket=BUCKET,
    )


def test_a_source_below_the_tenants_prefix_is_read(bucket: str, s3: Any, put_object: Any) -> None:
    put_object(bucket, "sources/acme/runbooks/failover.md", "\ufeff# Failover\n\nPromote it.\n")
    reader = S3SourceReader(BUCKET, client=s3)
    assert reader(s3_request("sources/acme/runbooks/failover.md")) == "# Failover\n\nPromote it.\n"


def test_a_source_outside_the_tenants_prefix_is_refused_before_any_call(
    bucket: str, s3: Any, put_object: Any, api_calls: list[ApiCall]
) -> None:
    put_object(bucket, "sources/globex/secret.md", "# Globex only")
    api_calls.clear()
    with pytest.raises(BadGenerationRequestError, match="below sources/acme/"):
        s3_request("sources/globex/secret.md")
    with pytest.raises(BadGenerationRequestError, match="below sources/acme/"):
        read_source(s3, SourceLocation(BUCKET, "sources/globex/secret.md"), tenant=TENANT)
    with pytest.raises(BadGenerationRequestError, match=re.escape("'..' segments")):
        read_source(s3, SourceLocation(BUCKET, "sources/acme/../globex/secret.md"), tenant=TENANT)
    assert api_calls == []


def test_the_reader_holds_the_request_to_the_configured_bucket(s3: Any) -> None:
    request = s3_request("sources/acme/doc.md")
    with pytest.raises(BadGenerationRequestError, match="skills bucket"):
        S3SourceReader("another-bucket", client=s3)(request)
    with pytest.raises(BadGenerationRequestError, match="SKILLS_BUCKET"):
        S3SourceReader(None, client=s3)(request)


def test_a_source_over_1_mib_is_refused_without_reading_it(
    bucket: str,
    s3: Any,
    put_object: Any,
    api_calls: list[ApiCall],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    put_object(bucket, "sources/acme/huge.md", b"x" * (3 * MAX_S3_SOURCE_BYTES))
    reads: list[int | None] = []
    original = botocore.response.StreamingBody.read

    def counting(self: Any, amt: int | None = None) -> bytes:
        reads.append(amt)
        return original(self, amt)

    monkeypatch.setattr(botocore.response.StreamingBody, "read", counting)
    api_calls.clear()
    with pytest.raises(BadGenerationRequestError) as caught:
        S3SourceReader(BUCKET, client=s3)(s3_request("sources/acme/huge.md"))
    assert f"is {3 * MAX_S3_SOURCE_BYTES} bytes; the limit is {MAX_S3_SOURCE_BYTES}" in str(
        caught.value
    )
    [(service, operation, params)] = api_calls
    assert (service, operation) == ("s3", "GetObject")
    assert params["Range"] == f"bytes=0-{MAX_S3_SOURCE_BYTES}"  # never more than cap + 1
    assert reads == []  # the size in Content-Range refused it: the body was not read


def test_a_source_of_exactly_1_mib_is_read(bucket: str, s3: Any, put_object: Any) -> None:
    put_object(bucket, "sources/acme/big.md", b"y" * MAX_S3_SOURCE_BYTES)
    assert (
        len(S3SourceReader(BUCKET, client=s3)(s3_request("sources/acme/big.md")))
        == MAX_S3_SOURCE_BYTES
    )


def test_a_server_that_ignores_the_range_is_still_cut_at_the_cap() -> None:
    class Body:
        def __init__(self) -> None:
            self.asked: list[int] = []

        def read(self, amount: int) -> bytes:
            self.asked.append(amount)
            return b"z" * amount

        def close(self) -> None:
            pass

    body = Body()

    class NoRange:
        def get_object(self, **_: Any) -> dict[str, Any]:
            return {"Body": body}

    with pytest.raises(BadGenerationRequestError, match="more than"):
        read_source(
            NoRange(), SourceLocation(BUCKET, "sources/acme/a.md"), tenant=TENANT, max_bytes=10
        )
    assert body.asked == [11]


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"caf\xe9 au lait", "is not UTF-8 text (invalid byte at offset 3)"),
        (b"PK\x03\x04\x00\x00zip", "looks binary"),
        (b"  \n\t ", "is empty"),
    ],
)
def test_material_that_is_not_text_is_a_bad_message(
    bucket: str, s3: Any, put_object: Any, data: bytes, reason: str
) -> None:
    put_object(bucket, "sources/acme/doc.md", data)
    with pytest.raises(BadGenerationRequestError, match=re.escape(reason)):
        S3SourceReader(BUCKET, client=s3)(s3_request("sources/acme/doc.md"))


def test_an_empty_object_is_a_bad_message(bucket: str, s3: Any, put_object: Any) -> None:
    put_object(bucket, "sources/acme/empty.md", b"")
    with pytest.raises(BadGenerationRequestError, match="is empty"):
        S3SourceReader(BUCKET, client=s3)(s3_request("sources/acme/empty.md"))


def test_a_missing_source_is_a_bad_message(bucket: str, s3: Any) -> None:
    with pytest.raises(BadGenerationRequestError, match="does not exist"):
        S3SourceReader(BUCKET, client=s3)(s3_request("sources/acme/gone.md"))


def test_a_version_id_pins_the_version_read(bucket: str, s3: Any) -> None:
    s3.put_bucket_versioning(Bucket=BUCKET, VersioningConfiguration={"Status": "Enabled"})
    first = s3.put_object(Bucket=BUCKET, Key="sources/acme/doc.md", Body=b"# One")["VersionId"]
    s3.put_object(Bucket=BUCKET, Key="sources/acme/doc.md", Body=b"# Two")
    reader = S3SourceReader(BUCKET, client=s3)
    assert reader(s3_request("sources/acme/doc.md", version_id=first)) == "# One"
    assert reader(s3_request("sources/acme/doc.md")) == "# Two"


def test_a_url_encoded_key_falls_back_to_its_decoded_form(
    bucket: str, s3: Any, put_object: Any
) -> None:
    put_object(bucket, "sources/acme/db failover+notes.md", "# Notes")
    encoded = "sources/acme/db+failover%2Bnotes.md"
    assert read_source(s3, SourceLocation(BUCKET, encoded), tenant=TENANT) == "# Notes"


def test_a_decoded_key_outside_the_prefix_is_never_tried(
    bucket: str, s3: Any, put_object: Any
) -> None:
    put_object(bucket, "sources/globex/x.md", "# Globex")
    # decodes to sources/acme/../globex/x.md: refused, so the raw key's absence is the answer
    with pytest.raises(BadGenerationRequestError, match="does not exist"):
        read_source(s3, SourceLocation(BUCKET, "sources/acme/%2E%2E/globex/x.md"), tenant=TENANT)


def test_throttling_is_retryable(s3: Any) -> None:
    with Stubber(s3) as stub:
        stub.add_client_error("get_object", service_error_code="SlowDown", http_status_code=503)
        with pytest.raises(SourceUnavailableError) as caught:
            read_source(s3, SourceLocation(BUCKET, "sources/acme/a.md"), tenant=TENANT)
    assert caught.value.retryable is True


def test_decode_source_drops_the_bom_only() -> None:
    assert decode_source("\ufeffé".encode(), "x") == "é"


# -- the drop folder ------------------------------------------------------------------------
def object_created(key: str, *, bucket: str = BUCKET, **obj: Any) -> dict[str, Any]:
    """An EventBridge "Object Created" event as S3 sends it (documented shape)."""
    return {
        "version": "0",
        "id": "17793124-05d4-b198-2fde-7ededc63b103",
        "detail-type": "Object Created",
        "source": "aws.s3",
        "account": "111122223333",
        "time": "2024-11-12T00:00:00Z",
        "region": "us-east-1",
        "resources": [f"arn:aws:s3:::{bucket}"],
        "detail": {
            "version": "0",
            "bucket": {"name": bucket},
            "object": {
                "key": key,
                "size": 120,
                "etag": "b1946ac9",
                "sequencer": "617f08299329d189",
                **obj,
            },
            "request-id": "N4N7GDK58NMKJ12R",
            "requester": "111122223333",
            "reason": "PutObject",
        },
    }


def test_an_upload_becomes_a_generation_request_of_its_tenant() -> None:
    event = object_created("sources/acme/runbooks/DB Failover.md", **{"version-id": "v2"})
    assert is_object_created_event(event)
    request = request_from_object_created(event, bucket=BUCKET)
    assert request is not None
    assert request.tenant == TENANT
    assert request.source.s3_uri == f"s3://{BUCKET}/sources/acme/runbooks/DB Failover.md"
    assert request.source.version_id == "v2" and request.source.text is None
    assert request.name == "db-failover"
    assert request.instructions == DEFAULT_INSTRUCTIONS.format(file="DB Failover.md")
    assert request.request_id == drop_request_id(
        BUCKET, "sources/acme/runbooks/DB Failover.md", "v2"
    )


def test_the_request_id_is_stable_per_object_version() -> None:
    one = drop_request_id(BUCKET, "sources/acme/a.md", "v1")
    assert one == drop_request_id(BUCKET, "sources/acme/a.md", "v1")
    assert one.startswith("s3-") and len(one) == 43
    assert len({one, drop_request_id(BUCKET, "sources/acme/a.md", "v2"),
                drop_request_id(BUCKET, "sources/acme/b.md", "v1"),
                drop_request_id("other", "sources/acme/a.md", "v1")}) == 4  # fmt: skip
    event = object_created("sources/acme/a.md", **{"version-id": "v1"})
    first, again = (request_from_object_created(event, bucket=BUCKET) for _ in range(2))
    assert first is not None and again is not None and first.request_id == again.request_id


def test_an_unversioned_bucket_uses_the_events_sequencer() -> None:
    one = request_from_object_created(object_created("sources/acme/a.md"), bucket=BUCKET)
    rewritten = object_created("sources/acme/a.md", sequencer="617f08299329d200")
    two = request_from_object_created(rewritten, bucket=BUCKET)
    assert one is not None and two is not None and one.request_id != two.request_id
    assert one.source.version_id is None


@pytest.mark.parametrize(
    ("key", "reason"),
    [
        ("sources/bad tenant/a.md", "not a valid tenant"),
        ("sources/acme", "not in the drop folder"),
        ("uploads/acme/a.md", "not in the drop folder"),
        ("sources/acme//a.md", "empty path segments"),
        ("sources/acme/../globex/a.md", "'..' segments"),
    ],
)
def test_keys_outside_the_drop_folder_are_bad_messages(key: str, reason: str) -> None:
    with pytest.raises(BadGenerationRequestError, match=re.escape(reason)):
        request_from_object_created(object_created(key), bucket=BUCKET)


def test_other_buckets_sizes_and_shapes_are_bad_messages() -> None:
    with pytest.raises(BadGenerationRequestError, match="another bucket"):
        request_from_object_created(
            object_created("sources/acme/a.md", bucket="x-bucket"), bucket=BUCKET
        )
    with pytest.raises(BadGenerationRequestError, match="limit is 1048576"):
        request_from_object_created(
            object_created("sources/acme/a.md", size=2_000_000), bucket=BUCKET
        )
    with pytest.raises(BadGenerationRequestError, match="is empty"):
        request_from_object_created(object_created("sources/acme/a.md", size=0), bucket=BUCKET)
    with pytest.raises(BadGenerationRequestError, match="SKILLS_BUCKET"):
        request_from_object_created(object_created("sources/acme/a.md"), bucket=None)
    with pytest.raises(BadGenerationRequestError, match=re.escape("field 'detail.object.key'")):
        request_from_object_created(
            {**object_created("x"), "detail": {"bucket": {"name": BUCKET}, "object": {}}},
            bucket=BUCKET,
        )
    assert not is_object_created_event({"source": "aws.s3", "detail-type": "Object Deleted"})


def test_a_folder_marker_is_nothing_to_do() -> None:
    assert (
        request_from_object_created(object_created("sources/acme/runbooks/", size=0), bucket=BUCKET)
        is None
    )


def test_a_url_encoded_drop_folder_key_is_accepted() -> None:
    request = request_from_object_created(
        object_created("sources%2Facme%2Fdb+notes.md"), bucket=BUCKET
    )
    assert request is not None and request.tenant == TENANT
    assert request.source.s3_uri == f"s3://{BUCKET}/sources/acme/db notes.md"


def test_a_file_name_that_makes_no_name_leaves_the_name_to_the_drafter() -> None:
    request = request_from_object_created(object_created("sources/acme/!!!.md"), bucket=BUCKET)
    assert request is not None and request.name is None
