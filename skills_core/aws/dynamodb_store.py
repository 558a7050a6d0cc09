"""A versioned, writable skill store in one DynamoDB table partitioned by tenant.

Item design (keys in :mod:`skills_core.table_schema`), all under ``pk = "TENANT#<tenant>"``:

- head ``sk = "SKILL#<name>"``: ``name``, ``frontmatter`` (the raw frontmatter text),
  ``version`` (N, current), ``status`` (``active`` | ``retired``), ``updated`` (ISO-8601 UTC),
  ``log_count`` (N, changelog length). Heads stay small so the catalog of a tenant with 1,000
  skills is one or two Query pages (the 1 MB page limit counts items before projection).
- version ``sk = "VER#<name>#<version:010d>"``: ``name``, ``version``, ``content`` (the full
  SKILL.md text), ``time``, ``author``. Written once, never changed: every version stays
  readable.
- changelog ``sk = "LOG#<name>#<n:010d>"``: ``name``, ``seq``, ``version``, ``action``,
  ``time``, ``author``. Small, so ``versions()`` never reads a body.

Changelog actions: ``created`` (a save while the name has no active version: the first
save, or a save after ``retire``), ``replaced`` (``replace=True`` over an active version),
``retired``. Every write is conditional: a new head on ``attribute_not_exists``, a head update
on the version and changelog length it was read with, a version or changelog item on
``attribute_not_exists``, all in one ``TransactWriteItems`` so concurrent writers never lose an
update. Reads are consistent, so a read right after a write sees it.
"""

from __future__ import annotations

import builtins
import logging
import random
import re
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code
from skills_core.aws.table_schema import (
    HEAD_PREFIX,
    LOG_PREFIX,
    NUMBER_WIDTH,
    PARTITION_KEY,
    SORT_KEY,
    TENANT_PREFIX,
    VERSION_PREFIX,
)
from skills_core.errors import (
    SkillCollisionError,
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import NAME_RE, validate_name
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.render import render_skill
from skills_core.model import ChangelogEntry, SaveResult, Skill, SkillRecord

logger = logging.getLogger("skills_core")

TENANT_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}")
#: DynamoDB items are at most 400 KB (read as 400,000 bytes to be safe); the other attributes
#: of a version item (keys, time, an author of at most 256 characters) take under 1,500 bytes.
MAX_STORED_TEXT_BYTES = 398_000
MAX_AUTHOR_CHARS = 256

ACTIVE = "active"
RETIRED = "retired"
ACTION_CREATED = "created"
ACTION_REPLACED = "replaced"
ACTION_RETIRED = "retired"

#: Cancellation reasons that mean "someone else wrote first": re-read and try again.
_CONFLICT_REASONS = frozenset({"ConditionalCheckFailed", "TransactionConflict"})
_RETRYABLE_REASONS = _CONFLICT_REASONS | {"ThrottlingError", "ProvisionedThroughputExceeded"}

# Reserved words (name, status, version...) are always aliased.
_NAMES = {
    "#pk": PARTITION_KEY,
    "#sk": SORT_KEY,
    "#n": "name",
    "#fm": "frontmatter",
    "#v": "version",
    "#s": "status",
    "#u": "updated",
    "#lc": "log_count",
    "#c": "content",
}


