"""Model-backed generation as a service use case (SPEC §7), on the in-memory store with the
generation ports in memory (tests/service/fakes.py): a draft is a pending ``generated``
version that never collides, a redelivery is answered without calling the drafter, a refused
draft is remembered, result events are put once and carry no content, and a failed save
still reports the tokens spent. The Bedrock drafter's own behaviour (replies, repairs,
throttling) is tested against a Stubber in tests/aws/test_drafting_service.py."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from skills_core.drafting import (
    BadGenerationRequestError,
    DraftingRequest,
    DraftUnsafeError,
    parse_drafting_request,
)
from skills_core.drafting.errors import DraftNotSavedError
from skills_core.drafting.offline import OfflineDrafter
from skills_core.drafting.port import Usage
from skills_core.errors import (
    IdempotencyKeyReusedError,
    SkillNotFoundError,
    SkillStoreUnavailableError,
)
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.app import GenerationPorts
from skills_core.service.draft_events import (
    FAILED_DETAIL_TYPE,
    GENERATED_DETAIL_TYPE,
    failed_event,
)
from skills_core.service.drafting import RecordedFailureError, draft_and_save
from skills_core.service.generation_run import MODEL_OFF
from skills_core.service.tenants import TenantView
from skills_core.settings import Settings
from skills_core.sources.memory import MemorySkillStore
from tests.drafts import FixedDrafter, drafts
from tests.service.conftest import TENANT, Deployment, ServiceFactory
from tests.service.fakes import CountingDrafter, MemoryFailures, RecordingPublisher
from tests.unit.test_drafting_offline import RUNBOOK

BUCKET = "skills-bucket"
SOURCE_MARKER = "SRC-MARKER-90417"
BODY_MARKER = "BODY-MARKER-55120"
INSTRUCTIONS = "Write a runbook skill for the on-call."
GOOD, INVALID, UNSAFE = drafts(BODY_MARKER)
WRITER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "alice")


def request(request_id: str = "req-1", **overrides: Any) -> DraftingRequest:
    data: dict[str, Any] = {
        "tenant": TENANT,
        "request_id": request_id,
        "instructions": INSTRUCTIONS,
        "source": {"text": f"# Orders DB failover\n\n{SOURCE_MARKER} promote the replica."},
        **overrides,
    }
    return parse_drafting_request(data, bucket=BUCKET)


def view_of(service: SkillService, req: DraftingRequest) -> TenantView:
    return service.view(Principal.for_event(req.tenant, req.request_id))


def command_of(draft: dict[str, Any]) -> SaveCommand:
    """The skill of one of the drafts of tests/drafts.py, as a FixedDrafter answers it."""
    return SaveCommand(draft["name"], draft["description"], draft["body"], tuple(draft["tags"]))


@pytest.fixture
def service(make_service: ServiceFactory) -> SkillService:
    return make_service()


@pytest.fixture
def drafter() -> Iterator[CountingDrafter]:
    """A drafter these tests must not reach: the test fails if it was called (as a Stubber
    without responses fails a Bedrock call)."""
    never = CountingDrafter(FixedDrafter(command_of(GOOD)))
    yield never
    assert never.calls == 0, "the drafter was called"


class Generation:
    """A service composed with generation ports in memory, and what they saw."""

    def __init__(self, deployment: Deployment, draft: dict[str, Any] = GOOD, **kw: Any) -> None:
        self.drafter = CountingDrafter(FixedDrafter(command_of(draft)), **kw)
        self.failures = MemoryFailures()
        self.results = RecordingPublisher()
        ports = GenerationPorts(
            drafter=lambda _: self.drafter, failures=self.failures, results=self.results
        )
        self.service = deployment.service(generation=ports)
        self.store: MemorySkillStore = deployment.store(TENANT)


@pytest.fixture
def generation(deployment: Deployment) -> Generation:
    return Generation(deployment)


def test_a_request_id_of_a_finished_skill_event_cannot_be_reused_for_a_draft(
    service: SkillService, drafter: CountingDrafter
) -> None:
    service.save_generated(
        TENANT, "req-1", SaveCommand("other", "Other. Use when other.", "# O\n\nx")
    )
    req = request("req-1")
    with pytest.raises(IdempotencyKeyReusedError):
        draft_and_save(view_of(service, req), req, drafter)


def test_an_s3_source_without_a_reader_is_a_bad_message(
    service: SkillService, drafter: CountingDrafter
) -> None:
    req = request(source={"s3_uri": f"s3://{BUCKET}/sources/acme/doc.md"})
    with pytest.raises(BadGenerationRequestError, match=r"source\.text"):
        draft_and_save(view_of(service, req), req, drafter)


def test_no_store_fails_before_the_model_is_called(drafter: CountingDrafter) -> None:

    service = SkillService(Settings.from_env({}), sources=lambda *_: [])
    req = request()
    with pytest.raises(SkillStoreUnavailableError):
        draft_and_save(view_of(service, req), req, drafter)


def test_an_unexpected_error_is_described_by_its_type_only() -> None:
    detail = failed_event(TENANT, "r", RuntimeError(f"boom {BODY_MARKER}"))
    assert (detail["error_code"], detail["reason"], detail["retryable"]) == (
        "INTERNAL",
        "RuntimeError",
        False,
    )


# -- service.draft: the use case with its ports -----------------------------------------------
def test_a_draft_is_a_pending_generated_version_that_never_collides(
    generation: Generation,
) -> None:
    service = generation.service
    service.save(WRITER, SaveCommand("db-failover", "Old. Use when old.", "# Old\n\nv1."))
    run = service.draft(request())
    assert run.error is None and run.outcome is not None
    assert (run.outcome.name, run.outcome.version, run.outcome.status) == (
        "db-failover",
        2,
        "pending",
    )
    assert run.outcome.replayed is False and run.event_put is True
    last = service.changelog(WRITER, "db-failover")[-1]
    assert (last.version, last.action, last.author, last.status) == (
        2,
        "generated",
        "event:req-1",
        "pending",
    )
    assert last.note == "model=fixed-drafter tokens=0/0 repairs=0"
    # what is served stays as it was; the draft can be read by number
    assert service.skill(WRITER, "db-failover").to_dict()["version"] == "1"
    assert BODY_MARKER in service.version(WRITER, "db-failover", 2).to_dict()["content"]
    assert generation.drafter.calls == 1


def test_a_redelivery_returns_the_first_answer_without_drafting_again(
    generation: Generation,
) -> None:
    first = generation.service.draft(request())
    again = generation.service.draft(request())
    assert generation.drafter.calls == 1
    assert first.outcome is not None and again.outcome is not None
    assert (again.outcome.replayed, again.outcome.version, again.outcome.status) == (
        True,
        first.outcome.version,
        "pending",
    )
    assert again.event_put is None  # the first delivery put the event
    assert [t for t, _ in generation.results.events] == [GENERATED_DETAIL_TYPE]
    assert [e.action for e in generation.store.versions("db-failover")] == ["generated"]
    # the same request id for another request is refused before any draft
    other = generation.service.draft(request(instructions="Something else."))
    assert isinstance(other.error, IdempotencyKeyReusedError)
    assert generation.drafter.calls == 1


def test_a_refused_draft_is_remembered_and_its_redelivery_fails_at_once(
    deployment: Deployment,
) -> None:
    generation = Generation(deployment, UNSAFE, usage=Usage(700, 90))
    first = generation.service.draft(request())
    assert isinstance(first.error, DraftUnsafeError)
    assert first.event_put is True and first.replayed_failure is False
    [(key, (_, failure, _))] = generation.failures.records.items()
    assert key == (TENANT, "draft-failed:req-1")
    assert (failure["error_code"], failure["status"]) == ("SKILL_UNSAFE", "refused")
    assert (failure["input_tokens"], failure["output_tokens"]) == (700, 90)

    again = generation.service.draft(request())
    assert isinstance(again.error, RecordedFailureError)
    assert again.replayed_failure is True and again.event_put is None
    assert again.error.code == "SKILL_UNSAFE"
    assert generation.drafter.calls == 1  # no second draft
    assert [t for t, _ in generation.results.events] == [FAILED_DETAIL_TYPE]
    with pytest.raises(SkillNotFoundError):
        generation.store.versions("db-failover")


def test_result_events_are_put_once_and_carry_no_content(deployment: Deployment) -> None:
    good = Generation(deployment)
    good.service.draft(request("req-1"), context={"origin": "test"})
    good.service.draft(request("req-1"), context={"origin": "test"})
    refused = Generation(deployment, UNSAFE)
    refused.service.draft(request("req-2"))
    refused.service.draft(request("req-2"))
    events = [*good.results.events, *refused.results.events]
    assert [(t, d["request_id"]) for t, d in events] == [
        (GENERATED_DETAIL_TYPE, "req-1"),
        (FAILED_DETAIL_TYPE, "req-2"),
    ]
    generated = events[0][1]
    assert (generated["status"], generated["version"], generated["origin"]) == (
        "pending",
        1,
        "test",
    )
    for _, detail in events:
        rendered = json.dumps(detail)
        for secret in (BODY_MARKER, SOURCE_MARKER, INSTRUCTIONS, "get.example.com"):
            assert secret not in rendered, (secret, detail)
        assert not {"body", "content", "instructions", "source"} & set(detail)


def test_a_failed_save_after_drafting_carries_the_tokens(
    deployment: Deployment, monkeypatch: pytest.MonkeyPatch
) -> None:
    generation = Generation(deployment, usage=Usage(1000, 200))

    def down(*_: Any, **__: Any) -> Any:
        raise SkillStoreUnavailableError("the store stopped answering; retry")

    monkeypatch.setattr(MemorySkillStore, "save", down)
    run = generation.service.draft(request())
    assert isinstance(run.error, DraftNotSavedError)
    assert isinstance(run.error.cause, SkillStoreUnavailableError)
    assert run.error.retryable is True
    assert (run.cost.usage, run.cost.model_id) == (Usage(1000, 200), "fixed-drafter")
    [(detail_type, detail)] = generation.results.events
    assert detail_type == FAILED_DETAIL_TYPE
    assert (detail["error_code"], detail["input_tokens"], detail["output_tokens"]) == (
        "SKILL_STORE_UNAVAILABLE",
        1000,
        200,
    )
    assert generation.failures.records == {}  # a retry may work: not remembered


def test_the_offline_drafter_drafts_a_pending_version(deployment: Deployment) -> None:
    results = RecordingPublisher()
    ports = GenerationPorts(drafter=OfflineDrafter, results=results)
    service = deployment.service(generation=ports)
    run = service.draft(request(source={"text": RUNBOOK}, name="orders-failover"))
    assert run.outcome is not None, run.error
    assert (run.outcome.name, run.outcome.version, run.outcome.status, run.outcome.model_id) == (
        "orders-failover",
        1,
        "pending",
        "offline-stand-in",
    )
    service.review(WRITER, "orders-failover", 1, "approve")
    served = service.activate(WRITER, "orders-failover").to_dict()
    assert served["version"] == "1" and "PostgreSQL primary failover" in served["content"]
    assert [t for t, _ in results.events] == [GENERATED_DETAIL_TYPE]


def test_without_a_drafter_a_request_fails_as_a_bad_message(deployment: Deployment) -> None:
    results = RecordingPublisher()
    service = deployment.service(generation=GenerationPorts(results=results))
    run = service.draft(request())
    assert isinstance(run.error, BadGenerationRequestError)
    assert run.error.message == MODEL_OFF
    [(_, detail)] = results.events
    assert (detail["error_code"], detail["retryable"]) == ("BAD_MESSAGE", False)


def test_a_draft_with_no_store_fails_first_and_drafts_nothing(drafter: CountingDrafter) -> None:
    ports = GenerationPorts(drafter=lambda _: drafter, results=RecordingPublisher())
    service = SkillService(Settings(), generation=ports)
    run = service.draft(request())
    assert isinstance(run.error, SkillStoreUnavailableError)
