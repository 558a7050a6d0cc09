"""serverless-skills core: parse, compose, catalog, activate and save agent skills."""

from .errors import (
    SkillCollisionError,
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
    SkillToolClashError,
    SkillTooLargeError,
)
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
from .sources.base import SkillSource, SkillStore
from .sources.fs import BundledSkillSource, DirectorySource, FsSkillSources
from .sources.inline import InlineSource

__all__ = [
    "BundledSkillSource",
    "ChangelogEntry",
    "DirectorySource",
    "FsSkillSources",
    "InlineSource",
    "ModelPreference",
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
    "SkillToolClashError",
    "SkillTooLargeError",
    "TruncationResult",
    "create_registry",
    "parse_skill",
    "render_skill",
]
