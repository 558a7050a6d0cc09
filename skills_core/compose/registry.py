"""Composition of sources into one registry (SPEC §2): tenancy, last-wins shadowing with
priority, fail-open per source and per skill, lazy bodies behind a small LRU."""

from __future__ import annotations

import logging
import os
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TypeVar

from skills_core.compose.bulk import collector_paused
from skills_core.compose.listing import list_concurrently
from skills_core.compose.rules import Memo, add_local, shadow, source_skipped
from skills_core.errors import SkillError, SkillInvalidError, SkillNotFoundError, describe_error
from skills_core.format.fields import read_frontmatter, read_skill
from skills_core.format.frontmatter import NoFrontmatterError, split_frontmatter
from skills_core.format.paths import normalize_relative_path
from skills_core.model import Skill, SkillMetadata, SkillRecord
from skills_core.settings import Settings, Tenancy, settings_or_env
from skills_core.sources.base import SkillSource
from skills_core.sources.fs import FsSkillSources
from skills_core.sources.inline import InlineSource, SkillLiteral

logger = logging.getLogger("skills_core")

T = TypeVar("T")


@dataclass(slots=True, eq=False)
class RegistryEntry:
    """One candidate skill: the parsed header, its record and the source that yielded it.
    (Slots and no frozen checks: a catalog of 10,000 skills builds 10,000 of these.)"""

    skill: Skill
    record: SkillRecord
    source: SkillSource
    position: int
    inline: bool
    _metadata: SkillMetadata | None = None

    @property
    def label(self) -> str:
        return self.record.source or self.source.label

    @property
    def priority(self) -> int:
        return self.skill.priority

    @property
    def layout(self) -> str | None:
        return self.record.layout

    @property
    def location(self) -> str | None:
        return self.record.location

    @property
    def metadata(self) -> SkillMetadata:
        """What the catalog shows of this candidate (built once: catalogs ask every time)."""
        if self._metadata is None:
            skill = self.skill
            record = self.record
            self._metadata = SkillMetadata(  # positional: built once per skill per catalog
                skill.name,
                skill.description,
                record.version or skill.version,
                skill.tags,
                skill.allowed_tools,
                skill.args,
                skill.model,
                skill.priority,
                record.source or self.source.label,
                f"skills/{skill.name}/" if record.directory else None,
            )
        return self._metadata


def read_record_header(
    source: SkillSource, record: SkillRecord, warnings: list[str] | None = None
) -> Skill:
    """Parse a record's frontmatter (and its body when the record carries content) the
    lenient way (SPEC §1): what reading tolerates is appended to ``warnings``, one line per
    defect; what it cannot (no frontmatter, broken YAML, no description or name) raises."""
    if record.skill is not None:
        return record.skill
    if record.header is not None:  # a snapshot parsed it when it was built
        return record.header
    location = record.location or f"{record.source}:{record.name}"
    folder_name = record.name if record.layout == "folder" else None
    if record.content is not None:
        parsed = read_skill(
            record.content,
            lenient=True,
            location=location,
            default_name=record.name,
            directory=record.directory,
            folder_name=folder_name,
        )
    else:
        frontmatter = record.frontmatter
        head = getattr(source, "head", None)
        if frontmatter is None and callable(head):
            frontmatter = head(record)
        if frontmatter is None:
            raise NoFrontmatterError(
                f"{location}: no frontmatter; skipped (a skill starts with '---', YAML fields "
                "and '---')"
            )
        parsed = read_frontmatter(
            frontmatter,
            lenient=True,
            location=location,
            default_name=record.name,
            directory=record.directory,
            folder_name=folder_name,
        )
    if warnings is not None:
        warnings.extend(parsed.warnings)
    return parsed.skill


