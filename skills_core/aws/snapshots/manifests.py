"""The manifest items of catalog snapshots: one small item per scope naming its current
object and generation, whether that generation's point entries are all written, and (the
global scope) the tenants with objects under ``tenants/``. Writers move a manifest only on the
generation they read (a conditional write)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skills_core.aws.store.dynamodb_items import Item, key, n, s, tenant_pk
from skills_core.snapshot.port import Manifest
from skills_core.snapshot.scopes import GLOBAL_SCOPE

MANIFEST_SK = "CATALOG"
GLOBAL_PK = "GLOBAL"


@dataclass(frozen=True)
class Stored:
    """An object written for a scope: its key and where its index starts."""

    object_key: str
    split: int | None


def manifest_from_item(item: Item) -> Manifest:
    """A manifest item decoded (``tenants``: a list attribute, absent when not recorded)."""
    split = int(item["split"]["N"]) if "split" in item else None
    points = int(item["points"]["N"]) if "points" in item else None
    tenants = None
    if "tenants" in item:
        tenants = frozenset(t["S"] for t in item["tenants"].get("L", ()) if "S" in t)
    return Manifest(
        item["scope"]["S"],
        int(item["gen"]["N"]),
        item.get("object", {}).get("S"),
        split,
        points,
        tenants,
    )


def manifest_key(scope: str) -> Item:
    """Global manifests in their own partition; a tenant's beside its skills."""
    if scope == GLOBAL_SCOPE:
        return key(GLOBAL_PK, MANIFEST_SK)
    kind, _, rest = scope.partition("/")
    return key(tenant_pk(rest.rstrip("/")), f"{MANIFEST_SK}#{kind}")


def partition_of(scope: str) -> str:
    """The partition a scope's manifest and point entries live in."""
    partition: str = manifest_key(scope)["pk"]["S"]
    return partition


#: Tenants recorded on the global manifest at most (beyond, a point read of a tenant without
#: a prefix snapshot of its own loads the global snapshot to learn whether it has objects).
MAX_MANIFEST_TENANTS = 2000


def bump_item(table: str, scope: str, manifest: Manifest | None, stored: Stored | None) -> Item:
    """A transaction item moving ``scope`` one generation on from ``manifest`` (the one
    read), to ``stored`` (``None``: no snapshot yet, or one that is now stale)."""
    values: Item = {":gen": n((manifest.gen if manifest else 0) + 1), ":scope": s(scope)}
    update = "SET #gen = :gen, #scope = :scope"
    removed = ["#points", "#tenants"]  # a new generation's point entries are not written yet
    if stored is not None:
        update += ", #obj = :obj"
        values[":obj"] = s(stored.object_key)
    else:
        removed.append("#obj")
    if stored is not None and stored.split is not None:
        update += ", #split = :split"
        values[":split"] = n(stored.split)
    else:
        removed.append("#split")
    if removed:
        update += " REMOVE " + ", ".join(removed)
    if manifest is None:
        condition = "attribute_not_exists(#gen)"
    else:
        condition = "#gen = :read"
        values[":read"] = n(manifest.gen)
    return {
        "Update": {
            "TableName": table,
            "Key": manifest_key(scope),
            "UpdateExpression": update,
            "ConditionExpression": condition,
            "ExpressionAttributeNames": {
                "#gen": "gen",
                "#scope": "scope",
                "#obj": "object",
                "#split": "split",
                "#points": "points",
                "#tenants": "tenants",
            },
            "ExpressionAttributeValues": values,
        }
    }


def marked(table: str, scope: str, gen: int, tenants: Sequence[str] | None) -> dict[str, Any]:
    """The ``UpdateItem`` of a manifest whose generation ``gen`` has every point entry (and,
    for the global scope, the tenants with objects under ``tenants/``), conditioned on it."""
    update = "SET #points = :gen"
    names = {"#points": "points", "#gen": "gen"}
    values: Item = {":gen": n(gen)}
    if tenants is not None and len(tenants) <= MAX_MANIFEST_TENANTS:
        update += ", #tenants = :tenants"
        names["#tenants"] = "tenants"
        values[":tenants"] = {"L": [s(t) for t in tenants]}
    return {
        "TableName": table,
        "Key": manifest_key(scope),
        "UpdateExpression": update,
        "ConditionExpression": "#gen = :gen",
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values,
    }


__all__ = [
    "GLOBAL_PK",
    "MANIFEST_SK",
    "MAX_MANIFEST_TENANTS",
    "Stored",
    "bump_item",
    "manifest_from_item",
    "manifest_key",
    "marked",
    "partition_of",
]
