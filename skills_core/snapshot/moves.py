"""What each fold of a store snapshot changed, carried in the object's first line for a few
generations, so a reader that composed the previous generation patches what it kept instead
of walking every entry again (issue #20: the first catalog after a fold walked the whole
store object, 6.3 s of CPU at 50,000 entries).

A fold records one move per generation: the generation it made, the ``built`` stamp of the
object it was folded from, the names it changed and, while they fit in
:data:`MOVES_MAX_BYTES`, their new entries (``None``: the name left). Older moves are copied
forward and the oldest dropped past :data:`MOVES_KEPT` or the byte budget. An object written
any other way (a first build, a rebuild, a publish) carries no moves, so a reader that cannot
follow an unbroken chain from what it holds walks the object as before."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from skills_core.snapshot.model import Entry

#: Generations of moves an object carries (a reader a few folds behind still catches up).
MOVES_KEPT = 8
#: The moved entries' JSON an object's first line carries at most; past it a move keeps
#: only its names (a reader decodes those lines of the object) and older moves go first.
MOVES_MAX_BYTES = 64 * 1024
#: Names one move lists at most; a fold of more records none (readers walk the object).
MOVES_MAX_NAMES = 2_000


def record_move(
    document: Mapping[str, Any], changes: Mapping[str, Entry | None], *, gen: int
) -> list[Mapping[str, Any]]:
    """The moves to write into generation ``gen``'s first line, folded from the object whose
    first line is ``document`` by ``changes`` (name -> new entry, ``None``: removed)."""
    if len(changes) > MOVES_MAX_NAMES:
        return []
    previous = [m for m in _moves(document.get("moves")) if m["gen"] < gen]
    move: dict[str, Any] = {
        "gen": gen,
        "from": str(document.get("built", "")),
        "names": sorted(changes),
    }
    entries = {name: (e.to_json() if e is not None else None) for name, e in changes.items()}
    size = _size(entries)
    if size <= MOVES_MAX_BYTES:
        move["set"] = entries
    kept = [*previous[-(MOVES_KEPT - 1) :], move]
    # each move's entries measured once
    sizes = [*(_size(m.get("set")) for m in kept[:-1]), size if "set" in move else 0]
    while len(kept) > 1 and sum(sizes) > MOVES_MAX_BYTES:
        kept.pop(0)
        sizes.pop(0)
    return kept


class Moved:
    """What changed between two generations: ``names`` every name that moved, ``entries``
    each one's newest entry (``None``: removed) when every move carried its entries, else
    ``None`` (read those names' lines from the object)."""

    def __init__(self, names: frozenset[str], entries: dict[str, Entry | None] | None) -> None:
        self.names = names
        self.entries = entries


def moved_since(
    moves: Sequence[Mapping[str, Any]], *, gen: int, built: str, to: int
) -> Moved | None:
    """The changes from the object of generation ``gen`` stamped ``built`` to generation
    ``to``, or ``None`` when ``moves`` do not chain from it (a gap, another base, a move
    that recorded no names, or anything malformed: the caller walks the object)."""
    if not gen < to or to - gen > MOVES_KEPT:
        return None
    chain = {m["gen"]: m for m in _moves(list(moves))}
    steps = [chain[g] for g in range(gen + 1, to + 1) if g in chain]
    if len(steps) != to - gen or steps[0].get("from") != built:
        return None
    try:
        names: set[str] = set()
        entries: dict[str, Entry | None] | None = {}
        for step in steps:
            names.update(str(name) for name in step["names"])
            carried = step.get("set")
            if entries is None or not isinstance(carried, dict):
                entries = None
                continue
            for name, data in carried.items():
                entries[str(name)] = Entry.from_json(data) if data is not None else None
        if entries is not None and set(entries) != names:
            return None
        return Moved(frozenset(names), entries)
    except (AttributeError, KeyError, TypeError, ValueError):
        return None


def _moves(value: object) -> list[Mapping[str, Any]]:
    if not isinstance(value, list):
        return []
    return [m for m in value if isinstance(m, dict) and _well_formed(m)]


def _well_formed(move: Mapping[str, Any]) -> bool:
    return isinstance(move.get("gen"), int) and isinstance(move.get("names"), list)


def _size(value: object) -> int:
    return 0 if value is None else len(json.dumps(value, separators=(",", ":")))


__all__ = ["MOVES_KEPT", "MOVES_MAX_BYTES", "Moved", "moved_since", "record_move"]
