"""The served skills as files (the use case behind MCP's skill resources): per skill its
frontmatter as a JSON object, its SKILL.md text exactly as served, its files, and the size and
``sha256:`` digest of every one of them.

A digest needs the bytes, so it is cached per process, keyed by tenant, source label,
location and the etag or version the source reports: a warm listing reads nothing again, and
no tenant ever sees an entry another tenant's reads produced. Sources do not report a version
per file beside SKILL.md, so file digests also expire after :data:`FILE_DIGEST_TTL_SECONDS`
(the time S3 changes made by other means take to show, SPEC §11). A catalog snapshot that
carries digests (``SkillRecord.digest``) makes the SKILL.md reads unnecessary."""

from __future__ import annotations

import math
import threading
import time
from base64 import b64encode
from collections import OrderedDict
from collections.abc import Callable, Collection, Hashable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from functools import cached_property
from typing import Any

from skills_core.compose.registry import RegistryEntry, SkillRegistry
from skills_core.errors import SkillError, SkillInvalidError, SkillNotFoundError, describe_error
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.layout import SKILL_FILE
from skills_core.format.render import render_skill
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping
from skills_core.governance.digest import digest_of
from skills_core.service.tenants import TenantView

#: SEP-2640 limits per skill (SKILL.md included): beyond them the manifest is withheld.
MAX_RESOURCES_PER_SKILL = 512
MAX_BYTES_PER_SKILL = 16 * 1024 * 1024
FILE_DIGEST_TTL_SECONDS = 60.0
DIGEST_CACHE_ENTRIES = 50_000


@dataclass(frozen=True)
class ServedFile:
    """One file of a skill as served: ``path`` is relative to the skill root."""

    path: str
    size: int
    digest: str


@dataclass(frozen=True)
class ServedSkill:
    name: str
    description: str
    frontmatter: Mapping[str, Any]
    #: SKILL.md first, then the files in path order; ``None`` when the skill is beyond the
    #: limits (its manifest is withheld; its files stay readable one by one).
    files: tuple[ServedFile, ...] | None


