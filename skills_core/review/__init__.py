"""Model review of stored skill versions (SPEC §10 "Model review"): the port
(:class:`ModelReviewer`, :class:`ModelVerdict`), the strict reading of the forced tool's
input and its mapping to a stored ``model-review`` finding, the request's prompt, and an
offline stand-in. The Bedrock adapter is :mod:`skills_core.aws.generation.bedrock_reviewer`.

A review never approves anything: its verdict becomes a finding (malicious → critical,
suspicious → high) or none (safe); what a finding does to a version is the caller's policy."""

from skills_core.review.errors import ReviewerConfigError, ReviewError, ReviewerUnavailableError
from skills_core.review.port import ModelReviewer, ModelVerdict, Verdict
from skills_core.review.verdict import RULE, finding, parse_verdict, verdict_from_reply

__all__ = [
    "RULE",
    "ModelReviewer",
    "ModelVerdict",
    "ReviewError",
    "ReviewerConfigError",
    "ReviewerUnavailableError",
    "Verdict",
    "finding",
    "parse_verdict",
    "verdict_from_reply",
]
