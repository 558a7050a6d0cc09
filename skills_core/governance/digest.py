"""Digests of served bytes (SPEC §10, SEP-2640): ``sha256:`` and the lowercase hex of
exactly the bytes a reader gets, so a client can verify what it was served."""

from __future__ import annotations

import hashlib


def digest_of(data: str | bytes) -> tuple[str, int]:
    """``(digest, size)`` of ``data`` (text is served as its UTF-8)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return f"sha256:{hashlib.sha256(raw).hexdigest()}", len(raw)


__all__ = ["digest_of"]
