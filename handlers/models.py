"""Request and response bodies of the HTTP API (snake_case JSON, unknown keys refused)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from skills_core.format.fields import MAX_DESCRIPTION_CHARS


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ModelPreferenceBody(Strict):
    provider: str
    model: str


class SkillMetadataBody(BaseModel):
    name: str
    description: str
    version: str
    tags: list[str]
    allowed_tools: list[str]
    args: list[str]
    model: ModelPreferenceBody | None = None
    priority: int
    source: str
    directory: str | None = None


class SkillDetail(SkillMetadataBody):
    files: list[str] = Field(description="Files beside SKILL.md, relative POSIX paths")


class CatalogResponse(BaseModel):
    skills: list[SkillMetadataBody]
    catalog: str
    tools: list[dict[str, Any]]
    warnings: list[str]


class FileResponse(BaseModel):
    name: str
    path: str
    content: str


class ChangelogEntryBody(BaseModel):
    version: int
    time: str
    action: str
    author: str | None = None


class VersionsResponse(BaseModel):
    name: str
    changelog: list[ChangelogEntryBody]


class VersionResponse(BaseModel):
    name: str
    version: int
    content: str


class ActivateRequest(Strict):
    args: list[Any] | dict[str, Any] | None = Field(
        default=None, description="Positional list ($1 is the first) or named arguments"
    )


class ActivateResponse(BaseModel):
    name: str
    content: str
    version: str
    truncated: bool
    original_chars: int
    final_chars: int
    model: ModelPreferenceBody | None = None
    allowed_tools: list[str]
    warnings: list[str]


class InvokeRequest(Strict):
    input: str = Field(min_length=1, description="A slash command: '/name args…'")


class InvokeResponse(BaseModel):
    name: str
    prompt: str
    version: str
    model: ModelPreferenceBody | None = None
    allowed_tools: list[str]
    warnings: list[str]


class SaveRequest(Strict):
    name: str
    description: str = Field(max_length=MAX_DESCRIPTION_CHARS)
    body: str
    tags: list[str] = Field(default_factory=list)
    replace: bool = False
    allowed_tools: list[str] | None = None
    priority: int | None = None
    args: list[str] | None = None
    model: ModelPreferenceBody | None = None
    license: str | None = None
    compatibility: str | None = None
    metadata: dict[str, str] | None = None


class SaveResponse(BaseModel):
    name: str
    version: int
    changelog: list[ChangelogEntryBody]
    shadowed_by: str | None = None
    warnings: list[str]


class RetireResponse(BaseModel):
    name: str
    version: int
    changelog: list[ChangelogEntryBody]


class ErrorDetail(BaseModel):
    code: str
    message: str
    available: list[str] | None = None


class ErrorResponse(BaseModel):
    error: ErrorDetail


CatalogFormat = Literal["json", "text"]
CatalogStyle = Literal["use_skill", "load_skill", "xml"]
ToolFlavor = Literal["anthropic", "bedrock", "openai"]
