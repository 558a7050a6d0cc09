"""How a snapshot is laid out in its object, and read back within a bounded footprint.

Format 3 is gzip of JSON lines: one line of scope-wide fields, then one line per entry. A
reader inflates a bounded window at a time and decodes the entries of each window together,
so it never holds the whole decompressed text, its ``str`` copy and the decoded tree at once
(at 100,000 entries those were about 400 MB before the first entry was kept). Decoded
entries share what repeats: a store entry's default version is the entry's own header and
frontmatter (the same objects, not equal copies), and the small strings, tuples and dicts
that recur across entries (labels, statuses, tags, field lists) are one object each.
Format 2 (one JSON document) is still read, so objects published before stay valid."""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

#: One inflated window (the decoder keeps at most this much text beyond one entry).
WINDOW_BYTES = 256 * 1024


class CodecError(ValueError):
    """The object is too large once inflated, or truncated."""


class Interner:
    """One object per distinct small value met while decoding one snapshot."""

    def __init__(self) -> None:
        self._seen: dict[Any, Any] = {}

    def text(self, value: Any) -> Any:
        if isinstance(value, str) and len(value) <= 64:
            return self._seen.setdefault(value, value)
        return value

    def strings(self, value: Any) -> Any:
        """A list of strings as one shared tuple (tags, declared fields, warnings)."""
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            key = ("t", *value)
            found = self._seen.get(key)
            if found is None:
                found = tuple(self.text(v) for v in value)
                self._seen[key] = found
            return found
        return value

    def mapping(self, value: Any) -> Any:
        """A small flat dict of scalars (labels, statuses) as one shared dict: readers treat
        decoded entries as immutable."""
        if isinstance(value, dict) and len(value) <= 16:
            key = ("m", *sorted(value.items()))
            try:
                found = self._seen.get(key)
            except TypeError:  # a value that is not a scalar: keep the dict as it is
                return value
            if found is None:
                found = {self.text(k): self.text(v) for k, v in value.items()}
                self._seen[key] = found
            return found
        return value

    def header(self, value: Any) -> Any:
        if not isinstance(value, dict):
            return value
        return {
            self.text(k): (
                self.strings(v) if k in ("tags", "declared", "allowed_tools", "args")
                else self.text(v)
            )
            for k, v in value.items()
        }  # fmt: skip


def lean_entry(data: Mapping[str, Any], interner: Interner) -> dict[str, Any]:
    """An entry's decoded JSON with its repeats shared (see the module's docstring)."""
    out = {interner.text(k): interner.text(v) for k, v in data.items()}
    header = out["header"] = interner.header(data.get("header"))
    if isinstance(header, dict) and header.get("name") == out.get("name"):
        header["name"] = out.get("name")
    if "warnings" in out:
        out["warnings"] = interner.strings(out["warnings"])
    store = data.get("store")
    if isinstance(store, dict):
        versions = store.get("versions")
        if isinstance(versions, dict):
            shared = {}
            for number, served in versions.items():
                if isinstance(served, dict):
                    served = {interner.text(k): v for k, v in served.items()}
                    for same in ("frontmatter", "digest", "size"):
                        if same in served and served[same] == out.get(same):
                            served[same] = out.get(same)
                    theirs = interner.header(served.get("header"))
                    served["header"] = header if theirs == header else theirs
                    if "warnings" in served:
                        served["warnings"] = interner.strings(served["warnings"])
                shared[interner.text(number)] = served
            versions = shared
        out["store"] = {
            "statuses": interner.mapping(store.get("statuses", {})),
            "labels": interner.mapping(store.get("labels", {})),
            "versions": versions,
            **{k: v for k, v in store.items() if k not in ("statuses", "labels", "versions")},
        }
    return out


def encode_lines(document: Mapping[str, Any], entries: Iterator[dict[str, Any]]) -> bytes:
    """Format 3: ``document`` (the scope-wide fields) on the first line, then each entry,
    compressed as it is written (no whole-text copy)."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [compressor.compress(line_bytes(document))]
    batch: list[bytes] = []
    for entry in entries:
        batch.append(line_bytes(entry))
        if len(batch) >= 512:
            parts.append(compressor.compress(b"".join(batch)))
            batch = []
    parts.append(compressor.compress(b"".join(batch)))
    parts.append(compressor.flush())
    return b"".join(parts)


def line_bytes(value: Any) -> bytes:
    """One JSON line as the encoder writes it (compact, UTF-8, newline-terminated)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


@dataclass(frozen=True)
class Mark:
    """Where :func:`inflate_lines` can start again: the inflater's state after a window
    (zlib's own copy: its 32 KiB history and position), the compressed bytes consumed, the
    partial line carried over and the bytes inflated so far."""

    inflater: Any
    position: int
    pending: bytes
    total: int


def inflate_lines(
    data: bytes | memoryview,
    limit: int,
    stats: dict[str, int] | None = None,
    *,
    start: Mark | None = None,
    marks: list[Mark] | None = None,
    every: int = 16,
) -> Iterator[list[bytes]]:
    """The object's lines, a window at a time (``stats["inflated"]``: bytes so far); raises
    :class:`CodecError` past ``limit`` bytes inflated or when truncated, ``zlib.error``
    when corrupt. ``marks``: a :class:`Mark` appended after every ``every`` windows, from
    which ``start`` resumes with the windows that followed it (a read of a few lines
    inflates from the mark before them, not from the object's start)."""
    if start is None:
        inflater, position, pending, total = zlib.decompressobj(16 + zlib.MAX_WBITS), 0, b"", 0
    else:
        inflater, position = start.inflater.copy(), start.position
        pending, total = start.pending, start.total
    view = memoryview(data)
    windows = 0
    while True:
        if inflater.unconsumed_tail:
            chunk = inflater.decompress(inflater.unconsumed_tail, WINDOW_BYTES)
        elif position < len(view):
            piece = view[position : position + WINDOW_BYTES]
            position += len(piece)
            chunk = inflater.decompress(piece, WINDOW_BYTES)
        else:
            break
        total += len(chunk)
        if stats is not None:
            stats["inflated"] = total
        if total > limit:
            raise CodecError("catalog snapshot is larger than allowed")
        lines = (pending + chunk).split(b"\n")
        pending = lines.pop()
        if lines:
            yield lines
            windows += 1
            if marks is not None and windows % every == 0 and not inflater.eof:
                marks.append(Mark(inflater.copy(), position, pending, total))
        if inflater.eof:
            break
    if not inflater.eof:
        raise CodecError("catalog snapshot is truncated")
    if pending:
        yield [pending]


def decode_windows(data: bytes, limit: int, stats: dict[str, int] | None = None) -> Iterator[Any]:
    """Each JSON line of a format-3 object, decoded a window at a time (one ``json.loads``
    per window, so keys are shared within it)."""
    for lines in inflate_lines(data, limit, stats):
        yield from json.loads(b"[" + b",".join(lines) + b"]")


__all__ = [
    "WINDOW_BYTES",
    "CodecError",
    "Interner",
    "Mark",
    "decode_windows",
    "encode_lines",
    "inflate_lines",
    "lean_entry",
    "line_bytes",
]
