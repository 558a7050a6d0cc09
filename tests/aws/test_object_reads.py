"""Reading snapshot objects (moto): the two parts of one ``GetObject`` are exactly the bytes
before and after the split, a short read from the stream is completed rather than cut, and a
missing object is :class:`SnapshotUnavailable`, never a botocore error."""

from __future__ import annotations

import os
from typing import Any

import pytest

from skills_core.aws.snapshots.object_reads import read_object, read_parts
from skills_core.snapshot.port import SnapshotUnavailable

BUCKET = "object-reads"


@pytest.fixture
def s3(s3_client: Any, make_bucket: Any) -> Any:
    make_bucket(BUCKET)
    return s3_client


@pytest.mark.parametrize("split", [0, 1, 65_536, 300_000, 300_001])
def test_the_parts_are_the_bytes_before_and_after_the_split(s3: Any, split: int) -> None:
    data = os.urandom(300_001)
    s3.put_object(Bucket=BUCKET, Key="obj", Body=data)
    head, tail = read_parts(s3, BUCKET, "obj", split)
    assert head == data[:split] and tail == data[split:]
    assert read_object(s3, BUCKET, "obj") == data
    assert read_object(s3, BUCKET, "obj", "bytes=2-9") == data[2:10]


def test_a_short_read_is_completed(s3: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stream may return fewer bytes than asked: the snapshot part is still whole."""
    data = os.urandom(10_000)
    s3.put_object(Bucket=BUCKET, Key="obj", Body=data)
    original = s3.get_object

    def trickling(**kw: Any) -> Any:
        answer = original(**kw)
        body = answer["Body"]
        read = body.read
        body.read = lambda amt=None: read(min(amt, 777) if amt else amt)
        return answer

    monkeypatch.setattr(s3, "get_object", trickling)
    head, tail = read_parts(s3, BUCKET, "obj", 6_000)
    assert head == data[:6_000] and tail == data[6_000:]


def test_a_split_past_the_end_gives_what_is_there(s3: Any) -> None:
    s3.put_object(Bucket=BUCKET, Key="obj", Body=b"short")
    assert read_parts(s3, BUCKET, "obj", 100) == (b"short", b"")


def test_a_missing_object_is_unavailable(s3: Any) -> None:
    with pytest.raises(SnapshotUnavailable, match="NoSuchKey"):
        read_parts(s3, BUCKET, "gone", 10)
    with pytest.raises(SnapshotUnavailable, match="NoSuchKey"):
        read_object(s3, BUCKET, "gone")
