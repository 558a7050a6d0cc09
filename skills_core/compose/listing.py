"""Listing a registry's sources: the ones that wait on something (S3, DynamoDB, a custom
source) are listed concurrently, so a read waits for the slowest source, not their sum."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

from skills_core.model import SkillRecord
from skills_core.sources.base import SkillSource
from skills_core.sources.fs import DirectorySource
from skills_core.sources.inline import InlineSource


def lists_remotely(source: SkillSource) -> bool:
    """Whether listing ``source`` waits on something (S3, DynamoDB, a custom source): in-memory
    skills, local folders and snapshots (``lists_locally``) list without waiting."""
    if isinstance(source, InlineSource | DirectorySource):
        return False
    return not getattr(source, "lists_locally", False)


def _listing(source: SkillSource) -> list[SkillRecord]:
    return list(source.list())


def list_concurrently(sources: Sequence[SkillSource]) -> dict[int, Future[list[SkillRecord]]]:
    """Start listing, each in its own thread, the sources that wait on something when there
    are two or more of them, so a read waits for the slowest source rather than their sum.
    Results are still added in source order (last-wins shadowing is unchanged) and a failure
    stays that source's own (fail open)."""
    remote = [position for position, source in enumerate(sources) if lists_remotely(source)]
    if len(remote) < 2:
        return {}
    pool = ThreadPoolExecutor(max_workers=len(remote), thread_name_prefix="skills-list")
    try:
        return {position: pool.submit(_listing, sources[position]) for position in remote}
    finally:
        pool.shutdown(wait=False)  # the futures finish; nothing else is ever submitted


__all__ = ["list_concurrently", "lists_remotely"]
