"""serverless-skills core: parse, compose, catalog, activate and save agent skills.

The public names below are loaded on first use (PEP 562), so ``import skills_core`` costs
almost nothing and never loads botocore: the AWS adapters come in only when a program asks
for ``S3SkillSource`` or ``DynamoDBSkillStore``."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

#: Public name -> the module that defines it.
_EXPORTS: dict[str, str] = {
    "Activation": "skills_core.prompt.activation",
    "activate": "skills_core.prompt.activation",
    "load_skill_text": "skills_core.prompt.activation",
    "read_skill_file": "skills_core.prompt.activation",
    "use_skill": "skills_core.prompt.activation",
    "substitute_args": "skills_core.prompt.args",
    "build_skill_catalog": "skills_core.prompt.catalog",
    "limit_skill_body": "skills_core.prompt.limits",
    "Invocation": "skills_core.prompt.slash",
    "InvocationArgs": "skills_core.prompt.slash",
    "invoke_slash_command": "skills_core.prompt.slash",
    "parse_invocation": "skills_core.prompt.slash",
    "call_tool": "skills_core.prompt.tools",
    "tool_definitions": "skills_core.prompt.tools",
    "SkillError": "skills_core.errors",
    "SkillInvalidError": "skills_core.errors",
    "SkillNotFoundError": "skills_core.errors",
    "SkillCollisionError": "skills_core.errors",
    "SkillStoreUnavailableError": "skills_core.errors",
    "SkillPathDeniedError": "skills_core.errors",
    "SkillToolClashError": "skills_core.errors",
    "SkillTooLargeError": "skills_core.errors",
    "LintProblem": "skills_core.format.lint",
    "lint_path": "skills_core.format.lint",
    "parse_skill": "skills_core.format.fields",
    "render_skill": "skills_core.format.render",
    "define_skill": "skills_core.compose.loading",
    "load_skills": "skills_core.compose.loading",
    "SkillRegistry": "skills_core.compose.registry",
    "create_registry": "skills_core.compose.registry",
    "save_generated_skill": "skills_core.service.writes",
    "ChangelogEntry": "skills_core.model",
    "ModelPreference": "skills_core.model",
    "SaveResult": "skills_core.model",
    "Skill": "skills_core.model",
    "SkillMetadata": "skills_core.model",
    "SkillRecord": "skills_core.model",
    "TruncationResult": "skills_core.model",
    "SkillSource": "skills_core.sources.base",
    "SkillStore": "skills_core.sources.base",
    "BundledSkillSource": "skills_core.sources.fs",
    "DirectorySource": "skills_core.sources.fs",
    "FsSkillSources": "skills_core.sources.fs",
    "InlineSource": "skills_core.sources.inline",
    "S3SkillSource": "skills_core.aws.s3.s3_source",
    "DynamoDBSkillStore": "skills_core.aws.store.dynamodb_store",
    "Settings": "skills_core.settings",
    "search_skills": "skills_core.compose.search",
    "import_skills": "skills_core.service.importing",
    "ImportResult": "skills_core.service.importing",
    "SearchHit": "skills_core.search",
    "scan_skill": "skills_core.governance.scanner",
    "ScanReport": "skills_core.governance.scanner",
    "SkillUnsafeError": "skills_core.errors",
    "SkillVersionNotApprovedError": "skills_core.errors",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'skills_core' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})


if TYPE_CHECKING:  # what type checkers and IDEs see
    from skills_core.aws.s3.s3_source import S3SkillSource
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
    from skills_core.compose.loading import define_skill, load_skills
    from skills_core.compose.registry import SkillRegistry, create_registry
    from skills_core.compose.search import search_skills
    from skills_core.errors import (
        SkillCollisionError,
        SkillError,
        SkillInvalidError,
        SkillNotFoundError,
        SkillPathDeniedError,
        SkillStoreUnavailableError,
        SkillTooLargeError,
        SkillToolClashError,
        SkillUnsafeError,
        SkillVersionNotApprovedError,
    )
    from skills_core.format.fields import parse_skill
    from skills_core.format.lint import LintProblem, lint_path
    from skills_core.format.render import render_skill
    from skills_core.governance.scanner import ScanReport, scan_skill
    from skills_core.model import (
        ChangelogEntry,
        ModelPreference,
        SaveResult,
        Skill,
        SkillMetadata,
        SkillRecord,
        TruncationResult,
    )
    from skills_core.prompt.activation import (
        Activation,
        activate,
        load_skill_text,
        read_skill_file,
        use_skill,
    )
    from skills_core.prompt.args import substitute_args
    from skills_core.prompt.catalog import build_skill_catalog
    from skills_core.prompt.limits import limit_skill_body
    from skills_core.prompt.slash import (
        Invocation,
        InvocationArgs,
        invoke_slash_command,
        parse_invocation,
    )
    from skills_core.prompt.tools import call_tool, tool_definitions
    from skills_core.search import SearchHit
    from skills_core.service.importing import ImportResult, import_skills
    from skills_core.service.writes import save_generated_skill
    from skills_core.settings import Settings
    from skills_core.sources.base import SkillSource, SkillStore
    from skills_core.sources.fs import BundledSkillSource, DirectorySource, FsSkillSources
    from skills_core.sources.inline import InlineSource
