"""The links' store on moto: a create that botocore resends after its reply was lost (the
first attempt landed, so the transaction's conditions now fail) is answered as created; a
real clash is a clear 503, never an unhandled error (schemathesis found the 500)."""

from __future__ import annotations

from typing import Any

import pytest

from skills_core.aws.store.dynamodb_links import DynamoDBLinks
from skills_core.distribution.links import Link
from skills_core.errors import SkillStoreUnavailableError
from tests.aws.dynamo_fixtures import TABLE, all_items

LINK = Link("acme", "lnk_0123456789abcdef", "production", "2026-12-02T00:00:00.000Z")


def test_a_resent_create_whose_first_attempt_landed_is_created(table: str, ddb: Any) -> None:
    links = DynamoDBLinks(TABLE, client=ddb)
    links.create(LINK, "a" * 64)
    links.create(LINK, "a" * 64)  # what botocore's retry of the same request does
    assert len(all_items(ddb)) == 2
    assert [link.id for link in links.list("acme")] == [LINK.id]


def test_a_clash_with_another_link_is_unavailable_and_changes_nothing(table: str, ddb: Any) -> None:
    links = DynamoDBLinks(TABLE, client=ddb)
    links.create(LINK, "a" * 64)
    before = all_items(ddb)
    with pytest.raises(SkillStoreUnavailableError, match="nothing was shared"):
        links.create(LINK, "b" * 64)
    assert all_items(ddb) == before
