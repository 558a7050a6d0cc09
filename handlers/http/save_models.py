"""The bodies of the save function's routes (save, retire, review, labels) and of a
finished-skill generation message."""

from typing import Any, Literal

from pydantic import Field, StrictBool, StrictStr

from handlers.http.models import (
    MAX_PRIORITY,
    MAX_VERSION,
    Body,
    ChangelogEntryBody,
    ModelPreferenceBody,
    Strict,
    WholeNumber,
)
from skills_core.format.fields import MAX_DESCRIPTION_CHARS
from skills_core.model import MAX_NOTE_CHARS


class SaveRequest(Strict):
    name: StrictStr
    description: StrictStr = Field(max_length=MAX_DESCRIPTION_CHARS)
    body: StrictStr
    tags: list[StrictStr] = Field(default_factory=list)
    replace: StrictBool = False
    allowed_tools: list[StrictStr] | None = None
    priority: WholeNumber | None = Field(default=None, ge=-MAX_PRIORITY - 1, le=MAX_PRIORITY)
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
    version: WholeNumber = Field(
        ge=1, le=MAX_VERSION, description="An approved version the label will point at"
    )


class LabelResponse(Body):
    name: str
    labels: dict[str, int]