class SkillRegistry:
    """The composed view of every source for one tenant. Build one per tenant and request;
    nothing in it is shared between registries."""

    def __init__(
        self,
        sources: Sequence[SkillSource],
        *,
        tenancy: Tenancy,
        settings: Settings,
        inline: SkillSource | None = None,
        cwd: str | os.PathLike[str] | None = None,
    ) -> None:
        self.tenancy: Tenancy = tenancy
        #: The settings this registry was composed with; activation reads its limits here.
        self.settings = settings
        #: The working directory of single tenancy (default ``@path`` root); never read in multi.
        self.cwd: str | None = os.fspath(cwd) if cwd is not None else None
        self.sources: tuple[SkillSource, ...] = tuple(sources)
        self.warnings: list[str] = []
        self._body_cache: OrderedDict[tuple[str, str, str], str] = OrderedDict()
        self._body_cache_size = settings.body_cache_size
        self._winners: dict[str, RegistryEntry] = {}
        #: Every entry of a name that more than one source has, in source order.
        self._candidates: dict[str, list[RegistryEntry]] = {}
        listed = list_concurrently(self.sources)
        with collector_paused():
            for position, source in enumerate(self.sources):
                self._add_source(
                    source, position, inline=source is inline, listed=listed.get(position)
                )
        # The skills never change after composition: sort once, derive views once (memo).
        self._names: tuple[str, ...] | None = None
        self._metadata: tuple[SkillMetadata, ...] | None = None
        self._memo = Memo()

    # -- composition ---------------------------------------------------------------------
    def _warn(self, message: str, exc: BaseException | None = None) -> None:
        """The caller sees ``message``; the logs also get the exception's own text."""
        self.warnings.append(message)
        if exc is None or isinstance(exc, SkillError):
            logger.warning(message)
        else:
            logger.warning("%s (%s)", message, exc)

    def _add_source(
        self,
        source: SkillSource,
        position: int,
        *,
        inline: bool,
        listed: Future[list[SkillRecord]] | None = None,
    ) -> None:
        """Add one source's skills in source order (``listed``: its listing, already under
        way in another thread; its failure is re-raised here)."""
        label = getattr(source, "label", type(source).__name__)
        try:
            records = listed.result() if listed is not None else list(source.list())
        except Exception as exc:  # fail open: one broken source never fails the registry
            self._warn(source_skipped(label, exc), exc)
            return
        local: dict[str, RegistryEntry] = {}
        for record in records:
            skill = record.skill  # given in code: already validated, nothing to parse
            if skill is None:
                skill = self._header(source, label, record)
                if skill is None:
                    continue
            entry = RegistryEntry(skill, record, source, position, inline)
            add_local(local, skill.name, entry, label, self._warn)
        shadow(self._winners, self._candidates, local)

    def _header(self, source: SkillSource, label: str, record: SkillRecord) -> Skill | None:
        """The record's parsed header, its defects warned about; ``None`` (warned) when the
        record cannot be read at all: one broken skill never fails its source."""
        defects: list[str] = []
        try:
            skill = read_record_header(source, record, defects)
        except NoFrontmatterError as exc:
            self._warn(f'Source "{label}": {exc}')
            return None
        except SkillError as exc:
            self._warn(f'Source "{label}": skipped invalid skill "{record.name}": {exc}')
            return None
        except Exception as exc:
            self._warn(f'Source "{label}": skipped skill "{record.name}": {describe_error(exc)}')
            return None
        for defect in defects:  # loaded anyway: say what is wrong in the file
            self._warn(f'Source "{label}": {defect}')
        return skill

    # -- lookups -------------------------------------------------------------------------
    def names(self) -> list[str]:
        if self._names is None:
            self._names = tuple(sorted(self._winners))
        return list(self._names)

    def metadata(self) -> list[SkillMetadata]:
        """Every winner's metadata, sorted by name (built on first use: an activation needs
        one skill's, not every one's)."""
        if self._metadata is None:
            with collector_paused():
                self._metadata = tuple(self._winners[name].metadata for name in self.names())
        return list(self._metadata)

    def memo(self, key: Hashable, compute: Callable[[], T]) -> T:
        """A value derived from this registry's skills alone (a rendered catalog, tool
        definitions), computed once per ``key``: the skills never change after composition,
        and warm requests reuse a composed registry (``RegistryCache``), so a warm catalog
        costs no per-skill work. A failing ``compute`` caches nothing. Callers must not
        mutate what they get back."""
        return self._memo(key, compute)

    def get(self, name: str) -> SkillMetadata | None:
        entry = self._winners.get(name)
        return entry.metadata if entry else None

    def entry(self, name: str) -> RegistryEntry:
        entry = self._winners.get(name)
        if entry is None:
            raise SkillNotFoundError(f'Unknown skill "{name}".', self.names())
        return entry

    def candidates(self, name: str) -> list[RegistryEntry]:
        """Every source's skill of that name, in source order (the winner included)."""
        shadowed = self._candidates.get(name)
        if shadowed is not None:
            return list(shadowed)
        winner = self._winners.get(name)
        return [winner] if winner is not None else []

    def get_skill(self, name: str) -> Skill:
        """The winning skill with its body loaded."""
        entry = self.entry(name)
        if entry.record.content is not None or entry.record.skill is not None:
            return entry.skill
        key = self._body_key(entry)
        body = self._body_cache.get(key)
        if body is None:
            # The header was parsed (and its defects reported) when the source was listed: the
            # body is all that is left to take, with no YAML to parse again.
            body = self._read_body(entry, self._read_source_text(entry))
        else:
            self._body_cache.move_to_end(key)
        return _with_body(entry.skill, body)

    def read_source_text(self, name: str) -> str:
        """The winner's SKILL.md as its source stores it (deferred content only), read once:
        its body is kept in the body cache, so a digest and an activation cost one read."""
        entry = self.entry(name)
        text = self._read_source_text(entry)
        self._read_body(entry, text)
        return text

    def _body_key(self, entry: RegistryEntry) -> tuple[str, str, str]:
        return (entry.label, entry.record.name, entry.record.etag or entry.record.version or "")

    def _read_source_text(self, entry: RegistryEntry) -> str:
        reader = getattr(entry.source, "read", None)
        if not callable(reader):
            name = entry.record.name
            raise SkillInvalidError(f'Source "{entry.label}" deferred "{name}" but cannot read it')
        text: str = reader(entry.record)
        return text

    def _read_body(self, entry: RegistryEntry, text: str) -> str:
        body = split_frontmatter(text, entry.record.location or entry.record.name).body
        if self._body_cache_size:
            self._body_cache[self._body_key(entry)] = body
            self._body_cache.move_to_end(self._body_key(entry))
            while len(self._body_cache) > self._body_cache_size:
                self._body_cache.popitem(last=False)
        return body

    def get_body(self, name: str) -> str:
        return self.get_skill(name).content

    def cached_bodies(self) -> int:
        return len(self._body_cache)

    # -- files beside SKILL.md -----------------------------------------------------------
    def list_files(self, name: str) -> list[str]:
        entry = self.entry(name)
        lister = getattr(entry.source, "list_files", None)
        if not entry.record.directory or not callable(lister):
            return []
        return sorted(lister(entry.record))

    def read_file_bytes(self, name: str, path: str) -> bytes:
        entry = self.entry(name)
        rel = normalize_relative_path(path)
        reader = getattr(entry.source, "read_file", None)
        if not entry.record.directory or not callable(reader):
            raise SkillNotFoundError(f'Skill "{name}" has no folder, so it has no files to read.')
        data: bytes = reader(entry.record, rel)
        return data


