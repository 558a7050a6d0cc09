"""A fold's moves (``snapshot.moves``): the first catalog, search or MCP listing after a fold
patches the previous generation's cached winners with the names the fold changed instead of
walking the store object (issue #20: 6.3 s of CPU at 50,000 store skills). Whatever chain of
folds a reader follows, what it composes equals a registry over the decoded snapshots; a
reader that cannot follow an unbroken chain walks the object as before."""

from __future__ import annotations

import gc
import random

import pytest

from skills_core import create_registry
from skills_core.compose.catalog_listing import CatalogListing, ServedBy
from skills_core.service.winner_cache import WinnerCache
from skills_core.snapshot import moves
from skills_core.snapshot.model import Entry
from skills_core.snapshot.moves import MOVES_KEPT, moved_since, record_move
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.stored import StoredSnapshot
from skills_core.snapshot.streamed_fold import plan_object, write_object
from tests.unit.test_catalog_listing import SETTINGS, store_entry, world
from tests.unit.test_winner_cache import STORE, opened, over


def folded(data: bytes, records: list[OverlayRecord], *, gen: int) -> bytes:
    """The object a stream fold writes from ``data`` (generation ``gen - 1``)."""
    plan = plan_object(data, records, scope=STORE, gen=gen - 1)
    assert plan is not None and plan.fold.applied
    return b"".join(write_object(data, plan, gen=gen, built=f"built-{gen}"))


def writes(rng: random.Random, seq: int) -> list[OverlayRecord]:
    """A fold's records: new, replaced and removed store skills over the world's names."""
    pool = [f"skill-{i:02d}" for i in range(30)]
    records = []
    for name in rng.sample(pool, rng.randint(1, 5)):
        entry = store_entry(name, staging=rng.random() < 0.5) if rng.random() < 0.7 else None
        if entry is not None:
            entry = Entry.from_json({**entry.to_json(), "store": {**entry.store, "seq": seq}})  # type: ignore[dict-item]
        records.append(OverlayRecord(name, seq, f"w-{name}-{seq}", entry))
    return records


def check(stored: dict[str, StoredSnapshot], label: str | None, cache: WinnerCache) -> None:
    decoded = {scope: body.decode() for scope, body in stored.items()}
    registry = create_registry(sources=over(decoded, [], label), settings=SETTINGS)
    listing = CatalogListing(over(stored, [], label), cache)  # type: ignore[arg-type]
    assert listing.metadata() == registry.metadata()
    assert listing.warnings == registry.warnings
    served = ServedBy(over(stored, [], label), cache)  # type: ignore[arg-type]
    assert served.served_by() == {m.name: m.source for m in registry.metadata()}


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("label", [None, "staging"])
def test_a_reader_after_folds_patches_its_winners_and_walks_nothing(
    seed: int, label: str | None, walked: dict[str, int]
) -> None:
    rng = random.Random(seed)
    scopes, _ = world(seed)
    stored = opened(scopes)
    data = scopes[STORE].encode()
    cache = WinnerCache()
    check(stored, label, cache)
    gen = scopes[STORE].gen
    for step in range(5):
        gens = rng.choice([1, 1, 1, 2, 3])  # a reader that skipped some generations
        for _ in range(gens):
            gen += 1
            data = folded(data, writes(rng, 10 + gen), gen=gen)
        stored[STORE] = StoredSnapshot.open(data, scope=STORE)
        gc.collect()  # the previous generation's object is gone: its winners are the base
        walked.clear()
        check(stored, label, cache)
        assert walked == {}, f"step {step}: walked {walked}"


