"""Service configuration: read from the environment once, at cold start, and validated."""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from skills_core.aws.dynamodb_store import MAX_STORED_TEXT_BYTES

TENANT_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$"


class ConfigError(RuntimeError):
    """The environment is wrong; the message names the variable and the fix."""


class ServiceConfig(BaseModel):
    """Every field maps to one ``SKILLS_*`` environment variable (its alias)."""

    model_config = ConfigDict(frozen=True, populate_by_name=True, extra="ignore")

    tenancy: Literal["single", "multi"] = Field("multi", alias="SKILLS_TENANCY")
    bucket: str | None = Field(None, alias="SKILLS_BUCKET")
    table: str | None = Field(None, alias="SKILLS_TABLE")
    tenant_claim: str = Field("tenant_id", alias="SKILLS_TENANT_CLAIM", min_length=1)
    write_scope: str = Field("skills/write", alias="SKILLS_WRITE_SCOPE")
    body_warn_chars: int = Field(8000, alias="SKILLS_BODY_WARN_CHARS", ge=1)
    body_max_chars: int = Field(32000, alias="SKILLS_BODY_MAX_CHARS", ge=1)
    body_cache_size: int = Field(5, alias="SKILLS_BODY_CACHE_SIZE", ge=0)
    #: At most what one DynamoDB item holds (the store refuses more whatever this says).
    max_skill_bytes: int = Field(
        200 * 1024, alias="SKILLS_MAX_SKILL_BYTES", ge=1, le=MAX_STORED_TEXT_BYTES
    )
    reference_roots: tuple[str, ...] = Field((), alias="SKILLS_REFERENCE_ROOTS")
    idempotency_table: str | None = Field(None, alias="SKILLS_IDEMPOTENCY_TABLE")
    skills_path: tuple[str, ...] = Field((), alias="SKILLS_PATH")
    no_bundled: bool = Field(False, alias="SKILLS_NO_BUNDLED")

    @field_validator("tenancy", mode="before")
    @classmethod
    def _lower(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("bucket", "table", "idempotency_table", mode="before")
    @classmethod
    def _empty_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("reference_roots", "skills_path", mode="before")
    @classmethod
    def _colon_list(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(part for part in value.split(":") if part.strip())
        return value

    @field_validator("no_bundled", mode="before")
    @classmethod
    def _truthy(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower() in {"1", "true", "yes"}
        return value

    @classmethod
    def env_names(cls) -> list[str]:
        """The environment variables this model reads (for the template tests)."""
        return [str(field.alias) for field in cls.model_fields.values() if field.alias]

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> ServiceConfig:
        env = os.environ if env is None else env
        values = {name: env[name] for name in cls.env_names() if name in env}
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()
            )
            raise ConfigError(f"invalid configuration: {problems}") from None


@lru_cache(maxsize=1)
def get_config() -> ServiceConfig:
    """The cold-start configuration (cached for the life of the execution environment)."""
    return ServiceConfig.from_env()
