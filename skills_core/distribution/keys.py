"""Where the derived artifacts live (one module owns the layout, so the derivation, the public
function and the MCP resource read the same keys), and the checks a name, a path or a label
passes before any key is made from it.

In the skills bucket, under ``dist/<tenant>/``:

- ``label/<label>/index.json``: the label's stored index (:class:`~.index.IndexEntry` dicts);
- ``label/<label>/<name>/SKILL.md`` and ``…/<name>/<path>``: the files of the version the
  label serves;
- ``archive/<name>/<version>.tar.gz``: one archive per version, built once and kept;
- ``state/<name>.json``: what the derivation last applied for the skill (its write sequence
  and what each label serves), how redelivered and out-of-order records are recognised.

In the mirror bucket: ``<tenant>/<label>/<name>/SKILL.md`` plus files (SPEC §13.3), and the
label's discovery index ``<tenant>/<label>/index.json`` (relative URLs)."""

from __future__ import annotations

import re

from skills_core.format.field_rules import NAME_RE
from skills_core.governance.lifecycle import LABEL_RE
from skills_core.settings import TENANT_RE

ROOT = "dist"
INDEX_FILE = "index.json"
MAX_PATH_CHARS = 1024
#: A store version's number, or an S3 skill's content version (``s3-`` and 16 hex digits).
VERSION_RE = re.compile(r"[0-9]{1,12}|s3-[0-9a-f]{16}")


class BadKey(ValueError):
    """A tenant, label, name or path that must not become part of a key."""


def check_segment(value: str, pattern: re.Pattern[str], what: str) -> str:
    """``value`` when it fully matches ``pattern`` (a skill name: §1's rule, which every
    served skill passed), else :class:`BadKey`."""
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise BadKey(f"not a valid {what}")
    return value


def check_path(path: str) -> str:
    """A path relative to a skill's folder: segments of visible text, no ``.``/``..``, no
    backslash, no control characters."""
    if not isinstance(path, str) or not path or len(path) > MAX_PATH_CHARS:
        raise BadKey("not a valid path")
    if path.startswith("/") or "\\" in path or any(ord(c) < 0x20 or c == "\x7f" for c in path):
        raise BadKey("not a valid path")
    if any(part in ("", ".", "..") for part in path.split("/")):
        raise BadKey("not a valid path")
    return path


def _tenant_root(tenant: str) -> str:
    return f"{ROOT}/{check_segment(tenant, TENANT_RE, 'tenant')}"


def tenant_prefix(tenant: str) -> str:
    """Every derived object of ``tenant`` starts with this."""
    return f"{_tenant_root(tenant)}/"


def label_root(tenant: str, label: str) -> str:
    return f"{_tenant_root(tenant)}/label/{check_segment(label, LABEL_RE, 'label')}"


def index_key(tenant: str, label: str) -> str:
    return f"{label_root(tenant, label)}/{INDEX_FILE}"


def file_key(tenant: str, label: str, name: str, path: str) -> str:
    name = check_segment(name, NAME_RE, "name")
    return f"{label_root(tenant, label)}/{name}/{check_path(path)}"


def archive_key(tenant: str, name: str, version: int | str) -> str:
    name = check_segment(name, NAME_RE, "name")
    text = check_segment(str(version), VERSION_RE, "version")
    return f"{_tenant_root(tenant)}/archive/{name}/{text}.tar.gz"


def state_key(tenant: str, name: str) -> str:
    return f"{_tenant_root(tenant)}/state/{check_segment(name, NAME_RE, 'name')}.json"


def tenant_key(tenant: str) -> str:
    """Written once the derivation has brought a tenant the ``global/`` skills."""
    return f"{_tenant_root(tenant)}/tenant.json"


def mirror_key(tenant: str, label: str, name: str, path: str) -> str:
    check_segment(tenant, TENANT_RE, "tenant")
    check_segment(label, LABEL_RE, "label")
    return f"{tenant}/{label}/{check_segment(name, NAME_RE, 'name')}/{check_path(path)}"


def mirror_index_key(tenant: str, label: str) -> str:
    """The label's discovery index in the mirror, beside its skill folders."""
    check_segment(tenant, TENANT_RE, "tenant")
    return f"{tenant}/{check_segment(label, LABEL_RE, 'label')}/{INDEX_FILE}"


__all__ = [
    "BadKey",
    "archive_key",
    "check_path",
    "check_segment",
    "file_key",
    "index_key",
    "label_root",
    "mirror_index_key",
    "mirror_key",
    "state_key",
    "tenant_key",
]
