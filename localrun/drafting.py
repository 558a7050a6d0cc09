"""Model-backed generation in the local run.

- **The drafter.** moto has no Bedrock runtime, so by default the local run drafts with the
  *offline stand-in drafter* (:class:`skills_core.drafting.OfflineDrafter`): deterministic,
  no model, no tokens; its drafts copy the document's title, first paragraph and sections and
  say so. ``--bedrock-model-id ID`` drafts with real Bedrock instead, with the caller's own
  AWS credentials, captured before the local run points every other client at moto; the
  Bedrock client goes to the real regional endpoint (``AWS_ENDPOINT_URL_BEDROCK_RUNTIME``
  overrides the global ``AWS_ENDPOINT_URL`` for that service only). Either way the drafter is
  passed to the composition root (``build_service(settings, drafter=...)``) through the
  handlers' ``compose_with``, which nothing deployed calls: a deployment drafts with Bedrock
  or refuses.
- **The drop folder.** The template's bucket notification (EventBridge) and its default-bus
  rule (``DropFolderRule``) are recreated on moto from ``template.yaml``: moto delivers S3
  "Object Created" events to EventBridge and the rule's target queue itself, so an upload
  below ``sources/<tenant>/`` reaches the generation queue as in AWS, no emulation needed.
- **The result events.** The project's bus is created, and a local-only rule sends its
  ``Skill Generated`` / ``Skill Generation Failed`` events to a queue the banner names, so
  they can be read (in AWS, subscribe your own rule to the bus)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from . import template as tpl

OFFLINE_DRAFTER = "offline stand-in drafter, not a model"
#: The local-only queue that receives the result events.
RESULTS_QUEUE = "skills-local-GenerationResults"
RESULTS_RULE = "skills-local-generation-results"
DROP_FOLDER_RULE = "DropFolderRule"


@dataclass(frozen=True)
class LocalModel:
    """Real Bedrock for the local run: the model, the caller's session (its credentials are
    resolved before the local environment replaces them), the region and its endpoint."""

    model_id: str
    region: str
    endpoint_url: str
    session: Any


def prepare_bedrock(model_id: str, *, default_region: str) -> LocalModel:
    """Capture the caller's AWS credentials and region for ``--bedrock-model-id`` (call it
    before the local environment is set); a clear exit when there are none."""
    import boto3

    session = boto3.session.Session()
    if session.get_credentials() is None:  # resolved now, and kept by the session
        raise SystemExit(
            "serve: error: --bedrock-model-id needs AWS credentials (a profile, environment "
            "variables or SSO) with bedrock:InvokeModel on the model; none were found"
        )
    region = session.region_name or default_region
    return LocalModel(model_id, region, f"https://bedrock-runtime.{region}.amazonaws.com", session)


def install_drafter(model: LocalModel | None, *, reviewer: Any = None) -> str:
    """Make the worker draft with ``model`` (``None``: the offline stand-in); what the banner
    says about it. ``reviewer``: the model review's reviewer factory (``review_poller``)."""
    from handlers.runtime import compose_with
    from skills_core.aws.deployment import DrafterFactory, bedrock_drafter, build_service
    from skills_core.drafting import OfflineDrafter

    def use(drafter: DrafterFactory) -> None:
        compose_with(lambda settings: build_service(settings, drafter=drafter, reviewer=reviewer))

    if model is None:
        os.environ.pop("SKILLS_GENERATION_MODEL_ID", None)
        use(lambda settings: OfflineDrafter(settings))
        return (
            f"{OFFLINE_DRAFTER} (drafts copy the document's title, first paragraph and "
            "sections; --bedrock-model-id ID for real Bedrock)"
        )
    from skills_core.aws.clients import MODEL_CONFIG

    os.environ["SKILLS_GENERATION_MODEL_ID"] = model.model_id
    os.environ["AWS_ENDPOINT_URL_BEDROCK_RUNTIME"] = model.endpoint_url
    client = model.session.client(
        "bedrock-runtime",
        region_name=model.region,
        endpoint_url=model.endpoint_url,
        config=MODEL_CONFIG,
    )
    use(lambda settings: bedrock_drafter(settings, client=client))
    return f"Amazon Bedrock model {model.model_id} in {model.region} (your AWS credentials)"


