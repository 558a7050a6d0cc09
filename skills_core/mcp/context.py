"""What a method works with: the application layer for the caller of one request. One is built
per request (the protocol is stateless, any instance answers); the tenant's skills are composed
on first use only, so ``ping`` or ``server/discover`` reads nothing."""

from __future__ import annotations

from collections.abc import Collection, Iterable
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
        self._pages: list[SkillResources] = []

    @property
    def tenant(self) -> str:
        return self.principal.tenant

    @cached_property
    def skills(self) -> SkillResources:
        """The served skills (the default label) of the caller's tenant, and nobody else's."""
        return SkillResources(self.service.view(self.principal), digests=self._digests)

    @cached_property
    def listed(self) -> SkillResources:
        """The served skills for a listing of full entries (``skills/list``): their names are
        walked from the stored snapshots and each page is cut from them (:meth:`page`), so
        the tenant is never decoded whole."""
        view = self.service.view(self.principal, listing=True)
        return SkillResources(view, digests=self._digests)

    def page(self, names: Collection[str]) -> SkillResources:
        """The listed skills as they concern one page of ``names``."""
        page = self.listed.page(names)
        self._pages.append(page)
        return page

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
        read = [self.__dict__[name] for name in ("skills", "listed") if name in self.__dict__]
        read += [*self._pages, *self._about.values()]
        composed = [warning for resources in read for warning in resources.warnings]
        return list(dict.fromkeys([*self._notes, *composed]))


__all__ = ["Context"]
