"""The composition root: every concrete adapter a deployment uses, chosen and built here and
nowhere else. Each entry point (a Lambda function at cold start, ``skillsctl``, the local run)
calls :func:`build_service` once with its settings; the service and everything below it know
only ports (sources and stores, catalog snapshots, the drafter, failure memory, the source
reader, the result publisher, the refresher).

The adapters are imported when they are configured, so a deployment without a bucket or a
table never loads them, and a function builds its clients on first use (cold starts stay
cheap)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.service.app import GenerationPorts, SkillService
from skills_core.service.generation_run import MODEL_OFF
from skills_core.snapshot.scopes import (
    GLOBAL_LABEL,
    GLOBAL_SCOPE,
    STORE_LABEL,
    TENANT_LABEL,
    tenant_scope,
)

if TYPE_CHECKING:
    from skills_core.aws.clients import Profile
    from skills_core.aws.projection import StoreProjection
    from skills_core.aws.snapshot_store import SnapshotStore
    from skills_core.drafting.port import Drafter
    from skills_core.settings import Settings
    from skills_core.sources.base import SkillSource

#: Makes the drafter of a deployment from its settings.
DrafterFactory = Callable[["Settings"], "Drafter"]


class AwsSources:
    """How a deployment reaches a tenant's sources: clients of ``profile`` (the command line
    waits longer than a function), an explicit endpoint for local runs, and the catalog
    snapshots when it has both a bucket and a table."""

    def __init__(self, *, endpoint_url: str | None = None, profile: Profile = "lambda") -> None:
        self.endpoint_url = endpoint_url
        self.profile = profile
        self._snapshots: dict[tuple[str, str], SnapshotStore] = {}

    def client(self, service: str) -> Any:
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
                settings.bucket, settings.table, s3=self.client("s3"), ddb=self.client("dynamodb")
            )
        return self._snapshots[key]

    def __call__(self, settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        """The tenant's sources (SPEC §6): ``global/``, ``tenants/<tenant>/``, its store."""
        found: list[SkillSource] = []
        if settings.bucket:
            from skills_core.aws.s3_source import S3SkillSource

            s3 = self.client("s3")
            prefixes = ((GLOBAL_SCOPE, GLOBAL_LABEL), (tenant_scope(tenant), TENANT_LABEL))
            for prefix, origin in prefixes:
                found.append(S3SkillSource(settings.bucket, prefix, label=origin, client=s3))
        if settings.table:
            from skills_core.aws.dynamodb_store import DynamoDBSkillStore

            found.append(
                DynamoDBSkillStore(
                    settings.table,
                    tenant=tenant,
                    label=STORE_LABEL,
                    client=self.client("dynamodb"),
                    default_label=settings.default_label,
                    serve_label=label,
                    idempotency_table=settings.idempotency_table,
                    snapshots=self.snapshots(settings),
                )
            )
        return found


def bedrock_drafter(settings: Settings, *, client: Any = None) -> Drafter:
    """The deployment's drafter: Bedrock with ``SKILLS_GENERATION_MODEL_ID`` (``client``: a
    ``bedrock-runtime`` client to use instead of the shared one). Without a model id a
    model-backed request fails as a bad message saying how to turn the feature on."""
    if not settings.generation_model_id:
        raise BadGenerationRequestError(MODEL_OFF)
    from skills_core.aws.bedrock_drafter import BedrockDrafter

    return BedrockDrafter.from_settings(settings, client=client)


def generation_ports(
    settings: Settings, sources: AwsSources, drafter: DrafterFactory | None
) -> GenerationPorts:
    """What model-backed generation needs of AWS: Bedrock (unless the entry point passes
    another drafter: the local run's offline stand-in), failure records beside the
    idempotency records, the skills bucket's source material, and the project's bus."""
    failures = None
    if settings.table:
        from skills_core.aws.draft_failures import DraftFailureRecords

        failures = DraftFailureRecords(
            settings.table,
            idempotency_table=settings.idempotency_table,
            client=sources.client("dynamodb"),
        )
    reader = None
    if settings.bucket:
        from skills_core.aws.source_material import S3SourceReader

        reader = S3SourceReader(settings.bucket, client=sources.client("s3"))
    results = None
    if settings.event_bus:
        from skills_core.aws.result_events import EventBridgePublisher

        results = EventBridgePublisher(settings.event_bus, endpoint_url=sources.endpoint_url)
    return GenerationPorts(
        drafter=drafter or bedrock_drafter, failures=failures, read_source=reader, results=results
    )


def build_service(
    settings: Settings,
    *,
    endpoint_url: str | None = None,
    profile: Profile = "lambda",
    drafter: DrafterFactory | None = None,
) -> SkillService:
    """The service of one process: its tenants' sources, the catalog snapshots, generation
    and the refresher, all from ``settings`` (read once by the entry point)."""
    sources = AwsSources(endpoint_url=endpoint_url, profile=profile)
    snapshots = sources.snapshots(settings)
    refresher = None
    if snapshots is not None and settings.bucket:
        from skills_core.aws.snapshot_refresh import S3CatalogRefresher

        refresher = S3CatalogRefresher(snapshots, settings.bucket)
    return SkillService(
        settings,
        sources=sources,
        snapshots=snapshots,
        generation=generation_ports(settings, sources, drafter),
        refresher=refresher,
    )


def build_projection(
    settings: Settings, *, endpoint_url: str | None = None
) -> StoreProjection | None:
    """The stream function's fold (``None``: the deployment keeps no catalog snapshots: it
    needs both a bucket and a table)."""
    snapshots = AwsSources(endpoint_url=endpoint_url).snapshots(settings)
    if snapshots is None or not settings.table:
        return None
    from skills_core.aws.projection import StoreProjection

    return StoreProjection(snapshots, table=settings.table, default_label=settings.default_label)


__all__ = [
    "MODEL_OFF",
    "AwsSources",
    "DrafterFactory",
    "bedrock_drafter",
    "build_projection",
    "build_service",
]
