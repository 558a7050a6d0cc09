"""Ctrl-C on the local run: every worker is told at once and all of them share one grace
period, so a worker busy in a refresh or a fold (a moto call on a loaded machine) does not
hold the stop for its own join timeout each (a CI teardown waited past 15 s)."""

from __future__ import annotations

import threading
import time

from localrun import server
from localrun.server import LocalService


class Stuck(threading.Thread):
    """A worker that sees ``stopping`` only after ``busy`` seconds (one long call)."""

    def __init__(self, busy: float) -> None:
        super().__init__(daemon=True)
        self.stopping = threading.Event()
        self.busy = busy

    def run(self) -> None:
        self.stopping.wait()
        time.sleep(self.busy)


def test_stuck_workers_share_one_grace_period(monkeypatch: object) -> None:
    server.STOP_GRACE_SECONDS = 0.5  # restored below
    try:
        workers = [Stuck(busy=30) for _ in range(5)]
        quick = Stuck(busy=0)
        for worker in [*workers, quick]:
            worker.start()
        service = LocalService(pollers=[*workers[:3], quick], stream_pollers=workers[3:])  # type: ignore[list-item]
        started = time.monotonic()
        service.stop()
        took = time.monotonic() - started
    finally:
        server.STOP_GRACE_SECONDS = 3.0
    assert all(worker.stopping.is_set() for worker in [*workers, quick])
    assert took < 2.0, f"stop took {took:.1f} s for a grace of 0.5 s"
    assert not quick.is_alive()  # a worker that stops in time is joined
