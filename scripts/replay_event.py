"""Replay a sample of events/ against the local run, without Docker (``sam local invoke``
needs a container runtime). Payload-2.0 HTTP samples become the HTTP request they describe
(method, path, query, headers, body; the sample's tenant claim picks the tenant with the local
run's ``X-Skills-Local-Tenant`` header); an SQS sample's messages go to the local run's
generation queue (``--queue-url``, ``--endpoint-url`` from its banner); the Cognito trigger's
sample runs the trigger in-process (it calls no AWS API); the scheduled refresh is the local
run's own (``--refresh-seconds``).

.venv/bin/python scripts/replay_event.py events/catalog.json [--url http://127.0.0.1:3000]
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

#: Headers the HTTP client sets itself (or that describe the gateway's hop, not the request).
DROPPED = {"host", "content-length", "connection", "x-forwarded-for", "x-forwarded-port"}
TENANT_HEADER = "X-Skills-Local-Tenant"


def http_request(event: dict[str, Any], url: str, claim: str) -> urllib.request.Request:
    http = event["requestContext"]["http"]
    query = event.get("rawQueryString") or ""
    target = url.rstrip("/") + event["rawPath"] + (f"?{query}" if query else "")
    headers = {k: v for k, v in (event.get("headers") or {}).items() if k.lower() not in DROPPED}
    claims = ((event["requestContext"].get("authorizer") or {}).get("jwt") or {}).get("claims")
    tenant = (claims or {}).get(claim)
    if isinstance(tenant, str) and tenant:
        headers[TENANT_HEADER] = tenant
    body = event.get("body")
    data = None
    if body is not None:
        data = base64.b64decode(body) if event.get("isBase64Encoded") else body.encode("utf-8")
    return urllib.request.Request(target, data=data, method=http["method"], headers=headers)


def replay_http(event: dict[str, Any], url: str, claim: str) -> int:
    request = http_request(event, url, claim)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            status, text = response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        status, text = err.code, err.read().decode("utf-8", "replace")
    except urllib.error.URLError as err:
        print(f"replay: cannot reach {url}: {err.reason} (is `make run` running?)", file=sys.stderr)
        return 2
    print(f"{request.get_method()} {request.full_url} -> {status}")
    print(text)
    return 0 if 200 <= status < 300 else 1


def replay_sqs(event: dict[str, Any], queue_url: str | None, endpoint: str | None) -> int:
    if not queue_url or not endpoint:
        print(
            "replay: an SQS sample needs --queue-url and --endpoint-url (the local run's "
            "banner prints both: 'generation queue:' and 'in-memory AWS (moto):')",
            file=sys.stderr,
        )
        return 2
    import boto3

    sqs = boto3.client(
        "sqs",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="local",
        aws_secret_access_key="local",
    )
    for record in event["Records"]:
        sent = sqs.send_message(QueueUrl=queue_url, MessageBody=record["body"])
        print(f"sent {sent['MessageId']} to {queue_url}")
    return 0


def replay_token(event: dict[str, Any]) -> int:
    from handlers import token_tenant

    try:
        answer = token_tenant.lambda_handler(event, None)
    except token_tenant.TenantUnknownError as exc:
        print(f"replay: no token: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(answer["response"], indent=2))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("event", type=Path, help="a sample of events/")
    parser.add_argument("--url", default="http://127.0.0.1:3000", help="the local run's API")
    parser.add_argument("--tenant-claim", default="tenant_id", help="SKILLS_TENANT_CLAIM")
    parser.add_argument("--queue-url", help="the local run's generation queue (SQS samples)")
    parser.add_argument("--endpoint-url", help="the local run's moto endpoint (SQS samples)")
    args = parser.parse_args(argv)
    try:
        event = json.loads(args.event.read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"replay: cannot read {args.event}: {exc.strerror}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"replay: {args.event} is not JSON: {exc}", file=sys.stderr)
        return 2
    if not isinstance(event, dict):
        print(f"replay: {args.event} is not an event object", file=sys.stderr)
        return 2
    if event.get("version") == "2.0" and "http" in (event.get("requestContext") or {}):
        return replay_http(event, args.url, args.tenant_claim)
    if isinstance(event.get("Records"), list):
        return replay_sqs(event, args.queue_url, args.endpoint_url)
    if str(event.get("triggerSource", "")).startswith("TokenGeneration"):
        return replay_token(event)
    if event.get("detail-type") == "Scheduled Event":
        print(
            "replay: the local run runs the refresh function itself (--refresh-seconds, "
            "default 60); nothing to send",
            file=sys.stderr,
        )
        return 0
    print(f"replay: {args.event} is no sample this script knows", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
