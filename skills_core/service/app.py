"""The application layer: every use case, once. The HTTP functions, the MCP function, the
event worker and ``skillsctl`` all call a :class:`SkillService`; each turns its own input into
a :class:`~skills_core.service.principal.Principal` and a call, and the result into its own
output. Who may write, which version is served and what "no store" means live below here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from skills_core.errors import SkillInvalidError
from skills_core.governance.lifecycle import check_label
from skills_core.model import ChangelogEntry, LabelResult, RetireResult, ReviewResult, SaveResult
from skills_core.service import reads, versions, writes
from skills_core.service.principal import Permission, Principal, check_tenant, require
from skills_core.service.tenants import SourceFactory, TenantView, deployment_sources
from skills_core.settings import SINGLE_TENANT, Settings

if TYPE_CHECKING:
    from skills_core.prompt.args import Args
    from skills_core.service import activation, generation, search

Version = str | int | None


class SkillService:
    """Built once per process (a Lambda execution environment, a CLI run) from the settings;
    holds no tenant data between calls. Use cases that only some functions serve (activation,
    search, generation) are imported by their first call, so each function's cold start loads
    what it serves."""

    def __init__(self, settings: Settings, *, sources: SourceFactory = deployment_sources) -> None:
        self.settings = settings
        self._sources = sources

    @property
    def tenancy(self) -> str:
        return self.settings.tenancy_for(sources_given=True)

    def view(
        self, principal: Principal, *, label: str | None = None, for_search: bool = False
    ) -> TenantView:
        """The tenant's skills for one request, served under ``label`` (the default label
        when ``None``). A single-tenant deployment serves only the tenant ``default``."""
        tenant = check_tenant(principal.tenant)
        if self.tenancy == "single" and tenant != SINGLE_TENANT:
            raise SkillInvalidError(
                f'this deployment is single-tenant and serves only tenant "{SINGLE_TENANT}", '
                f'not "{tenant}"'
            )
        if label is not None:
            check_label(label)
        sources = self._sources(self.settings, tenant, label)
        snapshots = getattr(self._sources, "snapshots", None)
        store = snapshots(self.settings) if callable(snapshots) else None
        return TenantView(self.settings, tenant, sources, label, store, for_search=for_search)

    # -- reads -----------------------------------------------------------------------------
    def catalog(
        self,
        principal: Principal,
        *,
        style: str = "use_skill",
        max_chars: int | None = None,
        flavor: str = "anthropic",
        label: str | None = None,
        limit: int | None = None,
        cursor: str | None = None,
    ) -> reads.CatalogView:
        """One page of metadata (``limit``, after ``cursor``: bound to the tenant and the
        other arguments) and the catalog text and tools of the whole tenant."""
        view = self.view(principal, label=label)
        return reads.catalog(
            view, style=style, max_chars=max_chars, flavor=flavor, limit=limit, cursor=cursor
        )

    def skill(
        self, principal: Principal, name: str, *, version: Version = None, label: str | None = None
    ) -> reads.SkillDetail:
        versions.check_pin(version, label)
        view = self.view(principal, label=label)
        if version is not None:
            registry, state = versions.pinned(view, name, version)
        else:
            registry = view.registry
            state = versions.served_state(view, name)  # not found (with the names) raises here
        return reads.skill_detail(registry, name, state)

    def search(
        self, principal: Principal, query: str, *, limit: int = 5, tags: Sequence[str] = ()
    ) -> search.SearchResults:
        """The served skills that best match ``query`` (SPEC §11), from the stored indexes."""
        from skills_core.service import search

        return search.search(self.view(principal, for_search=True), query, limit=limit, tags=tags)

    def read_file(self, principal: Principal, name: str, path: str) -> str:
        return reads.skill_file(self.view(principal), name, path)

    def changelog(self, principal: Principal, name: str) -> list[ChangelogEntry]:
        return reads.changelog(self.view(principal), name)

    def version(self, principal: Principal, name: str, version: str | int) -> reads.VersionText:
        return reads.version_text(self.view(principal), name, version)

    def list_versions(self, principal: Principal, name: str) -> versions.VersionListing:
        """Every stored version of ``name`` with its status, labels and digest."""
        return versions.listing(self.view(principal), name)

    # -- activation ------------------------------------------------------------------------
    def activate(
        self,
        principal: Principal,
        name: str,
        args: Args = None,
        *,
        version: Version = None,
        label: str | None = None,
    ) -> activation.ActivationView:
        from skills_core.service import activation

        versions.check_pin(version, label)
        view = self.view(principal, label=label)
        return activation.activate_skill(view, name, args, version)

    def invoke(
        self, principal: Principal, text: str, *, version: Version = None, label: str | None = None
    ) -> activation.Invocation:
        from skills_core.service import activation

        versions.check_pin(version, label)
        return activation.invoke(self.view(principal, label=label), text, version)

    # -- writes ----------------------------------------------------------------------------
    def save(
        self,
        principal: Principal,
        command: writes.SaveCommand,
        *,
        idempotency_key: str | None = None,
    ) -> SaveResult:
        """``idempotency_key``: a repeat with the same key and command returns the first
        answer without writing again; the same key with another command is refused."""
        require(principal, Permission.WRITE, self.settings)
        return writes.save(self.view(principal), principal, command, key=idempotency_key)

    def retire(
        self, principal: Principal, name: str, *, idempotency_key: str | None = None
    ) -> RetireResult:
        require(principal, Permission.WRITE, self.settings)
        return writes.retire(self.view(principal), principal, name, key=idempotency_key)

    def review(
        self,
        principal: Principal,
        name: str,
        version: str | int,
        decision: str,
        *,
        note: str | None = None,
        idempotency_key: str | None = None,
    ) -> ReviewResult:
        require(principal, Permission.REVIEW, self.settings)
        view = self.view(principal)
        return writes.review(
            view, principal, name, version, decision, note=note, key=idempotency_key
        )

    def set_label(
        self,
        principal: Principal,
        name: str,
        label: str,
        version: Version,
        *,
        idempotency_key: str | None = None,
    ) -> LabelResult:
        """Point ``label`` at ``version`` (``None`` removes the label)."""
        require(principal, Permission.WRITE, self.settings)
        view = self.view(principal)
        return writes.set_label(view, principal, name, label, version, key=idempotency_key)

    def save_generated(
        self, tenant: str, request_id: str, command: writes.SaveCommand, *, draft: bool = False
    ) -> generation.GenerationOutcome:
        from skills_core.service import generation

        principal = Principal.for_event(tenant, request_id)
        return generation.save_generated(self.view(principal), request_id, command, draft=draft)


__all__ = ["SkillService"]
