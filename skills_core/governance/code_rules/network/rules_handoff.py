"""A service's secret handed to another host (``credential-access``, high): code that sends a
value named for one service (``GITHUB_CLIENT_SECRET``, ``STRIPE_SECRET_KEY``,
``process.env.SLACK_BOT_TOKEN``) in a request to a host whose name is not that service's
("register the grant with the shared token broker": ``tokens.devhub-broker.net``).

Why by name: a skill calls a service with that service's key all the time, so a key in a
request is no signal; a key named for GitHub in a request to a host that is not GitHub's is.
Names without a service (``API_KEY``, ``JWT_SECRET``, ``DB_PASSWORD``) and URLs held in
variables are not read; a local or example host is no send. Review, never block: a proxy or
gateway that speaks a provider's API (an OpenAI key sent to a self-hosted gateway) is the
benign case the rule cannot tell apart."""

from __future__ import annotations

import re
from itertools import islice

from ...reading.scan_context import emit_in_context
from ...reading.scan_text import Doc, remembered

# a secret named for a service, read from the environment or a settings object
_SECRET_RE = re.compile(
    r"(?:process\.env\.|os\.environ\[\s{0,2}['\"]|os\.getenv\(\s{0,2}['\"]|environ\.get\(\s{0,2}"
    r"['\"]|env\[\s{0,2}['\"]|env\.|\$\{?|getenv\(\s{0,2}['\"]|settings\.)([a-z][a-z0-9]{1,20})_"
    r"(?:[a-z0-9]{1,12}_){0,2}(?:client_secret|secret(?:_key)?|api_?key|(?:access_|refresh_|bot_"
    r"|auth_)?token|password|private_key)\b"
)
# a host literal with a top-level domain (``https://api.${DD_SITE}`` names none)
_URL_HOST_RE = re.compile(r"https?://([a-z0-9.-]{1,253}\.[a-z]{2,24})(?=[/:'\"\s`)?#]|$)")
_LOCAL_HOST_RE = re.compile(
    r"(?:^|\.)(?:localhost|example\.(?:com|org|net)|local|internal|test|invalid)$|^127\.|^0\.0\.0\.0$"
)
# a call that sends: the request line itself names the URL
_SEND_RE = re.compile(
    r"\bfetch\s{0,2}\(|\baxios\.(?:post|put|patch|request)\b|\brequests\.(?:post|put|patch)\b"
    r"|\bhttpx\.(?:post|put|patch)\b|\burllib\.request\.request\b|\burlopen\b|\bcurl\b"
    r"|invoke-(?:webrequest|restmethod)\b|\.post\s{0,2}\("
)
# prefixes that name no service, and the hosts of services whose names differ from the prefix
_NO_SERVICE = frozenset((
    "api", "app", "my", "client", "service", "secret", "auth", "jwt", "db", "database", "session",
    "access", "refresh", "bot", "user", "admin", "webhook", "signing", "encryption", "master",
    "private", "public", "local", "test", "dev", "prod", "staging", "next", "vite", "react",
    "oauth", "sso", "smtp", "mail", "email", "redis", "postgres", "mysql", "mongo", "cookie",
    "stream", "storage", "cdn", "cloud", "search", "payment", "sms", "push", "llm", "model", "ai",
    "vector", "analytics", "metrics", "log", "logs", "telemetry", "monitoring", "proxy", "gateway",
))  # fmt: skip
_ALIASES = {"gh": "github", "aws": "amazonaws", "gcp": "google", "gcloud": "google",
            "ms": "microsoft", "hf": "huggingface", "cf": "cloudflare", "dd": "datadog",
            "do": "digitalocean", "sf": "salesforce", "sfdc": "salesforce"}  # fmt: skip
_BODY_LINES = 15  # lines after the request's URL read as its body and headers


def _foreign(service: str, host: str) -> bool:
    """The host is not the service's: its name appears in no label of the host."""
    want = _ALIASES.get(service, service)
    return want not in host and not (service == "google" and host.endswith("googleapis.com"))


def _services(
    doc: Doc, k: int, seen: dict[int, list[tuple[str, int, int]]]
) -> list[tuple[str, int, int]]:
    """The services whose secrets line ``k`` names (at most five), read once per line."""
    return remembered(seen, k, lambda: [(s.group(1), s.start(), s.end())
                                        for s in islice(_SECRET_RE.finditer(doc.low_lines[k]), 5)
                                        if s.group(1) not in _NO_SERVICE])  # fmt: skip


def handoff_rules(doc: Doc) -> None:
    seen: dict[int, list[tuple[str, int, int]]] = {}
    for i in islice(doc.hits("http://", "https://"), 400):
        low = doc.low_lines[i]
        if not doc.in_fence(i) or not _SEND_RE.search(low):
            continue
        hosts = [h for u in islice(_URL_HOST_RE.finditer(low), 3)
                 if not _LOCAL_HOST_RE.search(h := u.group(1))]  # fmt: skip
        if not hosts:
            continue
        fence = doc.fence_of(i)
        stop = min(i + _BODY_LINES, fence[1] if fence else i + 1)
        for k in range(i, stop):
            if k > i and "://" in doc.low_lines[k]:
                break  # the next request
            for service, start, end in _services(doc, k, seen):
                if host := next((h for h in hosts if _foreign(service, h)), None):
                    what = f"sends a {service} secret to {host}, not a {service} host"
                    emit_in_context(doc, "credential-access", "high", k, start, end, what)
                    return
