"""What every test tier shares.

botocore parses each service's model files (JSON of up to a few MB) again for every new
session and lists its data folders again, and moto's ``mock_aws`` and the adapters' client
cache (cleared between tests) make a new session for nearly every test: about 60 ms of JSON
decoding per client, several clients per moto test. The files do not change during a run, so
the parsed documents and the listings are shared process-wide. botocore already shares one
parsed document across the clients of a session, so nothing depends on a client owning its
copy. Only the reading of botocore's data files is cached: every client, request and moto
backend is still the real one."""

from __future__ import annotations

import functools
from typing import Any

from botocore import loaders

_load_file = loaders.JSONFileLoader.load_file
_list_services = loaders.Loader.list_available_services
_FILES = loaders.JSONFileLoader()
_LISTED: dict[tuple[tuple[str, ...], str], list[str]] = {}


@functools.lru_cache(maxsize=512)
def _parsed(file_path: str) -> Any:
    return _load_file(_FILES, file_path)


def _cached_load_file(self: loaders.JSONFileLoader, file_path: str) -> Any:
    return _parsed(file_path)


def _cached_list(self: loaders.Loader, type_name: str) -> list[str]:
    key = (tuple(self.search_paths), type_name)
    if key not in _LISTED:
        _LISTED[key] = list(_list_services(self, type_name))
    return list(_LISTED[key])


loaders.JSONFileLoader.load_file = _cached_load_file  # type: ignore[method-assign]
loaders.Loader.list_available_services = _cached_list  # type: ignore[method-assign]
