"""The scanner against formatting a second author might use: every development row (the public
set's development rounds; held-out rounds are never read) rewritten one way at a time and
scanned again through ``scan_skill``. An attack caught as written should stay caught, a benign
skill should not become blocked: a drop is a rule or a feature that read the layout, not the
words.

    PYTHONPATH=. .venv/bin/python scripts/scanner_formats.py [--only NAME ...]

Prints one line per rewrite: attacks caught as written and missed after it, missed and caught
after it, and benign rows blocked only after it."""

from __future__ import annotations

import argparse
import re
import textwrap
from collections.abc import Callable

from scripts.bench_scanner import HELD_OUT, load_public
from skills_core.governance.scanner import scan_skill

_ITEM_RE = re.compile(r"\s*(?:[-*+>|#]|\d+[.)])\s|\s*(?:```|~~~)")
_CURLY_RE = re.compile(r'"([^"]*)"')
_RANK = {"pass": 0, "warn": 1, "review": 2, "block": 3}


def rewrap(text: str, width: int) -> str:
    """``text`` with each plain paragraph (not a list, table, heading or code) wrapped at
    ``width`` columns (0: one line per paragraph), as another author's editor would."""
    out: list[str] = []
    para: list[str] = []
    fence = False

    def flush() -> None:
        if para:
            joined = " ".join(line.strip() for line in para)
            out.extend(textwrap.wrap(joined, width, break_long_words=False,
                                     break_on_hyphens=False) if width else [joined])  # fmt: skip
            para.clear()

    head, sep, body = text.partition("\n---\n")
    for line in body.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        if fence or not line.strip() or _ITEM_RE.match(line) or line.lstrip().startswith("```"):
            flush()
            out.append(line)
        else:
            para.append(line)
    flush()
    return head + sep + "\n".join(out)


def _body(text: str, change: Callable[[str], str]) -> str:
    head, sep, body = text.partition("\n---\n")
    return head + sep + change(body) if sep else change(text)


def _prose(change: Callable[[str], str]) -> Callable[[str], str]:
    """``change`` applied to each line of body prose (not code, a table row or a blank line)."""

    def run(body: str) -> str:
        out, fence = [], False
        for line in body.split("\n"):
            if line.lstrip().startswith(("```", "~~~")):
                fence = not fence
            plain = not fence and line.strip() and not line.lstrip().startswith(("```", "|"))
            out.append(change(line) if plain else line)
        return "\n".join(out)

    return run


def _bold(line: str) -> str:
    """Every third word of the line's text in ``**`` (an author who bolds the words that
    matter: "do **not** tell the **user**")."""
    words = line.split(" ")
    return " ".join(f"**{w}**" if k % 3 == 1 and w.isalpha() else w for k, w in enumerate(words))


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def _sentences(bullet: str) -> Callable[[str], str]:
    """Each plain paragraph one sentence per line (semantic line breaks), each led by
    ``bullet`` (an author who turns a paragraph into a list)."""

    def run(text: str) -> str:
        flat = rewrap(text, 0)
        head, sep, body = flat.partition("\n---\n")
        out, fence = [], False
        for line in body.split("\n"):
            if line.lstrip().startswith(("```", "~~~")):
                fence = not fence
            if fence or not line.strip() or _ITEM_RE.match(line) or line.lstrip()[:1] in "#|":
                out.append(line)  # a heading or a table row (``_ITEM_RE`` wants a space after)
            else:
                out += [bullet + x for x in _SENTENCE_RE.split(line.strip())]
        return head + sep + "\n".join(out)

    return run


def _callouts(body: str) -> str:
    """Each plain paragraph a GitHub alert (``> [!IMPORTANT]`` and its lines quoted): how a
    skill marks the steps it insists on."""
    out: list[str] = []
    fence, start = False, True
    for line in body.split("\n"):
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        plain = (not fence and line.strip() and not _ITEM_RE.match(line)
                 and line.lstrip()[:1] not in "#|")  # fmt: skip
        if plain and start:
            out.append("> [!IMPORTANT]")
        out.append("> " + line if plain else line)
        start = not plain
    return "\n".join(out)


REWRITES: dict[str, Callable[[str], str]] = {
    "wrap-50": lambda t: rewrap(t, 50),
    "wrap-66": lambda t: rewrap(t, 66),
    "unwrapped": lambda t: rewrap(t, 0),
    "crlf": lambda t: t.replace("\n", "\r\n"),
    "apostrophes": lambda t: _body(t, lambda b: b.replace("'", "\u2019")),
    "star-bullets": lambda t: _body(t, lambda b: re.sub(r"(?m)^(\s*)- ", r"\1* ", b)),
    "numbered-lists": lambda t: _body(t, lambda b: re.sub(r"(?m)^- ", "1. ", b)),
    "tab-indents": lambda t: _body(t, lambda b: re.sub(r"(?m)^    ", "\t", b)),
    "no-headings": lambda t: _body(t, lambda b: re.sub(r"(?m)^#+ ", "", b)),
    "block-quotes": lambda t: _body(t, lambda b: re.sub(r"(?m)^(?=[A-Za-z])", "> ", b)),
    "sentence-lines": _sentences(""),
    "sentence-bullets": _sentences("- "),
    "callouts": lambda t: _body(t, _callouts),
    "bold-words": lambda t: _body(t, _prose(_bold)),
    "italic-words": lambda t: _body(t, _prose(lambda x: _bold(x).replace("**", "_"))),
    "no-break-spaces": lambda t: _body(t, _prose(lambda x: x.replace(" ", "\u00a0"))),
    "smart-quotes": lambda t: _body(t, _prose(lambda x: _CURLY_RE.sub("\u201c\\1\u201d", x))),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", nargs="+", choices=sorted(REWRITES), help="these rewrites")
    args = parser.parse_args()
    halves = load_public(None)
    rows = [r for name, part in halves.items()
            if name not in HELD_OUT and not name.endswith("heldout") for r in part]  # fmt: skip
    written = [_RANK[scan_skill(r["text"]).verdict] for r in rows]
    print(f"{len(rows)} development rows ({sum(r['label'] == 'malicious' for r in rows)} attacks)")
    for name in args.only or REWRITES:
        lost = gained = blocked = 0
        for row, before in zip(rows, written, strict=True):
            text = REWRITES[name](row["text"])
            after = before if text == row["text"] else _RANK[scan_skill(text).verdict]
            if row["label"] == "malicious":
                lost += before >= 2 > after
                gained += after >= 2 > before
            else:
                blocked += after == 3 > before
        print(f"  {name:15s} attacks caught -> missed {lost:3d}, missed -> caught {gained:3d}; "
              f"benign newly blocked {blocked}")  # fmt: skip


if __name__ == "__main__":
    main()
