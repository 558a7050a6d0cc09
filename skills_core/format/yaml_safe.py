"""A YAML loader for untrusted frontmatter: plain types only, no anchors or aliases (no alias
bombs), no duplicate keys, bounded nesting. Dates stay strings so metadata is JSON-clean.

Every message names a line of the *file*: callers pass the file line the text starts on, so
``invalid YAML at line 3, column 14: ...`` points where an editor does."""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    SequenceEndEvent,
    SequenceStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

MAX_DEPTH = 32


class FrontmatterYAMLError(ValueError):
    """Raised with a message that says what is wrong in the YAML and where."""


def _line(mark: Any, first_line: int) -> int | str:
    """The file line of a PyYAML mark (0-based inside the text) given the text's first line."""
    return first_line + mark.line if mark is not None else "?"


def _key_problem(key: Any, mark: Any, first_line: int) -> FrontmatterYAMLError | None:
    """Unhashable keys cannot be checked for duplicates; say where, in file lines."""
    try:
        hash(key)
    except TypeError:
        return FrontmatterYAMLError(f"unhashable mapping key at line {_line(mark, first_line)}")
    return None


def _duplicate(key: Any, mark: Any, first_line: int) -> FrontmatterYAMLError:
    return FrontmatterYAMLError(
        f"duplicate key {key!r} at line {_line(mark, first_line)}; each field may appear once"
    )


class _DuplicateKeyCheck:
    """Refuses duplicate keys while constructing mappings (shared by both loaders)."""

    #: The file line the YAML text starts on (set per load).
    first_line = 1

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)  # type: ignore[attr-defined]
            problem = _key_problem(key, key_node.start_mark, self.first_line)
            if problem is not None:
                raise problem
            if key in seen:
                raise _duplicate(key, key_node.start_mark, self.first_line)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc,no-any-return]


def _refuse_references(event: Any, first_line: int) -> None:
    """Anchors and aliases are how alias bombs work; frontmatter never needs them."""
    if isinstance(event, AliasEvent):
        what = f"aliases (*{event.anchor})"
    elif getattr(event, "anchor", None) is not None:
        what = f"anchors (&{event.anchor})"
    else:
        return
    line = _line(getattr(event, "start_mark", None), first_line)
    raise FrontmatterYAMLError(
        f"YAML {what} are not allowed at line {line}; write the value out in full"
    )


class _StrictLoader(_DuplicateKeyCheck, yaml.SafeLoader):
    """The pure-Python fallback (no libyaml): the checks happen while composing."""

    _depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:  # type: ignore[override]
        event = self.peek_event()  # type: ignore[no-untyped-call]
        _refuse_references(event, self.first_line)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise FrontmatterYAMLError(
                    f"YAML nesting is deeper than {MAX_DEPTH} levels; flatten the frontmatter"
                )
            return super().compose_node(parent, index)  # type: ignore[no-any-return]
        finally:
            self._depth -= 1


# Drop implicit timestamps (keep `2024-01-01` a string) on our loader only.
_StrictLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


