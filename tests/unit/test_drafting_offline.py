"""The offline stand-in drafter: deterministic, and its drafts of realistic documents pass the
§1 write rules and scan clean, through the same pipeline a model's drafts take."""

from __future__ import annotations

import pytest

from skills_core.drafting import DraftInput, OfflineDrafter, draft_skill
from skills_core.drafting.offline import OFFLINE_MODEL_ID, STAND_IN_NOTE, slugify
from skills_core.drafting.validate import check_draft
from skills_core.format.fields import parse_skill
from skills_core.format.lint import lint_text
from skills_core.governance.scanner import scan_skill
from skills_core.settings import Settings

#: Realistic source documents (no secrets, nothing the scanner flags); other tests import them.
RUNBOOK = """# PostgreSQL primary failover

This runbook restores writes when the PostgreSQL primary of the orders cluster fails. It takes
about fifteen minutes and needs the database on-call role.

## Detect

The `OrdersPrimaryDown` alert pages the on-call. Confirm that the primary does not answer:

```
psql -h orders-primary.internal -c "select 1;"
```

## Promote the replica

1. Stop the writers: scale the `orders-api` deployment to zero.
2. On the replica, run `pg_ctl promote -D /var/lib/postgresql/data`.
3. Point the `orders-db` DNS record at the replica.

## Verify

Run the smoke test (`make smoke ENV=prod`) and watch the error rate on the orders dashboard
for ten minutes.

## Escalate

If promotion fails, page the database team lead and open an incident channel.
"""

POSTMORTEM = """Post-mortem: checkout outage on 2024-03-12

Summary: checkout returned errors for 42 minutes because a configuration change disabled the
payment provider's retry policy.

# Timeline

- 09:02 the change is deployed
- 09:10 error rate alarm fires
- 09:44 the change is rolled back

# Root cause

The retry policy lived in the same file as the feature flags and was overwritten by the flag
rollout tool.

# What we changed

1. Moved the retry policy into its own file with an owner.
2. Added a test that fails when the policy is missing.

# Lessons

Roll back first, investigate second. Alarms on checkout errors now page within two minutes.
"""

HOWTO = """## Rotating the CDN certificate

Certificates for the public CDN expire every ninety days; this guide renews them.

### Steps

Request a new certificate in the certificate manager, validate it through DNS, then attach it
to the CDN distribution and wait for the deployment to finish.

### Checks

Open the site and inspect the certificate's expiry date in the browser.
"""

TRANSCRIPT = """Standup notes, platform team
We agreed that deploy freezes start on Thursday at 18:00 and end on Monday at 08:00.
During a freeze only hotfixes approved by the release manager go out.
Hotfixes need a linked incident and a second reviewer.
"""

SETTINGS = Settings.from_env({})
DOCS = {"runbook": RUNBOOK, "postmortem": POSTMORTEM, "howto": HOWTO, "transcript": TRANSCRIPT}


def draft_of(text: str, **kw: object) -> DraftInput:
    return DraftInput(instructions="Write a skill from this document.", source_text=text, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", sorted(DOCS))
def test_offline_drafts_are_valid_scan_clean_and_deterministic(kind: str) -> None:
    drafter = OfflineDrafter(SETTINGS)
    first = drafter.draft(draft_of(DOCS[kind]))
    assert drafter.draft(draft_of(DOCS[kind])) == first
    result = draft_skill(drafter, draft_of(DOCS[kind]), SETTINGS, max_repairs=0)
    assert result.repairs == 0 and result.usage.total_tokens == 0
    assert result.model_id == OFFLINE_MODEL_ID
    text = result.checked.text
    assert scan_skill(text).findings == ()
    assert result.decision.status == "pending"  # a draft is always pending
    assert [p for p in lint_text(text, location="x.md") if p.level == "error"] == []
    assert parse_skill(text).name == result.checked.skill.name
    assert result.checked.skill.content.endswith(STAND_IN_NOTE)


def test_runbook_outline_becomes_the_skill() -> None:
    draft = OfflineDrafter(SETTINGS).draft(draft_of(RUNBOOK))
    assert draft.name == "postgresql-primary-failover"
    assert draft.description.startswith("This runbook restores writes when the PostgreSQL")
    assert "Use when working on PostgreSQL primary failover." in draft.description
    assert draft.body.startswith("# PostgreSQL primary failover\n\nThis runbook restores")
    for section in ("## Detect", "## Promote the replica", "## Verify", "## Escalate"):
        assert section in draft.body
    assert "pg_ctl promote" in draft.body
    assert draft.tags == ("postgresql", "primary", "failover")


def test_a_document_without_headings_uses_its_first_line_as_title() -> None:
    draft = OfflineDrafter(SETTINGS).draft(draft_of(TRANSCRIPT))
    assert draft.name == "standup-notes-platform-team"
    assert draft.description.startswith("We agreed that deploy freezes start")
    assert check_draft(draft, draft_of(TRANSCRIPT), SETTINGS)[1] == []


def test_headings_inside_code_fences_are_not_sections() -> None:
    text = "# Tool\n\nIntro.\n\n## Usage\n\n```\n# not a heading\n```\n"
    body = OfflineDrafter(SETTINGS).draft(draft_of(text)).body
    assert "## Usage\n\n```\n# not a heading\n```" in body
    assert body.count("## ") == 1


def test_the_request_name_and_tags_win() -> None:
    draft = OfflineDrafter(SETTINGS).draft(draft_of(RUNBOOK, name="db-failover", tags=("db",)))
    assert (draft.name, draft.tags) == ("db-failover", ("db",))


def test_a_long_document_is_cut_to_the_body_limit_and_says_what_was_left_out() -> None:
    settings = Settings.from_env({"SKILLS_BODY_MAX_CHARS": "3000"})
    sections = "".join(
        f"## Step {i}\n\n" + "Do the thing carefully. " * 40 + "\n\n" for i in range(30)
    )
    text = f"# Big procedure\n\nA long one.\n\n{sections}"
    result = draft_skill(OfflineDrafter(settings), draft_of(text), settings, max_repairs=0)
    body = result.checked.skill.content
    assert len(body) <= 3000
    assert "more section(s) in the source document: Step" in body


def test_frontmatter_in_the_source_is_not_the_title() -> None:
    text = "---\ntitle: x\n---\n# Real title\n\nIntro paragraph.\n"
    assert OfflineDrafter(SETTINGS).draft(draft_of(text)).name == "real-title"


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("PostgreSQL primary failover", "postgresql-primary-failover"),
        ("  Post-mortem: checkout outage (2024)!! ", "post-mortem-checkout-outage-2024"),
        ("Ünïcode only ✓", "unicode-only"),
        ("!!!", ""),
        ("a" * 80, "a" * 64),
    ],
)
def test_slugify_gives_strict_names(text: str, slug: str) -> None:
    assert slugify(text) == slug


def test_a_title_without_letters_falls_back_to_a_valid_name() -> None:
    draft = OfflineDrafter(SETTINGS).draft(draft_of("# !!!\n\nSome text here.\n"))
    assert draft.name == "generated-skill"
    assert check_draft(draft, draft_of("x"), SETTINGS)[1] == []
