"""The local run (``make run``): the real handlers behind an HTTP server on 127.0.0.1, over an
in-memory AWS (moto) built from ``template.yaml``'s own definitions. No AWS account, no Docker.

What only this server has: a stand-in for the JWT authorizer. Every request is given the
claims of tenant ``--tenant`` (default ``local``) with the write and review scopes
(``--no-review-scope``: the write scope only, to see a review refused with 403); the header
``X-Skills-Local-Tenant: <tenant>`` picks another tenant for one request. The server strips that
header before the handler sees the event: the handlers read the tenant from the authorizer
claims only, as in AWS.

It also polls the generation queue the way Lambda's SQS event source mapping does: batches of
up to ``BatchSize``, only the messages reported as succeeded are deleted, failed ones come
back (after ``--retry-delay`` seconds here, the queue's visibility timeout in AWS) and reach
the dead-letter queue after ``maxReceiveCount`` receives.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import signal
import sys
import threading
import time
from dataclasses import dataclass, field
from http.server import ThreadingHTTPServer
from types import FrameType

from . import template as tpl
from .cors import LOOPBACK_ORIGINS
from .distribution_stream import MIRROR_BUCKET, create_mirror
from .drafting import install_drafter, prepare_bedrock
from .gateway import LOCAL_TENANT_HEADER, Api, make_http_handler
from .lambda_runtime import REGION, REVIEW_SCOPE, WRITE_SCOPE, LocalFunction, log
from .local_aws import BUCKET, SKILLS_TABLE, LocalAws, seed_bundled_skills, start_local_aws
from .queue_poller import QueuePoller
from .refresher import Scheduler, start_scheduler
from .review_poller import StreamPoller, dynamodb_event_sources, local_reviewer

DEFAULT_TENANT = "local"
#: How long Ctrl-C waits for the workers, all together, before the process leaves.
STOP_GRACE_SECONDS = 3.0


@dataclass
class LocalService:
    """Everything ``make run`` starts; ``start()``/``stop()`` for tests and the CLI."""

    host: str = "127.0.0.1"
    port: int = 3000
    tenant: str = DEFAULT_TENANT
    moto_port: int = 0
    retry_delay: int = 2
    seed: bool = True
    #: The authorizer stand-in grants the review scope too (``--no-review-scope``: not).
    review_scope: bool = True
    #: How often the scheduled refresh function runs (0: never); AWS: S3RefreshSeconds.
    refresh_seconds: float = 60.0
    #: Draft with this Bedrock model (the caller's credentials); None: the offline stand-in.
    bedrock_model_id: str | None = None
    #: Origins whose pages may call the API from a browser (CORS, as ``CorsAllowOrigins``).
    cors_origins: tuple[str, ...] = LOOPBACK_ORIGINS
    #: What drafts model-backed requests (the banner says it).
    drafter: str = ""
    #: Review stored versions with this Bedrock model; None: the offline stand-in reviewer.
    review_model_id: str | None = None
    #: SKILLS_REVIEW_MODEL_ACTION of the local review function (none | reject).
    review_model_action: str = "none"
    #: What reviews stored versions (the banner says it).
    reviewer: str = ""
    aws: LocalAws | None = None
    httpd: ThreadingHTTPServer | None = None
    pollers: list[QueuePoller] = field(default_factory=list)
    stream_pollers: list[StreamPoller] = field(default_factory=list)
    scheduler: Scheduler | None = None

    def start(self) -> None:
        if self.host not in ("127.0.0.1", "localhost", "::1"):
            raise SystemExit("the local server only listens on loopback (127.0.0.1)")
        template = tpl.load_template()
        model = None
        if self.bedrock_model_id:  # before the local environment replaces the credentials
            model = prepare_bedrock(self.bedrock_model_id, default_region=REGION)
        reviewer, self.reviewer = local_reviewer(self.review_model_id, default_region=REGION)
        os.environ["SKILLS_REVIEW_MODEL_ACTION"] = self.review_model_action
        self.aws = start_local_aws(template, self.moto_port)
        create_mirror(self.aws.endpoint)  # SPEC §13: before any function reads its settings
        self.drafter = install_drafter(model, reviewer=reviewer)
        if self.seed:
            count = seed_bundled_skills(self.aws.endpoint)
            log(f"seeded {count} bundled skills under s3://{BUCKET}/global/")
        api = Api(
            template, self.tenant, self.host, cors_origins=self.cors_origins, scopes=self.scopes
        )
        self.httpd = ThreadingHTTPServer((self.host, self.port), make_http_handler(api))
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        import boto3

        sqs = boto3.client("sqs", endpoint_url=self.aws.endpoint, region_name=REGION)
        functions = {r.function.logical_id: r.function for r in api.routes}
        for source in tpl.sqs_event_sources(template):
            function = functions.setdefault(
                source.function, LocalFunction(source.function, source.handler)
            )
            url, arn = self.aws.queues[source.queue]
            poller = QueuePoller(sqs, url, arn, function, source.batch_size, self.retry_delay)
            poller.start()
            self.pollers.append(poller)
        self.scheduler = start_scheduler(template, self.refresh_seconds)
        self._start_stream_pollers(template, functions)

    def _start_stream_pollers(
        self, template: dict[str, object], functions: dict[str, LocalFunction]
    ) -> None:
        """The table's stream feeds the functions that declare it (the projection, which also
        derives the distribution's outputs, and the review function), as in AWS."""
        import json

        import boto3

        assert self.aws is not None
        ddb = boto3.client("dynamodb", endpoint_url=self.aws.endpoint, region_name=REGION)
        streams = boto3.client("dynamodbstreams", endpoint_url=self.aws.endpoint,
                               region_name=REGION)  # fmt: skip
        sqs = boto3.client("sqs", endpoint_url=self.aws.endpoint, region_name=REGION)
        for source in dynamodb_event_sources(template):  # type: ignore[arg-type]
            if source.table != "SkillsTable":
                continue
            arn = ddb.describe_table(TableName=SKILLS_TABLE)["Table"]["LatestStreamArn"]
            function = functions.setdefault(
                source.function, LocalFunction(source.function, source.handler)
            )
            queue = self.aws.queues.get(source.on_failure or "", ("", ""))[0]

            def on_failure(info: dict[str, object], url: str = queue) -> None:
                if url:
                    sqs.send_message(QueueUrl=url, MessageBody=json.dumps(info))

            poller = StreamPoller(streams, arn, function, source, on_failure=on_failure)
            poller.start()
            self.stream_pollers.append(poller)

    @property
    def scopes(self) -> tuple[str, ...]:
        """What the authorizer stand-in grants every request."""
        return (WRITE_SCOPE, REVIEW_SCOPE) if self.review_scope else (WRITE_SCOPE,)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def serve_forever(self) -> None:
        assert self.httpd is not None
        self.httpd.serve_forever(poll_interval=0.2)

    def stop(self) -> None:
        """Tell every worker to stop, then give them one grace period together: a worker in
        the middle of a refresh or a fold on a busy machine must not hold Ctrl-C for 5 s (or
        30 s) each. They are daemon threads of an in-memory AWS: one still running when the
        grace ends goes with the process, and nothing it was writing outlives it."""
        workers: list[threading.Thread] = [*self.stream_pollers, *self.pollers]
        for poller in self.pollers:
            poller.stopping.set()
        for stream_poller in self.stream_pollers:
            stream_poller.stopping.set()
        if self.scheduler is not None:
            self.scheduler.stopping.set()
            workers.append(self.scheduler)
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
        deadline = time.monotonic() + STOP_GRACE_SECONDS
        for worker in workers:
            if worker.is_alive():
                worker.join(timeout=max(0.0, deadline - time.monotonic()))
        if self.aws is not None:
            self.aws.stop()


