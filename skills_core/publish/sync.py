"""``sync_skills``: scan a folder, plan against the prefix's listing, apply. Everything is
validated before the first AWS call, and the index is written last, so readers never see an
index that names objects not yet uploaded."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from skills_core.aws.s3_index import INDEX_NAME, IndexEntries, build_index, normalize_prefix
from skills_core.publish import apply
from skills_core.publish.plan import (
    FileAction,
    Listing,
    carried_entries,
    content_type,
    extra_keys,
    file_action,
    index_state,
    kept_skill_files,
    plural,
)
from skills_core.publish.scan import LocalFile, LocalSkill, PublishError, md5_hex, scan_folder

logger = logging.getLogger("skills_core")


@dataclass(frozen=True)
class SyncResult:
    """What one sync did (or, with ``dry_run``, would do). The key lists are detail: two
    results with the same counts compare equal."""

    skills: int
    uploaded: int
    unchanged: int
    deleted: int
    kept: int  # remote objects missing locally, left in place (no ``delete``)
    index: str  # "written", "unchanged" or "would be written"
    uploaded_keys: tuple[str, ...] = field(default=(), compare=False)
    deleted_keys: tuple[str, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["uploaded_keys"] = list(self.uploaded_keys)
        data["deleted_keys"] = list(self.deleted_keys)
        return data


@dataclass
class _Target:
    client: Any
    bucket: str
    prefix: str
    remote: Listing
    dry_run: bool

    def publish(self, local: LocalFile) -> tuple[str, bool]:
        """Upload ``local`` unless S3 already holds it: ``(ETag, uploaded)``."""
        key = self.prefix + local.rel
        current = self.remote.get(key)
        action = file_action(local, current)
        if action is FileAction.COMPARE:
            same = apply.get_bytes(self.client, self.bucket, key) == local.content()
            action = FileAction.UNCHANGED if same else FileAction.UPLOAD
        if action is FileAction.UNCHANGED and current is not None:
            return current[0], False
        if self.dry_run:
            return f'"{local.md5}"', True
        data = local.content()
        return apply.put(self.client, self.bucket, key, data, content_type(local.rel)), True


def sync_skills(
    root: str | os.PathLike[str],
    bucket: str,
    prefix: str = "",
    *,
    client: Any,
    delete: bool = False,
    dry_run: bool = False,
    echo: Callable[[str], None] = print,
    warn: Callable[[str], None] | None = None,
) -> SyncResult:
    """Publish the skills under ``root`` to ``s3://bucket/prefix`` and write the frontmatter
    index (what ``skillsctl sync`` does; also usable to seed a bucket from code). Any problem
    raises :class:`PublishError` (its ``details`` list them) and nothing is written. ``echo``
    gets the progress lines, ``warn`` the warnings (default: the ``skills_core`` logger)."""
    folder = Path(root)
    prefix = normalize_prefix(prefix)
    where = f"s3://{bucket}/{prefix}"
    report = warn if warn is not None else logger.warning
    skills, problems = scan_folder(folder, report)
    if problems:
        raise PublishError(
            f"{plural(len(problems), 'problem')} in {folder}; nothing was uploaded. Fix them "
            f"(skillsctl validate {folder}) and sync again",
            details=problems,
        )
    if not skills:
        report(f"no skills found in {folder}")

    remote = apply.list_remote(client, bucket, prefix)
    target = _Target(client, bucket, prefix, remote, dry_run)
    mode = " (dry run: nothing is written)" if dry_run else ""
    echo(f"syncing {plural(len(skills), 'skill')} from {folder} to {where}{mode}")
    entries: IndexEntries = {}
    uploaded, unchanged = _upload(target, skills, entries, echo)

    extra = extra_keys(skills, remote, prefix)
    deleted: list[str] = []
    if extra and delete:
        for key in extra:
            echo(f"  {'would delete' if dry_run else 'deleted'} {key[len(prefix) :]}")
        if not dry_run:
            apply.delete(client, bucket, extra)
        deleted = extra
    elif extra:
        wanted = kept_skill_files(extra, prefix)
        if wanted and prefix + INDEX_NAME in remote:
            old = apply.read_index(client, bucket, prefix)
            entries.update(carried_entries(old, remote, prefix, wanted))
        report(
            f"{plural(len(extra), 'object')} under {where} not in {folder} were kept; pass "
            "--delete to remove them"
        )

    index_data = build_index(entries)
    state = index_state(remote.get(prefix + INDEX_NAME), md5_hex(index_data), dry_run=dry_run)
    if state == "written":
        apply.write_index(client, bucket, prefix, index_data)
    counts = f"unchanged {unchanged}, {'would delete' if dry_run else 'deleted'} {len(deleted)}"
    if dry_run:
        echo(f"dry run: would upload {len(uploaded)}, {counts}, index {state}; nothing was written")
    else:
        echo(f"uploaded {len(uploaded)}, {counts}, index {state}")
    return SyncResult(
        skills=len(skills),
        uploaded=len(uploaded),
        unchanged=unchanged,
        deleted=len(deleted),
        kept=0 if delete else len(extra),
        index=state,
        uploaded_keys=tuple(uploaded),
        deleted_keys=tuple(deleted),
    )


def _upload(
    target: _Target, skills: list[LocalSkill], entries: IndexEntries, echo: Callable[[str], None]
) -> tuple[list[str], int]:
    """Each skill's files, with a progress line per skill; fills ``entries`` with the skill
    files' index entries. Returns the uploaded keys and the unchanged count."""
    uploaded: list[str] = []
    unchanged = 0
    verb = "would upload" if target.dry_run else "uploaded"
    for number, skill in enumerate(skills, start=1):
        changed: list[str] = []
        for position, local in enumerate(skill.files):
            etag, sent = target.publish(local)
            if sent:
                changed.append(local.rel)
            if position == 0:
                entries[local.rel] = (etag, skill.frontmatter)
        same = len(skill.files) - len(changed)
        unchanged += same
        uploaded += [target.prefix + rel for rel in changed]
        count = f"{len(changed)} to upload" if target.dry_run else f"{len(changed)} uploaded"
        echo(f"[{number}/{len(skills)}] {skill.name}: {count}, {same} unchanged")
        for rel in changed:
            echo(f"  {verb} {rel}")
    return uploaded, unchanged


__all__ = ["SyncResult", "sync_skills"]
