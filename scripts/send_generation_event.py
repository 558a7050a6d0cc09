"""Send one "Skill Generation Requested" message to the generation queue (docs/events.md):
a finished skill, or a model-backed request (instructions and source material).

Against the local run (``make run`` prints the moto endpoint and the generation queue URL):

    .venv/bin/python scripts/send_generation_event.py \\
        --endpoint-url <moto endpoint> --queue-url <generation queue url> \\
        --tenant local --name hello-world \\
        --description "Say hello. Use when greeting someone." --body "Say hello to \\$1."

    .venv/bin/python scripts/send_generation_event.py \\
        --endpoint-url <moto endpoint> --queue-url <generation queue url> \\
        --tenant local --instructions "Write a runbook skill for the on-call." \\
        --source-file runbook.md

``--instructions`` with ``--source-file PATH`` (the text is sent as ``source.text``, at most
100 KiB) or ``--source-uri s3://<bucket>/sources/<tenant>/...`` makes a model-backed request;
``--name`` and ``--tag`` are then optional. Fields come from flags, or from ``--file
message.json`` (a message body; flags override its keys). ``--request-id`` defaults to a new
UUID: send the same id again to see a redelivery being recognised. ``--eventbridge`` wraps the
message as the EventBridge event a rule delivers to the queue (``detail`` = the message).
``--dry-run`` prints the body, sends nothing.

In AWS the queue refuses direct sends (only the stack's rules may send): put the event on the
bus instead (docs/events.md). Direct sends are for the local run.

Environment: ``SKILLS_GENERATION_QUEUE_URL`` (queue URL), ``AWS_ENDPOINT_URL`` (endpoint;
unset means real AWS), ``AWS_DEFAULT_REGION`` (default us-east-1). Against a local endpoint
with no credentials configured, dummy ones are used (moto accepts any).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

DETAIL_TYPE = "Skill Generation Requested"
DEFAULT_SOURCE = "skills.generator"
QUEUE_URL_ENV = "SKILLS_GENERATION_QUEUE_URL"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


def build_message(fields: dict[str, Any], *, request_id: str | None = None) -> dict[str, Any]:
    """A direct message body: ``fields`` plus a ``request_id`` (a new UUID unless given)."""
    message = dict(fields)
    if request_id is not None:
        message["request_id"] = request_id
    message.setdefault("request_id", str(uuid.uuid4()))
    return message


def eventbridge_envelope(
    message: dict[str, Any],
    *,
    source: str = DEFAULT_SOURCE,
    region: str = "us-east-1",
    account: str = "000000000000",
) -> dict[str, Any]:
    """The event as an EventBridge rule puts it in the queue (``detail`` = the message)."""
    return {
        "version": "0",
        "id": str(uuid.uuid4()),
        "detail-type": DETAIL_TYPE,
        "source": source,
        "account": account,
        "time": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "region": region,
        "resources": [],
        "detail": message,
    }


MODEL_BACKED_KEYS = ("instructions", "source")
FINISHED_KEYS = ("description", "body", "replace")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Send one skill generation message to an SQS queue (see docs/events.md).",
    )
    parser.add_argument(
        "--queue-url", default=os.environ.get(QUEUE_URL_ENV), help=f"default: ${QUEUE_URL_ENV}"
    )
    parser.add_argument(
        "--endpoint-url",
        default=os.environ.get("AWS_ENDPOINT_URL"),
        help="e.g. http://127.0.0.1:5000 for the local run (default: $AWS_ENDPOINT_URL)",
    )
    parser.add_argument("--region", default=os.environ.get("AWS_DEFAULT_REGION", "us-east-1"))
    parser.add_argument("--file", type=Path, help="JSON file with a message body")
    parser.add_argument("--tenant")
    parser.add_argument("--name")
    parser.add_argument("--description")
    body = parser.add_mutually_exclusive_group()
    body.add_argument("--body", help="the skill body (Markdown)")
    body.add_argument("--body-file", type=Path, help="read the skill body from this file")
    parser.add_argument("--tag", action="append", dest="tags", help="a tag (repeatable)")
    parser.add_argument("--replace", action="store_true", default=None, help="save a new version")
    parser.add_argument(
        "--instructions", help="model-backed: what to draft (with --source-file or --source-uri)"
    )
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--source-file", type=Path, help="model-backed: the source material (sent as source.text)"
    )
    source.add_argument(
        "--source-uri", help="model-backed: s3://<skills bucket>/sources/<tenant>/... to draft from"
    )
    parser.add_argument("--request-id", help="idempotency key within the tenant (default: a UUID)")
    parser.add_argument("--eventbridge", action="store_true", help="wrap as an EventBridge event")
    parser.add_argument("--source", default=DEFAULT_SOURCE, help="event source (--eventbridge)")
    parser.add_argument("--dry-run", action="store_true", help="print the body, send nothing")
    return parser


def _read(path: Path, flag: str) -> str:
    """A file named on the command line, or an error that says which flag and why."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SystemExit(f"{flag} {path}: no such file") from None
    except IsADirectoryError:
        raise SystemExit(f"{flag} {path}: is a folder; give a file") from None
    except UnicodeDecodeError:
        raise SystemExit(f"{flag} {path}: not UTF-8 text") from None
    except OSError as exc:
        raise SystemExit(f"{flag} {path}: {exc.strerror}") from None


