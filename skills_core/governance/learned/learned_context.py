"""Which lines the learned layer does not read as said: the rules' own context machinery
(``scan_context.defensive`` and ``scan_prose.forbidden_line``), so a line that detects, teaches,
quotes as an example or forbids what it names ("# Red flags", "## When not to use",
"Attackers write lines such as …") counts for the layer as little as for the rules.

Forbidding context is a gate (the rules drop such a line to low outright); defensive wording
is a feature (the rules' cue words are broad: "flag", "scan", "example"; as a gate it cost 1.1
points of out-of-fold recall with the rules, 4.3 for the layer alone, and as a feature none
that counts), chosen out of fold on the training sets."""

from __future__ import annotations

from ..reading.scan_context import defensive
from ..reading.scan_prose import forbidden_line
from ..reading.scan_text import Doc


def forbids(doc: Doc, i: int) -> bool:
    """Line ``i`` sits under a heading or list lead-in that forbids ("## When not to use",
    "**Must not:**", "Red flags:"): the rules read it as low, the layer does not read it."""
    return 0 <= i < len(doc.low_lines) and forbidden_line(doc, i)


def defends(doc: Doc, i: int) -> bool:
    """Line ``i`` talks about what it names defensively around its start (detecting, teaching,
    quoting an example; the same test the rules apply around a hit, evasion guards included):
    the layer's class ``ctx``, whose weight is learned."""
    return 0 <= i < len(doc.low_lines) and defensive(doc, i, 0, 0)
