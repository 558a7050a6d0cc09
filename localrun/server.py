"""The local run (``make run``): the real handlers behind an HTTP server on 127.0.0.1, over an
in-memory AWS (moto) built from ``template.yaml``'s own definitions. No AWS account, no Docker.

What only this server has: a stand-in for the JWT authorizer. Every request is given the
claims of tenant ``--tenant`` (default ``local``) with the write scope; the header
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
import base64
import importlib
import json
import os
import re
import signal
import sys
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from . import template as tpl
from .moto_isolation import isolate_dynamodb_operations

ROOT = Path(__file__).resolve().parent.parent
LOCAL_TENANT_HEADER = "X-Skills-Local-Tenant"
DEFAULT_TENANT = "local"
REGION = "us-east-1"
ACCOUNT = "123456789012"
BUCKET = "skills-local"
SKILLS_TABLE = "skills-local"
IDEMPOTENCY_TABLE = "skills-idempotency-local"
WRITE_SCOPE = "skills/write"
MAX_BODY_BYTES = 10 * 1024 * 1024  # API Gateway's own payload limit


def log(message: str) -> None:
    print(f"[local] {message}", file=sys.stderr, flush=True)


@dataclass
class LambdaContext:
    """Enough of Lambda's context object for Powertools."""

    function_name: str
    memory_limit_in_mb: int = 512
    timeout_seconds: int = 30
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    _start: float = field(default_factory=time.monotonic)

    @property
    def invoked_function_arn(self) -> str:
        return f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{self.function_name}"

    @property
    def log_group_name(self) -> str:
        return f"/aws/lambda/{self.function_name}"

    def get_remaining_time_in_millis(self) -> int:
        left = self.timeout_seconds - (time.monotonic() - self._start)
        return max(0, int(left * 1000))


class LocalFunction:
    """One function: its handler, imported lazily, and a lock so it handles one event at a
    time (one execution environment, as in Lambda; Powertools resolvers are not re-entrant)."""

    def __init__(self, logical_id: str, handler: str) -> None:
        self.logical_id = logical_id
        self.handler = handler
        self._lock = threading.Lock()
        self._callable: Callable[[dict[str, Any], Any], Any] | None = None

    def __call__(self, event: dict[str, Any]) -> Any:
        with self._lock:
            if self._callable is None:
                module_name, _, attr = self.handler.rpartition(".")
                self._callable = getattr(importlib.import_module(module_name), attr)
            return self._callable(event, LambdaContext(self.logical_id))


@dataclass(frozen=True)
class CompiledRoute:
    method: str
    path: str
    pattern: re.Pattern[str]
    function: LocalFunction

    @classmethod
    def build(cls, route: tpl.Route, function: LocalFunction) -> CompiledRoute:
        regex = ""
        for part in re.split(r"(\{[^}]+\})", route.path):
            if part.startswith("{") and part.endswith("+}"):
                regex += f"(?P<{part[1:-2]}>.+)"
            elif part.startswith("{"):
                regex += f"(?P<{part[1:-1]}>[^/]+)"
            else:
                regex += re.escape(part)
        return cls(route.method, route.path, re.compile(f"^{regex}$"), function)


def authorizer_claims(tenant: str) -> dict[str, Any]:
    """What the JWT authorizer would put in the event for a local user of ``tenant``."""
    return {
        "jwt": {
            "claims": {"tenant_id": tenant, "scope": WRITE_SCOPE, "sub": f"local-user@{tenant}"},
            "scopes": None,
        }
    }


def http_event(
    method: str,
    raw_path: str,
    query: str,
    headers: dict[str, str],
    body: bytes,
    *,
    route_key: str,
    path_parameters: dict[str, str],
    tenant: str,
    domain_name: str = "127.0.0.1",
) -> dict[str, Any]:
    """A payload-2.0 event as API Gateway HTTP API builds it. ``domainName`` is the API's own
    name (where the server listens), never the client's ``Host``: the MCP function checks
    ``Host`` and ``Origin`` against it (DNS rebinding)."""
    params: dict[str, str] = {}
    for key, value in parse_qsl(query, keep_blank_values=True):
        params[key] = f"{params[key]},{value}" if key in params else value
    text: str | None
    try:
        text = body.decode("utf-8") if body else None
        encoded = False
    except UnicodeDecodeError:
        text, encoded = base64.b64encode(body).decode("ascii"), True
    now = time.time()
    return {
        "version": "2.0",
        "routeKey": route_key,
        "rawPath": raw_path,
        "rawQueryString": query,
        "headers": headers,
        "queryStringParameters": params or None,
        "pathParameters": path_parameters or None,
        "requestContext": {
            "accountId": ACCOUNT,
            "apiId": "local",
            "authorizer": authorizer_claims(tenant),
            "domainName": domain_name,
            "domainPrefix": "local",
            "http": {
                "method": method,
                "path": raw_path,
                "protocol": "HTTP/1.1",
                "sourceIp": "127.0.0.1",
                "userAgent": headers.get("user-agent", ""),
            },
            "requestId": str(uuid.uuid4()),
            "routeKey": route_key,
            "stage": "$default",
            "time": time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(now)),
            "timeEpoch": int(now * 1000),
        },
        "body": text,
        "isBase64Encoded": encoded,
    }


