"""``skillsctl``: the command line for people who write and publish skills.

Subcommands: ``validate`` (the linter), ``catalog`` and ``activate`` (preview what a model sees,
from local folders only), ``sync`` (publish a folder of skills to an S3 prefix, with the
frontmatter index), ``save`` (one skill into the DynamoDB store) and ``serve`` (the local API).

Every failure is one ``skillsctl: error: ...`` line on stderr and a non-zero exit (1 for
errors, 2 for usage errors, 130 when interrupted), never a traceback. Warnings logged by
``skills_core`` are shown as ``skillsctl: warning: ...`` lines.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import importlib
import json
import logging
import mimetypes
import os
import sys
import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError, NoCredentialsError, NoRegionError

from skills_core.aws.clients import error_code
from skills_core.aws.dynamodb_store import TENANT_RE, DynamoDBSkillStore
from skills_core.aws.s3_index import (
    INDEX_NAME,
    IndexFormatError,
    build_index,
    normalize_prefix,
    parse_index,
)
from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.compose.saving import OPTIONAL_FIELDS, save_generated_skill
from skills_core.errors import (
    SkillCollisionError,
    SkillError,
    SkillNotFoundError,
    SkillPathDeniedError,
)
from skills_core.format.fields import NAME_RE, parse_skill
from skills_core.format.frontmatter import NoFrontmatterError, frontmatter_from_head
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE
from skills_core.format.lint import LintProblem, lint_path, skill_files
from skills_core.format.paths import MAX_FILE_BYTES, normalize_relative_path
from skills_core.format.render import skill_fields
from skills_core.model import SkillRecord
from skills_core.prompt.activation import use_skill
from skills_core.prompt.catalog import CATALOG_STYLES, build_skill_catalog
from skills_core.sources.fs import DirectorySource
from skills_core.sources.local_files import list_local_files

PROG = "skillsctl"
EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

#: A command line may wait on a slow network longer than a Lambda function should
#: (``skills_core.aws.CLIENT_CONFIG`` is tuned for Lambda), and uploads deserve more retries.
_CLIENT_OPTIONS: dict[str, Any] = {
    "connect_timeout": 5,
    "read_timeout": 60,
    "retries": {"max_attempts": 5, "mode": "standard"},
}
_DELETE_BATCH = 1000
_MARKDOWN_TYPE = "text/markdown; charset=utf-8"


class CliError(Exception):
    """A failure the user can fix; shown as one line (after one line per detail), exit 1."""

    def __init__(self, message: str, *, details: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.details = tuple(details)


# -- output -----------------------------------------------------------------------------------


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


class _Console:
    """stderr lines (resolved at write time, so captured streams work); each warning once, as
    the registry both logs its warnings and keeps them in ``registry.warnings``."""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def note(self, level: str, message: str) -> None:
        line = _one_line(message)
        if level == "warning":
            if line in self._seen:
                return
            self._seen.add(line)
        print(f"{PROG}: {level}: {line}", file=sys.stderr)

    def warn(self, message: str) -> None:
        self.note("warning", message)

    def error(self, message: str) -> None:
        self.note("error", message)


class _LogHandler(logging.Handler):
    """Routes ``skills_core`` log records to the console."""

    def __init__(self, console: _Console, level: int) -> None:
        super().__init__(level)
        self.console = console

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:  # a malformed log call must not kill the command
            self.handleError(record)
            return
        self.console.note(record.levelname.lower(), message)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# -- argument types ---------------------------------------------------------------------------


def _s3_url(value: str) -> tuple[str, str]:
    """``s3://bucket/prefix`` -> (bucket, normalized prefix)."""
    if not value.startswith("s3://"):
        raise argparse.ArgumentTypeError(
            f"{value!r} is not an S3 URL; write s3://BUCKET/PREFIX (e.g. s3://my-skills/global/)"
        )
    bucket, _, prefix = value[len("s3://") :].partition("/")
    if not bucket:
        raise argparse.ArgumentTypeError(f"{value!r} names no bucket; write s3://BUCKET/PREFIX")
    if prefix.startswith("/") or "//" in prefix:
        raise argparse.ArgumentTypeError(
            f"{value!r}: the prefix has an empty path segment ('//'); remove the extra '/'"
        )
    return bucket, normalize_prefix(prefix)


