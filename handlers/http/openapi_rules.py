"""What the OpenAPI document states beyond the handlers' own signatures: the patterns and
lengths the service enforces on path and query parameters and body fields (SPEC §1, §6, §10,
§11), the ``text/plain`` catalog, and every status ``POST /mcp`` answers. Each rule is taken
from its one home in the code (the name and label patterns, the version digits, the search
bounds), so the document cannot drift from what the service checks; the checks themselves
stay where they are (their messages are the service's, never a schema validator's)."""

from __future__ import annotations

from typing import Any

from skills_core.compose.search import MAX_QUERY_CHARS
from skills_core.format.field_rules import MAX_COMPATIBILITY_CHARS, NAME_RE
from skills_core.governance.lifecycle import DEFAULT_LABEL, LABEL_PATTERN
from skills_core.idempotency import KEY_PATTERN
from skills_core.prompt.catalog import budget_for_any_catalog
from skills_core.prompt.limits import MAX_COMMAND_CHARS
from skills_core.service.paging import PAGE_CURSORS
from skills_core.service.reads import MAX_VERSION_DIGITS
from skills_core.service.search import MAX_TAG_CHARS, MAX_TAGS

#: SPEC §11: a tenant holds up to 100,000 skills in S3 and 100,000 in its store.
MAX_TENANT_SKILLS = 200_000
#: Text with at least one character that is not white space (what ``str.strip`` keeps).
VISIBLE = r"\S"

NAME = {"type": "string", "pattern": f"^{NAME_RE.pattern}$", "minLength": 1, "maxLength": 64}
LABEL = {"type": "string", "pattern": LABEL_PATTERN, "minLength": 1, "maxLength": 32}
#: A store version: a positive whole number in ASCII digits (``1.0.0`` is refused).
VERSION = {"type": "string", "pattern": "^0*[1-9][0-9]*$", "maxLength": MAX_VERSION_DIGITS}
TEXT = {"type": "string", "minLength": 1, "pattern": VISIBLE}

#: (where, name) -> the parameter's schema (its description is kept).
PARAMETERS: dict[tuple[str, str], dict[str, Any]] = {
    ("path", "name"): NAME,
    ("path", "label"): LABEL,
    ("query", "label"): LABEL,
    ("path", "version"): VERSION,
    ("query", "version"): VERSION,
    ("path", "path"): {"type": "string", "minLength": 1},
    ("query", "q"): {**TEXT, "maxLength": MAX_QUERY_CHARS},
    # The gateway joins a repeated query key's values with commas (payload 2.0): no tag
    # can hold one.
    ("query", "tag"): {
        "type": "array",
        "maxItems": MAX_TAGS,
        "items": {
            "type": "string",
            "pattern": "^[^,]*[^,\\s][^,]*$",
            "maxLength": MAX_TAG_CHARS,
        },
    },
    ("query", "cursor"): {
        "type": "string",
        "pattern": f"^{PAGE_CURSORS.prefix.replace('.', '[.]')}",
        "maxLength": PAGE_CURSORS.max_chars,
    },
    ("query", "max_chars"): {
        "type": "integer",
        "minimum": budget_for_any_catalog(MAX_TENANT_SKILLS),
    },
    ("header", "Idempotency-Key"): {"type": "string", "pattern": KEY_PATTERN},
}

#: Component schema -> property -> what is added to its schema (or to its non-null branch).
BODY_FIELDS: dict[str, dict[str, dict[str, Any]]] = {
    "SaveRequest": {
        "name": NAME,
        "description": {"minLength": 1, "pattern": VISIBLE},
        "body": {"minLength": 1, "pattern": VISIBLE},
        "compatibility": {"minLength": 1, "maxLength": MAX_COMPATIBILITY_CHARS},
    },
    "ReviewRequest": {"note": {"pattern": VISIBLE}},
    "InvokeRequest": {
        "input": {
            # A skill name, then arguments; quoting is shell-like, so quotes are left out here.
            "pattern": f"^/{NAME_RE.pattern}(\\s[^\"'\\\\]*)?$",
            "maxLength": MAX_COMMAND_CHARS,
        }
    },
}

_RPC = {"application/json": {"schema": {"$ref": "#/components/schemas/JsonRpcMessage"}}}
_ENVELOPE = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}

#: Every status ``POST /mcp`` answers (SPEC §12), with its body.
MCP_RESPONSES: dict[str, dict[str, Any]] = {
    "200": {"description": "The JSON-RPC response", "content": _RPC},
    "202": {"description": "A notification or a response was accepted (no body)"},
    "400": {
        "description": "A JSON-RPC error: the body is not JSON (-32700), not a JSON-RPC "
        "message or its MCP headers disagree with it (-32600), or bad params (-32602)",
        "content": _RPC,
    },
    "401": {
        "description": "UNAUTHORIZED: no valid tenant (the API's envelope)",
        "content": _ENVELOPE,
    },
    "403": {"description": "The Host or Origin is not allowed (DNS rebinding)", "content": _RPC},
    "404": {
        "description": "The method is unknown on the request's protocol version (-32601)",
        "content": _RPC,
    },
    "405": {"description": "Only POST is served (no body; an Allow: POST header)"},
    "406": {"description": "The Accept header allows no application/json", "content": _RPC},
    "413": {"description": "The body is over 1 MiB", "content": _RPC},
    "415": {"description": "The body is not application/json (UTF-8)", "content": _RPC},
    "500": {"description": "INTERNAL (nothing is leaked)", "content": _RPC},
}


def constrain_parameters(operation: dict[str, Any]) -> None:
    for param in operation.get("parameters", []):
        rule = PARAMETERS.get((param.get("in"), param.get("name")))
        if rule is None:
            continue
        description = param.get("schema", {}).get("description")
        param["schema"] = {**rule, **({"description": description} if description else {})}


def keep_the_served_label(operation: dict[str, Any]) -> None:
    """``DELETE …/labels/{label}`` refuses the default label (it is what is served: SPEC §6),
    so the document says so: the label is any other (``production`` unless the deployment's
    ``SKILLS_DEFAULT_LABEL`` names another)."""
    for param in operation.get("parameters", []):
        if (param.get("in"), param.get("name")) == ("path", "label"):
            param["schema"]["not"] = {"const": DEFAULT_LABEL}
            param["description"] = (
                f'any label but the default one ("{DEFAULT_LABEL}" unless SKILLS_DEFAULT_LABEL '
                "names another): that one is moved with PUT, never removed"
            )


def constrain_bodies(schemas: dict[str, Any]) -> None:
    for model, fields in BODY_FIELDS.items():
        properties = schemas.get(model, {}).get("properties", {})
        for name, rule in fields.items():
            prop = properties[name]
            branches = [b for b in prop.get("anyOf", []) if b.get("type") != "null"]
            (branches[0] if branches else prop).update(rule)


def whole_bounds(value: Any) -> Any:
    """Bounds such as ``9999999999.0`` written as integers: a generator reading a float bound
    of an integer schema produces floats (``3.0``), which the service refuses."""
    if isinstance(value, dict):
        return {
            key: int(item)
            if key in _BOUNDS and isinstance(item, float) and item.is_integer()
            else whole_bounds(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [whole_bounds(item) for item in value]
    return value


_BOUNDS = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})

__all__ = [
    "BODY_FIELDS",
    "MCP_RESPONSES",
    "PARAMETERS",
    "constrain_bodies",
    "constrain_parameters",
    "whole_bounds",
]
