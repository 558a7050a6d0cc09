"""Read ``template.yaml`` for the local run and the tests: a YAML loader that understands the
CloudFormation short forms, plus the shapes a local stand-in needs (DynamoDB ``create_table``
arguments, queues with their redrive settings, HTTP routes and SQS event sources).

The values come from the template itself, so the local run cannot drift from the deployment.
Intrinsic functions are kept as plain data (``{"Ref": "X"}``, ``{"Fn::GetAtt": ["X", "Arn"]}``),
never evaluated."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import yaml

TEMPLATE_PATH = Path(__file__).resolve().parent.parent / "template.yaml"

#: Short-form tag -> the long-form key it stands for.
SHORT_FORMS: dict[str, str] = {
    "!Ref": "Ref",
    "!Condition": "Condition",
    "!GetAtt": "Fn::GetAtt",
    "!Sub": "Fn::Sub",
    "!If": "Fn::If",
    "!Equals": "Fn::Equals",
    "!Not": "Fn::Not",
    "!And": "Fn::And",
    "!Or": "Fn::Or",
    "!Select": "Fn::Select",
    "!Split": "Fn::Split",
    "!Join": "Fn::Join",
    "!FindInMap": "Fn::FindInMap",
    "!ImportValue": "Fn::ImportValue",
    "!GetAZs": "Fn::GetAZs",
    "!Base64": "Fn::Base64",
    "!Cidr": "Fn::Cidr",
}

_SQS_DEFAULT_VISIBILITY_TIMEOUT = 30
_SQS_DEFAULT_RETENTION = 345600
_SQS_EVENT_DEFAULT_BATCH_SIZE = 10


class TemplateError(ValueError):
    """The template lacks something the caller asked for, or has a shape we cannot use."""


class _TemplateLoader(yaml.SafeLoader):
    """SafeLoader + CloudFormation tags; dates stay strings and duplicate keys are errors
    (CloudFormation reads ``Version: 2012-10-17`` as text and rejects duplicates)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Hashable, Any]:
        self.flatten_mapping(node)
        mapping: dict[Hashable, Any] = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=deep)
            if not isinstance(key, Hashable):
                raise TemplateError(f"unhashable mapping key at {key_node.start_mark}")
            if key in mapping:
                raise TemplateError(
                    f"duplicate key {key!r} at {key_node.start_mark}: remove one of them"
                )
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


_TemplateLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _short_form(key: str) -> Callable[[_TemplateLoader, yaml.Node], dict[str, Any]]:
    def construct(loader: _TemplateLoader, node: yaml.Node) -> dict[str, Any]:
        value: Any
        if isinstance(node, yaml.ScalarNode):
            value = loader.construct_scalar(node)
            if key == "Fn::GetAtt":
                resource_name, dot, attribute = str(value).partition(".")
                if not dot or not resource_name or not attribute:
                    raise TemplateError(
                        f"!GetAtt {value!r} at {node.start_mark}: write !GetAtt Resource.Attribute"
                    )
                value = [resource_name, attribute]
        elif isinstance(node, yaml.SequenceNode):
            value = loader.construct_sequence(node, deep=True)
        elif isinstance(node, yaml.MappingNode):
            value = loader.construct_mapping(node, deep=True)
        else:  # pragma: no cover - yaml has no other node kinds
            raise TemplateError(f"unexpected node for {key} at {node.start_mark}")
        return {key: value}

    return construct


for _tag, _key in SHORT_FORMS.items():
    _TemplateLoader.add_constructor(_tag, _short_form(_key))


def parse_template(text: str) -> dict[str, Any]:
    """Parse template text (short forms become long-form dicts)."""
    data = yaml.load(text, Loader=_TemplateLoader)  # noqa: S506 - a SafeLoader subclass
    if not isinstance(data, dict) or not isinstance(data.get("Resources"), dict):
        raise TemplateError("not a CloudFormation template: no top-level Resources mapping")
    return data


def load_template(path: str | Path | None = None) -> dict[str, Any]:
    """Load ``template.yaml`` (the repository's own unless ``path`` is given)."""
    template_path = Path(path) if path is not None else TEMPLATE_PATH
    return parse_template(template_path.read_text(encoding="utf-8"))