def _tenant(value: str) -> str:
    if not TENANT_RE.fullmatch(value):
        raise argparse.ArgumentTypeError(
            f"invalid tenant {value!r}: use 1-128 letters, digits, '_' or '-', starting with a "
            "letter or digit"
        )
    return value


def _port(value: str) -> int:
    try:
        port = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"port must be a number, got {value!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"port must be between 0 and 65535, got {port}")
    return port


# -- local skills -----------------------------------------------------------------------------


class _SingleSkillSource(DirectorySource):
    """One skill folder or loose file given directly: its parent folder, filtered to it."""

    def __init__(self, parent: Path, target: Path, *, label: str) -> None:
        super().__init__(parent, label=label)
        self._target = target

    def list(self) -> list[SkillRecord]:
        return [r for r in super().list() if r.location and Path(r.location) == self._target]


def _source_for(raw: str) -> DirectorySource:
    """A folder of skills, one skill folder, or one ``.md`` file, as a source."""
    path = Path(raw)
    label = f"fs:{raw}"
    if not path.exists():
        raise CliError(f"{raw}: path does not exist; check the spelling")
    if path.is_dir():
        if (path / SKILL_FILE).is_file():
            folder = path.resolve()
            return _SingleSkillSource(folder.parent, folder / SKILL_FILE, label=label)
        return DirectorySource(path, label=label)
    if path.suffix == ".md":
        file = path.resolve()
        if file.name == SKILL_FILE:
            return _SingleSkillSource(file.parent.parent, file, label=label)
        return _SingleSkillSource(file.parent, file, label=label)
    raise CliError(
        f"{raw}: not a folder of skills, a skill folder or a .md file; pass one of those"
    )


def _registry(paths: Sequence[str], console: _Console) -> SkillRegistry:
    sources = [_source_for(raw) for raw in paths]
    registry = create_registry(sources=sources, tenancy="multi")
    for warning in registry.warnings:
        console.warn(warning)
    return registry


