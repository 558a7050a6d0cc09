"""Words spelled with look-alike letters of another script (``Dіsregard yоur …`` with a
Cyrillic ``і`` and ``о``): a filter that matches Latin words never sees them, and a reader
never notices. ``lookalike_text`` spells those words in Latin, on their own lines, so the
rules can read the text as the agent would; a word written wholly in one script (Russian,
Greek) is left as it is."""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate

# Cyrillic and Greek letters that look like Latin ones (lower and upper case)
_LATIN = str.maketrans(
    "аеорсухіјѕԁһӏԛԝνοαρτεκιυАВЕКМНОРСТХІЈЅԜΑΒΕΗΙΚΜΝΟΡΤΥΧΖ",
    "aeopcyxijsdhlqwvoaptekiuABEKMHOPCTXIJSWABEHIKMNOPTYXZ",
)
_SCRIPTS = r"\u0370-\u03ff\u0400-\u04ff\u0500-\u052f"
# where two scripts touch: a Cyrillic or Greek letter with a Latin one after or before it; the
# pattern starts with the rare character class, so the regex engine skips to it at C speed (an
# alternation starting with Latin letters would not), and one pass finds both sides
_MIX_RE = re.compile(rf"[{_SCRIPTS}](?:[A-Za-z]|(?<=[A-Za-z][{_SCRIPTS}]))")
_MIXED_WORD_RE = re.compile(
    rf"[A-Za-z{_SCRIPTS}]*(?:[A-Za-z][{_SCRIPTS}]|[{_SCRIPTS}][A-Za-z])[A-Za-z{_SCRIPTS}]*"
)
MAX_REREAD_LINES = 200  # lines with mixed-script words re-read per text


def _mix(text: str, pos: int) -> re.Match[str] | None:
    return _MIX_RE.search(text, pos)


def lookalike_text(text: str) -> str | None:
    """``text`` with only its lines holding a mixed-script word kept (other lines empty, so the
    line numbers stay) and those words in Latin letters; None when there is no such word."""
    if text.isascii() or (m := _mix(text, 0)) is None:
        return None
    lines = text.split("\n")
    starts = list(accumulate((len(x) + 1 for x in lines), initial=0))
    out = [""] * len(lines)
    for _ in range(MAX_REREAD_LINES):
        i = bisect_right(starts, m.start()) - 1
        out[i] = _MIXED_WORD_RE.sub(lambda w: w.group().translate(_LATIN), lines[i])
        if i + 1 >= len(lines) or (m := _mix(text, starts[i + 1])) is None:
            break
    return "\n".join(out)
