"""A small YAML 1.2 core-schema reader, the oracle for what the conformance suite (npm ``yaml``
2.x) makes of a frontmatter: PyYAML composes the nodes (syntax is the same for frontmatter),
and plain scalars are typed by the 1.2 core schema's rules, not 1.1's (so ``yes`` stays a
string, ``0777`` is 777, ``0o17`` is 15, ``1_000`` and ``2024-01-01`` stay strings). Explicit
tags (``!!int``) are not interpreted: frontmatter does not use them."""

from __future__ import annotations

import math
import re
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
_BOOL = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
_INT = re.compile(r"^[-+]?[0-9]+$")
_OCT = re.compile(r"^0o[0-7]+$")
_HEX = re.compile(r"^0x[0-9a-fA-F]+$")
_FLOAT = re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$")
_INF = re.compile(r"^[-+]?\.(?:inf|Inf|INF)$")
_NAN = re.compile(r"^\.(?:nan|NaN|NAN)$")


def _plain(text: str) -> Any:
    if _NULL.match(text):
        return None
    if text in _BOOL:
        return _BOOL[text]
    if _INT.match(text):
        return int(text)
    if _OCT.match(text):
        return int(text[2:], 8)
    if _HEX.match(text):
        return int(text[2:], 16)
    if _FLOAT.match(text):
        number = float(text)
        return int(number) if number.is_integer() else number  # JavaScript has one number type
    if _INF.match(text):
        return -math.inf if text.startswith("-") else math.inf
    if _NAN.match(text):
        return math.nan
    return text


def _value(node: Node) -> Any:
    if isinstance(node, ScalarNode):  # quoted and block scalars are strings
        return _plain(node.value) if node.style is None else node.value
    if isinstance(node, SequenceNode):
        return [_value(item) for item in node.value]
    assert isinstance(node, MappingNode)
    return {str(_value(k)): _value(v) for k, v in node.value}


def load(text: str) -> Any:
    node = yaml.compose(text, Loader=yaml.BaseLoader)  # no implicit (1.1) typing at all
    return {} if node is None else _value(node)
