"""The production reviewer: Amazon Bedrock's Converse API with one forced tool,
``report_verdict`` (SPEC §10 "Model review").

The request is built by :mod:`skills_core.review.prompt` (the skill as escaped data inside a
delimited block, a system prompt that calls it untrusted, ``toolChoice`` forcing the tool) and
the reply read by :func:`skills_core.review.verdict.verdict_from_reply`: exactly one valid
tool call is a verdict, anything else is ``None`` (no verdict). It shares the drafter's
client (model-sized timeouts) and its sorting of errors: a throttle, an overload or a timeout
raises :class:`ReviewerUnavailableError` (``retryable``: review the version later); an
unknown model, missing access or permission raises :class:`ReviewerConfigError`. Nothing here
logs, and no error message quotes the skill."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from botocore.exceptions import (
    BotoCoreError,
    ClientError,
    NoCredentialsError,
    NoRegionError,
    PartialCredentialsError,
)

from skills_core.aws.clients import error_code
from skills_core.aws.generation.bedrock_drafter import error_detail, model_client, retryable
from skills_core.review.errors import ReviewerConfigError, ReviewerUnavailableError
from skills_core.review.port import ModelVerdict
from skills_core.review.prompt import SYSTEM_PROMPT, TOOL_NAME, tool_spec, user_turn
from skills_core.review.verdict import verdict_from_reply

#: A verdict is a few short reasons and line numbers.
REVIEW_MAX_TOKENS = 1024
REVIEW_TEMPERATURE = 0.0
_HINT = (
    "check that SKILLS_REVIEW_MODEL_ID names a model or inference profile in this region that "
    "supports Converse with a forced tool choice, and that the function's role may call it "
    "(bedrock:InvokeModel on that model only)"
)


class BedrockReviewer:
    """Reviews with one Bedrock model (a model id or an inference profile id/ARN)."""

    def __init__(
        self,
        model_id: str,
        *,
        client: Any = None,
        max_tokens: int = REVIEW_MAX_TOKENS,
        temperature: float = REVIEW_TEMPERATURE,
        region: str | None = None,
        endpoint_url: str | None = None,
    ) -> None:
        if not isinstance(model_id, str) or not model_id.strip():
            raise ReviewerConfigError(
                "no model configured for review: set SKILLS_REVIEW_MODEL_ID to a Bedrock model "
                "or inference profile id"
            )
        self._model_id = model_id.strip()
        self._client = client
        self.max_tokens = max_tokens
        self.temperature = temperature
        self._region = region
        self._endpoint_url = endpoint_url

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = model_client(self._region, endpoint_url=self._endpoint_url)
        return self._client

    def request(self, text: str, files: Sequence[str]) -> dict[str, Any]:
        """The Converse parameters of one review."""
        return {
            "modelId": self._model_id,
            "system": [{"text": SYSTEM_PROMPT}],
            "messages": [{"role": "user", "content": [{"text": user_turn(text, files)}]}],
            "toolConfig": {"tools": [tool_spec()], "toolChoice": {"tool": {"name": TOOL_NAME}}},
            "inferenceConfig": {"maxTokens": self.max_tokens, "temperature": self.temperature},
        }

    def review(self, text: str, files: Sequence[str]) -> ModelVerdict | None:
        try:
            response = self.client.converse(**self.request(text, files))
        except ClientError as exc:
            code = error_code(exc) or "Unknown"
            if retryable(exc):
                raise self._unavailable(code) from exc
            detail = error_detail(exc)
            raise ReviewerConfigError(
                f"Bedrock refused review model {self._model_id!r} ({code}"
                + (f": {detail}" if detail else "") + f"); {_HINT}",
                model_id=self._model_id,
            ) from exc  # fmt: skip
        except (NoCredentialsError, PartialCredentialsError, NoRegionError) as exc:
            raise ReviewerConfigError(
                f"cannot call review model {self._model_id!r}: {type(exc).__name__} (the "
                "function needs AWS credentials and a region)",
                model_id=self._model_id,
            ) from exc
        except BotoCoreError as exc:  # timeouts, dropped connections, unreachable endpoint
            raise self._unavailable(type(exc).__name__) from exc
        return verdict_from_reply(response, self._model_id, TOOL_NAME)

    def _unavailable(self, what: str) -> ReviewerUnavailableError:
        return ReviewerUnavailableError(
            f"review model {self._model_id!r} did not answer ({what}); review this version later",
            model_id=self._model_id,
        )


__all__ = ["REVIEW_MAX_TOKENS", "BedrockReviewer"]
