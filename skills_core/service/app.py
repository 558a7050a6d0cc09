"""The application layer: every use case, once. The HTTP functions, the MCP function, the
event worker and ``skillsctl`` all call a :class:`SkillService`; each turns its own input into
a :class:`~skills_core.service.principal.Principal` and a call, and the result into its own
output. Who may write, which version is served and what "no store" means live below here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from skills_core.drafting.generation_ports import GenerationPorts
from skills_core.errors import SkillInvalidError
from skills_core.governance.lifecycle import check_label
from skills_core.model import ChangelogEntry, LabelResult, RetireResult, ReviewResult, SaveResult
from skills_core.service import reads, versions, writes
from skills_core.service.principal import Permission, Principal, check_tenant, require
from skills_core.service.tenants import SourceFactory, TenantView, no_sources
from skills_core.settings import SINGLE_TENANT, Settings
from skills_core.snapshot.port import CatalogRefresher, RefreshResult, SnapshotReader

if TYPE_CHECKING:
    from skills_core.distribution.index import IndexEntry
    from skills_core.distribution.links import Link, LinkStore, NewLink
    from skills_core.distribution.ports import ArtifactStore
    from skills_core.drafting.request import DraftingRequest
    from skills_core.prompt.args import Args
    from skills_core.review.port import ModelReviewer
    from skills_core.service import activation, generation, search
    from skills_core.service.generation_run import DraftRun
    from skills_core.service.model_review import ModelReviewOutcome, ReviewerFactory

Version = str | int | None


class SkillService:
    """Built once per process (a Lambda execution environment, a CLI run) by the composition
    root (``build_service`` of the AWS adapters) from the settings; holds no tenant data
    between calls. Use cases that only some functions serve (activation, search,
    generation) are imported by their first call, so each function's cold start loads what
    it serves."""

    def __init__(
        self,
        settings: Settings,
        *,
        sources: SourceFactory = no_sources,
        snapshots: SnapshotReader | None = None,
        generation: GenerationPorts | None = None,
        refresher: CatalogRefresher | None = None,
        reviewer: ReviewerFactory | None = None,
        links: LinkStore | None = None,
        distribution: ArtifactStore | None = None,
    ) -> None:
        self.settings = settings
        self._sources = sources
        self.snapshots = snapshots
        self.generation = generation or GenerationPorts()
        self._refresher = refresher
        self._reviewer_factory = reviewer
        self._reviewer: ModelReviewer | None = None
        self.links = links
        self.distribution = distribution

    @property
    def tenancy(self) -> str:
        return self.settings.tenancy_for(sources_given=True)

    def view(
        self,
        principal: Principal,
        *,
        label: str | None = None,
        for_search: bool = False,
        focus: str | None = None,
        listing: bool = False,
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
        return TenantView(
            self.settings,
            tenant,
            sources,
            label,
            self.snapshots,
            for_search=for_search,
            focus=focus,
            listing=listing,
        )

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
        view = self.view(principal, label=label, listing=True)
        return reads.catalog(
            view, style=style, max_chars=max_chars, flavor=flavor, limit=limit, cursor=cursor
        )

    def skill(
        self, principal: Principal, name: str, *, version: Version = None, label: str | None = None
    ) -> reads.SkillDetail:
        versions.check_pin(version, label)
        view = self.view(principal, label=label, focus=name)
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

        return search.search(
            self.view(principal, for_search=True, listing=True), query, limit=limit, tags=tags
        )

    def read_file(self, principal: Principal, name: str, path: str) -> str:
        return reads.skill_file(self.view(principal, focus=name), name, path)

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
        view = self.view(principal, label=label, focus=name)
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

    # -- links (SPEC §13) -------------------------------------------------------------------
    def create_link(self, principal: Principal, label: str | None = None) -> NewLink:
        """A link sharing ``label`` (the default label when ``None``); holds the token once."""
        from skills_core.service import links

        require(principal, Permission.WRITE, self.settings)
        tenant = self.view(principal).tenant
        return links.create(self.links, tenant, label or self.settings.default_label)

    def list_links(self, principal: Principal) -> list[Link]:
        from skills_core.service import links

        return links.listing(self.links, self.view(principal).tenant)

    def revoke_link(self, principal: Principal, link_id: str) -> str:
        from skills_core.service import links

        require(principal, Permission.WRITE, self.settings)
        return links.revoke(self.links, self.view(principal).tenant, link_id)

    def distribution_index(
        self, principal: Principal, url: Callable[[IndexEntry], str]
    ) -> dict[str, Any]:
        """The discovery index of the caller's default label (``url`` makes each entry's)."""
        from skills_core.service import distribution

        tenant = self.view(principal).tenant
        return distribution.index(self.distribution, tenant, self.settings.default_label, url)

    def distribution_archive(self, principal: Principal, name: str, filename: str) -> bytes | None:
        from skills_core.service import distribution

        tenant = self.view(principal).tenant
        label = self.settings.default_label
        return distribution.archive(self.distribution, tenant, label, name, filename)

    # -- generation and refresh --------------------------------------------------------------
    def save_generated(
        self, tenant: str, request_id: str, command: writes.SaveCommand
    ) -> generation.GenerationOutcome:
        """A finished skill from a "Skill Generation Requested" event, saved once per
        ``(tenant, request_id)``."""
        from skills_core.service import generation

        principal = Principal.for_event(tenant, request_id)
        return generation.save_generated(self.view(principal), request_id, command)

    def draft(
        self, request: DraftingRequest, *, context: Mapping[str, Any] | None = None
    ) -> DraftRun:
        """A model-backed request drafted, checked, scanned and saved as a pending version,
        once per ``(tenant, request_id)``, and its result event put on the bus (``context``
        goes into the event: origin, attempt, source). Never raises for the request's own
        failure: the run says what happened."""
        from skills_core.service.generation_run import run_draft

        principal = Principal.for_event(request.tenant, request.request_id)
        return run_draft(
            self.settings, lambda: self.view(principal), request, self.generation, context or {}
        )

    def generation_failed(
        self,
        tenant: str,
        request_id: str,
        error: BaseException,
        *,
        context: Mapping[str, Any] | None = None,
    ) -> bool | None:
        """Report a model-backed message that could not be read as a request (its producer
        learns which field was wrong); whether the event was put (``None``: no bus)."""
        from skills_core.service.generation_run import report_failure

        return report_failure(self.generation, tenant, request_id, error, context or {})

    # -- model review (SPEC §10) ---------------------------------------------------------------
    def review_by_model(self, tenant: str, name: str, version: int | str) -> ModelReviewOutcome:
        """Have the deployment's model review one stored version, once per digest (a
        redelivery only reads); never approves (``service.model_review``)."""
        from skills_core.service import model_review

        if self._reviewer is None:  # built once per process, on the first review
            factory = self._reviewer_factory or model_review.no_reviewer
            self._reviewer = factory(self.settings)
        principal = Principal(tenant=tenant, trusted=True, channel="model")
        return model_review.review_by_model(self.view(principal), self._reviewer, name, version)

    def refresh(self, *, deadline: float | None = None) -> RefreshResult | None:
        """Republish the catalog snapshots of S3 prefixes written by other means than a sync
        (``None``: this deployment keeps no snapshots)."""
        if self._refresher is None:
            return None
        return self._refresher.refresh(deadline=deadline)


__all__ = ["GenerationPorts", "SkillService"]
