"""cfn-lint (pinned 1.53.3) and `sam validate --lint` pass on template.yaml, and fail on copies
with a known mistake, so the check cannot pass by accident (e.g. after a cfn-lint upgrade
that stops running the SAM translator)."""

from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.template.helpers import TEMPLATE_FILE, TOOLS_BIN

CFN_LINT = TOOLS_BIN / "cfn-lint"
SAM = TOOLS_BIN / "sam"

pytestmark = pytest.mark.skipif(
    not (CFN_LINT.exists() and SAM.exists()),
    reason=f"{TOOLS_BIN.parent.name} (aws-sam-cli, cfn-lint) is absent: run `make tools-venv`",
)


class Mutation(NamedTuple):
    old: str
    new: str
    evidence: str
    """Text the failure output must contain: proof it failed for the planted reason."""


MUTATIONS: dict[str, Mutation] = {
    "broken-ref": Mutation(
        "SKILLS_TABLE: !Ref SkillsTable", "SKILLS_TABLE: !Ref DoesNotExist", "DoesNotExist"
    ),
    "misspelled-event-type": Mutation("Type: HttpApi\n", "Type: HttpApii\n", "HttpApii"),
    "broken-getatt": Mutation(
        "Resource: !GetAtt IdempotencyTable.Arn",
        "Resource: !GetAtt IdempotencyTabel.Arn",
        "IdempotencyTabel",
    ),
    # The functions' policies are inline statements: a misspelled key makes the policy invalid.
    "misspelled-policy-statement": Mutation(
        "- Statement:\n            - Sid: ReadSkillObjects",
        "- Statment:\n            - Sid: ReadSkillObjects",
        "Policies",
    ),
    "bad-policy-condition-operator": Mutation("ArnNotEquals:\n", "ArnNotEqual:\n", "ArnNotEqual"),
    "misspelled-sqs-event-property": Mutation(
        "ScalingConfig: !If", "ScalingConfg: !If", "ScalingConfg"
    ),
    "unknown-runtime": Mutation("Runtime: python3.13", "Runtime: python3.99", "python3.99"),
}
#: `sam validate --lint` takes one template per run (~3 s each): the two SPEC'd mistakes.
SAM_MUTATIONS = ("broken-ref", "misspelled-event-type")


class Outcome(NamedTuple):
    returncode: int
    output: str


def _run(command: list[str], cwd: Path) -> Outcome:
    env = {
        **os.environ,
        "AWS_DEFAULT_REGION": "us-east-1",
        "SAM_CLI_TELEMETRY": "0",
        "NO_COLOR": "1",
    }
    for secret in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        env.pop(secret, None)  # proves no credentials are needed
    result = subprocess.run(
        command, cwd=cwd, capture_output=True, text=True, env=env, timeout=300, check=False
    )
    return Outcome(result.returncode, result.stdout + result.stderr)


class Runs(NamedTuple):
    cfn_lint_clean: Outcome
    sam_clean: Outcome
    cfn_lint_mutants: Outcome
    """One cfn-lint process over every mutant (``--format parseable``: ``file:...:RULE:msg``)."""
    sam_mutants: dict[str, Outcome]
    mutants: dict[str, Path]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Runs:
    """Every lint run once, concurrently; cfn-lint startup dominates, so it lints all
    mutants in one process."""
    source = TEMPLATE_FILE.read_text(encoding="utf-8")
    folder = tmp_path_factory.mktemp("mutants")
    mutants: dict[str, Path] = {}
    for name, mutation in MUTATIONS.items():
        assert mutation.old in source, f"mutation {name}: {mutation.old!r} not in template.yaml"
        mutants[name] = folder / f"{name}.yaml"
        mutants[name].write_text(source.replace(mutation.old, mutation.new, 1), encoding="utf-8")
    sam = [str(SAM), "validate", "--lint", "--template-file"]
    with ThreadPoolExecutor(max_workers=3) as pool:
        cfn_clean = pool.submit(_run, [str(CFN_LINT), TEMPLATE_FILE.name], TEMPLATE_FILE.parent)
        sam_clean = pool.submit(_run, [*sam, TEMPLATE_FILE.name], TEMPLATE_FILE.parent)
        cfn_mutants = pool.submit(
            _run,
            [str(CFN_LINT), "--format", "parseable", *(p.name for p in mutants.values())],
            folder,
        )
        sam_mutants = {
            name: pool.submit(_run, [*sam, mutants[name].name], folder) for name in SAM_MUTATIONS
        }
        return Runs(
            cfn_clean.result(),
            sam_clean.result(),
            cfn_mutants.result(),
            {name: future.result() for name, future in sam_mutants.items()},
            mutants,
        )


def test_cfn_lint_passes_the_template(runs: Runs) -> None:
    assert runs.cfn_lint_clean.returncode == 0, runs.cfn_lint_clean.output


def test_sam_validate_lint_passes_the_template(runs: Runs) -> None:
    assert runs.sam_clean.returncode == 0, runs.sam_clean.output
    assert "is a valid SAM Template" in runs.sam_clean.output


@pytest.mark.parametrize("case", sorted(MUTATIONS))
def test_cfn_lint_fails_a_planted_mistake(runs: Runs, case: str) -> None:
    assert runs.cfn_lint_mutants.returncode != 0, runs.cfn_lint_mutants.output
    prefix = f"{runs.mutants[case].name}:"
    errors = [
        line
        for line in runs.cfn_lint_mutants.output.splitlines()
        if line.startswith(prefix) and ":E" in line
    ]
    assert errors, f"cfn-lint found no error in the {case} copy:\n{runs.cfn_lint_mutants.output}"
    assert any(MUTATIONS[case].evidence in line for line in errors), errors


@pytest.mark.parametrize("case", SAM_MUTATIONS)
def test_sam_validate_lint_fails_a_planted_mistake(runs: Runs, case: str) -> None:
    outcome = runs.sam_mutants[case]
    assert outcome.returncode != 0, f"sam validate --lint passed the {case} copy:\n{outcome.output}"
    assert MUTATIONS[case].evidence in outcome.output, outcome.output


def test_the_pinned_cfn_lint_is_installed() -> None:
    version = subprocess.run(
        [str(CFN_LINT), "--version"], capture_output=True, text=True, check=True
    ).stdout
    assert "1.53.3" in version
