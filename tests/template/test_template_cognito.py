"""The optional Cognito user pool (CognitoUserPool=create): off by default (bring-your-own
issuer), and when on, the pieces a machine-to-machine caller needs, wired to the authorizer."""

from __future__ import annotations

from typing import Any

from localrun.template import load_template
from tests.template.helpers import getatt, ref

TEMPLATE = load_template()
RESOURCES: dict[str, Any] = TEMPLATE["Resources"]
COGNITO = {
    "SkillsUserPool",
    "SkillsUserPoolDomain",
    "SkillsResourceServer",
    "SkillsMachineClient",
    "TokenTenantFunction",
    "TokenTenantPermission",
    "TokenTenantLogGroup",
}


def props(logical_id: str) -> dict[str, Any]:
    found: dict[str, Any] = RESOURCES[logical_id]["Properties"]
    return found


def test_off_by_default_and_every_piece_is_conditional() -> None:
    params = TEMPLATE["Parameters"]
    assert params["CognitoUserPool"]["Default"] == "none"
    assert params["CognitoUserPool"]["AllowedValues"] == ["none", "create"]
    assert TEMPLATE["Conditions"]["CreateCognito"] == {
        "Fn::Equals": [ref("CognitoUserPool"), "create"]
    }
    conditional = {rid for rid, res in RESOURCES.items() if res.get("Condition") == "CreateCognito"}
    assert conditional == COGNITO
    outputs = {k for k, v in TEMPLATE["Outputs"].items() if v.get("Condition") == "CreateCognito"}
    assert outputs == {"CognitoTokenUrl", "CognitoMachineClientId", "CognitoUserPoolId"}


def test_a_tenant_is_required_with_the_pool() -> None:
    rule = TEMPLATE["Rules"]["CognitoTenantIsGiven"]
    assert rule["RuleCondition"] == {"Fn::Equals": [ref("CognitoUserPool"), "create"]}
    [assertion] = rule["Assertions"]
    assert assertion["Assert"] == {"Fn::Not": [{"Fn::Equals": [ref("CognitoTenant"), ""]}]}


def test_the_resource_server_has_the_write_review_and_tenant_scopes() -> None:
    server = props("SkillsResourceServer")
    assert server["Identifier"] == "skills"
    names = [scope["ScopeName"] for scope in server["Scopes"]]
    assert names == ["write", "review", {"Fn::Sub": "tenant.${CognitoTenant}"}]


def test_the_machine_client_uses_client_credentials_with_those_scopes() -> None:
    client = props("SkillsMachineClient")
    assert client["GenerateSecret"] is True
    assert client["AllowedOAuthFlows"] == ["client_credentials"]
    assert client["AllowedOAuthFlowsUserPoolClient"] is True
    assert client["AllowedOAuthScopes"] == [
        "skills/write",
        "skills/review",
        {"Fn::Sub": "skills/tenant.${CognitoTenant}"},
    ]
    assert client["WriteAttributes"] == []  # custom:tenant_id stays the admin's
    assert RESOURCES["SkillsMachineClient"]["DependsOn"] == "SkillsResourceServer"


def test_the_trigger_writes_the_claim_for_m2m_tokens() -> None:
    pool = props("SkillsUserPool")
    assert pool["UserPoolTier"] == "ESSENTIALS"  # V3_0 (client credentials) needs it
    assert pool["AdminCreateUserConfig"] == {"AllowAdminCreateUserOnly": True}
    assert pool["LambdaConfig"] == {
        "PreTokenGenerationConfig": {
            "LambdaArn": getatt("TokenTenantFunction", "Arn"),
            "LambdaVersion": "V3_0",
        }
    }
    assert [a["Name"] for a in pool["Schema"]] == ["tenant_id"]
    permission = props("TokenTenantPermission")
    assert permission["Principal"] == "cognito-idp.amazonaws.com"
    assert permission["SourceArn"] == getatt("SkillsUserPool", "Arn")
    assert props("TokenTenantFunction")["Handler"] == "handlers.token_tenant.lambda_handler"
