"""Links in the skills table (SPEC §13.1), beside the tenant's skills:

- ``pk = TENANT#<tenant>``, ``sk = LINK#<id>``: ``id``, ``label``, ``created``, ``hash`` (the
  token's SHA-256), what the tenant lists and revokes;
- ``pk = LINKHASH#<hash>``, ``sk = LINK``: ``tenant``, ``id``, ``label``, ``created``, the one
  item the public function reads for a request (by the hash of the token it was given).

Both are written together in one transaction and revoked together in another: revoking sets
``revoked`` (the time) on both (no function may delete items: ``DeleteItem`` reaches every
tenant's partition), and neither a listing nor a lookup returns a revoked link. The public
function reads the lookup strongly consistently, so the next request after a revocation is
refused."""

from __future__ import annotations

import builtins
from typing import Any

from botocore.exceptions import ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.store.dynamodb_items import Item, key, s, tenant_pk
from skills_core.distribution.links import Link
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance.history import timestamp

LINK_SK_PREFIX = "LINK#"
LOOKUP_PK_PREFIX = "LINKHASH#"
LOOKUP_SK = "LINK"
#: A listing reads at most this many links of a tenant.
MAX_LISTED = 1000


def _lookup_key(hashed: str) -> Item:
    return key(f"{LOOKUP_PK_PREFIX}{hashed}", LOOKUP_SK)


class DynamoDBLinks:
    """A :class:`~skills_core.distribution.links.LinkStore` on the skills table."""

    def __init__(self, table: str, *, client: Any) -> None:
        self.table = table
        self.client = client

    def create(self, link: Link, hashed: str) -> None:
        """Both items in one transaction. When it is cancelled because they exist, an earlier
        attempt of this very call landed (botocore resent it after a reply that timed out):
        that is success when the stored item carries this token's hash."""
        try:
            self._put(link, hashed)
        except ClientError as exc:
            if error_code(exc) != "TransactionCanceledException" or not self._landed(link, hashed):
                raise SkillStoreUnavailableError(
                    "The link could not be created right now; nothing was shared. Try again."
                ) from exc

    def _landed(self, link: Link, hashed: str) -> bool:
        item = self.client.get_item(
            TableName=self.table,
            Key=key(tenant_pk(link.tenant), f"{LINK_SK_PREFIX}{link.id}"),
            ConsistentRead=True,
        ).get("Item")
        return item is not None and item.get("hash", {}).get("S") == hashed

    def _put(self, link: Link, hashed: str) -> None:
        fields = {"id": s(link.id), "label": s(link.label), "created": s(link.created)}
        absent = "attribute_not_exists(pk)"
        self.client.transact_write_items(
            TransactItems=[
                {
                    "Put": {
                        "TableName": self.table,
                        "Item": {
                            **key(tenant_pk(link.tenant), f"{LINK_SK_PREFIX}{link.id}"),
                            **fields,
                            "hash": s(hashed),
                        },
                        "ConditionExpression": absent,
                    }
                },
                {
                    "Put": {
                        "TableName": self.table,
                        "Item": {**_lookup_key(hashed), **fields, "tenant": s(link.tenant)},
                        "ConditionExpression": absent,
                    }
                },
            ]
        )

    def list(self, tenant: str) -> builtins.list[Link]:
        found: builtins.list[Link] = []
        kwargs: dict[str, Any] = {
            "TableName": self.table,
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "ExpressionAttributeValues": {
                ":pk": s(tenant_pk(tenant)),
                ":prefix": s(LINK_SK_PREFIX),
            },
            "FilterExpression": "attribute_not_exists(revoked)",
            "ProjectionExpression": "id, label, created",
        }
        while len(found) < MAX_LISTED:
            reply = self.client.query(**kwargs)
            found.extend(
                Link(tenant, i["id"]["S"], i["label"]["S"], i["created"]["S"])
                for i in reply.get("Items", [])
            )
            if "LastEvaluatedKey" not in reply:
                break
            kwargs["ExclusiveStartKey"] = reply["LastEvaluatedKey"]
        return sorted(found[:MAX_LISTED], key=lambda link: (link.created, link.id))

    def revoke(self, tenant: str, link_id: str) -> bool:
        item_key = key(tenant_pk(tenant), f"{LINK_SK_PREFIX}{link_id}")
        reply = self.client.get_item(TableName=self.table, Key=item_key, ConsistentRead=True)
        item = reply.get("Item")
        if item is None or "revoked" in item:
            return False
        live = "attribute_exists(pk) AND attribute_not_exists(revoked)"
        update = {
            "UpdateExpression": "SET revoked = :now",
            "ConditionExpression": live,
            "ExpressionAttributeValues": {":now": s(timestamp())},
            "TableName": self.table,
        }
        try:
            self.client.transact_write_items(
                TransactItems=[
                    {"Update": {**update, "Key": item_key}},
                    {"Update": {**update, "Key": _lookup_key(item["hash"]["S"])}},
                ]
            )
        except ClientError as exc:
            if error_code(exc) == "TransactionCanceledException":
                return False
            raise
        return True

    def resolve(self, hashed: str) -> Link | None:
        reply = self.client.get_item(
            TableName=self.table, Key=_lookup_key(hashed), ConsistentRead=True
        )
        item = reply.get("Item")
        if item is None or "revoked" in item:
            return None
        return Link(item["tenant"]["S"], item["id"]["S"], item["label"]["S"], item["created"]["S"])


__all__ = ["LINK_SK_PREFIX", "LOOKUP_PK_PREFIX", "DynamoDBLinks"]
