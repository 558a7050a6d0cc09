"""Request and response bodies of the HTTP API (snake_case JSON, unknown keys refused), and the
bounded JSON reader every body goes through before a model sees it.

Requests are strict: JSON types are never coerced (``"replace": 1`` or ``"yes"`` is a 400,
never a replace), and every size is bounded before the work it would cause is done."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Annotated, Any, Literal

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

#: A request body (or generation message) is at most this many bytes of UTF-8 JSON; this is
#: also the SPEC's "1 MiB of JSON" for activation arguments.
MAX_BODY_BYTES = 1024 * 1024
#: Objects and arrays nest at most this deep.
MAX_JSON_DEPTH = 32
#: A body holds at most this many JSON values in all (nested ones count).
MAX_JSON_VALUES = 20_000
#: ``priority`` fits a 32-bit integer (it is stored in YAML and compared, nothing more).
MAX_PRIORITY = 2**31 - 1

_SURROGATE = re.compile("[\ud800-\udfff]")
#: A JSON string (escapes included), to see the structure around the strings.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')


class JsonBodyError(ValueError):
    """A document that is not JSON this API reads; ``message`` says why, in JSON words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _check_tree(data: Any, what: str) -> None:
    """Depth, value count and Unicode of parsed JSON, iteratively (no recursion to exhaust);
    children are counted before they are visited, so a huge array is refused at once."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    count = 1
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            texts: Iterable[str] = (value,)
        elif isinstance(value, dict | list):
            if depth > MAX_JSON_DEPTH:
                raise too_deep(what)
            count += len(value)
            if count > MAX_JSON_VALUES:
                raise too_many(what)
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
            texts = value.keys() if isinstance(value, dict) else ()
        else:
            continue
        if any(_SURROGATE.search(text) for text in texts):
            raise JsonBodyError(
                f"{what} is not valid Unicode text: a string holds an unpaired surrogate "
                "(\\ud800-\\udfff); send UTF-8 text"
            )


def _no_constant(what: str) -> Callable[[str], Any]:
    """``NaN`` and ``Infinity`` are not JSON (Python's reader accepts them)."""

    def refuse(name: str) -> Any:
        raise JsonBodyError(f"{what}: {name} is not a JSON number; send a number or a string")

    return refuse


class _Objects:
    """The reader's object hook: refuses a key named twice in one object (which one would
    win?) and stops the parse once the body holds too many values, instead of building
    them all first."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.values = 0

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        self.values += len(pairs) + 1
        if self.values > MAX_JSON_VALUES:
            raise too_many(self.what)
        data = dict(pairs)
        if len(data) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    raise JsonBodyError(
                        f"{self.what}: key {quoted(key)} appears twice in one object; send it once"
                    )
                seen.add(key)
        return data


def too_many(what: str) -> JsonBodyError:
    return JsonBodyError(f"{what} holds more than {MAX_JSON_VALUES} JSON values; send fewer")


def too_deep(what: str) -> JsonBodyError:
    return JsonBodyError(
        f"{what} is nested deeper than {MAX_JSON_DEPTH} levels; flatten the objects and arrays"
    )


def parse_json(text: str, *, what: str = "the JSON body") -> Any:
    """``text`` parsed, or :class:`JsonBodyError`: over :data:`MAX_BODY_BYTES`, not JSON,
    nested deeper than :data:`MAX_JSON_DEPTH`, more than :data:`MAX_JSON_VALUES` values, a
    number too long to read, or a string that is not Unicode text (a lone surrogate)."""
    too_big = len(text) > MAX_BODY_BYTES or (
        not text.isascii() and len(text.encode("utf-8", "surrogatepass")) > MAX_BODY_BYTES
    )
    if too_big:
        raise JsonBodyError(
            f"{what} is larger than {MAX_BODY_BYTES} bytes ({MAX_BODY_BYTES // 1024} KiB); "
            "send less"
        )
    if len(text) > 2 * MAX_JSON_VALUES and _STRING.sub("", text).count(",") >= MAX_JSON_VALUES:
        # Each comma outside strings starts one more value: refused before any is built
        # (building hundreds of thousands of containers costs far more than this scan).
        raise too_many(what)
    try:
        data = json.loads(text, parse_constant=_no_constant(what), object_pairs_hook=_Objects(what))
    except JsonBodyError:
        raise
    except RecursionError:
        raise too_deep(what) from None
    except json.JSONDecodeError as exc:
        raise JsonBodyError(
            f"{what} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError:
        # int() refuses numbers of more than 4300 digits.
        raise JsonBodyError(
            f"{what} holds a number too long to read; send shorter numbers"
        ) from None
    _check_tree(data, what)
    return data


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


class Strict(BaseModel):
    """A request object: JSON types exactly, unknown keys refused with the keys it takes."""

    model_config = ConfigDict(extra="forbid", strict=True)

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
    args: Annotated[list[Any] | dict[str, Any] | None, BeforeValidator(_activation_args)] = Field(
        default=None,
        description=f"Positional list ($1 is the first) or named arguments; at most "
        f"{MAX_ARG_VALUES} values in all",
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
    input: StrictStr = Field(
        min_length=1,
        max_length=MAX_COMMAND_CHARS,
        description="A slash command: '/name args…'",
    )


class InvokeResponse(BaseModel):
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
