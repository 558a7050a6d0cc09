"""S3 skills in the derivation, without AWS: what a snapshot offers and what changed between
two, the content version, the catalog's composition (global/ → the tenant's prefix → the
store, last wins) and reruns that write nothing."""

from __future__ import annotations

from skills_core.distribution import keys
from skills_core.distribution.derive import Derivation
from skills_core.distribution.index import stored_entries
from skills_core.distribution.ports import MemoryArtifacts, MemoryEvents
from skills_core.distribution.s3_offers import changed_offers, offers_of
from skills_core.distribution.state import SkillState
from skills_core.snapshot.model import Entry, Snapshot
from tests.distribution_heads import Heads

TENANT = "acme"


def snap(scope: str, source: str, skills: dict[str, str], gen: int = 1) -> Snapshot:
    """A snapshot of folder skills ``name -> etag`` (each with one file)."""
    entries, listing = [], {}
    for name, etag in skills.items():
        entries.append(
            Entry(
                source=source,
                name=name,
                location=f"{source}/{name}/SKILL.md",
                etag=etag,
                header={},
                frontmatter="",
                layout="folder",
                digest=f"sha256:{etag}",
                files=(("run.sh", 3, None),),
            )
        )
        listing[f"{scope}{name}/SKILL.md"] = etag
        listing[f"{scope}{name}/run.sh"] = etag + "-f"
    return Snapshot(scope=scope, gen=gen, entries=tuple(entries), listing=listing)


def put_objects(artifacts: MemoryArtifacts, scope: str, name: str, description: str) -> None:
    body = f"---\nname: {name}\ndescription: {description}\n---\nBody.\n".encode()
    artifacts.put(f"{scope}{name}/SKILL.md", body, "text/markdown")
    artifacts.put(f"{scope}{name}/run.sh", b"go\n", "text/plain")


def test_offers_and_changes_follow_the_objects() -> None:
    one = snap("tenants/acme/", "s3:tenant", {"a": "e1", "b": "e2"})
    offers = offers_of(one)
    assert offers["a"].files == {
        "SKILL.md": "tenants/acme/a/SKILL.md",
        "run.sh": "tenants/acme/a/run.sh",
    }
    assert offers["a"].version.startswith("s3-") and len(offers["a"].version) == 19
    two = snap("tenants/acme/", "s3:tenant", {"a": "e1", "b": "e3", "c": "e4"}, gen=2)
    changed = changed_offers(one, two)
    assert sorted(changed) == ["b", "c"]
    assert changed["b"] is not None and changed["b"].version != offers["b"].version
    assert changed_offers(two, snap("tenants/acme/", "s3:tenant", {"a": "e1"})) == {
        "b": None,
        "c": None,
    }
    assert changed_offers(two, two) == {}
    assert offers_of(None) == {}


def test_the_tenant_shadows_global_and_the_store_shadows_both() -> None:
    artifacts, events = MemoryArtifacts(), MemoryEvents()
    heads = Heads(TENANT)
    derive = Derivation(artifacts, heads, events=events)
    put_objects(artifacts, "global/", "lint", "Global lint.")
    put_objects(artifacts, "tenants/acme/", "lint", "Tenant lint.")
    global_offers = offers_of(snap("global/", "s3:global", {"lint": "g1"}))
    tenant_offers = offers_of(snap("tenants/acme/", "s3:tenant", {"lint": "t1"}))

    def served() -> str:
        found = artifacts.get(keys.index_key(TENANT, "production"))
        entries = stored_entries(found.data if found is not None else None)
        return entries["lint"].description if "lint" in entries else ""

    derive.apply_offers(TENANT, "s3:global", global_offers, {"production"})
    assert served() == "Global lint."
    derive.apply_offers(TENANT, "s3:tenant", tenant_offers, {"production"})
    assert served() == "Tenant lint."
    derive.apply_changes([heads.save("lint", description="Store lint.")])
    assert served() == "Store lint."
    derive.apply_changes([heads.retire("lint")])
    assert served() == "Tenant lint."
    derive.apply_offers(TENANT, "s3:tenant", {"lint": None}, {"production"})
    assert served() == "Global lint."
    kinds = [(kind[14:], detail["version"]) for kind, detail in events.events]
    g, t = global_offers["lint"].version, tenant_offers["lint"].version
    assert kinds == [
        ("Published", g),
        ("Withdrawn", g),
        ("Published", t),
        ("Withdrawn", t),
        ("Published", 1),
        ("Withdrawn", 1),
        ("Published", t),
        ("Withdrawn", t),
        ("Published", g),
    ]

    # The same offers again: nothing is written, nothing announced.
    puts, announced = artifacts.puts, len(events.events)
    result = derive.apply_offers(TENANT, "s3:global", global_offers, {"production"})
    assert (result.applied, result.skipped) == (0, 1)
    assert (artifacts.puts, len(events.events)) == (puts, announced)


def test_an_old_state_reads_as_the_stores() -> None:
    old = b'{"labels": {"production": {"digest": "sha256:x", "version": 2}}, "seq": 4}'
    state = SkillState.decode(old)
    assert state is not None and state.store == state.labels and state.s3 == {}
    assert state.desired() == state.labels


class CountingArtifacts(MemoryArtifacts):
    """Counts reads and read-modify-writes by key."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: list[str] = []
        self.updates: list[str] = []

    def get(self, key: str):  # type: ignore[no-untyped-def]
        self.reads.append(key)
        return super().get(key)

    def update(self, key, change, content_type):  # type: ignore[no-untyped-def]
        self.updates.append(key)
        super().update(key, change, content_type)


def test_a_batch_writes_each_index_once_and_a_first_sight_reads_no_state() -> None:
    artifacts, events = CountingArtifacts(), MemoryEvents()
    derive = Derivation(artifacts, Heads(TENANT), events=events)
    names = [f"skill-{n}" for n in range(6)]
    for name in names:
        put_objects(artifacts, "global/", name, f"{name} helps.")
    offers = offers_of(snap("global/", "s3:global", dict.fromkeys(names, "g1")))
    result = derive.apply_offers(
        TENANT, "s3:global", offers, {"production", "staging"}, first_sight=True
    )
    assert result.applied == 6 and len(events.events) == 12  # published under both labels
    assert sorted(artifacts.updates) == [
        keys.index_key(TENANT, "production"),
        keys.index_key(TENANT, "staging"),
    ]
    derived = [k for k in artifacts.reads if k.startswith(keys.tenant_prefix(TENANT))]
    assert derived == [keys.index_key(TENANT, "production"), keys.index_key(TENANT, "staging")]
    for label in ("production", "staging"):
        found = artifacts.get(keys.index_key(TENANT, label))
        assert found is not None and sorted(stored_entries(found.data)) == names

    # Not a first sight: each state is read (and nothing changed, so nothing is written).
    artifacts.reads.clear()
    artifacts.updates.clear()
    again = derive.apply_offers(TENANT, "s3:global", offers, {"production", "staging"})
    assert again.skipped == 6 and artifacts.updates == []
    assert [k for k in artifacts.reads if "/state/" in k] == [
        keys.state_key(TENANT, n) for n in names
    ]
