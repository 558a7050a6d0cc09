"""``skillsctl pull API DIR --token T`` reads the caller's distribution index through the
authenticated API: MCP's ``skill://index.json`` resource over ``POST <API>/mcp`` (SPEC §12,
§13.2; the HTTP API has no other index route), then each entry's ``skill://`` resource
(SKILL.md as text, archives as blobs), every request with the token as its bearer. The pull
itself (digests, rerun rules) is :func:`skills_core.distribution.pull.pull`'s.

Each request stands alone (the MCP function is stateless): a JSON-RPC ``resources/read`` of
protocol ``2026-07-28`` with its ``_meta`` and the ``Mcp-Method``/``Mcp-Name`` headers. The
token is sent only to the API's own origin and never printed."""

from __future__ import annotations

import base64
import binascii
import json
import urllib.request
from collections.abc import Callable, Mapping
from itertools import count
from typing import Any

from skills_core.distribution.pull import TIMEOUT_SECONDS

INDEX_URI = "skill://index.json"
PROTOCOL = "2026-07-28"
#: An MCP answer carries an archive base64-encoded: 50 MiB of archive, plus a third.
MAX_REPLY_BYTES = 70 * 1024 * 1024

#: ``post(url, body, headers) -> reply body``; raises ``OSError`` on any failure.
Post = Callable[[str, bytes, Mapping[str, str]], bytes]


def http_post(url: str, body: bytes, headers: Mapping[str, str]) -> bytes:
    request = urllib.request.Request(url, data=body, headers=dict(headers), method="POST")  # noqa: S310
    with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:  # noqa: S310
        data: bytes = response.read(MAX_REPLY_BYTES + 1)
    if len(data) > MAX_REPLY_BYTES:
        raise OSError(f"an answer of {url} is larger than {MAX_REPLY_BYTES} bytes")
    return data


def _message(data: bytes) -> Any:
    """The JSON-RPC message of a reply: a JSON body, or the last ``data:`` of an event
    stream."""
    text = data.decode("utf-8", errors="replace")
    try:
        return json.loads(text)
    except ValueError:
        lines = [line[5:].strip() for line in text.splitlines() if line.startswith("data:")]
        if not lines:
            raise OSError("the API did not answer with a JSON-RPC message") from None
        return json.loads(lines[-1])


class McpFetch:
    """A pull fetcher (``fetch(uri) -> bytes``) of ``skill://`` resources through
    ``<api>/mcp``, authenticated with ``token``."""

    def __init__(self, api: str, token: str, *, post: Post | None = None) -> None:
        self.endpoint = api.rstrip("/") + "/mcp"
        self._token = token
        self._post = post if post is not None else http_post
        self._ids = count(1)

    def __call__(self, uri: str) -> bytes:
        params = {
            "uri": uri,
            "_meta": {
                "io.modelcontextprotocol/protocolVersion": PROTOCOL,
                "io.modelcontextprotocol/clientCapabilities": {},
            },
        }
        body = {"jsonrpc": "2.0", "id": next(self._ids), "method": "resources/read"}
        body["params"] = params
        headers = {
            "Authorization": f"Bearer {self._token}",
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            "MCP-Protocol-Version": PROTOCOL,
            "Mcp-Method": "resources/read",
            "Mcp-Name": uri,
            "User-Agent": "skillsctl-pull",
        }
        try:
            message = _message(self._post(self.endpoint, json.dumps(body).encode(), headers))
            if not isinstance(message, dict):
                raise OSError("the API did not answer with a JSON-RPC message")
            if "error" in message:
                error = message["error"] if isinstance(message["error"], dict) else {}
                raise OSError(f"{uri}: {error.get('message') or 'refused'}")
            content = message["result"]["contents"][0]
            if "blob" in content:
                return base64.b64decode(str(content["blob"]), validate=True)
            return str(content["text"]).encode("utf-8")
        except (KeyError, IndexError, TypeError, ValueError, binascii.Error) as exc:
            raise OSError(f"{uri}: not a resource ({type(exc).__name__})") from None


__all__ = ["INDEX_URI", "McpFetch", "Post", "http_post"]
