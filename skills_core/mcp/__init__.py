"""MCP (SEP-2640 skills, tools, resources) over stateless Streamable HTTP, independent of
Lambda: :mod:`transport` turns an HTTP request into a call or refuses it, :mod:`methods`
dispatches the call to the application layer (:mod:`skills`, :mod:`resources`,
:mod:`tools`), :mod:`jsonrpc` holds the envelope and the one error mapping."""

from __future__ import annotations

from skills_core.mcp.context import Context
from skills_core.mcp.methods import dispatch
from skills_core.mcp.transport import HttpRequest, HttpResponse, allowed_hosts, receive, reply


def serve(request: HttpRequest, context: Context) -> HttpResponse:
    """One HTTP exchange: the transport's checks, then the method, then the answer."""
    received = receive(request)
    if isinstance(received, HttpResponse):
        return received
    return reply(received, dispatch(received, context))


__all__ = ["Context", "HttpRequest", "HttpResponse", "allowed_hosts", "serve"]
