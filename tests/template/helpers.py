"""What SPEC §6 fixes about the HTTP routes, where the template tools live, and small evaluators
of the template (intrinsics for a parameter choice; the SAM translator in the tools venv)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE_FILE = ROOT / "template.yaml"
TOOLS_BIN = ROOT / ".venv-tools" / "bin"

#: SPEC §6: (method, path) -> function logical ID. Written out by hand on purpose: it is the
#: contract the template is checked against.
SPEC_ROUTES: dict[tuple[str, str], str] = {
    ("GET", "/skills"): "CatalogFunction",
    ("GET", "/skills/{name}"): "CatalogFunction",
    ("GET", "/skills/{name}/files/{path+}"): "CatalogFunction",
    ("GET", "/skills/{name}/versions"): "CatalogFunction",
    ("GET", "/skills/{name}/versions/{version}"): "CatalogFunction",
    ("GET", "/openapi.json"): "CatalogFunction",
    ("POST", "/skills/{name}/activate"): "ActivationFunction",
    ("POST", "/invoke"): "ActivationFunction",
    ("POST", "/skills"): "SaveFunction",
    ("DELETE", "/skills/{name}"): "SaveFunction",
    # SPEC §6, more routes (§10, §11).
    ("POST", "/skills/{name}/versions/{version}/review"): "SaveFunction",
    ("PUT", "/skills/{name}/labels/{label}"): "SaveFunction",
    ("DELETE", "/skills/{name}/labels/{label}"): "SaveFunction",
    ("GET", "/search"): "CatalogFunction",
    # SPEC §12: POST is MCP; GET and DELETE reach the function so that their 405 is MCP's.
    ("POST", "/mcp"): "McpFunction",
    ("GET", "/mcp"): "McpFunction",
    ("DELETE", "/mcp"): "McpFunction",
    # SPEC §13: links, and the public routes under a link (no authorizer).
    ("POST", "/links"): "SaveFunction",
    ("DELETE", "/links/{id}"): "SaveFunction",
    ("GET", "/links"): "CatalogFunction",
    ("GET", "/l/{token}/.well-known/agent-skills/{proxy+}"): "PublicFunction",
    ("HEAD", "/l/{token}/.well-known/agent-skills/{proxy+}"): "PublicFunction",
}

HANDLERS: dict[str, str] = {
    "CatalogFunction": "handlers.http.catalog.lambda_handler",
    "ActivationFunction": "handlers.http.activation.lambda_handler",
    "SaveFunction": "handlers.http.save.lambda_handler",
    "GenerateFunction": "handlers.generation.generate.lambda_handler",
    "McpFunction": "handlers.http.mcp.lambda_handler",
    "RefreshFunction": "handlers.refresh.lambda_handler",
    "ReviewFunction": "handlers.review.lambda_handler",
    "PublicFunction": "handlers.http.public.lambda_handler",
    "TokenTenantFunction": "handlers.token_tenant.lambda_handler",
    "ProjectionFunction": "handlers.projection.lambda_handler",
}


def ref(name: str) -> dict[str, str]:
    return {"Ref": name}


def getatt(name: str, attribute: str) -> dict[str, list[str]]:
    return {"Fn::GetAtt": [name, attribute]}


# ---------------------------------------------------------------- evaluating the template
# Enough of CloudFormation's intrinsic functions to tell what a parameter choice deploys:
# conditions, Fn::If and AWS::NoValue (a value that removes its key).

NO_VALUE = object()
"""What ``!Ref AWS::NoValue`` evaluates to: the key holding it disappears."""


def parameter_values(
    template: dict[str, Any], overrides: dict[str, str] | None = None
) -> dict[str, Any]:
    """Every parameter's value as CloudFormation hands it to intrinsics: the override, else
    the default (a CommaDelimitedList becomes a list; a parameter without either is absent)."""
    values: dict[str, Any] = {}
    for name, spec in template["Parameters"].items():
        raw = (overrides or {}).get(name, spec.get("Default"))
        if raw is None:
            continue
        raw = str(raw)
        values[name] = raw.split(",") if spec["Type"] == "CommaDelimitedList" else raw
    return values


def evaluate(template: dict[str, Any], value: Any, params: dict[str, Any]) -> Any:
    """``value`` with Ref (parameters), Fn::Join, Fn::Equals, Fn::Not, Fn::And, Fn::Or,
    Condition and Fn::If evaluated; other intrinsics (resource refs, GetAtt, Sub) are kept."""

    def condition(name: str) -> bool:
        return bool(run(template["Conditions"][name]))

    def run(node: Any) -> Any:
        if isinstance(node, list):
            return [item for item in (run(v) for v in node) if item is not NO_VALUE]
        if not isinstance(node, dict):
            return node
        if len(node) == 1:
            [(key, arg)] = node.items()
            if key == "Ref" and arg == "AWS::NoValue":
                return NO_VALUE
            if key == "Ref" and arg in params:
                return params[arg]
            if key == "Fn::Join":
                separator, items = arg
                return separator.join(str(v) for v in run(items))
            if key == "Fn::Equals":
                left, right = (run(v) for v in arg)
                return str(left) == str(right)
            if key == "Fn::Not":
                return not run(arg[0])
            if key == "Fn::And":
                return all(run(v) for v in arg)
            if key == "Fn::Or":
                return any(run(v) for v in arg)
            if key == "Condition":
                return condition(arg)
            if key == "Fn::If":
                name, when_true, when_false = arg
                return run(when_true if condition(name) else when_false)
        return {k: v for k, v in ((k, run(v)) for k, v in node.items()) if v is not NO_VALUE}

    return run(value)


# ---------------------------------------------------------------- the SAM translator
# What the SAM transform makes of the template for given parameter values, run with the
# tools venv's samtranslator (the project venv does not have it). CodeUri must be an S3 URI
# for the translator (`sam deploy` uploads the code first), and the managed policy ARNs it
# would look up in IAM are given.

TRANSLATE_SCRIPT = r"""
import json, sys
from samtranslator.translator.transform import transform
from samcli.yamlhelper import yaml_parse

template = yaml_parse(open(sys.argv[1], encoding="utf-8").read())
for res in template["Resources"].values():
    if res.get("Type") == "AWS::Serverless::Function":
        res["Properties"]["CodeUri"] = "s3://bucket/code.zip"

class Policies:
    def load(self):
        names = {
            "AWSLambdaBasicExecutionRole": "service-role/",
            "AWSLambdaSQSQueueExecutionRole": "service-role/",
            "AWSLambdaDynamoDBExecutionRole": "service-role/",
            "AWSXrayWriteOnlyAccess": "",
        }
        return {n: f"arn:aws:iam::aws:policy/{p}{n}" for n, p in names.items()}

json.dump(transform(template, json.loads(sys.argv[2]), Policies()), sys.stdout)
"""


def translate(parameters: dict[str, Any]) -> dict[str, Any]:
    """template.yaml through the SAM translator with these parameter values."""
    env = {
        **os.environ,
        "AWS_DEFAULT_REGION": "us-east-1",
        "SAM_CLI_TELEMETRY": "0",
    }
    for secret in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        env.pop(secret, None)
    result = subprocess.run(
        [
            str(TOOLS_BIN / "python"),
            "-c",
            TRANSLATE_SCRIPT,
            str(TEMPLATE_FILE),
            json.dumps(parameters),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    translated: dict[str, Any] = json.loads(result.stdout)
    return translated
