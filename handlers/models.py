"""Request and response bodies of the HTTP API (snake_case JSON, unknown keys refused); every
body has been through the bounded JSON reader (:mod:`handlers.json_body`) before a model sees
it.

Requests are strict: JSON types are never coerced (``"replace": 1`` or ``"yes"`` is a 400,
never a replace), and every size is bounded before the work it would cause is done."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler.openapi.params import Query
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    model_validator,
)
from pydantic_core import PydanticCustomError

from skills_core.format.fields import MAX_DESCRIPTION_CHARS
from skills_core.prompt.args import count_values
from skills_core.prompt.limits import MAX_ARG_VALUES, MAX_COMMAND_CHARS

from .errors import quoted

#: ``priority`` fits a 32-bit integer (it is stored in YAML and compared, nothing more).
MAX_PRIORITY = 2**31 - 1
#: A version number has at most ten digits (the store's sort keys).
MAX_VERSION = 10**10 - 1
#: A review note is at most this long (the store keeps it in the changelog).
MAX_NOTE_CHARS = 2000


def _activation_args(value: Any) -> Any:
    """``args`` is an array, an object or null, and holds at most :data:`MAX_ARG_VALUES`
    values: checked before substitution, so a request never builds what it cannot show."""
    if value is not None and not isinstance(value, list | dict):
        raise PydanticCustomError(
            "skills_args_type",
            "must be an array (positional values, $1 is the first) or an object (named values), "
            'e.g. ["staging", "api"]',
        )
    if value is not None and count_values(value) > MAX_ARG_VALUES:
        raise PydanticCustomError(
            "skills_args_count",
            f"holds more than {MAX_ARG_VALUES} values (nested ones count); send fewer",
        )
    return value


def ascii_digits(value: Any) -> Any:
    """A number in a query string is written in ASCII digits only (pydantic alone would also
    read ``" 150"``, ``"1_000"`` and ``"150.0"``)."""
    if isinstance(value, str) and not (value.isascii() and value.isdigit() and len(value) <= 18):
        raise PydanticCustomError(
            "skills_query_number", "must be a whole number written in digits, e.g. 4000"
        )
    return value


class Body(BaseModel):
    """Every body model: its validator is built on first use, not at import (a function
    validates a few of these models; importing all of them stays cheap at cold start)."""

    model_config = ConfigDict(defer_build=True)


class Strict(Body):
    """A request object: JSON types exactly, unknown keys refused with the keys it takes."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if isinstance(data, dict):
            allowed = [field.alias or name for name, field in cls.model_fields.items()]
            unknown = [key for key in data if key not in allowed]
            if unknown:
                raise PydanticCustomError(
                    "skills_unknown_key",
                    f"unknown key {quoted(unknown[0])}; this object takes: {', '.join(allowed)}",
                )
        return data


class ModelPreferenceBody(Strict):
    provider: StrictStr
    model: StrictStr


class SkillMetadataBody(Body):
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


class ServedVersion(Body):
    """What a read says about the version it served (SPEC §10)."""

    status: str = Field(description="approved, pending, rejected or deprecated")
    labels: dict[str, int] = Field(
        default_factory=dict, description="The skill's labels and the versions they point at"
    )
    digest: str | None = Field(
        default=None, description="sha256: and the hex digest of the SKILL.md served"
    )


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


class ChangelogEntryBody(Body):
    version: int
    time: str
    action: str
    author: str | None = None
    note: str | None = Field(default=None, description="Why (reviews), or the label moved")
    status: str | None = Field(
        default=None, description="The version's review status now (null: not reported)"
    )
    digest: str | None = None


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


class ActivateRequest(Strict):
    args: Annotated[list[Any] | dict[str, Any] | None, BeforeValidator(_activation_args)] = Field(
        default=None,
        description=f"Positional list ($1 is the first) or named arguments; at most "
        f"{MAX_ARG_VALUES} values in all",
    )


class ActivateResponse(ServedVersion):
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
    input: StrictStr = Field(
        min_length=1,
        max_length=MAX_COMMAND_CHARS,
        description="A slash command: '/name args…'",
    )


class InvokeResponse(ServedVersion):
    name: str
    prompt: str
    version: str
    model: ModelPreferenceBody | None = None
    allowed_tools: list[str]
    warnings: list[str]


class SaveRequest(Strict):
    name: StrictStr
    description: StrictStr = Field(max_length=MAX_DESCRIPTION_CHARS)
    body: StrictStr
    tags: list[StrictStr] = Field(default_factory=list)
    replace: StrictBool = False
    allowed_tools: list[StrictStr] | None = None
    priority: StrictInt | None = Field(default=None, ge=-MAX_PRIORITY - 1, le=MAX_PRIORITY)
    args: list[StrictStr] | None = None
    model: ModelPreferenceBody | None = None
    license: StrictStr | None = None
    compatibility: StrictStr | None = None
    metadata: dict[StrictStr, StrictStr] | None = None


class SaveResponse(Body):
    name: str
    version: int
    changelog: list[ChangelogEntryBody]
    shadowed_by: str | None = None
    warnings: list[str]
    status: str | None = Field(default=None, description="The saved version's review status")
    digest: str | None = None
    findings: list[dict[str, Any]] = Field(
        default_factory=list, description="What the content scanner found"
    )


class RetireResponse(Body):
    name: str
    version: int
    changelog: list[ChangelogEntryBody]


class ReviewRequest(Strict):
    decision: Literal["approve", "reject", "deprecate"]
    note: StrictStr | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_NOTE_CHARS,
        description="Why (kept in the changelog entry)",
    )


class ReviewResponse(Body):
    name: str
    version: int
    status: str
    labels: dict[str, int]


class LabelRequest(Strict):
    version: StrictInt = Field(
        ge=1, le=MAX_VERSION, description="An approved version the label will point at"
    )


class LabelResponse(Body):
    name: str
    labels: dict[str, int]


class SearchHitBody(Body):
    name: str
    description: str
    score: float
    snippet: str


class SearchResponse(Body):
    query: str
    hits: list[SearchHitBody]
    warnings: list[str]


class ErrorDetail(Body):
    code: str
    message: str
    available: list[str] | None = None
    findings: list[dict[str, Any]] | None = Field(
        default=None, description="SKILL_UNSAFE: the scanner's findings"
    )


class ErrorResponse(Body):
    error: ErrorDetail


#: ``?label=`` and ``?version=`` of the reads that pin what they serve (SPEC §6).
LabelQuery = Annotated[
    str | None,
    Query(
        description="Serve the version this label points at (falling back to the default "
        "label, production, per skill)"
    ),
]
VersionQuery = Annotated[
    str | None,
    Query(
        description="Serve this stored version whatever its status, except rejected (409); "
        "not together with label"
    ),
]

CatalogFormat = Literal["json", "text"]
CatalogStyle = Literal["use_skill", "load_skill", "xml"]
ToolFlavor = Literal["anthropic", "bedrock", "openai"]
