"""The PyYAML side of :mod:`skills_core.format.yaml_safe` (imported by its first parse). A
YAML loader for untrusted frontmatter: plain types only, no anchors or aliases (no alias
bombs), no duplicate keys, bounded nesting.

Plain scalars are typed by the YAML 1.2 core schema, not PyYAML's 1.1 rules, because what the
MCP endpoint serves must equal what a YAML 1.2 reader (the conformance suite, most JavaScript
and Go readers) makes of the same file: ``yes``/``off``/``=``/``<<`` and dates are strings,
``0777`` is 777, ``0o17`` is 15, ``1e3`` is a float, ``1_000`` and ``1:30`` are strings.

Every message names a line of the *file*: callers pass the file line the text starts on, so
``invalid YAML at line 3, column 14: ...`` points where an editor does."""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    SequenceEndEvent,
    SequenceStartEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from skills_core.format.yaml_rules import MAX_DEPTH, FrontmatterYAMLError


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

    def flatten_mapping(self, node: MappingNode) -> None:
        """YAML 1.2 has no merge keys: ``<<`` is a plain key (an explicit ``!!merge`` tag is
        refused as an unknown tag, on both parser paths)."""

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        """PyYAML's constructors raise ValueError or KeyError on a value they cannot read
        (``!!int x``, ``!!timestamp 2024-02-30``, an integer beyond Python's 4,300-digit
        limit): make that a frontmatter error naming the file line, never an uncaught one."""
        try:
            return super().construct_object(node, deep=deep)  # type: ignore[misc]
        except FrontmatterYAMLError:
            raise
        except (ValueError, KeyError, OverflowError):
            value = node.value if isinstance(node, ScalarNode) else node.tag
            shown = value if len(value) <= 40 else value[:39] + "…"
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            raise FrontmatterYAMLError(
                f"unsupported YAML value at line {_line(node.start_mark, self.first_line)}, "
                f"column {node.start_mark.column + 1}: {shown!r} cannot be read as {tag}"
            ) from None


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


# The YAML 1.2 core schema (spec 1.2.2, section 10.3.2): which plain scalars are not strings.
_DECIMAL = re.compile(r"[-+]?[0-9]+\Z")
_OCTAL = re.compile(r"0o[0-7]+\Z")
_HEX = re.compile(r"0x[0-9a-fA-F]+\Z")
_CORE_INT = re.compile("|".join(p.pattern for p in (_DECIMAL, _OCTAL, _HEX)))
_CORE_FLOAT = re.compile(
    r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?\Z"
    r"|[-+]?\.(?:inf|Inf|INF)\Z|\.(?:nan|NaN|NAN)\Z"
)
_DIGITS = list("0123456789")
#: (tag, pattern, first characters), in the order PyYAML tries them (ints before floats).
_CORE_RESOLVERS: list[tuple[str, re.Pattern[str], list[str]]] = [
    ("tag:yaml.org,2002:null", re.compile(r"(?:~|null|Null|NULL|)\Z"), ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:bool", re.compile(r"(?:true|True|TRUE|false|False|FALSE)\Z"), list("tTfF")),
    ("tag:yaml.org,2002:int", _CORE_INT, ["-", "+", *_DIGITS]),
    ("tag:yaml.org,2002:float", _CORE_FLOAT, ["-", "+", ".", *_DIGITS]),
]


def core_schema_resolvers() -> dict[str | None, list[tuple[str, re.Pattern[str]]]]:
    """A resolver table (PyYAML's ``yaml_implicit_resolvers`` shape) for the 1.2 core schema:
    no 1.1 booleans, sexagesimals, underscores, binary, merge or value keys, timestamps."""
    table: dict[str | None, list[tuple[str, re.Pattern[str]]]] = {}
    for tag, pattern, firsts in _CORE_RESOLVERS:
        for first in firsts:
            table.setdefault(first, []).append((tag, pattern))
    return table


def _construct_core_int(loader: SafeConstructor, node: ScalarNode) -> int:
    """1.2 integers: ``0777`` is decimal, ``0o17`` octal, ``0x1F`` hex. An explicit ``!!int``
    in a 1.1 form (``!!int 1_000``) still reads as 1.1 did, so no file that loaded stops."""
    text = str(loader.construct_scalar(node))
    if _DECIMAL.match(text):
        return int(text)
    if _OCTAL.match(text):
        return int(text[2:], 8)
    if _HEX.match(text):
        return int(text[2:], 16)
    return loader.construct_yaml_int(node)  # type: ignore[no-any-return,no-untyped-call]


#: First characters some core resolver claims; a plain scalar starting otherwise is a string.
_CLAIMED_FIRSTS = frozenset(first for _, _, firsts in _CORE_RESOLVERS for first in firsts)


def _fast_resolution(loader_class: Any) -> None:
    """PyYAML resolves every node in Python, even with libyaml: it concatenates and scans
    resolver lists per scalar and tracks path resolvers per node. Here a plain scalar starting
    with a character no core resolver claims is a string at once (the tag the full resolution
    gives), and path tracking is skipped (safe loaders have no path resolvers): about a tenth
    of a frontmatter's parse."""
    assert not loader_class.yaml_path_resolvers
    full = loader_class.resolve

    def resolve(self: Any, kind: Any, value: Any, implicit: Any) -> Any:
        if kind is ScalarNode and implicit[0] and value and value[0] not in _CLAIMED_FIRSTS:
            return "tag:yaml.org,2002:str"
        return full(self, kind, value, implicit)

    def no_paths(self: Any, *_: Any) -> None:
        return None

    loader_class.resolve = resolve
    loader_class.descend_resolver = no_paths
    loader_class.ascend_resolver = no_paths


def _use_core_schema(loader_class: Any) -> None:
    loader_class.yaml_implicit_resolvers = core_schema_resolvers()
    loader_class.add_constructor("tag:yaml.org,2002:int", _construct_core_int)
    _fast_resolution(loader_class)


_use_core_schema(_StrictLoader)


_FAST = bool(getattr(yaml, "__with_libyaml__", False))
if _FAST:

    class _CStrictLoader(_DuplicateKeyCheck, yaml.CSafeLoader):  # type: ignore[name-defined,misc]
        """libyaml's parser and composer (about 10x faster); anchors, aliases and depth are
        refused by :func:`_check_events` before this composes anything."""

    _use_core_schema(_CStrictLoader)


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
