"""The use case behind the skill resources (``skills_core.service.resources``): frontmatter as
JSON (and how it compares with YAML 1.2), the digest cache, the SEP-2640 limits."""

from __future__ import annotations

import math
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from skills_core.errors import SkillTooLargeError
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.digest import digest_of
from skills_core.model import Skill, SkillRecord
from skills_core.service import Principal, SkillService
from skills_core.service import resources as served
from skills_core.service.resources import (
    DigestCache,
    SkillResources,
    frontmatter_object,
    json_value,
)
from skills_core.sources.fs import BundledSkillSource, bundled_dir
from skills_core.sources.inline import InlineSource
from tests.fakes import MemorySource, Stored
from tests.mcp import yaml12
from tests.mcp.fakes import Tenants, serving, skill_text


def resources_of(
    service: SkillService, tenant: str = "acme", digests: DigestCache | None = None
) -> SkillResources:
    cache = digests if digests is not None else DigestCache()
    return SkillResources(service.view(Principal(tenant=tenant)), digests=cache)


# ---------------------------------------------------------------- frontmatter as JSON


def test_json_value_makes_yaml_values_json_clean() -> None:
    assert json_value({2: date(2024, 1, 2), True: {b"\x00"}, None: [math.nan, -math.inf]}) == {
        "2": "2024-01-02",
        "true": ["AA=="],
        "null": [".nan", "-.inf"],
    }


def bundled_frontmatters() -> list[Path]:
    return sorted(bundled_dir().glob("*/SKILL.md"))


@pytest.mark.parametrize("path", bundled_frontmatters(), ids=lambda p: p.parent.name)
def test_bundled_frontmatter_equals_the_yaml_1_2_reading(path: Path) -> None:
    """What the conformance suite compares (``sep-2640-entry-frontmatter-identical``): the
    bundled skills use plain strings, lists and maps, read the same by YAML 1.1 and 1.2."""
    frontmatter = split_frontmatter(path.read_bytes()).frontmatter or ""
    assert frontmatter_object(frontmatter) == yaml12.load(frontmatter)


def test_bundled_entries_carry_the_file_frontmatter() -> None:
    service = serving(BundledSkillSource())
    found = resources_of(service)
    for name in found.names():
        entry = found.served(name)
        assert entry.frontmatter == yaml12.load(
            split_frontmatter(found.text(name)).frontmatter or ""
        )
        assert found.description(name) == entry.frontmatter["description"]  # resources/list's
        assert entry.files is not None and entry.files[0].digest == digest_of(found.text(name))[0]


# Where YAML 1.1 (PyYAML's default rules) and YAML 1.2 core differ: the project's loader reads
# them as 1.2 does, so what MCP serves equals what a 1.2 reader makes of the file.
YAML_11_VS_12 = [
    "v: yes",
    "v: off",
    "v: 0777",
    "v: 0o17",
    "v: 1_000",
    "v: 1:30",
    "v: 1e3",
    "v: .5e1",
    "v: 0b101",
    "v: 0x_1F",
    "v: =",
    "<<: {a: 1}",
    "v: 0x1F",
    "on: off",
    "v: [Yes, NO, y, n, 010, -0o17, +12, 1.5e+3, 2024-01-01 10:00:00]",
]


@pytest.mark.parametrize("text", YAML_11_VS_12)
def test_yaml_1_1_and_1_2_differences(text: str) -> None:
    assert frontmatter_object(text) == yaml12.load(text)


@pytest.mark.parametrize(
    "text",
    ["v: 2024-01-01", "v: ~", "v: True", "v: 1.0", "v: 0x1F", "v: -3", "v: '0777'", "v: [a, b]"],
)
def test_values_both_readings_agree_on(text: str) -> None:
    assert frontmatter_object(text) == yaml12.load(text)


def test_missing_name_or_description_come_from_the_skill(tenants: Tenants) -> None:
    tenants.sources["acme"].skills["no-name"] = Stored(
        "---\ndescription: Nameless. Use it.\n---\nx\n"
    )
    entry = resources_of(tenants.service).served("no-name")
    assert entry.frontmatter == {"description": "Nameless. Use it.", "name": "no-name"}


def test_skills_given_in_code_are_served_rendered() -> None:
    skill = Skill(name="inline-one", description="Inline. Use in tests.", content="Body.")
    service = serving(InlineSource([skill]))
    found = resources_of(service)
    text = found.text("inline-one")
    assert text.startswith("---\nname: inline-one\n") and text.endswith("Body.\n")
    entry = found.served("inline-one")
    assert entry.frontmatter == {"name": "inline-one", "description": "Inline. Use in tests."}
    assert entry.files is not None and entry.files[0].digest == digest_of(text)[0]


# ---------------------------------------------------------------- the digest cache


def test_a_warm_listing_reads_nothing_again(tenants: Tenants) -> None:
    cache = DigestCache()
    resources_of(tenants.service, digests=cache).served("pdf-tools")
    reads = sum(tenants.sources["acme"].reads.values())
    assert reads == 6  # SKILL.md and five files, once
    resources_of(tenants.service, digests=cache).served("pdf-tools")
    assert sum(tenants.sources["acme"].reads.values()) == reads


