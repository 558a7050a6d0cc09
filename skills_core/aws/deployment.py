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
    from skills_core.aws.snapshots.distribution_scopes import ScopeDistribution
    from skills_core.aws.snapshots.projection import StoreProjection
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore
    from skills_core.distribution.derive import Derivation
    from skills_core.distribution.public import PublicDistribution
    from skills_core.drafting.port import Drafter
    from skills_core.review.port import ModelReviewer
    from skills_core.service.model_review import ReviewerFactory
    from skills_core.settings import Settings
    from skills_core.snapshot.model import Snapshot
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
            from skills_core.aws.snapshots.snapshot_store import SnapshotStore

            store = SnapshotStore(
                settings.bucket, settings.table, s3=self.client("s3"), ddb=self.client("dynamodb")
            )
            distribute_s3_scopes(
                store, settings, endpoint_url=self.endpoint_url, profile=self.profile
            )
            self._snapshots[key] = store
        return self._snapshots[key]

    def __call__(self, settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        """The tenant's sources (SPEC §6): ``global/``, ``tenants/<tenant>/``, its store."""
        found: list[SkillSource] = []
        if settings.bucket:
            from skills_core.aws.s3.s3_source import S3SkillSource

            s3 = self.client("s3")
            prefixes = ((GLOBAL_SCOPE, GLOBAL_LABEL), (tenant_scope(tenant), TENANT_LABEL))
            for prefix, origin in prefixes:
                found.append(S3SkillSource(settings.bucket, prefix, label=origin, client=s3))
        if settings.table:
            from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore

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
    from skills_core.aws.generation.bedrock_drafter import BedrockDrafter

    return BedrockDrafter.from_settings(settings, client=client)


def generation_ports(
    settings: Settings, sources: AwsSources, drafter: DrafterFactory | None
) -> GenerationPorts:
    """What model-backed generation needs of AWS: Bedrock (unless the entry point passes
    another drafter: the local run's offline stand-in), failure records beside the
    idempotency records, the skills bucket's source material, and the project's bus."""
    failures = None
    if settings.table:
        from skills_core.aws.generation.draft_failures import DraftFailureRecords

        failures = DraftFailureRecords(
            settings.table,
            idempotency_table=settings.idempotency_table,
            client=sources.client("dynamodb"),
        )
    reader = None
    if settings.bucket:
        from skills_core.aws.generation.source_material import S3SourceReader

        reader = S3SourceReader(settings.bucket, client=sources.client("s3"))
    results = None
    if settings.event_bus:
        from skills_core.aws.generation.result_events import EventBridgePublisher

        results = EventBridgePublisher(settings.event_bus, endpoint_url=sources.endpoint_url)
    return GenerationPorts(
        drafter=drafter or bedrock_drafter, failures=failures, read_source=reader, results=results
    )


def bedrock_reviewer(settings: Settings, *, client: Any = None) -> ModelReviewer:
    """The deployment's model reviewer (SPEC §10): Bedrock with ``SKILLS_REVIEW_MODEL_ID``;
    without one a review refuses, saying how to turn it on."""
    from skills_core.service.model_review import no_reviewer

    if not settings.review_model_id:
        return no_reviewer(settings)
    from skills_core.aws.generation.bedrock_reviewer import BedrockReviewer

    return BedrockReviewer(settings.review_model_id, client=client)


def build_service(
    settings: Settings,
    *,
    endpoint_url: str | None = None,
    profile: Profile = "lambda",
    drafter: DrafterFactory | None = None,
    reviewer: ReviewerFactory | None = None,
) -> SkillService:
    """The service of one process: its tenants' sources, the catalog snapshots, generation,
    the refresher and the model reviewer (``reviewer``: another than Bedrock, the local
    run's offline stand-in), all from ``settings`` (read once by the entry point)."""
    sources = AwsSources(endpoint_url=endpoint_url, profile=profile)
    snapshots = sources.snapshots(settings)
    refresher = None
    if snapshots is not None and settings.bucket:
        from skills_core.aws.snapshots.snapshot_refresh import S3CatalogRefresher

        refresher = S3CatalogRefresher(snapshots, settings.bucket)
    links = distribution = None
    if settings.table:
        from skills_core.aws.store.dynamodb_links import DynamoDBLinks

        links = DynamoDBLinks(settings.table, client=sources.client("dynamodb"))
    if settings.bucket and settings.table:
        from skills_core.aws.snapshots.distribution_s3 import S3Artifacts

        distribution = S3Artifacts(settings.bucket, client=sources.client("s3"))
    return SkillService(
        settings,
        sources=sources,
        snapshots=snapshots,
        generation=generation_ports(settings, sources, drafter),
        refresher=refresher,
        reviewer=reviewer or bedrock_reviewer,
        links=links,
        distribution=distribution,
    )


# -- distribution (SPEC §13) ---------------------------------------------------------------


def build_derivation(
    settings: Settings,
    *,
    endpoint_url: str | None = None,
    profile: Profile = "lambda",
    bucket: str | None = None,
) -> Derivation | None:
    """The distribution's derivation (``None`` without a bucket and a table): artifacts in
    the skills bucket's ``dist/`` prefix, the mirror when ``SKILLS_MIRROR_BUCKET`` is set,
    change events when ``SKILLS_EVENT_BUS`` is. A stream consumer calls its
    ``apply_changes(head_changes(event["Records"]))``. ``bucket``: the skills bucket when
    it is not ``SKILLS_BUCKET`` (``skillsctl sync`` names it in its URL)."""
    if bucket:
        settings = settings.model_copy(update={"bucket": bucket})
    if not (settings.bucket and settings.table):
        return None
    from skills_core.aws.snapshots.distribution_s3 import DynamoDBVersionTexts, S3Artifacts
    from skills_core.distribution.derive import Derivation

    sources = AwsSources(endpoint_url=endpoint_url, profile=profile)
    s3 = sources.client("s3")
    mirror = S3Artifacts(settings.mirror_bucket, client=s3) if settings.mirror_bucket else None
    events = None
    if settings.event_bus:
        from skills_core.aws.generation.result_events import EventBridgePublisher

        events = EventBridgePublisher(settings.event_bus, endpoint_url=endpoint_url)
    ddb = sources.client("dynamodb")
    derivation = Derivation(
        S3Artifacts(settings.bucket, client=s3),
        DynamoDBVersionTexts(settings.table, client=ddb),
        mirror=mirror,
        events=events,
    )
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

    snapshots = SnapshotStore(settings.bucket, settings.table, s3=s3, ddb=ddb)
    derivation.on_new_tenant = _scope_distribution(derivation, snapshots, settings).bring_global
    return derivation


def distribute_s3_scopes(
    snapshots: SnapshotStore,
    settings: Settings,
    *,
    endpoint_url: str | None = None,
    profile: Profile = "lambda",
) -> None:
    """Make every S3 scope publication through ``snapshots`` (sync, the refresher) derive its
    skills into the distribution (SPEC §13): the derivation is built at the first one."""
    built: list[ScopeDistribution | None] = []

    def hook(old: Snapshot | None, new: Snapshot) -> None:
        if not built:
            derivation = build_derivation(
                settings, endpoint_url=endpoint_url, profile=profile, bucket=snapshots.bucket
            )
            found = (
                None if derivation is None else _scope_distribution(derivation, snapshots, settings)
            )
            built.append(found)
        if built[0] is not None:
            built[0].published(old, new)

    snapshots.on_publish = hook


def _scope_distribution(
    derivation: Derivation, snapshots: SnapshotStore, settings: Settings
) -> ScopeDistribution:
    from skills_core.aws.snapshots.distribution_scopes import ScopeDistribution
    from skills_core.aws.store.dynamodb_links import DynamoDBLinks

    return ScopeDistribution(
        derivation,
        client=snapshots.s3,
        bucket=snapshots.bucket,
        links=DynamoDBLinks(snapshots.table, client=snapshots.ddb),
        default_label=settings.default_label,
        snapshots=snapshots,
    )


def build_public(
    settings: Settings, *, endpoint_url: str | None = None
) -> PublicDistribution | None:
    """What the public function serves links from (``None`` without a bucket and a table):
    the link lookups in the table and the ``dist/`` objects in the bucket, nothing else."""
    if not (settings.bucket and settings.table):
        return None
    from skills_core.aws.snapshots.distribution_s3 import S3Artifacts
    from skills_core.aws.store.dynamodb_links import DynamoDBLinks
    from skills_core.distribution.public import PublicDistribution
    from skills_core.distribution.throttle import LinkThrottle

    sources = AwsSources(endpoint_url=endpoint_url)
    return PublicDistribution(
        DynamoDBLinks(settings.table, client=sources.client("dynamodb")),
        S3Artifacts(settings.bucket, client=sources.client("s3")),
        LinkThrottle(settings.link_rate_per_second),
        max_age=settings.index_lag_seconds,
    )


def build_projection(
    settings: Settings, *, endpoint_url: str | None = None
) -> StoreProjection | None:
    """The stream function's fold (``None``: the deployment keeps no catalog snapshots: it
    needs both a bucket and a table)."""
    snapshots = AwsSources(endpoint_url=endpoint_url).snapshots(settings)
    if snapshots is None or not settings.table:
        return None
    from skills_core.aws.snapshots.projection import StoreProjection

    return StoreProjection(snapshots, table=settings.table, default_label=settings.default_label)


__all__ = [
    "MODEL_OFF",
    "AwsSources",
    "DrafterFactory",
    "bedrock_drafter",
    "bedrock_reviewer",
    "build_derivation",
    "build_projection",
    "build_public",
    "build_service",
]