def test_moves_past_the_byte_budget_decode_only_the_moved_lines(
    walked: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(moves, "MOVES_MAX_BYTES", 10)  # no entry fits: names only
    scopes, _ = world(3)
    stored = opened(scopes)
    cache = WinnerCache()
    check(stored, None, cache)
    data = folded(scopes[STORE].encode(), writes(random.Random(3), 20), gen=5)
    stored[STORE] = StoredSnapshot.open(data, scope=STORE)
    assert stored[STORE].moves and "set" not in stored[STORE].moves[-1]
    named: list[frozenset[str]] = []
    real = StoredSnapshot.named

    def spy(self: StoredSnapshot, names: frozenset[str]) -> list[Entry]:
        named.append(frozenset(names))
        return real(self, names)

    monkeypatch.setattr(StoredSnapshot, "named", spy)
    walked.clear()
    check(stored, None, cache)
    assert walked == {}
    assert named and named[0] == frozenset(stored[STORE].moves[-1]["names"])


def test_an_object_without_moves_or_of_another_base_is_walked(walked: dict[str, int]) -> None:
    scopes, _ = world(4)
    stored = opened(scopes)
    cache = WinnerCache()
    check(stored, None, cache)
    rebuilt = scopes[STORE].with_entries([store_entry("skill-new", staging=False)], gen=5)
    stored[STORE] = StoredSnapshot.open(rebuilt.encode(), scope=STORE)  # a rebuild: no moves
    walked.clear()
    check(stored, None, cache)
    assert set(walked) == {STORE}
    # A fold of another object of generation 5 (another "built"): its moves do not chain.
    other = scopes[STORE].with_entries(list(scopes[STORE].entries), gen=5, built="elsewhere")
    data = folded(other.encode(), writes(random.Random(4), 30), gen=6)
    stored[STORE] = StoredSnapshot.open(data, scope=STORE)
    walked.clear()
    check(stored, None, cache)
    assert set(walked) == {STORE}


def test_moves_chain_by_generation_and_base_and_are_bounded() -> None:
    entry = store_entry("skill-a", staging=False)
    document: dict[str, object] = {"built": "b0", "gen": 0}
    for gen in range(1, MOVES_KEPT + 4):
        document = {"built": f"b{gen}", "gen": gen, "moves": record_move(
            document, {"skill-a": entry, f"skill-{gen}": None}, gen=gen)}  # fmt: skip
    chain = document["moves"]
    assert isinstance(chain, list) and len(chain) == MOVES_KEPT
    last = MOVES_KEPT + 3
    caught = moved_since(chain, gen=last - 2, built=f"b{last - 2}", to=last)
    assert caught is not None and caught.entries is not None
    assert caught.names == {"skill-a", f"skill-{last - 1}", f"skill-{last}"}
    assert caught.entries["skill-a"] == entry and caught.entries[f"skill-{last}"] is None
    assert moved_since(chain, gen=last - 2, built="another", to=last) is None  # another base
    assert moved_since(chain, gen=1, built="b1", to=last) is None  # older than the moves kept
    assert moved_since(chain, gen=last, built=f"b{last}", to=last) is None
    gap = [m for m in chain if m["gen"] != last - 1]
    assert moved_since(gap, gen=last - 2, built=f"b{last - 2}", to=last) is None
    assert moved_since([{"gen": last, "from": "x", "names": "oops"}], gen=last - 1,
                       built="x", to=last) is None  # fmt: skip
    broken = [{**chain[-1], "set": {"skill-a": {"no": "fields"}}}]
    assert moved_since(broken, gen=last - 1, built=f"b{last - 1}", to=last) is None
    huge = {f"skill-{i}": None for i in range(moves.MOVES_MAX_NAMES + 1)}
    assert record_move(document, huge, gen=last + 1) == []  # too many: readers walk


def test_a_move_that_does_not_fit_keeps_its_names_and_drops_older_entries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entry = store_entry("skill-a", staging=True)
    size = len(str(entry.to_json()))
    monkeypatch.setattr(moves, "MOVES_MAX_BYTES", int(size * 1.5))
    first = record_move({"built": "b0"}, {"skill-a": entry}, gen=1)
    second = record_move({"built": "b1", "moves": first}, {"skill-b": entry}, gen=2)
    assert [m["gen"] for m in second] == [2]  # the older move's entries no longer fit beside
    third = record_move({"built": "b2", "moves": second}, {"a": entry, "b": entry}, gen=3)
    assert [m["gen"] for m in third] == [2, 3] and "set" not in third[-1]
    caught = moved_since(third, gen=1, built="b1", to=3)
    assert caught is not None and caught.entries is None and caught.names == {"skill-b", "a", "b"}
