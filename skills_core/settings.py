"""Every ``SKILLS_*`` setting in one frozen, validated object.

Entry points (a Lambda function at cold start, ``skillsctl``, a public library function called
without an explicit value) build it once with :meth:`Settings.from_env` (the library through
:func:`settings_or_env`); everything below them receives it. Nothing else in the package
reads ``os.environ``."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from skills_core.errors import SkillInvalidError, check_pattern
from skills_core.governance.lifecycle import DEFAULT_LABEL, LABEL_PATTERN

Tenancy = Literal["single", "multi"]
#: ``SKILLS_SCAN``: what a content scan's findings do to a write (governance/policy.py).
ScanPolicy = Literal["enforce", "warn", "off"]
#: The tenant pattern of SPEC §6 (multi tenancy) and the tenant of single tenancy.
TENANT_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$"
TENANT_RE = re.compile(TENANT_PATTERN)
SINGLE_TENANT = "default"
#: DynamoDB items hold at most 400 KB; a version item keeps its SKILL.md and a few small
#: attributes, so the stored text is capped below that whatever the settings say.
MAX_STORED_TEXT_BYTES = 398_000
_TRUTHY = frozenset({"1", "true", "yes"})
#: One entry of SKILLS_MCP_ALLOWED_HOSTS: a DNS name, IPv4 or [IPv6] address, an optional
#: port, optionally as an http(s) origin.
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOST_ENTRY = re.compile(
    rf"(?:https?://)?(?:{_LABEL}(?:\.{_LABEL})*\.?|\[[0-9A-Fa-f:.]+\])"
    r"(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5]?[0-9]{1,4}))?/?"
)
_CORS_WILDCARDS = frozenset({"", "*", "http://*", "https://*"})
#: Variables where an empty value means "empty" (a disabled check), not "unset".
_BLANK_IS_A_VALUE = frozenset({"SKILLS_WRITE_SCOPE", "SKILLS_REVIEW_SCOPE"})


def check_tenant(tenant: object) -> str:
    """The SPEC §6 tenant rule, for every place a tenant enters (authorizer, events, stores)."""
    return check_pattern(
        tenant,
        TENANT_RE,
        "tenant",
        "use 1-128 letters, digits, '_' or '-', starting with a letter or digit",
        error=SkillInvalidError,
    )


class ConfigError(SkillInvalidError):
    """A setting is wrong; the message names the variable (or argument) and the fix."""


class Settings(BaseModel):
    """Field names are what code passes; aliases are the environment variables."""

    model_config = ConfigDict(frozen=True, populate_by_name=True, extra="forbid")

    #: ``None``: the library decides (multi when sources are given); the service uses multi.
    tenancy: Tenancy | None = Field(None, alias="SKILLS_TENANCY")
    bucket: str | None = Field(None, alias="SKILLS_BUCKET")
    table: str | None = Field(None, alias="SKILLS_TABLE")
    tenant_claim: str = Field("tenant_id", alias="SKILLS_TENANT_CLAIM", min_length=1)
    write_scope: str = Field("skills/write", alias="SKILLS_WRITE_SCOPE")
    body_warn_chars: int = Field(8000, alias="SKILLS_BODY_WARN_CHARS", ge=1)
    body_max_chars: int = Field(32000, alias="SKILLS_BODY_MAX_CHARS", ge=1)
    body_cache_size: int = Field(5, alias="SKILLS_BODY_CACHE_SIZE", ge=0)
    max_skill_bytes: int = Field(
        200 * 1024, alias="SKILLS_MAX_SKILL_BYTES", ge=1, le=MAX_STORED_TEXT_BYTES
    )
    reference_roots: tuple[str, ...] = Field((), alias="SKILLS_REFERENCE_ROOTS")
    idempotency_table: str | None = Field(None, alias="SKILLS_IDEMPOTENCY_TABLE")
    skills_path: tuple[str, ...] = Field((), alias="SKILLS_PATH")
    no_bundled: bool = Field(False, alias="SKILLS_NO_BUNDLED")
    #: ``required``: every save (but a model draft, always pending) waits for a review.
    review: Literal["optional", "required"] = Field("optional", alias="SKILLS_REVIEW")
    review_scope: str = Field("skills/review", alias="SKILLS_REVIEW_SCOPE")
    #: ``enforce``: critical findings refuse a write, high ones make it pending.
    scan: ScanPolicy = Field("enforce", alias="SKILLS_SCAN")
    default_label: str = Field(DEFAULT_LABEL, alias="SKILLS_DEFAULT_LABEL", pattern=LABEL_PATTERN)
    #: Above this many skills the catalog text gets a default budget and the tools offer
    #: ``search_skills`` instead of an enum of every name.
    search_threshold: int = Field(100, alias="SKILLS_SEARCH_THRESHOLD", ge=0)
    catalog_max_chars: int = Field(30_000, alias="SKILLS_CATALOG_MAX_CHARS", ge=100)
    #: How soon objects written to S3 by other means than sync are picked up (the
    #: refresher's period).
    s3_refresh_seconds: int = Field(60, alias="SKILLS_S3_REFRESH_SECONDS", ge=60)
    #: The Bedrock model (or inference profile) that drafts skills from source material;
    #: ``None``: model-backed generation is not configured.
    generation_model_id: str | None = Field(None, alias="SKILLS_GENERATION_MODEL_ID")
    #: Repair rounds that send an invalid draft's errors back to the model before it fails.
    generation_max_repairs: int = Field(2, alias="SKILLS_GENERATION_MAX_REPAIRS", ge=0, le=5)
    #: Host names or origins (comma-separated; ``host``, ``host:port`` or
    #: ``https://host[:port]``) the MCP endpoint accepts in ``Host``/``Origin`` besides the
    #: API's own domain: its DNS-rebinding guard. The template passes the CORS origins.
    mcp_allowed_hosts: tuple[str, ...] = Field((), alias="SKILLS_MCP_ALLOWED_HOSTS")
    #: The event bus (name or ARN) that gets the ``Skill Generated`` / ``Skill Generation
    #: Failed`` events of model-backed generation; ``None``: no events are put.
    event_bus: str | None = Field(None, alias="SKILLS_EVENT_BUS")
    # -- model review (SPEC §10 "Model review") --
    #: The Bedrock model (or inference profile) that reviews every stored version off the
    #: request path; ``None``: no model review.
    review_model_id: str | None = Field(None, alias="SKILLS_REVIEW_MODEL_ID")
    #: ``reject``: a ``malicious`` verdict rejects a pending version; ``none``: verdicts are
    #: findings only.
    review_model_action: Literal["none", "reject"] = Field(
        "none", alias="SKILLS_REVIEW_MODEL_ACTION"
    )
    # -- distribution (SPEC §13) -------------------------------------------------------------
    #: The bucket that mirrors every tenant's served skills at ``<tenant>/<label>/<name>/``
    #: for readers of S3 prefixes (pydantic-ai-skills, the AgentCore harness); ``None``: none.
    mirror_bucket: str | None = Field(None, alias="SKILLS_MIRROR_BUCKET")
    #: How far the distribution outputs may trail the write that changed them.
    index_lag_seconds: int = Field(5, alias="SKILLS_INDEX_LAG_SECONDS", ge=1)
    #: Requests per second under one link (the burst is ``LINK_BURST`` on top).
    link_rate_per_second: int = Field(20, alias="SKILLS_LINK_RATE_PER_SECOND", ge=1)

    @field_validator("tenancy", "review", "scan", "review_model_action", mode="before")
    @classmethod
    def _lowercase_choice(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower() or None
        return value

    @field_validator(
        "bucket",
        "table",
        "idempotency_table",
        "generation_model_id",
        "review_model_id",
        "mirror_bucket",
        mode="before",
    )
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator(
        "body_warn_chars",
        "body_max_chars",
        "body_cache_size",
        "max_skill_bytes",
        "search_threshold",
        "catalog_max_chars",
        "s3_refresh_seconds",
        "generation_max_repairs",
        "index_lag_seconds",
        "link_rate_per_second",
        mode="before",
    )
    @classmethod
    def _whole_number(cls, value: object) -> object:
        if isinstance(value, bool):
            raise ValueError("must be a whole number, not true/false")
        return value.strip() if isinstance(value, str) else value

    @field_validator("reference_roots", "skills_path", mode="before")
    @classmethod
    def _colon_list(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(part.strip() for part in value.split(":") if part.strip())
        return value

    @field_validator("mcp_allowed_hosts", mode="before")
    @classmethod
    def _host_list(cls, value: object) -> object:
        """CORS wildcards (``*``, ``https://*``: the template passes the CORS origins) grant
        the guard nothing and are dropped; every other entry must name a host."""
        if isinstance(value, str):
            value = tuple(part.strip() for part in value.split(","))
        if isinstance(value, list | tuple):
            value = tuple(v for v in value if not (isinstance(v, str) and v in _CORS_WILDCARDS))
            for entry in value:
                if not isinstance(entry, str) or not _HOST_ENTRY.fullmatch(entry):
                    raise PydanticCustomError(
                        "host_list",
                        f"{entry!r} is not a host name, host:port or http(s) origin; list "
                        "the hosts, comma-separated (e.g. skills.example.com,"
                        "https://app.example.com)",
                    )
        return value

    @field_validator("no_bundled", mode="before")
    @classmethod
    def _truthy(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower() in _TRUTHY
        return value

    @classmethod
    def env_names(cls) -> list[str]:
        """The environment variables this model reads (the template tests use them)."""
        return [str(field.alias) for field in cls.model_fields.values() if field.alias]

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read the ``SKILLS_*`` variables (blank means unset, except where empty has a
        meaning of its own) and validate them."""
        env = os.environ if env is None else env
        values = {
            name: env[name]
            for name in cls.env_names()
            if name in env and (env[name].strip() or name in _BLANK_IS_A_VALUE)
        }
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            raise ConfigError(_describe(exc, by_alias=True)) from None

    def replace(self, **overrides: Any) -> Settings:
        """A copy with explicit values (function arguments) validated like the environment;
        ``None`` means "not given"."""
        given = {key: value for key, value in overrides.items() if value is not None}
        if not given:
            return self
        try:
            return type(self).model_validate({**self.model_dump(), **given})
        except ValidationError as exc:
            raise ConfigError(_describe(exc, by_alias=False)) from None

    def tenancy_for(self, *, sources_given: bool) -> Tenancy:
        """SPEC §2: the setting, else multi as soon as sources are given (even none)."""
        return self.tenancy or ("multi" if sources_given else "single")


def settings_or_env(settings: Settings | None = None) -> Settings:
    """``settings``, else the environment read now: the library's only environment read,
    made by a public entry point called without settings (SPEC §2: once, at the call).
    Code below an entry point is handed the settings and never calls this."""
    return settings if settings is not None else Settings.from_env()


def _describe(exc: ValidationError, *, by_alias: bool) -> str:
    problems = []
    for err in exc.errors(include_url=False):
        field_name = str(err["loc"][0]) if err["loc"] else "settings"
        field = Settings.model_fields.get(field_name)
        name = field.alias if by_alias and field is not None and field.alias else field_name
        problems.append(f"{name}: {_rule(err, field_name)}")
    return "invalid configuration: " + "; ".join(problems)


def _rule(err: Any, field_name: str) -> str:
    kind, ctx = err.get("type", ""), err.get("ctx") or {}
    default = (
        Settings.model_fields[field_name].default if field_name in Settings.model_fields else None
    )
    if kind in ("int_parsing", "int_type", "int_from_float", "value_error") and isinstance(
        default, int
    ):
        return f"must be a whole number (e.g. {default}), got {err.get('input')!r}"
    if kind == "greater_than_equal":
        return f"must be a whole number of at least {ctx.get('ge')}, got {err.get('input')!r}"
    if kind == "less_than_equal":
        return f"must be at most {ctx.get('le')}, got {err.get('input')!r}"
    if kind == "string_pattern_mismatch":
        return f"must match {ctx.get('pattern')}, got {err.get('input')!r}"
    if kind == "literal_error":
        return f"must be one of {ctx.get('expected')}, got {err.get('input')!r}"
    return str(err.get("msg", "invalid value"))


__all__ = [
    "MAX_STORED_TEXT_BYTES",
    "SINGLE_TENANT",
    "TENANT_PATTERN",
    "TENANT_RE",
    "ConfigError",
    "ScanPolicy",
    "Settings",
    "Tenancy",
    "check_tenant",
    "settings_or_env",
]
