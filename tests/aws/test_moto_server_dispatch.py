"""The local run's moto server reads moto's list of service modules once (see
``localrun.moto_isolation.memoise_moto_modules``): the same list, and requests still reach
their service."""

from __future__ import annotations

import boto3
from moto import backends

from localrun.moto_isolation import memoise_moto_modules
from tests.aws.conftest import running_moto_server


def test_the_memoised_listing_is_moto_s_own_and_requests_still_dispatch() -> None:
    memoise_moto_modules()
    memoised = backends.list_of_moto_modules
    assert getattr(memoised, "memoised", False)
    import os

    import moto

    root = os.path.dirname(moto.__file__)
    expected = [
        d
        for d in sorted(os.listdir(root))
        if os.path.isdir(os.path.join(root, d)) and not d.startswith("__")
    ]
    assert list(memoised()) == expected and "s3" in expected and "dynamodb" in expected
    memoise_moto_modules()  # idempotent
    assert backends.list_of_moto_modules is memoised
    with running_moto_server() as endpoint:
        kw = {"endpoint_url": endpoint, "region_name": "us-east-1"}
        s3 = boto3.client("s3", **kw)
        s3.create_bucket(Bucket="dispatch-bucket")
        s3.put_object(Bucket="dispatch-bucket", Key="k", Body=b"v")
        assert s3.get_object(Bucket="dispatch-bucket", Key="k")["Body"].read() == b"v"
        assert boto3.client("dynamodb", **kw).list_tables()["TableNames"] == []
