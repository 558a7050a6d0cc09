"""``agent-directive`` (issue 22, round 7): one sentence that directs the agent and acts on a
taxonomy object is enough for ``review``.

Why: ``harmful-instruction`` (``rules_intent``) asks for an act *and* a modifier (hide it, do
not ask) or two acts, so that a skill naming one act in passing stays quiet. On each new
held-out round most instruction-level attacks that passed said one act plainly, in a form no
phrase rule listed: a FAQ answer, a table cell, a persona's habit, a passive obligation
("credentials are to be forwarded …"), a polite request, the frontmatter description. What
they cannot avoid is the structure: the paragraph directs (an imperative, "you/the assistant
should", "is to be", "please", "it would help if you could") and its act reaches a taxonomy
object: a credential location or the conversation sent to an outside destination, secrets
exposed in the reply, the agent's own rules declared void or a persona without them, its
approvals answered for the user or its tools widened, fetched code run, trust written into
its memory or rules files, access granted to someone else, a disk or home folder wiped.

Context as in ``rules_intent`` (the same paragraph reader and checks): a cue in a negated
clause does not count, quoted passages are left out, and a paragraph that teaches or describes
(attackers, examples, detection, a post-mortem) or sits under a heading that forbids does not
fire. High only: this rule never blocks, and it stays quiet where ``harmful-instruction``
already fired on the paragraph. The frontmatter description is read as one paragraph (the
other rules read it as a line of metadata).

Cost: candidate lines come from the needle index (the ``harmful-instruction`` gates, shared,
and ``directive_cues.GATES``, each with its hints), at most ``UNITS_MAX`` paragraphs are read,
each once; a paragraph is searched once per act before its sentences are, and what it asks is
kept per distinct paragraph text."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from ..cues import directive_cues as c
from ..cues.intent_cues import _LIMIT, GATES, UNIT_CHARS, UNIT_LINES, UNITS_MAX
from ..cues.intent_cues import RULE as INTENT_RULE
from ..cues.run_trust import first_party
from ..cues.taxonomy_words import _DEST_RE
from ..reading.literal_gate import Gate
from ..reading.scan_text import Doc
from .rules_intent import _bounds, _context_ok, _heading, _row, _text, _unit_map, score

# the ``harmful-instruction`` acts that count alone here (its "destroy" reads "the entire …"
# of anything; ``DESTROY`` here names what is destroyed)
_STRONG = ("expose", "override", "widen", "remote", "disarm", "social")
_SPLIT_LINES = 40  # a send this far below a gathering refers to it
_OF_SECRETS = ("expose", "social")
_SENT_RE = re.compile(r"[.!?](?:\s|$)")
_ACTS = Gate((c.SECRET_PLACE, c.PRIVATE_OUT, c.APPROVE, c.WIDEN, c.DESTROY, c.RULES_OBJECT,
              c.JAILBREAK, c.PERSIST_PLACE, c.GRANT, c.RUN_FETCHED, c.CONFIG_RUN, c.CONFIG_SEND,
              c.WHATEVER))  # fmt: skip
_GATHERS = Gate((c.GATHER, c.SECRET_PLACE, c.PRIVATE_OUT))


def _sentences(t: str) -> Iterator[str]:
    a = 0
    for m in _SENT_RE.finditer(t):
        yield t[a : m.end()]
        a = m.end()
    if a < len(t):
        yield t[a:]


def _alive(pattern: re.Pattern[str], s: str) -> re.Match[str] | None:
    """The first match of ``pattern`` in ``s`` that no negation in its clause forbids."""
    for m in pattern.finditer(s):
        lo = max(0, m.start() - 80)
        ends = list(c.CLAUSE_END.finditer(s, lo, m.start()))
        start = ends[-1].end() if ends else lo
        if not c.NEG.search(s, start, m.start()):
            return m
    return None


def _leak(doc: Doc, first: int, s: str) -> bool:
    """A credential location (or the conversation) and an outside destination in one
    sentence, neither in a clause that forbids it: a send in any language. A credential sent
    to the skill's own service is how its API is used; the conversation sent there is not,
    nor to a host named without a scheme."""
    if re.search(r"\b(?:git@|ssh://)", s):
        return False
    if (m := _alive(c.SECRET_PLACE, s)) and _alive(c.LOOKUP, s):
        return bool(c.LOOKUP_HOST.search(s, m.end()))  # the secret, then the domain
    if not _alive(c.SENDS, s):
        return False
    if _alive(c.PRIVATE_OUT, s) and (_alive(_DEST_RE, s) or _alive(c.DEST_HOST, s)):
        return True
    return bool(_alive(c.SECRET_PLACE, s) and _alive(_DEST_RE, s)) and not first_party(
        doc, first, s
    )


def acts(doc: Doc, first: int, t: str) -> list[str]:
    """The acts on a taxonomy object the (lowercase, quotes removed) paragraph ``t`` holds."""
    found: list[str] = []
    flat = t.replace("\n", " ")
    # one search of the paragraph per act it holds the words of (``_ACTS``: one trie pass
    # says which); its sentences are read only for the acts it may hold
    may = _ACTS.possible(flat)

    def has(p: re.Pattern[str]) -> bool:
        return p in may and p.search(flat) is not None

    secret = has(c.SECRET_PLACE)
    dest = secret or has(c.PRIVATE_OUT)
    dest = dest and bool(_DEST_RE.search(flat) or c.DEST_HOST.search(flat) or c.LOOKUP.search(flat))
    approve, widen = has(c.APPROVE), has(c.WIDEN)
    destroy, rules = has(c.DESTROY), has(c.RULES_OBJECT)
    persona = "you" in flat and has(c.JAILBREAK)
    persist = has(c.PERSIST_PLACE)
    grant = has(c.GRANT)
    fetched = has(c.RUN_FETCHED)
    config = has(c.CONFIG_RUN) or has(c.CONFIG_SEND)
    stamp = has(c.WHATEVER)
    if not (dest or secret or approve or widen or destroy or rules or persona or persist
            or grant or fetched or config or stamp):  # fmt: skip
        return found
    for s in _sentences(flat):
        if c.QUESTION.search(s) and not c.ASKS.search(s):
            continue
        s = c.POLITE.sub(" ", s)
        if secret and (r := _alive(c.SECRET_PLACE, s)) and c.REVEAL.search(s, r.end() - 80):
            found.append("reveal a secret")
        if dest and _leak(doc, first, s):
            found.append("send out")
        if approve and _alive(c.APPROVE, s):
            found.append("answer its own approvals")
        if widen and _alive(c.WIDEN, s):
            found.append("widen its own access")
        if rules and c.VOIDED.search(s):
            found.append("set its rules aside")
        if persona and c.PERSONA.search(s) and c.JAILBREAK.search(s):
            found.append("drop its rules in a persona")
        if destroy and (d := _alive(c.DESTROY, s)) and not c.DESTROY_LIMIT.search(s, d.start()):
            found.append("destroy at scale")
        if persist and c.PERSIST_PLACE.search(s) and _alive(c.TRUSTED, s):
            found.append("persist trust")
        if grant and _alive(c.GRANT, s) and (c.OUTSIDER.search(s) or c.KEY_LITERAL.search(doc.low)):
            found.append("grant access to another")
        if fetched and _alive(c.RUN_FETCHED, s) and c.UNREVIEWED.search(s):
            found.append("run fetched code")
        if config and c.CONFIG_RUN.search(s):
            found.append("run fetched code")
        if stamp and c.RUBBER_STAMP.search(s) and c.WHATEVER.search(s):
            found.append("pass a review whatever it finds")
        if config and c.CONFIG_SEND.search(s) and (_DEST_RE.search(s) or c.DEST_HOST.search(s)):
            found.append("send out")
    return found


def _clean(doc: Doc, first: int, t: str) -> list[str]:
    """The sentences of ``t`` that direct and forbid nothing."""
    out = []
    for s in _sentences(t.replace("\n", " ")):
        s = c.POLITE.sub(" ", s)
        if _directs(doc, first, s) and not c.NEG.search(s):
            out.append(s)
    return out


def _backed(doc: Doc, first: int, clean: list[str], act: str) -> bool:
    """Some sentence that directs and forbids nothing holds ``act`` of its own (for a reveal or
    a plea: a credential): the act is asked for, not named beside a "never"."""
    for s in clean:
        if c.SECRET_PLACE.search(s) if act in _OF_SECRETS else act in score(doc, first, s):
            return True
    return False


def _directs(doc: Doc, first: int, t: str) -> bool:
    """The paragraph directs; a table row by a cell of four words or more (a cell of one word,
    "POST", names a method; "header: cell" is how the row is read, not an imperative)."""
    if not _row(doc.low_lines[first]) or first <= doc.fm_end:
        return bool(c.directs(t))
    cells = [x.strip() for x in doc.low_lines[first].strip().strip("|").split("|")]
    return bool(c.directs("\n".join(x for x in cells if x.count(" ") >= 3)))


def _verdict(doc: Doc, first: int, t: str, description: bool = False) -> str:
    """What the paragraph tells the agent to do ("" for nothing that counts)."""
    if c.DESCRIBES.search(t):
        return ""
    mine = acts(doc, first, t)
    theirs: list[str] = []
    row = _row(doc.low_lines[first]) and first > doc.fm_end  # a cell names, it rarely asks
    # the sentences that direct are read only where no limit rules the paragraph out
    if not (row or _LIMIT.search(t) or c.UNLESS.search(t)) and (clean := _clean(doc, first, t)):
        got = score(doc, first, t.replace("\n", " "))  # its windows stop at a line break
        theirs = [k for k in _STRONG if k in got and not (description and k == "widen")]
        if "persist" in got and (len(got) > 1 or c.CONCEAL.search(t)):
            theirs.append("persist")
        theirs = [k for k in theirs if _backed(doc, first, clean, k)]
    if not (mine or theirs):
        return ""
    strong = {"send out", "set its rules aside", "drop its rules in a persona"}
    if not (_directs(doc, first, t) or strong & set(mine)):
        return ""
    what = ", ".join(dict.fromkeys([*mine, *theirs]))
    hidden = c.CONCEAL.search(t) or c.CONFIG_QUIET.search(t)
    return what + (" (and hide it)" if hidden else "")


def _gathers(t: str) -> bool:
    """A sentence that gathers private data or credentials (not in a clause that forbids)."""
    flat = t.replace("\n", " ")
    may = _GATHERS.possible(flat)  # most paragraphs hold the words of none of the three
    if not (c.GATHER in may and c.GATHER.search(flat) and (
            (c.SECRET_PLACE in may and c.SECRET_PLACE.search(flat))
            or (c.PRIVATE_OUT in may and c.PRIVATE_OUT.search(flat)))):  # fmt: skip
        return False
    for s in _sentences(flat):
        g = _alive(c.GATHER, s)
        if g is not None and (c.SECRET_PLACE.search(s, g.start()) or c.PRIVATE_OUT.search(s)):
            return True
    return False


def _sends(doc: Doc, first: int, t: str) -> bool:
    """A sentence that sends "it", "the bundle" or a named file to an outside destination."""
    for s in _sentences(t.replace("\n", " ")):
        m = _alive(c.SEND, s)
        if m is None or not c.BACKREF.search(s, m.end()):
            continue
        if c.DEST_HOST.search(s, m.end()) or (
            _DEST_RE.search(s, m.end()) and not first_party(doc, first, s)
        ):
            return True
    return False


def _description(doc: Doc) -> tuple[int, str] | None:
    """The frontmatter description's first line and its value (folded lines joined)."""
    for i in doc.frontmatter_lines():
        low = doc.low_lines[i]
        if low.startswith("description:"):
            parts = [low[12:].strip(" >|-\"'")]
            k = i + 1
            while k < doc.fm_end and doc.low_lines[k][:1] in (" ", "\t") and k - i < 40:
                parts.append(doc.low_lines[k].strip())
                k += 1
            return i, " ".join(parts)[:UNIT_CHARS]  # a longer one is read from its start
    return None


