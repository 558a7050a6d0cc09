"""serverless-skills core: parse, compose, catalog, activate and save agent skills."""

from .activation import Activation, activate, load_skill_text, read_skill_file, use_skill
from .args import substitute_args
from .catalog import build_skill_catalog
from .errors import (
    SkillCollisionError,
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
    SkillToolClashError,
)
from .limits import limit_skill_body
from .lint import LintProblem, lint_path
from .loading import define_skill, load_skills
from .model import (
    ChangelogEntry,
    ModelPreference,
    SaveResult,
    Skill,
    SkillMetadata,
    SkillRecord,
    TruncationResult,
)
from .parsing import parse_skill, render_skill
from .registry import SkillRegistry, create_registry
from .saving import save_generated_skill
from .slash import Invocation, InvocationArgs, invoke_slash_command, parse_invocation
from .sources.base import SkillSource, SkillStore
from .sources.dynamodb import DynamoDBSkillStore
from .sources.fs import BundledSkillSource, DirectorySource, FsSkillSources
from .sources.inline import InlineSource
from .sources.s3 import S3SkillSource
from .tools import call_tool, tool_definitions

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
