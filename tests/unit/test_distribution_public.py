"""The public answers under a link (SPEC §13.1) on in-memory links and artifacts built by the
real derivation: the index, SKILL.md, archives, HEAD vs GET, ETags, and one identical 404 for
every token, path and method that is not served."""

from __future__ import annotations

import hashlib
import json

import pytest

from skills_core.distribution.archive import read_archive
from skills_core.distribution.derive import Derivation
from skills_core.distribution.links import Link, MemoryLinks, new_token, token_hash
from skills_core.distribution.ports import MemoryArtifacts
from skills_core.distribution.public import NOT_FOUND_BODY, PublicDistribution, not_found
from skills_core.distribution.throttle import LinkThrottle
from tests.distribution_heads import Heads

T = "acme"
BASE = "/.well-known/agent-skills/"
NOT_FOUND = not_found().wire()


class World:
    def __init__(self) -> None:
        self.heads = Heads(T)
        self.artifacts = MemoryArtifacts()
        self.derive = Derivation(self.artifacts, self.heads)
        self.links = MemoryLinks()
        self.clock = [0.0]
        self.public = PublicDistribution(
            self.links, self.artifacts, LinkThrottle(20, clock=lambda: self.clock[0])
        )

    def link(self, label: str = "production") -> str:
        token = new_token()
        self.links.create(
            Link(T, f"lnk_{len(self.links.list(T)):016x}", label, "now"), token_hash(token)
        )
        return token

    def get(self, path: str, method: str = "GET", **headers: str):  # type: ignore[no-untyped-def]
        return self.public.answer(method, path, headers)


@pytest.fixture
def world() -> World:
    w = World()
    w.derive.apply_changes([w.heads.save("deploy"), w.heads.save("review-code")])
    w.derive.apply_changes([w.heads.save("draft", status="pending")])
    return w


def test_the_index_lists_served_skills_with_urls_under_the_link(world: World) -> None:
    token = world.link()
    answer = world.get(f"/l/{token}{BASE}index.json")
    assert answer.status == 200 and answer.headers["Content-Type"] == "application/json"
    doc = json.loads(answer.body)
    assert [s["name"] for s in doc["skills"]] == ["deploy", "review-code"]
    for skill in doc["skills"]:
        assert skill["url"] == f"/l/{token}{BASE}{skill['name']}/SKILL.md"
        fetched = world.get(skill["url"])
        assert fetched.status == 200
        assert "sha256:" + hashlib.sha256(fetched.body).hexdigest() == skill["digest"]
        assert fetched.body == world.heads.texts[(T, skill["name"], 1)]
        assert fetched.headers["Content-Type"].startswith("text/markdown")


def test_the_archive_of_the_served_version_is_served_and_matches(world: World) -> None:
    token = world.link()
    answer = world.get(f"/l/{token}{BASE}deploy/1.tar.gz")
    assert answer.status == 200 and answer.headers["Content-Type"] == "application/gzip"
    assert "immutable" in answer.headers["Cache-Control"]
    assert read_archive(answer.body) == {"SKILL.md": world.heads.texts[(T, "deploy", 1)]}
    assert world.get(f"/l/{token}{BASE}deploy/2.tar.gz").status == 404


def test_head_has_the_headers_of_get_and_no_body(world: World) -> None:
    token = world.link()
    get = world.get(f"/l/{token}{BASE}deploy/SKILL.md")
    head = world.get(f"/l/{token}{BASE}deploy/SKILL.md", "HEAD")
    assert head.status == 200 and head.body == b"" and head.headers == get.headers


def test_if_none_match_is_a_304_and_range_is_ignored(world: World) -> None:
    token = world.link()
    first = world.get(f"/l/{token}{BASE}deploy/SKILL.md")
    again = world.get(
        f"/l/{token}{BASE}deploy/SKILL.md", **{"If-None-Match": first.headers["ETag"]}
    )
    assert again.status == 304 and again.body == b""
    ranged = world.get(f"/l/{token}{BASE}deploy/SKILL.md", Range="bytes=0-3")
    assert ranged.status == 200 and ranged.body == first.body
    assert ranged.headers["Accept-Ranges"] == "none"


