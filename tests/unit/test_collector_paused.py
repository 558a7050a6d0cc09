"""Composition pauses the cyclic collector and always hands it back as it found it."""

from __future__ import annotations

import gc

import pytest

from skills_core import create_registry
from skills_core.compose.build import build_skill
from skills_core.compose.bulk import collector_paused


def test_paused_inside_restored_after_even_on_error() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # nested: the inner block never turns it back on
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_composing_and_listing_leave_the_collector_on() -> None:
    skills = [
        build_skill(name=f"s-{i}", description=f"Skill {i}. Use when {i}.", body="Do it.")
        for i in range(50)
    ]
    registry = create_registry(skills=skills, tenancy="multi")
    assert [m.name for m in registry.metadata()][:2] == ["s-0", "s-1"]
    assert gc.isenabled()
