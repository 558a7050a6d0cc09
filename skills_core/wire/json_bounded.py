"""The bounded JSON reader every request body (HTTP and MCP) and generation message goes
through before a model sees it: size, depth, value count, duplicate keys, non-JSON constants,
over-long numbers and lone surrogates are refused with a message in JSON words, before the
work they would cause is done. In the core, so the MCP endpoint reads its bodies exactly as
the HTTP routes read theirs."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Any

#: A request body (or generation message) is at most this many bytes of UTF-8 JSON; this is
#: also the SPEC's "1 MiB of JSON" for activation arguments.
MAX_BODY_BYTES = 1024 * 1024
#: Objects and arrays nest at most this deep.
MAX_JSON_DEPTH = 32
#: A body holds at most this many JSON values in all (nested ones count).
MAX_JSON_VALUES = 20_000
_SURROGATE = re.compile("[\ud800-\udfff]")
#: A JSON string (escapes included), to see the structure around the strings.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
#: A key or path segment quoted in a message is cut to this many characters.
MAX_QUOTED_CHARS = 40


def quoted(key: object) -> str:
    """A user-supplied key for a message: JSON-quoted, control characters escaped, cut."""
    text = str(key)
    if len(text) > MAX_QUOTED_CHARS:
        text = text[:MAX_QUOTED_CHARS] + "…"
    return json.dumps(text)


class JsonBodyError(ValueError):
    """A document that is not JSON this API reads; ``message`` says why, in JSON words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _check_tree(data: Any, what: str) -> None:
    """Depth, value count and Unicode of parsed JSON, iteratively (no recursion to exhaust);
    children are counted before they are visited, so a huge array is refused at once."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    count = 1
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            texts: Iterable[str] = (value,)
        elif isinstance(value, dict | list):
            if depth > MAX_JSON_DEPTH:
                raise too_deep(what)
            count += len(value)
            if count > MAX_JSON_VALUES:
                raise too_many(what)
            children = value.values() if isinstance(value, dict) else value
            stack.extend((child, depth + 1) for child in children)
            texts = value.keys() if isinstance(value, dict) else ()
        else:
            continue
        if any(_SURROGATE.search(text) for text in texts):
            raise JsonBodyError(
                f"{what} is not valid Unicode text: a string holds an unpaired surrogate "
                "(\\ud800-\\udfff); send UTF-8 text"
            )


def _no_constant(what: str) -> Callable[[str], Any]:
    """``NaN`` and ``Infinity`` are not JSON (Python's reader accepts them)."""

    def refuse(name: str) -> Any:
        raise JsonBodyError(f"{what}: {name} is not a JSON number; send a number or a string")

    return refuse


class _Objects:
    """The reader's object hook: refuses a key named twice in one object (which one would
    win?) and stops the parse once the body holds too many values, instead of building
    them all first."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.values = 0

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        self.values += len(pairs) + 1
        if self.values > MAX_JSON_VALUES:
            raise too_many(self.what)
        data = dict(pairs)
        if len(data) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    raise JsonBodyError(
                        f"{self.what}: key {quoted(key)} appears twice in one object; send it once"
                    )
                seen.add(key)
        return data


def too_many(what: str) -> JsonBodyError:
    return JsonBodyError(f"{what} holds more than {MAX_JSON_VALUES} JSON values; send fewer")


def too_deep(what: str) -> JsonBodyError:
    return JsonBodyError(
        f"{what} is nested deeper than {MAX_JSON_DEPTH} levels; flatten the objects and arrays"
    )


def parse_json(text: str, *, what: str = "the JSON body") -> Any:
    """``text`` parsed, or :class:`JsonBodyError`: over :data:`MAX_BODY_BYTES`, not JSON,
    nested deeper than :data:`MAX_JSON_DEPTH`, more than :data:`MAX_JSON_VALUES` values, a
    number too long to read, or a string that is not Unicode text (a lone surrogate)."""
    too_big = len(text) > MAX_BODY_BYTES or (
        not text.isascii() and len(text.encode("utf-8", "surrogatepass")) > MAX_BODY_BYTES
    )
    if too_big:
        raise JsonBodyError(
            f"{what} is larger than {MAX_BODY_BYTES} bytes ({MAX_BODY_BYTES // 1024} KiB); "
            "send less"
        )
    if len(text) > 2 * MAX_JSON_VALUES and _STRING.sub("", text).count(",") >= MAX_JSON_VALUES:
        # Each comma outside strings starts one more value: refused before any is built
        # (building hundreds of thousands of containers costs far more than this scan).
        raise too_many(what)
    try:
        data = json.loads(text, parse_constant=_no_constant(what), object_pairs_hook=_Objects(what))
    except JsonBodyError:
        raise
    except RecursionError:
        raise too_deep(what) from None
    except json.JSONDecodeError as exc:
        raise JsonBodyError(
            f"{what} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except ValueError:
        # int() refuses numbers of more than 4300 digits.
        raise JsonBodyError(
            f"{what} holds a number too long to read; send shorter numbers"
        ) from None
    _check_tree(data, what)
    return data


__all__ = [
    "MAX_BODY_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_JSON_VALUES",
    "MAX_QUOTED_CHARS",
    "JsonBodyError",
    "parse_json",
    "quoted",
]
