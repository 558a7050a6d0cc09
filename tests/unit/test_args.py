"""Argument normalisation and placeholder substitution (SPEC §4)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.errors import BadRequestError, SkillInvalidError
from skills_core.prompt.args import (
    count_values,
    normalize_args,
    substitute_args,
    substitute_bounded,
    substitute_positional,
)
from skills_core.prompt.limits import MAX_ARG_VALUES


class TestNormalizeArgs:
    def test_list_is_positional(self) -> None:
        assert normalize_args(["staging", "api"], ()) == ["staging", "api"]

    def test_tuple_is_positional(self) -> None:
        assert normalize_args(("a", "b"), ()) == ["a", "b"]

    @pytest.mark.parametrize("empty", [None, [], {}, ()])
    def test_empty_means_no_args(self, empty: Any) -> None:
        assert normalize_args(empty, ("x",)) is None

    def test_dict_ordered_by_arg_names_then_rest_in_given_order(self) -> None:
        args = {"zeta": "z", "service": "api", "alpha": "a", "environment": "staging"}
        assert normalize_args(args, ("environment", "service")) == ["staging", "api", "z", "a"]

    def test_dict_arg_names_missing_from_args_are_skipped(self) -> None:
        assert normalize_args({"b": "2"}, ("a", "b", "c")) == ["2"]

    def test_dict_without_arg_names_keeps_given_order(self) -> None:
        assert normalize_args({"b": "1", "a": "2"}, ()) == ["1", "2"]

    def test_non_string_values_become_json_text(self) -> None:
        values = normalize_args([1, 2.5, True, None, ["x", 1], {"k": "v"}, "plain"], ())
        assert values == ["1", "2.5", "true", "null", '["x", 1]', '{"k": "v"}', "plain"]

    def test_non_ascii_json_values_stay_readable(self) -> None:
        assert normalize_args([["café"]], ()) == ['["café"]']

    @pytest.mark.parametrize("bad", ["one string", 42, b"bytes"])
    def test_other_types_are_invalid_with_a_clear_message(self, bad: Any) -> None:
        with pytest.raises(SkillInvalidError, match=r"list .* or an object"):
            normalize_args(bad, ())


class TestSubstitution:
    def test_positional(self) -> None:
        body = "Deploy the $2 service to $1."
        assert substitute_args(body, ["staging", "api"]) == "Deploy the api service to staging."

    def test_one_based(self) -> None:
        assert substitute_args("$1", ["first", "second"]) == "first"

    def test_special_variables(self) -> None:
        body = "all=$ALL count=$COUNT first=$FIRST last=$LAST"
        assert substitute_args(body, ["a", "b c", "d"]) == "all=a b c d count=3 first=a last=d"

    def test_digits_are_greedy_and_beyond_count_stays(self) -> None:
        assert substitute_args("$10 and $1", ["a", "b"]) == "$10 and a"

    def test_tenth_argument(self) -> None:
        args = [str(n) for n in range(1, 11)]
        assert substitute_args("$10|$1|$100", args) == "10|1|$100"

    def test_twelfth_argument_stays_when_fewer(self) -> None:
        assert substitute_args("$12", ["a"] * 11) == "$12"

    def test_dollar_zero_stays(self) -> None:
        assert substitute_args("$0 $1", ["a"]) == "$0 a"

    def test_beyond_count_stays(self) -> None:
        assert substitute_args("$1 $2 $3", ["a", "b"]) == "a b $3"

    def test_word_boundary_after_named_placeholders(self) -> None:
        body = "$ALLOW $ALL_X $ALL1 $COUNTER $FIRSTLY $LAST_ONE $ALL."
        assert (
            substitute_args(body, ["a", "b"])
            == "$ALLOW $ALL_X $ALL1 $COUNTER $FIRSTLY $LAST_ONE a b."
        )

    def test_other_words_untouched(self) -> None:
        body = "echo $HOME $PATH $all $Count $ $"
        assert substitute_args(body, ["a"]) == body

    def test_digit_placeholder_followed_by_letters(self) -> None:
        assert substitute_args("$1st $2nd", ["a", "b"]) == "ast bnd"

    def test_no_args_returns_body_unchanged(self) -> None:
        body = "Use $1 and $ALL ($COUNT)\r\n"
        assert substitute_args(body, None) is body
        assert substitute_args(body, []) == body
        assert substitute_args(body, {}) == body

    def test_single_pass_substituted_values_are_not_re_expanded(self) -> None:
        assert substitute_args("$1 $2", ["$2", "$1"]) == "$2 $1"
        assert substitute_args("$ALL", ["$COUNT", "$1"]) == "$COUNT $1"
        assert substitute_args("$FIRST", ["$LAST", "x"]) == "$LAST"

    def test_dict_without_arg_names_uses_given_order(self) -> None:
        assert substitute_args("$1-$2", {"b": "B", "a": "A"}) == "B-A"

    def test_dict_with_arg_names(self) -> None:
        result = substitute_args("$1-$2", {"b": "B", "a": "A"}, arg_names=("a", "b"))
        assert result == "A-B"

    def test_dict_non_string_values(self) -> None:
        assert substitute_args("replicas=$1 dry=$2", {"n": 3, "dry": False}) == (
            "replicas=3 dry=false"
        )

    def test_count_and_last_with_single_argument(self) -> None:
        assert substitute_args("$COUNT $FIRST $LAST", ["only"]) == "1 only only"

    def test_empty_string_argument_is_still_an_argument(self) -> None:
        assert substitute_args("[$1] $COUNT", [""]) == "[] 1"

    def test_substitute_positional_none(self) -> None:
        assert substitute_positional("$1", None) == "$1"

    def test_adjacent_placeholders(self) -> None:
        assert substitute_args("$1$2$ALL", ["a", "b"]) == "aba b"


class TestBoundedSubstitution:
    """``substitute_bounded`` builds at most ``limit`` characters and counts the rest."""

    @given(
        body=st.text(alphabet=st.sampled_from(list("$ALCOUNTFIRSLx1234 _")), max_size=60),
        values=st.lists(st.text(alphabet="ab$1AL ", max_size=6), max_size=12),
        limit=st.integers(min_value=0, max_value=80),
    )
    @settings(max_examples=300, derandomize=True)
    def test_is_the_prefix_and_length_of_the_full_substitution(
        self, body: str, values: list[str], limit: int
    ) -> None:
        full = substitute_positional(body, values)
        shown, total = substitute_bounded(body, values, limit)
        assert total == len(full)
        assert shown == (full[:limit] if values else body)

    def test_all_placeholders_cost_the_limit_not_the_arguments(self) -> None:
        body = "$ALL " * 40_000
        values = ["x" * 100] * 10_000
        shown, total = substitute_bounded(body, values, 32_000)
        assert len(shown) == 32_000
        assert total == 40_000 * (10_000 * 101 - 1 + 1)

    def test_huge_placeholder_numbers_stay_as_written(self) -> None:
        body = "$" + "9" * 5_000
        assert substitute_bounded(body, ["a"], 10) == (body[:10], len(body))
        assert substitute_positional(body, ["a"]) == body

    def test_no_values_returns_the_body_itself(self) -> None:
        body = "$1 " * 10
        shown, total = substitute_bounded(body, None, 3)
        assert shown is body and total == len(body)


class TestArgumentCount:
    def test_count_values_counts_nested_ones(self) -> None:
        assert count_values(["a", "b"]) == 2
        assert count_values({"a": [1, 2]}) == 3
        assert count_values([]) == 0

    def test_count_stops_past_the_bound(self) -> None:
        assert count_values([[0] * 50] * 1_000, stop_after=10) < 50_000

    def test_at_most_10000_values(self) -> None:
        assert normalize_args(["a"] * MAX_ARG_VALUES) is not None
        with pytest.raises(BadRequestError, match="more than 10000 values"):
            normalize_args(["a"] * (MAX_ARG_VALUES + 1))
        with pytest.raises(BadRequestError, match="nested ones count"):
            normalize_args({"k": [[1, 2]] * 5_000})
