"""AWS calls per request, counted globally (every client, the code's own included).

Budget for one S3 source of 200 skills (fresh index) and a store of 200 skills: a cold
catalog makes one ListObjectsV2 page and one index GetObject per S3 source plus one or two
Query pages; a warm catalog makes no GetObject at all; an activation after a warm catalog makes
one GetObject (S3 skill) or one GetItem (store skill)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from skills_core import (
    DynamoDBSkillStore,
    S3SkillSource,
    build_skill_catalog,
    create_registry,
    use_skill,
)
from skills_core.aws.s3_index import build_index, index_key
from skills_core.aws.table_schema import create_table_kwargs
from skills_core.compose.loading import define_skill
from skills_core.format.frontmatter import split_frontmatter

from .conftest import ApiCall

BUCKET = "budget-bucket"
TABLE = "budget-table"
PREFIX = "global/"
COUNT = 200


def s3_text(i: int) -> str:
    return (
        f"---\nname: s3-skill-{i:03d}\ndescription: S3 skill {i}. Use when case {i} applies.\n"
        f"tags: [bench]\n---\n# S3 skill {i}\n\n" + "Do the thing carefully. " * 40
    )


@pytest.fixture
def world(
    s3_client: Any, put_object: Callable[[str, str, str | bytes], str]
) -> tuple[S3SkillSource, DynamoDBSkillStore]:
    import boto3

    s3_client.create_bucket(Bucket=BUCKET)
    entries: dict[str, tuple[str, str | None]] = {}
    for i in range(COUNT):
        rel = f"s3-skill-{i:03d}/SKILL.md"
        text = s3_text(i)
        etag = put_object(BUCKET, PREFIX + rel, text)
        entries[rel] = (etag, split_frontmatter(text).frontmatter)
    put_object(BUCKET, index_key(PREFIX), build_index(entries))
    boto3.client("dynamodb", region_name="us-east-1").create_table(**create_table_kwargs(TABLE))
    store = DynamoDBSkillStore(TABLE, tenant="acme", label="store")
    for i in range(COUNT):
        store.save(define_skill(f"store-skill-{i:03d}", f"Store skill {i}", "Store body $1."))
    return S3SkillSource(BUCKET, PREFIX, label="s3:global"), store


def ops(calls: list[ApiCall]) -> Counter[str]:
    return Counter(op for _, op, _ in calls)


def test_catalog_and_activation_call_budget(
    world: tuple[S3SkillSource, DynamoDBSkillStore], api_calls: list[ApiCall]
) -> None:
    source, store = world
    api_calls.clear()

    cold = create_registry(sources=[source, store])
    catalog = build_skill_catalog(cold.metadata())
    assert len(cold.names()) == 2 * COUNT and cold.warnings == []
    assert catalog.count("\n- ") == 2 * COUNT
    cold_ops = ops(api_calls)
    print(f"\ncold catalog: {dict(cold_ops)}")
    assert cold_ops["ListObjectsV2"] == 1
    assert cold_ops["GetObject"] == 1  # the index only: no skill object is read
    assert 1 <= cold_ops["Query"] <= 2
    assert set(cold_ops) == {"ListObjectsV2", "GetObject", "Query"}

    api_calls.clear()
    warm = create_registry(sources=[S3SkillSource(BUCKET, PREFIX, label="s3:global"), store])
    build_skill_catalog(warm.metadata())
    warm_ops = ops(api_calls)
    print(f"warm catalog: {dict(warm_ops)}")
    assert warm_ops["GetObject"] == 0
    assert warm_ops["ListObjectsV2"] == 1 and 1 <= warm_ops["Query"] <= 2

    api_calls.clear()
    assert "S3 skill 7" not in use_skill(warm, "s3-skill-007", ["x"])[:20]
    s3_activation = ops(api_calls)
    print(f"activation of an S3 skill: {dict(s3_activation)}")
    assert s3_activation == Counter({"GetObject": 1})

    api_calls.clear()
    assert "Store body x." in use_skill(warm, "store-skill-007", ["x"])
    store_activation = ops(api_calls)
    print(f"activation of a store skill: {dict(store_activation)}")
    assert store_activation == Counter({"GetItem": 1})

    api_calls.clear()
    use_skill(warm, "store-skill-007", ["y"])  # the body is in the registry's LRU now
    assert ops(api_calls) == Counter()


def test_s3_discovery_never_reads_bodies_without_an_index(
    s3_client: Any, put_object: Callable[[str, str, str | bytes], str], api_calls: list[ApiCall]
) -> None:
    s3_client.create_bucket(Bucket=BUCKET)
    for i in range(20):
        put_object(BUCKET, f"{PREFIX}s3-skill-{i:03d}/SKILL.md", s3_text(i))
    api_calls.clear()
    registry = create_registry(sources=[S3SkillSource(BUCKET, PREFIX)])
    assert len(registry.names()) == 20
    gets = [params for _, op, params in api_calls if op == "GetObject"]
    assert len(gets) == 20
    assert all(params.get("Range", "").startswith("bytes=0-") for params in gets)
