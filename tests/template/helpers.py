"""What SPEC §6 fixes about the HTTP routes, and where the template tools live."""

from __future__ import annotations

from pathlib import Path

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
}

HANDLERS: dict[str, str] = {
    "CatalogFunction": "handlers.catalog.lambda_handler",
    "ActivationFunction": "handlers.activation.lambda_handler",
    "SaveFunction": "handlers.save.lambda_handler",
    "GenerateFunction": "handlers.generate.lambda_handler",
}


def ref(name: str) -> dict[str, str]:
    return {"Ref": name}


def getatt(name: str, attribute: str) -> dict[str, list[str]]:
    return {"Fn::GetAtt": [name, attribute]}
