"""The service tier: the use cases of :class:`~skills_core.service.SkillService` on the
in-memory store (:class:`~skills_core.sources.memory.MemorySkillStore`), with no socket, no
moto and no botocore call. A test here opens no socket (pytest-socket, as in tests/unit).

``make_service(**settings)`` composes a service whose every tenant has its own memory store
(``deployment.store(tenant)``), served under the label the request asks for, after any
``deployment.before`` sources (the S3 prefixes of a deployment)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pytest_socket import disable_socket, enable_socket

from skills_core.service import SkillService
from skills_core.service.app import GenerationPorts
from skills_core.settings import Settings
from skills_core.snapshot.scopes import STORE_LABEL
from skills_core.sources.base import SkillSource
from skills_core.sources.memory import MemorySkillStore

TENANT = "acme"

ServiceFactory = Callable[..., SkillService]


@pytest.fixture(autouse=True)
def _no_network() -> Iterator[None]:
    disable_socket(allow_unix_socket=True)
    yield
    enable_socket()


@pytest.fixture(autouse=True)
def _no_ambient_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings come from the test, never from the shell that runs it."""
    for name in ("SKILLS_MAX_SKILL_BYTES", "SKILLS_SCAN", "SKILLS_REVIEW", "SKILLS_TENANCY"):
        monkeypatch.delenv(name, raising=False)


class Deployment:
    """Every tenant's memory store (made on first use), behind the sources in ``before``."""

    def __init__(self) -> None:
        self.stores: dict[str, MemorySkillStore] = {}
        self.before: list[SkillSource] = []

    def store(self, tenant: str = TENANT, *, default_label: str = "production") -> MemorySkillStore:
        if tenant not in self.stores:
            self.stores[tenant] = MemorySkillStore(
                tenant=tenant, label=STORE_LABEL, default_label=default_label
            )
        return self.stores[tenant]

    def sources(self, settings: Settings, tenant: str, label: str | None) -> list[SkillSource]:
        store = self.store(tenant, default_label=settings.default_label)
        return [*self.before, store.serving(label)]

    def service(
        self, settings: Settings | None = None, *, generation: GenerationPorts | None = None
    ) -> SkillService:
        return SkillService(settings or Settings(), sources=self.sources, generation=generation)


@pytest.fixture
def deployment() -> Deployment:
    return Deployment()


@pytest.fixture
def store() -> MemorySkillStore:
    """A store on its own, labelled like the DynamoDB store of the adapter tests."""
    return MemorySkillStore(tenant=TENANT, label="tenant-store")


@pytest.fixture
def make_service(deployment: Deployment) -> ServiceFactory:
    def make(**settings: Any) -> SkillService:
        return deployment.service(Settings(**settings))

    return make
