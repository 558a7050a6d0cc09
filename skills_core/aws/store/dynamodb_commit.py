"""The one write loop of the DynamoDB store: plan, commit in one ``TransactWriteItems``,
recognise. A lost race re-plans from a fresh read (with full-jitter backoff); a commit whose
reply was lost, or whose botocore retry failed its own condition, is recognised by the write
id its changelog item carries, so every write is applied and reported exactly once (SPEC §5).
Nothing is read after a commit except that one changelog item, and only when the outcome is
in doubt. When the deployment keeps catalog snapshots, each transaction also puts the name's
catalog overlay item (one item per name: no item every writer touches); the snapshot itself is
folded later from the table's stream."""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Any, TypeVar

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.catalog_overlay import CatalogOverlay
from skills_core.aws.store.dynamodb_calls import Ambiguous, Conflict, StoreCalls
from skills_core.aws.store.dynamodb_idempotency import IdempotencyRecords
from skills_core.aws.store.dynamodb_writes import Plan, StaleRead
from skills_core.errors import SkillError, SkillStoreUnavailableError
from skills_core.idempotency import Idempotency
from skills_core.sources.stored import replayed

logger = logging.getLogger("skills_core")

R = TypeVar("R")


class WriteLoop:
    """Commits the plans of one tenant's partition. ``overlay`` (when the deployment keeps
    catalog snapshots) adds the name's overlay item to each transaction."""

    #: Attempts of a conditional write that keeps losing races, with full-jitter backoff.
    max_attempts = 10
    backoff_base = 0.02
    backoff_cap = 0.4

    def __init__(
        self,
        calls: StoreCalls,
        pk: str,
        *,
        label: str,
        tenant: str,
        idempotency: IdempotencyRecords,
        overlay: CatalogOverlay | None,
    ) -> None:
        self._calls = calls
        self._pk = pk
        self.label = label
        self.tenant = tenant
        self.idempotency = idempotency
        self.overlay = overlay

    def run(
        self,
        name: str,
        plan_once: Callable[[], Plan[R]],
        idempotency: Idempotency | None,
        decode: Callable[[dict[str, Any]], R],
        *,
        looked_up: bool = False,
    ) -> R:
        """Plan, commit, recognise: every operation of the store writes through here.
        ``looked_up``: the caller found no record for ``idempotency`` already (one lookup per
        request); a lost race still looks, since a concurrent twin may have won."""
        if idempotency is not None and not looked_up:
            recorded = self.idempotency.lookup(idempotency)
            if recorded is not None:
                return replayed(decode(recorded))
        for attempt in range(self.max_attempts):
            try:
                plan = plan_once()
            except StaleRead:
                self._backoff(attempt)
                continue
            if not plan.items:  # nothing to change (a review into the same state)
                return plan.result
            transaction = list(plan.items)
            if self.overlay is not None and plan.change is not None:
                change = plan.change
                record = self.overlay.record(change.head, plan.wid, change.written)
                transaction.append(self.overlay.put(record))
            if idempotency is not None:
                transaction.append(self.idempotency.put(idempotency, plan.result_dict()))
            try:
                self._calls.transact(transaction)
            except Conflict as conflict:
                applied = self._applied(name, plan)
                if applied is None:  # cannot tell: never report a possibly stored write as lost
                    raise self._unknown(name) from conflict
                if applied:
                    return plan.result
                if idempotency is not None and conflict.reasons[-1:] == ["ConditionalCheckFailed"]:
                    recorded = self.idempotency.lookup(idempotency)
                    if recorded is not None:  # a concurrent twin of this request won
                        return replayed(decode(recorded))
                logger.info(
                    'Write of "%s" in %s lost a race (attempt %d); re-reading',
                    name,
                    self._calls.table_name,
                    attempt + 1,
                )
                self._backoff(attempt)
                continue
            except Ambiguous as lost:
                applied = self._applied(name, plan)
                if applied:
                    logger.info('Write of "%s" was applied although its reply was lost', name)
                    return plan.result
                if applied is None:
                    raise self._unknown(name) from lost
                raise self._calls.unavailable() from lost
            logger.info(
                'Wrote "%s" (%s) to table %s, tenant %s',
                name,
                plan.action,
                self._calls.table_name,
                self.tenant,
            )
            return plan.result
        raise SkillStoreUnavailableError(
            f'Skill store "{self.label}": writing "{name}" kept conflicting with concurrent '
            f"writes after {self.max_attempts} attempts; retry."
        )

    def _applied(self, name: str, plan: Plan[Any]) -> bool | None:
        """Whether this plan's write is in the table (its changelog item carries its id);
        ``None`` when even that cannot be read."""
        try:
            item = self._calls.get(items.key(self._pk, items.log_sk(name, plan.seq)), {"#w": "wid"})
        except SkillError:
            return None
        return item is not None and item.get("wid", {}).get("S") == plan.wid

    def _unknown(self, name: str) -> SkillStoreUnavailableError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}" stopped answering while writing "{name}": the write may '
            "or may not have been stored. Retry with the same Idempotency-Key (it is applied at "
            "most once), or read the skill's versions before writing again."
        )

    def _backoff(self, attempt: int) -> None:
        time.sleep(random.uniform(0, min(self.backoff_cap, self.backoff_base * 2**attempt)))  # noqa: S311


__all__ = ["WriteLoop", "replayed"]
