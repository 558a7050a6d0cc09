"""The rules of composition (SPEC §2), in one place for the two things that compose: a
registry (every skill's header, record and source) and a catalog listing (a compact winner a
skill): last-wins shadowing with priority, the folder layout within a source, and what a
skipped source is reported as."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar

from skills_core.errors import describe_error

logger = logging.getLogger("skills_core")

T = TypeVar("T")


def source_skipped(label: str, exc: BaseException) -> str:
    """What a read is told of a source that could not be listed (fail open)."""
    return f'Skill source "{label}" failed and was skipped: {describe_error(exc)}'


class Memo:
    """Values derived from one composed catalog (a rendered text, tool definitions), each
    computed once per key: the skills never change after composition. A failing compute
    caches nothing; callers must not mutate what they get back."""

    def __init__(self) -> None:
        self._values: dict[Hashable, Any] = {}
        self._lock = threading.Lock()

    def __call__(self, key: Hashable, compute: Callable[[], T]) -> T:
        with self._lock:
            if key in self._values:
                found: T = self._values[key]
                return found
        value = compute()
        with self._lock:
            self._values.setdefault(key, value)
        return value


class Contender(Protocol):
    """What shadowing compares of a candidate (a registry entry, or a catalog listing's
    compact winner): one rule for both."""

    @property
    def inline(self) -> bool: ...
    @property
    def priority(self) -> int: ...
    @property
    def position(self) -> int: ...
    @property
    def layout(self) -> str | None: ...
    @property
    def location(self) -> str | None: ...
    @property
    def label(self) -> str: ...


C = TypeVar("C", bound=Contender)


def beats(challenger: Contender, incumbent: Contender) -> bool:
    """Last-wins shadowing: inline always wins, then higher priority, then the later source."""
    if incumbent.inline != challenger.inline:
        return challenger.inline
    if challenger.priority != incumbent.priority:
        return challenger.priority > incumbent.priority
    return challenger.position >= incumbent.position


def add_local(
    local: dict[str, C], name: str, entry: C, label: str, warn: Callable[[str], None]
) -> None:
    """One source's skill called ``name``: two of them in one source keep the folder layout
    (else the later one), and the caller is warned."""
    previous = local.get(name)
    if previous is not None:
        keep = prefer_layout(previous, entry)
        dropped = entry if keep is previous else previous
        warn(
            f'Source "{label}": two skills named "{name}": using '
            f"{keep.location}, ignoring {dropped.location}"
        )
        entry = keep
    local[name] = entry


def shadow(
    winners: dict[str, C], candidates: dict[str, list[C]] | None, local: dict[str, C]
) -> None:
    """Lay one source's skills (``local``, the later source) over the winners so far;
    ``candidates`` (when kept) gets every entry of a name more than one source has."""
    for name, entry in local.items():
        incumbent = winners.get(name)
        if incumbent is None:  # the usual case: one source has the name
            winners[name] = entry
            continue
        if candidates is not None:
            # Still the only earlier entry when the second arrives: the list is in source order.
            candidates.setdefault(name, [incumbent]).append(entry)
        if beats(entry, incumbent):
            logger.info('Skill "%s" from "%s" shadows "%s"', name, entry.label, incumbent.label)
            winners[name] = entry
        else:
            logger.info(
                'Skill "%s" from "%s" is shadowed by "%s"', name, entry.label, incumbent.label
            )


def prefer_layout(first: C, second: C) -> C:
    """Inside one source the folder layout beats the loose one; otherwise the later wins."""
    if first.layout == "folder" and second.layout != "folder":
        return first
    return second


__all__ = ["Contender", "Memo", "add_local", "beats", "prefer_layout", "shadow", "source_skipped"]
