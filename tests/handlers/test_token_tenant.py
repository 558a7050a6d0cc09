"""The Cognito pre-token-generation trigger: the tenant claim comes from what only an admin
sets (a machine client's granted tenant scope, a user's admin-only attribute), never from
what the caller sends; no tenant, or two, is no token."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from handlers import token_tenant
from skills_core.settings import TENANT_PATTERN


def m2m_event(scopes: list[str], **request: Any) -> dict[str, Any]:
    """A V3_0 client-credentials event, shaped as Cognito sends it."""
    return {
        "version": "3",
        "triggerSource": "TokenGeneration_ClientCredentials",
        "region": "us-east-1",
        "userPoolId": "us-east-1_Example",
        "userName": None,
        "callerContext": {"awsSdkVersion": "aws-sdk-unknown-unknown", "clientId": "abc123"},
        "request": {
            "userAttributes": {},
            "groupConfiguration": {"groupsToOverride": [], "iamRolesToOverride": []},
            "scopes": scopes,
            **request,
        },
        "response": {"claimsAndScopeOverrideDetails": None},
    }


def claims(event: dict[str, Any], token: str = "accessTokenGeneration") -> dict[str, Any]:
    details = event["response"]["claimsAndScopeOverrideDetails"]
    found: dict[str, Any] = details[token]["claimsToAddOrOverride"]
    return found


def test_a_machine_client_gets_its_granted_tenant(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SKILLS_TENANT_CLAIM", raising=False)
    event = m2m_event(["skills/write", "skills/tenant.acme"])
    answer = token_tenant.lambda_handler(copy.deepcopy(event), None)
    assert claims(answer) == {"tenant_id": "acme"}
    assert claims(answer, "idTokenGeneration") == {"tenant_id": "acme"}
    assert answer["request"] == event["request"]  # nothing else changed


def test_the_claim_name_is_the_authorizers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_TENANT_CLAIM", "org")
    answer = token_tenant.lambda_handler(m2m_event(["skills/tenant.acme"]), None)
    assert claims(answer) == {"org": "acme"}


def test_client_metadata_never_names_the_tenant() -> None:
    """``clientMetadata`` is the caller's: a client granted acme stays acme."""
    event = m2m_event(["skills/tenant.acme"], clientMetadata={"tenant_id": "globex"})
    assert claims(token_tenant.lambda_handler(event, None)) == {"tenant_id": "acme"}
    with pytest.raises(token_tenant.TenantUnknownError):
        token_tenant.lambda_handler(m2m_event([], clientMetadata={"tenant_id": "globex"}), None)


def test_a_user_gets_the_admin_only_attribute() -> None:
    event = m2m_event([], userAttributes={"sub": "u-1", "custom:tenant_id": "acme"})
    event["triggerSource"] = "TokenGeneration_Authentication"
    assert claims(token_tenant.lambda_handler(event, None)) == {"tenant_id": "acme"}


def test_other_claims_and_answers_are_kept() -> None:
    event = m2m_event(["skills/tenant.acme"])
    event["response"]["claimsAndScopeOverrideDetails"] = {
        "accessTokenGeneration": {
            "claimsToAddOrOverride": {"tenant_id": "forged", "team": "x"},
            "scopesToSuppress": ["skills/review"],
        }
    }
    access = token_tenant.lambda_handler(event, None)["response"]["claimsAndScopeOverrideDetails"]
    assert access["accessTokenGeneration"] == {
        "claimsToAddOrOverride": {"tenant_id": "acme", "team": "x"},
        "scopesToSuppress": ["skills/review"],
    }


@pytest.mark.parametrize(
    "scopes",
    [
        [],
        ["skills/write"],
        ["skills/tenant.acme", "skills/tenant.globex"],
        ["skills/tenant."],
        ["skills/tenant.-bad"],
        ["skills/tenant." + "a" * 129],
    ],
)
def test_no_tenant_or_two_or_a_bad_one_is_no_token(scopes: list[str]) -> None:
    with pytest.raises(token_tenant.TenantUnknownError):
        token_tenant.lambda_handler(m2m_event(scopes), None)


def test_a_user_whose_attribute_disagrees_with_a_scope_gets_no_token() -> None:
    event = m2m_event(["skills/tenant.acme"], userAttributes={"custom:tenant_id": "globex"})
    with pytest.raises(token_tenant.TenantUnknownError):
        token_tenant.lambda_handler(event, None)


def test_the_tenant_pattern_is_the_services() -> None:
    assert token_tenant.TENANT_RE.pattern == TENANT_PATTERN.removeprefix("^").removesuffix("$")