class DigestCache:
    """A bounded, thread-safe LRU of ``(digest, size)`` whose entries may expire."""

    def __init__(
        self, max_entries: int = DIGEST_CACHE_ENTRIES, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.max_entries = max_entries
        self._clock = clock
        self._entries: OrderedDict[Hashable, tuple[str, int, float]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> tuple[str, int] | None:
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                return None
            if found[2] < self._clock():
                del self._entries[key]
                return None
            self._entries.move_to_end(key)
            return found[0], found[1]

    def put(self, key: Hashable, value: tuple[str, int], ttl: float = math.inf) -> None:
        with self._lock:
            self._entries[key] = (*value, self._clock() + ttl)
            self._entries.move_to_end(key)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


DIGESTS = DigestCache()


def json_value(value: Any) -> Any:
    """A YAML value as plain JSON: keys as text, dates as ISO text, binary as base64, sets
    as lists, non-finite numbers as their YAML spelling (JSON has none)."""
    if isinstance(value, Mapping):
        return {_json_key(k): json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [json_value(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return ".nan" if math.isnan(value) else (".inf" if value > 0 else "-.inf")
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, bytes):
        return b64encode(value).decode("ascii")
    return value


def _json_key(key: Any) -> str:
    if isinstance(key, bool):
        return "true" if key else "false"
    return "null" if key is None else str(key)


def frontmatter_object(frontmatter: str) -> dict[str, Any]:
    """The frontmatter text as a JSON object, read with the project's safe loader."""
    data, _ = load_yaml_mapping(frontmatter, first_line=2)
    cleaned: dict[str, Any] = json_value(data)
    return cleaned


class SkillResources:
    """One tenant's served skills (the default label unless the view says otherwise) for one
    request. Reads fail open: what cannot be served becomes a warning, not an error."""

    def __init__(self, view: TenantView, *, digests: DigestCache = DIGESTS) -> None:
        self.view = view
        self._digests = digests
        self._texts: dict[str, str] = {}
        self._paths: dict[str, list[str]] = {}
        self._own_warnings: list[str] = []

    @cached_property
    def registry(self) -> SkillRegistry:
        return self.view.registry

    @property
    def warnings(self) -> list[str]:
        """The sources' warnings (when the skills were composed) and this request's own."""
        read = "registry" in self.__dict__ or "catalogued" in self.view.__dict__
        composed = self.view.warnings if read else []
        return [*composed, *self._own_warnings]

    @property
    def _walked(self) -> bool:
        return "registry" not in self.__dict__ and self.view.walked

    def names(self) -> list[str]:
        """Every served name, sorted: walked from stored snapshots where the view allows
        (nothing decoded whole), else the registry's."""
        return self.view.catalogued.names() if self._walked else self.registry.names()

    def page(self, names: Collection[str]) -> SkillResources:
        """These skills alone, for a page of full entries: cut from the stored snapshots
        (only their lines decoded) where the view is walked, else these resources."""
        if not self._walked:
            return self
        return SkillResources(self.view.cut(names), digests=self._digests)

    def description(self, name: str) -> str:
        return self._entry(name).metadata.description

    def file_paths(self, name: str) -> list[str]:
        """The files beside SKILL.md (relative paths, sorted; listed once per request)."""
        if name not in self._paths:
            self._entry(name)
            try:
                self._paths[name] = self.registry.list_files(name)
            except SkillError as exc:
                self._warn(f'Skill "{name}": its files cannot be listed: {describe_error(exc)}')
                self._paths[name] = []
        return self._paths[name]

    def text(self, name: str) -> str:
        """SKILL.md exactly as served (read once per request)."""
        if name not in self._texts:
            self._texts[name] = _full_text(self.registry, self._entry(name))
        return self._texts[name]

    def read(self, name: str, path: str) -> bytes:
        """The bytes of ``SKILL.md`` or of a listed file; anything else is not found."""
        if path == SKILL_FILE:
            return self.text(name).encode("utf-8")
        if path not in self.file_paths(name):
            raise SkillNotFoundError(f'Skill "{name}" has no file {path!r}.')
        return self.registry.read_file_bytes(name, path)

    def served(self, name: str) -> ServedSkill:
        """The skill's frontmatter and manifest (sizes and digests of every file)."""
        entry = self._entry(name)
        metadata = entry.metadata
        frontmatter = self._frontmatter(entry)
        frontmatter.setdefault("name", metadata.name)
        frontmatter.setdefault("description", metadata.description)
        paths = self.file_paths(name)
        files: tuple[ServedFile, ...] | None = None
        if len(paths) + 1 > MAX_RESOURCES_PER_SKILL:
            self._warn(
                f'Skill "{name}" has {len(paths) + 1} files, more than '
                f"{MAX_RESOURCES_PER_SKILL}: its manifest is not listed"
            )
        else:
            files = self._manifest(entry, paths)
        return ServedSkill(metadata.name, metadata.description, frontmatter, files)

    def skill_md_digest(self, name: str) -> tuple[str, int]:
        """``(digest, size)`` of SKILL.md as served: the source's own when it knows it (a
        store version, a snapshot), else of the bytes read once (cached per etag/version),
        so S3 objects put in by other means and bundled skills have one too (SPEC §6)."""
        return self._skill_md_digest(self._entry(name))

    def served_or_none(self, name: str) -> ServedSkill | None:
        """:meth:`served`, or ``None`` with a warning when the skill cannot be read now (a
        listing goes on without it)."""
        try:
            return self.served(name)
        except SkillError as exc:
            self._warn(f'Skill "{name}" is not listed: {describe_error(exc)}')
            return None

    # -- helpers -------------------------------------------------------------------------
    def _entry(self, name: str) -> RegistryEntry:
        return self.registry.entry(name)  # SkillNotFoundError for names this tenant lacks

    def _warn(self, message: str) -> None:
        self._own_warnings.append(message)

    def _frontmatter(self, entry: RegistryEntry) -> dict[str, Any]:
        record = entry.record
        location = record.location or record.name
        try:
            frontmatter = record.frontmatter
            if frontmatter is None:
                text = self.text(entry.metadata.name)
                frontmatter = split_frontmatter(text, location).frontmatter
            return frontmatter_object(frontmatter or "")
        except (SkillInvalidError, FrontmatterYAMLError) as exc:
            self._warn(f'Skill "{record.name}": frontmatter shown as name and description: {exc}')
            return {}

    def _manifest(self, entry: RegistryEntry, paths: list[str]) -> tuple[ServedFile, ...] | None:
        name = entry.record.name
        digest, size = self._skill_md_digest(entry)
        files = [ServedFile(SKILL_FILE, size, digest)]
        total = files[0].size
        for path in paths:
            try:
                digest, size = self._file_digest(entry, path)
            except SkillError as exc:
                self._warn(f'Skill "{name}": file "{path}" is not served: {describe_error(exc)}')
                continue
            total += size
            if total > MAX_BYTES_PER_SKILL:
                self._warn(
                    f'Skill "{name}" is larger than {MAX_BYTES_PER_SKILL // (1024 * 1024)} MiB: '
                    "its manifest is not listed"
                )
                return None
            files.append(ServedFile(path, size, digest))
        return tuple(files)

    def _skill_md_digest(self, entry: RegistryEntry) -> tuple[str, int]:
        record = entry.record
        if record.digest is not None and record.size is not None:
            return record.digest, record.size  # the source knows it (store, snapshot)
        version = record.etag or record.version
        if record.skill is not None or record.content is not None or version is None:
            return digest_of(self.text(entry.metadata.name))
        key = (self.view.tenant, entry.label, record.location, version)
        return self._cached(key, lambda: self.text(entry.metadata.name).encode("utf-8"), math.inf)

    def _file_digest(self, entry: RegistryEntry, path: str) -> tuple[str, int]:
        record = entry.record
        published = getattr(entry.source, "file_digest", None)
        if callable(published) and (known := published(record, path)) is not None:
            digest, size = known
            return str(digest), int(size)  # the snapshot recorded it: no read
        version = record.etag or record.version
        key = (self.view.tenant, entry.label, record.location, version, path)
        return self._cached(
            key, lambda: self.registry.read_file_bytes(record.name, path), FILE_DIGEST_TTL_SECONDS
        )

    def _cached(self, key: Hashable, read: Callable[[], bytes], ttl: float) -> tuple[str, int]:
        found = self._digests.get(key)
        if found is None:
            found = digest_of(read())
            self._digests.put(key, found, ttl)
        return found


def _full_text(registry: SkillRegistry, entry: RegistryEntry) -> str:
    """SKILL.md as served: a skill given in code rendered, a record's own text, else what its
    source reads (the stored version's text, the S3 object's or the file's)."""
    record = entry.record
    if record.skill is not None:
        return render_skill(record.skill)
    if record.content is not None:
        return record.content
    return registry.read_source_text(entry.metadata.name)


__all__ = [
    "DIGESTS",
    "FILE_DIGEST_TTL_SECONDS",
    "MAX_BYTES_PER_SKILL",
    "MAX_RESOURCES_PER_SKILL",
    "DigestCache",
    "ServedFile",
    "ServedSkill",
    "SkillResources",
    "frontmatter_object",
    "json_value",
]
