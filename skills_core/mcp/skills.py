"""SEP-2640, the skills extension (``io.modelcontextprotocol/skills``): ``skill://`` URIs, skill
entries (the frontmatter, and a manifest of every file with its size and digest),
``skills/list`` in pages that never split an entry, ``skills/get`` and
``resources/directory/read``. A skill is ``skill://<name>/SKILL.md``; its files are
``skill://<name>/<path>``; its directories (the root, every folder holding a file) have URIs
without a trailing slash (one is accepted on input)."""

from __future__ import annotations

import json
import time
from bisect import bisect_right
from typing import Any
from urllib.parse import quote, unquote

from skills_core.errors import SkillNotFoundError
from skills_core.format.layout import SKILL_FILE
from skills_core.mcp import cursors
from skills_core.mcp.context import Context
from skills_core.mcp.jsonrpc import RpcError, invalid_params
from skills_core.service.resources import ServedSkill

EXTENSION = "io.modelcontextprotocol/skills"
#: The extension's settings, inline (no wrapper object): directory reads are served.
SETTINGS: dict[str, Any] = {"directoryRead": True}
PREFIX = "skill://"
MARKDOWN = "text/markdown"
DIRECTORY = "inode/directory"
#: A page of ``skills/list`` holds at most this many entries and, past its first entry,
#: about this many bytes of JSON (one skill may list 512 files; Lambda answers <= 6 MB) and
#: this much time: cold digests are read file by file, and the function has 10 s.
PAGE_ENTRIES = 100
PAGE_BYTES = 1_000_000
PAGE_SECONDS = 3.0
#: RFC 3986 ``pchar`` characters kept as they are in a path (everything else is escaped).
_PATH_SAFE = "/-._~!$&'()*+,;=:@"
MIME_TYPES = {
    ".md": MARKDOWN,
    ".markdown": MARKDOWN,
    ".txt": "text/plain",
    ".json": "application/json",
    ".yaml": "application/yaml",
    ".yml": "application/yaml",
    ".toml": "application/toml",
    ".xml": "application/xml",
    ".html": "text/html",
    ".csv": "text/csv",
    ".py": "text/x-python",
    ".sh": "application/x-sh",
    ".js": "text/javascript",
    ".ts": "text/typescript",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".pdf": "application/pdf",
}


def skill_uri(name: str, path: str = SKILL_FILE) -> str:
    """The URI of a file of skill ``name`` (ASCII only: every other character is escaped)."""
    return f"{PREFIX}{name}/{quote(path, safe=_PATH_SAFE)}"


def directory_uri(name: str, path: str = "") -> str:
    return f"{PREFIX}{name}/{quote(path, safe=_PATH_SAFE)}" if path else f"{PREFIX}{name}"


def parse_uri(uri: object) -> tuple[str, str] | None:
    """``(name, path)`` of a ``skill://`` URI (``path`` is ``""`` for a skill's root, without
    a trailing slash), or ``None`` for anything else."""
    if not isinstance(uri, str) or not uri.startswith(PREFIX) or "?" in uri or "#" in uri:
        return None
    name, _, path = uri[len(PREFIX) :].partition("/")
    try:
        path = unquote(path.rstrip("/"), errors="strict")
    except UnicodeDecodeError:
        return None
    return (name, path) if name else None


def mime_type(path: str) -> str | None:
    dot = path.rfind(".")
    return MIME_TYPES.get(path[dot:].lower()) if dot > path.rfind("/") else None


def skill_md_resource(context: Context, name: str) -> dict[str, Any]:
    """SKILL.md as a resource: its name and description are the frontmatter's."""
    description = context.skills.description(name)
    return {"uri": skill_uri(name), "name": name, "description": description, "mimeType": MARKDOWN}


def file_resource(name: str, path: str) -> dict[str, Any]:
    resource: dict[str, Any] = {"uri": skill_uri(name, path), "name": path}
    kind = mime_type(path)
    if kind is not None:
        resource["mimeType"] = kind
    return resource


def entry(served: ServedSkill) -> dict[str, Any]:
    """A ``Skill`` of SEP-2640: the same in ``skills/list`` and ``skills/get``."""
    manifest: list[dict[str, Any]] | str = "dynamic"
    if served.files is not None:
        manifest = [
            {"uri": skill_uri(served.name, f.path), "digest": f.digest, "size": f.size}
            for f in served.files
        ]
    uri = skill_uri(served.name)
    return {"uri": uri, "frontmatter": dict(served.frontmatter), "resources": manifest}


def list_skills(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    """One page of entries in name order; ``nextCursor`` only when more skills follow."""
    bound = cursors.binding(context.tenant, "skills/list")
    position = cursors.decode(bound, params.get("cursor"), 1)
    names = context.listed.names()
    if position is not None:
        names = names[bisect_right(names, position[0]) :]
    skills = context.page(names[:PAGE_ENTRIES])
    page: list[dict[str, Any]] = []
    size = 0
    last: str | None = None
    deadline = time.monotonic() + PAGE_SECONDS
    for name in names[:PAGE_ENTRIES]:
        if page and time.monotonic() > deadline:
            break
        served = skills.served_or_none(name)
        if served is not None:
            item = entry(served)
            size += len(json.dumps(item))
            if page and size > PAGE_BYTES:
                break
            page.append(item)
        last = name
    result: dict[str, Any] = {"skills": page}
    if last is not None and last != names[-1]:
        result["nextCursor"] = cursors.encode(bound, [last])
    return result


def _not_served(uri: object, what: str) -> RpcError:
    return invalid_params(f"No {what} is served at {str(uri)[:200]}", {"uri": uri})


def get_skill(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    """One entry by its SKILL.md URI; never a cursor (SEP-2640)."""
    uri = params.get("uri")
    parsed = parse_uri(uri)
    if parsed is None or parsed[1] != SKILL_FILE:
        raise _not_served(uri, "skill")
    try:
        served = context.about(parsed[0]).served(parsed[0])
    except SkillNotFoundError:
        raise _not_served(uri, "skill") from None
    return {"skill": entry(served)}


def read_directory(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    """The direct children of a skill's root or of one of its folders (single page):
    files as resources, folders as ``inode/directory``."""
    cursors.refuse(params.get("cursor"))
    uri = params.get("uri")
    parsed = parse_uri(uri)
    if parsed is None:
        raise _not_served(uri, "directory")
    name, folder = parsed
    try:
        paths = [SKILL_FILE, *context.about(name).file_paths(name)]
    except SkillNotFoundError:
        raise _not_served(uri, "directory") from None
    prefix = f"{folder}/" if folder else ""
    below = [path[len(prefix) :] for path in paths if path.startswith(prefix)]
    if not below:
        raise _not_served(uri, "directory")
    children: dict[str, dict[str, Any]] = {}
    for rest in below:
        child, sep, _ = rest.partition("/")
        if sep:
            path = prefix + child
            children.setdefault(
                path, {"uri": directory_uri(name, path), "name": path, "mimeType": DIRECTORY}
            )
        elif prefix + child == SKILL_FILE:
            children[SKILL_FILE] = skill_md_resource(context, name)
        else:
            children[prefix + child] = file_resource(name, prefix + child)
    return {"resources": list(children.values())}


__all__ = [
    "DIRECTORY",
    "EXTENSION",
    "MARKDOWN",
    "SETTINGS",
    "directory_uri",
    "entry",
    "file_resource",
    "get_skill",
    "list_skills",
    "mime_type",
    "parse_uri",
    "read_directory",
    "skill_md_resource",
    "skill_uri",
]
