"""``skillsctl pull`` (SPEC §13) against the public answers of a link (in memory, no socket):
every digest verified, a rerun rewrites only what changed and removes what is no longer
served, a tampered artifact or a foreign URL is refused and nothing of it is written; and
``skillsctl mirror-policy``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from skills_core import cli
from skills_core.distribution.derive import Derivation
from skills_core.distribution.links import Link, MemoryLinks, new_token, token_hash
from skills_core.distribution.ports import MemoryArtifacts
from skills_core.distribution.public import PublicDistribution
from skills_core.distribution.pull import MANIFEST, PullError, pull
from skills_core.distribution.throttle import LinkThrottle
from tests.distribution_heads import Heads

HOST = "https://skills.example.com"


class Files(Heads):
    extra: dict[str, dict[str, bytes]]

    def files(self, tenant: str, name: str, version: int) -> Mapping[str, bytes]:
        return {**super().files(tenant, name, version), **self.extra.get(name, {})}


class Link_:
    def __init__(self) -> None:
        self.heads = Files("acme")
        self.heads.extra = {"tools": {"scripts/run.sh": b"echo 1\n", "README.txt": b"r\n"}}
        self.artifacts = MemoryArtifacts()
        self.derive = Derivation(self.artifacts, self.heads)
        self.links = MemoryLinks()
        self.token = new_token()
        self.links.create(
            Link("acme", "lnk_0000000000000001", "production", "t"), token_hash(self.token)
        )
        self.public = PublicDistribution(self.links, self.artifacts, LinkThrottle(1000))
        self.tamper: dict[str, bytes] = {}
        self.fetched: list[str] = []

    @property
    def url(self) -> str:
        return f"{HOST}/l/{self.token}"

    def fetch(self, url: str) -> bytes:
        parts = urlsplit(url)
        assert f"{parts.scheme}://{parts.netloc}" == HOST, url
        self.fetched.append(parts.path)
        answer = self.public.answer("GET", parts.path)
        if answer.status != 200:
            raise OSError(f"HTTP {answer.status}")
        return self.tamper.get(parts.path, answer.body)


@pytest.fixture
def link() -> Link_:
    w = Link_()
    w.derive.apply_changes([w.heads.save("deploy"), w.heads.save("tools")])
    return w


def tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != MANIFEST
    }


def test_pull_writes_every_served_skill_with_its_files(link: Link_, tmp_path: Path) -> None:
    result = pull(link.url, tmp_path, link.fetch)
    assert result.skills == ["deploy", "tools"] and result.refused == {}
    assert tree(tmp_path) == {
        "deploy/SKILL.md": link.heads.texts[("acme", "deploy", 1)],
        "tools/README.txt": b"r\n",
        "tools/SKILL.md": link.heads.texts[("acme", "tools", 1)],
        "tools/scripts/run.sh": b"echo 1\n",
    }


def test_a_rerun_rewrites_only_what_changed_and_removes_what_left(
    link: Link_, tmp_path: Path
) -> None:
    pull(link.url, tmp_path, link.fetch)
    (tmp_path / "mine.txt").write_text("not pulled")
    again = pull(link.url, tmp_path, link.fetch)
    assert again.written == [] and len(again.unchanged) == 4 and again.removed == []

    link.heads.extra["tools"] = {"scripts/run.sh": b"echo 2\n"}  # README.txt goes away
    link.derive.apply_changes([link.heads.save("tools"), link.heads.retire("deploy")])
    third = pull(link.url, tmp_path, link.fetch)
    assert sorted(third.written) == ["tools/SKILL.md", "tools/scripts/run.sh"]
    assert sorted(third.removed) == ["deploy/SKILL.md", "tools/README.txt"]
    assert sorted(tree(tmp_path)) == ["mine.txt", "tools/SKILL.md", "tools/scripts/run.sh"]
    assert not (tmp_path / "deploy").exists()


def test_a_digest_that_does_not_match_is_refused_and_nothing_is_written(
    link: Link_, tmp_path: Path
) -> None:
    link.tamper[f"/l/{link.token}/.well-known/agent-skills/deploy/SKILL.md"] = b"evil"
    result = pull(link.url, tmp_path, link.fetch)
    assert "digest" in result.refused["deploy"]
    assert not (tmp_path / "deploy").exists() and (tmp_path / "tools" / "SKILL.md").exists()


def test_a_refused_update_keeps_what_was_pulled(link: Link_, tmp_path: Path) -> None:
    pull(link.url, tmp_path, link.fetch)
    link.derive.apply_changes([link.heads.save("deploy")])
    link.tamper[f"/l/{link.token}/.well-known/agent-skills/deploy/SKILL.md"] = b"evil"
    result = pull(link.url, tmp_path, link.fetch)
    assert "deploy" in result.refused and result.removed == []
    assert (tmp_path / "deploy" / "SKILL.md").read_bytes() == link.heads.texts[
        ("acme", "deploy", 1)
    ]


def test_an_index_url_on_another_origin_is_refused(link: Link_, tmp_path: Path) -> None:
    index = f"/l/{link.token}/.well-known/agent-skills/index.json"
    doc = json.loads(link.public.answer("GET", index).body)
    doc["skills"][0]["url"] = "https://evil.example.net/x/SKILL.md"
    link.tamper[index] = json.dumps(doc).encode()
    result = pull(link.url, tmp_path, link.fetch)
    assert "origin" in result.refused["deploy"]
    assert all(path.startswith("/l/") for path in link.fetched)


def test_a_revoked_or_unknown_link_is_an_error(link: Link_, tmp_path: Path) -> None:
    link.links.revoke("acme", "lnk_0000000000000001")
    with pytest.raises(PullError):
        pull(link.url, tmp_path / "out", link.fetch)
    assert not (tmp_path / "out").exists()


def test_pull_never_writes_through_a_symbolic_link(link: Link_, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = tmp_path / "target"
    target.mkdir()
    (target / "deploy").symlink_to(outside, target_is_directory=True)
    result = pull(link.url, target, link.fetch)
    assert "symbolic link" in result.refused["deploy"] and list(outside.iterdir()) == []


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, Any, str]:
    code = cli.main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_mirror_policy_is_read_only_and_scoped_to_the_tenant(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["mirror-policy", "--tenant", "acme", "--mirror-bucket", "mirror-b"], capsys)
    policy = json.loads(out)
    assert code == 0
    actions = {s["Action"] for s in policy["Statement"]}
    assert actions == {"s3:ListBucket", "s3:GetObject"}
    assert policy["Statement"][1]["Resource"] == "arn:aws:s3:::mirror-b/acme/*"
    assert policy["Statement"][0]["Condition"]["StringLike"]["s3:prefix"] == ["acme/", "acme/*"]


@pytest.mark.parametrize(
    "argv",
    [
        ["mirror-policy", "--tenant", "../etc", "--mirror-bucket", "b-b-b"],
        ["mirror-policy", "--tenant", "acme", "--mirror-bucket", "Bad_Bucket"],
        ["pull", "file:///etc/passwd", "out"],
    ],
)
def test_bad_arguments_are_usage_errors(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(argv, capsys)
    assert code == 2 and "error: argument" in err and out == ""


def test_mirror_policy_needs_a_bucket(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLS_MIRROR_BUCKET", raising=False)
    code, _, err = run(["mirror-policy", "--tenant", "acme"], capsys)
    assert code == 1 and "SKILLS_MIRROR_BUCKET" in err
