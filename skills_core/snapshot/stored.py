"""A snapshot as it is stored: its compressed snapshot part and its scope-wide fields, for
the reads that need a little of every entry (a catalog page, a search's served names).

Decoding a whole snapshot of 100,000 entries holds 100,000 entries (about 1.7 KB each with
their headers, frontmatter and lifecycles). These reads walk the entries instead, a window at
a time, keep what they need of each and drop the rest, so what stays is the compressed part
(about 300 bytes an entry) and what the read keeps. :meth:`StoredSnapshot.named` decodes only
the lines of some names (a page of MCP ``skills/list``): the same walk, with each line's name
read from its prefix."""

from __future__ import annotations

import bisect
import functools
import itertools
import json
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skills_core.snapshot.codec import Interner, Mark, inflate_lines
from skills_core.snapshot.model import (
    MAX_SNAPSHOT_BYTES,
    READ_FORMATS,
    SNAPSHOT_FORMAT,
    Entry,
    Snapshot,
    SnapshotFormatError,
    refused,
)
from skills_core.snapshot.streamed_fold import line_key


@dataclass(frozen=True, eq=False)
class StoredSnapshot:
    """``data``: the snapshot part as stored; the other fields are its first line's."""

    scope: str
    gen: int
    data: bytes
    count: int
    tenants: tuple[str, ...] | None = None
    recent: tuple[Mapping[str, Any], ...] = ()
    removed: tuple[str, ...] = ()
    #: When and how it was folded (``snapshot.moves``): a reader holding the previous
    #: generation's winners patches them with the moves instead of walking every entry.
    built: str = ""
    moves: tuple[Mapping[str, Any], ...] = ()
    #: A format-2 object, decoded when it was opened (it is one document: nothing to walk).
    decoded: Snapshot | None = field(default=None, repr=False)

    @classmethod
    def open(cls, data: bytes, *, scope: str) -> StoredSnapshot:
        """Read the scope-wide line only (:class:`SnapshotFormatError` when it is not a
        snapshot of ``scope``); the entries are checked as they are walked."""
        with refused():
            document = next(_documents(data), None)
            if not isinstance(document, dict) or document.get("format") not in READ_FORMATS:
                raise SnapshotFormatError(f"not a format-{SNAPSHOT_FORMAT} catalog snapshot")
            if document.get("scope") != scope:
                raise SnapshotFormatError(f"snapshot of scope {document.get('scope')!r}")
            tenants = document.get("tenants")
            if tenants is not None and not (
                isinstance(tenants, list) and all(isinstance(t, str) for t in tenants)
            ):
                raise SnapshotFormatError("corrupt catalog snapshot: tenants")
            if document["format"] != SNAPSHOT_FORMAT:
                # Format 2 is one document: nothing to walk, so decode it (objects built
                # before format 3 only; the next fold or publish writes format 3).
                decoded = Snapshot.decode(data, scope=scope)
                return cls._of(decoded, data)
            # Walked once now (inflated, not decoded): a truncated or corrupt object is
            # refused here, where a reader can still list the source instead.
            count = int(document.get("count", -1))
            if sum(len(window) for window in _windows(data)) - 1 != count:
                raise SnapshotFormatError("catalog snapshot is truncated")
            return cls(
                scope=scope,
                gen=int(document["gen"]),
                data=data,
                count=count,
                tenants=tuple(tenants) if tenants is not None else None,
                recent=tuple(document.get("recent", ())),
                removed=tuple(document.get("removed", ())),
                built=str(document.get("built", "")),
                moves=tuple(document["moves"]) if isinstance(document.get("moves"), list) else (),
            )

    @classmethod
    def _of(cls, snapshot: Snapshot, data: bytes) -> StoredSnapshot:
        return cls(
            scope=snapshot.scope,
            gen=snapshot.gen,
            data=data,
            count=len(snapshot.entries),
            tenants=snapshot.tenants,
            recent=snapshot.recent,
            removed=snapshot.removed,
            built=snapshot.built,
            decoded=snapshot,
        )

    def entries(self) -> Iterator[Entry]:
        """Every entry in stored order, decoded one window at a time (one interner per
        window: what a read keeps shares nothing with what it drops). A walk to the end also
        finds the :attr:`segments` (their marks and names come with it), so a first MCP page
        after a listing's walk does not inflate the object again."""
        if self.decoded is not None:
            yield from self.decoded.entries
            return
        count = 0
        marks: list[Mark] = []
        found = _Bounds()
        with refused():
            windows = inflate_lines(
                self.data, MAX_SNAPSHOT_BYTES, marks=marks, every=SEGMENT_WINDOWS
            )
            for number, window in enumerate(windows):
                lines = window[1:] if number == 0 else window
                if not lines:
                    continue
                interner = Interner()
                decoded = [
                    Entry.from_json(row, interner)
                    for row in json.loads(b"[" + b",".join(lines) + b"]")
                ]
                found.add(number, len(marks), [entry.name for entry in decoded])
                count += len(decoded)
                yield from decoded
            if count != self.count:
                raise SnapshotFormatError("catalog snapshot is truncated")
        self.__dict__.setdefault("segments", found.segments(marks))

    @functools.cached_property
    def segments(self) -> tuple[Segment, ...]:
        """Where :meth:`named` may start inflating, and the names between: found by one walk
        on the first :meth:`named` (a catalog or a search never pays for it)."""
        with refused():
            return _segments(self.data)

    def named(self, names: Collection[str]) -> list[Entry]:
        """The entries whose own name is one of ``names``; only their lines are decoded."""
        if self.decoded is not None:
            return [entry for entry in self.decoded.entries if entry.name in names]
        found: list[Entry] = []
        interner = Interner()
        wanted = sorted(set(names))
        with refused():
            for number, segment in enumerate(self.segments):
                if not segment.holds_any(wanted):
                    continue
                windows = inflate_lines(self.data, MAX_SNAPSHOT_BYTES, start=segment.start)
                if number + 1 < len(self.segments):  # the last one runs to the end
                    windows = itertools.islice(windows, SEGMENT_WINDOWS)
                for at, window in enumerate(windows):
                    for line in window[1:] if segment.start is None and at == 0 else window:
                        if line_key(line)[1] in names:
                            found.append(Entry.from_json(json.loads(line), interner))
        return found

    def decode(self) -> Snapshot:
        """The whole snapshot (what a registry of every skill is composed from)."""
        if self.decoded is not None:
            return self.decoded
        return Snapshot.decode(self.data, scope=self.scope)


