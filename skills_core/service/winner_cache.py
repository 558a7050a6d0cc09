"""Each stored snapshot's own winners (one compact winner per name: what a catalog listing,
a search's served names and an MCP listing compose across scopes), kept per process so that
the reads after a write or a fold do not walk 100,000 + 100,000 entries again (issue #20).

- A tenant's write changes only its overlay: the overlay is laid over the store snapshot's
  cached winners, and no snapshot is walked.
- A fold makes a new store object whose first line carries what it changed
  (``snapshot.moves``): the previous generation's winners are patched with those names,
  their entries taken from the moves (or, past the moves' byte budget, those lines alone
  decoded from the object), and no entry is walked.
- Anything else (a first sight, a rebuild, a publish, a broken chain) walks the object."""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from skills_core.compose.catalog_listing import Walkable, Winner, local_winners, walk_winners
from skills_core.compose.rules import add_local
from skills_core.snapshot.moves import moved_since

if TYPE_CHECKING:
    from skills_core.snapshot.sources import SnapshotSource
    from skills_core.snapshot.stored import StoredSnapshot

#: Stored snapshots whose own winners are kept (one generation per scope and serving)...
WINNER_CACHE_ENTRIES = 16
#: ... and their estimated bytes at most (SPEC §11: caches are bounded in bytes): a tenant's
#: catalog and search winners at 100,000 + 100,000 weigh about 180 MB.
WINNER_CACHE_BYTES = 192 * 1024 * 1024
#: Estimated bytes of one winner with its metadata, and without (who serves a name), measured
#: with tracemalloc on stored snapshots (440 and 240 bytes with short descriptions).
WINNER_BYTES = 640
SERVED_WINNER_BYTES = 240


@dataclass(frozen=True, eq=False)
class _Walked:
    stored: weakref.ref[StoredSnapshot]
    #: The generation and ``built`` stamp walked: where a later object's moves must chain from.
    gen: int
    built: str
    winners: dict[str, Winner]
    warnings: tuple[str, ...]
    #: Every record listed under its own name and no warning: an overlay can be laid over.
    plain: bool
    #: Estimated bytes (:data:`WINNER_BYTES` or :data:`SERVED_WINNER_BYTES` a winner).
    weight: int = 0


class WinnerCache:
    """Each stored snapshot's own winners, computed once per generation. One entry per scope
    and serving (a new generation replaces the old one), dropped once its snapshot has left
    the snapshot cache (which is bounded in bytes); a few scopes per process."""

    def __init__(
        self, entries: int = WINNER_CACHE_ENTRIES, max_bytes: int = WINNER_CACHE_BYTES
    ) -> None:
        self._entries = entries
        self._max_bytes = max_bytes
        self._items: OrderedDict[tuple[object, ...], _Walked] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(
        self, source: Walkable, position: int, warn: Callable[[str], None], metadata: bool
    ) -> dict[str, Winner]:
        from skills_core.snapshot.sources import SnapshotSource

        if not isinstance(source, SnapshotSource) or source.stored is None:
            return local_winners(source, position, warn, metadata)
        walked = self._walked(source, position, metadata)
        if not source.overlay:
            for message in walked.warnings:
                warn(message)
            return walked.winners
        if not walked.plain:
            return local_winners(source, position, warn, metadata)
        laid = dict(walked.winners)
        for name in source.overlay:
            laid.pop(name, None)
        written = local_winners(source.overlay_only(), position, warn, metadata)
        for name, winner in written.items():
            add_local(laid, name, winner, source.label, warn)
        return laid

    def _walked(self, source: SnapshotSource, position: int, metadata: bool) -> _Walked:
        stored = source.stored
        assert stored is not None
        key = (stored.scope, *source.serving, position, metadata)
        with self._lock:
            found = self._items.get(key)
            if found is not None and found.stored() is stored:
                self._items.move_to_end(key)
                return found
        walked = self._moved(found, source, position, metadata) if found is not None else None
        if walked is None:
            messages: list[str] = []
            winners, plain = walk_winners(
                source.without_overlay(), position, messages.append, metadata
            )
            plain = plain and not messages
            walked = _Walked(
                weakref.ref(stored),
                stored.gen,
                stored.built,
                winners,
                tuple(messages),
                plain,
                _weight(winners, metadata),
            )
        with self._lock:
            # Winners of a snapshot no reader holds any more are not asked for again, except
            # as the base of their scope's next generation: a scope that just moved keeps
            # its other readings' (serving, metadata) until they catch up too.
            gone = [k for k, v in self._items.items() if v.stored() is None and k[0] != key[0]]
            for old in gone:
                del self._items[old]
            self._items[key] = walked
            self._items.move_to_end(key)
            while len(self._items) > 1 and (
                len(self._items) > self._entries
                or sum(v.weight for v in self._items.values()) > self._max_bytes
            ):
                self._items.popitem(last=False)
        return walked

    @staticmethod
    def _moved(
        base: _Walked, source: SnapshotSource, position: int, metadata: bool
    ) -> _Walked | None:
        """``base``'s winners patched with the moves from its generation to ``source``'s
        (``None``: no unbroken chain, or a moved entry that is not plainly its own name's)."""
        stored = source.stored
        assert stored is not None
        if not base.plain:
            return None
        moved = moved_since(stored.moves, gen=base.gen, built=base.built, to=stored.gen)
        if moved is None:
            return None
        if moved.entries is not None:
            entries = [entry for entry in moved.entries.values() if entry is not None]
        else:
            entries = stored.named(moved.names)
        if any(entry.key_name != entry.name or entry.name not in moved.names for entry in entries):
            return None
        messages: list[str] = []
        written, plain = walk_winners(source.cut_to(entries), position, messages.append, metadata)
        if not plain or messages:
            return None
        winners = dict(base.winners)
        for name in moved.names:
            winners.pop(name, None)
        winners.update(written)
        weight = _weight(winners, metadata)
        return _Walked(weakref.ref(stored), stored.gen, stored.built, winners, (), True, weight)


def _weight(winners: dict[str, Winner], metadata: bool) -> int:
    return len(winners) * (WINNER_BYTES if metadata else SERVED_WINNER_BYTES)


WINNERS = WinnerCache()

__all__ = ["WINNERS", "WINNER_CACHE_BYTES", "WINNER_CACHE_ENTRIES", "WinnerCache"]
