"""Bulk import into one tenant's partition (SPEC §11: 10,000 skills in at most 2,000 calls).

The items are the store's own (:func:`skills_core.aws.store.dynamodb_writes.plan` builds them, as a
save would: head, version 1, changelog entry 1), written with ``BatchWriteItem`` 25 at a time
instead of one transaction per skill. ``BatchWriteItem`` takes no conditions, so only names the
store had no head for a moment before are written this way: the import reads the heads of
each chunk of 100 (one consistent ``BatchGetItem``) right before its writes, and a chunk writes
its versions and changelog entries first and its heads last, so a head is never visible before
its version. A concurrent save of the same new name inside that window is the one lost-update
risk of this path; an import is a seeding operation, and the README says so. Names that exist
go through the store's conditional save.

An interrupted import leaves, at worst, versions and changelog entries of one chunk without
their heads: rerunning it writes them again (same keys) with the heads."""

from __future__ import annotations

import time
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_calls import (
    MAX_ROUNDS,
    StoreCalls,
    write_batches,
)
from skills_core.aws.store.dynamodb_items import Item
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.dynamodb_writes import WriteContext, plan
from skills_core.aws.store.store_rebuild import GET_BATCH, make_store_current
from skills_core.aws.store.table_schema import SORT_KEY
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance import history
from skills_core.governance.history import SkillHistory
from skills_core.sources.bulk import Prepared
from skills_core.sources.stored import new_version


class DynamoDBImportTarget:
    """The bulk side of a :class:`DynamoDBSkillStore` (see the module)."""

    def __init__(self, store: DynamoDBSkillStore) -> None:
        self.store = store
        self.label = store.label
        self._calls = StoreCalls(store.table_name, store.label, store.client)
        self._pk = items.tenant_pk(store.tenant)
        #: Full texts of what this import wrote, by name (the derived state's bodies).
        self.texts: dict[str, tuple[int, str]] = {}

    # -- reads ---------------------------------------------------------------------------
    def heads_of(self, names: Sequence[str]) -> Mapping[str, SkillHistory]:
        """The heads of ``names`` that exist (consistent ``BatchGetItem``, 100 a call)."""
        found: dict[str, SkillHistory] = {}
        for start in range(0, len(names), GET_BATCH):
            keys = [items.key(self._pk, items.head_sk(n)) for n in names[start : start + GET_BATCH]]
            for item in self._batch_get(keys):
                head = items.history_from_item(item)
                found[head.name] = head
        return found

    def _batch_get(self, keys: list[Item]) -> list[Item]:
        table = self.store.table_name
        request: dict[str, Any] = {table: {"Keys": keys, "ConsistentRead": True}}
        got: list[Item] = []
        for round_number in range(MAX_ROUNDS):
            response = self._calls.call("batch_get_item", RequestItems=request)
            got.extend(response.get("Responses", {}).get(table, []))
            request = response.get("UnprocessedKeys") or {}
            if not request:
                return got
            time.sleep(min(0.05 * 2**round_number, 1.0))
        raise self._throttled()

    # -- writes --------------------------------------------------------------------------
    def add_new(self, skills: Sequence[Prepared], *, author: str | None) -> None:
        """Write ``skills`` (a chunk of names whose heads were absent a moment ago): their
        versions and changelog entries first, then their heads."""
        firsts: list[Item] = []
        heads: list[Item] = []
        for prepared in skills:
            head, rest = self._items(prepared, author)
            heads.append(head)
            firsts.extend(rest)
        self._batch_write(firsts)
        self._batch_write(heads)

    def _items(self, prepared: Prepared, author: str | None) -> tuple[Item, list[Item]]:
        """The head item and the other items a first save of ``prepared`` writes."""
        name, written = new_version(prepared.skill, self.label, self.store.location)
        ctx = WriteContext(
            self.store.table_name,
            self._pk,
            self.label,
            self.store.default_label,
            self.store.location,
            uuid.uuid4().hex,
            items.now(),
        )
        transition = history.save(
            ctx.store,
            None,
            [],
            written,
            name=name,
            status=prepared.decision.status,
            draft=False,
            replace=False,
            author=author,
            findings=prepared.decision.findings,
        )
        planned = plan(ctx, None, transition, findings=prepared.decision.findings)
        puts = [entry["Put"]["Item"] for entry in planned.items]
        head_sk = items.head_sk(name)
        head = next(p for p in puts if p[SORT_KEY]["S"] == head_sk)
        self.texts[name] = (1, written.text)
        return head, [p for p in puts if p is not head]

    def _batch_write(self, puts: list[Item]) -> None:
        def send(request: dict[str, Any]) -> dict[str, Any]:
            return self._calls.call("batch_write_item", write=True, RequestItems=request)

        requests = [{"PutRequest": {"Item": item}} for item in puts]
        if not write_batches(send, self.store.table_name, requests):
            raise self._throttled()

    def save_one(self, prepared: Prepared, *, replace: bool, author: str | None) -> None:
        result = self.store.save(
            prepared.skill,
            replace=replace,
            author=author,
            status=prepared.decision.status,
            findings=prepared.decision.findings,
        )
        self.texts.pop(result.name, None)  # the store's own write kept the snapshot current

    def make_current(self, written: Mapping[str, str]) -> str:
        return make_store_current(self.store, self.texts)

    def _throttled(self) -> SkillStoreUnavailableError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}" kept refusing batch requests (throttled); what was '
            "written stays; run the import again to finish it."
        )


__all__ = ["DynamoDBImportTarget"]