def _now() -> str:
    """ISO-8601 UTC with milliseconds (tests may patch this)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _s(value: str) -> dict[str, str]:
    return {"S": value}


def _n(value: int) -> dict[str, str]:
    return {"N": str(value)}


def _number(value: int) -> str:
    return f"{value:0{NUMBER_WIDTH}d}"


@dataclass(frozen=True)
class _Head:
    version: int
    status: str
    log_count: int

    @property
    def active(self) -> bool:
        return self.status == ACTIVE


class _Conflict(Exception):
    """A transaction lost a race (a condition failed or another transaction overlapped)."""


class DynamoDBSkillStore:
    """Skills of one tenant in a shared table. ``client`` is a low-level DynamoDB client;
    when omitted the shared one from :func:`skills_core.aws.client` is created on first use
    (short timeouts, bounded retries)."""

    #: Attempts of a conditional write that keeps losing races, with full-jitter backoff.
    max_attempts = 10
    backoff_base = 0.02
    backoff_cap = 0.4

    def __init__(
        self,
        table_name: str,
        *,
        tenant: str = "default",
        label: str = "dynamodb",
        client: Any = None,
    ) -> None:
        if not isinstance(table_name, str) or not table_name.strip():
            raise SkillStoreUnavailableError(
                "No DynamoDB table configured for the skill store; set SKILLS_TABLE"
            )
        if not isinstance(tenant, str) or not TENANT_RE.fullmatch(tenant):
            raise SkillInvalidError(
                f"invalid tenant {tenant!r}: use 1-128 letters, digits, '_' or '-', "
                "starting with a letter or digit"
            )
        self.table_name = table_name
        self.tenant = tenant
        self.label = label
        self._client = client
        self._pk = f"{TENANT_PREFIX}{tenant}"

    def __repr__(self) -> str:
        return f"DynamoDBSkillStore({self.table_name!r}, tenant={self.tenant!r})"

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("dynamodb")
        return self._client

    # -- keys ------------------------------------------------------------------------------
    def _key(self, sort_key: str) -> dict[str, dict[str, str]]:
        return {PARTITION_KEY: _s(self._pk), SORT_KEY: _s(sort_key)}

    @staticmethod
    def _head_sk(name: str) -> str:
        return f"{HEAD_PREFIX}{name}"

    @staticmethod
    def _version_sk(name: str, version: int) -> str:
        return f"{VERSION_PREFIX}{name}#{_number(version)}"

    @staticmethod
    def _log_sk(name: str, seq: int) -> str:
        return f"{LOG_PREFIX}{name}#{_number(seq)}"

    def location(self, name: str) -> str:
        return f"dynamodb://{self.table_name}/{self.tenant}/{name}"

    # -- AWS calls -------------------------------------------------------------------------
    def _call(self, operation: str, **params: Any) -> dict[str, Any]:
        """One API call; every failure that is not a lost race becomes a ``SkillError`` that
        names the table and the AWS error code (never the AWS message: it may carry ARNs)."""
        try:
            response: dict[str, Any] = getattr(self.client, operation)(**params)
        except ClientError as exc:
            code = error_code(exc) or "ClientError"
            if code == "TransactionCanceledException":
                reasons = [
                    str(r.get("Code"))
                    for r in exc.response.get("CancellationReasons", [])
                    if isinstance(r, dict)
                ]
                if any(r in _RETRYABLE_REASONS for r in reasons):
                    raise _Conflict(",".join(reasons)) from exc
                if "ValidationError" in reasons:
                    raise self._too_large() from exc
            if code == "ConditionalCheckFailedException":
                raise _Conflict(code) from exc
            message = str(exc.response.get("Error", {}).get("Message", ""))
            if code == "ValidationException" and "size" in message.lower():
                raise self._too_large() from exc
            logger.warning("DynamoDB %s on table %s failed: %s", operation, self.table_name, code)
            raise self._unavailable(code) from exc
        except BotoCoreError as exc:
            code = type(exc).__name__
            logger.warning("DynamoDB %s on table %s failed: %s", operation, self.table_name, code)
            raise self._unavailable(code) from exc
        return response

    def _unavailable(self, code: str) -> SkillStoreUnavailableError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}" is unavailable: DynamoDB table "{self.table_name}" '
            f"returned {code}. Check that the table exists in this region and that the "
            "function may read and write it."
        )

    def _too_large(self) -> SkillTooLargeError:
        return SkillTooLargeError(
            f'Skill store "{self.label}": the item does not fit a DynamoDB item (400 KB); '
            "shorten the skill"
        )

    def _query_all(self, **params: Any) -> list[dict[str, Any]]:
        """Every item of a Query, following ``LastEvaluatedKey`` (consistent reads)."""
        items: list[dict[str, Any]] = []
        start: dict[str, Any] | None = None
        while True:
            page_params = dict(params, TableName=self.table_name, ConsistentRead=True)
            if start is not None:
                page_params["ExclusiveStartKey"] = start
            page = self._call("query", **page_params)
            items.extend(page.get("Items", []))
            start = page.get("LastEvaluatedKey")
            if not start:
                return items

    def _get(self, sort_key: str, *aliases: str) -> dict[str, Any] | None:
        """One consistent GetItem projecting the aliased attributes (``#v``...)."""
        item: dict[str, Any] | None = self._call(
            "get_item",
            TableName=self.table_name,
            Key=self._key(sort_key),
            ConsistentRead=True,
            ProjectionExpression=", ".join(aliases),
            ExpressionAttributeNames={alias: _NAMES[alias] for alias in aliases},
        ).get("Item")
        return item

    def _get_head(self, name: str) -> _Head | None:
        item = self._get(self._head_sk(name), "#v", "#s", "#lc")
        if item is None:
            return None
        return _Head(
            version=int(item["version"]["N"]),
            status=item["status"]["S"],
            log_count=int(item["log_count"]["N"]),
        )

    def _transact(self, items: list[dict[str, Any]]) -> None:
        self._call("transact_write_items", TransactItems=items)

    def _backoff(self, attempt: int) -> None:
        time.sleep(random.uniform(0, min(self.backoff_cap, self.backoff_base * 2**attempt)))  # noqa: S311

    # -- SkillSource -----------------------------------------------------------------------
    def list(self) -> list[SkillRecord]:
        """Active skills of this tenant: heads only, never a body."""
        items = self._query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            FilterExpression="#s = :active",
            ProjectionExpression="#n, #fm, #v",
            ExpressionAttributeNames={
                k: _NAMES[k] for k in ("#pk", "#sk", "#s", "#n", "#fm", "#v")
            },
            ExpressionAttributeValues={
                ":pk": _s(self._pk),
                ":prefix": _s(HEAD_PREFIX),
                ":active": _s(ACTIVE),
            },
        )
        records: list[SkillRecord] = []
        for item in items:
            name = item["name"]["S"]
            version = item["version"]["N"]
            records.append(
                SkillRecord(
                    name=name,
                    content=None,
                    source=self.label,
                    version=version,
                    frontmatter=item["frontmatter"]["S"],
                    location=self.location(name),
                    etag=version,
                )
            )
        return records

    def read(self, record: SkillRecord) -> str:
        """The full text of the record's version: one consistent GetItem."""
        if record.version is None:
            raise SkillNotFoundError(f'Skill "{record.name}" has no version in "{self.label}".')
        return self.read_version(record.name, record.version)

    # -- SkillStore ------------------------------------------------------------------------
    def save(self, skill: Skill, *, replace: bool = False, author: str | None = None) -> SaveResult:
        name = validate_name(skill.name, self.location(str(skill.name)))
        _check_author(author)
        text = render_skill(skill)
        size = len(text.encode("utf-8"))
        if size > MAX_STORED_TEXT_BYTES:
            raise SkillTooLargeError(
                f'Skill "{name}" is {size} bytes of UTF-8; the store "{self.label}" keeps at '
                f"most {MAX_STORED_TEXT_BYTES} bytes per version. Shorten the body."
            )
        frontmatter = split_frontmatter(text, self.location(name)).frontmatter or ""

        for attempt in range(self.max_attempts):
            head = self._get_head(name)
            if head is not None and head.active and not replace:
                raise SkillCollisionError(
                    f'Skill "{name}" already exists in store "{self.label}" (version '
                    f"{head.version}); pass replace=True to save a new version.",
                    holders=[self.label],
                )
            stamp = _now()
            if head is None:
                version, seq, action = 1, 1, ACTION_CREATED
                head_write: dict[str, Any] = {
                    "Put": {
                        "TableName": self.table_name,
                        "Item": {
                            **self._key(self._head_sk(name)),
                            "name": _s(name),
                            "frontmatter": _s(frontmatter),
                            "version": _n(version),
                            "status": _s(ACTIVE),
                            "updated": _s(stamp),
                            "log_count": _n(seq),
                        },
                        "ConditionExpression": "attribute_not_exists(#pk)",
                        "ExpressionAttributeNames": {"#pk": PARTITION_KEY},
                    }
                }
            else:
                version, seq = head.version + 1, head.log_count + 1
                action = ACTION_REPLACED if head.active else ACTION_CREATED
                head_write = {
                    "Update": {
                        "TableName": self.table_name,
                        "Key": self._key(self._head_sk(name)),
                        "UpdateExpression": (
                            "SET #fm = :fm, #v = :v, #s = :active, #u = :u, #lc = :lc"
                        ),
                        "ConditionExpression": "#v = :current AND #lc = :current_lc",
                        "ExpressionAttributeNames": {
                            k: _NAMES[k] for k in ("#fm", "#v", "#s", "#u", "#lc")
                        },
                        "ExpressionAttributeValues": {
                            ":fm": _s(frontmatter),
                            ":v": _n(version),
                            ":active": _s(ACTIVE),
                            ":u": _s(stamp),
                            ":lc": _n(seq),
                            ":current": _n(head.version),
                            ":current_lc": _n(head.log_count),
                        },
                    }
                }
            version_item = {
                **self._key(self._version_sk(name, version)),
                "name": _s(name),
                "version": _n(version),
                "content": _s(text),
                "time": _s(stamp),
            }
            if author is not None:
                version_item["author"] = _s(author)
            entry = ChangelogEntry(version=version, time=stamp, action=action, author=author)
            try:
                self._transact(
                    [head_write, self._new_item(version_item), self._log_put(name, seq, entry)]
                )
            except _Conflict:
                logger.info(
                    'Save of "%s" in %s lost a race (attempt %d); re-reading',
                    name,
                    self.table_name,
                    attempt + 1,
                )
                self._backoff(attempt)
                continue
            logger.info(
                'Saved skill "%s" version %d (%s) to table %s, tenant %s',
                name,
                version,
                action,
                self.table_name,
                self.tenant,
            )
            changelog = (entry,) if head is None else tuple(self.versions(name))
            return SaveResult(name=name, version=version, store=self.label, changelog=changelog)
        raise self._contended(name)

    def versions(self, name: str) -> builtins.list[ChangelogEntry]:
        """The changelog of ``name``, oldest first (retired names included)."""
        self._known_name(name)
        items = self._query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            ExpressionAttributeNames={"#pk": PARTITION_KEY, "#sk": SORT_KEY},
            ExpressionAttributeValues={
                ":pk": _s(self._pk),
                ":prefix": _s(f"{LOG_PREFIX}{name}#"),
            },
        )
        if not items:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        return [
            ChangelogEntry(
                version=int(item["version"]["N"]),
                time=item["time"]["S"],
                action=item["action"]["S"],
                author=item["author"]["S"] if "author" in item else None,
            )
            for item in items
        ]

    def read_version(self, name: str, version: int | str) -> str:
        """The full SKILL.md text of one version: one consistent GetItem."""
        number = _parse_version(version)
        self._known_name(name)
        item = None
        if number >= 1:
            item = self._get(self._version_sk(name, number), "#c")
        if item is None:
            raise SkillNotFoundError(
                f'Skill "{name}" has no version {number} in store "{self.label}"; '
                "list its versions to see which exist."
            )
        content: str = item["content"]["S"]
        return content

    def retire(self, name: str, *, author: str | None = None) -> ChangelogEntry:
        """Remove ``name`` from listings; its versions stay readable and the changelog gets a
        ``retired`` entry with the current version number."""
        self._known_name(name)
        _check_author(author)
        for attempt in range(self.max_attempts):
            head = self._get_head(name)
            if head is None or not head.active:
                raise SkillNotFoundError(
                    f'Skill "{name}" is not an active skill of store "{self.label}"; '
                    "nothing to retire."
                )
            stamp = _now()
            seq = head.log_count + 1
            entry = ChangelogEntry(
                version=head.version, time=stamp, action=ACTION_RETIRED, author=author
            )
            head_update = {
                "Update": {
                    "TableName": self.table_name,
                    "Key": self._key(self._head_sk(name)),
                    "UpdateExpression": "SET #s = :retired, #u = :u, #lc = :lc",
                    "ConditionExpression": ("#s = :active AND #v = :current AND #lc = :current_lc"),
                    "ExpressionAttributeNames": {k: _NAMES[k] for k in ("#s", "#u", "#lc", "#v")},
                    "ExpressionAttributeValues": {
                        ":retired": _s(RETIRED),
                        ":active": _s(ACTIVE),
                        ":u": _s(stamp),
                        ":lc": _n(seq),
                        ":current": _n(head.version),
                        ":current_lc": _n(head.log_count),
                    },
                }
            }
            try:
                self._transact([head_update, self._log_put(name, seq, entry)])
            except _Conflict:
                self._backoff(attempt)
                continue
            logger.info(
                'Retired skill "%s" at version %d in table %s, tenant %s',
                name,
                head.version,
                self.table_name,
                self.tenant,
            )
            return entry
        raise self._contended(name)

    # -- helpers ---------------------------------------------------------------------------
    def _new_item(self, item: dict[str, Any]) -> dict[str, Any]:
        return {
            "Put": {
                "TableName": self.table_name,
                "Item": item,
                "ConditionExpression": "attribute_not_exists(#pk)",
                "ExpressionAttributeNames": {"#pk": PARTITION_KEY},
            }
        }

    def _log_put(self, name: str, seq: int, entry: ChangelogEntry) -> dict[str, Any]:
        item = {
            **self._key(self._log_sk(name, seq)),
            "name": _s(name),
            "seq": _n(seq),
            "version": _n(entry.version),
            "action": _s(entry.action),
            "time": _s(entry.time),
        }
        if entry.author is not None:
            item["author"] = _s(entry.author)
        return self._new_item(item)

    def _known_name(self, name: str) -> None:
        """A name outside the §1 pattern was never saved (and must not reach a key prefix)."""
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            raise SkillNotFoundError(f'Skill {name!r} was never saved to store "{self.label}".')

    def _contended(self, name: str) -> SkillError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}": saving "{name}" kept conflicting with concurrent '
            f'writes on table "{self.table_name}" after {self.max_attempts} attempts; retry.'
        )


def _parse_version(version: int | str) -> int:
    if isinstance(version, bool) or not isinstance(version, int | str):
        raise SkillInvalidError(f"version must be a whole number, got {version!r}")
    if isinstance(version, int):
        return version
    text = version.strip()
    if not text.isascii() or not text.isdigit():
        raise SkillInvalidError(f"version must be a whole number such as 2, got {version!r}")
    return int(text)


def _check_author(author: str | None) -> None:
    if author is None:
        return
    if not isinstance(author, str) or not author.strip() or len(author) > MAX_AUTHOR_CHARS:
        raise SkillInvalidError(
            f"author must be non-empty text of at most {MAX_AUTHOR_CHARS} characters"
        )


__all__ = ["DynamoDBSkillStore"]