def test_the_cache_never_mixes_tenants() -> None:
    shared = MemorySource(
        "s3:global", {"shared": Stored(skill_text("shared", "Shared. Use it."), {"a.md": b"a"})}
    )
    service = serving(shared)
    cache = DigestCache()
    resources_of(service, "acme", cache).served("shared")
    resources_of(service, "globex", cache).served("shared")
    assert shared.reads == {"shared/SKILL.md": 2, "shared/a.md": 2}
    assert {key[0] for key in cache._entries if isinstance(key, tuple)} == {"acme", "globex"}


def test_a_new_etag_is_read_again_and_file_digests_expire(tenants: Tenants) -> None:
    now = [0.0]
    cache = DigestCache(clock=lambda: now[0])
    source = tenants.sources["acme"]
    resources_of(tenants.service, digests=cache).served("pdf-tools")
    source.skills["pdf-tools"].etag = "2"
    source.skills["pdf-tools"].text = skill_text(
        "pdf-tools", "Fill PDF forms. Use for PDFs.", "New."
    )
    entry = resources_of(tenants.service, digests=cache).served("pdf-tools")
    assert source.reads["pdf-tools/SKILL.md"] == 2
    assert entry.files is not None and entry.files[0].size == len(source.skills["pdf-tools"].text)
    source.skills["pdf-tools"].files["references/FORMS.md"] = b"# Forms, changed\n"
    now[0] += served.FILE_DIGEST_TTL_SECONDS + 1
    entry = resources_of(tenants.service, digests=cache).served("pdf-tools")
    assert entry.files is not None
    assert dict((f.path, f.size) for f in entry.files)["references/FORMS.md"] == 17


def test_the_cache_is_bounded() -> None:
    cache = DigestCache(max_entries=2)
    for key in "abc":
        cache.put(key, ("sha256:x", 1))
    assert len(cache) == 2 and cache.get("a") is None and cache.get("c") == ("sha256:x", 1)


def test_a_source_that_knows_the_digest_is_not_read() -> None:
    text = skill_text("stored", "Stored. Use it.")
    digest, size = digest_of(text)

    class Store(MemorySource):
        def list(self) -> list[SkillRecord]:
            return [
                SkillRecord(
                    name="stored",
                    content=None,
                    source=self.label,
                    version="3",
                    etag="3",
                    frontmatter=split_frontmatter(text).frontmatter,
                    location="store:stored",
                    digest=digest,
                    size=size,
                )
            ]

    store = Store("store", {"stored": Stored(text)})
    service = serving(store)
    entry = resources_of(service).served("stored")
    assert entry.files is not None and (entry.files[0].digest, entry.files[0].size) == (
        digest,
        size,
    )
    assert sum(store.reads.values()) == 0


# ---------------------------------------------------------------- limits and failures


def test_the_limits_are_the_sep_2640_ones() -> None:
    assert served.MAX_RESOURCES_PER_SKILL == 512
    assert served.MAX_BYTES_PER_SKILL == 16 * 1024 * 1024


def test_more_than_512_files_withholds_the_manifest(tenants: Tenants) -> None:
    files = {f"f/{i:03}.md": b"x" for i in range(512)}
    tenants.sources["acme"].skills["huge"] = Stored(skill_text("huge", "Huge. Use it."), files)
    found = resources_of(tenants.service)
    assert found.served("huge").files is None
    assert any("more than 512" in w for w in found.warnings)
    assert sum(tenants.sources["acme"].reads.values()) == 0  # decided without reading


def test_more_than_16_mib_withholds_the_manifest(
    tenants: Tenants, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(served, "MAX_BYTES_PER_SKILL", 100)
    files = {"a.bin": b"x" * 60, "b.bin": b"y" * 60}
    tenants.sources["acme"].skills["big"] = Stored(skill_text("big", "Big. Use it."), files)
    found = resources_of(tenants.service)
    assert found.served("big").files is None
    assert any("larger than" in w for w in found.warnings)
    listed = tenants.post("skills/list").result
    assert [e["resources"] for e in listed["skills"] if e["uri"] == "skill://big/SKILL.md"] == [
        "dynamic"
    ]


def test_an_unreadable_file_is_left_out_with_a_warning(tenants: Tenants) -> None:
    class TooBig(MemorySource):
        def read_file(self, record: SkillRecord, path: str) -> bytes:
            if path == "scripts/fill.py":
                raise SkillTooLargeError("file 'scripts/fill.py' is 300000 bytes")
            return super().read_file(record, path)

    tenants.sources["acme"] = TooBig("mem:acme", tenants.sources["acme"].skills)
    found = resources_of(tenants.service)
    entry = found.served("pdf-tools")
    assert entry.files is not None and "scripts/fill.py" not in {f.path for f in entry.files}
    assert any("scripts/fill.py" in w for w in found.warnings)


def test_a_skill_that_cannot_be_read_is_skipped_in_listings(tenants: Tenants) -> None:
    class Gone(MemorySource):
        def read(self, record: SkillRecord) -> str:
            if record.name == "git-flow":
                raise SkillTooLargeError("git-flow is too large")
            return super().read(record)

    tenants.sources["acme"] = Gone("mem:acme", tenants.sources["acme"].skills)
    result: dict[str, Any] = tenants.post("skills/list").result
    assert [e["uri"] for e in result["skills"]] == ["skill://pdf-tools/SKILL.md"]
    assert any("git-flow" in w for w in result["_meta"]["io.modelcontextprotocol.skills/warnings"])
