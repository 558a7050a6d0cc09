"""Model-backed generation (SPEC §7): a drafting port, the offline stand-in, the prompt and
tool schema, the message model, and the draft-check-scan-repair pipeline. The Bedrock adapter
is :mod:`skills_core.aws.generation.bedrock_drafter` (imported explicitly: this package loads no
botocore)."""

from skills_core.drafting.errors import (
    BadGenerationRequestError,
    DrafterConfigError,
    DrafterUnavailableError,
    DraftUnsafeError,
    GenerationError,
    SkillGenerationFailedError,
    SourceUnavailableError,
)
from skills_core.drafting.offline import OFFLINE_MODEL_ID, OfflineDrafter
from skills_core.drafting.pipeline import DraftResult, draft_skill
from skills_core.drafting.port import Draft, Drafter, DraftInput, Feedback, Usage
from skills_core.drafting.request import (
    DraftingRequest,
    is_drafting_message,
    parse_drafting_request,
)

__all__ = [
    "OFFLINE_MODEL_ID",
    "BadGenerationRequestError",
    "Draft",
    "DraftInput",
    "DraftResult",
    "DraftUnsafeError",
    "Drafter",
    "DrafterConfigError",
    "DrafterUnavailableError",
    "DraftingRequest",
    "Feedback",
    "GenerationError",
    "OfflineDrafter",
    "SkillGenerationFailedError",
    "SourceUnavailableError",
    "Usage",
    "draft_skill",
    "is_drafting_message",
    "parse_drafting_request",
]
