"""Payment code that sends the money somewhere other than where the user said: the recipient
a function was given (a parameter, a row of the payout file) is replaced, on some condition,
by a wallet address written into the code (``harmful-instruction``, high).

Why a rule of its own: the prose acts (``taxonomy_trust``) read "pay … instead of the account
on record"; in code the same act is two assignments of one variable, one from the input and
one from a hard-coded address, and no word says so. A sweep to the team's own cold wallet
assigns the address once and never overrides an input, so it does not fire.

The same in a clipboard (``_clipper``): a block that reads the clipboard, writes it back and
holds a wallet address literal swaps what the user copied for the author's address. And code
that mines for someone on the user's machine (``mining_runs``): a mining pool's
``stratum+tcp://`` address, or a known miner given a pool and a wallet. No task of a skill
needs one, and "burn-in" or "benchmark" is how it is explained away."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import chain, islice

from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc, remembered

#: an address literal: EVM (0x and 40 hex digits) or bech32 Bitcoin (bc1…)
_ADDRESS = r"[\"'](?:0x[0-9a-f]{40}|bc1[02-9ac-hj-np-z]{25,60})[\"']"
_ADDRESS_RE = re.compile(_ADDRESS)
# the name an address literal is assigned to, read in the 80 characters before the literal
_NAME_EQ_RE = re.compile(r"([a-z_$][\w$]{0,40})\s{0,3}(?::\s{0,3}[\w\[\]]{1,20}\s{0,3})?=\s{0,3}\Z")
_CONSTANTS_MAX = 8  # constant names per block read as recipients (each is a regex over it)
#: names a recipient goes by
_RECIPIENT = (
    r"(?:to|recipient|recipient_?address|receiver|dest|destination|dest_?address|payee"
    r"|beneficiary|to_?addr(?:ess)?|to_?wallet|wallet|wallet_?address|payout_?address)"
)
_WINDOW = 60  # lines of one code block (or around an address outside one) that are read


def _block(doc: Doc, i: int) -> range:
    """The lines of the code fence holding line ``i``, or at least ``_WINDOW`` lines either side
    (a window on a grid of ``_WINDOW`` lines, so a text of 10^4 addresses reads ~10^2 windows)."""
    doc.in_fence(i)  # the fence map is made
    fences = doc._fences or []
    k = bisect_right(fences, i)
    if k % 2 == 1 and k < len(fences):
        return range(fences[k - 1] + 1, fences[k])
    base = i // _WINDOW * _WINDOW  # on a grid: hits near each other share one window
    return range(max(0, base - _WINDOW), min(len(doc.lines), base + 2 * _WINDOW))


def _overridden(lines: list[str], value: str) -> re.Match[str] | None:
    """A recipient variable assigned ``value`` (a constant's name or an address literal) that
    the same code also takes from somewhere else: a parameter or another assignment."""
    set_re = re.compile(rf"(?<![\w.$])({_RECIPIENT})\s{{0,3}}=\s{{0,3}}(?:[\w.$]{{1,60}}\()?"
                        rf"\s{{0,3}}{value}")  # fmt: skip
    for line in lines:
        if not (m := set_re.search(line)):
            continue
        name = re.escape(m.group(1))
        given = re.compile(
            rf"(?:def|function|func|fn)\s{{1,3}}[\w$]{{0,60}}\s{{0,3}}\([^)]{{0,300}}(?<![\w$]){name}"
            rf"(?![\w$])|(?<![\w.$]){name}\s{{0,3}}=(?!=)\s{{0,3}}(?!(?:[\w.$]{{1,60}}\()?\s{{0,3}}"
            rf"{value})\S|\bfor\s{{1,3}}{name}\s{{1,3}}in\b"
        )
        if any(given.search(other) for other in lines):
            return m
    return None


def _constants(line: str) -> list[str]:
    """The names the address literals of ``line`` are assigned to, escaped (at most five
    literals read: each is a look back of 80 characters, so a line of them stays linear)."""
    out = []
    for m in islice(_ADDRESS_RE.finditer(line), 5):
        if name := _NAME_EQ_RE.search(line, max(0, m.start() - 80), m.start()):
            out.append(re.escape(name.group(1)))
    return out


def recipient_swaps(doc: Doc) -> None:
    """``harmful-instruction`` where code replaces the recipient it was given by a hard-coded
    wallet address (a constant or the literal itself)."""
    seen: set[int] = set()
    clips: list[tuple[list[int], list[int]]] = []
    constants: dict[int, list[str]] = {}  # by line: a line is read once, whatever its blocks
    for i in doc.hits(re.compile(r"0x[0-9a-f]{40}"), re.compile(r"bc1[02-9ac-hj-np-z]{25}")):
        block = _block(doc, i)
        if block.start in seen:
            continue
        seen.add(block.start)
        lines = [doc.low_lines[j] for j in block]
        names = (remembered(constants, j, lambda: _constants(doc.low_lines[j]))  # noqa: B023
                 for j in block)  # fmt: skip
        values = [_ADDRESS, *islice(dict.fromkeys(chain.from_iterable(names)), _CONSTANTS_MAX)]
        for value in values:
            if m := _overridden(lines, value):
                at = block.start + next(k for k, line in enumerate(lines) if m.group() in line)
                what = "replaces the payment's recipient with a wallet address written in the code"
                emit_in_context(doc, "harmful-instruction", "high", at, 0, len(doc.lines[at]),
                                what)  # fmt: skip
                break
        else:
            if (at := _clipper(doc, block, clips)) >= 0:
                what = "swaps a copied wallet address for one written in the code (a clipper)"
                emit_in_context(doc, "harmful-instruction", "high", at, 0, len(doc.lines[at]),
                                what)  # fmt: skip


# the clipboard read and written: Python, Node, browsers, Android, macOS, X11, PowerShell, Win32
_CLIP_READ_RE = re.compile(
    r"\b(?:pyperclip\.paste|clipboard\.(?:read\w*|paste)|readtext\(|primaryclip\b|pbpaste"
    r"|xclip\b[^\n]{0,40}\s-o\b|xsel\b[^\n]{0,20}\s-o\b|get-clipboard|getclipboarddata)"
)
_CLIP_WRITE_RE = re.compile(
    r"\b(?:pyperclip\.copy|clipboard\.(?:write\w*|copy)|writetext\(|setprimaryclip|pbcopy"
    r"|set-clipboard|setclipboarddata)"
)


_CLIP_NEEDLES = ("clip", "readtext(", "writetext(", "pbpaste", "pbcopy", "xsel")


def _clip_lines(doc: Doc) -> tuple[list[int], list[int]]:
    """The lines that read the clipboard and those that write it, each read once."""
    hits = doc.hits(*_CLIP_NEEDLES)
    reads = [i for i in hits if _CLIP_READ_RE.search(doc.low_lines[i])]
    return reads, [i for i in hits if _CLIP_WRITE_RE.search(doc.low_lines[i])]


def _clipper(doc: Doc, block: range, clips: list[tuple[list[int], list[int]]]) -> int:
    """The line of ``block`` (which holds a wallet address literal) that writes the clipboard
    when the block reads it too: what the user copied is swapped for the author's. -1 when not.
    ``clips``: ``_clip_lines`` of the text, made on first need."""
    if not clips:
        clips.append(_clip_lines(doc))
    reads, writes = clips[0]
    if bisect_left(reads, block.start) == bisect_left(reads, block.stop):
        return -1
    k = bisect_left(writes, block.start)
    return writes[k] if k < len(writes) and writes[k] < block.stop else -1


# a mining pool's address (the Stratum protocol), or a known miner told where to mine
_POOL_RE = re.compile(r"\bstratum(?:\+|2\+)?(?:tcp|ssl|tls)?://[\w.-]{3,100}")
_MINER_RE = re.compile(
    r"\b(?:xmrig|t-rex|lolminer|nbminer|gminer|ethminer|cpuminer|phoenixminer|srbminer\S{0,8}"
    r"|teamredminer|bzminer|rigel)\b[^\n]{0,200}?\s(?:-o|--pool|--url|-p\s{0,2}stratum)\s"
)


def mining_runs(doc: Doc) -> None:
    """``harmful-instruction`` (high; low when talked about defensively) where code points a
    miner at a pool: the user's hardware and power earn coins for the skill's author."""
    for i in doc.hits("stratum", "xmrig", "t-rex", "lolminer", "nbminer", "gminer", "ethminer",
                      "cpuminer", "phoenixminer", "srbminer", "teamredminer", "bzminer",
                      "rigel"):  # fmt: skip
        if doc.full("harmful-instruction"):
            return
        low = doc.low_lines[i]
        if m := _POOL_RE.search(low) or _MINER_RE.search(low):
            what = "points a cryptocurrency miner at a pool: the user's machine mines for others"
            emit_in_context(doc, "harmful-instruction", "high", i, m.start(), m.end(), what)


# a payment split to an account written in the code: a Stripe connected account or an EVM
# address assigned to a name (``POOL = 0x…``, ``RECON = os.getenv("…", "acct_…")``) and the
# destination of one money move in a block that moves money somewhere else too (the merchant,
# the refund): a cut of every payment goes to the author ("gas rebate", "rounding reserve")
_ACCOUNT = r"(?:0x[0-9a-f]{40}|acct_[0-9a-z]{16})\b"
_ACCOUNT_RE = re.compile(_ACCOUNT)
_ACCOUNT_NAME_RE = re.compile(
    r"([a-z_$][\w$]{0,40})\s{0,3}(?::\s{0,3}[\w\[\]]{1,20}\s{0,3})?=(?!=)[^=\n;]{0,120}?['\"]?"
    + _ACCOUNT
)
_MOVE_RE = re.compile(
    r"\b(?:safe)?transfer(?:from)?\s{0,3}\(|\b(?:transfers?|payouts?|refunds?)\.create\s{0,3}\("
    r"|\bsendtransaction\s{0,3}\("
)
_MOVES_MAX = 12  # money moves read per block


def _call(lows: list[str], j: int) -> str:
    """Line ``j`` and the lines after it that its open parentheses run into (at most two)."""
    call = lows[j]
    for k in range(j + 1, min(len(lows), j + 3)):
        if call.count("(") <= call.count(")"):
            break
        call += " " + lows[k]
    return call[:600]


def fee_skims(doc: Doc) -> None:
    """``harmful-instruction`` (high) where a block moves money to its recipient and also a cut
    of it to an account the code holds."""
    seen: set[int] = set()
    for i in islice(doc.hits("acct_", re.compile(r"0x[0-9a-f]{40}")), 200):
        block = _block(doc, i)
        if block.start in seen or not doc.in_fence(i):
            continue
        seen.add(block.start)
        names = [re.escape(n.group(1)) for j in block
                 for a in islice(_ACCOUNT_RE.finditer(doc.low_lines[j]), 2)
                 if (n := _ACCOUNT_NAME_RE.search(doc.low_lines[j], max(0, a.start() - 170),
                                                  a.end()))][:8]  # fmt: skip
        held = re.compile(r"|".join([_ACCOUNT, *(rf"(?<![\w.$]){n}(?![\w$])" for n in names)]))
        to_held, other = -1, False
        for j in islice((j for j in block if _MOVE_RE.search(doc.low_lines[j])), _MOVES_MAX):
            call = _call(doc.low_lines, j)
            if held.search(call, _MOVE_RE.search(call).start()):  # type: ignore[union-attr]
                to_held = j if to_held < 0 else to_held
            else:
                other = True
        if to_held >= 0 and other:
            what = "sends a cut of each payment to an account written in the code"
            emit_in_context(doc, "harmful-instruction", "high", to_held, 0,
                            len(doc.lines[to_held]), what)  # fmt: skip
            return
