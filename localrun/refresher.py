"""EventBridge's schedule, locally: the template's scheduled functions (the refresh function)
invoked every ``--refresh-seconds`` through their real handlers, so S3 objects put into the
local bucket by other means than ``skillsctl sync`` reach the catalog as they would in AWS
(there every ``S3RefreshSeconds``; locally the period is the flag's, short enough to try)."""

from __future__ import annotations

import threading
import time
import uuid
from typing import Any

from . import template as tpl
from .lambda_runtime import ACCOUNT, REGION, LocalFunction, log


def scheduled_functions(template: dict[str, Any]) -> list[LocalFunction]:
    """Every function with a ``Schedule`` event, in template order."""
    found: list[LocalFunction] = []
    for logical_id, res in tpl.functions(template).items():
        events = (res.get("Properties") or {}).get("Events") or {}
        if any(event.get("Type") == "Schedule" for event in events.values()):
            found.append(LocalFunction(logical_id, tpl.function_handler(template, logical_id)))
    return found


def scheduled_event(logical_id: str) -> dict[str, Any]:
    """What an EventBridge schedule delivers (the handlers read none of it)."""
    return {
        "version": "0",
        "id": str(uuid.uuid4()),
        "detail-type": "Scheduled Event",
        "source": "aws.events",
        "account": ACCOUNT,
        "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "region": REGION,
        "resources": [f"arn:aws:events:{REGION}:{ACCOUNT}:rule/local-{logical_id}Schedule"],
        "detail": {},
    }


class Scheduler(threading.Thread):
    """Invokes each scheduled function every ``seconds`` until stopped. A failing run is
    logged and the schedule goes on, as EventBridge's does."""

    def __init__(self, functions: list[LocalFunction], seconds: float) -> None:
        super().__init__(name="local-scheduler", daemon=True)
        self.functions = functions
        self.seconds = seconds
        self.stopping = threading.Event()
        self.runs = 0

    def run(self) -> None:
        while not self.stopping.wait(self.seconds):
            for function in self.functions:
                self.run_once(function)
            self.runs += 1

    def run_once(self, function: LocalFunction) -> Any:
        try:
            result = function(scheduled_event(function.logical_id))
        except Exception as exc:  # the next tick tries again
            log(f"{function.logical_id} raised {type(exc).__name__}: {exc}")
            return None
        if isinstance(result, dict) and (result.get("published") or result.get("failed")):
            log(
                f"{function.logical_id}: published {result.get('published')} catalog "
                f"snapshot(s), failed {result.get('failed') or 'none'}"
            )
        return result

    def stop(self) -> None:
        self.stopping.set()
        if self.is_alive():
            self.join(timeout=30)


def start_scheduler(template: dict[str, Any], seconds: float) -> Scheduler | None:
    """Start the schedule (``None``: ``seconds`` is 0, or nothing is scheduled)."""
    functions = scheduled_functions(template)
    if seconds <= 0 or not functions:
        return None
    scheduler = Scheduler(functions, seconds)
    scheduler.start()
    names = ", ".join(f.logical_id for f in functions)
    log(f"scheduled every {seconds:g} s: {names} (S3 objects written by other means)")
    return scheduler


__all__ = ["Scheduler", "scheduled_event", "scheduled_functions", "start_scheduler"]
