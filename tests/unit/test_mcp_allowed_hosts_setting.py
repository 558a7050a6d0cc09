"""``SKILLS_MCP_ALLOWED_HOSTS``: the MCP endpoint's extra Host/Origin names, a validated
setting read once with the others (it was ``MCP_ALLOWED_HOSTS``, read beside the settings).
The template fills it from ``CorsAllowOrigins`` for every function."""

from __future__ import annotations

import pytest

from localrun import template as tpl
from skills_core.settings import ConfigError, Settings

VARIABLE = "SKILLS_MCP_ALLOWED_HOSTS"


@pytest.mark.parametrize(
    ("value", "hosts"),
    [
        ("", ()),
        (" , ", ()),
        ("skills.example.com", ("skills.example.com",)),
        (
            " https://app.example.com , skills.example.com:8443,http://localhost:5173/ ",
            ("https://app.example.com", "skills.example.com:8443", "http://localhost:5173/"),
        ),
        ("127.0.0.1:3000,[::1]:3000", ("127.0.0.1:3000", "[::1]:3000")),
        # CORS wildcards (what CorsAllowOrigins may hold) grant the DNS-rebinding guard nothing.
        ("*", ()),
        ("https://*,http://*,https://app.example.com", ("https://app.example.com",)),
    ],
)
def test_values_are_split_and_kept(value: str, hosts: tuple[str, ...]) -> None:
    assert Settings.from_env({VARIABLE: value}).mcp_allowed_hosts == hosts


@pytest.mark.parametrize(
    "value",
    [
        "https://app.example.com/path",
        "ftp://files.example.com",
        "*.example.com",
        "skills.example.com:99999",
        "two words",
        "exa_mple.com",
        "ok.example.com,{bad}",
    ],
)
def test_anything_else_fails_naming_the_variable(value: str) -> None:
    with pytest.raises(ConfigError) as info:
        Settings.from_env({VARIABLE: value})
    message = str(info.value)
    assert message.startswith(f"invalid configuration: {VARIABLE}: ")
    assert "is not a host name, host:port or http(s) origin" in message
    assert "Value error" not in message  # our words, not pydantic's framing


def test_code_can_pass_it_too() -> None:
    assert Settings(mcp_allowed_hosts=("a.example.com",)).mcp_allowed_hosts == ("a.example.com",)
    with pytest.raises(ValueError, match="not a host name"):
        Settings(mcp_allowed_hosts=("a b",))


def test_the_template_passes_the_cors_origins_to_every_function() -> None:
    template = tpl.load_template()
    globals_env = template["Globals"]["Function"]["Environment"]["Variables"]
    assert globals_env[VARIABLE] == {"Fn::Join": [",", {"Ref": "CorsAllowOrigins"}]}
    for logical_id in tpl.functions(template):
        env = tpl.function_environment(template, logical_id)
        assert "MCP_ALLOWED_HOSTS" not in env, logical_id  # the old, unvalidated name
        assert env[VARIABLE] == globals_env[VARIABLE], logical_id
