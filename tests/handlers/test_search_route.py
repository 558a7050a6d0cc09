"""``GET /search`` (SPEC §6, §11): ranked hits over the served skills, tag filters, and 400s for
every bad query, limit or tag."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest

from handlers.runtime import reset as reset_handlers

from .conftest import HttpResult, World, event, invoke, skill_md


def search(pairs: list[tuple[str, str]] | dict[str, str], **kw: Any) -> HttpResult:
    """``pairs`` as a browser sends them; repeated keys as API Gateway (payload 2.0) passes
    them: ``rawQueryString`` as sent, ``queryStringParameters`` joined by commas."""
    items = list(pairs.items()) if isinstance(pairs, dict) else pairs
    ev = event("GET", "/search", **kw)
    joined: dict[str, str] = {}
    for key, value in items:
        joined[key] = f"{joined[key]},{value}" if key in joined else value
    ev["rawQueryString"] = urlencode(items)
    ev["queryStringParameters"] = joined or None
    return invoke("catalog", ev)


def names(result: HttpResult) -> list[str]:
    assert result.status == 200, result.text
    return [hit["name"] for hit in result.json["hits"]]


def bad(result: HttpResult) -> str:
    assert result.status == 400, result.text
    assert result.json["error"]["code"] == "BAD_REQUEST"
    return str(result.json["error"]["message"])


@pytest.fixture
def skills(world: World) -> World:
    world.put(
        "global/kube-deploy.md",
        skill_md(
            "kube-deploy",
            "Deploy services to Kubernetes clusters. Use when rolling out a release.",
            "Apply the manifests with kubectl, then watch the rollout status.",
            tags=["kubernetes", "ops"],
        ),
    )
    world.put(
        "global/release-notes.md",
        skill_md(
            "release-notes",
            "Write release notes from merged pull requests.",
            "Group the changes by area and link each pull request.",
            tags=["writing"],
        ),
    )
    return world


def test_hits_are_ranked_with_description_score_and_snippet(skills: World) -> None:
    result = search({"q": "deploy to kubernetes"})
    assert names(result)[0] == "kube-deploy"
    assert result.json["query"] == "deploy to kubernetes" and result.json["warnings"] == []
    hit = result.json["hits"][0]
    assert set(hit) == {"name", "description", "score", "snippet"}
    assert hit["description"].startswith("Deploy services to Kubernetes")
    assert isinstance(hit["score"], float) and hit["score"] > 0 and hit["snippet"]
    scores = [h["score"] for h in result.json["hits"]]
    assert scores == sorted(scores, reverse=True)
    # Bodies are searched too.
    assert names(search({"q": "kubectl rollout"}))[0] == "kube-deploy"


def test_limit_and_default(skills: World) -> None:
    assert len(names(search({"q": "skill use when"}))) <= 5
    assert len(names(search({"q": "release deploy docker review", "limit": "1"}))) == 1
    assert len(names(search({"q": "release deploy docker review", "limit": "50"}))) == 4


def test_tags_filter_and_repeat(skills: World) -> None:
    tagged = names(search([("q", "deploy docker review"), ("tag", "ops")]))
    assert sorted(tagged) == ["docker-ops", "kube-deploy"]  # code-review has no tag "ops"
    both = search([("q", "deploy docker"), ("tag", "ops"), ("tag", "kubernetes")])
    assert names(both) == ["kube-deploy"]  # every tag must match
    assert names(search([("q", "deploy"), ("tag", "nothing")])) == []


def test_a_query_with_commas_is_kept_whole(skills: World) -> None:
    # Powertools splits payload-2.0 query values on commas; q is one value.
    result = search({"q": "release notes, pull requests"})
    assert result.json["query"] == "release notes, pull requests"
    assert names(result)[0] == "release-notes"


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ({}, "'q': is required"),
        ({"q": ""}, "1-1000 characters"),
        ({"q": "   "}, "1-1000 characters"),
        ({"q": "x" * 1001}, "1-1000 characters"),
        ({"q": "docker " * 1463}, "1-1000 characters"),  # ~10 KB
        ({"q": "docker", "limit": "0"}, "limit"),
        ({"q": "docker", "limit": "51"}, "limit"),
        ({"q": "docker", "limit": "x"}, "limit"),
        ({"q": "docker", "limit": "-3"}, "limit"),
        ({"q": "docker", "tag": ""}, "tag"),
        ({"q": "docker", "tag": "t" * 65}, "tag"),
        ({"q": "docker", "tags": "ops"}, "unknown query parameter"),
        ({"q": "docker", "label": "production"}, "unknown query parameter"),
    ],
)
def test_bad_queries_are_400(skills: World, query: dict[str, str], words: str) -> None:
    assert words in bad(search(query))


def test_too_many_tags_and_a_repeated_q_are_400(skills: World) -> None:
    assert "at most 10 tags" in bad(search([("q", "x"), *[("tag", f"t{i}") for i in range(11)]]))
    assert "more than once" in bad(search([("q", "a"), ("q", "b")]))


def test_a_query_of_1000_characters_is_fine(skills: World) -> None:
    assert search({"q": ("docker " * 200)[:1000]}).status == 200


def test_store_skills_are_searched_once_served(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_REVIEW", "required")
    reset_handlers()
    body = {
        "name": "zebra-care",
        "description": "Care for zebras at the zoo. Use when feeding zebras.",
        "body": "Zebras eat hay twice a day.",
    }
    assert invoke("save", event("POST", "/skills", body=body)).status == 201
    assert names(search({"q": "zebras"})) == []  # pending: not served, not found
    path = "/skills/zebra-care/versions/1/review"
    approve = event("POST", path, body={"decision": "approve"}, scopes="skills/review")
    assert invoke("save", approve).status == 200
    assert names(search({"q": "zebras"})) == ["zebra-care"]
    assert names(search({"q": "zebras"}, tenant="beta")) == []  # another tenant's store
    # /search is not under /skills/: a skill may be named "search".
    world.put("global/search.md", skill_md("search", "Search the web. Use when looking up."))
    assert invoke("catalog", event("GET", "/skills/search")).status == 200
