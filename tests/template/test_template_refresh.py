"""The refresh function in template.yaml (SPEC §11): a schedule that is the period
``SKILLS_S3_REFRESH_SECONDS`` announces, for every value the parameter allows; a timeout that
fits the period; no HTTP route; and its sample event accepted by the real handler. Its exact
IAM grants are in test_template_security.py with every other function's."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from localrun.lambda_runtime import LambdaContext
from localrun.template import function_environment, function_handler, load_template, resource
from skills_core.settings import Settings
from tests.handlers.conftest import World, event, invoke, service_env, world  # noqa: F401
from tests.template.helpers import ROOT, TOOLS_BIN, ref, translate

TEMPLATE = load_template()
PROPS: dict[str, Any] = resource(TEMPLATE, "RefreshFunction")["Properties"]
PARAMETER = TEMPLATE["Parameters"]["S3RefreshSeconds"]
SCHEDULES = TEMPLATE["Mappings"]["RefreshSchedules"]
UNITS = {"minute": 60, "minutes": 60, "hour": 3600, "hours": 3600, "day": 86400, "days": 86400}


def rate_seconds(expression: str) -> int:
    """Seconds between runs of an EventBridge ``rate(N unit)`` (singular unit for 1 only)."""
    match = re.fullmatch(r"rate\((\d+) (minutes?|hours?|days?)\)", expression)
    assert match, f"not a rate expression: {expression!r}"
    value, unit = int(match[1]), match[2]
    assert (value == 1) == (not unit.endswith("s")), f"{expression}: EventBridge wants '1 minute'"
    return value * UNITS[unit]


def test_the_refresh_function_runs_the_refresh_handler_on_a_schedule_only() -> None:
    assert function_handler(TEMPLATE, "RefreshFunction") == "handlers.refresh.lambda_handler"
    [(name, schedule)] = PROPS["Events"].items()
    assert schedule["Type"] == "Schedule", f"{name} must be a schedule, not a route"
    assert schedule["Properties"]["Schedule"] == {
        "Fn::FindInMap": ["RefreshSchedules", ref("S3RefreshSeconds"), "Rate"]
    }
    assert schedule["Properties"].get("Enabled", True) is True


def test_every_allowed_period_has_its_schedule_and_nothing_else() -> None:
    allowed = [str(value) for value in PARAMETER["AllowedValues"]]
    assert sorted(SCHEDULES, key=int) == sorted(allowed, key=int)
    for seconds, entry in SCHEDULES.items():
        assert rate_seconds(entry["Rate"]) == int(seconds)


def test_the_setting_is_the_schedules_period_and_its_default() -> None:
    assert PARAMETER["Type"] == "Number"
    assert PARAMETER["Default"] == Settings.model_fields["s3_refresh_seconds"].default == 60
    for logical_id in ("RefreshFunction", "CatalogFunction"):
        env = function_environment(TEMPLATE, logical_id)
        assert env["SKILLS_S3_REFRESH_SECONDS"] == ref("S3RefreshSeconds")
    for value in PARAMETER["AllowedValues"]:
        settings = Settings.from_env({"SKILLS_S3_REFRESH_SECONDS": str(value)})
        assert settings.s3_refresh_seconds == value


def test_a_run_fits_in_the_shortest_period() -> None:
    from handlers.refresh import SAFETY_SECONDS

    timeout = PROPS["Timeout"]
    shortest = min(int(seconds) for seconds in SCHEDULES)
    # Overlapping runs would be safe (publication is conditional) but wasteful.
    assert SAFETY_SECONDS < timeout <= shortest


def test_the_refresher_writes_snapshots_manifests_and_the_distribution_only() -> None:
    grants: dict[str, set[str]] = {}
    statements = [s for p in PROPS["Policies"] if "Statement" in p for s in p["Statement"]]
    # With a mirror bucket (a condition), the mirror too.
    [conditional] = [p["Fn::If"] for p in PROPS["Policies"] if "Fn::If" in p]
    assert conditional[0] == "HasMirrorBucket" and conditional[2] == {"Ref": "AWS::NoValue"}
    [mirror] = conditional[1]["Statement"]
    assert mirror["Resource"] == {"Fn::Sub": "arn:${AWS::Partition}:s3:::${MirrorBucketName}/*"}
    assert mirror["Action"] == ["s3:PutObject", "s3:DeleteObject"]
    for statement in statements:
        actions = statement["Action"]
        targets = statement["Resource"]
        for target in targets if isinstance(targets, list) else [targets]:
            grants.setdefault(json.dumps(target), set()).update(
                actions if isinstance(actions, list) else [actions]
            )
    writes = {"s3:PutObject", "s3:DeleteObject", "dynamodb:UpdateItem"}
    written = {target for target, actions in grants.items() if actions & writes}
    assert written == {
        json.dumps({"Fn::Sub": "${SkillsBucket.Arn}/snapshots/*"}),
        json.dumps({"Fn::Sub": "${SkillsBucket.Arn}/dist/*"}),
        json.dumps({"Fn::GetAtt": ["SkillsTable", "Arn"]}),
    }


def test_the_sample_event_runs_the_handler(world: World) -> None:  # noqa: F811
    from handlers import refresh

    sample = json.loads((ROOT / "events" / "refresh.json").read_text(encoding="utf-8"))
    assert (sample["source"], sample["detail-type"]) == ("aws.events", "Scheduled Event")
    refresh.reset()
    try:
        result = refresh.lambda_handler(
            sample, LambdaContext("RefreshFunction", timeout_seconds=60)
        )
    finally:
        refresh.reset()
    assert (result["published"], result["failed"]) == (1, [])
    body = invoke("catalog", event("GET", "/skills")).json
    assert "docker-ops" in [skill["name"] for skill in body["skills"]]


@pytest.mark.skipif(not (TOOLS_BIN / "python").exists(), reason="no tools venv (aws-sam-cli)")
def test_sam_deploys_one_rule_with_the_mapped_rate_targeting_the_function() -> None:
    translated = translate({"S3RefreshSeconds": "300"})
    rules = [
        res["Properties"]
        for res in translated["Resources"].values()
        if res["Type"] == "AWS::Events::Rule" and "ScheduleExpression" in res["Properties"]
    ]
    [rule] = rules
    assert rule["ScheduleExpression"] == {
        "Fn::FindInMap": ["RefreshSchedules", ref("S3RefreshSeconds"), "Rate"]
    }
    [target] = rule["Targets"]
    assert target["Arn"] == {"Fn::GetAtt": ["RefreshFunction", "Arn"]}
    assert translated["Mappings"]["RefreshSchedules"]["300"]["Rate"] == "rate(5 minutes)"
