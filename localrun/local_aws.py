"""The local AWS: moto on 127.0.0.1 with the template's bucket, tables and queues, the
generation pieces (the drop folder's notification and rule, the project's bus and a queue of
its result events: :mod:`localrun.drafting`), the environment the handlers read, and the
bundled skills published under ``global/``."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import template as tpl
from .lambda_runtime import REGION
from .moto_isolation import isolate_dynamodb_operations, memoise_moto_modules

ROOT = Path(__file__).resolve().parent.parent
BUCKET = "skills-local"
SKILLS_TABLE = "skills-local"
IDEMPOTENCY_TABLE = "skills-idempotency-local"
EVENT_BUS = "skills-local-skill-generation"


@dataclass
class LocalAws:
    """moto on 127.0.0.1 with the template's bucket, tables and queues."""

    endpoint: str
    server: Any
    queues: dict[str, tuple[str, str]]  # logical id -> (url, arn)
    #: The local-only queue that receives the bus's result events.
    results_queue: str = ""

    def stop(self) -> None:
        self.server.stop()


def set_local_environment(endpoint: str) -> None:
    """The environment the handlers read (before any of them is imported or called)."""
    os.environ.update(
        {
            "AWS_ENDPOINT_URL": endpoint,
            "AWS_ACCESS_KEY_ID": "local",
            "AWS_SECRET_ACCESS_KEY": "local",
            "AWS_DEFAULT_REGION": REGION,
            "AWS_REGION": REGION,
            "SKILLS_TENANCY": "multi",
            "SKILLS_BUCKET": BUCKET,
            "SKILLS_TABLE": SKILLS_TABLE,
            "SKILLS_IDEMPOTENCY_TABLE": IDEMPOTENCY_TABLE,
            "SKILLS_EVENT_BUS": EVENT_BUS,
            "POWERTOOLS_SERVICE_NAME": "serverless-skills-local",
            "POWERTOOLS_METRICS_NAMESPACE": "ServerlessSkillsLocal",
            "POWERTOOLS_METRICS_DISABLED": "true",
            "POWERTOOLS_LOG_LEVEL": os.environ.get("POWERTOOLS_LOG_LEVEL", "WARNING"),
        }
    )
    os.environ.pop("AWS_PROFILE", None)


def start_local_aws(template: dict[str, Any], moto_port: int = 0) -> LocalAws:
    import logging

    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)

    isolate_dynamodb_operations()  # for the life of the local run
    memoise_moto_modules()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=moto_port, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    set_local_environment(endpoint)

    import boto3

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
    ddb = boto3.client("dynamodb", endpoint_url=endpoint, region_name=REGION)
    sqs = boto3.client("sqs", endpoint_url=endpoint, region_name=REGION)
    tpl.resource(template, "SkillsBucket")  # the bucket must exist in the template too
    s3.create_bucket(Bucket=BUCKET)
    for logical_id, name in (
        ("SkillsTable", SKILLS_TABLE),
        ("IdempotencyTable", IDEMPOTENCY_TABLE),
    ):
        ddb.create_table(**tpl.dynamodb_create_table_kwargs(template, logical_id, name))
        ttl = tpl.dynamodb_time_to_live(template, logical_id)
        if ttl:
            ddb.update_time_to_live(TableName=name, TimeToLiveSpecification=ttl)  # type: ignore[arg-type]
    queues: dict[str, tuple[str, str]] = {}
    for definition in tpl.queue_definitions(template):
        dlq_arn = queues[definition.dead_letter_queue][1] if definition.dead_letter_queue else None
        url = sqs.create_queue(
            QueueName=f"skills-local-{definition.logical_id}",
            Attributes=definition.attributes(dlq_arn),  # type: ignore[arg-type]
        )["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"][
            "QueueArn"
        ]
        queues[definition.logical_id] = (url, arn)
    from .drafting import setup_generation

    results = setup_generation(
        template, endpoint=endpoint, region=REGION, bucket=BUCKET, event_bus=EVENT_BUS,
        queues=queues,
    )  # fmt: skip
    return LocalAws(endpoint, server, queues, results)


def seed_bundled_skills(endpoint: str) -> int:
    """Publish the bundled skills under ``global/`` the way ``skillsctl sync --table`` does
    (files, the frontmatter index and the catalog snapshot of ``global/``), so the local
    catalog is served from the snapshot as in AWS: one manifest read per request."""
    import boto3

    from skills_core.aws.snapshots.snapshot_store import SnapshotStore
    from skills_core.publish import sync_skills

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
    ddb = boto3.client("dynamodb", endpoint_url=endpoint, region_name=REGION)
    snapshots = SnapshotStore(BUCKET, SKILLS_TABLE, s3=s3, ddb=ddb)
    result = sync_skills(
        ROOT / "bundled_skills",
        BUCKET,
        "global/",
        client=s3,
        echo=lambda _: None,
        snapshots=snapshots,
    )
    return result.skills
