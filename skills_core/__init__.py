"""serverless-skills core: parse, compose, catalog, activate and save agent skills."""

from skills_core.aws.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.s3_source import S3SkillSource
from skills_core.compose.loading import define_skill, load_skills
from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.compose.saving import save_generated_skill
from skills_core.errors import (
    SkillCollisionError,
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
    SkillToolClashError,
)
from skills_core.format.fields import parse_skill
from skills_core.format.lint import LintProblem, lint_path
from skills_core.format.render import render_skill
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
from skills_core.sources.base import SkillSource, SkillStore
from skills_core.sources.fs import BundledSkillSource, DirectorySource, FsSkillSources
from skills_core.sources.inline import InlineSource

__all__ = [
    "Activation",
    "BundledSkillSource",
    "ChangelogEntry",
    "DirectorySource",
    "DynamoDBSkillStore",
    "FsSkillSources",
    "InlineSource",
    "Invocation",
    "InvocationArgs",
    "LintProblem",
    "ModelPreference",
    "S3SkillSource",
    "SaveResult",
    "Skill",
    "SkillCollisionError",
    "SkillError",
    "SkillInvalidError",
    "SkillMetadata",
    "SkillNotFoundError",
    "SkillPathDeniedError",
    "SkillRecord",
    "SkillRegistry",
    "SkillSource",
    "SkillStore",
    "SkillStoreUnavailableError",
    "SkillTooLargeError",
    "SkillToolClashError",
    "TruncationResult",
    "activate",
    "build_skill_catalog",
    "call_tool",
    "create_registry",
    "define_skill",
    "invoke_slash_command",
    "limit_skill_body",
    "lint_path",
    "load_skill_text",
    "load_skills",
    "parse_invocation",
    "parse_skill",
    "read_skill_file",
    "render_skill",
    "save_generated_skill",
    "substitute_args",
    "tool_definitions",
    "use_skill",
]
