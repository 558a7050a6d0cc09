"""The skills as plain MCP resources, for clients without the skills extension:
``resources/list`` (``skill://index.json`` first, then every SKILL.md, with the skill's name
and description, then every other file; no directories, so the first resource is always
readable), ``resources/read`` (UTF-8 as ``text``, anything else as a base64 ``blob``) and an
empty template list.

``skill://index.json`` (SPEC §13.2) is the Agent Skills Discovery index of the caller's
tenant with ``skill://`` URLs; an entry with files points at its archive,
``skill://<name>/<version>.tar.gz``, read as a blob.

``skill://<name>/_manifest`` is fastmcp's file listing (its skills provider serves it and its
client reads it before downloading a skill): ``{"skill", "files": [{"path", "size",
"hash"}]}`` with SKILL.md first and the same ``sha256:`` digests as the extension's entries.
It is read, not listed (a client asks for it by name), and a skill's own file of that name
comes first."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from skills_core.distribution.index import IndexEntry
from skills_core.errors import SkillNotFoundError, SkillPathDeniedError
from skills_core.format.layout import SKILL_FILE
from skills_core.mcp import cursors
from skills_core.mcp.context import Context
from skills_core.mcp.jsonrpc import resource_not_found
from skills_core.mcp.skills import (
    MARKDOWN,
    PREFIX,
    file_resource,
    mime_type,
    parse_uri,
    skill_md_resource,
    skill_uri,
)

#: Resources per page of ``resources/list`` (a few hundred bytes each).
PAGE_RESOURCES = 500

#: The path fastmcp's skills client reads a skill's file listing from.
MANIFEST = "_manifest"

#: A position in the listing: ("0", skill, "") for SKILL.md files, then ("1", skill, path).
Key = tuple[str, str, str]


INDEX_URI = f"{PREFIX}index.json"
INDEX_RESOURCE = {
    "uri": INDEX_URI,
    "name": "index.json",
    "description": "Agent Skills Discovery index (v0.2.0) of these skills, with skill:// URLs",
    "mimeType": "application/json",
}


def _index_url(entry: IndexEntry) -> str:
    name, _, path = entry.path.partition("/")
    return skill_uri(name, path)


def _listing(context: Context) -> Iterator[tuple[Key, Callable[[], dict[str, Any]]]]:
    """Every resource in listing order, built only when its page is served."""
    yield ("!", "", ""), lambda: dict(INDEX_RESOURCE)
    names = context.skills.names()
    for name in names:
        yield ("0", name, ""), partial(skill_md_resource, context, name)
    for name in names:
        for path in context.skills.file_paths(name):
            yield ("1", name, path), partial(file_resource, name, path)


def list_resources(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    bound = cursors.binding(context.tenant, "resources/list")
    position = cursors.decode(bound, params.get("cursor"), 3)
    after: Key | None = (position[0], position[1], position[2]) if position else None
    page: list[dict[str, Any]] = []
    last: Key | None = None
    for key, build in _listing(context):
        if after is not None and key <= after:
            continue
        if len(page) == PAGE_RESOURCES:
            assert last is not None
            return {"resources": page, "nextCursor": cursors.encode(bound, last)}
        page.append(build())
        last = key
    return {"resources": page}


def list_templates(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    cursors.refuse(params.get("cursor"))
    return {"resourceTemplates": []}


def read_resource(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    """One file by URI. An unknown URI, another tenant's, a directory or a path that leaves
    the skill are all the same "Resource not found" (-32602 with ``data.uri``)."""
    uri = params.get("uri")
    if uri == INDEX_URI:
        doc = context.service.distribution_index(context.principal, _index_url)
        body = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
        return {"contents": [{"uri": uri, "mimeType": "application/json", "text": body}]}
    parsed = parse_uri(uri)
    if parsed is None or not parsed[1]:
        raise resource_not_found(uri)
    name, path = parsed
    try:
        skill = context.about(name)
        if path == MANIFEST and MANIFEST not in skill.file_paths(name):
            return {"contents": [_manifest(context, name, str(uri))]}
        data = skill.read(name, path)
    except (SkillNotFoundError, SkillPathDeniedError):
        archive = context.service.distribution_archive(context.principal, name, path)
        if archive is None:
            raise resource_not_found(uri) from None
        packed = base64.b64encode(archive).decode("ascii")
        return {"contents": [{"uri": uri, "mimeType": "application/gzip", "blob": packed}]}
    content: dict[str, Any] = {"uri": uri}
    text = _text(data) if path != SKILL_FILE else data.decode("utf-8")
    kind = MARKDOWN if path == SKILL_FILE else mime_type(path)
    if text is not None:
        content.update(mimeType=kind or "text/plain", text=text)
    else:
        blob = base64.b64encode(data).decode("ascii")
        content.update(mimeType=kind or "application/octet-stream", blob=blob)
    return {"contents": [content]}


def _manifest(context: Context, name: str, uri: str) -> dict[str, Any]:
    served = context.about(name).served(name)
    if served.files is None:  # beyond SEP-2640's limits: no manifest, files one by one
        raise resource_not_found(uri)
    files = [{"path": f.path, "size": f.size, "hash": f.digest} for f in served.files]
    text = json.dumps({"skill": name, "files": files}, ensure_ascii=False)
    return {"uri": uri, "mimeType": "application/json", "text": text}


def _text(data: bytes) -> str | None:
    """UTF-8 text without NUL bytes, else ``None`` (served as a blob)."""
    if b"\x00" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


__all__ = ["MANIFEST", "PAGE_RESOURCES", "list_resources", "list_templates", "read_resource"]
