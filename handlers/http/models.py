"""What the bodies of the HTTP API share (snake_case JSON, unknown keys refused): the base
models, the pieces several routes return and the error envelope.
Each function's own bodies live beside it (``catalog_models``, ``activation_models``,
``save_models``), so a cold start builds only the models its routes use. Every body has been
through the bounded JSON reader (:mod:`skills_core.wire.json_bounded`) before a model sees it.

Requests are strict: JSON types are never coerced (``"replace": 1`` or ``"yes"`` is a 400,
never a replace), and every size is bounded before the work it would cause is done."""

from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    StrictStr,
    model_validator,
)
from pydantic_core import PydanticCustomError

from skills_core.wire.json_bounded import quoted

#: ``priority`` fits a 32-bit integer (it is stored in YAML and compared, nothing more).
MAX_PRIORITY = 2**31 - 1
#: A version number has at most ten digits (the store's sort keys).
MAX_VERSION = 10**10 - 1


def _integral(value: Any) -> Any:
    """A JSON number with no fraction (``3.0``) is the integer it writes: JSON has one number
    type and JSON Schema's ``integer`` admits it. ``3.5``, ``"3"`` and ``true`` stay refused."""
    if type(value) is float and value.is_integer() and abs(value) < 2**63:
        return int(value)
    return value


#: An integer body field, as the OpenAPI document's ``"type": "integer"`` reads it.
WholeNumber = Annotated[StrictInt, BeforeValidator(_integral)]


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


class ErrorDetail(Body):
    code: str
    message: str
    available: list[str] | None = None
    findings: list[dict[str, Any]] | None = Field(
        default=None, description="SKILL_UNSAFE: the scanner's findings"
    )


class ErrorResponse(Body):
    error: ErrorDetail