def resource(template: dict[str, Any], logical_id: str) -> dict[str, Any]:
    """One resource (``Type``, ``Properties``, ...); the error lists the ones that exist."""
    resources: dict[str, Any] = template["Resources"]
    found = resources.get(logical_id)
    if not isinstance(found, dict):
        available = ", ".join(sorted(resources))
        raise TemplateError(f"resource {logical_id!r} not in the template; resources: {available}")
    return found


def resources_of_type(template: dict[str, Any], resource_type: str) -> dict[str, dict[str, Any]]:
    """Every resource of one type, by logical ID, in template order."""
    return {
        logical_id: res
        for logical_id, res in template["Resources"].items()
        if isinstance(res, dict) and res.get("Type") == resource_type
    }


def _properties(res: dict[str, Any]) -> dict[str, Any]:
    props = res.get("Properties") or {}
    if not isinstance(props, dict):
        raise TemplateError(f"Properties of a {res.get('Type')} must be a mapping")
    return props


def _typed(template: dict[str, Any], logical_id: str, resource_type: str) -> dict[str, Any]:
    res = resource(template, logical_id)
    if res.get("Type") != resource_type:
        raise TemplateError(f"{logical_id} is a {res.get('Type')}, not a {resource_type}")
    return _properties(res)


def _is_intrinsic(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and len(value) == 1
        and next(iter(value)) in {"Ref", "Condition", *SHORT_FORMS.values()}
    )


