"""`skillsctl sync` into the local run's in-memory S3, then `GET /skills` shows the skills."""

from __future__ import annotations

from pathlib import Path

import pytest

from skills_core import cli

from .conftest import LocalServer

pytestmark = pytest.mark.slow


def test_sync_then_catalog(
    local_server: LocalServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "local")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "local")
    folder = tmp_path / "team-skills" / "release-notes"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: release-notes\ndescription: Write release notes. Use before a release.\n"
        "---\n# Release notes\n\nSummarise the changes since $1.\n"
    )
    (folder / "template.md").write_text("## Added\n## Fixed\n")
    (tmp_path / "team-skills" / "standup.md").write_text(
        "---\ndescription: Run a standup. Use every morning.\n---\nAsk three questions.\n"
    )
    endpoint = local_server.banner_value("in-memory AWS (moto)")
    code = cli.main(
        [
            "sync",
            str(tmp_path / "team-skills"),
            "s3://skills-local/tenants/local/",
            "--endpoint-url",
            endpoint,
            # The local catalog is served from snapshots (as in AWS): the sync publishes the
            # prefix's, so the next read sees it (without it: the refresher's next run).
            "--table",
            "skills-local",
        ]
    )
    assert code == 0
    listed = local_server.request("GET", "/skills").json
    sources = {s["name"]: s["source"] for s in listed["skills"]}
    assert sources["release-notes"] == "s3:tenant" and sources["standup"] == "s3:tenant"
    assert "docker-ops" in sources  # the global skills are still there
    file = local_server.request("GET", "/skills/release-notes/files/template.md")
    assert file.json["content"] == "## Added\n## Fixed\n"
    other = local_server.request("GET", "/skills", headers={"X-Skills-Local-Tenant": "acme"})
    assert "release-notes" not in {s["name"] for s in other.json["skills"]}
