"""The production drafter: Amazon Bedrock's Converse API with one forced tool.

The model gets the system prompt (our format, catalog rules, limits), the instructions and the
source material as a user turn, and one tool, ``write_skill``, that it must call
(``toolChoice``): its input is the skill, so the reply is structured. A repair round replays
the model's tool call as the assistant turn and answers it with a ``toolResult`` of status
``error`` carrying the problems, so the model fixes its own draft.

Failures are sorted by what a retry can do: throttling, overload and timeouts raise
:class:`DrafterUnavailableError` (SQS retries the message later); an unknown model, a model
without access or forced tool use, or a missing permission raise :class:`DrafterConfigError`
naming the model id and what to check. A reply without the tool call, or with an input of the
wrong shape, is a draft with ``problems``: it goes to repair.

The client (the ``model`` profile of :mod:`skills_core.aws.clients`) waits up to 120 s for a
reply (drafts take 10-60 s) and retries once: the function's short-timeout clients would give
up on every draft."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from botocore.exceptions import (
    BotoCoreError,
    ClientError,
    NoCredentialsError,
    NoRegionError,
    PartialCredentialsError,
)

from skills_core.aws.clients import MODEL_CONFIG, error_code
from skills_core.aws.clients import client as aws_client
from skills_core.drafting.errors import (
    DrafterConfigError,
    DrafterUnavailableError,
    GenerationError,
)
from skills_core.drafting.port import Draft, DraftCost, DraftInput, Feedback, Usage
from skills_core.drafting.prompt import (
    TOOL_DESCRIPTION,
    TOOL_NAME,
    first_turn,
    repair_turn,
    system_prompt,
    tool_schema,
)
from skills_core.settings import Settings, settings_or_env

SERVICE = "bedrock-runtime"
MODEL_CLIENT_CONFIG = MODEL_CONFIG
#: Enough for a body at the default 32,000-character limit; models with a lower output limit
#: answer ValidationException (a configuration error naming this).
DEFAULT_MAX_TOKENS = 8192
DEFAULT_TEMPERATURE = 0.2
#: Worth retrying later: the service or the model is busy, starting or slow.
RETRYABLE_CODES = frozenset(
    {
        "ThrottlingException",
        "ServiceUnavailableException",
        "ModelNotReadyException",
        "InternalServerException",
        "ModelTimeoutException",
        "ModelErrorException",
        "ServiceQuotaExceededException",
    }
)
_CONFIG_HINTS = {
    "AccessDeniedException": (
        "allow bedrock:InvokeModel on this model (and on its inference profile) in the "
        "function's role, and enable access to the model in the Bedrock console for this "
        "account and region"
    ),
    "ResourceNotFoundException": (
        "check that SKILLS_GENERATION_MODEL_ID names a model or inference profile that exists "
        "in this region"
    ),
    "ValidationException": (
        "check that SKILLS_GENERATION_MODEL_ID names a model (or inference profile) that "
        "supports the Converse API with tool use and a forced tool choice (toolChoice), and "
        f"whose output limit allows {DEFAULT_MAX_TOKENS} tokens"
    ),
}
_DEFAULT_HINT = "check SKILLS_GENERATION_MODEL_ID and the function's Bedrock permissions"
_FIELDS = ("name", "description", "body", "tags", "args")


def retryable(exc: ClientError) -> bool:
    """Whether a Bedrock ``ClientError`` is worth retrying later: a busy, starting or slow
    model or service (a throttle, a 5xx, a 429), not a configuration error."""
    code = error_code(exc) or "Unknown"
    status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode")
    return code in RETRYABLE_CODES or (
        code not in _CONFIG_HINTS and isinstance(status, int) and (status >= 500 or status == 429)
    )


def error_detail(exc: ClientError) -> str:
    """The service's error message, one line, at most 200 characters (it never holds the
    request: safe to log)."""
    return " ".join(str(exc.response.get("Error", {}).get("Message", "")).split())[:200]


@lru_cache(maxsize=8)
def model_client(region: str | None = None, *, endpoint_url: str | None = None) -> Any:
    """A shared ``bedrock-runtime`` client with model-sized timeouts (created on first use;
    boto3 honours ``AWS_ENDPOINT_URL_BEDROCK_RUNTIME`` and ``AWS_ENDPOINT_URL`` itself: a
    local run that talks to real Bedrock sets the service-specific one or passes the real
    ``endpoint_url``)."""
    return aws_client(SERVICE, region, endpoint_url=endpoint_url or None, profile="model")


class BedrockDrafter:
    """Drafts with one Bedrock model (a model id or an inference profile id/ARN)."""

    def __init__(
        self,
        model_id: str,
        *,
        settings: Settings | None = None,
        client: Any = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        temperature: float = DEFAULT_TEMPERATURE,
        region: str | None = None,
        endpoint_url: str | None = None,
    ) -> None:
        if not isinstance(model_id, str) or not model_id.strip():
            raise DrafterConfigError(
                "no model configured for generation: set SKILLS_GENERATION_MODEL_ID to a "
                "Bedrock model or inference profile id"
            )
        self._model_id = model_id.strip()
        self.settings = settings_or_env(settings)
        self.max_tokens = max_tokens
        self.temperature = temperature
        self._client = client
        self._region = region
        self._endpoint_url = endpoint_url

    @classmethod
    def from_settings(cls, settings: Settings, *, client: Any = None) -> BedrockDrafter:
        """The deployment's drafter (``SKILLS_GENERATION_MODEL_ID``)."""
        return cls(settings.generation_model_id or "", settings=settings, client=client)

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = model_client(self._region, endpoint_url=self._endpoint_url)
        return self._client

    def request(self, request: DraftInput, feedback: Feedback | None = None) -> dict[str, Any]:
        """The Converse parameters of one round."""
        return {
            "modelId": self._model_id,
            "system": [{"text": system_prompt(self.settings)}],
            "messages": messages(request, feedback),
            "toolConfig": {
                "tools": [
                    {
                        "toolSpec": {
                            "name": TOOL_NAME,
                            "description": TOOL_DESCRIPTION,
                            "inputSchema": {"json": tool_schema(self.settings)},
                        }
                    }
                ],
                "toolChoice": {"tool": {"name": TOOL_NAME}},
            },
            "inferenceConfig": {"maxTokens": self.max_tokens, "temperature": self.temperature},
        }

    def draft(self, request: DraftInput, feedback: Feedback | None = None) -> Draft:
        params = self.request(request, feedback)
        try:
            response = self.client.converse(**params)
        except ClientError as exc:
            raise self._client_error(exc) from exc
        except (NoCredentialsError, PartialCredentialsError, NoRegionError) as exc:
            raise DrafterConfigError(
                f"cannot call Bedrock model {self._model_id!r}: {type(exc).__name__} (the "
                "function needs AWS credentials and a region)"
            ) from exc
        except BotoCoreError as exc:  # timeouts, dropped connections, unreachable endpoint
            raise self._unavailable(type(exc).__name__) from exc
        return parse_reply(response, self._model_id)

    def _unavailable(self, what: str) -> GenerationError:
        return DrafterUnavailableError(
            f"Bedrock model {self._model_id!r} did not answer ({what}); the message will be "
            "retried",
            cost=DraftCost(self._model_id),
        )

    def _client_error(self, exc: ClientError) -> GenerationError:
        code = error_code(exc) or "Unknown"
        if retryable(exc):
            return self._unavailable(code)
        detail = error_detail(exc)
        return DrafterConfigError(
            f"Bedrock refused model {self._model_id!r} ({code}"
            + (f": {detail}" if detail else "")
            + f"); {_CONFIG_HINTS.get(code, _DEFAULT_HINT)}. Generation fails until the "
            "configuration is fixed.",
            cost=DraftCost(self._model_id),
        )


