"""Reading a verdict strictly, and what it becomes when stored.

The forced tool's input must be exactly ``{"verdict": "safe"|"suspicious"|"malicious",
"reasons": [str, …], "lines": [int, …]}``; any other shape (a missing or extra key, a wrong
type, an unknown verdict, too many or too long reasons) is no verdict. A reply is a verdict
only when it holds exactly one content block, a call of the forced tool: text, another tool or
a second call is no verdict. Why so strict: the reviewed skill may try to talk the model into
a verdict; only a well-formed tool input counts, never prose.

``finding`` maps a verdict to the stored finding (rule ``model-review``): malicious →
critical, suspicious → high, safe → none (a safe review is recorded as the review, not as a
finding). Its message names the model and the reasons, bounded in length."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skills_core.drafting.port import Usage
from skills_core.review.port import VERDICTS, ModelVerdict, Verdict

RULE = "model-review"
OWASP = "AST01"
TOOL_KEYS = frozenset(("verdict", "reasons", "lines"))
MAX_REASONS = 20
MAX_VERDICT_REASON_CHARS = 1000
MAX_LINES = 200
MAX_LINE = 1_000_000
MESSAGE_MAX = 500
_SEVERITY: dict[Verdict, str] = {"malicious": "critical", "suspicious": "high"}


def parse_verdict(
    tool_input: object, model_id: str, usage: Usage | None = None
) -> ModelVerdict | None:
    """The verdict in the forced tool's input, or ``None`` when it is not exactly the shape."""
    if not isinstance(tool_input, Mapping) or set(tool_input) != TOOL_KEYS:
        return None
    verdict, reasons, lines = tool_input["verdict"], tool_input["reasons"], tool_input["lines"]
    if not isinstance(verdict, str) or verdict not in VERDICTS:
        return None
    if (
        not isinstance(reasons, list)
        or len(reasons) > MAX_REASONS
        or not all(isinstance(r, str) and len(r) <= MAX_VERDICT_REASON_CHARS for r in reasons)
    ):
        return None
    if (
        not isinstance(lines, list)
        or len(lines) > MAX_LINES
        or not all(type(n) is int and 1 <= n <= MAX_LINE for n in lines)
    ):
        return None
    clean = tuple(" ".join(r.split()) for r in reasons)
    return ModelVerdict(verdict, tuple(r for r in clean if r), tuple(lines), model_id,  # type: ignore[arg-type]
                        usage or Usage())  # fmt: skip


def verdict_from_reply(
    response: Mapping[str, Any], model_id: str, tool_name: str
) -> ModelVerdict | None:
    """The verdict in a Converse reply: exactly one content block, a ``toolUse`` of
    ``tool_name`` with a valid input; anything else is ``None``."""
    tokens = response.get("usage") or {}
    usage = Usage(_count(tokens, "inputTokens"), _count(tokens, "outputTokens"))
    message = (response.get("output") or {}).get("message") or {}
    blocks = message.get("content")
    if not isinstance(blocks, list) or len(blocks) != 1 or not isinstance(blocks[0], Mapping):
        return None
    use = blocks[0].get("toolUse")
    if (
        set(blocks[0]) != {"toolUse"}
        or not isinstance(use, Mapping)
        or use.get("name") != tool_name
    ):
        return None
    return parse_verdict(use.get("input"), model_id, usage)


def _count(tokens: Mapping[str, Any], key: str) -> int:
    value = tokens.get(key, 0) if isinstance(tokens, Mapping) else 0
    return value if type(value) is int and value >= 0 else 0


def finding(verdict: ModelVerdict) -> dict[str, str | int] | None:
    """The stored finding of a verdict (the shape of a scanner finding), or ``None`` for
    safe. Its line is the first line the model named (1 when it named none)."""
    severity = _SEVERITY.get(verdict.verdict)
    if severity is None:
        return None
    reasons = "; ".join(verdict.reasons) or "no reason given"
    message = f"model {verdict.model_id} judged this skill {verdict.verdict}: {reasons}"
    if len(message) > MESSAGE_MAX:
        message = message[: MESSAGE_MAX - 1] + "…"
    return {"rule": RULE, "severity": severity, "owasp": OWASP, "message": message,
            "line": verdict.lines[0] if verdict.lines else 1, "excerpt": ""}  # fmt: skip


__all__ = ["MESSAGE_MAX", "RULE", "TOOL_KEYS", "finding", "parse_verdict", "verdict_from_reply"]
