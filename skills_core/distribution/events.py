"""Change events (SPEC §13): ``Skill Version Published`` when a version becomes served under
a label, ``Skill Version Withdrawn`` when it no longer is, computed from a skill's head before
and after one write. Pure: the derivation decides when to compute them and puts them on the
bus.

Only approved versions of a listed (not retired) skill are served, so a pending, rejected or
deprecated version never produces a Published event. Each event has an idempotency key made
of what identifies the change (tenant, skill, label, kind, version and the head's write
sequence): a redelivered stream record makes the same keys, and the derivation records
which sequence it has applied, so nothing is published twice."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from skills_core.governance.history import SkillHistory
from skills_core.governance.lifecycle import APPROVED

PUBLISHED = "Skill Version Published"
WITHDRAWN = "Skill Version Withdrawn"


@dataclass(frozen=True)
class ServedVersion:
    """What a label serves of one skill: the version (a store version's number, or an S3
    skill's content version, ``s3-<hex>``) and its SKILL.md digest."""

    version: int | str
    digest: str


#: label -> what it serves of one skill.
LabelMap = Mapping[str, ServedVersion]


def served_by_label(history: SkillHistory | None) -> dict[str, ServedVersion]:
    """What each label serves of the skill ``history`` is the head of (nothing when it is
    absent or retired; never a version that is not approved)."""
    if history is None or not history.active:
        return {}
    found: dict[str, ServedVersion] = {}
    for label, version in history.lifecycle.labels.items():
        served = history.served.get(version)
        if served is None or history.lifecycle.statuses.get(version) != APPROVED:
            continue
        found[label] = ServedVersion(version, served.digest)
    return found


@dataclass(frozen=True)
class ChangeEvent:
    detail_type: str
    tenant: str
    name: str
    label: str
    version: int | str
    digest: str
    #: The head's write sequence (changelog length) the change belongs to.
    seq: int

    @property
    def key(self) -> str:
        """The same for a redelivery of the same change, different for any other change."""
        raw = "\x1f".join(
            (self.tenant, self.name, self.label, self.detail_type, str(self.version), str(self.seq))
        )
        return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]

    def detail(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "name": self.name,
            "version": self.version,
            "label": self.label,
            "digest": self.digest,
            "idempotency_key": self.key,
        }


def change_events(
    tenant: str, name: str, old: LabelMap, new: LabelMap, seq: int
) -> list[ChangeEvent]:
    """The events that take a skill from serving ``old`` to serving ``new``, in order: per
    label (sorted), the Withdrawn of the version it stops serving before the Published of the
    one it starts serving. A label that serves the same version (same digest) makes none."""
    events: list[ChangeEvent] = []
    for label in sorted(set(old) | set(new)):
        before, after = old.get(label), new.get(label)
        if before == after:
            continue
        if before is not None:
            events.append(
                ChangeEvent(WITHDRAWN, tenant, name, label, before.version, before.digest, seq)
            )
        if after is not None:
            events.append(
                ChangeEvent(PUBLISHED, tenant, name, label, after.version, after.digest, seq)
            )
    return events


__all__ = [
    "PUBLISHED",
    "WITHDRAWN",
    "ChangeEvent",
    "LabelMap",
    "ServedVersion",
    "change_events",
    "served_by_label",
]
