"""What a method works with: the application layer for the caller of one request. One is built
per request (the protocol is stateless, any instance answers); the tenant's skills are composed
on first use only, so ``ping`` or ``server/discover`` reads nothing."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property

from skills_core.service import Principal, SkillService
from skills_core.service.resources import DIGESTS, DigestCache, SkillResources


class Context:
    def __init__(
        self, service: SkillService, principal: Principal, *, digests: DigestCache = DIGESTS
    ) -> None:
        self.service = service
        self.principal = principal
        self._digests = digests
        self._notes: list[str] = []
        self._about: dict[str, SkillResources] = {}

    @property
    def tenant(self) -> str:
        return self.principal.tenant

    @cached_property
    def skills(self) -> SkillResources:
        """The served skills (the default label) of the caller's tenant, and nobody else's."""
        return SkillResources(self.service.view(self.principal), digests=self._digests)

    def about(self, name: str) -> SkillResources:
        """The served skills as they concern ``name`` alone (a point read: that skill's bytes,
        never the tenant's snapshots): what a request about one skill reads."""
        found = self._about.get(name)
        if found is None:
            view = self.service.view(self.principal, focus=name)
            found = self._about[name] = SkillResources(view, digests=self._digests)
        return found

    def note(self, warnings: Iterable[str]) -> None:
        """Warnings of a read made outside :attr:`skills` (the catalog, an activation)."""
        self._notes.extend(warnings)

    @property
    def warnings(self) -> list[str]:
        """Everything the request's reads reported, once each (fail-open reads)."""
        composed = self.skills.warnings if "skills" in self.__dict__ else []
        about = [w for resources in self._about.values() for w in resources.warnings]
        return list(dict.fromkeys([*self._notes, *composed, *about]))


__all__ = ["Context"]
