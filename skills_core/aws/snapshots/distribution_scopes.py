"""S3 skills in the distribution (SPEC §13): when an S3 prefix's catalog snapshot is published
(``skillsctl sync`` or the refresher, both through ``publish_prefix``), what changed between
the previous and the new snapshot (added, changed or removed names) goes through the same
derivation as store changes, for the tenants the prefix reaches:

- ``tenants/<t>/``: tenant ``t``;
- ``global/``: every tenant the deployment knows of without a scan: the tenants with a
  prefix under ``tenants/`` (the global snapshot lists them) and the tenants the derivation
  has written for (a ``dist/<tenant>/`` folder: every tenant with a store skill or an S3
  skill derived).

S3 skills are offered under the tenant's default label (``production``) and every label a
link of the tenant names. A tenant prefix's first snapshot also brings the global offers to
its tenant (they were derived for the tenants known before it)."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from skills_core.aws.s3.s3_listing import tenant_folders
from skills_core.aws.snapshots.snapshot_store import SnapshotStore, SnapshotUnavailable
from skills_core.distribution import keys
from skills_core.distribution.derive import Derivation, DeriveResult
from skills_core.distribution.links import LinkStore
from skills_core.distribution.s3_offers import changed_offers, offers_of
from skills_core.distribution.state import Offer
from skills_core.snapshot.model import Snapshot
from skills_core.snapshot.scopes import GLOBAL_LABEL, GLOBAL_SCOPE, TENANT_LABEL, TENANTS_PREFIX

logger = logging.getLogger("skills_core")


def derived_tenants(client: Any, bucket: str) -> tuple[str, ...]:
    """Tenants with a ``dist/<tenant>/`` folder (one listing page per 1,000 tenants)."""
    return tenant_folders(client, bucket, f"{keys.ROOT}/")


class ScopeDistribution:
    """The hook ``publish_prefix`` calls after a publication: ``published(old, new)``."""

    def __init__(
        self,
        derivation: Derivation,
        *,
        client: Any,
        bucket: str,
        links: LinkStore | None,
        default_label: str,
        snapshots: SnapshotStore | None = None,
    ) -> None:
        self.derivation = derivation
        self.client = client
        self.bucket = bucket
        self.links = links
        self.default_label = default_label
        #: Where a tenant prefix's first publication reads the global offers from.
        self.snapshots = snapshots

    def labels(self, tenant: str) -> set[str]:
        found = {self.default_label}
        if self.links is not None:
            found.update(link.label for link in self.links.list(tenant))
        return found

    def tenants(self, snapshot: Snapshot) -> list[str]:
        known = set(snapshot.tenants or ()) | set(derived_tenants(self.client, self.bucket))
        return sorted(known)

    def published(self, old: Snapshot | None, new: Snapshot) -> DeriveResult:
        """Derive what changed from ``old`` to ``new`` (one S3 scope) for its tenants."""
        total = DeriveResult()
        changes = changed_offers(old, new)
        if new.scope == GLOBAL_SCOPE:
            if changes:
                for tenant in self.tenants(new):
                    self._add(total, tenant, GLOBAL_LABEL, changes)
            return total
        tenant = new.scope[len(TENANTS_PREFIX) :].rstrip("/")
        if old is None:
            _merge(total, self.bring_global(tenant))
        if changes:
            self._add(total, tenant, TENANT_LABEL, changes)
        return total

    def bring_global(self, tenant: str) -> DeriveResult:
        """What ``global/`` offers, derived for ``tenant`` (a tenant the global scope's last
        change did not reach: its prefix's first snapshot, its first store skill)."""
        total = DeriveResult()
        self._add(total, tenant, GLOBAL_LABEL, self._global_offers(), first_sight=True)
        self.derivation.artifacts.put(keys.tenant_key(tenant), b"{}", "application/json")
        return total

    def _global_offers(self) -> dict[str, Offer | None]:
        if self.snapshots is None:
            return {}
        try:
            manifest = self.snapshots.manifests(GLOBAL_SCOPE).get(GLOBAL_SCOPE)
            if manifest is None or manifest.object_key is None:
                return {}
            return dict(offers_of(self.snapshots.load(manifest)))
        except SnapshotUnavailable as exc:
            logger.warning("distribution: the global snapshot is unreadable (%s)", exc)
            return {}

    def _add(
        self,
        total: DeriveResult,
        tenant: str,
        origin: str,
        offers: Mapping[str, Offer | None],
        *,
        first_sight: bool = False,
    ) -> None:
        if not offers:
            return
        done = self.derivation.apply_offers(
            tenant, origin, offers, self.labels(tenant), first_sight=first_sight
        )
        _merge(total, done)


def _merge(total: DeriveResult, done: DeriveResult) -> None:
    total.applied += done.applied
    total.skipped += done.skipped
    total.events.extend(done.events)
    total.archives_built += done.archives_built
    total.unpublished += done.unpublished


__all__ = ["ScopeDistribution", "derived_tenants"]
