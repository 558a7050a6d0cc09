"""One tenant's skills as the deployment composes them (SPEC §6): the S3 prefix ``global/``,
the prefix ``tenants/<tenant>/`` and the tenant's store partition, in that order. What "no
store" means is decided here, once."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

from skills_core.compose.registry import SkillRegistry
from skills_core.compose.saving import find_store
from skills_core.errors import SkillStoreUnavailableError
from skills_core.service.composition import REGISTRIES, Composition, compose
from skills_core.settings import Settings
from skills_core.snapshot.scopes import (
    GLOBAL_LABEL,
    GLOBAL_SCOPE,
    STORE_LABEL,
    TENANT_LABEL,
    tenant_scope,
)
from skills_core.sources.base import SkillSource, SkillStore

if TYPE_CHECKING:
    from skills_core.aws.snapshot_store import SnapshotStore

GLOBAL_PREFIX = GLOBAL_SCOPE
NO_STORE = "No skill store is configured (SKILLS_TABLE); nothing was changed."

Profile = Literal["lambda", "cli"]

#: Builds the sources of one tenant serving one label (tests and the CLI may pass their own).
SourceFactory = Callable[[Settings, str, str | None], list[SkillSource]]


tenant_prefix = tenant_scope


class Deployment:
    """How a deployment reaches its sources: clients of ``profile`` (the command line waits
    longer than a function), an explicit endpoint for local runs, and the catalog snapshots
    when it has both a bucket and a table. The AWS adapters are imported only when
    configured, so a deployment without them never loads botocore."""

    def __init__(self, *, endpoint_url: str | None = None, profile: Profile = "lambda") -> None:
        self.endpoint_url = endpoint_url
        self.profile = profile
        self._snapshots: dict[tuple[str, str], SnapshotStore] = {}

    def _client(self, service: str) -> Any:
        from skills_core.aws.clients import client

        return client(service, endpoint_url=self.endpoint_url, profile=self.profile)

    def snapshots(self, settings: Settings) -> SnapshotStore | None:
        """One snapshot store per process and bucket/table (its object cache is shared)."""
        if not (settings.bucket and settings.table):
            return None
        key = (settings.bucket, settings.table)
        if key not in self._snapshots:
            from skills_core.aws.snapshot_store import SnapshotStore

            self._snapshots[key] = SnapshotStore(
                settings.bucket, settings.table, s3=self._client("s3"), ddb=self._client("dynamodb")
            )
        return self._snapshots[key]

    def __call__(self, settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        found: list[SkillSource] = []
        if settings.bucket:
            from skills_core.aws.s3_source import S3SkillSource

            s3 = self._client("s3")
            for prefix, source_label in (
                (GLOBAL_PREFIX, GLOBAL_LABEL),
                (tenant_prefix(tenant), TENANT_LABEL),
            ):
                found.append(S3SkillSource(settings.bucket, prefix, label=source_label, client=s3))
        if settings.table:
            from skills_core.aws.dynamodb_store import DynamoDBSkillStore

            found.append(
                DynamoDBSkillStore(
                    settings.table,
                    tenant=tenant,
                    label=STORE_LABEL,
                    client=self._client("dynamodb"),
                    default_label=settings.default_label,
                    serve_label=label,
                    idempotency_table=settings.idempotency_table,
                    snapshots=self.snapshots(settings),
                )
            )
        return found


def source_factory(*, endpoint_url: str | None = None, profile: Profile = "lambda") -> Deployment:
    return Deployment(endpoint_url=endpoint_url, profile=profile)


#: What a function in AWS composes (clients with short timeouts, boto3's own endpoint).
deployment_sources: SourceFactory = Deployment()


class TenantView:
    """One tenant's skills for one request, as served under ``label`` (the default label when
    ``None``): its live sources, what a read composes (snapshots where published), and a
    registry on first use. Nothing here is shared with another tenant."""

    def __init__(
        self,
        settings: Settings,
        tenant: str,
        sources: list[SkillSource],
        label: str | None,
        snapshots: SnapshotStore | None = None,
        *,
        for_search: bool = False,
    ) -> None:
        self.settings = settings
        self.tenant = tenant
        #: The live sources: what writes check and write (a snapshot is never written to).
        self.sources = sources
        self.label = label
        self.snapshots = snapshots
        #: A search follows: snapshot objects are read whole (the index comes along).
        self.for_search = for_search

    @cached_property
    def composition(self) -> Composition:
        return compose(
            self.sources,
            self.snapshots,
            tenant=self.tenant,
            label=self.label,
            default_label=self.settings.default_label,
            with_index=self.for_search,
        )

    @cached_property
    def registry(self) -> SkillRegistry:
        return REGISTRIES.registry(self.composition, self.settings, self.tenant, self.label)

    @property
    def warnings(self) -> list[str]:
        """What a read reports: snapshots that could not be read, then the sources'."""
        return [*self.composition.warnings, *self.registry.warnings]

    @cached_property
    def store(self) -> SkillStore | None:
        return find_store(self.sources)

    def require_store(self) -> SkillStore:
        """Every store operation (writes, version history) needs one: fail closed, 503."""
        store = self.store
        if store is None:
            raise SkillStoreUnavailableError(NO_STORE)
        return store


__all__ = [
    "GLOBAL_LABEL",
    "GLOBAL_PREFIX",
    "STORE_LABEL",
    "TENANT_LABEL",
    "Deployment",
    "SourceFactory",
    "TenantView",
    "deployment_sources",
    "source_factory",
    "tenant_prefix",
]
