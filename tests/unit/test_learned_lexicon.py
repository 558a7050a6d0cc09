"""The other-language lexicon of the learned risk layer: the same class names as the layer's
``CLASSES``, every word one token as the layer's tokenizer forms it, and enough languages per
class that an attack in one of them still meets its class words."""

from __future__ import annotations

import string
import unicodedata
from collections import Counter

import pytest

from skills_core.governance.learned.learned_lexicon import LANGUAGES, LEXICON

# the class names of CLASSES in skills_core/governance/learned/learned_features.py
EXPECTED_CLASSES = frozenset(("send", "read", "delete", "disable", "override", "approve", "run",
    "persist", "hide", "tell", "ctx", "neg", "cred", "wallet", "history", "rules", "files", "dest",
    "addr", "teach", "pretext", "scope"))  # fmt: skip
MAJOR = ("send", "read", "delete", "approve", "override", "cred", "wallet", "history", "rules",
         "files", "dest")  # fmt: skip
# words that mean both things in the languages that use them (none needed so far)
SHARED_OK: frozenset[str] = frozenset()
# the layer's tokenizer: non-ASCII text lowered by str.lower, ASCII letters and digits and every
# non-ASCII byte kept, any other byte a separator
_TABLE = bytes(
    (c + 32 if 65 <= c <= 90 else c) if (c >= 128 or chr(c).isalnum() or c == 10) else 32
    for c in range(256)
)


def tokens(text: str) -> list[bytes]:
    """What learned_features.split makes of ``text`` (one line, no paragraph breaks)."""
    if not text.isascii():
        text = text.lower()
    return text.encode("utf-8", "replace").translate(_TABLE).split()


ALL = [(cls, word) for cls, words in LEXICON.items() for word in words]


def test_class_names_are_the_layers() -> None:
    assert set(LEXICON) == EXPECTED_CLASSES
    assert LEXICON["ctx"] == ()


def test_every_word_is_one_token() -> None:
    bad = [(cls, w) for cls, w in ALL if w != w.lower() or w != unicodedata.normalize("NFC", w)]
    bad += [(cls, w) for cls, w in ALL if set(w) & set(string.punctuation + string.whitespace)]
    # no invisible or punctuation code points (ZWNJ, NBSP, middle dot...) a text may not hold
    bad += [(cls, w) for cls, w in ALL if any(unicodedata.category(ch)[0] in "PZC" for ch in w)]
    bad += [(cls, w) for cls, w in ALL if tokens(w) != [w.encode()]]
    # in a sentence, capitalised (where case round-trips: not Turkish dotless i or German ß)
    bad += [(cls, w) for cls, w in ALL if w.upper().lower() == w
            and tokens(f"x {w.upper()}, y") != [b"x", w.encode(), b"y"]]  # fmt: skip
    assert not bad


def test_no_duplicates_within_a_class_or_a_language() -> None:
    for cls, words in LEXICON.items():
        assert len(words) == len(set(words)), cls
        for lang, lang_words in LANGUAGES[cls].items():
            repeated = [w for w, n in Counter(lang_words).items() if n > 1]
            assert not repeated, (cls, lang, repeated)


@pytest.mark.parametrize("cls", MAJOR)
def test_major_classes_are_broad(cls: str) -> None:
    assert len(LEXICON[cls]) >= 60
    assert len([lang for lang, words in LANGUAGES[cls].items() if words]) >= 30


def test_every_class_covers_thirty_languages() -> None:
    for cls, langs in LANGUAGES.items():
        if cls != "ctx":
            assert len([lang for lang, words in langs.items() if words]) >= 30, cls


def test_no_word_is_in_two_classes() -> None:
    seen: dict[str, list[str]] = {}
    for cls, word in ALL:
        seen.setdefault(word, []).append(cls)
    shared = {w: cs for w, cs in seen.items() if len(cs) > 1 and w not in SHARED_OK}
    assert not shared