def _with_body(skill: Skill, body: str) -> Skill:
    from dataclasses import replace

    return replace(skill, content=body)


def expand_sources(sources: Iterable[SkillSource]) -> list[SkillSource]:
    """Sources in composition order, the filesystem search paths expanded into their roots
    (lowest priority first) so each root is its own source."""
    if isinstance(sources, str | bytes) or not isinstance(sources, Iterable):
        raise SkillInvalidError("sources must be a list of skill sources")
    composed: list[SkillSource] = []
    for source in sources:
        composed.extend(source.expand() if isinstance(source, FsSkillSources) else [source])
    return composed


def create_registry(
    *,
    sources: Sequence[SkillSource] | None = None,
    skills: Iterable[SkillLiteral] | None = None,
    tenancy: str | None = None,
    cwd: str | os.PathLike[str] | None = None,
    body_cache_size: int | None = None,
    settings: Settings | None = None,
) -> SkillRegistry:
    """Compose sources per SPEC §2. Single: ``[FsSkillSources(cwd), *sources, inline]``;
    multi: ``[*sources, inline]`` and no filesystem access at all. Without ``settings`` the
    ``SKILLS_*`` environment is read once, here."""
    settings = settings_or_env(settings).replace(tenancy=tenancy, body_cache_size=body_cache_size)
    mode = settings.tenancy_for(sources_given=sources is not None)
    composed: list[SkillSource] = []
    if mode == "single":
        composed.extend(FsSkillSources(cwd, settings=settings).expand())
    composed.extend(expand_sources(sources or ()))
    inline: SkillSource | None = None
    if skills:
        with collector_paused():
            inline = InlineSource(skills)
        composed.append(inline)
    return SkillRegistry(composed, tenancy=mode, settings=settings, inline=inline, cwd=cwd)
