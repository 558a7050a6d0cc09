"""The bodies of the activation function's routes (activate, /invoke)."""

from typing import Annotated, Any

from pydantic import BeforeValidator, Field, StrictStr
from pydantic_core import PydanticCustomError

from handlers.http.models import ModelPreferenceBody, ServedVersion, Strict
from skills_core.prompt.args import count_values
from skills_core.prompt.limits import MAX_ARG_VALUES, MAX_COMMAND_CHARS


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
