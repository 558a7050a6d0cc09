"""Deterministic per-version archives (SPEC §13.1): the same files always give the same
bytes, whatever the clock, time zone, umask or user of the process that builds them, because
clients lock and update-check on the archive's digest.

Fixed: entry order (``SKILL.md`` first, then sorted), mtime 0, uid/gid 0 with empty owner
names, mode 0644, regular files only (no directory entries), the POSIX format, and a gzip
header with mtime 0, no file name and a fixed compression level."""

from __future__ import annotations

import gzip
import io
import tarfile
from collections.abc import Mapping

from skills_core.distribution.index import SKILL_MD, ordered_files

FILE_MODE = 0o644
COMPRESS_LEVEL = 9


class ArchiveError(ValueError):
    """The files cannot make a skill archive (no SKILL.md, a path that leaves the folder)."""


def _check_path(path: str) -> None:
    parts = path.split("/")
    if (
        not path
        or path.startswith("/")
        or "\\" in path
        or "\x00" in path
        or any(part in ("", ".", "..") for part in parts)
    ):
        raise ArchiveError(f"{path!r} is not a relative path inside the skill's folder")


def build_archive(files: Mapping[str, bytes]) -> bytes:
    """The tar.gz of one skill version: ``files`` maps paths relative to the skill's folder
    (``SKILL.md`` required) to their bytes."""
    if SKILL_MD not in files:
        raise ArchiveError("an archive needs the skill's SKILL.md")
    for path in files:
        _check_path(path)
    tar_bytes = io.BytesIO()
    with tarfile.open(fileobj=tar_bytes, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in ordered_files(files):
            data = files[path]
            info = tarfile.TarInfo(path)
            info.size = len(data)
            info.mtime = 0
            info.mode = FILE_MODE
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            info.type = tarfile.REGTYPE
            tar.addfile(info, io.BytesIO(data))
    out = io.BytesIO()
    with gzip.GzipFile(
        filename="", mode="wb", fileobj=out, mtime=0, compresslevel=COMPRESS_LEVEL
    ) as gz:
        gz.write(tar_bytes.getvalue())
    return out.getvalue()


def read_archive(data: bytes) -> dict[str, bytes]:
    """The files of an archive (for checks and ``skillsctl pull``); refuses links, devices
    and paths that leave the folder."""
    found: dict[str, bytes] = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for member in tar.getmembers():
            if not member.isfile():
                raise ArchiveError(f"{member.name!r} is not a regular file")
            _check_path(member.name)
            extracted = tar.extractfile(member)
            found[member.name] = extracted.read() if extracted is not None else b""
    return found


__all__ = ["ArchiveError", "build_archive", "read_archive"]
