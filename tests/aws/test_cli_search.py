"""``skillsctl search``: local folders (like ``skillsctl catalog``) and a deployment's sources for
one tenant (S3 prefixes and the store, on moto), text and ``--json``, and every refusal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import boto3
import pytest

from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.compose.loading import define_skill
from tests.aws.test_cli_aws import run, write_skill

BUCKET = "search-bucket"
TABLE = "search-table"


@pytest.fixture
def folders(tmp_path: Path) -> Path:
    write_skill(
        tmp_path,
        "kube-deploy",
        "Deploy services to Kubernetes. Use when rolling out a release.",
        "Apply the manifests with kubectl and watch the rollout.",
    )
    write_skill(
        tmp_path,
        "release-notes",
        "Write release notes from merged pull requests.",
        "Group the changes by area.",
    )
    (tmp_path / "tagged.md").write_text(
        "---\nname: tagged\ndescription: Deploy with helm charts.\ntags: [ops, helm]\n---\n"
        "Run helm upgrade.\n",
        encoding="utf-8",
    )
    return tmp_path


def test_local_search_ranks_and_prints_hits(
    capsys: pytest.CaptureFixture[str], folders: Path
) -> None:
    code, out, err = run(capsys, "search", "deploy kubernetes rollout", str(folders))
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith('2 hits for "deploy kubernetes rollout"')
    assert "kube-deploy" in lines[1] and lines[1].lstrip().startswith("1.")
    code, out, _ = run(capsys, "search", "deploy", str(folders), "--limit", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["query"] == "deploy" and len(data["hits"]) == 1
    assert set(data["hits"][0]) == {"name", "description", "score", "snippet"}
    assert data["warnings"] == []


def test_local_search_filters_by_tags(capsys: pytest.CaptureFixture[str], folders: Path) -> None:
    code, out, _ = run(capsys, "search", "deploy", str(folders), "--tag", "helm", "--json")
    assert code == 0 and [h["name"] for h in json.loads(out)["hits"]] == ["tagged"]
    args = ("search", "deploy", str(folders), "--tag", "helm", "--tag", "ops", "--json")
    code, out, _ = run(capsys, *args)
    assert [h["name"] for h in json.loads(out)["hits"]] == ["tagged"]
    code, out, err = run(capsys, "search", "deploy", str(folders), "--tag", "none")
    assert code == 0 and out == ""
    assert "no skill in" in err and 'matches "deploy" with tags none' in err


@pytest.mark.parametrize(
    ("argv", "code", "words"),
    [
        (["search", "", "."], 2, "1-1000 characters"),
        (["search", "x" * 1001, "."], 2, "1-1000 characters"),
        (["search", "deploy", ".", "--limit", "0"], 2, "1 to 50"),
        (["search", "deploy", ".", "--limit", "51"], 2, "1 to 50"),
        (["search", "deploy", ".", "--limit", "x"], 2, "1 to 50"),
        (["search", "deploy", ".", "--tag", ""], 2, "tag"),
        (["search", "deploy"], 1, "nothing to search"),
        (["search", "deploy", ".", "--table", "t", "--tenant", "a"], 1, "not both"),
        (["search", "deploy", "--table", "t"], 1, "--tenant is required"),
        (["search", "deploy", ".", "--tenant", "a"], 1, "go with --bucket or --table"),
        (["search", "deploy", "--table", "t", "--tenant", "bad tenant"], 2, "invalid tenant"),
        (["search", "deploy", ".", *[f"--tag=t{i}" for i in range(11)]], 1, "at most 10"),
    ],
)
def test_refusals(
    capsys: pytest.CaptureFixture[str], folders: Path, argv: list[str], code: int, words: str
) -> None:
    argv = [str(folders) if part == "." else part for part in argv]
    got, _, err = run(capsys, *argv)
    assert got == code and words in err, err


@pytest.fixture
def deployment(mock_aws: None) -> dict[str, Any]:
    s3 = boto3.client("s3", region_name="us-east-1")
    s3.create_bucket(Bucket=BUCKET)
    s3.put_object(
        Bucket=BUCKET,
        Key="global/kube-deploy.md",
        Body=b"---\nname: kube-deploy\ndescription: Deploy to Kubernetes clusters.\n---\nkubectl\n",
    )
    s3.put_object(
        Bucket=BUCKET,
        Key="tenants/acme/acme-deploy.md",
        Body=b"---\nname: acme-deploy\ndescription: Deploy the acme billing service.\n---\nx\n",
    )
    boto3.client("dynamodb", region_name="us-east-1").create_table(**create_table_kwargs(TABLE))
    store = DynamoDBSkillStore(TABLE, tenant="acme", label="store")
    store.save(define_skill("stored-deploy", "Deploy from the store. Use to ship.", "Ship it."))
    other = DynamoDBSkillStore(TABLE, tenant="beta", label="store")
    other.save(define_skill("beta-deploy", "Deploy beta things.", "Beta."))
    return {"s3": s3}


def deployed(capsys: pytest.CaptureFixture[str], tenant: str, *extra: str) -> list[str]:
    argv = ("search", "deploy", "--bucket", BUCKET, "--table", TABLE, "--tenant", tenant)
    code, out, err = run(capsys, *argv, "--limit", "50", "--json", *extra)
    assert code == 0, err
    return sorted(hit["name"] for hit in json.loads(out)["hits"])


def test_deployment_search_covers_the_tenants_sources_only(
    capsys: pytest.CaptureFixture[str], deployment: dict[str, Any]
) -> None:
    assert deployed(capsys, "acme") == ["acme-deploy", "kube-deploy", "stored-deploy"]
    assert deployed(capsys, "beta") == ["beta-deploy", "kube-deploy"]
    argv = ("search", "deploy", "--table", TABLE, "--tenant", "acme")
    code, out, err = run(capsys, *argv)  # the store alone
    assert code == 0, err
    assert out.startswith('1 hit for "deploy" (table search-table, tenant acme):')
    assert "stored-deploy" in out


def test_deployment_search_reports_a_missing_bucket_as_a_warning(
    capsys: pytest.CaptureFixture[str], deployment: dict[str, Any]
) -> None:
    argv = ("search", "deploy", "--bucket", "no-such-bucket", "--table", TABLE)
    code, out, err = run(capsys, *argv, "--tenant", "acme")
    assert code == 0 and "stored-deploy" in out
    assert "warning" in err and "s3:global" in err
