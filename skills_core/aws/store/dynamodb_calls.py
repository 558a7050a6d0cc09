"""DynamoDB calls for the store, with one error translation: a lost race is :class:`Conflict`,
a reply that may have been lost after the write was applied is :class:`Ambiguous`, an item
over 400 KB is ``SKILL_TOO_LARGE``, anything else is ``SKILL_STORE_UNAVAILABLE``. Messages a
caller sees name the store's label only; the table, the AWS error code and its text go to the
logs (they can carry ARNs)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code
from skills_core.errors import SkillStoreUnavailableError, SkillTooLargeError

logger = logging.getLogger("skills_core")

#: ``BatchWriteItem`` takes at most 25 requests (``BatchGetItem`` 100 keys).
WRITE_BATCH = 25
#: Rounds of resending unprocessed items (throttling) before giving up.
MAX_ROUNDS = 8

#: Cancellation reasons that mean "someone else wrote first": re-read and try again.
_CONFLICT_REASONS = frozenset({"ConditionalCheckFailed", "TransactionConflict"})
_RETRYABLE_REASONS = _CONFLICT_REASONS | {"ThrottlingError", "ProvisionedThroughputExceeded"}
#: Failures after which a write may or may not have been applied.
_AMBIGUOUS_CODES = frozenset(
    {"InternalServerError", "ServiceUnavailable", "ThrottlingException", "RequestLimitExceeded"}
)


class Conflict(Exception):
    """A conditional write lost a race. ``reasons`` are the cancellation reasons of a
    transaction, one per item (``None`` where the item was fine)."""

    def __init__(self, reasons: list[str | None]) -> None:
        super().__init__(",".join(r or "None" for r in reasons))
        self.reasons = reasons


class Ambiguous(Exception):
    """The request failed in a way that does not tell whether it was applied (a timeout, a
    dropped connection, a 5xx after botocore's retries): the caller must look."""


class StoreCalls:
    """The client of one store and its translated calls."""

    def __init__(self, table_name: str, label: str, client: Any = None) -> None:
        self.table_name = table_name
        self.label = label
        self._client = client

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("dynamodb")
        return self._client

    def unavailable(self) -> SkillStoreUnavailableError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}" is unavailable right now; nothing was changed by this '
            "request. Try again later; if it persists, the operator should check the store "
            "(its table, region and permissions) in the function's logs."
        )

    def too_large(self) -> SkillTooLargeError:
        return SkillTooLargeError(
            f'Skill store "{self.label}": the skill does not fit one store item (400 KB); '
            "shorten it"
        )

    def call(self, operation: str, *, write: bool = False, **params: Any) -> dict[str, Any]:
        """One API call. ``write``: failures that may hide an applied write are
        :class:`Ambiguous` instead of unavailable."""
        try:
            response: dict[str, Any] = getattr(self.client, operation)(**params)
        except ClientError as exc:
            code = error_code(exc) or "ClientError"
            if code == "TransactionCanceledException":
                reasons = [
                    (str(r.get("Code")) if r.get("Code") not in (None, "None") else None)
                    for r in exc.response.get("CancellationReasons", [])
                    if isinstance(r, dict)
                ]
                if any(r in _RETRYABLE_REASONS for r in reasons):
                    raise Conflict(reasons) from exc
                if "ValidationError" in reasons:
                    raise self.too_large() from exc
            if code == "ConditionalCheckFailedException":
                raise Conflict(["ConditionalCheckFailed"]) from exc
            message = str(exc.response.get("Error", {}).get("Message", ""))
            if code == "ValidationException" and "size" in message.lower():
                raise self.too_large() from exc
            self._log(operation, code, message)
            if write and code in _AMBIGUOUS_CODES:
                raise Ambiguous(code) from exc
            raise self.unavailable() from exc
        except BotoCoreError as exc:
            code = type(exc).__name__
            self._log(operation, code, str(exc))
            if write:
                raise Ambiguous(code) from exc
            raise self.unavailable() from exc
        return response

    def _log(self, operation: str, code: str, message: str) -> None:
        logger.warning(
            "DynamoDB %s on table %s failed: %s %s", operation, self.table_name, code, message
        )

    def query_all(self, **params: Any) -> list[dict[str, Any]]:
        """Every item of a Query, following ``LastEvaluatedKey`` (consistent reads)."""
        items: list[dict[str, Any]] = []
        start: dict[str, Any] | None = None
        while True:
            page_params = dict(params, TableName=self.table_name, ConsistentRead=True)
            if start is not None:
                page_params["ExclusiveStartKey"] = start
            page = self.call("query", **page_params)
            items.extend(page.get("Items", []))
            start = page.get("LastEvaluatedKey")
            if not start:
                return items

    def get(
        self, key: dict[str, Any], names: dict[str, str], *, table: str | None = None
    ) -> dict[str, Any] | None:
        """One consistent GetItem projecting the aliased attributes of ``names``."""
        item: dict[str, Any] | None = self.call(
            "get_item",
            TableName=table or self.table_name,
            Key=key,
            ConsistentRead=True,
            ProjectionExpression=", ".join(names),
            ExpressionAttributeNames=names,
        ).get("Item")
        return item

    def transact(self, items: list[dict[str, Any]]) -> None:
        self.call("transact_write_items", write=True, TransactItems=items)


__all__ = ["Ambiguous", "Conflict", "StoreCalls"]


def write_batches(
    send: Callable[[dict[str, Any]], dict[str, Any]],
    table: str,
    requests: Sequence[dict[str, Any]],
) -> bool:
    """Send ``requests`` (``PutRequest``/``DeleteRequest``) in ``BatchWriteItem`` calls of 25
    through ``send`` (which gets ``RequestItems``), resending what DynamoDB left unprocessed
    with a growing pause; ``False`` when some stayed unprocessed after ``MAX_ROUNDS``."""
    for start in range(0, len(requests), WRITE_BATCH):
        request: dict[str, Any] = {table: list(requests[start : start + WRITE_BATCH])}
        for round_number in range(MAX_ROUNDS):
            request = send(request).get("UnprocessedItems") or {}
            if not request:
                break
            time.sleep(min(0.05 * 2**round_number, 1.0))
        else:
            return False
    return True
