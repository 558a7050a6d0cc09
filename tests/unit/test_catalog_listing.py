"""The catalog listing (issue #20: whole-tenant reads at 100,000 + 100,000 skills): stored
snapshots walked an entry at a time compose the same catalog, with the same warnings, as a
registry over the decoded snapshots, for every mix of scopes, duplicate names, shadowing,
priorities, labels and overlay records; it keeps a fraction of a registry's memory; a
corrupt object is refused when it is opened; a source whose walk fails is skipped with the
registry's warning."""

from __future__ import annotations

import gzip
import random
import tracemalloc
from collections.abc import Iterator
from typing import Any

import pytest

from skills_core import create_registry
from skills_core.compose.catalog_listing import CatalogListing, ServedBy
from skills_core.model import SkillRecord
from skills_core.settings import Settings
from skills_core.snapshot.model import Entry, Snapshot, SnapshotFormatError
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.sources import SnapshotSource
from skills_core.snapshot.stored import StoredSnapshot

SETTINGS = Settings(tenancy="multi")
LABELS = {"global/": "s3:global", "tenants/acme/": "s3:tenant", "store/acme/": "store"}


class Live:
    def __init__(self, label: str) -> None:
        self.label = label

    def list(self) -> list[SkillRecord]:  # pragma: no cover - a snapshot answers instead
        raise AssertionError("the live source is never listed when a snapshot answers")


def s3_entry(label: str, name: str, *, folder: bool = True, key: str | None = None,
             priority: int = 0, tags: tuple[str, ...] = ()) -> Entry:  # fmt: skip
    listed = key or name
    prefix = "global" if label == "s3:global" else "tenants/acme"
    location = f"{prefix}/{listed}/SKILL.md" if folder else f"{prefix}/{listed}.md"
    header: dict[str, Any] = {"name": name, "description": f"{name} from {label}. Use it."}
    if priority:
        header["priority"] = priority
    if tags:
        header["tags"] = tags
    return Entry(
        source=label,
        name=name,
        location=location,
        etag=f'"{label}-{listed}"',
        header=header,
        frontmatter=f"name: {name}\ndescription: {header['description']}",
        layout="folder" if folder else "loose",
        files=(("notes.md", 5, "sha256:" + "0" * 64),) if folder else (),
    )


def store_entry(name: str, *, staging: bool) -> Entry:
    def version(number: int) -> dict[str, Any]:
        header = {
            "name": name,
            "description": f"{name} v{number}. Use it.",
            "version": f"{number}.0.0",
        }
        digest = f"sha256:{number}"
        return {"header": header, "frontmatter": f"name: {name}", "digest": digest, "size": 9}

    versions = {"1": version(1), **({"2": version(2)} if staging else {})}
    labels = {"production": 1, **({"staging": 2} if staging else {})}
    return Entry(
        source="store",
        name=name,
        location=f"store/{name}",
        etag="1",
        header=versions["1"]["header"],
        frontmatter=versions["1"]["frontmatter"],
        version="1",
        size=9,
        digest="sha256:1",
        store={
            "statuses": {"1": "approved", **({"2": "pending"} if staging else {})},
            "labels": labels,
            "versions": versions,
            "seq": 3,
        },
    )


def world(seed: int) -> tuple[dict[str, Snapshot], list[OverlayRecord]]:
    """Three scopes over a small shared pool of names (so shadowing happens), with loose and
    folder layouts of one name in one source, keys that differ from the frontmatter name,
    priorities, and overlay records that add, replace and remove store skills."""
    rng = random.Random(seed)
    pool = [f"skill-{i:02d}" for i in range(30)]
    scopes: dict[str, Snapshot] = {}
    for scope, label in LABELS.items():
        entries: list[Entry] = []
        for name in rng.sample(pool, rng.randint(0, 20)):
            if label == "store":
                entries.append(store_entry(name, staging=rng.random() < 0.5))
                continue
            choice = rng.random()
            priority = rng.choice([0, 0, 0, 5, -1])
            tags = rng.choice([(), ("ops",), ("ops", "deploy")])
            entries.append(s3_entry(label, name, folder=choice > 0.2, priority=priority, tags=tags))
            if choice < 0.1:  # the same name twice in one source: folder beats loose
                entries.append(s3_entry(label, name, folder=True, key=f"{name}-dir"))
        scopes[scope] = Snapshot(scope, 4).with_entries(entries)
    overlay = []
    for name in rng.sample(pool, 6):
        entry = store_entry(name, staging=True) if rng.random() < 0.6 else None
        overlay.append(OverlayRecord(name, 9, f"w-{name}", entry))
    return scopes, overlay


