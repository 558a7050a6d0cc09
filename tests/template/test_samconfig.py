"""samconfig.toml: the `default` environment `sam deploy --guided` would write, whose every
parameter override exists in template.yaml with a value CloudFormation accepts, and which
never supplies the JWT settings (a placeholder would deploy an API that refuses every token)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import tomllib
from decimal import Decimal, InvalidOperation
from typing import Any

import pytest

from localrun.template import load_template
from tests.template.helpers import ROOT, TOOLS_BIN

SAMCONFIG = ROOT / "samconfig.toml"
TEMPLATE = load_template()
CONFIG = tomllib.loads(SAMCONFIG.read_text(encoding="utf-8"))
DEFAULT = CONFIG["default"]
#: Parameters without a default that only the deployer can know.
DEPLOYER_ONLY = {"JwtIssuer", "JwtAudience"}


def overrides() -> dict[str, str]:
    """``parameter_overrides`` read the way SAM reads it: ``Key="value"`` pairs, shell-quoted
    (a list of such strings is accepted too)."""
    raw = DEFAULT["deploy"]["parameters"]["parameter_overrides"]
    parts = raw if isinstance(raw, list) else [raw]
    pairs: dict[str, str] = {}
    for part in parts:
        for token in shlex.split(part):
            key, sep, value = token.partition("=")
            assert sep, f"{token!r} is not Key=value"
            assert key not in pairs, f"{key} is overridden twice"
            pairs[key] = value
    return pairs


def problem(name: str, value: str) -> str | None:
    """Why CloudFormation would refuse ``value`` for parameter ``name`` (None: it accepts)."""
    spec = TEMPLATE["Parameters"].get(name)
    if spec is None:
        return f"{name} is not a template parameter"
    kind = spec["Type"]
    items = value.split(",") if kind == "CommaDelimitedList" else [value]
    for item in items:
        if "AllowedValues" in spec and item not in [str(v) for v in spec["AllowedValues"]]:
            return f"{item!r} is not one of {spec['AllowedValues']}"
        if "AllowedPattern" in spec and not re.fullmatch(spec["AllowedPattern"], item):
            return f"{item!r} does not match {spec['AllowedPattern']}"
        if not spec.get("MinLength", 0) <= len(item) <= spec.get("MaxLength", 4096):
            return f"{item!r} has a bad length"
        if kind == "Number":
            try:
                number = Decimal(item)
            except InvalidOperation:
                return f"{item!r} is not a number"
            if "MinValue" in spec and number < Decimal(str(spec["MinValue"])):
                return f"{item} < MinValue {spec['MinValue']}"
            if "MaxValue" in spec and number > Decimal(str(spec["MaxValue"])):
                return f"{item} > MaxValue {spec['MaxValue']}"
    return None


def test_the_checker_refuses_what_cloudformation_refuses() -> None:
    assert problem("Nope", "x") == "Nope is not a template parameter"
    assert problem("TenancyMode", "both") is not None
    assert problem("LogRetentionDays", "31") is not None
    assert problem("ReservedConcurrency", "-1") is not None
    assert problem("ThrottlingRateLimit", "fast") is not None
    assert problem("Tracing", "On") is not None
    assert problem("EventSource", "aws.s3") is not None
    assert problem("TenantClaim", "") is not None
    assert problem("JwtIssuer", "http://issuer") is not None
    assert problem("CorsAllowOrigins", "https://a.example,https://b.example") is None


def test_default_environment_is_what_guided_deploy_writes() -> None:
    assert CONFIG["version"] == 0.1
    assert DEFAULT["global"]["parameters"]["stack_name"] == "serverless-skills"
    deploy = DEFAULT["deploy"]["parameters"]
    assert deploy["capabilities"] == "CAPABILITY_IAM"
    assert deploy["resolve_s3"] is True
    assert deploy["confirm_changeset"] is True
    # The region is the deployer's (profile or AWS_DEFAULT_REGION).
    assert deploy.get("region", "us-east-1") == "us-east-1"
    assert "region" not in DEFAULT["global"]["parameters"]
    assert DEFAULT["validate"]["parameters"] == {"lint": True}


def test_build_parameters_match_make_build() -> None:
    assert DEFAULT["build"]["parameters"] == {"build_in_source": True, "parallel": True}
    makefile = (ROOT / "mk" / "template.mk").read_text(encoding="utf-8")
    [recipe] = re.findall(r"^build: .*\n\t(.*)$", makefile, flags=re.MULTILINE)
    assert 'sam" build' in recipe and "--build-in-source" in recipe and "--parallel" in recipe


def test_every_override_is_a_template_parameter_with_a_valid_value() -> None:
    pairs = overrides()
    assert pairs, "no parameter overrides"
    problems = {name: problem(name, value) for name, value in pairs.items()}
    assert {name: p for name, p in problems.items() if p} == {}
    # The overrides are the template's own defaults: samconfig picks nothing silently.
    for name, value in pairs.items():
        assert value == str(TEMPLATE["Parameters"][name]["Default"]), name


def test_the_jwt_settings_are_left_to_the_deployer() -> None:
    pairs = overrides()
    assert set(pairs) & DEPLOYER_ONLY == set()
    for name in DEPLOYER_ONLY:
        # Empty by default (the Cognito pool may issue the tokens instead), and a rule refuses
        # a stack with neither: `sam deploy` cannot create it without them and --guided asks.
        assert TEMPLATE["Parameters"][name].get("Default") == "", name
    rule = TEMPLATE["Rules"]["IssuerIsGiven"]
    assert rule["RuleCondition"] == {"Fn::Equals": [{"Ref": "CognitoUserPool"}, "none"]}
    asserted = [a["Assert"] for a in rule["Assertions"]]
    assert {"Fn::Not": [{"Fn::Equals": [{"Ref": "JwtIssuer"}, ""]}]} in asserted
    assert TEMPLATE["Parameters"]["CognitoUserPool"]["Default"] == "none"
    # Why no placeholder: one that looks like an issuer passes the template's pattern and
    # would deploy an authorizer that refuses every token.
    assert problem("JwtIssuer", "https://cognito-idp.REGION.amazonaws.com/POOL_ID") is None


SAM_READS = r"""
import json, sys
from samcli.cli.types import CfnParameterOverridesType
from samcli.lib.config.samconfig import SamConfig

config = SamConfig(sys.argv[1])
deploy = config.get_all(["deploy"], "parameters", "default")
overrides = CfnParameterOverridesType().convert(deploy["parameter_overrides"], None, None)
print(json.dumps({
    "deploy": {k: v for k, v in deploy.items() if k != "parameter_overrides"},
    "overrides": overrides,
    "build": config.get_all(["build"], "parameters", "default"),
    "validate": config.get_all(["validate"], "parameters", "default"),
}))
"""


@pytest.mark.skipif(
    not (TOOLS_BIN / "python").exists(),
    reason=f"{TOOLS_BIN.parent.name} (aws-sam-cli) is absent: run `make tools-venv`",
)
def test_sam_cli_reads_the_file_the_same_way() -> None:
    result = subprocess.run(
        [str(TOOLS_BIN / "python"), "-c", SAM_READS, str(ROOT)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    read: dict[str, Any] = json.loads(result.stdout)
    assert read["overrides"] == overrides()
    assert read["deploy"]["stack_name"] == "serverless-skills"  # global applies to deploy
    assert read["deploy"]["capabilities"] == "CAPABILITY_IAM"
    assert read["build"]["build_in_source"] is True
    assert read["build"]["parallel"] is True
    assert read["validate"]["lint"] is True
