"""The link routes (SPEC §6, §13.1): ``POST /links`` and ``DELETE /links/{id}`` in the save
function (write scope), ``GET /links`` in the catalog function. The tenant comes from the
authorizer (:func:`~handlers.http.app.current_principal`), never from the request; a listing never
shows a token. Each function includes its router with ``app.include_router``."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit
from pydantic import Field, StrictStr

from handlers.http.app import current_principal
from handlers.http.models import Body, Strict
from handlers.runtime import get_service, logger, metrics
from skills_core.governance.lifecycle import LABEL_PATTERN


class LinkRequest(Strict):
    label: StrictStr | None = Field(default=None, pattern=LABEL_PATTERN)


class LinkBody(Body):
    id: str
    label: str
    created: str


class NewLinkResponse(LinkBody):
    url: str = Field(description="/l/<token>: shown once; only its SHA-256 is kept")


class LinksResponse(Body):
    links: list[LinkBody]


class RevokedResponse(Body):
    id: str
    revoked: bool


write_router = Router()
read_router = Router()


@write_router.post(
    "/links",
    responses={
        201: {
            "description": "Created; url holds the token, shown only in this answer",
            "content": {"application/json": {"model": NewLinkResponse}},
        }
    },
)
def create_link(request: LinkRequest | None = None) -> Response[Any]:
    """Share a label's served skills (production by default) under an unguessable URL that
    clients without credentials can read."""
    label = request.label if request is not None else None
    created = get_service().create_link(current_principal(write_router), label)
    metrics.add_metric(name="LinksCreated", unit=MetricUnit.Count, value=1)
    logger.info("link created", extra={"link": created.link.id, "label": created.link.label})
    body = NewLinkResponse.model_validate(created.to_dict()).model_dump(mode="json")
    return Response(status_code=201, content_type=content_types.APPLICATION_JSON, body=body)


@write_router.delete("/links/<id>")
def revoke_link(id: str) -> RevokedResponse:  # SPEC names the parameter id
    """Revoke a link: its URL answers like an unknown path from the next request on."""
    revoked = get_service().revoke_link(current_principal(write_router), id)
    metrics.add_metric(name="LinksRevoked", unit=MetricUnit.Count, value=1)
    logger.info("link revoked", extra={"link": revoked})
    return RevokedResponse(id=revoked, revoked=True)


@read_router.get("/links")
def list_links() -> LinksResponse:
    """The caller's links: id, label and creation time (never a token)."""
    links = get_service().list_links(current_principal(read_router))
    return LinksResponse.model_validate({"links": [link.to_dict() for link in links]})


__all__ = ["read_router", "write_router"]
