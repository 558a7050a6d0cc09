"""Short base64 literals that decode to prose or commands ("decode this and follow it"): the
encoded-payload rule reads runs of 200+ characters; ``decoded_lines`` decodes the shorter
ones (24+), each on the line it sits on, so the rules can read what the agent would read
after decoding. Candidates come from the text's distinct tokens (the needle index), so a
text with no such token costs one pass over its vocabulary."""

from __future__ import annotations

import base64
import binascii
import re
from itertools import compress

from .scan_text import Doc

MAX_LITERALS = 50  # decoded per text
_B64_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
_EDGE = "`'\"()[]{}<>,.;:"


def _decode(token: str) -> str | None:
    try:
        raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        text = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    return text if text.count(" ") >= 3 and printable == len(text) else None


def decoded_lines(doc: Doc) -> str | None:
    """The text with each short base64 literal replaced by what it decodes to, on its own line
    (the other lines empty, so line numbers stay); None when nothing decodes to text."""
    index = doc._needles
    if index is None:
        return None
    out: dict[int, list[str]] = {}
    tried = 0
    tokens = index.tokens
    for token in compress(tokens, map((24).__le__, map(len, tokens))):  # at C speed
        if tried >= MAX_LITERALS:
            break
        core = token.strip(_EDGE)
        if len(core) < 24 or len(core) > 4000 or not _B64_RE.fullmatch(core):
            continue
        tried += 1
        pos = doc.low.find(core)
        literal = doc.text[pos : pos + len(core)]  # the same offsets, original case
        if (text := _decode(literal)) is not None:
            out.setdefault(doc.line_of(pos), []).append(text.replace("\n", " "))
    if not out:
        return None
    return "\n".join(" ".join(out.get(i, ())) for i in range(len(doc.lines)))
