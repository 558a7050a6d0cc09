"""Deletion that sweeps the home folder one project at a time (``destructive-action``, high): a
shell loop over the home folder's folders (``for d in "$HOME"/*/``) whose body deletes what it
visits (``rm -rf "$d"``). ``rules_code`` reads a home folder deleted in one command; a loop
that cleans one regenerable folder in each project (``rm -rf "$d/node_modules"``) is not it.

``user_data_deletes``: the user's own files deleted whole (``rm -rf ~/Documents``, iCloud
Drive's ``~/Library/Mobile Documents/*``), which no build regenerates (a cache or a subfolder
of them is not it), and a folder deleted through a variable that falls back to the home folder
or ``/`` when its setting is unset (``P="${DIR:-$HOME}"`` then ``find "$P" -delete``)."""

from __future__ import annotations

import re
from itertools import islice

from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc

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


# the user's own files, which nothing regenerates: documents, photos, mail, synced drives
_USER_DATA = (
    r"(?:documents|desktop|pictures|photos|movies|music|videos|dropbox|onedrive|google\\?\s?drive"
    r"|icloud\\?\s?drive|library/mobile\\?\s?documents|library/mail|library/messages"
    r"|library/photos|library/keychains)"
)
_HOME_PREFIX = r"(?:~|\$home|\"\$home\"|\$\{home\}|\"\$\{home\}\")"
# ``rm -rf ~/Documents``, ``rm -rf "$HOME/Pictures/"*``: the whole folder or all it holds
_USER_DATA_RM_RE = re.compile(
    r"\brm\s{1,3}(?:-\w{1,6}\s{1,3}){0,3}-\w{0,4}(?:rf|fr|r\w{0,3}f)\w{0,3}\s{1,3}(?:--\s{1,3})?"
    rf"['\"]?{_HOME_PREFIX}/{_USER_DATA}['\"]?/?\*?['\"]?(?=[\s;&|)]|$)"
)
# a variable that falls back to the home folder or the root (``P="${DIR:-$HOME}"``), deleted
_FALLBACK_RE = re.compile(
    r"(?<![\w$])(\w{1,30})=['\"]?\$\{\w{1,40}:?-(?:~|\$home|\$\{home\}|/)\}['\"]?(?=[\s;]|$)"
)
_FALLBACKS_MAX = 50  # fallback assignments read (each reads up to 40 lines after it)


def _deletes_var(name: str) -> re.Pattern[str]:
    """``rm -rf "$NAME"``, ``rm -rf "$NAME"/*`` or ``find "$NAME" … -delete`` / ``-exec rm``."""
    name = re.escape(name)
    return re.compile(
        rf"{_RM_VAR}{name}\}}?['\"]?/?\*?(?=[\s;&|)]|$)"
        rf"|\bfind\s{{1,3}}['\"]?\$\{{?{name}\}}?['\"]?\s[^\n]{{0,200}}(?:-delete\b|-exec\s{{1,3}}rm\s)"
    )


def user_data_deletes(doc: Doc) -> None:
    """``destructive-action`` (high) for a shell line that deletes a folder of the user's own
    files, or a folder held in a variable that falls back to the home folder or ``/`` (an unset
    setting and the script clears the user's home)."""
    for i in doc.hits("rm -"):
        if doc.in_fence(i) and (m := _USER_DATA_RM_RE.search(doc.low_lines[i])):
            what = "deletes a folder of the user's own files"
            emit_in_context(doc, "destructive-action", "high", i, m.start(), m.end(), what)
            return
    fallbacks = ((i, f) for i in doc.hits(":-")
                 if doc.in_fence(i) and (f := _FALLBACK_RE.search(doc.low_lines[i])))  # fmt: skip
    for i, f in islice(fallbacks, _FALLBACKS_MAX):
        gone = _deletes_var(f.group(1))
        end = doc.fence_of(i)
        for k in range(i + 1, min(end[1] if end else i + 1, i + 40)):
            if d := gone.search(doc.low_lines[k]):
                what = (
                    "deletes a folder that falls back to the home folder when its setting is unset"
                )
                emit_in_context(doc, "destructive-action", "high", k, d.start(), d.end(), what)
                return
