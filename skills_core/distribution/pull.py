"""``skillsctl pull URL DIR`` (SPEC §13): copy a link's served skills into ``DIR/<name>/``,
verifying every digest against the index before anything is written. A rerun rewrites only
files whose bytes changed and removes what is no longer served; what it removes is only what
an earlier pull wrote (kept in ``DIR/.skillsctl-pull.json``), never another file of DIR.

The fetcher is a port (``fetch(url) -> bytes``), so the rules are tested without sockets."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from skills_core.distribution.archive import ArchiveError, read_archive
from skills_core.distribution.index import RFC_NAME_RE, SKILL_MD, TYPE_ARCHIVE
from skills_core.distribution.keys import BadKey, check_path

MANIFEST = ".skillsctl-pull.json"
INDEX_PATH = ".well-known/agent-skills/index.json"
#: The MCP resources' scheme (SPEC §12): ``skillsctl pull --token`` reads ``skill://index.json``.
SKILL_SCHEME = "skill"
#: An index larger than this is refused (a catalog of thousands of skills is ~1 MB).
MAX_LINK_INDEX_BYTES = 16 * 1024 * 1024
#: Seconds a pull waits for one answer (a link's or the API's).
TIMEOUT_SECONDS = 10

Fetch = Callable[[str], bytes]


class PullError(Exception):
    """The link or its index cannot be pulled at all (nothing was written)."""


@dataclass
class PullResult:
    written: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    #: Skills refused (a digest that does not match, a bad entry), with the reason.
    refused: dict[str, str] = field(default_factory=dict)
    skills: list[str] = field(default_factory=list)


def index_url(url: str) -> str:
    """A link (``…/l/<token>``, with or without ``/``) or its index URL itself."""
    if url.rstrip("/").endswith("/index.json"):
        return url
    return url.rstrip("/") + "/" + INDEX_PATH


def _same_origin(base: str, url: str) -> bool:
    """An artifact comes from where the index came from: the link's origin, or for an index
    read over MCP (``skill://index.json``) another ``skill://`` resource of the same server."""
    a, b = urlsplit(base), urlsplit(url)
    if a.scheme == SKILL_SCHEME:
        return b.scheme == SKILL_SCHEME
    return (a.scheme, a.netloc) == (b.scheme, b.netloc)


def _digest(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _files_of(entry: Mapping[str, Any], base: str, fetch: Fetch) -> dict[str, bytes]:
    """The verified files of one index entry; ``ValueError`` says why it is refused."""
    name = entry.get("name")
    if not isinstance(name, str) or not RFC_NAME_RE.fullmatch(name) or len(name) > 64:
        raise ValueError("not a valid skill name")
    url = urljoin(base, str(entry.get("url") or ""))
    if not _same_origin(base, url):
        raise ValueError("its url is on another origin")
    data = fetch(url)
    if _digest(data) != entry.get("digest"):
        raise ValueError("its digest does not match what was served")
    if entry.get("type") == TYPE_ARCHIVE:
        try:
            files = read_archive(data)
        except (ArchiveError, OSError, EOFError) as exc:
            raise ValueError(f"its archive cannot be read ({exc})") from None
    else:
        files = {SKILL_MD: data}
    if SKILL_MD not in files:
        raise ValueError("it has no SKILL.md")
    for path in files:
        try:
            check_path(path)
        except BadKey:
            raise ValueError(f"it holds a path that leaves its folder: {path!r}") from None
    return files


def _read_manifest(target: Path) -> dict[str, list[str]]:
    try:
        raw = json.loads((target / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(raw, dict):
        return {}
    return {str(k): [str(p) for p in v] for k, v in raw.items() if isinstance(v, list)}


def _inside(root: Path, path: Path) -> bool:
    return root == path or root in path.parents


def _write(root: Path, rel: str, data: bytes, result: PullResult) -> None:
    path = root / rel
    for parent in [root, *[root / p for p in Path(rel).parents if str(p) != "."]]:
        if parent.is_symlink():
            raise ValueError(f"{parent} is a symbolic link; refusing to write through it")
    if not _inside(root.resolve(), path.resolve().parent):
        raise ValueError(f"{rel!r} leaves its folder")
    shown = f"{root.name}/{rel}"
    if path.is_file() and not path.is_symlink() and path.read_bytes() == data:
        result.unchanged.append(shown)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.pull-tmp")
    temp.write_bytes(data)
    os.replace(temp, path)
    result.written.append(shown)


def _remove(target: Path, name: str, rel: str, result: PullResult) -> None:
    path = target / name / rel
    if path.is_file() and not path.is_symlink():
        path.unlink()
        result.removed.append(f"{name}/{rel}")
    parent = path.parent
    while parent != target and parent.is_dir() and not any(parent.iterdir()):
        parent.rmdir()
        parent = parent.parent


def pull(url: str, target: Path, fetch: Fetch, *, index: str | None = None) -> PullResult:
    """Pull the link ``url`` into ``target`` (created when missing); ``index``: where the
    index is instead (``skill://index.json`` over the authenticated API, whose ``fetch``
    reads MCP resources)."""
    base = index or index_url(url)
    try:
        raw = fetch(base)
    except OSError as exc:
        raise PullError(f"cannot read the index: {exc}") from None
    if len(raw) > MAX_LINK_INDEX_BYTES:
        raise PullError("the index is larger than 16 MiB")
    try:
        doc = json.loads(raw)
        entries = list(doc["skills"])
    except (ValueError, KeyError, TypeError):
        raise PullError("the link did not answer with a skills index") from None
    result = PullResult()
    fetched: dict[str, dict[str, bytes]] = {}
    for entry in entries:
        name = str(entry.get("name")) if isinstance(entry, dict) else "?"
        try:
            fetched[name] = _files_of(entry, base, fetch) if isinstance(entry, dict) else {}
        except (ValueError, OSError) as exc:
            result.refused[name] = str(exc)
    target.mkdir(parents=True, exist_ok=True)
    before = _read_manifest(target)
    after: dict[str, list[str]] = {}
    for name, files in sorted(fetched.items()):
        try:
            for rel in sorted(files):
                _write(target / name, rel, files[rel], result)
        except ValueError as exc:
            result.refused[name] = str(exc)
            continue
        after[name] = sorted(files)
        result.skills.append(name)
    for name, paths in sorted(before.items()):
        if name in result.refused:  # kept as it was: a failed update never deletes
            after[name] = paths
            continue
        keep = set(after.get(name, []))
        for rel in paths:
            if rel not in keep:
                try:
                    check_path(rel)
                except BadKey:
                    continue
                _remove(target, name, rel, result)
    (target / MANIFEST).write_text(json.dumps(after, indent=1, sort_keys=True), encoding="utf-8")
    return result


__all__ = ["MANIFEST", "SKILL_SCHEME", "PullError", "PullResult", "index_url", "pull"]