def reader_exports(service: LocalService) -> str:
    """The one line a reader pastes into a second terminal: the API, the in-memory AWS and the
    stand-in credentials it accepts (moto checks none; boto3 needs some to sign)."""
    assert service.aws is not None
    return (
        f"export API={service.url} MOTO_ENDPOINT={service.aws.endpoint} "
        f"AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local AWS_DEFAULT_REGION={REGION}"
    )


def banner(service: LocalService) -> str:
    assert service.aws is not None
    url = service.url
    queue_url = service.aws.queues.get("GenerationQueue", ("", ""))[0]
    dlq_url = service.aws.queues.get("GenerationDeadLetterQueue", ("", ""))[0]
    granted = " ".join(service.scopes)
    if not service.review_scope:
        granted += f" only (--no-review-scope: reviews are 403 without {REVIEW_SCOPE})"
    return f"""
serverless-skills local API: {url}   (tenant "{service.tenant}", scopes granted: {granted})
in-memory AWS (moto): {service.aws.endpoint}   bucket {BUCKET}, table {SKILLS_TABLE}

In another terminal, paste this line (the README's examples use it), then
`source .venv/bin/activate` for skillsctl:
  {reader_exports(service)}
generation queue: {queue_url}
dead-letter queue: {dlq_url}
drafter: {service.drafter}
model review: {service.reviewer} (SKILLS_REVIEW_MODEL_ACTION={service.review_model_action})
drop folder: s3://{BUCKET}/sources/{service.tenant}/   (an upload becomes a pending draft)
generation results: {service.aws.results_queue}
skills mirror: s3://{MIRROR_BUCKET}/<tenant>/<label>/<name>/   (SPEC §13)

Try:
  curl -s '{url}/skills?format=text'
  curl -s -X POST {url}/skills/docker-ops/activate -H 'content-type: application/json' \\
       -d '{{"args": ["build", "myapp:latest"]}}'
  curl -s -X POST {url}/skills -H 'content-type: application/json' \\
       -d '{{"name": "hello", "description": "Say hello. Use when greeting.", "body": "Hello $1!"}}'

Send a generation event (saved by the generation function through the queue):
  .venv/bin/python scripts/send_generation_event.py --endpoint-url {service.aws.endpoint} \\
       --queue-url {queue_url} --tenant {service.tenant} --name hello-event \\
       --description "Say hello. Use when greeting." --body 'Hello $1!'

Draft a skill from a document (a pending version; approve it to serve it):
  AWS_ACCESS_KEY_ID=local AWS_SECRET_ACCESS_KEY=local aws --endpoint-url {service.aws.endpoint} \\
       s3 cp runbook.md s3://{BUCKET}/sources/{service.tenant}/runbook.md
  .venv/bin/python scripts/send_generation_event.py --endpoint-url {service.aws.endpoint} \\
       --queue-url {queue_url} --tenant {service.tenant} \\
       --instructions "Write a runbook skill for the on-call." --source-file runbook.md

Another tenant for one request: -H '{LOCAL_TENANT_HEADER}: acme'.  Ctrl-C stops.
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="serve", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="loopback only (default 127.0.0.1)")
    parser.add_argument(
        "--port",
        type=int,
        default=int(os.environ.get("PORT") or 3000),
        help="default $PORT or 3000",
    )
    parser.add_argument("--tenant", default=DEFAULT_TENANT, help="tenant of the local user")
    parser.add_argument("--moto-port", type=int, default=0, help="moto port (default: free)")
    parser.add_argument(
        "--retry-delay", type=int, default=2, help="seconds before a failed message is retried"
    )
    parser.add_argument("--no-seed", action="store_true", help="do not upload bundled skills")
    parser.add_argument(
        "--no-review-scope",
        action="store_true",
        help=f"the authorizer stand-in grants {WRITE_SCOPE} only, not {REVIEW_SCOPE}: reviews "
        "are refused (403)",
    )
    parser.add_argument(
        "--refresh-seconds",
        type=float,
        default=60.0,
        help="run the refresh function (S3 objects written by other means) this often; "
        "0 never (default 60, as SKILLS_S3_REFRESH_SECONDS)",
    )
    parser.add_argument(
        "--bedrock-model-id",
        help="draft model-backed requests with this Bedrock model or inference profile id, "
        "using your AWS credentials (default: the offline stand-in drafter, not a model)",
    )
    parser.add_argument(
        "--review-model-id",
        help="review every stored version with this Bedrock model or inference profile id, "
        "using your AWS credentials (default: the offline stand-in reviewer, not a model)",
    )
    parser.add_argument(
        "--review-model-action",
        choices=("none", "reject"),
        default="none",
        help="reject: a malicious verdict rejects a pending version (SKILLS_REVIEW_MODEL_ACTION)",
    )
    parser.add_argument(
        "--cors-origins",
        default=",".join(LOOPBACK_ORIGINS),
        help="comma-separated origins whose pages may call the API (CORS, as the template's "
        "CorsAllowOrigins); default: pages on this machine, any port; '' for none",
    )
    args = parser.parse_args(argv)
    from skills_core.settings import TENANT_PATTERN

    if not re.fullmatch(TENANT_PATTERN, args.tenant):
        parser.error(f"--tenant {args.tenant!r} does not match {TENANT_PATTERN}")
    service = LocalService(
        host=args.host,
        port=args.port,
        tenant=args.tenant,
        moto_port=args.moto_port,
        retry_delay=args.retry_delay,
        seed=not args.no_seed,
        review_scope=not args.no_review_scope,
        refresh_seconds=args.refresh_seconds,
        bedrock_model_id=args.bedrock_model_id,
        review_model_id=args.review_model_id,
        review_model_action=args.review_model_action,
        cors_origins=tuple(o.strip() for o in args.cors_origins.split(",") if o.strip()),
    )
    try:
        service.start()
    except OSError as exc:
        print(
            f"serve: error: cannot listen on {args.host}:{args.port}: {exc.strerror}",
            file=sys.stderr,
        )
        service.stop()
        return 1

    def _terminate(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _terminate)
    # Ctrl-C stops the server even when it was started by a process that ignores SIGINT (a
    # background job of a script, a test runner's worker): the child inherits the ignore.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    print(banner(service), flush=True)
    try:
        service.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        service.stop()
        print("stopped", flush=True)
    return 0


if __name__ == "__main__":
    code = main()
    # Every thread has stopped and the in-memory AWS is down: what is left is the teardown of
    # the interpreter's modules and moto's state, seconds on a busy machine while the person
    # who pressed Ctrl-C waits. Flush what was written and leave without it.
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
