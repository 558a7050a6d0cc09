"""When code that runs something remote or hidden deserves a human look (high, ``review``)
rather than a refusal (critical, ``block``): the skill installs its own tool from the tool's
own site, a teaching example points at a placeholder host, or a decoded literal is harmless.

Why: real skills install their tool with the vendor's one-line installer (``curl -fsSL
https://bun.sh/install | bash`` in a Bun skill), pentest lessons show reverse shells to
``ATTACKER_IP``, XSS lessons show ``eval(atob('YWxlcnQoMSk='))``. An attacker's payload comes
from a host that has nothing to do with the skill, a raw IP or a paste site, or decodes to a
command; those stay critical."""

from __future__ import annotations

import base64
import binascii
import re
from itertools import islice

from ..reading.scan_text import Doc
from .danger_patterns import EXFIL_HOST_RE, danger

_URL_RE = re.compile(r"(https?)://([a-z0-9.-]{1,253})(?::\d{1,5})?(/[^\s'\"`|)<>]{0,300})?")
_GENERIC = frozenset(("www", "get", "cli", "install", "installer", "sh", "dl", "download",
                      "downloads", "raw", "cdn", "api", "docs", "setup", "run", "static",
                      "releases", "release", "assets", "github", "githubusercontent", "objects",
                      "pkg", "packages", "deb", "rpm", "apt", "main", "master", "head", "refs",
                      "heads", "latest", "scripts", "script", "bin", "com", "org", "net", "io",
                      "dev", "app", "sdk", "tools"))  # fmt: skip
_PASTE_HOSTS = ("gist.github", "pastebin.", "glot.io", "hastebin", "paste.", "ghostbin",
                "rentry.", "termbin", "dpaste", "controlc.")  # fmt: skip
# installers that countless public skills call, from the tools' own sites
_WELL_KNOWN = frozenset(("sh.rustup.rs", "astral.sh", "bun.sh", "deno.land", "get.docker.com",
                         "deb.nodesource.com", "rpm.nodesource.com", "get.pnpm.io",
                         "sdk.cloud.google.com", "aka.ms", "ollama.com", "tailscale.com",
                         "fly.io", "foundry.paradigm.xyz", "rclone.org", "pyenv.run",
                         "install.python-poetry.org", "get.helm.sh", "fluxcd.io",
                         "run.linkerd.io", "starship.rs", "claude.ai", "cursor.com",
                         "get.k3s.io", "sh.vector.dev", "community.chocolatey.org",
                         "brew.sh", "nixos.org", "install.determinate.systems"))  # fmt: skip
_KNOWN_REPOS = ("homebrew/install", "nvm-sh/nvm")
_GITHUB_HOSTS = ("github.com", "raw.githubusercontent.com", "objects.githubusercontent.com")
_PLACEHOLDER_RE = re.compile(
    r"attacker|your[_-]?(?:ip|host|server)|lhost|rhost|<[a-z_ -]{1,20}>|\b(?:10|127)\.\d{1,3}\."
    r"\d{1,3}\.\d{1,3}\b|\b192\.168\.\d{1,3}\.\d{1,3}\b|\bx\.x\.x\.x\b|\$\{?(?:ip|host|lhost)\b"
    # the URL left out ("curl … | sh" in a table of patterns): a pattern, not a command
    r"|\b(?:curl|wget|iwr|irm)\s{1,3}(?:-{1,2}[\w-]{1,12}\s{1,3}){0,3}(?:…|\.{3})"
)
_B64_LITERAL_RE = re.compile(r"['\"]([a-z0-9+/]{8,400}={0,2})['\"]", re.I)


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _about(doc: Doc, i: int) -> str:
    """What the skill says it is about: frontmatter, the first heading, the heading of line i
    (the first two read once per doc)."""
    head: str | None = getattr(doc, "_about", None)
    if head is None:
        fm = " ".join(doc.low_lines[j] for j in doc.frontmatter_lines())
        first = next((doc.low_lines[j] for j in range(doc.fm_end + 1, min(len(doc.lines),
                                                                          doc.fm_end + 40))
                      if doc.low_lines[j].startswith("#")), "")  # fmt: skip
        head = doc._about = _norm(fm[:5000] + " " + first[:500])  # type: ignore[attr-defined]
    return head + _norm(doc.heading(i)[:500])


def _labels(host: str, path: str) -> list[str]:
    labels = [p for p in host.split(".")[:-1] if p not in _GENERIC]
    if host in _GITHUB_HOSTS:
        labels += [p for p in path.split("/")[1:3] if p not in _GENERIC]
    return [_norm(p) for p in labels if len(_norm(p)) >= 3]


def _org_word(host: str, path: str) -> str:
    """The first word of a GitHub owner named for its product (``render-oss`` for Render),
    which must be in the skill's own name: a word like ``deploy`` is in many a description."""
    if host not in _GITHUB_HOSTS:
        return ""
    owner = path.split("/")[1] if path.count("/") >= 2 else ""
    word = re.split(r"[-_.]", owner)[0]
    return word if len(word) >= 4 and word != owner and word not in _GENERIC else ""


def _name(doc: Doc) -> str:
    """The skill's ``name:`` as written in its frontmatter, lowercase ("" without one)."""
    for j in doc.frontmatter_lines():
        if doc.low_lines[j].startswith("name:"):
            return doc.low_lines[j][5:300]
    return ""


def first_party(doc: Doc, i: int, low: str) -> bool:
    """Every URL on the line (the fetch may follow the shell that runs it: ``bash -c "$(curl
    …)"``) is HTTPS to a named host that is the skill's own tool (its name appears in the
    frontmatter or headings) or a well-known installer."""
    urls = list(islice(_URL_RE.finditer(low), 5))
    if not urls:
        return False
    about = None
    for u in urls:
        scheme, host, path = u.group(1), u.group(2).rstrip("."), u.group(3) or ""
        if scheme != "https" or not re.search(r"[a-z]", host.rsplit(".", 1)[-1]):
            return False
        if host.startswith("xn--") or ".xn--" in host or EXFIL_HOST_RE.search(host):
            return False
        if any(p in host for p in _PASTE_HOSTS):
            return False
        if host in _WELL_KNOWN or any(host.endswith("." + k) for k in _WELL_KNOWN):
            continue
        if host == "raw.githubusercontent.com" and path.lower().lstrip("/").startswith(
                _KNOWN_REPOS):  # fmt: skip
            continue
        about = _about(doc, i) if about is None else about
        if not any(label in about for label in _labels(host, path)) and not (
                (word := _org_word(host, path)) and word in _name(doc)):  # fmt: skip
            return False
    return True


def placeholder_target(low: str) -> bool:
    """The remote end is a placeholder or a private address: a lesson, not a live attack."""
    return bool(_PLACEHOLDER_RE.search(low))


def harmless_literal(low: str) -> bool:
    """Every base64 literal on the line decodes to readable text with nothing dangerous in it
    (``atob('YWxlcnQoMSk=')`` is ``alert(1)``)."""
    found = False
    for m in islice(_B64_LITERAL_RE.finditer(low), 5):
        token = m.group(1)
        try:
            raw = base64.b64decode(token + "=" * (-len(token) % 4), validate=True)
        except (ValueError, binascii.Error):
            continue
        text = raw.decode("utf-8", errors="replace")
        if not text.isprintable() or danger(text) or re.search(r"https?:|/dev/|curl|wget", text):
            return False
        found = True
    return found