_FAST = bool(getattr(yaml, "__with_libyaml__", False))
if _FAST:

    class _CStrictLoader(_DuplicateKeyCheck, yaml.CSafeLoader):  # type: ignore[name-defined,misc]
        """libyaml's parser and composer (about 10x faster); anchors, aliases and depth are
        refused by :func:`_check_events` before this composes anything."""

    _CStrictLoader.yaml_implicit_resolvers = {
        first: [(t, r) for t, r in resolvers if t != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }


def _check_events(text: str, first_line: int) -> None:
    """One pass over libyaml's event stream: no anchors, no aliases, bounded nesting."""
    parser = yaml.CSafeLoader(text)  # type: ignore[attr-defined]
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            _refuse_references(event, first_line)
            if isinstance(event, MappingStartEvent | SequenceStartEvent):
                depth += 1
                if depth >= MAX_DEPTH:
                    raise FrontmatterYAMLError(
                        f"YAML nesting is deeper than {MAX_DEPTH} levels; flatten the frontmatter"
                    )
            elif isinstance(event, MappingEndEvent | SequenceEndEvent):
                depth -= 1
    finally:
        parser.dispose()


def load_yaml_mapping(text: str, *, first_line: int = 1) -> tuple[dict[str, Any], dict[str, str]]:
    """Parse ``text`` as a YAML mapping; ``first_line`` is the file line ``text`` starts on
    (frontmatter starts on line 2, after the opening ``---``), so messages name file lines.

    Returns the mapping and, for every top-level scalar (and ``metadata.*`` scalar), its source
    text, so ``version: 1.10`` can be kept as ``"1.10"`` rather than the float ``1.1``.
    """
    try:
        if _FAST:
            if "&" in text or "*" in text:  # only such text can hold anchors or aliases
                _check_events(text, first_line)
            loader: Any = _CStrictLoader(text)
        else:
            loader = _StrictLoader(text)
    except FrontmatterYAMLError:
        raise
    except yaml.YAMLError as exc:
        raise FrontmatterYAMLError(_describe("invalid YAML", exc, text, first_line)) from exc
    loader.first_line = first_line
    try:
        node = loader.get_single_node()
        if node is None:
            return {}, {}
        if not isinstance(node, MappingNode):
            raise FrontmatterYAMLError("frontmatter must be a YAML mapping of field: value")
        data = _construct(loader, node, 1) if _FAST else loader.construct_document(node)
    except FrontmatterYAMLError:
        raise
    except ConstructorError as exc:
        raise FrontmatterYAMLError(
            _describe("unsupported YAML value", exc, text, first_line)
        ) from exc
    except yaml.YAMLError as exc:
        raise FrontmatterYAMLError(_describe("invalid YAML", exc, text, first_line)) from exc
    except RecursionError as exc:  # pragma: no cover - depth guard fires first
        raise FrontmatterYAMLError("YAML nesting is too deep") from exc
    finally:
        loader.dispose()
    raw: dict[str, str] = {}
    for key_node, value_node in node.value:
        if not isinstance(key_node, ScalarNode):
            continue
        if isinstance(value_node, ScalarNode):
            raw[str(key_node.value)] = str(value_node.value)
        elif key_node.value == "metadata" and isinstance(value_node, MappingNode):
            for sub_key, sub_value in value_node.value:
                if isinstance(sub_key, ScalarNode) and isinstance(sub_value, ScalarNode):
                    raw[f"metadata.{sub_key.value}"] = str(sub_value.value)
        elif isinstance(value_node, SequenceNode | MappingNode):
            continue
    return data, raw


_STR_TAG = "tag:yaml.org,2002:str"
_SEQ_TAG = "tag:yaml.org,2002:seq"
_MAP_TAG = "tag:yaml.org,2002:map"


def _construct(loader: Any, node: Node, depth: int) -> Any:
    """Build plain values from libyaml's nodes: strings, lists and mappings directly (the
    common case, several times faster than PyYAML's generic constructor), every other tag
    through the safe constructor (which refuses unknown ones). Checks depth and duplicate or
    unhashable keys on the way."""
    if depth > MAX_DEPTH:
        raise FrontmatterYAMLError(
            f"YAML nesting is deeper than {MAX_DEPTH} levels; flatten the frontmatter"
        )
    if isinstance(node, ScalarNode):
        return node.value if node.tag == _STR_TAG else loader.construct_object(node, deep=True)
    if isinstance(node, SequenceNode) and node.tag == _SEQ_TAG:
        return [_construct(loader, item, depth + 1) for item in node.value]
    if isinstance(node, MappingNode) and node.tag == _MAP_TAG:
        mapping: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                return loader.construct_object(node, deep=True)  # `<<:` keys: the full rules
            key = _construct(loader, key_node, depth + 1)
            problem = _key_problem(key, key_node.start_mark, loader.first_line)
            if problem is not None:
                raise problem
            if key in mapping:
                raise _duplicate(key, key_node.start_mark, loader.first_line)
            mapping[key] = _construct(loader, value_node, depth + 1)
        return mapping
    return loader.construct_object(node, deep=True)


#: libyaml words some problems differently from PyYAML; one wording whichever parser ran.
_SAME_PROBLEM = {
    "mapping values are not allowed in this context": "mapping values are not allowed here"
}
_UNQUOTED_COLON = "mapping values are not allowed here"
_HINT_CHARS = 72
_KEY_VALUE = re.compile(r"\s*([A-Za-z0-9_.-]+):[ \t]+(.*?)\s*")


def _describe(kind: str, exc: yaml.YAMLError, text: str, first_line: int) -> str:
    """``<kind> at line L, column C: <problem>`` in file lines, without PyYAML's own framing
    (its ``in "<unicode string>"`` snippets), plus a fix for the commonest mistake."""
    problem = getattr(exc, "problem", None) or getattr(exc, "context", None) or "cannot be parsed"
    problem = _SAME_PROBLEM.get(problem, problem)
    mark = getattr(exc, "problem_mark", None)
    if mark is None:
        return f"{kind}: {problem}"
    message = f"{kind} at line {_line(mark, first_line)}, column {mark.column + 1}: {problem}"
    if problem == _UNQUOTED_COLON:
        message += _quoting_hint(text, mark.line)
    return message


def _quoting_hint(text: str, index: int) -> str:
    """``description: Use when: the user asks`` is the usual cause: show that line quoted
    (a long value shortened, so the message stays one readable line)."""
    lines = text.split("\n")
    match = _KEY_VALUE.fullmatch(lines[index]) if index < len(lines) else None
    key, value = "description", "Use when: the user asks"
    if match is not None and ": " in match.group(2):
        key, value = match.group(1), match.group(2)
    if len(value) > _HINT_CHARS:
        value = value[: _HINT_CHARS - 1].rstrip() + "…"
    # YAML's single quotes escape nothing but themselves: use them when the value has '"' or '\\'.
    single = '"' in value or "\\" in value
    quoted = "'" + value.replace("'", "''") + "'" if single else f'"{value}"'
    return f"; values containing ': ' must be quoted, e.g. {key}: {quoted}"
