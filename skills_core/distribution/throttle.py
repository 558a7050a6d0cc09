"""Per-link throttling (SPEC §13.1): a token bucket per link, ``rate`` requests a second with
a burst large enough for one client fetching a whole catalog at once. Kept per execution
environment (API Gateway's stage throttling bounds the total); bounded in links."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

#: SPEC: at least 500, so one client fetching a catalog at once is never refused.
LINK_BURST = 500
MAX_TRACKED_LINKS = 10_000


class LinkThrottle:
    def __init__(
        self,
        rate: float,
        *,
        burst: int = LINK_BURST,
        clock: Callable[[], float] = time.monotonic,
        max_links: int = MAX_TRACKED_LINKS,
    ) -> None:
        self.rate = float(rate)
        self.burst = float(burst)
        self.clock = clock
        self.max_links = max_links
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        self._lock = threading.Lock()

    def allow(self, link_id: str) -> bool:
        """Take one request from ``link_id``'s bucket; ``False`` when it is empty."""
        now = self.clock()
        with self._lock:
            tokens, last = self._buckets.pop(link_id, (self.burst, now))
            tokens = min(self.burst, tokens + (now - last) * self.rate)
            allowed = tokens >= 1.0
            self._buckets[link_id] = (tokens - 1.0 if allowed else tokens, now)
            while len(self._buckets) > self.max_links:
                self._buckets.popitem(last=False)
        return allowed


__all__ = ["LINK_BURST", "LinkThrottle"]