def _near(lines: list[int], lo: int, hi: int) -> bool:
    k = bisect_left(lines, lo)
    return k < len(lines) and lines[k] < hi


def _candidates(doc: Doc) -> list[int]:
    """Lines whose paragraph may hold an act: a word of a gate's group, and around it (the
    lines a paragraph may span) a word of each of its hints (each hint's lines listed once)."""
    found: set[int] = set()
    for group, hints in (*c.GATES, *GATES):
        if not (lines := doc.wrapped_hits(*group)):
            continue
        near = [doc.wrapped_hits(*alt) for alt in hints]
        if not near:
            found.update(lines)
        elif len(near) == 1:  # most gates: one hint, tested inline
            n, size = near[0], len(near[0])
            for i in lines:
                k = bisect_left(n, i - UNIT_LINES)
                if k < size and n[k] <= i + UNIT_LINES:
                    found.add(i)
        else:
            for i in lines:
                lo, hi = i - UNIT_LINES, i + UNIT_LINES + 1
                if i not in found and all(_near(n, lo, hi) for n in near):
                    found.add(i)
    return sorted(found)


def directive_rules(doc: Doc) -> None:
    if (desc := _description(doc)) is not None and not doc.full(c.RULE):
        i, value = desc
        if (what := _verdict(doc, i, value, description=True)) != "" and _context_ok(doc, i, value):
            doc.emit(c.RULE, "high", i, 0, f"the description tells the agent to {what}")
    todo = [i for i in _candidates(doc) if i > doc.fm_end]
    if not todo:
        return
    ok = _unit_map(doc)
    fired = {f.line - 1 for f in doc.findings if f.rule == INTENT_RULE}
    seen: set[int] = set()
    gathered = -100  # the last line of the last paragraph that gathers private data
    memo: dict[str, str] = {}  # what a paragraph text asks; its context is read per place
    gathers: dict[str, bool] = {}  # whether a paragraph text gathers private data
    done = -1
    for i in todo:
        if len(seen) >= UNITS_MAX or doc.full(c.RULE):
            break
        if not ok[i] or _heading(doc.low_lines[i]) or (i <= done and not _row(doc.low_lines[i])):
            continue
        first, last = _bounds(doc, ok, i)
        if first in seen:
            continue
        seen.add(first)
        done = last
        if first in fired:
            continue
        t = _text(doc, first, last)
        if not t:
            continue
        if t not in memo:
            memo[t] = _verdict(doc, first, t)
        what = memo[t]
        if not what:
            if t not in gathers:
                gathers[t] = _gathers(t)
            if gathers[t] and _context_ok(doc, first, t):
                gathered = last
            if first - gathered <= _SPLIT_LINES and _sends(doc, first, t):
                what = "collect private data, then send it out"
        if what and _context_ok(doc, first, t):
            doc.emit(c.RULE, "high", first, 0, f"tells the agent to {what}")
