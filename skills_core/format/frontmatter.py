"""Where a skill file's frontmatter is: the line-anchored split of a whole file, the same rule
applied to the first bytes of a file (discovery reads heads, never bodies), strict UTF-8 and
the 64 KiB cap. Every source and the publisher use these, so the rule exists once."""

from __future__ import annotations

import re
from dataclasses import dataclass

from skills_core.errors import SkillInvalidError

MAX_FRONTMATTER_BYTES = 64 * 1024
#: The longest head a source reads to find the frontmatter (its cap plus the delimiters).
MAX_HEAD_BYTES = MAX_FRONTMATTER_BYTES + 1024
DELIMITER = "---"

_BOM = b"\xef\xbb\xbf"
# The closing delimiter: a line that is exactly ``---`` (LF or CRLF), or ``---`` at the end.
_CLOSE_BYTES = re.compile(rb"\n---(\r?\n|\Z)")
_CLOSE_TEXT = re.compile(r"\n---(?:\n|\Z)")
_SURROGATE = re.compile("[\ud800-\udfff]")


class NoFrontmatterError(SkillInvalidError):
    """A Markdown file without frontmatter (a README): callers skip it with a warning."""


class NeedMoreBytes(Exception):
    """The head of a file ends before its frontmatter closes: read a longer head."""


@dataclass(frozen=True)
class SplitDocument:
    frontmatter: str | None
    body: str


def decode_text(data: str | bytes, location: str) -> str:
    """Decode UTF-8 strictly and refuse NUL bytes; strips a leading BOM."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SkillInvalidError(
                f"{location}: not valid UTF-8 (byte {exc.start}); save the file as UTF-8"
            ) from None
    else:
        text = data
        if _SURROGATE.search(text):
            raise SkillInvalidError(
                f"{location}: contains a lone surrogate (an unpaired \\ud800-\\udfff escape); "
                "send valid Unicode text"
            )
    if "\x00" in text:
        raise SkillInvalidError(
            f"{location}: contains a NUL byte; skill files must be plain UTF-8 text"
        )
    return text[1:] if text.startswith("\ufeff") else text


def check_frontmatter_size(frontmatter: str, location: str) -> None:
    """The one 64 KiB rule (frontmatter is read on every listing; long text belongs in the
    body)."""
    chars = len(frontmatter)  # UTF-8 takes 1-4 bytes a character: encode only when it matters
    if chars * 4 > MAX_FRONTMATTER_BYTES and (
        chars > MAX_FRONTMATTER_BYTES or len(frontmatter.encode("utf-8")) > MAX_FRONTMATTER_BYTES
    ):
        raise SkillInvalidError(
            f"{location}: frontmatter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB; "
            "move long text into the body"
        )


def unclosed(location: str) -> SkillInvalidError:
    return SkillInvalidError(
        f"{location}: frontmatter is not closed; add a line containing exactly '---' after the "
        "YAML fields"
    )


def oversized_or_unclosed(location: str) -> SkillInvalidError:
    """What a head reader says when even the longest head holds no closing line."""
    return SkillInvalidError(
        f"{location}: frontmatter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB or not "
        "closed; close it with a line containing exactly '---'"
    )


def split_frontmatter(data: str | bytes, location: str = "<skill>") -> SplitDocument:
    """Split a whole file: the first line is exactly ``---`` and the frontmatter ends at the
    next line that is exactly ``---``. CRLF is accepted. The body is stripped."""
    text = decode_text(data, location).replace("\r\n", "\n")
    if not (text == DELIMITER or text.startswith(DELIMITER + "\n")):
        return SplitDocument(None, text.strip())
    rest = text[len(DELIMITER) + 1 :]
    if rest.startswith(DELIMITER + "\n") or rest == DELIMITER:
        end, after = 0, len(DELIMITER) + 1
    else:
        match = _CLOSE_TEXT.search(rest)
        if match is None:
            raise unclosed(location)
        end, after = match.start() + 1, match.end()
    frontmatter = rest[:end]
    check_frontmatter_size(frontmatter, location)
    return SplitDocument(frontmatter, rest[after:].strip())


def frontmatter_from_head(data: bytes, *, complete: bool, location: str) -> str | None:
    """The frontmatter of a file given its first bytes (``complete``: ``data`` is the whole
    file); ``None`` when the file has none.

    Only the bytes up to the closing line are decoded. The delimiter is ASCII, so a multi-byte
    character cut by the end of a partial read is never decoded: when the closing line is not
    inside ``data`` we ask for more bytes instead (:class:`NeedMoreBytes`). Raises
    ``SkillInvalidError`` for unclosed, oversized or undecodable frontmatter."""
    body = data[len(_BOM) :] if data.startswith(_BOM) else data
    if not complete and (
        _BOM.startswith(data) or b"---\n".startswith(body) or b"---\r\n".startswith(body)
    ):
        raise NeedMoreBytes  # too short to tell whether frontmatter opens
    if body.startswith(b"---\n"):
        opening = 3
    elif body.startswith(b"---\r\n"):
        opening = 4
    elif complete and body == b"---":
        raise unclosed(location)
    else:
        return None
    match = _CLOSE_BYTES.search(body, opening)
    if match is not None and not complete and not match.group(1):
        match = None  # "\n---" at the very end of a partial head: the line may go on
    if match is None:
        if not complete:
            raise NeedMoreBytes
        raise unclosed(location)
    # The decoded prefix starts with the ASCII opening line, so its offsets are byte offsets.
    text = decode_text(body[: match.start() + 1], location)
    frontmatter = text[opening + 1 :].replace("\r\n", "\n")
    check_frontmatter_size(frontmatter, location)
    return frontmatter


__all__ = [
    "DELIMITER",
    "MAX_FRONTMATTER_BYTES",
    "MAX_HEAD_BYTES",
    "NeedMoreBytes",
    "NoFrontmatterError",
    "SplitDocument",
    "check_frontmatter_size",
    "decode_text",
    "frontmatter_from_head",
    "oversized_or_unclosed",
    "split_frontmatter",
    "unclosed",
]
