"""The bedrock flavor is checked against the Converse API's own model (botocore's service
definition), so a shape Bedrock would reject fails here, without a network call."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import botocore.session
import pytest
from botocore.validate import ParamValidator

from skills_core import create_registry, tool_definitions
from skills_core.model import Skill


@pytest.fixture(scope="module")
def converse_input() -> Any:
    model = botocore.session.get_session().get_service_model("bedrock-runtime")
    return model.operation_model("Converse").input_shape


def test_bedrock_tools_validate_against_the_converse_model(
    converse_input: Any, tmp_path: Path
) -> None:
    folder = tmp_path / "with-files"
    folder.mkdir()
    registry = create_registry(
        skills=[
            {"name": "plain", "content": "---\ndescription: Plain skill\n---\nBody $1"},
            Skill(
                name="with-files", description="Folder skill", content="B", directory=str(folder)
            ),
        ],
        tenancy="multi",
    )
    for style in ("use_skill", "load_skill"):
        tools = tool_definitions(registry, style=style, flavor="bedrock")
        assert len(tools) == 2
        params = {
            "modelId": "any-model",
            "messages": [{"role": "user", "content": [{"text": "hi"}]}],
            "toolConfig": {"tools": tools},
        }
        report = ParamValidator().validate(params, converse_input)
        assert not report.has_errors(), report.generate_report()


def test_the_check_itself_rejects_a_wrong_shape(converse_input: Any) -> None:
    params = {
        "modelId": "m",
        "messages": [{"role": "user", "content": [{"text": "hi"}]}],
        "toolConfig": {"tools": [{"name": "use_skill", "input_schema": {}}]},  # anthropic shape
    }
    assert ParamValidator().validate(params, converse_input).has_errors()
