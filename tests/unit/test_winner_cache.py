"""Each stored snapshot's own winners, walked once per generation (issue #20: the first
catalog after a write of the tenant must not walk 100,000 + 100,000 entries again): a listing
composed through the cache, with any overlay laid over the cached winners, equals a registry
over the decoded snapshots with the same overlay, warnings included; an overlay change walks
no stored entry, a new generation of one scope walks that scope only; a source whose records
are not listed under their own names is walked again rather than guessed at."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from skills_core import create_registry
from skills_core.compose.catalog_listing import CatalogListing, ServedBy
from skills_core.service.composition import WinnerCache
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.sources import SnapshotSource
from skills_core.snapshot.stored import StoredSnapshot
from tests.unit.test_catalog_listing import LABELS, SETTINGS, Live, store_entry, world

STORE = "store/acme/"


def opened(scopes: dict[str, Snapshot]) -> dict[str, StoredSnapshot]:
    return {scope: StoredSnapshot.open(s.encode(), scope=scope) for scope, s in scopes.items()}


def over(bodies: dict[str, Snapshot] | dict[str, StoredSnapshot], overlay: list[OverlayRecord],
         label: str | None, on: str = STORE) -> list[SnapshotSource]:  # fmt: skip
    return [
        SnapshotSource(
            body,
            Live(LABELS[scope]),  # type: ignore[arg-type]
            serve_label=label,
            overlay=overlay if scope == on else (),
        )
        for scope, body in bodies.items()
    ]


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("label", [None, "staging"])
def test_an_overlay_laid_over_cached_winners_composes_what_a_registry_composes(
    seed: int, label: str | None, walked: dict[str, int]
) -> None:
    scopes, overlay = world(seed)
    cache = WinnerCache()
    stored = opened(scopes)
    CatalogListing(over(stored, [], label), cache)  # type: ignore[arg-type]
    first = dict(walked)
    for laid in (overlay, overlay[:2], []):
        registry = create_registry(sources=over(scopes, laid, label), settings=SETTINGS)
        listing = CatalogListing(over(stored, laid, label), cache)  # type: ignore[arg-type]
        assert listing.metadata() == registry.metadata()
        assert listing.warnings == registry.warnings
        served = ServedBy(over(stored, laid, label), cache)  # type: ignore[arg-type]
        assert served.served_by() == {m.name: m.source for m in registry.metadata()}
        assert served.warnings == registry.warnings
    # Overlay changes walked nothing more with metadata; ServedBy walked each scope once.
    assert {s: walked[s] for s in first} == {s: 2 * n for s, n in first.items()}


def test_a_new_generation_of_the_store_walks_the_store_alone(walked: dict[str, int]) -> None:
    scopes, overlay = world(5)
    cache = WinnerCache()
    stored = opened(scopes)
    CatalogListing(over(stored, [], None), cache)  # type: ignore[arg-type]
    assert set(walked) == set(LABELS) - {s for s, snap in scopes.items() if not snap.entries}
    walked.clear()
    folded = scopes[STORE].with_entries([store_entry("skill-new", staging=False)])
    scopes[STORE] = folded
    stored[STORE] = StoredSnapshot.open(folded.encode(), scope=STORE)
    listing = CatalogListing(over(stored, overlay, None), cache)  # type: ignore[arg-type]
    assert set(walked) == {STORE}
    registry = create_registry(sources=over(scopes, overlay, None), settings=SETTINGS)
    assert listing.metadata() == registry.metadata()


def test_a_source_with_renamed_records_is_walked_again_with_its_overlay(
    walked: dict[str, int],
) -> None:
    """A folder whose frontmatter names another skill is listed under its folder's name: an
    overlay of that name cannot be laid over winners kept by the frontmatter name."""
    tenant = "tenants/acme/"
    seed = next(
        s for s in range(40) if any(e.key_name != e.name for e in world(s)[0][tenant].entries)
    )
    scopes, _ = world(seed)
    key = next(e.key_name for e in scopes[tenant].entries if e.key_name != e.name)
    overlay = [OverlayRecord(key, 9, "w", None)]
    cache = WinnerCache()
    stored = opened(scopes)
    CatalogListing(over(stored, [], None, on=tenant), cache)  # type: ignore[arg-type]
    walked.clear()
    listing = CatalogListing(over(stored, overlay, None, on=tenant), cache)  # type: ignore[arg-type]
    assert set(walked) == {tenant}  # walked again, with the overlay
    registry = create_registry(sources=over(scopes, overlay, None, on=tenant), settings=SETTINGS)
    assert listing.metadata() == registry.metadata()
    assert listing.warnings == registry.warnings


def test_a_walk_that_fails_is_skipped_every_time_and_never_cached(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scopes, overlay = world(7)
    cache = WinnerCache()
    stored = opened(scopes)

    def broken(self: StoredSnapshot) -> Iterator[Entry]:
        raise OSError("disk")
        yield  # pragma: no cover

    with monkeypatch.context() as patched:
        patched.setattr(StoredSnapshot, "entries", broken)
        failed = CatalogListing(over(stored, overlay, None), cache)  # type: ignore[arg-type]
    assert sum("failed and was skipped" in w for w in failed.warnings) == len(scopes)
    listing = CatalogListing(over(stored, overlay, None), cache)  # type: ignore[arg-type]
    registry = create_registry(sources=over(scopes, overlay, None), settings=SETTINGS)
    assert listing.metadata() == registry.metadata()
    assert listing.warnings == registry.warnings


def test_winners_of_a_snapshot_no_reader_holds_are_dropped() -> None:
    import gc

    scopes, _ = world(9)
    cache = WinnerCache()
    CatalogListing(over(opened(scopes), [], None), cache)  # type: ignore[arg-type]
    assert cache._items
    gc.collect()  # the stored snapshots above are gone
    kept = opened({STORE: scopes[STORE]})
    CatalogListing(over(kept, [], None), cache)  # type: ignore[arg-type]
    # Other scopes' dead winners are dropped; the store's stay as its next generation's base
    # (here: the first listing's, at another position) until another scope is cached.
    assert sorted(key[0] for key in cache._items) == [STORE, STORE]
    other = next(scope for scope in scopes if scope != STORE)
    also = opened({other: scopes[other]})
    CatalogListing(over(also, [], None), cache)  # type: ignore[arg-type]
    assert sorted(key[0] for key in cache._items) == sorted([STORE, other])


def test_the_registry_cache_keeps_one_listing_per_tenant_and_label() -> None:
    """Snapshot keys only move forward: a listing composed from older keys of the same tenant
    and label is dropped when a newer one is cached, other tenants' and labels' are kept."""
    from skills_core.service.composition import Composition, RegistryCache

    scopes, overlay = world(11)
    stored = opened(scopes)
    cache = RegistryCache()

    def listing(tenant: str, label: str | None, keys: tuple[str, ...]) -> CatalogListing:
        composition = Composition(over(stored, overlay, label), snapshot_keys=keys)  # type: ignore[arg-type]
        return cache.listing(composition, tenant, label)

    first = listing("acme", None, ("a@1",))
    assert listing("acme", None, ("a@1",)) is first  # reused while the keys stay
    listing("other", None, ("a@1",))
    listing("acme", "staging", ("a@1",))
    newer = listing("acme", None, ("a@2",))
    assert newer is not first
    assert {key[1:] for key in cache._items} == {
        ("acme", None, ("a@2",)),
        ("acme", "staging", ("a@1",)),
        ("other", None, ("a@1",)),
    }


def test_both_caches_are_bounded_in_bytes() -> None:
    """SPEC §11: every cache is bounded in bytes. Past the budget the oldest values go; the
    newest always stays (the request that made it is serving from it)."""
    from skills_core.service import winner_cache
    from skills_core.service.composition import LISTING_BYTES_PER_SKILL, Composition, RegistryCache

    scopes, _ = world(13)
    stored = opened(scopes)
    sizes = {s: len({e.name for e in snap.entries}) for s, snap in scopes.items()}
    budget = (max(sizes.values()) + 1) * winner_cache.WINNER_BYTES  # about one scope's worth
    cache = WinnerCache(max_bytes=budget)
    CatalogListing(over(stored, [], None), cache)  # type: ignore[arg-type]
    kept = {key[0] for key in cache._items}
    assert len(kept) == 1 and sum(v.weight for v in cache._items.values()) <= budget
    assert next(iter(cache._items.values())).weight > 0
    assert WinnerCache()._max_bytes == winner_cache.WINNER_CACHE_BYTES

    one = len(CatalogListing(over(stored, [], None)).names()) * LISTING_BYTES_PER_SKILL  # type: ignore[arg-type]
    registries = RegistryCache(max_bytes=int(2.5 * one))
    for tenant in ("a", "b", "c", "d"):
        composition = Composition(over(stored, [], None), snapshot_keys=(tenant,))  # type: ignore[arg-type]
        listing = registries.listing(composition, tenant, None)
        assert registries.listing(composition, tenant, None) is listing  # reused
    # Two listings fit in the bytes (the entry bound is 8): the oldest two went.
    assert [key[1] for key in registries._items] == ["c", "d"]
    assert registries.weight == 2 * one