def _literal(value: Any, where: str) -> Any:
    """A deep copy of ``value``, refusing intrinsic functions (the local run cannot resolve
    them in key schemas or queue settings)."""
    if _is_intrinsic(value):
        raise TemplateError(f"{where}: {value!r} is an intrinsic function; use a literal value")
    if isinstance(value, dict):
        return {k: _literal(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [_literal(v, f"{where}[{i}]") for i, v in enumerate(value)]
    return copy.copy(value)


def _throughput(value: Any, where: str) -> dict[str, int]:
    literal = _literal(value, where)
    return {
        "ReadCapacityUnits": int(literal["ReadCapacityUnits"]),
        "WriteCapacityUnits": int(literal["WriteCapacityUnits"]),
    }


def dynamodb_create_table_kwargs(
    template: dict[str, Any], logical_id: str, table_name: str
) -> dict[str, Any]:
    """Arguments for boto3 ``dynamodb.create_table`` built from an ``AWS::DynamoDB::Table``."""
    props = _typed(template, logical_id, "AWS::DynamoDB::Table")
    billing = str(props.get("BillingMode", "PROVISIONED"))
    kwargs: dict[str, Any] = {
        "TableName": table_name,
        "KeySchema": _literal(props["KeySchema"], f"{logical_id}.KeySchema"),
        "AttributeDefinitions": _literal(
            props["AttributeDefinitions"], f"{logical_id}.AttributeDefinitions"
        ),
        "BillingMode": billing,
    }
    stream = props.get("StreamSpecification")
    if stream:
        view = _literal(stream, f"{logical_id}.StreamSpecification")["StreamViewType"]
        kwargs["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": view}
    provisioned = billing == "PROVISIONED"
    if provisioned:
        kwargs["ProvisionedThroughput"] = _throughput(
            props.get("ProvisionedThroughput"), f"{logical_id}.ProvisionedThroughput"
        )
    for index_kind in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
        indexes = props.get(index_kind)
        if not indexes:
            continue
        built = []
        for i, index in enumerate(_literal(indexes, f"{logical_id}.{index_kind}")):
            entry = {
                "IndexName": index["IndexName"],
                "KeySchema": index["KeySchema"],
                "Projection": index.get("Projection", {"ProjectionType": "ALL"}),
            }
            if provisioned and index_kind == "GlobalSecondaryIndexes":
                entry["ProvisionedThroughput"] = _throughput(
                    index.get("ProvisionedThroughput"), f"{logical_id}.{index_kind}[{i}]"
                )
            built.append(entry)
        kwargs[index_kind] = built
    stream = props.get("StreamSpecification")
    if stream:  # the stream that feeds the review and projection functions
        view = _literal(stream, f"{logical_id}.StreamSpecification")["StreamViewType"]
        kwargs["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": str(view)}
    return kwargs


def dynamodb_time_to_live(template: dict[str, Any], logical_id: str) -> dict[str, Any] | None:
    """``TimeToLiveSpecification`` for boto3 ``update_time_to_live``, or ``None`` without TTL."""
    props = _typed(template, logical_id, "AWS::DynamoDB::Table")
    spec = props.get("TimeToLiveSpecification")
    if not spec:
        return None
    literal = _literal(spec, f"{logical_id}.TimeToLiveSpecification")
    return {"AttributeName": str(literal["AttributeName"]), "Enabled": bool(literal["Enabled"])}


@dataclass(frozen=True)
class QueueDefinition:
    """An ``AWS::SQS::Queue`` as the local run recreates it."""

    logical_id: str
    visibility_timeout: int
    message_retention_period: int
    dead_letter_queue: str | None = None
    """Logical ID of the dead-letter queue (from the RedrivePolicy), if any."""
    max_receive_count: int | None = None
    fifo: bool = False

    def attributes(self, dead_letter_queue_arn: str | None = None) -> dict[str, str]:
        """``Attributes`` for boto3 ``sqs.create_queue``; pass the dead-letter queue's ARN
        when there is one (create it first: ``queue_definitions`` lists it first)."""
        attributes = {
            "VisibilityTimeout": str(self.visibility_timeout),
            "MessageRetentionPeriod": str(self.message_retention_period),
        }
        if self.fifo:
            attributes["FifoQueue"] = "true"
        if self.dead_letter_queue is not None:
            if dead_letter_queue_arn is None:
                raise TemplateError(
                    f"{self.logical_id} has dead-letter queue {self.dead_letter_queue}: "
                    "pass its ARN"
                )
            attributes["RedrivePolicy"] = json.dumps(
                {
                    "deadLetterTargetArn": dead_letter_queue_arn,
                    "maxReceiveCount": self.max_receive_count,
                }
            )
        return attributes


def _getatt_arn_target(value: Any, where: str) -> str:
    if (
        isinstance(value, dict)
        and isinstance(value.get("Fn::GetAtt"), list)
        and len(value["Fn::GetAtt"]) == 2
        and value["Fn::GetAtt"][1] == "Arn"
    ):
        return str(value["Fn::GetAtt"][0])
    raise TemplateError(f"{where}: expected !GetAtt <Queue>.Arn, got {value!r}")


def _queue_definition(logical_id: str, props: dict[str, Any]) -> QueueDefinition:
    dead_letter_queue: str | None = None
    max_receive_count: int | None = None
    redrive = props.get("RedrivePolicy")
    if isinstance(redrive, str):
        redrive = json.loads(redrive)
    if redrive:
        where = f"{logical_id}.RedrivePolicy"
        dead_letter_queue = _getatt_arn_target(redrive.get("deadLetterTargetArn"), where)
        max_receive_count = int(_literal(redrive.get("maxReceiveCount"), where))
    return QueueDefinition(
        logical_id=logical_id,
        visibility_timeout=int(
            _literal(props.get("VisibilityTimeout", _SQS_DEFAULT_VISIBILITY_TIMEOUT), logical_id)
        ),
        message_retention_period=int(
            _literal(props.get("MessageRetentionPeriod", _SQS_DEFAULT_RETENTION), logical_id)
        ),
        dead_letter_queue=dead_letter_queue,
        max_receive_count=max_receive_count,
        fifo=bool(props.get("FifoQueue", False)),
    )


def queue_definitions(template: dict[str, Any]) -> list[QueueDefinition]:
    """Every queue, each dead-letter queue before the queues that redrive into it."""
    definitions = {
        logical_id: _queue_definition(logical_id, _properties(res))
        for logical_id, res in resources_of_type(template, "AWS::SQS::Queue").items()
    }
    ordered: list[QueueDefinition] = []
    visiting: set[str] = set()

    def visit(logical_id: str) -> None:
        if any(d.logical_id == logical_id for d in ordered):
            return
        if logical_id in visiting:
            raise TemplateError(f"redrive cycle through {logical_id}")
        if logical_id not in definitions:
            raise TemplateError(f"dead-letter queue {logical_id} is not an AWS::SQS::Queue here")
        visiting.add(logical_id)
        target = definitions[logical_id].dead_letter_queue
        if target is not None:
            visit(target)
        visiting.discard(logical_id)
        ordered.append(definitions[logical_id])

    for logical_id in definitions:
        visit(logical_id)
    return ordered


def _function_globals(template: dict[str, Any]) -> dict[str, Any]:
    globals_ = template.get("Globals") or {}
    function_globals = globals_.get("Function") or {}
    if not isinstance(function_globals, dict):
        raise TemplateError("Globals.Function must be a mapping")
    return function_globals


def functions(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every ``AWS::Serverless::Function``, by logical ID."""
    return resources_of_type(template, "AWS::Serverless::Function")


def function_handler(template: dict[str, Any], logical_id: str) -> str:
    """The function's ``Handler`` (its own, else the one in ``Globals``)."""
    props = _typed(template, logical_id, "AWS::Serverless::Function")
    handler = props.get("Handler", _function_globals(template).get("Handler"))
    if not isinstance(handler, str) or "." not in handler:
        raise TemplateError(f"{logical_id} has no Handler of the form module.function")
    return handler


def function_environment(template: dict[str, Any], logical_id: str) -> dict[str, Any]:
    """Environment variables of a function: ``Globals`` merged with its own (values raw:
    intrinsic functions stay as dicts)."""
    props = _typed(template, logical_id, "AWS::Serverless::Function")
    merged: dict[str, Any] = {}
    for source in (_function_globals(template), props):
        variables = (source.get("Environment") or {}).get("Variables") or {}
        merged.update(variables)
    return merged


class Route(NamedTuple):
    """One HTTP API route: ``(method, path, function logical ID, handler)``."""

    method: str
    path: str
    function: str
    handler: str


def function_routes(template: dict[str, Any]) -> list[Route]:
    """Every ``HttpApi`` event of every function, in template order."""
    routes: list[Route] = []
    for logical_id, res in functions(template).items():
        events = _properties(res).get("Events") or {}
        for event in events.values():
            if event.get("Type") != "HttpApi":
                continue
            props = event.get("Properties") or {}
            routes.append(
                Route(
                    method=str(props.get("Method", "ANY")).upper(),
                    path=str(props.get("Path", "$default")),
                    function=logical_id,
                    handler=function_handler(template, logical_id),
                )
            )
    return routes


class SqsEventSource(NamedTuple):
    """One ``SQS`` event of a function, as the local poller mimics it."""

    function: str
    handler: str
    queue: str
    """Logical ID of the queue."""
    batch_size: int
    report_batch_item_failures: bool


def sqs_event_sources(template: dict[str, Any]) -> list[SqsEventSource]:
    """Every ``SQS`` event of every function, in template order."""
    sources: list[SqsEventSource] = []
    for logical_id, res in functions(template).items():
        events = _properties(res).get("Events") or {}
        for name, event in events.items():
            if event.get("Type") != "SQS":
                continue
            props = event.get("Properties") or {}
            where = f"{logical_id}.Events.{name}"
            sources.append(
                SqsEventSource(
                    function=logical_id,
                    handler=function_handler(template, logical_id),
                    queue=_getatt_arn_target(props.get("Queue"), where),
                    batch_size=int(props.get("BatchSize", _SQS_EVENT_DEFAULT_BATCH_SIZE)),
                    report_batch_item_failures="ReportBatchItemFailures"
                    in (props.get("FunctionResponseTypes") or []),
                )
            )
    return sources


__all__ = [
    "SHORT_FORMS",
    "TEMPLATE_PATH",
    "QueueDefinition",
    "Route",
    "SqsEventSource",
    "TemplateError",
    "dynamodb_create_table_kwargs",
    "dynamodb_time_to_live",
    "function_environment",
    "function_handler",
    "function_routes",
    "functions",
    "load_template",
    "parse_template",
    "queue_definitions",
    "resource",
    "resources_of_type",
    "sqs_event_sources",
]
