"""A skill's heads driven through the real history rules (save, review, label, retire), as
the table's stream would deliver them, and the store's version texts in memory."""

from __future__ import annotations

from collections.abc import Mapping

from skills_core.distribution.derive import HeadChange
from skills_core.governance import history as rules
from skills_core.governance.digest import digest_of
from skills_core.governance.history import NewVersion, SkillHistory, Transition
from skills_core.model import ChangelogEntry

CTX = rules.StoreContext("store", "production", "2026-01-01T00:00:00.000Z")


def text(name: str, n: int, description: str = "Helps with things.") -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\nVersion {n} body.\n"


class Heads:
    """One tenant's heads and version texts; each operation returns its stream change."""

    def __init__(self, tenant: str = "acme") -> None:
        self.tenant = tenant
        self.heads: dict[str, SkillHistory | None] = {}
        self.logs: dict[str, list[ChangelogEntry]] = {}
        self.texts: dict[tuple[str, str, int], bytes] = {}

    def files(self, tenant: str, name: str, version: int) -> Mapping[str, bytes]:
        return {"SKILL.md": self.texts[(tenant, name, version)]}

    def _apply(self, name: str, transition: Transition[object]) -> HeadChange:
        old = self.heads.get(name)
        if transition.after is not None:
            self.heads[name] = transition.after
            if transition.entry is not None:
                self.logs.setdefault(name, []).append(transition.entry)
        return HeadChange(self.tenant, name, old, self.heads.get(name))

    def save(
        self, name: str, *, status: str = "approved", description: str = "Helps."
    ) -> HeadChange:
        head = self.heads.get(name)
        version = head.version + 1 if head is not None else 1
        body = text(name, version, description)
        digest, size = digest_of(body)
        fm = body.split("---\n")[1]
        self.texts[(self.tenant, name, version)] = body.encode("utf-8")
        transition = rules.save(
            CTX,
            head,
            self.logs.get(name, []),
            NewVersion(body, fm, digest, size),
            name=name,
            status=status,
            draft=False,
            replace=True,
            author="jwt:u",
        )
        return self._apply(name, transition)

    def _served(self, name: str):  # type: ignore[no-untyped-def]
        def read(versions: set[int]):  # type: ignore[no-untyped-def]
            out = {}
            for v in versions:
                body = self.texts[(self.tenant, name, v)].decode()
                digest, size = digest_of(body)
                out[v] = rules.Served(body.split("---\n")[1], digest, size)
            return out

        return read

    def review(self, name: str, version: int, decision: str) -> HeadChange:
        t = rules.review(
            CTX,
            name,
            self.heads.get(name),
            version,
            decision,
            note=None,
            author="jwt:r",
            served=self._served(name),
        )
        return self._apply(name, t)

    def label(self, name: str, label: str, version: int | None) -> HeadChange:
        t = rules.label(
            CTX,
            name,
            self.heads.get(name),
            label,
            version,
            author="jwt:u",
            served=self._served(name),
        )
        return self._apply(name, t)

    def retire(self, name: str) -> HeadChange:
        t = rules.retire(CTX, name, self.heads.get(name), self.logs.get(name, []), author="jwt:u")
        return self._apply(name, t)
