"""Skill search: tokeniser, ranking, filters, merging of recent writes, serialisation."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skills_core.search import SearchDocument, SearchHit, SearchIndex, search_documents
from skills_core.search.text import (
    MAX_QUERY_TERMS,
    SNIPPET_CHARS,
    STOP_WORDS,
    query_terms,
    stem,
    tokenize,
)

DOCS = [
    SearchDocument(
        "docker-ops",
        "Builds and runs container images. Use when an image will not build.",
        ("docker", "Containers"),
        "# Docker\n\nRun `docker build -t app .` first.\nPrune old images with docker prune.",
    ),
    SearchDocument(
        "k8s-rollback",
        "Reverts a Kubernetes Deployment. Use when a release breaks production.",
        ("kubernetes",),
        "## Steps\n\n1. kubectl rollout undo deployment/app\n2. Watch pods restarting until ready.",
    ),
    SearchDocument(
        "postgres-backup",
        "Backs up PostgreSQL databases nightly. Use when backups are missing.",
        ("postgres", "database"),
        "Run pg_dump -Fc every night and copy the dump to object storage.",
    ),
    SearchDocument(
        "postgres-restore",
        "Restores PostgreSQL from a dump. Use when data was deleted.",
        ("postgres", "database"),
        "Use pg_restore --clean into a new instance, never over the live one.",
    ),
]


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    return SearchIndex.build(DOCS)


def names(hits: list[SearchHit]) -> list[str]:
    return [h.name for h in hits]


# -- tokeniser and stemmer --------------------------------------------------------------------


@pytest.mark.parametrize(
    "words",
    [
        "restore restores restoring restored",
        "deploy deploys deploying deployed deployment",
        "migrate migration migrating migrated",
        "policy policies",
        "query queries",
        "cache caches caching cached",
        "run running runs",
        "log logs logging logged",
        "validate validation validating validator",
        "optimize optimise optimization optimisation",
        "process processes processing",
    ],
)
def test_inflections_share_a_stem(words: str) -> None:
    assert len({stem(w) for w in words.split()}) == 1


@pytest.mark.parametrize("word", ["k8s", "s3", "ec2", "gpt4", "embed", "need", "speed", "ops"])
def test_short_words_words_with_digits_and_exceptions_are_kept(word: str) -> None:
    assert stem(word) == word


def test_format_is_not_form_and_status_keeps_its_s() -> None:
    assert stem("formatting") == stem("format") != stem("form")
    assert stem("status") == "status"


def test_tokenize_lowercases_splits_names_and_drops_stop_words() -> None:
    assert tokenize("The docker-ops and my_pods ARE Restarting!") == [
        "docker",
        "ops",
        "pod",
        "restart",
    ]
    assert tokenize("") == []
    assert {"the", "and", "is"} <= STOP_WORDS


def test_query_terms_are_distinct_in_order_and_capped() -> None:
    assert query_terms("pods pod PODS restart") == ["pod", "restart"]
    many = " ".join(f"word{i}" for i in range(500))
    assert query_terms(many) == [f"word{i}" for i in range(MAX_QUERY_TERMS)]


# -- ranking ---------------------------------------------------------------------------------


def test_a_part_of_a_name_matches(index: SearchIndex) -> None:
    assert names(index.search("docker"))[0] == "docker-ops"
    assert names(index.search("rollback"))[0] == "k8s-rollback"


def test_near_duplicates_are_told_apart_by_their_words(index: SearchIndex) -> None:
    assert names(index.search("restore postgres from a dump"))[0] == "postgres-restore"
    assert names(index.search("nightly postgres backup"))[0] == "postgres-backup"


def test_body_only_words_are_found_and_can_be_switched_off() -> None:
    assert names(search_documents(DOCS, "new instance")) == ["postgres-restore"]
    without = SearchIndex.build(DOCS, index_bodies=False)
    assert without.search("new instance") == []
    assert names(without.search("kubernetes")) == ["k8s-rollback"]


def test_unknown_terms_are_ignored(index: SearchIndex) -> None:
    assert index.search("zzzunknown") == []
    assert names(index.search("zzzunknown docker")) == ["docker-ops"]


def test_scores_descend_and_are_rounded(index: SearchIndex) -> None:
    hits = index.search("postgres dump restore backup", limit=10)
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)
    assert all(h.score == round(h.score, 4) > 0 for h in hits)


def test_equal_scores_are_in_name_order() -> None:
    twins = [SearchDocument(n, "Rotates the widget cache.", ("x",), "Body") for n in "cbad"]
    hits = search_documents(twins, "widget", limit=4)
    assert names(hits) == ["a", "b", "c", "d"]
    assert len({h.score for h in hits}) == 1


def test_build_order_does_not_matter() -> None:
    shuffled = DOCS[:]
    random.Random(1).shuffle(shuffled)
    assert SearchIndex.build(shuffled).to_bytes() == SearchIndex.build(DOCS).to_bytes()


def test_duplicate_and_invalid_names_are_refused() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        SearchIndex.build([DOCS[0], DOCS[0]])
    for bad in ["", "Upper", "-lead", "a" * 65, "sp ace", "new\nline"]:
        with pytest.raises(ValueError, match="invalid skill name"):
            SearchDocument(bad, "d")
    with pytest.raises(ValueError, match="strings"):
        SearchDocument("ok", 3)  # type: ignore[arg-type]


# -- filters, exclusions and recent writes ---------------------------------------------------


def test_tags_filter_needs_every_tag_case_insensitively(index: SearchIndex) -> None:
    assert names(index.search("postgres", tags=["POSTGRES", "database"], limit=10)) == [
        "postgres-backup",
        "postgres-restore",
    ]
    assert names(index.search("images", tags=["containers"])) == ["docker-ops"]
    assert index.search("postgres", tags=["postgres", "kubernetes"]) == []
    assert index.search("postgres", tags=["nope"]) == []
    assert names(index.search("docker", tags="docker")) == ["docker-ops"]  # type: ignore[arg-type]


def test_excluded_names_never_appear(index: SearchIndex) -> None:
    hits = index.search("postgres", exclude={"postgres-backup"}, limit=10)
    assert names(hits) == ["postgres-restore"]
    assert index.search("docker", exclude=("docker-ops",)) == []


def test_an_extra_copy_of_an_indexed_document_scores_exactly_the_same(index: SearchIndex) -> None:
    for query in ["postgres dump", "kubectl pods", "docker images prune", "database"]:
        before = index.search(query, limit=10)
        after = index.search(query, limit=10, extra=[DOCS[3], DOCS[1]])
        assert before == after


def test_extra_documents_shadow_and_merge_by_score(index: SearchIndex) -> None:
    newer = SearchDocument(
        "postgres-backup", "Ships WAL archives.", ("postgres",), "Archive WAL segments."
    )
    fresh = SearchDocument("zebra-tool", "Feeds zebras their postgres", ("animals",))
    hits = index.search("postgres", limit=10, extra=[newer, fresh])
    assert sorted(names(hits)) == ["postgres-backup", "postgres-restore", "zebra-tool"]
    shadow = next(h for h in hits if h.name == "postgres-backup")
    assert shadow.description == "Ships WAL archives."
    assert names(index.search("nightly", extra=[newer])) == []
    assert names(index.search("zebras", extra=[fresh])) == ["zebra-tool"]  # unseen term
    assert index.search("zebras", extra=[fresh], tags=["postgres"]) == []
    assert names(index.search("zebras", extra=[fresh], exclude={"zebra-tool"})) == ["zebra-tool"]


def test_a_much_better_extra_document_outranks_the_index(index: SearchIndex) -> None:
    better = SearchDocument(
        "kubectl-guide", "kubectl rollout undo", ("kubernetes",), "kubectl " * 5
    )
    assert names(index.search("kubectl rollout", extra=[better]))[:2] == [
        "kubectl-guide",
        "k8s-rollback",
    ]


def test_limit_is_bounded(index: SearchIndex) -> None:
    for bad in [0, -1, 51, True, 2.5]:
        with pytest.raises(ValueError, match="limit"):
            index.search("docker", limit=bad)  # type: ignore[arg-type]
    assert len(index.search("postgres", limit=1)) == 1
    assert len(index.search("postgres", limit=50)) == 2


def test_many_documents_with_exclusions_still_fill_the_limit() -> None:
    docs = [
        SearchDocument(f"skill-{i:03d}", f"Widget number {i}", (), "widget " * i)
        for i in range(1, 120)
    ]
    index = SearchIndex.build(docs)
    top = names(index.search("widget", limit=50))
    hits = index.search("widget", limit=50, exclude=set(top[:40]))
    assert len(hits) == 50 and not set(names(hits)) & set(top[:40])


def test_huge_and_empty_queries_return_lists(index: SearchIndex) -> None:
    assert isinstance(index.search("docker " * 2000), list)
    noisy = " ".join(f"term{i}" for i in range(3000))
    assert len(noisy) > 10_000
    assert index.search(noisy) == []
    assert index.search("the and of is !!! ??? ... --- ___") == []
    assert index.search("") == []


# -- snippets --------------------------------------------------------------------------------


def test_snippet_is_the_best_matching_body_line(index: SearchIndex) -> None:
    hit = index.search("prune images")[0]
    assert hit.snippet == "Prune old images with docker prune."
    assert index.search("pg_restore")[0].snippet.startswith("Use pg_restore --clean")


def test_snippet_is_one_short_line_with_the_term_and_no_forged_markup() -> None:
    body = (
        "# Title\n\n- name: evil\u2028- fake: line\n"
        + "filler " * 100
        + "the needle sits here "
        + "tail " * 100
        + "\n```\ncode\n```\n"
    )
    doc = SearchDocument("long-body", "Description.", (), body)
    snippet = search_documents([doc], "needle")[0].snippet
    assert "needle" in snippet
    assert len(snippet) <= SNIPPET_CHARS
    assert len(snippet.splitlines()) == 1 and "\u2028" not in snippet
    forged = search_documents([doc], "evil")[0].snippet
    assert not forged.startswith("-") and len(forged.splitlines()) == 1


@settings(max_examples=150, deadline=None)
@given(
    lines=st.lists(st.text(max_size=80), max_size=10),
    tail=st.text(max_size=400),
    word=st.from_regex(r"[a-z]{5,10}", fullmatch=True).filter(lambda w: w not in STOP_WORDS),
    query=st.text(max_size=60),
)
def test_snippets_are_short_single_lines_holding_a_query_term(
    lines: list[str], tail: str, word: str, query: str
) -> None:
    body = "\n".join([*lines, f"see {word} here", tail])
    doc = SearchDocument("any", "A description.", (), body)
    index = SearchIndex.build([doc])
    hit = index.search(word)[0]
    assert set(tokenize(hit.snippet)) & set(query_terms(word))
    for result in [hit, *index.search(query + " " + word)]:
        assert len(result.snippet) <= SNIPPET_CHARS
        assert result.snippet == " ".join(result.snippet.split())  # one line, folded


def test_snippet_falls_back_to_the_description() -> None:
    doc = SearchDocument("plain", "Handles widgets.\nSecond line " + "x" * 300, (), "Body text.")
    hit = search_documents([doc], "widgets")[0]
    assert hit.snippet.startswith("Handles widgets. Second line")
    assert len(hit.snippet) <= SNIPPET_CHARS and "\n" not in hit.snippet
    assert hit.description == "Handles widgets. Second line " + "x" * 300
    no_body = SearchIndex.build([doc], index_bodies=False).search("body widgets")[0]
    assert no_body.snippet == hit.snippet


def test_hit_to_dict() -> None:
    hit = search_documents(DOCS, "docker")[0]
    assert hit.to_dict() == {
        "name": hit.name,
        "description": hit.description,
        "score": hit.score,
        "snippet": hit.snippet,
    }


# -- serialisation ---------------------------------------------------------------------------

QUERIES = ["docker", "postgres dump", "pods restarting", "pg_restore", "database", "zzz"]


def test_round_trip_gives_identical_results(index: SearchIndex) -> None:
    data = index.to_bytes()
    loaded = SearchIndex.from_bytes(data)
    assert loaded.to_bytes() == data
    assert loaded.names == index.names == tuple(sorted(d.name for d in DOCS))
    assert len(loaded) == len(index) == 4
    for query in QUERIES:
        for tags in [(), ("postgres",)]:
            assert loaded.search(query, tags=tags, limit=10) == index.search(
                query, tags=tags, limit=10
            )
    extra = [SearchDocument("new-one", "postgres docker", ("postgres",))]
    assert loaded.search("postgres", extra=extra) == index.search("postgres", extra=extra)


def test_an_empty_index_round_trips() -> None:
    empty = SearchIndex.from_bytes(SearchIndex.build([]).to_bytes())
    assert len(empty) == 0 and empty.names == ()
    assert empty.search("docker") == []
    assert names(empty.search("docker", extra=[DOCS[0]])) == ["docker-ops"]


def test_every_truncation_is_a_value_error(index: SearchIndex) -> None:
    data = index.to_bytes()
    for size in range(len(data)):
        with pytest.raises(ValueError):
            SearchIndex.from_bytes(data[:size])
    with pytest.raises(ValueError):
        SearchIndex.from_bytes(data + b"\x00")


def test_foreign_data_and_other_versions_are_refused(index: SearchIndex) -> None:
    data = index.to_bytes()
    for bad in [b"", b"PK\x03\x04" + data[4:], data[:4] + b"\x01\x00" + data[6:], b"{}"]:
        with pytest.raises(ValueError):
            SearchIndex.from_bytes(bad)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_byte_flips_only_raise_value_error(data: st.DataObject) -> None:
    blob = bytearray(SEARCHABLE)
    for pos in data.draw(st.sets(st.integers(0, len(blob) - 1), min_size=1, max_size=8)):
        blob[pos] ^= data.draw(st.integers(1, 255))
    with pytest.raises(ValueError):
        SearchIndex.from_bytes(bytes(blob))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_flips_behind_a_valid_checksum_only_raise_value_error(data: st.DataObject) -> None:
    """Bytes that pass the checksum but are otherwise wrong (a bug, or crafted data) must
    fail with ValueError when loaded, searched or updated, never with anything else."""
    header = struct.calcsize("<4sHI")
    body = bytearray(SEARCHABLE[header:])
    for pos in data.draw(st.sets(st.integers(0, len(body) - 1), min_size=1, max_size=4)):
        body[pos] ^= data.draw(st.integers(1, 255))
    blob = SEARCHABLE[:6] + struct.pack("<I", zlib.crc32(body)) + bytes(body)
    try:
        loaded = SearchIndex.from_bytes(blob)
        for query in QUERIES:
            loaded.search(query, tags=data.draw(st.sampled_from([(), ("postgres",)])), limit=10)
        add, remove = data.draw(st.sampled_from([(DOCS[:1], []), ([], ["k8s-rollback"])]))
        loaded.updated(add=add, remove=remove).search("postgres docker")
    except ValueError:
        pass


SEARCHABLE = SearchIndex.build(DOCS).to_bytes()
