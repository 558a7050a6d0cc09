"""The projection function (SPEC §11, §13): the one reader of the table's stream besides the
review function. It folds store snapshots and, from the same records, derives the
distribution's outputs, so its grants cover both, and the mirror's only with a mirror."""

from __future__ import annotations

from typing import Any

from localrun.template import load_template, resource
from tests.template.helpers import evaluate, getatt, parameter_values

TEMPLATE = load_template()
MIRROR = {"Fn::Sub": "arn:${AWS::Partition}:s3:::${MirrorBucketName}/*"}


def _statements(overrides: dict[str, str]) -> list[dict[str, Any]]:
    props = resource(TEMPLATE, "ProjectionFunction")["Properties"]
    policies = evaluate(TEMPLATE, props["Policies"], parameter_values(TEMPLATE, overrides))
    return [s for p in policies if isinstance(p, dict) for s in p["Statement"]]


def _on(resource_value: Any, statements: list[dict[str, Any]]) -> set[str]:
    return {
        action
        for s in statements
        if s["Resource"] == resource_value
        for action in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])
    }


def test_the_mirror_is_written_only_when_the_stack_names_one() -> None:
    assert _on(MIRROR, _statements({})) == set()
    named = _statements({"MirrorBucketName": "acme-skills-mirror"})
    assert _on(MIRROR, named) == {"s3:PutObject", "s3:DeleteObject"}


def test_the_distribution_artifacts_and_change_events_are_granted() -> None:
    statements = _statements({})
    dist = {"Fn::Sub": "${SkillsBucket.Arn}/dist/*"}
    assert _on(dist, statements) == {"s3:GetObject", "s3:PutObject", "s3:DeleteObject"}
    assert _on(getatt("GenerationEventBus", "Arn"), statements) == {"events:PutEvents"}


def test_the_stream_feeds_heads_and_overlays_and_reports_failed_records() -> None:
    [source] = resource(TEMPLATE, "ProjectionFunction")["Properties"]["Events"].values()
    props = source["Properties"]
    assert source["Type"] == "DynamoDB"
    assert props["Stream"] == getatt("SkillsTable", "StreamArn")
    assert props["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    assert props["DestinationConfig"]["OnFailure"]["Destination"] == getatt(
        "ProjectionFailureQueue", "Arn"
    )
    [pattern] = props["FilterCriteria"]["Filters"]
    assert '"SKILL#"' in pattern["Pattern"] and '"CAT#!"' in pattern["Pattern"]
