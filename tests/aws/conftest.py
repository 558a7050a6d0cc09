"""Shared moto fixtures for the AWS adapter tests.

Every test here gets fake credentials and ``us-east-1`` (so nothing can reach a real account)
and fresh process-wide state (the shared boto3 clients of ``skills_core.aws`` and the S3
frontmatter caches). Tests that talk to AWS ask for ``mock_aws``; ``api_calls`` records every
AWS API call made by any client in the process, including clients the code creates itself.
The DynamoDB store tests ask for ``ddb`` (a client), ``table`` (the table, created) and
``store`` (a store on it); their helpers are in ``dynamo_fixtures.py``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import boto3
import botocore.client
import pytest
from moto import mock_aws as moto_mock_aws

from skills_core.aws import clients as aws
from skills_core.aws.s3 import s3_source as s3_source
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import create_table_kwargs
from tests.aws.dynamo_fixtures import TABLE, TENANT

REGION = "us-east-1"

#: (service, operation, parameters) of one AWS API call.
ApiCall = tuple[str, str, dict[str, Any]]


@pytest.fixture(autouse=True)
def aws_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fake credentials, a fixed region, and no profile or endpoint that could redirect calls
    away from moto."""
    for name in (
        "AWS_PROFILE",
        "AWS_DEFAULT_PROFILE",
        "AWS_ENDPOINT_URL",
        "AWS_ENDPOINT_URL_S3",
        "AWS_ENDPOINT_URL_DYNAMODB",
        "AWS_ENDPOINT_URL_SQS",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_SECURITY_TOKEN", "testing")
    monkeypatch.setenv("AWS_SESSION_TOKEN", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", REGION)
    monkeypatch.setenv("AWS_REGION", REGION)
    monkeypatch.setenv("AWS_CONFIG_FILE", "/dev/null")
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/dev/null")


@pytest.fixture(autouse=True)
def _fresh_process_state() -> Iterator[None]:
    """Shared clients and caches live for the process in production; a test starts clean."""
    aws.client.cache_clear()
    s3_source.clear_caches()
    yield
    aws.client.cache_clear()
    s3_source.clear_caches()


@pytest.fixture
def mock_aws(aws_env: None) -> Iterator[None]:
    """Everything inside the test runs against moto's in-memory AWS."""
    with moto_mock_aws():
        yield


@pytest.fixture
def s3_client(mock_aws: None) -> Any:
    """A client for arranging S3 state (the code under test makes its own)."""
    return boto3.client("s3", region_name=REGION)


@pytest.fixture
def make_bucket(s3_client: Any) -> Callable[[str], str]:
    def make(name: str) -> str:
        s3_client.create_bucket(Bucket=name)
        return name

    return make


@pytest.fixture
def put_object(s3_client: Any) -> Callable[[str, str, str | bytes], str]:
    """``put_object(bucket, key, body)`` -> the object's ETag (as ListObjectsV2 returns it)."""

    def put(bucket: str, key: str, body: str | bytes) -> str:
        data = body.encode("utf-8") if isinstance(body, str) else body
        etag: str = s3_client.put_object(Bucket=bucket, Key=key, Body=data)["ETag"]
        return etag

    return put


@pytest.fixture
def ddb(mock_aws: None, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A low-level DynamoDB client inside ``mock_aws`` (for arranging and inspecting)."""
    monkeypatch.delenv("SKILLS_MAX_SKILL_BYTES", raising=False)
    return boto3.client("dynamodb", region_name=REGION)


@pytest.fixture
def table(ddb: Any) -> str:
    ddb.create_table(**create_table_kwargs(TABLE))
    return TABLE


@pytest.fixture
def store(table: str) -> DynamoDBSkillStore:
    """A store on the shared, lazily created client (the production path)."""
    return DynamoDBSkillStore(table, tenant=TENANT, label="tenant-store")


@pytest.fixture
def api_calls(monkeypatch: pytest.MonkeyPatch) -> list[ApiCall]:
    """Every AWS API call of every boto3 client in the process, in order (thread-safe:
    ``list.append`` is atomic). Patches ``BaseClient._make_api_call`` so that clients the code
    creates itself are counted too. Clear it after arranging state."""
    calls: list[ApiCall] = []
    original = botocore.client.BaseClient._make_api_call

    def recording(self: Any, operation_name: str, api_params: dict[str, Any]) -> Any:
        calls.append((self.meta.service_model.service_name, operation_name, dict(api_params)))
        return original(self, operation_name, api_params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", recording)
    return calls


@contextmanager
def running_moto_server(*, isolate_dynamodb: bool = False) -> Iterator[str]:
    """A moto server on 127.0.0.1 (free port) for tests that need real HTTP or several
    processes; yields its endpoint URL. ``isolate_dynamodb``: see localrun.moto_isolation."""
    from moto.server import ThreadedMotoServer

    from localrun.moto_isolation import isolate_dynamodb_operations, memoise_moto_modules

    memoise_moto_modules()
    undo = isolate_dynamodb_operations() if isolate_dynamodb else None
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield f"http://{host}:{port}"
    finally:
        server.stop()
        if undo is not None:
            undo()


@pytest.fixture(scope="module")
def moto_server() -> Iterator[str]:
    """One plain moto server per module (the CLI tests' ``--endpoint-url``)."""
    with running_moto_server() as endpoint:
        yield endpoint


@pytest.fixture(scope="module")
def shared_moto_server() -> Iterator[str]:
    """One moto server per module for concurrency tests: several processes write to it, and
    DynamoDB operations are isolated the way AWS isolates them (see localrun.moto_isolation)."""
    with running_moto_server(isolate_dynamodb=True) as endpoint:
        yield endpoint


def worker_env(endpoint: str) -> dict[str, str]:
    """The environment of a worker process talking to the moto server at ``endpoint`` (no
    profile or credentials of this machine can leak in)."""
    return {
        "AWS_ENDPOINT_URL": endpoint,
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing",
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_CONFIG_FILE": os.devnull,
        "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
    }