#: Windows between two marks (4 MiB inflated): a page of names inflates one or two
#: segments; each mark keeps zlib's state, about 40 KB (under 2 MB at 100,000 entries).
SEGMENT_WINDOWS = 16


@dataclass(frozen=True)
class Segment:
    """``SEGMENT_WINDOWS`` windows of the object: the mark they start from (``None``: the
    object's start, the scope-wide line first) and the least and greatest name in them. An
    order is not assumed: a name outside the bounds is not in the segment, whatever the
    writer's layout."""

    start: Mark | None
    low: str
    high: str

    def holds_any(self, wanted: Sequence[str]) -> bool:
        """Whether a name of ``wanted`` (sorted) may be here."""
        at = bisect.bisect_left(wanted, self.low)
        return at < len(wanted) and wanted[at] <= self.high


class _Bounds:
    """The least and greatest name of each segment, window by window."""

    def __init__(self) -> None:
        self.bounds: list[tuple[str, str]] = []

    def add(self, number: int, marked: int, names: Sequence[str]) -> None:
        """Window ``number``'s names, ``marked`` marks taken so far."""
        segment = min(number // SEGMENT_WINDOWS, marked)
        low, high = min(names), max(names)
        bounds = self.bounds
        if segment < len(bounds):
            bounds[segment] = (min(low, bounds[segment][0]), max(high, bounds[segment][1]))
        else:
            bounds.extend([("\uffff", "")] * (segment - len(bounds)) + [(low, high)])

    def segments(self, marks: Sequence[Mark]) -> tuple[Segment, ...]:
        starts: list[Mark | None] = [None, *marks]
        return tuple(Segment(starts[i], *self.bounds[i]) for i in range(len(self.bounds)))


def _segments(data: bytes) -> tuple[Segment, ...]:
    """The object's segments (:data:`SEGMENT_WINDOWS` windows each), each line's name read
    from its prefix."""
    marks: list[Mark] = []
    found = _Bounds()
    windows = inflate_lines(data, MAX_SNAPSHOT_BYTES, marks=marks, every=SEGMENT_WINDOWS)
    for number, window in enumerate(windows):
        entries = window[1:] if number == 0 else window
        if entries:
            found.add(number, len(marks), [line_key(line)[1] for line in entries])
    return found.segments(marks)


def _windows(data: bytes) -> Iterator[list[bytes]]:
    """The object's lines a window at a time, the first window's first line alone first."""
    first = True
    for window in inflate_lines(data, MAX_SNAPSHOT_BYTES):
        if first and window:
            yield [window[0]]
            window = window[1:]
            first = False
        if window:
            yield window


def _documents(data: bytes) -> Iterator[Any]:
    for window in _windows(data):
        yield json.loads(window[0])
        return


__all__ = ["StoredSnapshot"]
