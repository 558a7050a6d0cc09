"""The distribution's mirror, locally (SPEC §13): the ``skills-local-mirror`` bucket, named in
``SKILLS_MIRROR_BUCKET`` before any function reads its settings. The outputs themselves are
derived by the projection function, which the local run feeds from the table's stream like
every other stream consumer (``localrun/review_poller.py``)."""

from __future__ import annotations

import os

from .lambda_runtime import REGION

MIRROR_BUCKET = "skills-local-mirror"


def create_mirror(endpoint: str) -> None:
    import boto3

    boto3.client("s3", endpoint_url=endpoint, region_name=REGION).create_bucket(
        Bucket=MIRROR_BUCKET
    )
    os.environ["SKILLS_MIRROR_BUCKET"] = MIRROR_BUCKET


__all__ = ["MIRROR_BUCKET", "create_mirror"]
