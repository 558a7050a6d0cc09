"""Deletion that sweeps the home folder one project at a time (``destructive-action``, high): a
shell loop over the home folder's folders (``for d in "$HOME"/*/``) whose body deletes what it
visits (``rm -rf "$d"``). ``rules_code`` reads a home folder deleted in one command; a loop
that cleans one regenerable folder in each project (``rm -rf "$d/node_modules"``) is not it."""

from __future__ import annotations

import re

from ..reading.scan_context import emit_in_context
from ..reading.scan_text import Doc

# a shell loop over the folders of the home folder (``for d in "$HOME"/*/``) whose body deletes
# what it visits (``rm -rf "$d"``): every project of the user, one by one
_HOME_LOOP_RE = re.compile(
    r"\bfor\s{1,3}(\w{1,30})\s{1,3}in\s{1,3}[^\n;]{0,40}?(?:~|\$home|\"\$home\"|\$\{home\})"
    r"['\"]?/(?:[\w.-]{1,30}/)?['\"]?\*"
)
_RM_VAR = r"\brm\s{1,3}-\w{0,4}r\w{0,3}\s{1,3}(?:--\s{1,3})?['\"]?\$\{?"  # then the loop's name


def home_sweeps(doc: Doc) -> None:
    for i in doc.hits("for "):
        if not doc.in_fence(i) or not (m := _HOME_LOOP_RE.search(doc.low_lines[i])):
            continue
        rm = re.compile(_RM_VAR + re.escape(m.group(1)) + r"\}?['\"]?(?=[\s;&|)]|$)")
        for k in range(i, min(len(doc.lines), i + 8)):
            if r := rm.search(doc.low_lines[k]):
                what = "deletes each folder of the home folder in a loop"
                emit_in_context(doc, "destructive-action", "high", k, r.start(), r.end(), what)
                return
            if k > i and doc.low_lines[k].strip() == "done":
                break
