"""What the public function answers under a link (SPEC §13.1), from the derived artifacts
only: the link's lookup (a token's hash -> tenant and label) and the ``dist/`` objects.

Every refusal (an unknown path, a method other than GET/HEAD, a malformed, unknown or revoked
token, a name or path that is not served) is the same 404 answer, byte for byte, so a caller
learns nothing from it. Names and paths are checked against the label's index before any
object key is made from them. ``Range`` is ignored (``Accept-Ranges: none``: every answer is
the whole artifact, so a digest always covers what was sent)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from urllib.parse import unquote

from skills_core.distribution import keys
from skills_core.distribution.derive import JSON
from skills_core.distribution.index import IndexEntry, archive_name, document, stored_entries
from skills_core.distribution.links import (
    LINK_PREFIX,
    Link,
    LinkStore,
    token_hash,
    well_formed_token,
)
from skills_core.distribution.ports import ArtifactStore
from skills_core.distribution.throttle import LinkThrottle

WELL_KNOWN = "/.well-known/agent-skills/"
INDEX = "index.json"
METHODS = frozenset({"GET", "HEAD"})
NOT_FOUND_BODY = b'{"message":"Not Found"}'
THROTTLED_BODY = b'{"message":"Too Many Requests"}'
UNAVAILABLE_BODY = b'{"message":"Service Unavailable"}'
COMMON = {"Access-Control-Allow-Origin": "*", "Accept-Ranges": "none"}
IMMUTABLE = "public, max-age=31536000, immutable"


@dataclass(frozen=True)
class PublicResponse:
    status: int
    headers: Mapping[str, str]
    body: bytes = b""
    #: What the request was, for metrics and logs (never the token); not sent.
    outcome: str = "not_found"
    link_id: str | None = None

    def wire(self) -> tuple[int, dict[str, str], bytes]:
        """What the client gets."""
        return self.status, dict(self.headers), self.body


def _plain(status: int, body: bytes, outcome: str, link_id: str | None = None) -> PublicResponse:
    headers = {**COMMON, "Content-Type": JSON, "Content-Length": str(len(body))}
    return PublicResponse(status, headers, body, outcome, link_id)


def not_found() -> PublicResponse:
    """The one refusal."""
    return _plain(404, NOT_FOUND_BODY, "not_found")


def unavailable() -> PublicResponse:
    """A dependency failed (the lookup or an object read): retry later. Never a 404, which
    a client would take for "nothing is shared here"."""
    return _plain(503, UNAVAILABLE_BODY, "unavailable")


@dataclass
class PublicDistribution:
    links: LinkStore
    artifacts: ArtifactStore
    throttle: LinkThrottle
    #: How long a label's index and files may be cached (they change when a label moves).
    max_age: int = 5

    def answer(
        self, method: str, raw_path: str, headers: Mapping[str, str] | None = None
    ) -> PublicResponse:
        method = method.upper()
        parsed = _split(raw_path)
        if method not in METHODS or parsed is None:
            return not_found()
        token, rest = parsed
        if not well_formed_token(token):
            return not_found()
        link = self.links.resolve(token_hash(token))
        if link is None:
            return not_found()
        if not self.throttle.allow(link.id):
            return _plain(429, THROTTLED_BODY, "throttled", link.id)
        found = self._artifact(link, token, rest)
        if found is None:
            return replace(not_found(), link_id=link.id)
        data, content_type, cache = found
        return _ok(method, data, content_type, cache, headers or {}, link.id)

    def _artifact(self, link: Link, token: str, rest: str) -> tuple[bytes, str, str] | None:
        index = self.artifacts.get(keys.index_key(link.tenant, link.label))
        entries = stored_entries(index.data if index is not None else None)
        revalidate = f"public, max-age={self.max_age}, must-revalidate"
        if rest == INDEX:
            base = f"{LINK_PREFIX}{token}{WELL_KNOWN}"
            doc = document(entries.values(), lambda e: base + e.path)
            body = json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            return body, JSON, revalidate
        name, _, path = rest.partition("/")
        entry = entries.get(name)
        if entry is None or not path:
            return None
        key, cache = _key_of(link, entry, path, revalidate)
        if key is None:
            return None
        artifact = self.artifacts.get(key)
        if artifact is None:  # withdrawn since the index was read
            return None
        return artifact.data, artifact.content_type, cache


def _key_of(link: Link, entry: IndexEntry, path: str, revalidate: str) -> tuple[str | None, str]:
    """Only a path the entry lists, or its version's archive, becomes a key."""
    if path in entry.files:
        return keys.file_key(link.tenant, link.label, entry.name, path), revalidate
    if path == archive_name(entry.version):
        return keys.archive_key(link.tenant, entry.name, entry.version), IMMUTABLE
    return None, revalidate


def _split(raw_path: str) -> tuple[str, str] | None:
    """``/l/<token>/.well-known/agent-skills/<rest>`` -> ``(token, rest)``: the token as sent
    (a percent sign makes it malformed), ``rest`` URL-decoded once and checked as a path;
    ``None`` for anything else."""
    if not isinstance(raw_path, str) or not raw_path.startswith(LINK_PREFIX):
        return None
    token, slash, tail = raw_path[len(LINK_PREFIX) :].partition("/")
    if not slash or not ("/" + tail).startswith(WELL_KNOWN):
        return None
    try:
        rest = unquote(("/" + tail)[len(WELL_KNOWN) :], errors="strict") if tail else ""
        keys.check_path(rest)
    except (keys.BadKey, UnicodeDecodeError):
        return None
    return token, rest


def _ok(
    method: str,
    data: bytes,
    content_type: str,
    cache: str,
    request_headers: Mapping[str, str],
    link_id: str,
) -> PublicResponse:
    etag = '"' + hashlib.sha256(data).hexdigest() + '"'
    headers = {
        **COMMON,
        "Content-Type": content_type,
        "ETag": etag,
        "Cache-Control": cache,
        "Content-Length": str(len(data)),
    }
    lowered = {k.lower(): v for k, v in request_headers.items()}
    candidates = {c.strip().removeprefix("W/") for c in lowered.get("if-none-match", "").split(",")}
    if etag in candidates or "*" in candidates:
        headers.pop("Content-Length")
        return PublicResponse(304, headers, b"", "not_modified", link_id)
    return PublicResponse(200, headers, b"" if method == "HEAD" else data, "served", link_id)


__all__ = ["NOT_FOUND_BODY", "PublicDistribution", "PublicResponse", "not_found", "unavailable"]
