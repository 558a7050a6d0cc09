"""The YAML reader of untrusted frontmatter (plain types only, no anchors or aliases, no
duplicate keys, bounded nesting, the YAML 1.2 core schema; messages name file lines): see
:mod:`skills_core.format.yaml_engine`.

PyYAML is imported by the first parse, not with this module: a catalog served from snapshots
carries parsed headers and never reads YAML, so the catalog and MCP functions start without
it (about a twentieth of their import time)."""

from __future__ import annotations

from typing import Any

from skills_core.format.yaml_rules import MAX_DEPTH, FrontmatterYAMLError


def load_yaml_mapping(text: str, *, first_line: int = 1) -> tuple[dict[str, Any], dict[str, str]]:
    """``text`` parsed as a YAML mapping, and the source text of its scalars; ``first_line``
    is the file line ``text`` starts on. See :func:`yaml_engine.load_yaml_mapping`."""
    from skills_core.format import yaml_engine

    return yaml_engine.load_yaml_mapping(text, first_line=first_line)


__all__ = ["MAX_DEPTH", "FrontmatterYAMLError", "load_yaml_mapping"]
