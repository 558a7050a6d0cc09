"""The skill store table's shape, as data: the one place the store, the tests and the SAM
template agree on (a template test compares ``template.yaml`` against these values).

One table holds every tenant. ``pk`` is the tenant partition, ``sk`` says what the item is:

- ``SKILL#<name>``: the head of a skill (small: name, frontmatter, current version, status,
  update time, changelog length). The catalog is one Query on ``begins_with(sk, "SKILL#")``.
- ``VER#<name>#<version, 10 digits>``: the full SKILL.md text of one version (never changed).
- ``LOG#<name>#<entry number, 10 digits>``: one changelog entry (never changed).
- ``CAT#!<name>``: the name's catalog overlay: its catalog entry after the newest write not
  yet folded into the tenant's snapshot by the stream function (deleted once folded).
- ``ENTRY#<kind>#<name>`` (and ``ENTRY#<name>`` in the ``GLOBAL`` partition): a published S3
  scope's catalog entries of one name, so a read of one name never loads a snapshot.

The table streams new and old images: the projection function folds the overlays into the
catalog snapshots (derived state is built from the stream, never inside a write).

Names cannot contain ``#`` (SPEC §1), so ``LOG#<name>#`` prefixes never overlap between names.
"""

from __future__ import annotations

from typing import Any, Final

PARTITION_KEY: Final = "pk"
SORT_KEY: Final = "sk"

KEY_SCHEMA: Final[tuple[dict[str, str], ...]] = (
    {"AttributeName": PARTITION_KEY, "KeyType": "HASH"},
    {"AttributeName": SORT_KEY, "KeyType": "RANGE"},
)

ATTRIBUTE_DEFINITIONS: Final[tuple[dict[str, str], ...]] = (
    {"AttributeName": PARTITION_KEY, "AttributeType": "S"},
    {"AttributeName": SORT_KEY, "AttributeType": "S"},
)

BILLING_MODE: Final = "PAY_PER_REQUEST"
#: What the table's change stream carries (SPEC §11: derived state and the model review).
STREAM_VIEW_TYPE: Final = "NEW_AND_OLD_IMAGES"

#: Item key prefixes (see the module docstring).
TENANT_PREFIX: Final = "TENANT#"
HEAD_PREFIX: Final = "SKILL#"
VERSION_PREFIX: Final = "VER#"
LOG_PREFIX: Final = "LOG#"
OVERLAY_PREFIX: Final = "CAT#!"
ENTRY_PREFIX: Final = "ENTRY#"
#: The table's change stream (the projection and the review function read it).
STREAM_SPECIFICATION: Final = {"StreamEnabled": True, "StreamViewType": STREAM_VIEW_TYPE}
#: Zero padding of version and changelog numbers so that sort-key order is numeric order.
NUMBER_WIDTH: Final = 10


def create_table_kwargs(table_name: str) -> dict[str, Any]:
    """Arguments for ``dynamodb.create_table`` (tests and local runs build the table from
    this, so it cannot drift from what the store expects)."""
    return {
        "TableName": table_name,
        "KeySchema": [dict(item) for item in KEY_SCHEMA],
        "AttributeDefinitions": [dict(item) for item in ATTRIBUTE_DEFINITIONS],
        "BillingMode": BILLING_MODE,
        "StreamSpecification": dict(STREAM_SPECIFICATION),
    }


__all__ = [
    "ATTRIBUTE_DEFINITIONS",
    "BILLING_MODE",
    "ENTRY_PREFIX",
    "HEAD_PREFIX",
    "KEY_SCHEMA",
    "LOG_PREFIX",
    "NUMBER_WIDTH",
    "OVERLAY_PREFIX",
    "PARTITION_KEY",
    "SORT_KEY",
    "STREAM_SPECIFICATION",
    "STREAM_VIEW_TYPE",
    "TENANT_PREFIX",
    "VERSION_PREFIX",
    "create_table_kwargs",
]