def _fields(args: argparse.Namespace) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    if args.file is not None:
        try:
            loaded = json.loads(_read(args.file, "--file"))
        except json.JSONDecodeError as exc:
            raise SystemExit(f"--file {args.file}: not JSON ({exc})") from None
        if not isinstance(loaded, dict):
            raise SystemExit(f"{args.file}: expected a JSON object")
        fields.update(loaded.get("detail", loaded) if "detail-type" in loaded else loaded)
    if args.body_file is not None:
        fields["body"] = _read(args.body_file, "--body-file")
    for key in ("tenant", "name", "description", "body", "tags", "replace", "instructions"):
        value = getattr(args, key)
        if value is not None:
            fields[key] = value
    if args.source_file is not None:
        fields["source"] = {"text": _read(args.source_file, "--source-file")}
    elif args.source_uri is not None:
        fields["source"] = {"s3_uri": args.source_uri}
    if any(key in fields for key in MODEL_BACKED_KEYS):
        mixed = [key for key in FINISHED_KEYS if key in fields]
        if mixed:
            raise SystemExit(
                f"a model-backed request (instructions, source) takes no {', '.join(mixed)}: "
                "the model writes the skill"
            )
        required = ("tenant", "instructions", "source")
    else:
        required = ("tenant", "name", "description", "body")
    missing = [k for k in required if k not in fields]
    if missing:
        raise SystemExit(f"missing field(s): {', '.join(missing)} (give flags or --file)")
    return fields


def _sqs_client(endpoint_url: str | None, region: str) -> Any:
    import boto3

    session = boto3.session.Session(region_name=region)
    local = endpoint_url is not None and urlparse(endpoint_url).hostname in LOCAL_HOSTS
    if local and session.get_credentials() is None:
        session = boto3.session.Session(
            region_name=region, aws_access_key_id="testing", aws_secret_access_key="testing"
        )
    return session.client("sqs", endpoint_url=endpoint_url)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    message = build_message(_fields(args), request_id=args.request_id)
    if args.eventbridge:
        body = json.dumps(eventbridge_envelope(message, source=args.source, region=args.region))
    else:
        body = json.dumps(message)
    if args.dry_run:
        print(body)
        return 0
    if not args.queue_url:
        raise SystemExit(f"no queue: pass --queue-url or set {QUEUE_URL_ENV}")
    from botocore.exceptions import BotoCoreError, ClientError

    try:
        sent = _sqs_client(args.endpoint_url, args.region).send_message(
            QueueUrl=args.queue_url, MessageBody=body
        )
    except ClientError as exc:
        code = exc.response.get("Error", {}).get("Code", "an error")
        raise SystemExit(f"SQS answered {code} for {args.queue_url}; check --queue-url") from None
    except BotoCoreError as exc:
        raise SystemExit(f"cannot send to {args.queue_url}: {exc}") from None
    print(
        json.dumps(
            {
                "message_id": sent["MessageId"],
                "tenant": message["tenant"],
                "name": message.get("name"),
                "request_id": message["request_id"],
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
