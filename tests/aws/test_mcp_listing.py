"""Whole-tenant reads on published snapshots (issue #20: every request below 384 MB at
100,000 + 100,000 skills). MCP ``skills/list``: the names are walked from the stored snapshots
and each page of full entries is cut from them, so no snapshot is decoded whole; the pages are
exactly what a registry over the decoded snapshots serves, with shadowing across the three
scopes and the store's overlay of recent writes. A search keeps only who serves each name."""

from __future__ import annotations

from typing import Any

import pytest

from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.snapshot_publish import publish_prefix
from skills_core.mcp import skills as mcp_skills
from skills_core.mcp.context import Context
from skills_core.mcp.skills import entry, list_skills
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.service.resources import SkillResources
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope
from skills_core.snapshot.sources import SnapshotSource
from tests.aws.dynamo_fixtures import TENANT
from tests.aws.stream import project

BUCKET = "skills-snapshots"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")


def skill_md(name: str, description: str) -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\nDo the thing.\n"


@pytest.fixture
def world(table: str, s3_client: Any, make_bucket: Any) -> SkillService:
    """Global and tenant prefixes that share names (the tenant's shadow the global ones, the
    store's shadow both), all published; then writes since the store's snapshot."""
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    service = build_service(Settings(bucket=BUCKET, table=table))
    for index in range(0, 24, 2):
        put(s3_client, f"global/g-{index:02d}", f"g-{index:02d}", "From the global prefix.")
        put(s3_client, f"global/shared-{index:02d}", f"shared-{index:02d}", "Global copy.")
    for index in range(0, 24, 3):
        put(s3_client, f"tenants/{TENANT}/shared-{index:02d}", f"shared-{index:02d}", "Tenant.")
        put(s3_client, f"tenants/{TENANT}/t-{index:02d}", f"t-{index:02d}", "Tenant only.")
    s3_client.put_object(
        Bucket=BUCKET,
        Key=f"tenants/{TENANT}/t-03/references/notes.md",
        Body=b"# Notes\n",
    )
    for index in range(0, 24, 4):
        save(service, f"shared-{index:02d}", "Stored copy.", replace=True)
        save(service, f"s-{index:02d}", "Stored only.")
    project(service.settings)
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    for scope, label in ((GLOBAL_SCOPE, "s3:global"), (tenant_scope(TENANT), "s3:tenant")):
        publish_prefix(store, S3SkillSource(BUCKET, scope, label=label), read_bodies=True)
    # Recent writes: the overlay laid over the store's snapshot.
    save(service, "s-04", "Stored, replaced.", replace=True)
    save(service, "shared-06", "Stored since the snapshot.", replace=True)
    save(service, "new-one", "Written after the snapshot.")
    service.retire(USER, "s-08")
    REGISTRIES._items.clear()
    return service


def put(s3: Any, folder: str, name: str, description: str) -> None:
    text = skill_md(name, f"{description} Use when testing listings.")
    s3.put_object(Bucket=BUCKET, Key=f"{folder}/SKILL.md", Body=text.encode())


def save(service: SkillService, name: str, description: str, **kw: Any) -> None:
    command = SaveCommand(name, f"{description} Use when testing listings.", "Body.", **kw)
    service.save(USER, command)


def every_page(service: SkillService) -> tuple[list[dict[str, Any]], list[Context]]:
    entries: list[dict[str, Any]] = []
    contexts: list[Context] = []
    params: dict[str, Any] = {}
    while True:
        context = Context(service, USER)
        contexts.append(context)
        page = list_skills(context, params)
        entries.extend(page["skills"])
        if "nextCursor" not in page:
            return entries, contexts
        params = {"cursor": page["nextCursor"]}


def test_pages_cut_from_stored_snapshots_equal_the_registrys_entries(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mcp_skills, "PAGE_ENTRIES", 7)
    listed, contexts = every_page(world)
    served = SkillResources(world.view(USER))
    expected = [entry(served.served(name)) for name in served.registry.names()]
    assert listed == expected
    names = [item["uri"].split("/")[2] for item in listed]
    assert "new-one" in names and "s-08" not in names and len(names) == len(set(names))
    shadowed = {item["uri"]: item["frontmatter"]["description"] for item in listed}
    assert shadowed["skill://shared-04/SKILL.md"].startswith("Stored copy.")
    assert shadowed["skill://shared-03/SKILL.md"].startswith("Tenant.")
    assert shadowed["skill://s-04/SKILL.md"].startswith("Stored, replaced.")
    assert len(contexts) == -(-len(expected) // 7)
    for context in contexts:
        assert context.warnings == []
        view = context.listed.view
        assert view.walked
        sources = view.composition.sources
        assert len(sources) == 3 and all(isinstance(s, SnapshotSource) for s in sources)
        # The walked sources were never decoded whole; only the page's cut was composed.
        assert not [s for s in sources if "snapshot" in s.__dict__]
        assert "registry" not in context.listed.__dict__


def test_a_page_decodes_only_its_own_lines(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(mcp_skills, "PAGE_ENTRIES", 3)
    context = Context(world, USER)
    page = list_skills(context, {})
    assert len(page["skills"]) == 3 and "nextCursor" in page
    (cut,) = context._pages
    wanted = {item["uri"].split("/")[2] for item in page["skills"]}
    for source in cut.view.composition.sources:
        assert isinstance(source, SnapshotSource)
        assert {record.name for record in source.list()} <= wanted


def test_a_search_keeps_who_serves_each_name_and_no_metadata(world: SkillService) -> None:
    view = world.view(USER, for_search=True, listing=True)
    from skills_core.service.search import search

    found = search(view, "stored copy listings", limit=50)
    assert found.warnings == ()
    assert "catalogued" not in view.__dict__ and "registry" not in view.__dict__
    served = SkillResources(world.view(USER)).registry
    assert view.served_by() == {m.name: m.source for m in served.metadata()}
    # The shadowed copies are not answered for: shared-04 is the store's.
    hits = {hit.name: hit for hit in found.hits}
    assert "shared-04" in hits and "s-08" not in hits
    assert hits["shared-04"].description.startswith("Stored copy.")


def test_a_catalog_after_a_write_or_its_fold_walks_no_snapshot(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write changes only the tenant's overlay: the next catalog lays it over the store
    snapshot's cached winners; a fold moves the store's object, whose first line carries what
    the fold changed: the next catalog patches the cached winners with it. Each is what a
    registry over the decoded snapshots serves."""
    from skills_core.snapshot.stored import StoredSnapshot

    walked: list[str] = []
    real = StoredSnapshot.entries

    def entries(self: StoredSnapshot) -> Any:
        walked.append(self.scope)
        return real(self)

    monkeypatch.setattr(StoredSnapshot, "entries", entries)

    def catalog() -> dict[str, str]:
        view = world.catalog(USER)
        return {meta.name: meta.description for meta in view.skills}

    first = catalog()
    assert sorted(walked) == sorted({GLOBAL_SCOPE, tenant_scope(TENANT), f"store/{TENANT}/"})
    walked.clear()
    save(world, "after-write", "Written after the first catalog.")
    save(world, "g-02", "Stored over the global one.", replace=True)
    laid = catalog()
    assert walked == []  # nothing walked: the overlay was laid over cached winners
    assert laid["after-write"].startswith("Written after")
    assert laid["g-02"].startswith("Stored over") and first["g-02"].startswith("From the global")
    project(world.settings)
    folded = catalog()
    assert walked == []  # the fold's moves patched the store's winners
    assert folded == laid
    registry = world.view(USER).registry
    assert folded == {m.name: m.description for m in registry.metadata()}
