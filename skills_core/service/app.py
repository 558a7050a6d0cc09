"""The application layer: every use case, once. The HTTP functions, the MCP function, the
event worker and ``skillsctl`` all call a :class:`SkillService`; each turns its own input into
a :class:`~skills_core.service.principal.Principal` and a call, and the result into its own
output. Who may write, which version is served and what "no store" means live below here."""

from __future__ import annotations

from skills_core.errors import SkillInvalidError
from skills_core.model import ChangelogEntry, SaveResult
from skills_core.prompt.activation import Activation
from skills_core.prompt.args import Args
from skills_core.service import activation, generation, reads, writes
from skills_core.service.principal import Permission, Principal, check_tenant, require
from skills_core.service.tenants import SourceFactory, TenantView, deployment_sources
from skills_core.settings import SINGLE_TENANT, Settings


class SkillService:
    """Built once per process (a Lambda execution environment, a CLI run) from the settings;
    holds no tenant data between calls."""

    def __init__(self, settings: Settings, *, sources: SourceFactory = deployment_sources) -> None:
        self.settings = settings
        self._sources = sources

    @property
    def tenancy(self) -> str:
        return self.settings.tenancy_for(sources_given=True)

    def view(self, principal: Principal) -> TenantView:
        """The tenant's skills for one request. A single-tenant deployment serves only the
        tenant ``default``: a skill saved for another would never be served."""
        tenant = check_tenant(principal.tenant)
        if self.tenancy == "single" and tenant != SINGLE_TENANT:
            raise SkillInvalidError(
                f'this deployment is single-tenant and serves only tenant "{SINGLE_TENANT}", '
                f'not "{tenant}"'
            )
        return TenantView(self.settings, tenant, self._sources(self.settings, tenant))

    # -- reads -----------------------------------------------------------------------------
    def catalog(
        self,
        principal: Principal,
        *,
        style: str = "use_skill",
        max_chars: int | None = None,
        flavor: str = "anthropic",
    ) -> reads.CatalogView:
        return reads.catalog(self.view(principal), style=style, max_chars=max_chars, flavor=flavor)

    def skill(self, principal: Principal, name: str) -> reads.SkillDetail:
        return reads.skill_detail(self.view(principal), name)

    def read_file(self, principal: Principal, name: str, path: str) -> str:
        return reads.skill_file(self.view(principal), name, path)

    def changelog(self, principal: Principal, name: str) -> list[ChangelogEntry]:
        return reads.changelog(self.view(principal), name)

    def version(self, principal: Principal, name: str, version: str | int) -> reads.VersionText:
        return reads.version_text(self.view(principal), name, version)

    # -- activation ------------------------------------------------------------------------
    def activate(self, principal: Principal, name: str, args: Args = None) -> Activation:
        return activation.activate_skill(self.view(principal), name, args)

    def invoke(self, principal: Principal, text: str) -> activation.Invocation:
        return activation.invoke(self.view(principal), text)

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
        return writes.save(self.view(principal), principal, command)

    def retire(
        self, principal: Principal, name: str, *, idempotency_key: str | None = None
    ) -> writes.Retirement:
        require(principal, Permission.WRITE, self.settings)
        return writes.retire(self.view(principal), principal, name)

    def save_generated(
        self, tenant: str, request_id: str, command: writes.SaveCommand
    ) -> generation.GenerationOutcome:
        principal = Principal.for_event(tenant, request_id)
        return generation.save_generated(self.view(principal), request_id, command)


__all__ = ["SkillService"]
