"""Query parameters of the REST routes that several of them share: the pins of the reads that
serve a version (SPEC §6) and numbers written in ASCII digits."""

from typing import Annotated, Any

from aws_lambda_powertools.event_handler.openapi.params import Query
from pydantic_core import PydanticCustomError


def ascii_digits(value: Any) -> Any:
    """A number in a query string is written in ASCII digits only (pydantic alone would also
    read ``" 150"``, ``"1_000"`` and ``"150.0"``)."""
    if isinstance(value, str) and not (value.isascii() and value.isdigit() and len(value) <= 18):
        raise PydanticCustomError(
            "skills_query_number", "must be a whole number written in digits, e.g. 4000"
        )
    return value


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