class Api:
    """Routes taken from the template's ``HttpApi`` events, dispatched to the handlers."""

    def __init__(
        self, template: dict[str, Any], default_tenant: str, domain_name: str = "127.0.0.1"
    ) -> None:
        functions: dict[str, LocalFunction] = {}
        self.routes: list[CompiledRoute] = []
        for route in tpl.function_routes(template):
            function = functions.setdefault(
                route.function, LocalFunction(route.function, route.handler)
            )
            self.routes.append(CompiledRoute.build(route, function))
        self.default_tenant = default_tenant
        self.domain_name = domain_name

    def handle(
        self, method: str, target: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, dict[str, str], bytes]:
        split = urlsplit(target)
        raw_path = split.path or "/"
        headers = {k.lower(): v for k, v in headers.items()}
        tenant = headers.pop(LOCAL_TENANT_HEADER.lower(), None) or self.default_tenant
        allowed: list[str] = []
        for route in self.routes:
            match = route.pattern.match(raw_path)
            if match is None:
                continue
            if route.method != method:
                allowed.append(route.method)
                continue
            event = http_event(
                method,
                raw_path,
                split.query,
                headers,
                body,
                route_key=f"{route.method} {route.path}",
                path_parameters=match.groupdict(),
                tenant=tenant,
                domain_name=self.domain_name,
            )
            return self._response(route.function(event))
        if allowed:
            return _json_error(405, "METHOD_NOT_ALLOWED", f"allowed: {', '.join(allowed)}")
        return _json_error(404, "NOT_FOUND", "no such route")

    @staticmethod
    def _response(result: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
        status = int(result.get("statusCode", 200))
        headers = {str(k): str(v) for k, v in (result.get("headers") or {}).items()}
        raw = result.get("body") or ""
        data = base64.b64decode(raw) if result.get("isBase64Encoded") else str(raw).encode()
        return status, headers, data


def _json_error(status: int, code: str, message: str) -> tuple[int, dict[str, str], bytes]:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    return status, {"Content-Type": "application/json"}, body


def make_http_handler(api: Api) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "serverless-skills-local"
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_BODY_BYTES:
                status, headers, data = _json_error(
                    413, "PAYLOAD_TOO_LARGE", "request body above 10 MB"
                )
                self.close_connection = True
            else:
                body = self.rfile.read(length) if length else b""
                try:
                    status, headers, data = api.handle(
                        self.command, self.path, dict(self.headers.items()), body
                    )
                except Exception as exc:  # the handlers map their own errors; this is a bug
                    log(f"handler crashed: {type(exc).__name__}: {exc}")
                    status, headers, data = _json_error(500, "INTERNAL", "internal error")
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "connection"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = _serve

        def log_message(self, format: str, *args: Any) -> None:
            log(f"{self.command} {self.path} -> {args[1] if len(args) > 1 else ''}")

    return Handler


class QueuePoller(threading.Thread):
    """Lambda's SQS event source mapping, locally: receive up to ``batch_size``, invoke, delete
    only what succeeded; failures return after ``retry_delay`` seconds."""

    def __init__(
        self,
        sqs: Any,
        queue_url: str,
        queue_arn: str,
        function: LocalFunction,
        batch_size: int,
        retry_delay: int,
    ) -> None:
        super().__init__(name=f"poller-{function.logical_id}", daemon=True)
        self.sqs, self.queue_url, self.queue_arn = sqs, queue_url, queue_arn
        self.function, self.batch_size, self.retry_delay = function, batch_size, retry_delay
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                self.poll_once(wait_seconds=1)
            except Exception as exc:  # keep polling, as the event source mapping does
                log(f"poller: {type(exc).__name__}: {exc}")
                self.stopping.wait(1)

    def poll_once(self, wait_seconds: int = 0) -> int:
        response = self.sqs.receive_message(
            QueueUrl=self.queue_url,
            MaxNumberOfMessages=min(self.batch_size, 10),
            WaitTimeSeconds=wait_seconds,
            AttributeNames=["All"],
            MessageAttributeNames=["All"],
        )
        messages = response.get("Messages") or []
        if not messages:
            return 0
        records = [self._record(m) for m in messages]
        try:
            result = self.function({"Records": records}) or {}
            failed = {f["itemIdentifier"] for f in result.get("batchItemFailures") or []}
        except Exception as exc:  # the whole batch failed: everything comes back
            log(f"{self.function.logical_id} raised {type(exc).__name__}; batch will be retried")
            failed = {m["MessageId"] for m in messages}
        for message in messages:
            if message["MessageId"] in failed:
                self.sqs.change_message_visibility(
                    QueueUrl=self.queue_url,
                    ReceiptHandle=message["ReceiptHandle"],
                    VisibilityTimeout=self.retry_delay,
                )
            else:
                self.sqs.delete_message(
                    QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"]
                )
        log(f"{self.function.logical_id}: {len(messages) - len(failed)} ok, {len(failed)} failed")
        return len(messages)

    def _record(self, message: dict[str, Any]) -> dict[str, Any]:
        return {
            "messageId": message["MessageId"],
            "receiptHandle": message["ReceiptHandle"],
            "body": message["Body"],
            "attributes": message.get("Attributes") or {},
            "messageAttributes": message.get("MessageAttributes") or {},
            "md5OfBody": message.get("MD5OfBody", ""),
            "eventSource": "aws:sqs",
            "eventSourceARN": self.queue_arn,
            "awsRegion": REGION,
        }


@dataclass
class LocalAws:
    """moto on 127.0.0.1 with the template's bucket, tables and queues."""

    endpoint: str
    server: Any
    queues: dict[str, tuple[str, str]]  # logical id -> (url, arn)

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
    return LocalAws(endpoint, server, queues)


def seed_bundled_skills(endpoint: str) -> int:
    """Publish the bundled skills under ``global/`` the way ``skillsctl sync`` does (files and
    the frontmatter index), so the local catalog reads one index instead of 22 ranged GETs."""
    import boto3

    from skills_core.publish import sync_skills

    s3 = boto3.client("s3", endpoint_url=endpoint, region_name=REGION)
    result = sync_skills(ROOT / "bundled_skills", BUCKET, "global/", client=s3, echo=lambda _: None)
    return result.skills


@dataclass
class LocalService:
    """Everything ``make run`` starts; ``start()``/``stop()`` for tests and the CLI."""

    host: str = "127.0.0.1"
    port: int = 3000
    tenant: str = DEFAULT_TENANT
    moto_port: int = 0
    retry_delay: int = 2
    seed: bool = True
    aws: LocalAws | None = None
    httpd: ThreadingHTTPServer | None = None
    pollers: list[QueuePoller] = field(default_factory=list)

    def start(self) -> None:
        if self.host not in ("127.0.0.1", "localhost", "::1"):
            raise SystemExit("the local server only listens on loopback (127.0.0.1)")
        template = tpl.load_template()
        self.aws = start_local_aws(template, self.moto_port)
        if self.seed:
            count = seed_bundled_skills(self.aws.endpoint)
            log(f"seeded {count} bundled skills under s3://{BUCKET}/global/")
        api = Api(template, self.tenant, self.host)
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

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def serve_forever(self) -> None:
        assert self.httpd is not None
        self.httpd.serve_forever(poll_interval=0.2)

    def stop(self) -> None:
        for poller in self.pollers:
            poller.stopping.set()
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
        for poller in self.pollers:
            poller.join(timeout=5)
        if self.aws is not None:
            self.aws.stop()


def banner(service: LocalService) -> str:
    assert service.aws is not None
    url = service.url
    queue_url = service.aws.queues.get("GenerationQueue", ("", ""))[0]
    dlq_url = service.aws.queues.get("GenerationDeadLetterQueue", ("", ""))[0]
    return f"""
serverless-skills local API: {url}   (tenant "{service.tenant}", write scope granted)
in-memory AWS (moto): {service.aws.endpoint}   bucket {BUCKET}, table {SKILLS_TABLE}
generation queue: {queue_url}
dead-letter queue: {dlq_url}

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
    raise SystemExit(main())
