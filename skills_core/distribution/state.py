"""What the derivation keeps per skill of a tenant (``dist/<tenant>/state/<name>.json``): what
each label of the distribution serves, what the store serves, what each S3 scope offers, and
the store head's write sequence.

The distribution composes a tenant's sources the way the catalog does (last wins):
``global/``, then ``tenants/<tenant>/``, then the store. So a label serves the store's
version when the store serves one under it, else the tenant prefix's skill, else the global
one; S3 skills have no labels and are offered under ``production`` and every label a link of
the tenant names (:attr:`SkillState.s3_labels`, as of the scope's last derivation)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from skills_core.distribution.events import ServedVersion

#: The S3 origins, earliest (most shadowed) first: the catalog's composition order.
S3_ORIGINS = ("s3:global", "s3:tenant")


@dataclass(frozen=True)
class Offer:
    """An S3 skill as one scope's snapshot has it: its content version (``s3-<hex>``, from
    the ETags of its objects, so it changes whenever a byte does), its SKILL.md digest, and
    the object keys of its files (``SKILL.md`` included) in the skills bucket."""

    version: str
    digest: str
    files: Mapping[str, str]

    def served(self) -> ServedVersion:
        return ServedVersion(self.version, self.digest)

    def to_dict(self) -> dict[str, object]:
        return {"version": self.version, "digest": self.digest, "files": dict(self.files)}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Offer:
        files = data["files"]
        assert isinstance(files, dict)
        return cls(
            str(data["version"]), str(data["digest"]), {str(k): str(v) for k, v in files.items()}
        )


def _labels(raw: Mapping[str, Mapping[str, object]]) -> dict[str, ServedVersion]:
    found: dict[str, ServedVersion] = {}
    for label, value in raw.items():
        version = value["version"]
        found[label] = ServedVersion(
            version if isinstance(version, int) else str(version), str(value["digest"])
        )
    return found


def _labels_json(labels: Mapping[str, ServedVersion]) -> dict[str, dict[str, object]]:
    return {k: {"version": v.version, "digest": v.digest} for k, v in sorted(labels.items())}


@dataclass
class SkillState:
    #: The store head's write sequence last applied (0: none).
    seq: int = 0
    #: What the distribution serves (and announced) under each label.
    labels: dict[str, ServedVersion] = field(default_factory=dict)
    #: What the store serves under each label.
    store: dict[str, ServedVersion] = field(default_factory=dict)
    #: origin (``s3:global`` / ``s3:tenant``) -> what that prefix offers.
    s3: dict[str, Offer] = field(default_factory=dict)
    #: The labels S3 skills are offered under for this tenant.
    s3_labels: tuple[str, ...] = ()
    #: Counts the S3-side changes (their events' sequence).
    rev: int = 0

    def s3_offer(self) -> Offer | None:
        """The S3 skill that wins among the prefixes (the tenant's shadows the global one)."""
        for origin in reversed(S3_ORIGINS):
            if origin in self.s3:
                return self.s3[origin]
        return None

    def desired(self) -> dict[str, ServedVersion]:
        """What each label should serve: the store's, else the S3 skill's."""
        offer = self.s3_offer()
        found = {label: offer.served() for label in self.s3_labels} if offer is not None else {}
        found.update(self.store)
        return found

    def encode(self) -> bytes:
        body = {
            "seq": self.seq,
            "labels": _labels_json(self.labels),
            "store": _labels_json(self.store),
            "s3": {k: v.to_dict() for k, v in sorted(self.s3.items())},
            "s3_labels": list(self.s3_labels),
            "rev": self.rev,
        }
        return json.dumps(body, sort_keys=True).encode("utf-8")

    @classmethod
    def decode(cls, data: bytes | None) -> SkillState | None:
        if data is None:
            return None
        raw = json.loads(data)
        labels = _labels(raw["labels"])
        return cls(
            seq=int(raw["seq"]),
            labels=labels,
            # A state written before S3 skills were distributed: every label was the store's.
            store=_labels(raw["store"]) if "store" in raw else dict(labels),
            s3={k: Offer.from_dict(v) for k, v in raw.get("s3", {}).items()},
            s3_labels=tuple(raw.get("s3_labels", ())),
            rev=int(raw.get("rev", 0)),
        )


__all__ = ["S3_ORIGINS", "Offer", "SkillState"]
