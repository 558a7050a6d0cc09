"""Property tests for argument substitution and body limits."""

from __future__ import annotations

import math
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.prompt.args import normalize_args, substitute_args
from skills_core.prompt.limits import limit_skill_body

texts = st.text(max_size=200)
arg_lists = st.lists(st.text(max_size=20), min_size=1, max_size=12)
placeholder_soup = st.lists(
    st.sampled_from(["$", "1", "2", "0", "ALL", "COUNT", "FIRST", "LAST", "HOME", "_", "x", " "]),
    max_size=30,
).map("".join)


@given(body=st.one_of(texts, placeholder_soup), empty=st.sampled_from([None, [], {}]))
def test_no_args_returns_body_unchanged(body: str, empty: Any) -> None:
    assert substitute_args(body, empty) == body


@given(args=arg_lists)
def test_all_is_args_joined_by_spaces(args: list[str]) -> None:
    assert substitute_args("$ALL", args) == " ".join(args)


@given(args=arg_lists)
def test_count_is_number_of_args(args: list[str]) -> None:
    assert substitute_args("$COUNT", args) == str(len(args))


@given(args=arg_lists)
def test_first_and_last(args: list[str]) -> None:
    assert substitute_args("$FIRST\x00$LAST", args) == f"{args[0]}\x00{args[-1]}"


@given(body=texts.filter(lambda s: "$" not in s), args=arg_lists)
def test_text_without_dollar_never_changes(body: str, args: list[str]) -> None:
    assert substitute_args(body, args) == body


@given(args=arg_lists, extra=st.integers(min_value=1, max_value=10**6))
def test_placeholder_beyond_count_survives(args: list[str], extra: int) -> None:
    placeholder = f"${len(args) + extra}"
    assert substitute_args(f"<{placeholder}>", args) == f"<{placeholder}>"


@given(data=st.data(), args=arg_lists)
def test_each_positional_placeholder_is_its_argument(data: st.DataObject, args: list[str]) -> None:
    index = data.draw(st.integers(min_value=0, max_value=len(args) - 1))
    assert substitute_args(f"[${index + 1}]", args) == f"[{args[index]}]"


@given(args=arg_lists)
def test_substituted_values_are_never_re_expanded(args: list[str]) -> None:
    body = " ".join(f"${n}" for n in range(1, len(args) + 1))
    assert substitute_args(body, args) == " ".join(args)


@given(args=st.lists(st.sampled_from(["$1", "$ALL", "$COUNT", "$2", "$LAST"]), min_size=1))
def test_placeholder_like_args_come_out_verbatim(args: list[str]) -> None:
    assert substitute_args("$ALL", args) == " ".join(args)


@given(
    word=st.from_regex(re.compile(r"[A-Za-z0-9_]"), fullmatch=True),
    name=st.sampled_from(["ALL", "COUNT", "FIRST", "LAST"]),
    args=arg_lists,
)
def test_named_placeholder_followed_by_word_char_is_untouched(
    word: str, name: str, args: list[str]
) -> None:
    body = f"${name}{word}"
    assert substitute_args(body, args) == body


@given(
    data=st.dictionaries(st.text(min_size=1, max_size=5), st.text(max_size=5), min_size=1),
    names=st.lists(st.text(min_size=1, max_size=5), unique=True, max_size=5),
)
def test_dict_normalisation_is_a_reordering_of_all_values(
    data: dict[str, str], names: list[str]
) -> None:
    values = normalize_args(data, names)
    assert values is not None
    assert sorted(values) == sorted(data.values())
    declared = [data[n] for n in names if n in data]
    assert values[: len(declared)] == declared


@settings(max_examples=60)
@given(body=st.text(max_size=400), limit=st.integers(min_value=1, max_value=300))
def test_limit_figures_are_consistent(body: str, limit: int) -> None:
    result = limit_skill_body(body, limit, warn_chars=10**6)
    assert result.original_chars == len(body)
    assert result.final_chars == len(result.body)
    assert result.final_token_estimate == math.ceil(len(result.body) / 4)
    assert result.original_token_estimate == math.ceil(len(body) / 4)
    assert result.truncated == (len(body) > limit)
    if result.truncated:
        assert result.body.startswith(body[:limit] + "\n\n[... Skill body truncated: ")
    else:
        assert result.body == body
