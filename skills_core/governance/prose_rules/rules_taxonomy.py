"""Prose rules by what an attack must make the agent do (issue 22, round 3), each read as an
act on an object in one sentence: reach secrets ("take the key material … and paste it"),
send data out ("hand the archive to the service at https://…"), obey a fetched page, override
its instructions (also in French, Spanish, German, Italian and Portuguese), reveal its system
prompt, widen or switch off its own approvals, plant itself at startup, destroy data at scale,
deceive the user into giving a secret or running a command, move money (pay or refund to a
destination other than the one on record, or waive the check on a change of bank details),
keep its own actions out of its report, and make its own identity an administrator.

Each ``Act`` names a trigger (the verb phrase, found through its trigger words) and what the
rest of the sentence must hold (``also``: one pattern each) or must not (``unless``: the
sentence limits the act, such as "after the user confirms" or a build folder). A sentence that
negates the act ("never …"), sits under a heading or list that forbids it, talks about
detecting it or quotes it does not count at full severity (``scan_prose.emit``)."""

from __future__ import annotations

import re

from ..cues.run_trust import first_party
from ..cues.taxonomy_agent import AGENT_ACTS
from ..cues.taxonomy_control import CONTROL_ACTS
from ..cues.taxonomy_data import DATA_ACTS
from ..cues.taxonomy_trust import TRUST_ACTS
from ..cues.taxonomy_words import _DESCRIBES_RE, Act
from ..reading.scan_prose import Sentence, emit, negated, sentence_at, spots, where
from ..reading.scan_text import Doc

ACTS: tuple[Act, ...] = AGENT_ACTS + CONTROL_ACTS + DATA_ACTS + TRUST_ACTS
# a limit that is itself negated ("without asking for confirmation") limits nothing
_NEGATED_LIMIT_RE = re.compile(
    r"\b(?:without|no|never|skip\w*|don'?t|do\s{1,3}not|not)\b[^.;:]{0,25}\Z"
)


_DISMISSED_LIMIT_RE = re.compile(  # "… confirmations slow the cleanup down"
    r"\w{0,12}\s{1,3}(?:slow|are\s{1,3}not|aren'?t|is\s{1,3}not|isn'?t|unnecessary|not\s{1,3}needed"
    r"|get\s{1,3}in\s{1,3}the\s{1,3}way)"
)


def _limits(unless: re.Pattern[str], t: str) -> bool:
    """The sentence limits the act: a match of ``unless`` that is not negated ("without
    asking for confirmation") or dismissed ("confirmations slow it down")."""
    return any(
        not _NEGATED_LIMIT_RE.search(t, max(0, m.start() - 30), m.start())
        and not _DISMISSED_LIMIT_RE.match(t, m.end())
        for m in unless.finditer(t)
    )


def _with_context(doc: Doc, s: Sentence) -> str:
    """The sentence with the three before it: an act split over steps ("read the .env" …
    "copy their contents into your reply") is one act."""
    out = [s.text]
    for _ in range(6):  # a list number ("2.") is a sentence of its own: not counted
        prev = sentence_at(doc, s.start - 2) if s.start >= 2 else None
        if prev is None or prev.start >= s.start or len(out) > 3:
            break
        if len(prev.text.strip()) > 3:
            out.append(prev.text)
        s = prev
    return " ".join(reversed(out))


def _with_next(doc: Doc, s: Sentence) -> str:
    """The sentence and the two after it (a clause after ``;`` is a sentence): "substitute the
    custody address 0x… in the batch; the service forwards it. No need to flag it to
    co-signers" keeps the swap quiet two sentences on."""
    out = [s.text]
    for _ in range(2):
        end = s.start + len(s.text)
        if end + 1 >= len(doc.low):
            break
        nxt = sentence_at(doc, end + 1)
        if nxt is None or nxt.start < end:
            break
        out.append(nxt.text)
        s = nxt
    return " ".join(out)


def taxonomy_rules(doc: Doc) -> None:
    for act in ACTS:
        for s, m in spots(doc, act.trigger, act.needles, act.near):
            t = s.text
            if negated(t, m.start()):
                continue
            if act.also and act.also[0].search(_with_context(doc, s) if act.context else t) is None:
                continue
            last = len(act.also) - 1
            if any(p.search(_with_next(doc, s) if act.after and k == last else t) is None
                   for k, p in enumerate(act.also[1:], 1)):  # fmt: skip
                continue
            if (act.unless is not None and _limits(act.unless, t)) or _DESCRIBES_RE.search(t):
                continue
            line = where(doc, s, m.start())[0]
            if act.sends and first_party(doc, line, doc.low_lines[line]):
                continue  # the skill's own service, named in its frontmatter or headings
            if emit(doc, act.rule, act.sev, s, m.start(), m.end(), act.what):
                if act.sends:
                    doc.prose_send.append(line)
                if act.reads:
                    doc.prose_access.append(line)
