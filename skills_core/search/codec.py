"""The byte format of a search index, and the checks that turn corrupt input into ``ValueError``.

Layout: ``SKSI`` magic, version (uint16), CRC-32 of the rest, then 8 sections, each prefixed by
its uint32 length: meta (JSON: BM25F parameters, total field lengths, counts), names and terms
(zlib'd, newline-separated, in id order: names are sorted after a build, not after an
update), document frequencies (uint32 per term), posting offsets (uint64), postings (per term:
a flag byte, then optionally zlib'd doc-id deltas of 1, 2 or 4 bytes and uint16 impacts),
store offsets (uint64), store (zlib'd JSON blocks of 64 [description, snippet source, field
lengths] rows). Integers are little-endian. Version 2 replaced version 1's average field
lengths by totals and added the per-document lengths, so that an index can be updated."""

from __future__ import annotations

import json
import struct
import sys
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from itertools import accumulate
from operator import le, sub
from typing import Any, Literal

MAGIC, VERSION = b"SKSI", 2
_HEADER = struct.Struct("<4sHI")  # magic, version, CRC-32 of everything after the header
_LEN = struct.Struct("<I")
SECTIONS = 8
_META_KEYS = {"k1", "weights", "b", "lengths", "docs", "terms", "bodies"}
#: Doc-id delta widths in a posting list: 1, 2 or 4 bytes.
_WIDTHS: tuple[Literal["B", "H", "I"], ...] = ("B", "H", "I")
_SIZES = {code: array(code).itemsize for code in _WIDTHS}
#: What malformed bytes can make the decoders raise besides ValueError.
DECODE_ERRORS = (zlib.error, KeyError, TypeError, IndexError, OverflowError, RecursionError)


@contextmanager
def checked(*also: type[Exception]) -> Iterator[None]:
    """Turn what malformed bytes make the decoders raise (and ``also``) into ``ValueError``."""
    errors: tuple[type[Exception], ...] = (*DECODE_ERRORS, *also)
    try:
        yield
    except errors as exc:
        raise ValueError(f"corrupt search index: {exc}") from exc


def le_array(typecode: str, data: bytes | Iterable[int] = b"") -> array[int]:
    """An array read from, or made to be written as, little-endian data."""
    out = array(typecode, data)
    if sys.byteorder == "big":  # pragma: no cover - swap on big-endian hosts
        out.byteswap()
    return out


def pack_sections(sections: Iterable[bytes]) -> bytes:
    """The header, then each section prefixed by its uint32 length."""
    body = b"".join(_LEN.pack(len(s)) + s for s in sections)
    return _HEADER.pack(MAGIC, VERSION, zlib.crc32(body)) + body


def unpack_sections(data: bytes) -> list[bytes]:
    """The sections of what :func:`pack_sections` wrote, after checking magic, version,
    checksum and layout."""
    if len(data) < _HEADER.size:
        raise ValueError("corrupt search index: truncated header")
    magic, version, crc = _HEADER.unpack_from(data)
    if magic != MAGIC or version != VERSION:
        raise ValueError(f"not a search index of version {VERSION}")
    if zlib.crc32(memoryview(data)[_HEADER.size :]) != crc:
        raise ValueError("corrupt search index: checksum mismatch")
    sections: list[bytes] = []
    pos = _HEADER.size
    while len(sections) < SECTIONS and pos + _LEN.size <= len(data):
        (size,) = _LEN.unpack_from(data, pos)
        sections.append(data[pos + _LEN.size : pos + _LEN.size + size])
        pos += _LEN.size + size
    if len(sections) != SECTIONS or pos != len(data):
        raise ValueError("corrupt search index: bad section layout")
    return sections


def encode_posting(ids: array[int], qs: array[int]) -> bytes:
    """A flag byte (bit 0: zlib'd; bits 1-2: delta width), the doc-id deltas in the narrowest
    width that fits, then the uint16 impacts."""
    deltas = [ids[0], *map(sub, ids[1:], ids[:-1])]
    top = max(deltas)
    code = 0 if top < 256 else 1 if top < 65536 else 2
    raw = le_array(_WIDTHS[code], deltas).tobytes() + le_array("H", qs).tobytes()
    if len(raw) >= 64:  # shorter lists (most of them) hardly ever shrink, and cost as much
        # Level 1 gives nearly level 6's size at half the time; a window just big enough
        # for the list (the header records it) spares setting up a 32 KiB one.
        packed = zlib.compress(raw, 1, min(15, (len(raw) + 262).bit_length()))
        if len(packed) < len(raw):
            return bytes([code << 1 | 1]) + packed
    return bytes([code << 1]) + raw


def decode_posting(blob: bytes, count: int, n_docs: int) -> tuple[array[int], array[int]]:
    """Doc ids (each below ``n_docs``) and impacts of a posting list of ``count`` entries."""
    with checked():
        ids, qs = _decode_posting(blob, count)
    if ids and ids[-1] >= n_docs:
        raise ValueError("corrupt search index: document id out of range")
    return ids, qs


