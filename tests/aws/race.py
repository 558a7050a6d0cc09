"""The multi-process race of the concurrency tests: worker processes forked from a clean
forkserver that imported ``preload`` once (spawned interpreters each importing boto3 take
many seconds), started together by barriers, reporting on one queue, stopped at a deadline.

A worker is a module-level function ``worker(index, env, *barriers, results)``: ``env`` is the
environment it sets before building clients (``worker_env`` of the moto server), one barrier
per size in ``barriers``, and ``results`` the queue it puts tuples on (``("error", index,
type, message)`` for a failure its parent should report)."""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

#: What a worker of the store tests imports: preloaded once by the forkserver.
STORE_MODULES = (
    "boto3",
    "botocore.client",
    "skills_core.aws.store.dynamodb_store",
    "skills_core.compose.build",
)

#: Whether the results collected so far are all the race will report.
Finished = Callable[[list[tuple[Any, ...]]], bool]


@dataclass(frozen=True)
class RaceRun:
    """What the processes reported, in arrival order, and how long the run took (seconds,
    spawning included; ``first_result``: until the first report)."""

    results: list[tuple[Any, ...]]
    elapsed: float
    first_result: float


def every_process_done(processes: int) -> Finished:
    """Finished when each process reported ``("done", ...)`` or ``("error", ...)``."""

    def finished(results: list[tuple[Any, ...]]) -> bool:
        return sum(r[0] in ("done", "error") for r in results) >= processes

    return finished


def race(
    worker: Callable[..., None],
    processes: int,
    preload: Sequence[str],
    *,
    env: dict[str, str],
    deadline: float,
    barriers: Sequence[int] | None = None,
    finished: Finished | None = None,
) -> RaceRun:
    """Run ``worker`` in ``processes`` processes and collect their reports until
    ``finished`` (default: every process said done), every process died, or ``deadline``
    seconds passed; then join them (terminating stragglers). ``barriers``: the parties of
    each barrier handed to the workers (default: one of all ``processes``)."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(list(preload))
    made = [ctx.Barrier(parties) for parties in (barriers or (processes,))]
    results = ctx.Queue()
    started_processes = [
        ctx.Process(target=worker, args=(i, env, *made, results), daemon=True)
        for i in range(processes)
    ]
    done = finished or every_process_done(processes)
    started = time.monotonic()
    for process in started_processes:
        process.start()
    collected: list[tuple[Any, ...]] = []
    first_result = 0.0
    while not done(collected):
        remaining = deadline - (time.monotonic() - started)
        if remaining <= 0:
            break
        try:
            item = results.get(timeout=min(remaining, 5.0))
        except queue.Empty:
            if not any(p.is_alive() for p in started_processes) and results.empty():
                break
            continue
        if not collected:
            first_result = time.monotonic() - started
        collected.append(item)
    for process in started_processes:
        process.join(timeout=max(1.0, deadline - (time.monotonic() - started)))
        if process.is_alive():
            process.terminate()
            process.join(timeout=5)
    return RaceRun(collected, time.monotonic() - started, first_result)


__all__ = ["STORE_MODULES", "Finished", "RaceRun", "every_process_done", "race"]
