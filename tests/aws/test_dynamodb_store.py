"""DynamoDBSkillStore on moto: item design, CRUD, versions, retire, errors and call budgets."""

from __future__ import annotations

import hashlib
import re
import socket
from typing import Any

import boto3
import pytest
from botocore.stub import Stubber

from skills_core.aws.clients import CLIENT_CONFIG
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import (
    ATTRIBUTE_DEFINITIONS,
    KEY_SCHEMA,
    create_table_kwargs,
)
from skills_core.compose.registry import create_registry
from skills_core.errors import (
    SkillCollisionError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import parse_frontmatter_text, parse_skill
from skills_core.format.render import render_skill
from skills_core.model import Skill
from skills_core.settings import MAX_STORED_TEXT_BYTES
from skills_core.sources.base import SkillStore
from skills_core.sources.inline import InlineSource
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import REGION, TABLE, TENANT, all_items, ops
from tests.fakes import make_skill

ISO_UTC = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def _sk(item: dict[str, Any]) -> str:
    return str(item["sk"]["S"])


# -- table shape -----------------------------------------------------------------------------
def test_table_is_built_from_the_schema_module(ddb: Any, table: str) -> None:
    kwargs = create_table_kwargs("t")
    assert kwargs["TableName"] == "t"
    assert kwargs["KeySchema"] == [
        {"AttributeName": "pk", "KeyType": "HASH"},
        {"AttributeName": "sk", "KeyType": "RANGE"},
    ]
    described = ddb.describe_table(TableName=table)["Table"]
    assert described["KeySchema"] == list(KEY_SCHEMA)
    assert sorted(described["AttributeDefinitions"], key=lambda d: d["AttributeName"]) == list(
        ATTRIBUTE_DEFINITIONS
    )


def test_store_implements_the_store_protocol(store: DynamoDBSkillStore) -> None:
    assert isinstance(store, SkillStore)


# -- save / list / read ----------------------------------------------------------------------
def test_first_save_writes_head_version_and_changelog_items(
    store: DynamoDBSkillStore, ddb: Any
) -> None:
    skill = make_skill()
    result = store.save(skill, author="alice")

    assert (result.name, result.version, result.store) == ("docker-ops", 1, "tenant-store")
    assert [(e.version, e.action, e.author) for e in result.changelog] == [(1, "created", "alice")]
    assert ISO_UTC.fullmatch(result.changelog[0].time)

    items = {_sk(i): i for i in all_items(ddb)}
    assert sorted(items) == [
        "LOG#docker-ops#0000000001",
        "SKILL#docker-ops",
        "VER#docker-ops#0000000001",
    ]
    assert {i["pk"]["S"] for i in items.values()} == {f"TENANT#{TENANT}"}
    head = items["SKILL#docker-ops"]
    assert head["status"]["S"] == "active"
    assert head["version"]["N"] == "1"
    assert head["log_count"]["N"] == "1"
    assert "content" not in head  # heads never carry bodies
    # The head keeps what a listing serves: the labelled version's frontmatter, digest, size.
    assert head["labels"]["M"] == {"production": {"N": "1"}}
    assert head["vstat"]["M"] == {"1": {"S": "approved"}}
    served = head["served"]["M"]["1"]["M"]
    assert "Build images." not in served["fm"]["S"] and "docker-ops" in served["fm"]["S"]
    text = render_skill(skill)
    version = items["VER#docker-ops#0000000001"]
    assert version["content"]["S"] == text
    assert version["digest"]["S"] == served["dg"]["S"] == result.digest
    assert result.digest == "sha256:" + hashlib.sha256(text.encode()).hexdigest()
    assert int(version["size"]["N"]) == len(text.encode())


def test_list_returns_small_deferred_records(store: DynamoDBSkillStore) -> None:
    skill = make_skill(priority=3)
    store.save(skill)

    [record] = store.list()
    assert record.name == "docker-ops"
    assert record.content is None
    assert record.source == "tenant-store"
    assert record.version == "1" and record.etag == "1"
    assert record.layout is None and record.directory is None
    assert record.location == "tenant-store/docker-ops"
    assert record.frontmatter is not None
    header = parse_frontmatter_text(record.frontmatter)
    assert (header.name, header.description, header.tags, header.priority) == (
        "docker-ops",
        skill.description,
        ("docker", "test"),
        3,
    )


def test_read_returns_the_full_text_of_the_records_version(
    store: DynamoDBSkillStore, api_calls: list[ApiCall]
) -> None:
    skill = make_skill()
    store.save(skill)
    [record] = store.list()

    api_calls.clear()
    text = store.read(record)
    assert ops(api_calls, "dynamodb") == ["GetItem"]
    assert api_calls[0][2]["ConsistentRead"] is True
    assert text == render_skill(skill)
    assert parse_skill(text).content == "# Docker\nBuild images."


def test_a_read_right_after_a_write_sees_it(store: DynamoDBSkillStore) -> None:
    store.save(make_skill(body="first"))
    registry = create_registry(sources=[store])
    assert registry.get_body("docker-ops") == "first"

    store.save(make_skill(body="second"), replace=True)
    registry = create_registry(sources=[store])
    meta = registry.get("docker-ops")
    assert meta is not None and meta.version == "2" and meta.source == "tenant-store"
    assert registry.get_body("docker-ops") == "second"


def test_every_query_and_get_is_consistent(
    store: DynamoDBSkillStore, api_calls: list[ApiCall]
) -> None:
    store.save(make_skill())
    store.save(make_skill(body="v2"), replace=True)
    store.list()
    store.versions("docker-ops")
    store.read_version("docker-ops", 1)
    store.retire("docker-ops")
    reads = [p for _, op, p in api_calls if op in ("GetItem", "Query")]
    assert len(reads) >= 6
    assert all(p["ConsistentRead"] is True for p in reads)


def test_save_without_replace_refuses_an_active_name(store: DynamoDBSkillStore) -> None:
    store.save(make_skill())
    with pytest.raises(SkillCollisionError, match=r'"docker-ops" already exists') as info:
        store.save(make_skill(body="other"))
    assert info.value.code == "SKILL_COLLISION"
    assert store.read_version("docker-ops", 1).endswith("Build images.\n")


def test_replace_bumps_the_version_and_appends_to_the_changelog(
    store: DynamoDBSkillStore,
) -> None:
    store.save(make_skill(body="one"), author="alice")
    second = store.save(make_skill(body="two"), replace=True, author="bob")
    third = store.save(make_skill(body="three"), replace=True)

    assert (second.version, third.version) == (2, 3)
    assert [(e.version, e.action, e.author) for e in third.changelog] == [
        (1, "created", "alice"),
        (2, "replaced", "bob"),
        (3, "replaced", None),
    ]
    times = [e.time for e in third.changelog]
    assert times == sorted(times) and all(ISO_UTC.fullmatch(t) for t in times)
    assert store.versions("docker-ops") == list(third.changelog)
    [record] = store.list()
    assert record.version == "3"


def test_replace_of_a_name_the_store_lacks_gives_version_one(store: DynamoDBSkillStore) -> None:
    result = store.save(make_skill(), replace=True)
    assert result.version == 1
    assert [e.action for e in result.changelog] == ["created"]


def test_every_version_stays_readable(store: DynamoDBSkillStore) -> None:
    bodies = ["one", "two", "three"]
    store.save(make_skill(body=bodies[0]))
    for body in bodies[1:]:
        store.save(make_skill(body=body), replace=True)
    for number, body in enumerate(bodies, start=1):
        assert parse_skill(store.read_version("docker-ops", number)).content == body
        assert parse_skill(store.read_version("docker-ops", str(number))).content == body
    assert parse_skill(store.read_version("docker-ops", " 2 ")).content == "two"


@pytest.mark.parametrize("version", [4, "4", 0, -1, "0"])
def test_unknown_version_is_not_found(store: DynamoDBSkillStore, version: int | str) -> None:
    store.save(make_skill())
    store.save(make_skill(body="b"), replace=True)
    store.save(make_skill(body="c"), replace=True)
    with pytest.raises(SkillNotFoundError) as info:
        store.read_version("docker-ops", version)
    assert info.value.code == "SKILL_NOT_FOUND"


@pytest.mark.parametrize("version", ["abc", "1.0", "", "²", True, 1.5])
def test_non_numeric_version_is_invalid(store: DynamoDBSkillStore, version: Any) -> None:
    store.save(make_skill())
    with pytest.raises(SkillInvalidError):
        store.read_version("docker-ops", version)


@pytest.mark.parametrize("name", ["never-saved", "Bad#Name", "a#b", ""])
def test_versions_of_an_unknown_name_is_not_found(store: DynamoDBSkillStore, name: str) -> None:
    store.save(make_skill())
    with pytest.raises(SkillNotFoundError):
        store.versions(name)
    with pytest.raises(SkillNotFoundError):
        store.read_version(name, 1)


def test_a_name_prefix_never_leaks_another_names_versions(store: DynamoDBSkillStore) -> None:
    store.save(make_skill("docker"))
    store.save(make_skill("docker-ops"))
    store.save(make_skill("docker-ops"), replace=True)
    assert [e.version for e in store.versions("docker")] == [1]
    assert [e.version for e in store.versions("docker-ops")] == [1, 2]


def test_store_refuses_an_invalid_skill_before_writing(store: DynamoDBSkillStore, ddb: Any) -> None:
    bad = Skill(name="Bad Name", description="d", content="body")
    with pytest.raises(SkillInvalidError):
        store.save(bad)
    with pytest.raises(SkillInvalidError):
        store.save(make_skill(), author="")
    assert all_items(ddb) == []


def test_store_refuses_text_that_cannot_fit_an_item(
    store: DynamoDBSkillStore, ddb: Any, api_calls: list[ApiCall]
) -> None:
    with pytest.raises(SkillTooLargeError, match=str(MAX_STORED_TEXT_BYTES)):
        store.save(make_skill(body="x" * (MAX_STORED_TEXT_BYTES + 1)))
    assert ops(api_calls, "dynamodb") == []
    assert all_items(ddb) == []


def test_store_keeps_text_just_under_its_item_ceiling(store: DynamoDBSkillStore) -> None:
    skill = make_skill(body="x")
    overhead = len(render_skill(skill).encode()) - 1
    body = "x" * (MAX_STORED_TEXT_BYTES - overhead)
    result = store.save(make_skill(body=body))
    assert len(store.read_version("docker-ops", result.version).encode()) == MAX_STORED_TEXT_BYTES


# -- retire ------------------------------------------------------------------------------------
def test_retire_hides_the_name_and_keeps_its_versions(store: DynamoDBSkillStore) -> None:
    store.save(make_skill(body="one"))
    store.save(make_skill(body="two"), replace=True)
    store.save(make_skill("other"))

    retired = store.retire("docker-ops", author="carol")

    entry = retired.changelog[-1]
    assert (retired.version, entry.version, entry.action, entry.author) == (
        2,
        2,
        "retired",
        "carol",
    )
    assert retired.changelog == tuple(store.versions("docker-ops"))
    assert [r.name for r in store.list()] == ["other"]
    assert [(e.version, e.action) for e in store.versions("docker-ops")] == [
        (1, "created"),
        (2, "replaced"),
        (2, "retired"),
    ]
    assert parse_skill(store.read_version("docker-ops", 1)).content == "one"
    assert parse_skill(store.read_version("docker-ops", 2)).content == "two"
    assert create_registry(sources=[store]).names() == ["other"]


def test_retire_of_an_unknown_or_retired_name_is_not_found(store: DynamoDBSkillStore) -> None:
    with pytest.raises(SkillNotFoundError):
        store.retire("docker-ops")
    store.save(make_skill())
    store.retire("docker-ops")
    with pytest.raises(SkillNotFoundError):
        store.retire("docker-ops")
    assert [e.action for e in store.versions("docker-ops")] == ["created", "retired"]


def test_save_after_retire_needs_no_replace_and_continues_numbering(
    store: DynamoDBSkillStore,
) -> None:
    store.save(make_skill(body="one"))
    store.save(make_skill(body="two"), replace=True)
    store.retire("docker-ops")

    result = store.save(make_skill(body="three"))

    assert result.version == 3
    assert [(e.version, e.action) for e in result.changelog] == [
        (1, "created"),
        (2, "replaced"),
        (2, "retired"),
        (3, "created"),
    ]
    [record] = store.list()
    assert record.version == "3"
    assert parse_skill(store.read(record)).content == "three"
    with pytest.raises(SkillCollisionError):
        store.save(make_skill(body="four"))


# -- tenants -------------------------------------------------------------------------------------
def test_tenants_are_isolated_in_one_table(table: str) -> None:
    a = DynamoDBSkillStore(table, tenant="tenant-a")
    b = DynamoDBSkillStore(table, tenant="tenant-b")
    a.save(make_skill(body="from a"))

    assert b.list() == []
    with pytest.raises(SkillNotFoundError):
        b.versions("docker-ops")
    # The same name in another tenant is a first save there, not a collision.
    assert b.save(make_skill(body="from b")).version == 1
    assert parse_skill(a.read_version("docker-ops", 1)).content == "from a"
    assert parse_skill(b.read_version("docker-ops", 1)).content == "from b"


@pytest.mark.parametrize("tenant", ["", "-x", "a b", "a#b", "x" * 129])
def test_invalid_tenant_is_refused(tenant: str) -> None:
    with pytest.raises(SkillInvalidError):
        DynamoDBSkillStore(TABLE, tenant=tenant)


def test_empty_table_name_is_unavailable() -> None:
    with pytest.raises(SkillStoreUnavailableError, match="SKILLS_TABLE"):
        DynamoDBSkillStore("")


# -- call budgets ------------------------------------------------------------------------------
def test_calls_per_operation(store: DynamoDBSkillStore, api_calls: list[ApiCall]) -> None:
    store.save(make_skill())
    assert ops(api_calls, "dynamodb") == ["GetItem", "TransactWriteItems"]
    api_calls.clear()
    # The changelog is read before the write, never after: a read failing after the commit
    # cannot turn a stored write into an error.
    store.save(make_skill(body="v2"), replace=True)
    assert ops(api_calls, "dynamodb") == ["GetItem", "Query", "TransactWriteItems"]
    api_calls.clear()
    store.list()
    assert ops(api_calls, "dynamodb") == ["Query"]
    api_calls.clear()
    store.read_version("docker-ops", 1)
    assert ops(api_calls, "dynamodb") == ["GetItem"]
    api_calls.clear()
    store.retire("docker-ops")
    assert ops(api_calls, "dynamodb") == ["GetItem", "Query", "TransactWriteItems"]


def _item_size(item: dict[str, Any]) -> int:
    """DynamoDB's item size: attribute names plus values (UTF-8), numbers ~ their digits,
    maps the size of their entries plus 3 bytes."""
    total = 0
    for key, value in item.items():
        total += len(key.encode())
        (kind, raw), *_ = value.items()
        if kind in ("S", "N"):
            total += len(str(raw).encode())
        elif kind == "M":
            total += 3 + _item_size(raw)
    return total


def _clone_heads(ddb: Any, store: DynamoDBSkillStore, count: int, description: str) -> int:
    """Save one real skill, then write ``count - 1`` heads shaped exactly like its head
    (moto is slow at 1,000 transactions; the listing only reads heads). Returns the size of
    one head item in bytes."""
    store.save(make_skill("skill-0000", description=description))
    head = ddb.get_item(
        TableName=TABLE,
        Key={"pk": {"S": f"TENANT#{TENANT}"}, "sk": {"S": "SKILL#skill-0000"}},
    )["Item"]
    requests = []
    for index in range(1, count):
        name = f"skill-{index:04d}"
        clone = dict(head)
        clone["sk"] = {"S": f"SKILL#{name}"}
        clone["name"] = {"S": name}
        served = head["served"]["M"]["1"]["M"]
        fm = served["fm"]["S"].replace("skill-0000", name)
        clone["served"] = {"M": {"1": {"M": {**served, "fm": {"S": fm}}}}}
        requests.append({"PutRequest": {"Item": clone}})
    for start in range(0, len(requests), 25):
        ddb.batch_write_item(RequestItems={TABLE: requests[start : start + 25]})
    return _item_size(head)


@pytest.mark.parametrize(
    ("description_chars", "max_pages"),
    [(200, 1), (900, 2)],
    ids=["typical-frontmatter", "1KiB-frontmatter"],
)
def test_a_thousand_skills_list_in_one_or_two_query_pages(
    store: DynamoDBSkillStore,
    ddb: Any,
    api_calls: list[ApiCall],
    description_chars: int,
    max_pages: int,
) -> None:
    description = ("Use when testing catalogs. " * 40)[:description_chars].strip()
    head_bytes = _clone_heads(ddb, store, 1000, description)
    # Version and changelog items in the same partition do not count towards head pages.
    store.save(make_skill("skill-0000", body="y" * 300_000), replace=True)

    api_calls.clear()
    records = store.list()

    pages = ops(api_calls, "dynamodb")
    assert set(pages) == {"Query"}
    assert len(records) == 1000
    assert len({r.name for r in records}) == 1000
    assert len(pages) <= max_pages
    kib = head_bytes * 1000 // 1024
    print(f"\n1,000 heads of ~{head_bytes} B (~{kib} KiB): {len(pages)} page(s)")


def test_listing_follows_every_page(
    store: DynamoDBSkillStore, ddb: Any, api_calls: list[ApiCall]
) -> None:
    # 40 KiB of frontmatter per head: 1 MB pages hold ~24 of them.
    _clone_heads(ddb, store, 60, "Big. " + "word " * 200)
    big = "\n".join(f"k{i}: {'v' * 400}" for i in range(100))
    for item in all_items(ddb):
        if _sk(item).startswith("SKILL#"):
            served = item["served"]["M"]["1"]["M"]
            served["fm"] = {"S": served["fm"]["S"] + big + "\n"}
            ddb.put_item(TableName=TABLE, Item=item)
    api_calls.clear()
    records = store.list()
    assert len(ops(api_calls, "dynamodb")) >= 3  # ~2.5 MB of heads
    assert sorted(r.name for r in records) == [f"skill-{i:04d}" for i in range(60)]


# -- unavailable stores ------------------------------------------------------------------------
def test_missing_table_is_unavailable_for_every_operation(
    ddb: Any, caplog: pytest.LogCaptureFixture
) -> None:
    missing = DynamoDBSkillStore("no-such-table", label="tenant-store")
    for call in (
        missing.list,
        lambda: missing.save(make_skill()),
        lambda: missing.versions("docker-ops"),
        lambda: missing.read_version("docker-ops", 1),
        lambda: missing.retire("docker-ops"),
    ):
        with pytest.raises(SkillStoreUnavailableError) as info:
            call()
        assert info.value.code == "SKILL_STORE_UNAVAILABLE"
        # The caller learns which store; the table and the AWS error go to the logs only.
        assert '"tenant-store"' in info.value.message
        assert "no-such-table" not in info.value.message
        assert "ResourceNotFoundException" not in info.value.message
    assert "no-such-table" in caplog.text and "ResourceNotFoundException" in caplog.text


def test_registry_fails_open_on_a_missing_table(ddb: Any) -> None:
    missing = DynamoDBSkillStore("no-such-table", label="tenant-store")
    inline = InlineSource([make_skill("kept")], label="other")
    registry = create_registry(sources=[inline, missing])
    assert registry.names() == ["kept"]
    assert len(registry.warnings) == 1
    assert '"tenant-store"' in registry.warnings[0]
    assert "no-such-table" not in registry.warnings[0]
    assert "ResourceNotFoundException" not in registry.warnings[0]


@pytest.mark.parametrize(
    "code", ["AccessDeniedException", "UnrecognizedClientException", "InternalServerError"]
)
def test_client_errors_become_unavailable_without_aws_detail(
    code: str, caplog: pytest.LogCaptureFixture
) -> None:
    client = boto3.client(
        "dynamodb",
        region_name=REGION,
        aws_access_key_id="x",
        aws_secret_access_key="x",
    )
    stubber = Stubber(client)
    secret_detail = "User: arn:aws:iam::123456789012:user/secret is not authorized"
    stubber.add_client_error("query", service_error_code=code, service_message=secret_detail)
    store = DynamoDBSkillStore(TABLE, client=client, label="tenant-store")
    with stubber, pytest.raises(SkillStoreUnavailableError) as info:
        store.list()
    assert '"tenant-store"' in info.value.message
    for detail in (code, TABLE, "123456789012", "arn:aws:"):
        assert detail not in info.value.message
    assert code in caplog.text and TABLE in caplog.text


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_unreachable_endpoint_fails_fast() -> None:
    client = boto3.client(
        "dynamodb",
        region_name=REGION,
        endpoint_url=f"http://127.0.0.1:{_closed_port()}",
        config=CLIENT_CONFIG,
    )
    sends: list[str] = []
    client.meta.events.register(
        "before-send.dynamodb.*", lambda **kw: sends.append(kw["event_name"])
    )
    store = DynamoDBSkillStore(TABLE, client=client)
    with pytest.raises(SkillStoreUnavailableError, match="unavailable"):
        store.save(make_skill())
    # Bounded, not timed: 1 s connect / 3 s read timeouts, and botocore's retries
    # "max_attempts" counts retries, so the first call is tried 1 + 2 times and then it fails.
    assert client.meta.config.connect_timeout == 1 and client.meta.config.read_timeout == 3
    assert sends == ["before-send.dynamodb.GetItem"] * 3


def test_no_client_is_created_before_first_use(api_calls: list[ApiCall]) -> None:
    store = DynamoDBSkillStore(TABLE)
    assert store._calls._client is None
    assert api_calls == []
