"""Building snapshots: from what a source lists (an S3 prefix, a store partition), and by
applying one store write to the current snapshot of its partition.

Headers are parsed here, the lenient way a registry would (SPEC §1), once per build: loading a
snapshot parses no YAML. A record the registry would skip (no frontmatter, broken YAML) is left
out with its reason in ``skipped``; defects reading tolerates travel as the entry's warnings."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skills_core.compose.registry import read_record_header
from skills_core.errors import describe_error
from skills_core.format.fields import read_frontmatter
from skills_core.governance.history import SkillHistory
from skills_core.governance.lifecycle import Lifecycle
from skills_core.model import Skill, SkillRecord
from skills_core.search import SearchDocument
from skills_core.snapshot.model import Entry, Snapshot, skill_to_json
from skills_core.sources.base import SkillSource

logger = logging.getLogger("skills_core")

#: At most this much of a body goes into a search document (the index keeps a snippet and
#: impacts, not whole bodies).
SEARCH_BODY_CHARS = 20_000


@dataclass(frozen=True)
class Built:
    """A snapshot and what did not go into it."""

    snapshot: Snapshot
    skipped: tuple[str, ...] = ()
    documents: tuple[Mapping[str, Any], ...] = field(default=())


def search_document(skill: Skill, body: str = "") -> dict[str, Any]:
    """What the search index needs of one served skill."""
    return {
        "name": skill.name,
        "description": skill.description,
        "tags": list(skill.tags),
        "body": body[:SEARCH_BODY_CHARS],
    }


def search_document_of(data: Mapping[str, Any]) -> SearchDocument:
    """A stored search document (a snapshot's overlay) as the index takes it."""
    return SearchDocument(
        str(data["name"]),
        str(data.get("description", "")),
        tuple(data.get("tags", ())),
        str(data.get("body", "")),
    )


def entry_for(
    source: SkillSource,
    record: SkillRecord,
    *,
    files: Sequence[tuple[str, int, str | None]] = (),
    digest: str | None = None,
) -> tuple[Entry, Skill]:
    """One listed record as an entry (raises what the registry would skip it for)."""
    warnings: list[str] = []
    skill = read_record_header(source, record, warnings)
    entry = Entry(
        source=record.source,
        name=skill.name,
        location=record.location or record.name,
        etag=record.etag or record.version or "",
        header=skill_to_json(skill),
        frontmatter=record.frontmatter or "",
        layout=record.layout,
        version=record.version,
        size=record.size,
        digest=digest or record.digest,
        files=tuple(files),
        warnings=tuple(warnings),
    )
    return entry, skill


def from_records(
    scope: str,
    gen: int,
    source: SkillSource,
    records: Iterable[SkillRecord],
    *,
    built: str,
    files_of: Callable[[SkillRecord], Sequence[tuple[str, int, str | None]]] | None = None,
    body_of: Callable[[SkillRecord], str] | None = None,
    listing: Mapping[str, str] | None = None,
) -> Built:
    """A snapshot of everything ``source`` listed. ``body_of`` (when given) supplies bodies
    for the search documents; ``files_of`` the files beside each folder skill."""
    entries: list[Entry] = []
    skipped: list[str] = []
    documents: list[dict[str, Any]] = []
    for record in records:
        try:
            entry, skill = entry_for(
                source, record, files=files_of(record) if files_of is not None else ()
            )
        except Exception as exc:  # the registry skips such a record too; say why
            skipped.append(f"{record.location or record.name}: {describe_error(exc)}")
            continue
        entries.append(entry)
        body = body_of(record) if body_of is not None else ""
        documents.append(search_document(skill, body))
    snapshot = Snapshot(scope, gen, built=built, listing=dict(listing or {})).with_entries(entries)
    return Built(snapshot, tuple(skipped), tuple(documents))


def store_entry(
    label: str,
    name: str,
    location: str,
    lifecycle: Lifecycle,
    served: Mapping[int, tuple[str, str, int]],
    default_label: str,
    *,
    seq: int = 0,
) -> Entry | None:
    """A store skill's entry: every labelled version's header, frontmatter, digest and size
    (``served`` maps version -> (frontmatter, digest, size)); ``None`` when nothing is
    served. The entry's own fields describe the default label's version; ``seq`` is the
    write sequence (changelog length) it reflects, how folds order a name's writes."""
    versions: dict[str, Any] = {}
    for version, (frontmatter, digest, size) in served.items():
        if version not in lifecycle.labels.values():
            continue
        parsed = read_frontmatter(frontmatter, lenient=True, location=location, default_name=name)
        versions[str(version)] = {
            "header": skill_to_json(parsed.skill),
            "frontmatter": frontmatter,
            "digest": digest,
            "size": size,
            "warnings": tuple(parsed.warnings),
        }
    default = lifecycle.served(default=default_label)
    if default is None or str(default) not in versions:
        return None
    chosen = versions[str(default)]
    return Entry(
        source=label,
        name=name,
        location=location,
        etag=str(default),
        header=chosen["header"],
        frontmatter=chosen["frontmatter"],
        version=str(default),
        size=chosen["size"],
        digest=chosen["digest"],
        warnings=tuple(chosen["warnings"]),
        store={
            "statuses": {str(v): st for v, st in lifecycle.statuses.items()},
            "labels": dict(lifecycle.labels),
            "versions": versions,
            "seq": seq,
        },
    )


def store_location(label: str, name: str) -> str:
    """How a store skill is located in entries and messages: the store's label and the name
    (never the table: locations reach tenants in warnings)."""
    return f"{label}/{name}"


def head_entry(head: SkillHistory, *, label: str, default_label: str) -> Entry | None:
    """What the catalog serves of one store skill, from its head alone (``None``: nothing):
    the entry a write puts in its overlay, a fold applies and a point read rebuilds."""
    if not head.active:
        return None
    served = {v: (x.frontmatter, x.digest, x.size) for v, x in head.served.items()}
    return store_entry(
        label,
        head.name,
        store_location(label, head.name),
        head.lifecycle,
        served,
        default_label,
        seq=head.log_count,
    )


def with_store_change(
    snapshot: Snapshot,
    gen: int,
    name: str,
    entry: Entry | None,
    document: Mapping[str, Any] | None,
    *,
    built: str,
) -> Snapshot:
    """``snapshot`` with one store skill replaced (``entry``) or gone (``None``), one
    generation on; the search overlay gets the served version's document."""
    entries = [e for e in snapshot.entries if e.name != name]
    if entry is not None:
        entries.append(entry)
    recent = [d for d in snapshot.recent if d.get("name") != name]
    removed = [n for n in snapshot.removed if n != name]
    if document is not None:
        recent.append(document)
    else:
        removed.append(name)
    return snapshot.with_entries(
        entries, gen=gen, built=built, recent=tuple(recent), removed=tuple(removed)
    )


__all__ = [
    "SEARCH_BODY_CHARS",
    "Built",
    "entry_for",
    "from_records",
    "head_entry",
    "search_document",
    "search_document_of",
    "store_entry",
    "store_location",
    "with_store_change",
]
