"""Review states and version labels (SPEC §10) as pure rules over a skill's versions, so the
store, the snapshot and every read path agree on which version is served.

A skill's versions each have a status (``approved``, ``pending``, ``rejected``,
``deprecated``); labels map a name to one approved version. The default label
(``production``) is what catalogs, activation and search serve."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from skills_core.errors import BadRequestError, SkillVersionNotApprovedError, check_pattern

APPROVED = "approved"
PENDING = "pending"
REJECTED = "rejected"
DEPRECATED = "deprecated"
STATUSES = (APPROVED, PENDING, REJECTED, DEPRECATED)
DEFAULT_LABEL = "production"
#: A version label (the default label included: ``SKILLS_DEFAULT_LABEL`` is checked by it).
LABEL_PATTERN = r"^[a-z0-9][a-z0-9-]{0,31}$"
LABEL_RE = re.compile(LABEL_PATTERN)

#: Review decision -> the status it gives.
DECISIONS = {"approve": APPROVED, "reject": REJECTED, "deprecate": DEPRECATED}


def check_label(label: object) -> str:
    return check_pattern(
        label,
        LABEL_RE,
        "label",
        "use 1-32 of a-z, 0-9 and '-', starting with a letter or digit (e.g. 'staging')",
    )


def check_decision(decision: object) -> str:
    if not isinstance(decision, str) or decision not in DECISIONS:
        raise BadRequestError(
            f"invalid decision {decision!r}: use one of {', '.join(sorted(DECISIONS))}"
        )
    return DECISIONS[decision]


@dataclass(frozen=True)
class Lifecycle:
    """The statuses of every version of one skill and its labels."""

    statuses: Mapping[int, str]
    labels: Mapping[str, int]

    def served(self, label: str | None = None, *, default: str = DEFAULT_LABEL) -> int | None:
        """The version ``label`` points at, falling back to the default label; ``None`` when
        neither exists (the skill is not served)."""
        if label is not None and label in self.labels:
            return self.labels[label]
        return self.labels.get(default)

    def newest_approved(self, *, excluding: int | None = None) -> int | None:
        approved = [v for v, s in self.statuses.items() if s == APPROVED and v != excluding]
        return max(approved) if approved else None

    def with_version(self, version: int, status: str, *, default: str) -> Lifecycle:
        """A new version saved with ``status``; an approved one becomes the default label's
        version (it is always the newest)."""
        labels = dict(self.labels)
        if status == APPROVED:
            labels[default] = version
        return Lifecycle({**self.statuses, version: status}, labels)

    def reviewed(self, version: int, status: str, *, default: str) -> Lifecycle:
        """SPEC §10: approving moves the default label to the version when it is newer than
        the one it points to; rejecting or deprecating removes the version's labels, and the
        default label falls back to the newest remaining approved version."""
        statuses = {**self.statuses, version: status}
        labels = dict(self.labels)
        if status == APPROVED:
            current = labels.get(default)
            if current is None or version > current:
                labels[default] = version
        else:
            lost_default = labels.get(default) == version
            labels = {name: v for name, v in labels.items() if v != version}
            if lost_default:
                fallback = Lifecycle(statuses, labels).newest_approved()
                if fallback is not None:
                    labels[default] = fallback
        return Lifecycle(statuses, labels)

    def labeled(self, label: str, version: int) -> Lifecycle:
        if version not in self.statuses:
            raise KeyError(version)
        if self.statuses[version] != APPROVED:
            raise SkillVersionNotApprovedError(
                f"version {version} is {self.statuses[version]}; only an approved version can "
                f'carry the label "{label}" (approve it first)'
            )
        return Lifecycle(self.statuses, {**self.labels, label: version})

    def unlabeled(self, label: str, *, default: str) -> Lifecycle:
        if label == default:
            raise BadRequestError(
                f'the label "{default}" cannot be removed: it is what is served; move it with '
                f"PUT …/labels/{default} or reject the version instead"
            )
        return Lifecycle(self.statuses, {n: v for n, v in self.labels.items() if n != label})


__all__ = [
    "APPROVED",
    "DECISIONS",
    "DEFAULT_LABEL",
    "DEPRECATED",
    "LABEL_RE",
    "PENDING",
    "REJECTED",
    "STATUSES",
    "Lifecycle",
    "check_decision",
    "check_label",
]
