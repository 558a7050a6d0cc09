"""``sync_skills``: scan a folder, plan against the prefix's listing, apply. Everything is
validated and content-scanned before the first AWS call, and the index is written last, so
readers never see an index that names objects not yet uploaded; the catalog snapshot, when a
table is known, is published after the index."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skills_core.aws.s3.s3_index import INDEX_NAME, MAX_PART_BYTES, IndexEntries, normalize_prefix
from skills_core.governance.findings import Finding
from skills_core.publish import apply
from skills_core.publish.content_scan import (
    VERDICTS,
    ScanPolicy,
    SkillScan,
    check_scans,
    scan_local_skill,
    worst,
)
from skills_core.publish.index_write import read_prefix_index, write_prefix_index
from skills_core.publish.plan import (
    FileAction,
    Listing,
    carried_entries,
    content_type,
    extra_keys,
    file_action,
    kept_skill_files,
    plural,
)
from skills_core.publish.scan import LocalFile, LocalSkill, PublishError, scan_folder
from skills_core.publish.snapshot import publish_synced
from skills_core.settings import settings_or_env

if TYPE_CHECKING:
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

logger = logging.getLogger("skills_core")


@dataclass(frozen=True)
class SyncResult:
    """What one sync did (or, with ``dry_run``, would do). The key lists, the scan and the
    snapshot are detail: two results with the same counts compare equal."""

    skills: int
    uploaded: int
    unchanged: int
    deleted: int
    kept: int  # remote objects missing locally, left in place (no ``delete``)
    index: str  # "written", "unchanged" or "would be written"
    #: Parts of a format-2 index (0: one format-1 object holds it all).
    index_parts: int = field(default=0, compare=False)
    uploaded_keys: tuple[str, ...] = field(default=(), compare=False)
    deleted_keys: tuple[str, ...] = field(default=(), compare=False)
    #: The worst content-scan verdict ("pass", "warn", "review", "block"), or "off".
    scan: str = field(default="pass", compare=False)
    findings: tuple[Finding, ...] = field(default=(), compare=False)
    #: "published", "unchanged", "failed", "skipped" (not a catalog prefix), "would be
    #: published" (dry run) or "none" (no table given).
    snapshot: str = field(default="none", compare=False)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["uploaded_keys"] = list(self.uploaded_keys)
        data["deleted_keys"] = list(self.deleted_keys)
        data["findings"] = [f.to_dict() for f in self.findings]
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
    scan: ScanPolicy | None = None,
    allow_review: bool = False,
    snapshots: SnapshotStore | None = None,
    index_part_bytes: int = MAX_PART_BYTES,
) -> SyncResult:
    """Publish the skills under ``root`` to ``s3://bucket/prefix`` and write the frontmatter
    index (what ``skillsctl sync`` does; also usable to seed a bucket from code). Any problem
    raises :class:`PublishError` (its ``details`` list them) and nothing is written. ``echo``
    gets the progress lines, ``warn`` the warnings (default: the ``skills_core`` logger).

    ``scan`` is the content-scan policy (default ``SKILLS_SCAN``): under ``enforce`` a
    ``block`` verdict, or a ``review`` one without ``allow_review``, uploads nothing (S3 has
    no pending state). With ``snapshots`` the prefix's catalog snapshot is published after the
    upload, so the next read sees it; a failure there is a warning, the upload stands.
    ``index_part_bytes`` caps each piece of the index (tests lower it to split small ones)."""
    folder = Path(root)
    prefix = normalize_prefix(prefix)
    where = f"s3://{bucket}/{prefix}"
    report = warn if warn is not None else logger.warning
    policy: ScanPolicy = settings_or_env().scan if scan is None else scan
    skills, problems = scan_folder(folder, report)
    if problems:
        raise PublishError(
            f"{plural(len(problems), 'problem')} in {folder}; nothing was uploaded. Fix them "
            f"(skillsctl validate {folder}) and sync again",
            details=problems,
        )
    if not skills:
        report(f"no skills found in {folder}")
    scans = [] if policy == "off" else [scan_local_skill(skill) for skill in skills]
    check_scans(scans, policy, allow_review=allow_review, folder=folder, warn=report)

    remote = apply.list_remote(client, bucket, prefix)
    target = _Target(client, bucket, prefix, remote, dry_run)
    mode = " (dry run: nothing is written)" if dry_run else ""
    echo(f"syncing {plural(len(skills), 'skill')} from {folder} to {where}{mode}")
    _echo_scans(scans, policy, echo)
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
            old = read_prefix_index(client, bucket, prefix, wanted)
            entries.update(carried_entries(old, remote, prefix, wanted))
        report(
            f"{plural(len(extra), 'object')} under {where} not in {folder} were kept; pass "
            "--delete to remove them"
        )

    written = write_prefix_index(
        client, bucket, prefix, entries, remote, dry_run=dry_run, part_bytes=index_part_bytes
    )
    state = written.state
    if written.parts:
        state_text = f"{state} ({plural(written.parts, 'part')}, {written.uploaded} uploaded)"
    else:
        state_text = state
    counts = f"unchanged {unchanged}, {'would delete' if dry_run else 'deleted'} {len(deleted)}"
    if dry_run:
        echo(
            f"dry run: would upload {len(uploaded)}, {counts}, index {state_text}; nothing was "
            "written"
        )
    else:
        echo(f"uploaded {len(uploaded)}, {counts}, index {state_text}")
    snapshot = "none"
    if snapshots is not None and dry_run:
        snapshot = "would be published"
    elif snapshots is not None:
        changed = bool(uploaded or deleted or state != "unchanged")
        snapshot = publish_synced(
            snapshots,
            client=client,
            bucket=bucket,
            prefix=prefix,
            skills=skills,
            changed=changed,
            warn=report,
        )
    if snapshots is not None:
        echo(f"catalog snapshot of {where}: {snapshot}")
    return SyncResult(
        skills=len(skills),
        uploaded=len(uploaded),
        unchanged=unchanged,
        deleted=len(deleted),
        kept=0 if delete else len(extra),
        index=state,
        index_parts=written.parts,
        uploaded_keys=tuple(uploaded),
        deleted_keys=tuple(deleted),
        scan="off" if policy == "off" else worst(s.verdict for s in scans),
        findings=tuple(f for s in scans for f in s.report.findings),
        snapshot=snapshot,
    )


def _echo_scans(scans: list[SkillScan], policy: ScanPolicy, echo: Callable[[str], None]) -> None:
    """One line for the content scan (its findings went to the warnings), and the binary
    files it could not read."""
    if policy == "off":
        echo("content scan: off (SKILLS_SCAN=off)")
        return
    counts = dict.fromkeys(VERDICTS, 0)
    for scan in scans:
        counts[scan.verdict] += 1
    shown = ", ".join(f"{n} {verdict}" for verdict, n in counts.items() if n)
    echo(f"content scan: {shown or 'no skills'}")
    for scan in scans:
        for path in scan.binary:
            echo(f"  not scanned (binary): {path}")


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