def _decode_posting(blob: bytes, count: int) -> tuple[array[int], array[int]]:
    flag = blob[0] if blob else 255
    if flag >> 1 >= len(_WIDTHS):
        raise ValueError("corrupt search index: posting flag")
    typecode = _WIDTHS[flag >> 1]
    raw = zlib.decompress(blob[1:]) if flag & 1 else blob[1:]
    split = count * array(typecode).itemsize
    if len(raw) != split + 2 * count:
        raise ValueError("corrupt search index: posting size")
    return array("I", accumulate(le_array(typecode, raw[:split]))), le_array("H", raw[split:])


def posting_ids(blob: bytes, count: int) -> Iterator[int]:
    """Just the doc ids of a posting list, lazily and with as little copying as possible: for
    a pass over every list. Call it inside :func:`checked`; it checks less than
    :func:`decode_posting` (a wrong size gives fewer ids, never out-of-range memory)."""
    flag = blob[0]
    typecode = _WIDTHS[flag >> 1]
    raw = zlib.decompress(blob[1:]) if flag & 1 else blob[1:]
    deltas = memoryview(raw)[: count * _SIZES[typecode]]
    if sys.byteorder == "big":  # pragma: no cover
        return accumulate(le_array(typecode, deltas))
    return accumulate(deltas.cast(typecode))


def offset_table(blobs: Sequence[bytes]) -> tuple[bytes, bytes]:
    """(uint64 end offsets starting with 0, the blobs joined)."""
    return le_array("Q", [0, *accumulate(map(len, blobs))]).tobytes(), b"".join(blobs)


def read_offsets(raw: bytes, count: int, total: int) -> array[int]:
    """What :func:`offset_table` wrote: ``count`` + 1 non-decreasing offsets from 0 to
    ``total``."""
    values = le_array("Q", raw)
    if len(values) != count + 1 or values[0] != 0 or values[-1] != total:
        raise ValueError("corrupt search index: bad offsets")
    if not all(map(le, values, values[1:])):
        raise ValueError("corrupt search index: offsets not increasing")
    return values


def assemble(
    meta: dict[str, Any],
    names: bytes,
    terms: bytes,
    df: Iterable[int],
    postings: Sequence[bytes],
    blocks: Sequence[bytes],
) -> list[bytes]:
    """The 8 sections of an index, from its parts: names and terms as :func:`encode_lines`
    wrote them, one encoded posting list per term and one encoded block per 64 documents."""
    term_off, joined_postings = offset_table(postings)
    store_off, store = offset_table(blocks)
    df_bytes = le_array("I", df).tobytes()
    return [dump_meta(meta), names, terms, df_bytes, term_off, joined_postings, store_off, store]


def encode_lines(items: Iterable[str]) -> bytes:
    """Names or terms, newline-separated and zlib'd."""
    return zlib.compress("\n".join(items).encode())


def decode_lines(blob: bytes, count: int) -> tuple[str, ...]:
    """What :func:`encode_lines` wrote, which must hold ``count`` items."""
    raw = zlib.decompress(blob)
    parts = tuple(raw.decode().split("\n")) if count else ()
    if len(parts) != count:
        raise ValueError("corrupt search index: wrong item count")
    return parts


def encode_block(rows: Sequence[Sequence[Any]]) -> bytes:
    """A zlib'd JSON block of stored [description, snippet source, field lengths] rows."""
    return zlib.compress(json.dumps(rows, ensure_ascii=False).encode())


def decode_block(blob: bytes) -> Any:
    """What :func:`encode_block` wrote; the caller checks the shape of each row."""
    return json.loads(zlib.decompress(blob))


def dump_meta(meta: dict[str, Any]) -> bytes:
    """The meta section: BM25F parameters, total field lengths and counts as JSON."""
    return json.dumps(meta).encode()


def load_meta(raw: bytes) -> dict[str, Any]:
    """The meta section (JSON), checked key by key."""
    meta = json.loads(raw)
    if not isinstance(meta, dict):
        raise ValueError("corrupt search index: meta")
    numbers = [meta["k1"], *meta["weights"], *meta["b"]]
    counts = [*meta["lengths"], meta["docs"], meta["terms"]]
    if (
        set(meta) != _META_KEYS
        or [len(meta[k]) if isinstance(meta[k], list) else 0 for k in ("weights", "b", "lengths")]
        != [4, 4, 4]
        or not all(type(x) in (int, float) and 0 <= x < 1e9 for x in numbers)
        or not all(type(x) is int and x >= 0 for x in counts)
        or type(meta["bodies"]) is not bool
        or not (meta["k1"] > 0 and max(meta["b"]) < 1)
    ):
        raise ValueError("corrupt search index: meta values")
    return meta
