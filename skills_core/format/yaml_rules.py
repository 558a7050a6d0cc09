"""What the frontmatter YAML reader (:mod:`.yaml_safe`) and its PyYAML engine
(:mod:`.yaml_engine`) share: the nesting limit and the error they raise. Its own module so the
engine depends on it, not on the reader that imports the engine."""

from __future__ import annotations

#: Mappings and sequences nest at most this deep.
MAX_DEPTH = 32


class FrontmatterYAMLError(ValueError):
    """Raised with a message that says what is wrong in the YAML and where."""


__all__ = ["MAX_DEPTH", "FrontmatterYAMLError"]
