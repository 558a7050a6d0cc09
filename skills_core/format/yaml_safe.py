"""A YAML loader for untrusted frontmatter: plain types only, no anchors or aliases (no alias
bombs), no duplicate keys, bounded nesting. Dates stay strings so metadata is JSON-clean."""

from __future__ import annotations

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


class _DuplicateKeyCheck:
    """Refuses duplicate keys while constructing mappings (shared by both loaders)."""

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)  # type: ignore[attr-defined]
            try:
                hash(key)
            except TypeError as exc:
                raise FrontmatterYAMLError(
                    f"unhashable mapping key (line {key_node.start_mark.line + 1})"
                ) from exc
            if key in seen:
                raise FrontmatterYAMLError(
                    f"duplicate key {key!r} (line {key_node.start_mark.line + 1}); "
                    "each field may appear once"
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc,no-any-return]


def _line(event: Any) -> int | str:
    mark = getattr(event, "start_mark", None)
    return mark.line + 1 if mark is not None else "?"


def _refuse_references(event: Any) -> None:
    """Anchors and aliases are how alias bombs work; frontmatter never needs them."""
    if isinstance(event, AliasEvent):
        raise FrontmatterYAMLError(
            f"YAML aliases (*{event.anchor}) are not allowed (line {_line(event)}); "
            "write the value out in full"
        )
    anchor = getattr(event, "anchor", None)
    if anchor is not None:
        raise FrontmatterYAMLError(
            f"YAML anchors (&{anchor}) are not allowed (line {_line(event)}); "
            "write the value out in full"
        )


class _StrictLoader(_DuplicateKeyCheck, yaml.SafeLoader):
    """The pure-Python fallback (no libyaml): the checks happen while composing."""

    _depth = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:  # type: ignore[override]
        event = self.peek_event()  # type: ignore[no-untyped-call]
        _refuse_references(event)
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


def _check_events(text: str) -> None:
    """One pass over libyaml's event stream: no anchors, no aliases, bounded nesting."""
    parser = yaml.CSafeLoader(text)  # type: ignore[attr-defined]
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            _refuse_references(event)
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


def load_yaml_mapping(text: str) -> tuple[dict[str, Any], dict[str, str]]:
    """Parse ``text`` as a YAML mapping.

    Returns the mapping and, for every top-level scalar (and ``metadata.*`` scalar), its source
    text, so ``version: 1.10`` can be kept as ``"1.10"`` rather than the float ``1.1``.
    """
    try:
        if _FAST:
            if "&" in text or "*" in text:  # only such text can hold anchors or aliases
                _check_events(text)
            loader: Any = _CStrictLoader(text)
        else:
            loader = _StrictLoader(text)
    except FrontmatterYAMLError:
        raise
    except yaml.YAMLError as exc:
        raise FrontmatterYAMLError(f"invalid YAML: {_mark(exc)}") from exc
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
        raise FrontmatterYAMLError(f"unsupported YAML value: {_mark(exc)}") from exc
    except yaml.YAMLError as exc:
        raise FrontmatterYAMLError(f"invalid YAML: {_mark(exc)}") from exc
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
            try:
                duplicate = key in mapping
            except TypeError as exc:
                raise FrontmatterYAMLError(
                    f"unhashable mapping key (line {key_node.start_mark.line + 1})"
                ) from exc
            if duplicate:
                raise FrontmatterYAMLError(
                    f"duplicate key {key!r} (line {key_node.start_mark.line + 1}); "
                    "each field may appear once"
                )
            mapping[key] = _construct(loader, value_node, depth + 1)
        return mapping
    return loader.construct_object(node, deep=True)


def _mark(exc: yaml.YAMLError) -> str:
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    mark = getattr(exc, "problem_mark", None)
    if mark is not None:
        return f"{problem} (line {mark.line + 1}, column {mark.column + 1})"
    return str(problem)