def messages(request: DraftInput, feedback: Feedback | None) -> list[dict[str, Any]]:
    """The conversation of one round: the first user turn, and in a repair round the previous
    reply (its tool call) with a ``toolResult`` of status ``error`` listing the problems."""
    first = {"role": "user", "content": [{"text": first_turn(request)}]}
    if feedback is None:
        return [first]
    previous = feedback.previous.reply if isinstance(feedback.previous.reply, Mapping) else {}
    blocks = [b for b in previous.get("content") or () if isinstance(b, Mapping)]
    tool_use = _tool_use(blocks)
    if tool_use is not None:
        tool_input = tool_use.get("input")
        assistant: list[dict[str, Any]] = [
            {"text": str(b["text"])} for b in blocks if isinstance(b.get("text"), str) and b["text"]
        ]
        assistant.append(
            {
                "toolUse": {
                    "toolUseId": str(tool_use["toolUseId"]),
                    "name": TOOL_NAME,
                    "input": tool_input if isinstance(tool_input, Mapping) else {},
                }
            }
        )
        result = {
            "toolResult": {
                "toolUseId": str(tool_use["toolUseId"]),
                "content": [{"text": repair_turn(feedback)}],
                "status": "error",
            }
        }
        return [
            first,
            {"role": "assistant", "content": assistant},
            {"role": "user", "content": [result]},
        ]
    texts = [
        {"text": str(b["text"])} for b in blocks if isinstance(b.get("text"), str) and b["text"]
    ]
    return [
        first,
        {"role": "assistant", "content": texts or [{"text": f"(no {TOOL_NAME} call)"}]},
        {"role": "user", "content": [{"text": repair_turn(feedback)}]},
    ]


