"""One tenant's skills for one request, as the composition root's sources give them (SPEC
§6: the S3 prefix ``global/``, the prefix ``tenants/<tenant>/`` and the tenant's store
partition, in that order). What "no store" means is decided here, once."""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import cached_property

from skills_core.compose.catalog_listing import CatalogListing, Catalogued, ServedBy, served_map
from skills_core.compose.collisions import find_store
from skills_core.compose.registry import SkillRegistry
from skills_core.errors import SkillStoreUnavailableError
from skills_core.service.composition import REGISTRIES, Composition, compose
from skills_core.settings import Settings
from skills_core.snapshot.port import SnapshotReader
from skills_core.snapshot.scopes import GLOBAL_LABEL, STORE_LABEL, TENANT_LABEL
from skills_core.snapshot.sources import SnapshotSource
from skills_core.sources.base import SkillSource, SkillStore

NO_STORE = "No skill store is configured (SKILLS_TABLE); nothing was changed."

#: Builds the sources of one tenant serving one label (the composition root passes the
#: deployment's; tests and the library their own).
SourceFactory = Callable[[Settings, str, str | None], list[SkillSource]]


def no_sources(settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
    """A service composed with nothing (a library user adds sources explicitly)."""
    return []


class TenantView:
    """One tenant's skills for one request, as served under ``label`` (the default label when
    ``None``): its live sources, what a read composes (snapshots where published), and a
    registry on first use. Nothing here is shared with another tenant."""

    def __init__(
        self,
        settings: Settings,
        tenant: str,
        sources: list[SkillSource],
        label: str | None,
        snapshots: SnapshotReader | None = None,
        *,
        for_search: bool = False,
        focus: str | None = None,
        listing: bool = False,
    ) -> None:
        self.settings = settings
        self.tenant = tenant
        #: The live sources: what writes check and write (a snapshot is never written to).
        self.sources = sources
        self.label = label
        self.snapshots = snapshots
        #: A search follows: snapshot objects are read whole (the index comes along).
        self.for_search = for_search
        #: The one name the request concerns (an activation, a skill, a file): only its
        #: catalog overlay is read, with the manifests.
        self.focus = focus
        #: A whole-tenant read of metadata (a catalog page, a search, ``skills/list``): the
        #: snapshots come as stored and :attr:`catalogued` walks them.
        self.listing = listing

    @cached_property
    def composition(self) -> Composition:
        return compose(
            self.sources,
            self.snapshots,
            tenant=self.tenant,
            label=self.label,
            default_label=self.settings.default_label,
            with_index=self.for_search,
            focus=self.focus,
            stored=self.listing,
        )

    def lookup_sources(self, name: str) -> list[SkillSource]:
        """What a save's collision check looks ``name`` up in: the S3 scopes' point entries
        of that name (read with their manifests in one call; else their snapshots), and the
        live store (one GetItem of the head, which the write then reuses)."""
        composed = compose(
            self.sources,
            self.snapshots,
            tenant=self.tenant,
            label=self.label,
            default_label=self.settings.default_label,
            focus=name,
            overlay=False,
        )
        return composed.sources

    @cached_property
    def registry(self) -> SkillRegistry:
        return REGISTRIES.registry(self.composition, self.settings, self.tenant, self.label)

    @property
    def walked(self) -> bool:
        """A listing read whose every source is a stored snapshot: it is walked an entry at a
        time, and a page of full entries is cut from it (:meth:`cut`), never decoded whole."""
        return self.listing and all(
            isinstance(source, SnapshotSource) and source.stored is not None
            for source in self.composition.sources
        )

    @cached_property
    def catalogued(self) -> Catalogued:
        """Every served skill's metadata: a catalog listing when the view is :attr:`walked`
        (reused while the snapshots stay), else the registry."""
        if self.walked:
            return REGISTRIES.listing(self.composition, self.tenant, self.label)
        return self.registry

    @cached_property
    def _served(self) -> Catalogued | CatalogListing | ServedBy:
        if self.walked and "catalogued" not in self.__dict__:
            return REGISTRIES.served_by(self.composition, self.tenant, self.label)
        return self.catalogued

    def served_by(self) -> dict[str, str]:
        """Which source serves each name (a search's shadowing): walked without metadata
        where the view is :attr:`walked` (a catalog's listing reused when cached), else
        from the registry's metadata, once per composed catalog."""
        served = self._served
        if isinstance(served, ServedBy):
            return served.served_by()
        return served_map(served)

    def cut(self, names: Collection[str]) -> TenantView:
        """This view as it concerns ``names`` alone: each snapshot source cut to their lines
        (only those decoded) and overlay records, so their registry holds a page, not the
        tenant. Shadowing is the same, since every source keeps every entry of each name."""
        cut = TenantView(self.settings, self.tenant, self.sources, self.label, self.snapshots)
        composition = self.composition
        cut.__dict__["composition"] = Composition(
            [_cut(source, names) for source in composition.sources], composition.warnings
        )
        return cut

    @property
    def warnings(self) -> list[str]:
        """What a read reports: snapshots that could not be read, then the sources'."""
        read = self.__dict__
        if "registry" in read:
            composed = self.registry.warnings
        elif "catalogued" in read or "_served" not in read:
            composed = self.catalogued.warnings
        else:
            composed = self._served.warnings
        return [*self.composition.warnings, *composed]

    @cached_property
    def store(self) -> SkillStore | None:
        return find_store(self.sources)

    def require_store(self) -> SkillStore:
        """Every store operation (writes, version history) needs one: fail closed, 503."""
        store = self.store
        if store is None:
            raise SkillStoreUnavailableError(NO_STORE)
        return store


def _cut(source: SkillSource, names: Collection[str]) -> SkillSource:
    return source.cut(names) if isinstance(source, SnapshotSource) else source


__all__ = [
    "GLOBAL_LABEL",
    "NO_STORE",
    "STORE_LABEL",
    "TENANT_LABEL",
    "SourceFactory",
    "TenantView",
    "no_sources",
]
