"""Lambda's SQS event source mapping, locally."""

from __future__ import annotations

import threading
from typing import Any

from .lambda_runtime import LocalFunction, log, sqs_record


class QueuePoller(threading.Thread):
    """Lambda's SQS event source mapping, locally: receive up to ``batch_size``, invoke, delete
    only what succeeded; failures return after ``retry_delay`` seconds."""

    def __init__(
        self,
        sqs: Any,
        queue_url: str,
        queue_arn: str,
        function: LocalFunction,
        batch_size: int,
        retry_delay: int,
    ) -> None:
        super().__init__(name=f"poller-{function.logical_id}", daemon=True)
        self.sqs, self.queue_url, self.queue_arn = sqs, queue_url, queue_arn
        self.function, self.batch_size, self.retry_delay = function, batch_size, retry_delay
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                self.poll_once(wait_seconds=1)
            except Exception as exc:  # keep polling, as the event source mapping does
                log(f"poller: {type(exc).__name__}: {exc}")
                self.stopping.wait(1)

    def poll_once(self, wait_seconds: int = 0) -> int:
        response = self.sqs.receive_message(
            QueueUrl=self.queue_url,
            MaxNumberOfMessages=min(self.batch_size, 10),
            WaitTimeSeconds=wait_seconds,
            AttributeNames=["All"],
            MessageAttributeNames=["All"],
        )
        messages = response.get("Messages") or []
        if not messages:
            return 0
        records = [self._record(m) for m in messages]
        try:
            result = self.function({"Records": records}) or {}
            failed = {f["itemIdentifier"] for f in result.get("batchItemFailures") or []}
        except Exception as exc:  # the whole batch failed: everything comes back
            log(f"{self.function.logical_id} raised {type(exc).__name__}; batch will be retried")
            failed = {m["MessageId"] for m in messages}
        for message in messages:
            if message["MessageId"] in failed:
                self.sqs.change_message_visibility(
                    QueueUrl=self.queue_url,
                    ReceiptHandle=message["ReceiptHandle"],
                    VisibilityTimeout=self.retry_delay,
                )
            else:
                self.sqs.delete_message(
                    QueueUrl=self.queue_url, ReceiptHandle=message["ReceiptHandle"]
                )
        log(f"{self.function.logical_id}: {len(messages) - len(failed)} ok, {len(failed)} failed")
        return len(messages)

    def _record(self, message: dict[str, Any]) -> dict[str, Any]:
        return sqs_record(message, self.queue_arn)