def _tool_use(blocks: list[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    for block in blocks:
        use = block.get("toolUse")
        if isinstance(use, Mapping) and use.get("name") == TOOL_NAME and use.get("toolUseId"):
            return use
    return None


def parse_reply(response: Mapping[str, Any], model_id: str) -> Draft:
    """The draft in a Converse reply; an unreadable one is a draft with ``problems``."""
    tokens = response.get("usage") or {}
    usage = Usage(int(tokens.get("inputTokens", 0)), int(tokens.get("outputTokens", 0)))
    message = (response.get("output") or {}).get("message") or {}
    blocks = [b for b in message.get("content") or () if isinstance(b, Mapping)]
    reply = {"content": blocks}
    cut_off = response.get("stopReason") == "max_tokens"
    tool_use = _tool_use(blocks)
    problems: list[str] = []
    if cut_off:
        problems.append("the reply was cut off at the output token limit: write a shorter body")
    if tool_use is None:
        if not cut_off:
            problems.append(f"the reply did not call the {TOOL_NAME} tool: call it with the skill")
        return Draft(
            "", "", "", usage=usage, model_id=model_id, problems=tuple(problems), reply=reply
        )
    data = tool_use.get("input")
    if not isinstance(data, Mapping):
        problems.append(f"the {TOOL_NAME} input must be an object with {', '.join(_FIELDS[:4])}")
        return Draft(
            "", "", "", usage=usage, model_id=model_id, problems=tuple(problems), reply=reply
        )
    unknown = sorted(str(key)[:40] for key in data if key not in _FIELDS)
    if unknown:
        problems.append(f"{TOOL_NAME} takes only {', '.join(_FIELDS)}; drop {', '.join(unknown)}")
    name, description, body = (
        _text(data, key, problems) for key in ("name", "description", "body")
    )
    tags, args = _texts(data, "tags", problems), _texts(data, "args", problems)
    return Draft(
        name=name,
        description=description,
        body=body,
        tags=tags,
        args=args,
        usage=usage,
        model_id=model_id,
        problems=tuple(problems),
        reply=reply,
    )


def _text(data: Mapping[str, Any], key: str, problems: list[str]) -> str:
    value = data.get(key)
    if isinstance(value, str):
        return value
    problems.append(f"{key}: {'missing' if value is None else 'must be a string'}")
    return ""


def _texts(data: Mapping[str, Any], key: str, problems: list[str]) -> tuple[str, ...]:
    value = data.get(key)
    if value is None:
        return ()
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    problems.append(f"{key}: must be a list of strings")
    return ()


__all__ = [
    "DEFAULT_MAX_TOKENS",
    "MODEL_CLIENT_CONFIG",
    "RETRYABLE_CODES",
    "BedrockDrafter",
    "error_detail",
    "messages",
    "model_client",
    "parse_reply",
    "retryable",
]