def _read_limited(path: Path, limit: int) -> bytes:
    with open(path, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise CliError(
            f"{path}: file is larger than {limit // 1024} KiB, the limit for a skill file; move "
            "long material into files beside SKILL.md"
        )
    return data


# -- validate ---------------------------------------------------------------------------------


def _cmd_validate(ns: argparse.Namespace, console: _Console) -> int:
    problems: list[LintProblem] = []
    checked = 0
    for raw in ns.paths:
        path = Path(raw)
        if not path.exists():
            problems.append(
                LintProblem("error", raw, None, "path does not exist; check the spelling")
            )
            continue
        targets = [file for file, _ in skill_files(path)]
        if not targets:
            problems.append(
                LintProblem(
                    "warning",
                    raw,
                    None,
                    "no skills found (expected <name>/SKILL.md folders or <name>.md files)",
                )
            )
        for target in targets:
            checked += 1
            try:
                problems.extend(lint_path(target, strict=ns.strict))
            except OSError as exc:
                reason = exc.strerror or type(exc).__name__
                problems.append(LintProblem("error", str(target), None, f"cannot read: {reason}"))
    errors = sum(1 for p in problems if p.level == "error")
    warnings = len(problems) - errors
    if ns.json:
        print(json.dumps([p.to_dict() for p in problems], indent=2, ensure_ascii=False))
    else:
        for problem in problems:
            print(_one_line(str(problem)))
        print(
            f"{_plural(checked, 'skill')} checked, {_plural(errors, 'error')}, "
            f"{_plural(warnings, 'warning')}",
            file=sys.stderr,
        )
    return EXIT_ERROR if errors else EXIT_OK


# -- catalog / activate -----------------------------------------------------------------------


def _cmd_catalog(ns: argparse.Namespace, console: _Console) -> int:
    registry = _registry(ns.paths, console)
    text = build_skill_catalog(registry.metadata(), style=ns.style, max_chars=ns.max_chars)
    if not text:
        console.warn(f"no skills found in {', '.join(ns.paths)}; the catalog is empty")
        return EXIT_OK
    print(text)
    return EXIT_OK


def _cmd_activate(ns: argparse.Namespace, console: _Console) -> int:
    registry = _registry(ns.paths, console)
    if not registry.names():
        raise CliError(
            f"no skills found in {', '.join(ns.paths)}; pass --from with a folder that holds "
            "<name>/SKILL.md or <name>.md"
        )
    args = list(ns.args)
    try:
        print(use_skill(registry, ns.name, args or None))
    except SkillNotFoundError as exc:
        if exc.available and ns.name not in exc.available:
            raise CliError(
                f'unknown skill "{ns.name}"; available: {", ".join(exc.available)}'
            ) from None
        raise
    return EXIT_OK


# -- sync -------------------------------------------------------------------------------------


def _client(service: str, endpoint_url: str | None) -> Any:
    """A boto3 client for the command line (see ``_CLIENT_OPTIONS``). With an endpoint (moto,
    LocalStack) S3 uses path-style addressing and the region defaults to us-east-1."""
    import boto3
    from botocore.config import Config

    session: Any = boto3.session.Session()
    options = dict(_CLIENT_OPTIONS)
    region = session.region_name
    if endpoint_url:
        region = region or "us-east-1"
        if service == "s3":
            options["s3"] = {"addressing_style": "path"}
    return session.client(
        service, region_name=region, endpoint_url=endpoint_url or None, config=Config(**options)
    )


def _md5(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def _content_type(key: str) -> str:
    if key.endswith(".md"):
        return _MARKDOWN_TYPE
    guessed, _ = mimetypes.guess_type(key)
    return guessed or "application/octet-stream"


@dataclass(frozen=True)
class _LocalFile:
    rel: str  # key relative to the prefix
    path: Path
    md5: str
    size: int
    data: bytes | None = None  # kept for skill files, so the upload matches the index


@dataclass(frozen=True)
class _LocalSkill:
    name: str
    files: tuple[_LocalFile, ...]  # the skill file first
    frontmatter: str | None
    folder: str | None  # the folder name (folder layout)


def _hidden(rel: str) -> bool:
    return any(part.startswith(".") for part in rel.split("/"))


def _local_file(rel: str, path: Path, data: bytes | None = None) -> _LocalFile:
    if data is None:
        content = path.read_bytes()
        return _LocalFile(rel, path, _md5(content), len(content))
    return _LocalFile(rel, path, _md5(data), len(data), data)


def _scan_for_sync(root: Path, warn: Callable[[str], None]) -> tuple[list[_LocalSkill], list[str]]:
    """Every skill under ``root`` with the loader's rules plus what S3 discovery needs (a
    valid key name, plain relative file paths). Returns the skills and the problems."""
    if not root.exists():
        raise CliError(f"{root}: path does not exist; check the spelling")
    if not root.is_dir():
        raise CliError(
            f"{root}: not a folder; sync takes the folder that holds the skills "
            "(<name>/SKILL.md, <name>.md)"
        )
    if (root / SKILL_FILE).is_file():
        warn(
            f"{root / SKILL_FILE} is ignored: a SKILL.md directly in the synced folder has no "
            "skill name; sync its parent folder to publish it"
        )
    problems: list[str] = []
    skills: list[_LocalSkill] = []
    names: dict[str, str] = {}
    for record in DirectorySource(root).list():
        location = record.location or record.name
        folder = record.layout == "folder"
        try:
            data = _read_limited(Path(location), MAX_SKILL_FILE_BYTES)
            skill = parse_skill(
                data, location=location, default_name=record.name, directory=record.directory
            )
            frontmatter = frontmatter_from_head(data, complete=True, location=location)
        except NoFrontmatterError as exc:
            if not folder:
                warn(f"skipping {location}: no frontmatter, so it is not a skill")
                continue
            problems.append(exc.message)
            continue
        except (SkillError, CliError) as exc:
            problems.append(exc.message if isinstance(exc, SkillError) else str(exc))
            continue
        except OSError as exc:
            problems.append(f"{location}: cannot read ({exc.strerror or type(exc).__name__})")
            continue
        if not NAME_RE.fullmatch(record.name):
            kind = "folder" if folder else "file"
            problems.append(
                f"{location}: the {kind} name {record.name!r} is not a valid skill name (1-64 "
                "of a-z, 0-9, '-', '_', starting with a letter or digit), so S3 discovery "
                f"would ignore it; rename the {kind}"
            )
            continue
        previous = names.get(skill.name)
        if previous is not None:
            problems.append(
                f'two skills are named "{skill.name}": {previous} and {location}; rename one '
                "of them"
            )
            continue
        names[skill.name] = location
        base = f"{record.name}/{SKILL_FILE}" if folder else f"{record.name}.md"
        files = [_local_file(base, Path(location), data)]
        if folder and record.directory is not None:
            for rel in list_local_files(record.directory):
                if _hidden(rel):
                    continue
                try:
                    canonical = normalize_relative_path(rel)
                except SkillPathDeniedError as exc:
                    canonical = f"<{exc.message}>"
                if canonical != rel:
                    problems.append(
                        f"{Path(record.directory) / rel}: {rel!r} is not a plain relative path "
                        "(no backslashes or percent escapes), so it could not be read back; "
                        "rename it"
                    )
                    continue
                file = _local_file(f"{record.name}/{rel}", Path(record.directory) / rel)
                if file.size > MAX_FILE_BYTES:
                    warn(
                        f"{file.path} is {file.size} bytes: it is uploaded and listed, but "
                        f"read_skill_file serves at most {MAX_FILE_BYTES // 1024} KiB"
                    )
                files.append(file)
        skills.append(
            _LocalSkill(skill.name, tuple(files), frontmatter, record.name if folder else None)
        )
    skills.sort(key=lambda s: s.name)
    return skills, problems


def _list_remote(client: Any, bucket: str, prefix: str) -> dict[str, tuple[str, int]]:
    objects: dict[str, tuple[str, int]] = {}
    try:
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix):
            for item in page.get("Contents", ()):
                objects[item["Key"]] = (str(item.get("ETag", "")), int(item.get("Size", 0)))
    except ClientError as exc:
        code = error_code(exc)
        if code == "NoSuchBucket":
            raise CliError(
                f'bucket "{bucket}" does not exist; create it (aws s3 mb s3://{bucket}) or check '
                "the name in the S3 URL"
            ) from None
        if code in ("AccessDenied", "403"):
            raise CliError(
                f"access denied listing s3://{bucket}/{prefix}; the credentials need "
                "s3:ListBucket, s3:GetObject and s3:PutObject (and s3:DeleteObject for --delete)"
            ) from None
        raise
    return objects


def _get_bytes(client: Any, bucket: str, key: str) -> bytes | None:
    try:
        body = client.get_object(Bucket=bucket, Key=key)["Body"]
    except ClientError as exc:
        if error_code(exc) in ("NoSuchKey", "404"):
            return None
        raise
    try:
        data: bytes = body.read()
    finally:
        body.close()
    return data


def _unchanged(
    client: Any, bucket: str, key: str, local: _LocalFile, remote: tuple[str, int] | None
) -> bool:
    """The ETag of a single-part upload is the MD5 of the content: equal means unchanged. A
    different ETag at the same size may be a multipart or SSE-KMS ETag (not an MD5), so the
    content decides."""
    if remote is None:
        return False
    etag, size = remote
    if etag.strip('"').lower() == local.md5:
        return True
    if size != local.size:
        return False
    current = _get_bytes(client, bucket, key)
    return current is not None and current == (
        local.data if local.data is not None else local.path.read_bytes()
    )


def _put(client: Any, bucket: str, key: str, data: bytes, content_type: str) -> str:
    digest = base64.b64encode(hashlib.md5(data, usedforsecurity=False).digest()).decode("ascii")
    response = client.put_object(
        Bucket=bucket, Key=key, Body=data, ContentType=content_type, ContentMD5=digest
    )
    return str(response["ETag"])


def _skill_object(rel: str) -> bool:
    """A key (relative to the prefix) that S3 discovery reads as a skill."""
    parts = rel.split("/")
    if len(parts) == 1:
        return rel.endswith(".md") and rel != SKILL_FILE
    return len(parts) == 2 and parts[1] == SKILL_FILE


def _managed(rel: str, folders: set[str]) -> bool:
    """Keys ``sync --delete`` may remove: loose ``.md`` files at the top of the prefix and
    everything in a skill folder. Other keys (``tenants/`` below a bucket-root prefix, a
    folder without SKILL.md) are never touched."""
    if rel == INDEX_NAME:
        return False
    top, sep, _ = rel.partition("/")
    if not sep:
        return rel.endswith(".md")
    return top in folders


def _carried_entries(
    client: Any,
    bucket: str,
    prefix: str,
    remote: Mapping[str, tuple[str, int]],
    kept: Iterable[str],
) -> dict[str, tuple[str, str | None]]:
    """Index entries of remote skills that stay (no ``--delete``), from the current index while
    their ETag still matches; others are left to the readers' ranged GETs."""
    wanted = [rel for rel in kept if _skill_object(rel)]
    index_key = prefix + INDEX_NAME
    if not wanted or index_key not in remote:
        return {}
    data = _get_bytes(client, bucket, index_key)
    if data is None:
        return {}
    try:
        old = parse_index(data)
    except IndexFormatError:
        return {}
    carried: dict[str, tuple[str, str | None]] = {}
    for rel in wanted:
        entry = old.get(rel)
        if entry is not None and entry[0] == remote[prefix + rel][0]:
            carried[rel] = entry
    return carried


@dataclass(frozen=True)
class SyncResult:
    """What one sync did (or, with ``dry_run``, would do)."""

    skills: int
    uploaded: int
    unchanged: int
    deleted: int
    kept: int  # remote objects missing locally, left in place (no ``delete``)
    index: str  # "written", "unchanged" or "would be written"


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
    index (what ``skillsctl sync`` does; also usable to seed a bucket from code). Every skill
    is validated first: any problem raises :class:`CliError` (its ``details`` list them) and
    nothing is written. ``echo`` gets the progress lines, ``warn`` the warnings."""
    folder = Path(root)
    prefix = normalize_prefix(prefix)
    target = f"s3://{bucket}/{prefix}"
    report = warn if warn is not None else _Console().warn
    skills, problems = _scan_for_sync(folder, report)
    if problems:
        raise CliError(
            f"{_plural(len(problems), 'problem')} in {folder}; nothing was uploaded. Fix them "
            f"(skillsctl validate {folder}) and sync again",
            details=problems,
        )
    if not skills:
        report(f"no skills found in {folder}")

    remote = _list_remote(client, bucket, prefix)
    mode = " (dry run: nothing is written)" if dry_run else ""
    echo(f"syncing {_plural(len(skills), 'skill')} from {folder} to {target}{mode}")

    uploaded = unchanged = 0
    entries: dict[str, tuple[str, str | None]] = {}
    verb = "would upload" if dry_run else "uploaded"
    for number, skill in enumerate(skills, start=1):
        changed: list[str] = []
        same = 0
        for position, local in enumerate(skill.files):
            key = prefix + local.rel
            current = remote.get(key)
            if current is not None and _unchanged(client, bucket, key, local, current):
                etag = current[0]
                same += 1
            elif dry_run:
                etag = f'"{local.md5}"'
                changed.append(local.rel)
            else:
                data = local.data if local.data is not None else local.path.read_bytes()
                etag = _put(client, bucket, key, data, _content_type(local.rel))
                changed.append(local.rel)
            if position == 0:
                entries[local.rel] = (etag, skill.frontmatter)
        uploaded += len(changed)
        unchanged += same
        count = f"{len(changed)} to upload" if dry_run else f"{len(changed)} uploaded"
        echo(f"[{number}/{len(skills)}] {skill.name}: {count}, {same} unchanged")
        for rel in changed:
            echo(f"  {verb} {rel}")

    local_keys = {prefix + f.rel for skill in skills for f in skill.files}
    folders = {s.folder for s in skills if s.folder is not None}
    folders |= {
        rel.partition("/")[0]
        for rel in (key[len(prefix) :] for key in remote)
        if "/" in rel and _skill_object(rel)
    }
    extra = sorted(
        key for key in remote if key not in local_keys and _managed(key[len(prefix) :], folders)
    )
    deleted = kept = 0
    if extra and delete:
        for key in extra:
            echo(f"  {'would delete' if dry_run else 'deleted'} {key[len(prefix) :]}")
        if not dry_run:
            _delete(client, bucket, extra)
        deleted = len(extra)
    elif extra:
        kept = len(extra)
        entries.update(
            _carried_entries(client, bucket, prefix, remote, (k[len(prefix) :] for k in extra))
        )
        report(
            f"{_plural(kept, 'object')} under {target} not in {folder} were kept; pass "
            "--delete to remove them"
        )

    index_data = build_index(entries)
    index_key = prefix + INDEX_NAME
    current_index = remote.get(index_key)
    if current_index is not None and current_index[0].strip('"') == _md5(index_data):
        index_state = "unchanged"
    elif dry_run:
        index_state = "would be written"
    else:
        _put(client, bucket, index_key, index_data, "application/json")
        index_state = "written"
    if dry_run:
        echo(
            f"dry run: would upload {uploaded}, unchanged {unchanged}, would delete {deleted}, "
            f"index {index_state}; nothing was written"
        )
    else:
        echo(f"uploaded {uploaded}, unchanged {unchanged}, deleted {deleted}, index {index_state}")
    return SyncResult(len(skills), uploaded, unchanged, deleted, kept, index_state)


def _cmd_sync(ns: argparse.Namespace, console: _Console) -> int:
    bucket, prefix = ns.target
    client = _client("s3", ns.endpoint_url)  # makes no call: invalid skills fail before any
    sync_skills(
        ns.path,
        bucket,
        prefix,
        client=client,
        delete=ns.delete,
        dry_run=ns.dry_run,
        warn=console.warn,
    )
    return EXIT_OK


def _delete(client: Any, bucket: str, keys: Sequence[str]) -> None:
    for start in range(0, len(keys), _DELETE_BATCH):
        batch = keys[start : start + _DELETE_BATCH]
        response = client.delete_objects(
            Bucket=bucket, Delete={"Objects": [{"Key": k} for k in batch], "Quiet": True}
        )
        failed = response.get("Errors") or []
        if failed:
            first = failed[0]
            raise CliError(
                f"could not delete {_plural(len(failed), 'object')} from s3://{bucket}/ (first: "
                f"{first.get('Key')}: {first.get('Code')}); check s3:DeleteObject permission"
            )


# -- save -------------------------------------------------------------------------------------


@contextlib.contextmanager
def _only_errors(verbose: bool) -> Iterator[None]:
    """Hide ``skills_core`` warnings for a call whose failures are raised anyway (and whose
    useful warnings come back in its result)."""
    logger = logging.getLogger("skills_core")
    previous = logger.level
    if not verbose:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(previous)


def _cmd_save(ns: argparse.Namespace, console: _Console) -> int:
    file = Path(ns.file)
    if file.is_dir():
        if not (file / SKILL_FILE).is_file():
            raise CliError(f"{file}: folder has no {SKILL_FILE}; pass a SKILL.md or a .md file")
        file = file / SKILL_FILE
    elif not file.exists():
        raise CliError(f"{file}: file does not exist; check the spelling")
    data = _read_limited(file, MAX_SKILL_FILE_BYTES)
    default_name = file.parent.name if file.name == SKILL_FILE else file.stem
    skill = parse_skill(data, location=str(file), default_name=default_name)
    fields = skill_fields(skill)
    kwargs = {k: v for k, v in fields.items() if k in OPTIONAL_FIELDS}
    dropped = [
        k for k in fields if k not in OPTIONAL_FIELDS and k not in ("name", "description", "tags")
    ]
    if dropped:
        console.warn(
            f"{file}: field(s) {', '.join(dropped)} are not stored by the skill store; move "
            "them under 'metadata' to keep them"
        )
    if file.name == SKILL_FILE:
        extra_files = list_local_files(file.parent)
        if extra_files:
            console.warn(
                f"not saved: {_plural(len(extra_files), 'file')} beside {file} (the store "
                "keeps SKILL.md only; publish skill folders with skillsctl sync)"
            )
    store = DynamoDBSkillStore(
        ns.table, tenant=ns.tenant, client=_client("dynamodb", ns.endpoint_url)
    )
    try:
        with _only_errors(ns.verbose):  # the store's own logs repeat the error raised
            result = save_generated_skill(
                name=skill.name,
                description=skill.description,
                body=skill.content,
                tags=fields.get("tags", ()),
                sources=[store],
                replace=ns.replace,
                author=ns.author,
                **kwargs,
            )
    except SkillCollisionError:
        raise CliError(
            f'skill "{skill.name}" already exists in table "{ns.table}" for tenant '
            f'"{ns.tenant}"; pass --replace to save it as a new version'
        ) from None
    for warning in result.warnings:
        console.warn(warning)
    print(f"saved {result.name} version {result.version} (table {ns.table}, tenant {ns.tenant})")
    print("changelog:")
    for entry in result.changelog:
        by = f"  by {entry.author}" if entry.author else ""
        print(f"  v{entry.version}  {entry.time}  {entry.action}{by}")
    return EXIT_OK


# -- serve ------------------------------------------------------------------------------------


def _cmd_serve(ns: argparse.Namespace, console: _Console) -> int:
    """Runs ``localrun.server.main`` (imported only here: it needs moto and the handlers)."""
    forwarded: list[str] = []
    for flag, value in (
        ("--port", ns.port),
        ("--host", ns.host),
        ("--tenant", ns.tenant),
        ("--moto-port", ns.moto_port),
    ):
        if value is not None:
            forwarded += [flag, str(value)]
    if ns.no_seed:
        forwarded.append("--no-seed")
    try:
        server = importlib.import_module("localrun.server")
    except ModuleNotFoundError as exc:
        if exc.name in ("localrun", "localrun.server"):
            raise CliError(
                "the local server (localrun.server) is not importable; run `make run` (or "
                "skillsctl serve) from the repository checkout"
            ) from None
        raise CliError(
            f"the local server needs the module {exc.name!r}; install the dev extras "
            "(make install, or pip install -e '.[dev]')"
        ) from None
    try:
        result = server.main(forwarded)
    except SystemExit as exc:  # the server's own argument errors
        return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    return int(result or 0)


# -- parser and entry point -------------------------------------------------------------------

Handler = Callable[[argparse.Namespace, _Console], int]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Validate, preview and publish agent skills (SKILL.md files).",
    )
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="also show informational messages"
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    validate = commands.add_parser(
        "validate",
        help="lint skill files and folders",
        description="Lint skills: one line per problem (file, field, level, message). "
        "Exit 1 when any error was found; warnings alone exit 0.",
    )
    validate.add_argument("paths", nargs="+", metavar="PATH", help="a skill file or folder")
    validate.add_argument(
        "--strict", action="store_true", help="apply the Agent Skills (agentskills.io) profile"
    )
    validate.add_argument("--json", action="store_true", help="print the problems as JSON")
    validate.set_defaults(handler=_cmd_validate)

    catalog = commands.add_parser(
        "catalog",
        help="print the catalog a model would see",
        description="Print the skills catalog of local folders (registry warnings on stderr).",
    )
    catalog.add_argument("paths", nargs="+", metavar="PATH", help="a folder of skills or a skill")
    catalog.add_argument("--style", choices=CATALOG_STYLES, default="use_skill")
    catalog.add_argument(
        "--max-chars", type=int, default=None, metavar="N", help="character budget"
    )
    catalog.set_defaults(handler=_cmd_catalog)

    activate = commands.add_parser(
        "activate",
        help="print the use_skill result for a skill",
        description="Print what use_skill returns for NAME with ARGS. Put '--' before "
        "arguments that start with '-'.",
    )
    activate.add_argument("name", metavar="NAME")
    activate.add_argument("args", nargs="*", metavar="ARGS")
    activate.add_argument(
        "--from",
        dest="paths",
        action="append",
        required=True,
        metavar="PATH",
        help="a folder of skills or a skill (repeatable; later ones win on equal priority)",
    )
    activate.set_defaults(handler=_cmd_activate)

    sync = commands.add_parser(
        "sync",
        help="publish a folder of skills to S3",
        description="Upload every skill under PATH to s3://BUCKET/PREFIX (unchanged files are "
        "skipped), then write the frontmatter index. Nothing is uploaded when any skill is "
        "invalid. Remote objects missing locally are removed only with --delete.",
    )
    sync.add_argument("path", metavar="PATH", help="the folder that holds the skills")
    sync.add_argument("target", type=_s3_url, metavar="s3://BUCKET/PREFIX")
    sync.add_argument("--delete", action="store_true", help="remove remote skills not in PATH")
    sync.add_argument(
        "--dry-run", action="store_true", help="show what would change; write nothing"
    )
    sync.add_argument("--endpoint-url", default=None, metavar="URL", help="S3 endpoint (moto, ...)")
    sync.set_defaults(handler=_cmd_sync)

    save = commands.add_parser(
        "save",
        help="save one skill to the DynamoDB store",
        description="Save a SKILL.md (or a loose .md) as a new skill or, with --replace, a "
        "new version.",
    )
    save.add_argument("file", metavar="FILE", help="a SKILL.md, a skill folder or a .md file")
    save.add_argument("--table", required=True, metavar="T", help="the skill store table")
    save.add_argument("--tenant", required=True, type=_tenant, metavar="X", help="tenant id")
    save.add_argument("--replace", action="store_true", help="save a new version if it exists")
    save.add_argument("--author", default=None, help="who saves it (recorded in the changelog)")
    save.add_argument("--endpoint-url", default=None, metavar="URL", help="DynamoDB endpoint")
    save.set_defaults(handler=_cmd_save)

    serve = commands.add_parser(
        "serve",
        help="run the API locally (what `make run` runs)",
        description="Serve the HTTP API on an embedded, in-memory AWS (moto).",
    )
    serve.add_argument("--port", type=_port, default=None, help="default: the server's (3000)")
    serve.add_argument("--host", default=None, help="default: the server's (127.0.0.1)")
    serve.add_argument("--tenant", type=_tenant, default=None, help="default tenant (local)")
    serve.add_argument(
        "--moto-port", type=_port, default=None, help="port of the in-memory AWS (default: free)"
    )
    serve.add_argument("--no-seed", action="store_true", help="do not upload the bundled skills")
    serve.set_defaults(handler=_cmd_serve)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("serverless-skills")
    except PackageNotFoundError:
        return "unknown"


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Parse, letting ``activate`` take its ARGS after ``--from`` too. Arguments that start
    with ``-`` must follow ``--`` so a mistyped option is never taken as an argument."""
    namespace, extras = parser.parse_known_args(argv)
    if extras:
        if namespace.command != "activate":
            parser.error(f"unrecognized arguments: {' '.join(extras)}")
        if extras[0] == "--":
            extras = extras[1:]
        else:
            dashed = [e for e in extras if e.startswith("-") and e != "-"]
            if dashed:
                parser.error(
                    f"unrecognized arguments: {' '.join(dashed)} (put '--' before skill "
                    "arguments that start with '-')"
                )
        namespace.args = [*namespace.args, *extras]
    return namespace


def _describe_os_error(exc: OSError) -> str:
    reason = exc.strerror or str(exc) or type(exc).__name__
    return f"{exc.filename}: {reason}" if exc.filename else reason


def _silence_stdout() -> None:
    """After a closed pipe (``skillsctl catalog ... | head``) make the final flush harmless."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def _run(handler: Handler, ns: argparse.Namespace, console: _Console) -> int:
    try:
        return handler(ns, console)
    except KeyboardInterrupt:
        console.error("interrupted")
        return EXIT_INTERRUPTED
    except CliError as exc:
        for detail in exc.details:
            console.error(detail)
        console.error(str(exc))
    except SkillError as exc:
        console.error(exc.message)
    except NoCredentialsError:
        console.error(
            "no AWS credentials found; configure a profile (AWS_PROFILE) or set "
            "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"
        )
    except NoRegionError:
        console.error("no AWS region configured; set AWS_REGION (e.g. AWS_REGION=us-east-1)")
    except ClientError as exc:
        console.error(f"AWS request failed: {exc}")
    except BotoCoreError as exc:
        console.error(f"AWS request failed: {exc}")
    except BrokenPipeError:
        _silence_stdout()
    except OSError as exc:
        console.error(_describe_os_error(exc))
    except Exception as exc:  # never a traceback, unless asked for
        console.error(
            f"unexpected {type(exc).__name__}: {exc} (a bug in {PROG}; rerun with --verbose "
            "for the traceback)"
        )
        if ns.verbose:
            traceback.print_exc()
    return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """The ``skillsctl`` console script. Returns the exit status instead of exiting."""
    parser = build_parser()
    try:
        ns = _parse(parser, list(sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # argparse: usage errors (2), --help and --version (0)
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    console = _Console()
    logger = logging.getLogger("skills_core")
    level = logging.INFO if ns.verbose else logging.WARNING
    handler = _LogHandler(console, level)
    previous_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(level)
    try:
        return _run(ns.handler, ns, console)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous_level)


if __name__ == "__main__":
    sys.exit(main())
