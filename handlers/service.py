"""Per-request wiring: the sources of one tenant and a registry over them. Clients and caches
live at module level in the adapters and survive warm invocations; registries never do."""

from __future__ import annotations

from collections.abc import Sequence

from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.compose.saving import find_store, save_generated_skill
from skills_core.model import SaveResult
from skills_core.sources.base import SkillSource, SkillStore

from .config import ServiceConfig
from .models import SaveRequest

GLOBAL_LABEL = "s3:global"
TENANT_LABEL = "s3:tenant"
STORE_LABEL = "store"


def tenant_sources(config: ServiceConfig, tenant: str) -> list[SkillSource]:
    """S3 ``global/``, S3 ``tenants/<tenant>/``, then the tenant's store partition (SPEC §6)."""
    sources: list[SkillSource] = []
    if config.bucket:
        from skills_core.aws.s3_source import S3SkillSource

        sources.append(S3SkillSource(config.bucket, "global/", label=GLOBAL_LABEL))
        sources.append(S3SkillSource(config.bucket, f"tenants/{tenant}/", label=TENANT_LABEL))
    if config.table:
        from skills_core.aws.dynamodb_store import DynamoDBSkillStore

        sources.append(DynamoDBSkillStore(config.table, tenant=tenant, label=STORE_LABEL))
    return sources


def tenant_registry(config: ServiceConfig, tenant: str) -> SkillRegistry:
    sources = tenant_sources(config, tenant)
    if config.tenancy == "single":
        env = {
            "SKILLS_PATH": ":".join(config.skills_path),
            "SKILLS_NO_BUNDLED": "1" if config.no_bundled else "",
        }
        return create_registry(
            sources=sources, tenancy="single", body_cache_size=config.body_cache_size, env=env
        )
    return create_registry(sources=sources, tenancy="multi", body_cache_size=config.body_cache_size)


def tenant_store(config: ServiceConfig, tenant: str) -> SkillStore | None:
    return find_store(tenant_sources(config, tenant))


def save_skill_request(
    request: SaveRequest,
    *,
    config: ServiceConfig,
    sources: Sequence[SkillSource],
    author: str | None,
) -> SaveResult:
    """One save, as both ``POST /skills`` and a generation event make it."""
    fields = request.model_dump(
        exclude_none=True, include=set(SaveRequest.model_fields) - _SAVE_ARGUMENTS
    )
    return save_generated_skill(
        name=request.name,
        description=request.description,
        body=request.body,
        tags=request.tags,
        replace=request.replace,
        sources=sources,
        author=author,
        max_skill_bytes=config.max_skill_bytes,
        **fields,
    )


_SAVE_ARGUMENTS = {"name", "description", "body", "tags", "replace"}
