"""One tenant's skills as the deployment composes them (SPEC §6): the S3 prefix ``global/``,
the prefix ``tenants/<tenant>/`` and the tenant's store partition, in that order. What "no
store" means is decided here, once."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Literal

from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.compose.saving import find_store
from skills_core.errors import SkillStoreUnavailableError
from skills_core.settings import Settings
from skills_core.sources.base import SkillSource, SkillStore

GLOBAL_LABEL = "s3:global"
TENANT_LABEL = "s3:tenant"
STORE_LABEL = "store"
GLOBAL_PREFIX = "global/"
NO_STORE = "No skill store is configured (SKILLS_TABLE); nothing was changed."

Profile = Literal["lambda", "cli"]

#: Builds the sources of one tenant serving one label (tests and the CLI may pass their own).
SourceFactory = Callable[[Settings, str, str | None], list[SkillSource]]


def tenant_prefix(tenant: str) -> str:
    return f"tenants/{tenant}/"


def source_factory(
    *, endpoint_url: str | None = None, profile: Profile = "lambda"
) -> SourceFactory:
    """The service's sources for a tenant, on clients of ``profile`` (the command line waits
    longer than a function) and, for local runs, an explicit endpoint. The AWS adapters are
    imported only when configured, so a deployment without them never loads botocore."""

    def sources(settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        found: list[SkillSource] = []
        if settings.bucket:
            from skills_core.aws.clients import client
            from skills_core.aws.s3_source import S3SkillSource

            s3 = client("s3", endpoint_url=endpoint_url, profile=profile)
            for prefix, label in (
                (GLOBAL_PREFIX, GLOBAL_LABEL),
                (tenant_prefix(tenant), TENANT_LABEL),
            ):
                found.append(S3SkillSource(settings.bucket, prefix, label=label, client=s3))
        if settings.table:
            from skills_core.aws.clients import client
            from skills_core.aws.dynamodb_store import DynamoDBSkillStore

            ddb = client("dynamodb", endpoint_url=endpoint_url, profile=profile)
            found.append(
                DynamoDBSkillStore(
                    settings.table,
                    tenant=tenant,
                    label=STORE_LABEL,
                    client=ddb,
                    default_label=settings.default_label,
                    serve_label=label,
                    idempotency_table=settings.idempotency_table,
                )
            )
        return found

    return sources


#: What a function in AWS composes (clients with short timeouts, boto3's own endpoint).
deployment_sources: SourceFactory = source_factory()


class TenantView:
    """One tenant's skills for one request, as served under ``label`` (the default label when
    ``None``): the sources, and a registry composed on first use. Nothing here outlives the
    request or is shared with another tenant."""

    def __init__(
        self, settings: Settings, tenant: str, sources: list[SkillSource], label: str | None
    ) -> None:
        self.settings = settings
        self.tenant = tenant
        self.sources = sources
        self.label = label

    @cached_property
    def registry(self) -> SkillRegistry:
        return create_registry(sources=self.sources, settings=self.settings)

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
    "SourceFactory",
    "TenantView",
    "deployment_sources",
    "source_factory",
    "tenant_prefix",
]