def drop_folder_pattern(template: dict[str, Any], bucket: str) -> dict[str, Any]:
    """The template's drop-folder rule pattern with the skills bucket's name filled in."""
    props = tpl.resource(template, DROP_FOLDER_RULE)["Properties"]
    if props.get("EventBusName") is not None:
        raise tpl.TemplateError(f"{DROP_FOLDER_RULE} must be on the default bus (S3's)")
    pattern: dict[str, Any] = _with_bucket(props["EventPattern"], bucket)
    return pattern


def drop_folder_target(template: dict[str, Any]) -> str:
    """Logical id of the queue the drop-folder rule targets."""
    props = tpl.resource(template, DROP_FOLDER_RULE)["Properties"]
    [target] = props["Targets"]
    arn = target["Arn"]
    if not (isinstance(arn, dict) and arn.get("Fn::GetAtt", [None, None])[1] == "Arn"):
        raise tpl.TemplateError(f"{DROP_FOLDER_RULE} must target !GetAtt <Queue>.Arn")
    return str(arn["Fn::GetAtt"][0])


def _with_bucket(value: Any, bucket: str) -> Any:
    if value == {"Ref": "SkillsBucket"}:
        return bucket
    if isinstance(value, dict):
        return {k: _with_bucket(v, bucket) for k, v in value.items()}
    if isinstance(value, list):
        return [_with_bucket(v, bucket) for v in value]
    return value


def setup_generation(
    template: dict[str, Any],
    *,
    endpoint: str,
    region: str,
    bucket: str,
    event_bus: str,
    queues: dict[str, tuple[str, str]],
) -> str:
    """The bucket's versioning and EventBridge notifications, the drop-folder rule, the
    project's bus and the results queue, on moto; the results queue's URL."""
    import boto3

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name=region)
    events = boto3.client("events", endpoint_url=endpoint, region_name=region)
    sqs = boto3.client("sqs", endpoint_url=endpoint, region_name=region)
    bucket_props = tpl.resource(template, "SkillsBucket")["Properties"]
    if (bucket_props.get("VersioningConfiguration") or {}).get("Status") == "Enabled":
        s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    notification = bucket_props.get("NotificationConfiguration") or {}
    if (notification.get("EventBridgeConfiguration") or {}).get("EventBridgeEnabled"):
        s3.put_bucket_notification_configuration(
            Bucket=bucket, NotificationConfiguration={"EventBridgeConfiguration": {}}
        )
    events.put_rule(
        Name=f"skills-local-{DROP_FOLDER_RULE}",
        EventPattern=json.dumps(drop_folder_pattern(template, bucket)),
        State="ENABLED",
    )
    queue_arn = queues[drop_folder_target(template)][1]
    events.put_targets(
        Rule=f"skills-local-{DROP_FOLDER_RULE}", Targets=[{"Id": "queue", "Arn": queue_arn}]
    )
    tpl.resource(template, "GenerationEventBus")  # the bus must exist in the template too
    events.create_event_bus(Name=event_bus)
    results = sqs.create_queue(QueueName=RESULTS_QUEUE)["QueueUrl"]
    results_arn = sqs.get_queue_attributes(QueueUrl=results, AttributeNames=["QueueArn"])[
        "Attributes"
    ]["QueueArn"]
    from skills_core.aws.generation.result_events import RESULT_SOURCE

    events.put_rule(
        Name=RESULTS_RULE,
        EventBusName=event_bus,
        EventPattern=json.dumps({"source": [RESULT_SOURCE]}),
        State="ENABLED",
    )
    events.put_targets(
        Rule=RESULTS_RULE, EventBusName=event_bus, Targets=[{"Id": "results", "Arn": results_arn}]
    )
    return str(results)


__all__ = [
    "OFFLINE_DRAFTER",
    "RESULTS_QUEUE",
    "LocalModel",
    "drop_folder_pattern",
    "drop_folder_target",
    "install_drafter",
    "prepare_bedrock",
    "setup_generation",
]
