"""Prose rules by what an attack must make the agent do (issue 22, round 3), each read as an
act on an object in one sentence: reach secrets ("take the key material … and paste it"),
send data out ("hand the archive to the service at https://…"), obey a fetched page, override
its instructions (also in French, Spanish, German, Italian and Portuguese), reveal its system
prompt, widen or switch off its own approvals, plant itself at startup, destroy data at scale,
and deceive the user into giving a secret or running a command.

Each ``Act`` names a trigger (the verb phrase, found through its trigger words) and what the
rest of the sentence must hold (``also``: one pattern each) or must not (``unless``: the
sentence limits the act, such as "after the user confirms" or a build folder). A sentence that
negates the act ("never …"), sits under a heading or list that forbids it, talks about
detecting it or quotes it does not count at full severity (``scan_prose.emit``)."""

from __future__ import annotations

from .run_trust import first_party
from .scan_prose import emit, negated, spots, where
from .scan_text import Doc
from .taxonomy_agent import AGENT_ACTS
from .taxonomy_data import DATA_ACTS
from .taxonomy_words import _DESCRIBES_RE, Act

ACTS: tuple[Act, ...] = AGENT_ACTS + DATA_ACTS


def taxonomy_rules(doc: Doc) -> None:
    for act in ACTS:
        for s, m in spots(doc, act.trigger, act.needles, act.near):
            t = s.text
            if negated(t, m.start()) or any(p.search(t) is None for p in act.also):
                continue
            if (act.unless is not None and act.unless.search(t)) or _DESCRIBES_RE.search(t):
                continue
            line = where(doc, s, m.start())[0]
            if act.sends and first_party(doc, line, doc.low_lines[line]):
                continue  # the skill's own service, named in its frontmatter or headings
            if emit(doc, act.rule, act.sev, s, m.start(), m.end(), act.what):
                if act.sends:
                    doc.prose_send.append(line)
                if act.reads:
                    doc.prose_access.append(line)
