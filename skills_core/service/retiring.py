"""Why a retire found nothing to retire, in words a caller can act on. ``DELETE /skills/{name}``
retires store skills only; a name served from S3 (or another read-only source) is found by
``GET`` but is no store skill, so "not found" would contradict the read. It is answered 409
``SKILL_COLLISION`` (the name is held by a source the write does not own, as a save that
would shadow it is), naming the source label, never the bucket, and how to remove it."""

from __future__ import annotations

from skills_core.errors import SkillCollisionError, SkillError, SkillNotFoundError
from skills_core.service.tenants import TenantView
from skills_core.snapshot.scopes import GLOBAL_LABEL, GLOBAL_SCOPE, TENANT_LABEL, tenant_scope


def _prefix(view: TenantView, source: str) -> str | None:
    if source == GLOBAL_LABEL:
        return GLOBAL_SCOPE
    if source == TENANT_LABEL:
        return tenant_scope(view.tenant)
    return None


def not_retired(
    view: TenantView, store_label: str, name: str, missing: SkillNotFoundError
) -> SkillError:
    """The error for a retire the store refused with ``missing``: where ``name`` lives when
    another source serves it, else ``missing`` listing the names the store could retire."""
    served = {meta.name: meta.source for meta in view.registry.metadata()}
    source = served.get(name)
    if source is None or source == store_label:
        retirable = [skill for skill, label in served.items() if label == store_label]
        return SkillNotFoundError(missing.message, retirable)
    prefix = _prefix(view, source)
    if prefix is None:
        how = "it is read from that source, so remove it there"
    else:
        shared = " (shared by every tenant)" if source == GLOBAL_LABEL else ""
        how = (
            f"delete its folder ({name}/SKILL.md and its files) or its {name}.md under the S3 "
            f'prefix "{prefix}"{shared}, or run "skillsctl sync --delete" from a folder without '
            "it to that prefix"
        )
    return SkillCollisionError(
        f'Skill "{name}" lives in source "{source}", not in the skill store: DELETE '
        f"/skills/{name} retires only store skills (saved with POST /skills or generated). "
        f"To remove it, {how}. Nothing was changed.",
        [source],
    )


__all__ = ["not_retired"]