def sources(scopes: dict[str, Snapshot], overlay: list[OverlayRecord], *, stored: bool,
            label: str | None) -> list[SnapshotSource]:  # fmt: skip
    made = []
    for scope, snapshot in scopes.items():
        body: Snapshot | StoredSnapshot = snapshot
        if stored:
            body = StoredSnapshot.open(snapshot.encode(), scope=scope)
        made.append(
            SnapshotSource(
                body,
                Live(LABELS[scope]),  # type: ignore[arg-type]
                serve_label=label,
                overlay=overlay if scope == "store/acme/" else (),
            )
        )
    return made


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("label", [None, "production", "staging"])
def test_a_listing_composes_what_a_registry_composes(seed: int, label: str | None) -> None:
    scopes, overlay = world(seed)
    registry = create_registry(sources=sources(scopes, overlay, stored=False, label=label),
                               settings=SETTINGS)  # fmt: skip
    listing = CatalogListing(sources(scopes, overlay, stored=True, label=label))
    assert listing.metadata() == registry.metadata()
    assert listing.names() == registry.names()
    assert listing.warnings == registry.warnings
    for name in registry.names()[:3]:
        assert listing.get(name) == registry.get(name)
    assert listing.get("no-such-skill") is None
    # What a search keeps instead: who serves each name, with the same warnings.
    served = ServedBy(sources(scopes, overlay, stored=True, label=label))
    assert served.served_by() == {m.name: m.source for m in registry.metadata()}
    assert served.served_by() == listing.served_by()
    assert served.warnings == registry.warnings


def test_the_worlds_cover_what_the_comparison_needs() -> None:
    """The comparison above is only evidence if its worlds shadow, duplicate and overlay."""
    shadowed = duplicated = overlaid = 0
    for seed in range(40):
        scopes, overlay = world(seed)
        registry = create_registry(sources=sources(scopes, overlay, stored=False, label=None),
                                   settings=SETTINGS)  # fmt: skip
        shadowed += len(registry._candidates)
        duplicated += sum("two skills named" in w for w in registry.warnings)
        store = {e.name for e in scopes["store/acme/"].entries}
        overlaid += sum(r.name in store for r in overlay)
    assert shadowed > 40 and duplicated > 5 and overlaid > 10


def test_a_stored_snapshot_is_never_decoded_whole_for_a_listing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scopes, overlay = world(3)
    made = sources(scopes, overlay, stored=True, label=None)

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("decoded whole")

    monkeypatch.setattr(Snapshot, "decode", refuse)
    assert CatalogListing(made).names()
    cut = made[0].cut({made[0].stored.entries().__next__().name})  # type: ignore[union-attr]
    assert len(cut.snapshot.entries) >= 1


def test_a_cut_source_serves_only_the_names_asked_for_with_their_overlay() -> None:
    scopes, _ = world(5)
    store_names = sorted(e.name for e in scopes["store/acme/"].entries)
    assert len(store_names) >= 2
    keep, gone = store_names[0], store_names[1]
    overlay = [OverlayRecord(gone, 9, "w", None)]
    source = sources(scopes, overlay, stored=True, label=None)[2]
    cut = source.cut({keep, gone})
    assert [r.name for r in cut.list()] == [keep]  # ``gone`` removed by its overlay record
    assert {e.name for e in cut.snapshot.entries} == {keep, gone}


def test_a_truncated_or_corrupt_object_is_refused_when_opened() -> None:
    scopes, _ = world(7)
    data = scopes["global/"].encode()
    with pytest.raises(SnapshotFormatError):
        StoredSnapshot.open(data[: len(data) // 2], scope="global/")
    with pytest.raises(SnapshotFormatError):
        StoredSnapshot.open(data, scope="tenants/acme/")
    lines = gzip.decompress(data).split(b"\n")
    short = gzip.compress(b"\n".join(lines[:-2]) + b"\n")  # one entry line dropped
    with pytest.raises(SnapshotFormatError, match="truncated"):
        StoredSnapshot.open(short, scope="global/")


def test_a_source_whose_walk_fails_is_skipped_with_the_registrys_warning() -> None:
    scopes, overlay = world(9)
    made = sources(scopes, overlay, stored=True, label=None)

    def broken() -> Iterator[SkillRecord]:
        raise SnapshotFormatError("corrupt catalog snapshot: KeyError")
        yield  # pragma: no cover

    made[1].walk = broken  # type: ignore[method-assign]
    listing = CatalogListing(made)
    skipped = [w for w in listing.warnings if w.startswith('Skill source "s3:tenant"')]
    assert skipped == ['Skill source "s3:tenant" failed and was skipped: SnapshotFormatError']
    assert all(m.source != "s3:tenant" for m in listing.metadata())


def test_a_listing_keeps_a_fraction_of_what_a_registry_keeps() -> None:
    entries = [s3_entry("s3:global", f"skill-{i:05d}", tags=("ops",)) for i in range(4000)]
    data = Snapshot("global/", 1).with_entries(entries).encode()
    del entries

    def kept(build: Any) -> int:
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        held = build()
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        assert held.names()
        return after - before

    def registry() -> Any:
        snapshot = Snapshot.decode(data, scope="global/")
        made = SnapshotSource(snapshot, Live("s3:global"))  # type: ignore[arg-type]
        return create_registry(sources=[made], settings=SETTINGS)

    def listing() -> Any:
        stored = StoredSnapshot.open(data, scope="global/")
        return CatalogListing([SnapshotSource(stored, Live("s3:global"))])  # type: ignore[arg-type]

    by_registry, by_listing = kept(registry), kept(listing)
    # The listing holds the compressed part and one compact winner a skill.
    assert by_listing < by_registry / 2, (by_listing, by_registry)
