"""The bodies of the catalog function's routes (GET /skills and below, GET /search): what
:mod:`handlers.http.catalog` validates and documents, and nothing the other functions need at
cold start."""

from typing import Any, Literal

from pydantic import Field

from handlers.http.models import Body, ChangelogEntryBody, ServedVersion, SkillMetadataBody


class SkillDetail(SkillMetadataBody, ServedVersion):
    files: list[str] = Field(description="Files beside SKILL.md, relative POSIX paths")


class CatalogResponse(Body):
    skills: list[SkillMetadataBody]
    catalog: str
    tools: list[dict[str, Any]]
    warnings: list[str]
    next_cursor: str | None = Field(
        default=None,
        description="Pass as cursor to get the next page of skills; null on the last page",
    )


class FileResponse(Body):
    name: str
    path: str
    content: str


class VersionsResponse(Body):
    name: str
    changelog: list[ChangelogEntryBody]


class VersionResponse(Body):
    name: str
    version: int
    content: str
    status: str | None = None
    digest: str | None = None
    findings: list[dict[str, Any]] = Field(default_factory=list)


class SearchHitBody(Body):
    name: str
    description: str
    score: float
    snippet: str


class SearchResponse(Body):
    query: str
    hits: list[SearchHitBody]
    warnings: list[str]


CatalogFormat = Literal["json", "text"]
CatalogStyle = Literal["use_skill", "load_skill", "xml"]
ToolFlavor = Literal["anthropic", "bedrock", "openai"]