def test_a_revoked_link_answers_like_an_unknown_path_at_once(world: World) -> None:
    token = world.link()
    assert world.get(f"/l/{token}{BASE}index.json").status == 200
    assert world.links.revoke(T, world.links.list(T)[0].id)
    # revoked between the index and the archive fetch
    assert world.get(f"/l/{token}{BASE}deploy/1.tar.gz").wire() == NOT_FOUND


def test_a_label_with_nothing_served_is_an_empty_index(world: World) -> None:
    token = world.link("staging")
    doc = json.loads(world.get(f"/l/{token}{BASE}index.json").body)
    assert doc["skills"] == [] and doc["omitted"] == []
    world.derive.apply_changes([world.heads.label("deploy", "staging", 1)])
    doc = json.loads(world.get(f"/l/{token}{BASE}index.json").body)
    assert [s["name"] for s in doc["skills"]] == ["deploy"]
    world.derive.apply_changes([world.heads.label("deploy", "staging", None)])
    assert world.get(f"/l/{token}{BASE}deploy/SKILL.md").wire() == NOT_FOUND
    assert json.loads(world.get(f"/l/{token}{BASE}index.json").body)["skills"] == []


def test_a_pending_skill_is_never_served(world: World) -> None:
    token = world.link()
    assert world.get(f"/l/{token}{BASE}draft/SKILL.md").wire() == NOT_FOUND
    assert world.get(f"/l/{token}{BASE}draft/1.tar.gz").wire() == NOT_FOUND


TOKENS = [
    "",
    "x" * 10_240,
    "é" * 43,
    "..",
    "%2E%2E",
    "a%2Fb" + "a" * 38,
    "A" * 42,
    "A" * 44,
    "A" * 43,  # well formed, never issued
]


@pytest.mark.parametrize("token", TOKENS, ids=range(len(TOKENS)))
def test_every_token_shape_is_the_same_404(world: World, token: str) -> None:
    world.link()
    answer = world.get(f"/l/{token}{BASE}index.json")
    assert answer.wire() == NOT_FOUND
    assert answer.body == NOT_FOUND_BODY


@pytest.mark.parametrize(
    "rest",
    [
        "deploy/../review-code/SKILL.md",
        "deploy/%2E%2E/review-code/SKILL.md",
        "..%2F..%2Fstate/deploy.json",
        "deploy%2FSKILL.md/../x",
        "deploy/",
        "deploy",
        "deploy//SKILL.md",
        "../../../etc/passwd",
        "deploy/SKILL.md%00",
        "deploy/%ff",
        "Deploy/SKILL.md",
        "",
        "index.json/x",
    ],
)
def test_names_and_paths_that_leave_the_skill_are_the_same_404(world: World, rest: str) -> None:
    token = world.link()
    assert world.get(f"/l/{token}{BASE}{rest}").wire() == NOT_FOUND


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])
def test_other_methods_are_the_same_404(world: World, method: str) -> None:
    token = world.link()
    assert world.get(f"/l/{token}{BASE}index.json", method).wire() == NOT_FOUND


@pytest.mark.parametrize("path", ["/l/", "/l", "/x", "/l/tok", "/l/tok/other/index.json"])
def test_other_paths_are_the_same_404(world: World, path: str) -> None:
    assert world.get(path).wire() == NOT_FOUND


def test_a_link_is_throttled_after_its_burst_and_refills(world: World) -> None:
    token, other = world.link(), world.link()
    path = f"/l/{token}{BASE}index.json"
    statuses = [world.get(path).status for _ in range(501)]
    assert statuses[:500] == [200] * 500 and statuses[500] == 429
    assert world.get(f"/l/{other}{BASE}index.json").status == 200  # per link
    world.clock[0] += 1.0  # 20 more a second
    assert [world.get(path).status for _ in range(21)] == [200] * 20 + [429]


def test_tokens_are_unguessable_and_only_their_hash_is_kept() -> None:
    tokens = {new_token() for _ in range(1000)}
    assert len(tokens) == 1000 and all(len(t) == 43 for t in tokens)
    links = MemoryLinks()
    token = new_token()
    links.create(Link(T, "lnk_0000000000000000", "production", "now"), token_hash(token))
    assert token not in repr(links.__dict__)
