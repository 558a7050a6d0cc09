"""``skillsctl versions``, ``review`` and ``label`` on moto (SPEC §10): the worked rollback,
what each command prints (text and ``--json``), every refusal with its exit code and message,
and that the served catalog follows a label moved from the command line."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import pytest

from skills_core.aws.deployment import build_service
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.service import Principal, SkillService
from skills_core.settings import Settings
from tests.aws.dynamo_fixtures import TENANT
from tests.aws.test_cli_aws import run
from tests.fakes import make_skill

NAME = "release-notes"
BUCKET = "skills-governance"
DIGEST_PREFIX = "sha256:"


def skill_text(body: str) -> str:
    return (
        f"---\nname: {NAME}\ndescription: Write release notes. Use before a release.\n---\n{body}\n"
    )


@pytest.fixture
def skill_file(tmp_path: Path) -> Path:
    folder = tmp_path / NAME
    folder.mkdir()
    file = folder / "SKILL.md"
    file.write_text(skill_text("Notes v1 for $1."), encoding="utf-8")
    return file


@pytest.fixture
def cmd(
    capsys: pytest.CaptureFixture[str], table: str, monkeypatch: pytest.MonkeyPatch
) -> Callable[..., tuple[int, str, str]]:
    """Runs a governance command against the test table and tenant."""
    monkeypatch.setenv("LOGNAME", "tester")

    def call(*argv: str) -> tuple[int, str, str]:
        return run(capsys, *argv, "--table", table, "--tenant", TENANT)

    return call


@pytest.fixture
def two_versions(
    cmd: Callable[..., tuple[int, str, str]], skill_file: Path
) -> Callable[..., tuple[int, str, str]]:
    """v1 and v2 of NAME saved with ``skillsctl save`` (both approved, production at v2)."""
    assert cmd("save", str(skill_file))[0] == 0
    skill_file.write_text(skill_text("Notes v2 for $1."), encoding="utf-8")
    code, _, err = cmd("save", str(skill_file), "--replace", "--author", "alice")
    assert code == 0, err
    return cmd


def store() -> DynamoDBSkillStore:
    return DynamoDBSkillStore("skills-test", tenant=TENANT)


def actions() -> list[tuple[int, str]]:
    return [(e.version, e.action) for e in store().versions(NAME)]


def service(bucket: str | None = None) -> SkillService:
    settings = Settings.model_validate({"table": "skills-test", "bucket": bucket})
    return build_service(settings, profile="cli")


def versions_json(cmd: Callable[..., tuple[int, str, str]]) -> dict[str, Any]:
    code, out, err = cmd("versions", NAME, "--json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def served(svc: SkillService) -> tuple[list[tuple[str, str]], str, str]:
    """What the service serves for the tenant: the catalog's (name, version) pairs, and the
    version and text activation gives."""
    principal = Principal.for_cli(TENANT, None)
    catalog = [(m.name, m.version) for m in svc.catalog(principal).skills]
    activated = svc.activate(principal, NAME, ["1.2"]).to_dict()
    return catalog, activated["version"], activated["content"]


# -- the worked rollback ------------------------------------------------------------------------


def test_worked_rollback(two_versions: Callable[..., tuple[int, str, str]]) -> None:
    cmd = two_versions
    code, out, err = cmd("versions", NAME)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == (
        f"{NAME} (table skills-test, tenant {TENANT}): 2 versions, production -> version 2"
    )
    assert lines[1].split() == [
        "VERSION",
        "STATUS",
        "LABELS",
        "SAVED",
        "AUTHOR",
        "ACTION",
        "DIGEST",
    ]
    v2, v1 = lines[2].split(), lines[3].split()
    assert v2[:4] == ["*", "2", "approved", "production"]
    assert v2[5:7] == ["cli:alice", "replaced"]
    assert v1[:3] == ["1", "approved", "-"]  # no '*': not served
    assert v1[4:6] == ["cli:tester", "created"]
    assert v1[6].startswith(DIGEST_PREFIX) and len(v1[6]) == len(DIGEST_PREFIX) + 12
    catalog, version, content = served(service())
    assert (catalog, version) == ([(NAME, "2")], "2")
    assert "Notes v2 for 1.2." in content

    # Roll back: production to the older approved version.
    code, out, err = cmd("label", NAME, "production", "1")
    assert code == 0, err
    assert out.splitlines() == [
        f"{NAME}: production -> version 1 (table skills-test, tenant {TENANT})",
        "production -> version 1 (served)",
    ]
    listing = versions_json(cmd)
    assert (listing["served"], listing["labels"]) == (1, {"production": 1})
    catalog, version, content = served(service())
    assert (catalog, version) == ([(NAME, "1")], "1")
    assert "Notes v1 for 1.2." in content

    # Stage v2 under another label, then reject it: its labels go, production stays at v1.
    assert cmd("label", NAME, "staging", "2")[0] == 0
    assert versions_json(cmd)["labels"] == {"production": 1, "staging": 2}
    code, out, err = cmd("review", NAME, "2", "reject", "--note", "regressed")
    assert code == 0, err
    assert out.splitlines() == [
        f"{NAME} version 2 is now rejected (table skills-test, tenant {TENANT})",
        "production -> version 1 (served)",
    ]
    listing = versions_json(cmd)
    assert listing["labels"] == {"production": 1}
    assert [(v["version"], v["status"], v["labels"]) for v in listing["versions"]] == [
        (2, "rejected", []),
        (1, "approved", ["production"]),
    ]
    assert served(service())[:2] == ([(NAME, "1")], "1")
    assert actions() == [
        (1, "created"),
        (2, "replaced"),
        (1, "labeled"),
        (2, "labeled"),
        (2, "rejected"),
    ]
    assert store().versions(NAME)[-1].note == "regressed"


def test_writes_keep_the_catalog_snapshot_current(
    cmd: Callable[..., tuple[int, str, str]],
    skill_file: Path,
    make_bucket: Callable[[str], str],
) -> None:
    """A deployment with a bucket (like make run) serves catalog snapshots that every store
    write republishes: with --bucket the catalog follows a rollback and a deprecation made
    from the command line; without it the write is refused rather than leave the catalog
    serving the old version."""
    make_bucket(BUCKET)
    assert cmd("save", str(skill_file), "--bucket", BUCKET)[0] == 0
    skill_file.write_text(skill_text("Notes v2 for $1."), encoding="utf-8")
    assert cmd("save", str(skill_file), "--replace", "--bucket", BUCKET)[0] == 0
    snapshots = service(BUCKET)
    assert served(snapshots)[:2] == ([(NAME, "2")], "2")
    before = actions()
    skill_file.write_text(skill_text("Notes v3 for $1."), encoding="utf-8")
    refused = (
        ("label", NAME, "production", "1"),
        ("review", NAME, "2", "reject"),
        ("save", str(skill_file), "--replace"),
    )
    for argv in refused:
        code, out, err = cmd(*argv)
        assert (code, out) == (1, ""), argv
        assert err.splitlines() == [
            f'skillsctl: error: tenant "{TENANT}" of table "skills-test" is served from a '
            "catalog snapshot in the deployment's bucket; pass --bucket with that bucket "
            "(SKILLS_BUCKET; make run: skills-local) so the served catalog follows the change; "
            "nothing was changed"
        ], argv
    assert actions() == before
    assert cmd("label", NAME, "production", "1", "--bucket", BUCKET)[0] == 0
    assert served(snapshots)[:2] == ([(NAME, "1")], "1")
    assert cmd("review", NAME, "1", "deprecate", "--bucket", BUCKET)[0] == 0
    assert served(snapshots)[:2] == ([(NAME, "2")], "2")  # fell back to the newest approved
    # Reads need no bucket.
    assert versions_json(cmd)["served"] == 2


# -- review ---------------------------------------------------------------------------------------


def test_rejecting_the_served_version_falls_back_and_deprecating_the_last_unserves(
    two_versions: Callable[..., tuple[int, str, str]],
) -> None:
    cmd = two_versions
    code, out, _ = cmd("review", NAME, "2", "reject")
    assert code == 0
    assert out.splitlines()[1] == "production -> version 1 (served)"
    code, out, err = cmd("review", NAME, "1", "deprecate")
    assert code == 0, err
    assert out.splitlines() == [
        f"{NAME} version 1 is now deprecated (table skills-test, tenant {TENANT})",
        f"production: no version ({NAME} has no approved version, so it is not served; approve "
        f"one with: skillsctl review {NAME} VERSION approve)",
    ]
    assert service().catalog(Principal.for_cli(TENANT, None)).skills == ()
    code, out, _ = cmd("versions", NAME)
    assert out.splitlines()[0].endswith(
        "2 versions, production -> none (not served: no approved version)"
    )
    assert "*" not in out
    # Approving again brings it back.
    code, out, _ = cmd("review", NAME, "1", "approve")
    assert code == 0
    assert out.splitlines()[1] == "production -> version 1 (served)"


def test_reviewing_into_the_same_state_changes_nothing(
    two_versions: Callable[..., tuple[int, str, str]],
) -> None:
    cmd = two_versions
    before = actions()
    code, out, err = cmd("review", NAME, "2", "approve")
    assert code == 0, err
    assert out.splitlines() == [
        f"{NAME} version 2 is already approved: nothing changed, no changelog entry "
        f"(table skills-test, tenant {TENANT})",
        "production -> version 2 (served)",
    ]
    code, out, _ = cmd("review", NAME, "2", "approve", "--json")
    assert json.loads(out) == {
        "name": NAME,
        "version": 2,
        "status": "approved",
        "labels": {"production": 2},
        "changed": False,
    }
    assert actions() == before


def test_pending_version_cannot_be_labelled_until_approved(
    two_versions: Callable[..., tuple[int, str, str]],
) -> None:
    cmd = two_versions
    store().save(make_skill(NAME, body="Draft v3."), replace=True, status="pending")
    listing = versions_json(cmd)
    assert [(v["version"], v["status"]) for v in listing["versions"]] == [
        (3, "pending"),
        (2, "approved"),
        (1, "approved"),
    ]
    assert listing["served"] == 2
    code, out, err = cmd("label", NAME, "production", "3")
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        "skillsctl: error: version 3 is pending; only an approved version can carry the label "
        '"production" (approve it first)'
    ]
    code, out, err = cmd("review", NAME, "3", "approve", "--author", "rev", "--json")
    assert code == 0, err
    assert json.loads(out) == {
        "name": NAME,
        "version": 3,
        "status": "approved",
        "labels": {"production": 3},
        "changed": True,
    }
    assert store().versions(NAME)[-1].author == "cli:rev"


# -- label ----------------------------------------------------------------------------------------


def test_label_refusals(two_versions: Callable[..., tuple[int, str, str]]) -> None:
    cmd = two_versions
    assert cmd("review", NAME, "1", "reject")[0] == 0
    before = actions()
    code, out, err = cmd("label", NAME, "staging", "1")
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        "skillsctl: error: version 1 is rejected; only an approved version can carry the label "
        '"staging" (approve it first)'
    ]
    code, _, err = cmd("label", NAME, "staging", "9")
    assert code == 1
    assert err.splitlines() == [
        f'skillsctl: error: Skill "{NAME}" has no version 9 in store "store"; list its versions '
        f"to see which exist. (table skills-test, tenant {TENANT})"
    ]
    code, _, err = cmd("label", "ghost", "staging", "1")
    assert code == 1
    assert err.splitlines() == [
        'skillsctl: error: Skill "ghost" was never saved to store "store". '
        f"(table skills-test, tenant {TENANT})"
    ]
    code, _, err = cmd("label", NAME, "production", "--remove")
    assert code == 1
    assert err.splitlines() == [
        'skillsctl: error: the label "production" cannot be removed: it is what is served; move '
        f"it with: skillsctl label {NAME} production VERSION, or reject the version it points "
        f"at with: skillsctl review {NAME} VERSION reject"
    ]
    code, _, err = cmd("label", NAME, "staging", "--remove")
    assert code == 1
    assert err.splitlines() == [
        f'skillsctl: error: Skill "{NAME}" has no label "staging". '
        f"(table skills-test, tenant {TENANT})"
    ]
    assert actions() == before
    assert store().labels(NAME) == {"production": 2}


def test_label_set_then_remove(two_versions: Callable[..., tuple[int, str, str]]) -> None:
    cmd = two_versions
    code, out, err = cmd("label", NAME, "staging", "1", "--author", "ops", "--json")
    assert code == 0, err
    assert json.loads(out) == {"name": NAME, "labels": {"production": 2, "staging": 1}}
    code, out, _ = cmd("label", NAME, "staging", "1")  # already there: no new entry
    assert code == 0
    assert out.splitlines()[1:] == ["production -> version 2 (served)", "staging -> version 1"]
    code, out, err = cmd("label", NAME, "staging", "--remove")
    assert code == 0, err
    assert out.splitlines() == [
        f"removed label staging from {NAME} (table skills-test, tenant {TENANT})",
        "production -> version 2 (served)",
    ]
    entries = store().versions(NAME)
    assert [(e.version, e.action, e.author, e.note) for e in entries[2:]] == [
        (1, "labeled", "cli:ops", "label staging"),
        (1, "unlabeled", "cli:tester", "label staging"),
    ]
    code, out, _ = cmd("label", NAME, "staging", "--remove", "--json")
    assert code == 1 and out == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("label", NAME, "Prod", "1"),
            "argument LABEL: invalid label 'Prod': use 1-32 of a-z, 0-9 and '-', starting "
            "with a letter or digit (e.g. 'staging')",
        ),
        (("label", NAME, "staging"), "one of the arguments VERSION --remove is required"),
        (
            ("label", NAME, "staging", "1", "--remove"),
            "argument --remove: not allowed with argument VERSION",
        ),
        (
            ("label", NAME, "staging", "v1"),
            "argument VERSION: version must be a positive whole number of at most 10 ASCII digits",
        ),
        (
            ("review", NAME, "1", "aprove"),
            "argument DECISION: invalid choice: 'aprove' (choose from",
        ),
        (
            ("review", "Bad Name", "1", "approve"),
            "argument NAME: invalid skill name 'Bad Name': use 1-64 of",
        ),
        (
            ("versions", NAME, "--tenant", "no/slash"),
            "argument --tenant: ",
        ),
    ],
)
def test_usage_errors_exit_2_before_any_call(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str, table: str
) -> None:
    full = [*argv, "--table", table] + ([] if "--tenant" in argv else ["--tenant", TENANT])
    code, out, err = run(capsys, *full)
    assert (code, out) == (2, "")
    assert message in err
    assert err.splitlines()[-1].startswith(f"skillsctl {argv[0]}: error: ")


# -- versions -------------------------------------------------------------------------------------


def test_versions_json_shape(two_versions: Callable[..., tuple[int, str, str]]) -> None:
    listing = versions_json(two_versions)
    assert set(listing) == {"name", "default_label", "served", "labels", "versions"}
    assert (listing["name"], listing["default_label"], listing["served"]) == (
        NAME,
        "production",
        2,
    )
    newest, oldest = listing["versions"]
    assert set(newest) == {"version", "status", "digest", "labels", "time", "author", "action"}
    assert (newest["version"], newest["author"], newest["action"]) == (2, "cli:alice", "replaced")
    assert (oldest["version"], oldest["author"], oldest["action"]) == (1, "cli:tester", "created")
    assert newest["digest"].startswith(DIGEST_PREFIX) and len(newest["digest"]) == 71
    assert newest["digest"] != oldest["digest"]
    assert newest["digest"] == store().stored_version(NAME, 2).digest
    assert newest["time"] > oldest["time"]


def test_versions_of_an_unknown_skill_or_tenant(
    two_versions: Callable[..., tuple[int, str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "versions", NAME, "--table", "skills-test", "--tenant", "other")
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        f'skillsctl: error: Skill "{NAME}" was never saved to store "store". '
        "(table skills-test, tenant other)"
    ]


def test_missing_table(capsys: pytest.CaptureFixture[str], ddb: Any) -> None:
    for argv in (
        ("versions", NAME),
        ("review", NAME, "1", "approve"),
        ("label", NAME, "staging", "1"),
    ):
        code, out, err = run(capsys, *argv, "--table", "nope", "--tenant", TENANT)
        assert (code, out) == (1, ""), argv
        assert err.splitlines() == [
            'skillsctl: error: DynamoDB table "nope" returned ResourceNotFoundException; check '
            "the table name (--table), the region and the credentials (or --endpoint-url for a "
            "local run)"
        ], argv


# -- against a local endpoint -------------------------------------------------------------------


def test_local_endpoint_needs_no_aws_variables(
    capsys: pytest.CaptureFixture[str],
    skill_file: Path,
    moto_server: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Like the local run: ``--endpoint-url`` and no credentials, region or profile set."""
    boto3.client(
        "dynamodb",
        endpoint_url=moto_server,
        region_name="us-east-1",
        aws_access_key_id="local",
        aws_secret_access_key="local",
    ).create_table(**create_table_kwargs("gov-local"))
    for name in [name for name in os.environ if name.startswith("AWS_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(tmp_path))
    local = ("--table", "gov-local", "--tenant", "local", "--endpoint-url", moto_server)
    assert run(capsys, "save", str(skill_file), *local)[0] == 0
    assert run(capsys, "save", str(skill_file), "--replace", *local)[0] == 0
    code, out, err = run(capsys, "label", NAME, "production", "1", *local)
    assert code == 0, err
    assert "production -> version 1 (served)" in out.splitlines()
    code, out, err = run(capsys, "review", NAME, "2", "deprecate", *local, "--json")
    assert code == 0, err
    assert json.loads(out)["status"] == "deprecated"
    code, out, err = run(capsys, "versions", NAME, *local, "--json")
    assert code == 0, err
    assert [(v["version"], v["status"]) for v in json.loads(out)["versions"]] == [
        (2, "deprecated"),
        (1, "approved"),
    ]
