"""Package names a skill installs, read against the names attackers imitate: ``squat`` says
when a name is one edit away from a well-known PyPI or npm package without being a known
package itself (``reqeusts``, ``crossenv``, ``colourama``), ``fork`` when a well-known package
is installed from someone else's repository instead of the registry
(``pip install git+https://github.com/someone/requests``).

The lists hold widely used packages (the names typo-squatting campaigns copy) and, beside
them, real packages one edit from those (``scapy`` beside ``scipy``, ``boto`` beside
``boto3``): a near name on that list is a package of its own, not a squat. Names under five
characters are too short to tell an edit from another word."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

POPULAR_PYPI = frozenset(
    """
requests numpy pandas scipy matplotlib django flask fastapi boto3 botocore urllib3 setuptools
pyyaml cryptography pillow beautifulsoup4 selenium pytest tensorflow torch torchvision
transformers openai anthropic langchain httpx aiohttp pydantic sqlalchemy psycopg2
psycopg2-binary pymongo redis celery jinja2 click colorama python-dateutil certifi idna
charset-normalizer lxml openpyxl xlrd scikit-learn keras opencv-python playwright paramiko
pyjwt docker kubernetes uvicorn gunicorn streamlit gradio huggingface-hub datasets tokenizers
safetensors accelerate diffusers tiktoken nltk spacy gensim seaborn plotly networkx sympy
pyarrow polars duckdb pytz markdown pygments sphinx black mypy flake8 pylint isort coverage
virtualenv twine pyinstaller cython numba jupyter ipython notebook jupyterlab ipykernel psutil
pywin32 pyautogui pynput discord-py python-telegram-bot telethon tweepy web3 solana solders
ccxt yfinance python-docx python-pptx pypdf pdfplumber pymupdf reportlab markitdown
google-generativeai google-api-python-client azure-identity azure-storage-blob langchain-openai
langchain-community llama-index chromadb faiss-cpu sentence-transformers openai-whisper yt-dlp
moviepy pydub librosa soundfile ffmpeg-python pytesseract easyocr mcp fastmcp pyperclip keyring
python-dotenv loguru tqdm rich typer httpcore websockets grpcio protobuf
""".split()  # noqa: SIM905
)
POPULAR_NPM = frozenset(
    """
react react-dom lodash express axios chalk commander typescript webpack vite next vue eslint
prettier jest mocha moment dayjs uuid dotenv cors body-parser mongoose sequelize prisma
socket.io node-fetch cross-env nodemon rimraf yargs inquirer debug request puppeteer playwright
cheerio jsonwebtoken bcrypt bcryptjs passport redux tailwindcss postcss autoprefixer esbuild
rollup openai langchain discord.js telegraf ethers web3 electron colors underscore bluebird
fs-extra semver minimist chokidar nanoid classnames styled-components framer-motion three
chart.js sharp nodemailer twilio stripe aws-sdk firebase mysql mysql2 sqlite3 ioredis kafkajs
graphql vitest cypress husky lint-staged concurrently http-server create-react-app
create-next-app vercel netlify-cli wrangler serverless nx turbo
""".split()  # noqa: SIM905
)
# real packages one edit from a popular name: not squats
NEAR_REAL = frozenset(
    """
scapy boto boto2 pytest-cov jinja jwt redis-py request requestes-mock pillow-simd
plotly-express keras-nlp torchx torchaudio flask-cors dash openai-agents anthropic-sdk
tiktoken-rs spacy-legacy black-jupyter isort5 mypy-extensions pylint-django coverage5
numpy-financial pandas-ta selenium-wire docker-py docker-compose ray rq rush react-dnd vue-i18n
next-auth chalk-animation commander-js yarn pnpm bun moment-timezone dayjs-plugin-utc debug-js
colors-cli mocha-junit axios-retry esbuild-wasm vite-node jest-cli puppeteer-core
cheerio-httpcli yargs-parser ethers5 web3-utils prism prisma-client nodemon-webpack-plugin
semver-regex sharp-cli mysql-client pyyml pyaml requests openapi network python space
""".split()  # noqa: SIM905
)
CANONICAL_OWNERS = {
    "requests": ("psf", "kennethreitz"), "django": ("django",), "flask": ("pallets",),
    "fastapi": ("fastapi", "tiangolo"), "numpy": ("numpy",), "pandas": ("pandas-dev",),
    "scipy": ("scipy",), "matplotlib": ("matplotlib",), "urllib3": ("urllib3",),
    "pyyaml": ("yaml",), "cryptography": ("pyca",), "pillow": ("python-pillow",),
    "transformers": ("huggingface",), "diffusers": ("huggingface",),
    "accelerate": ("huggingface",), "datasets": ("huggingface",), "openai": ("openai",),
    "anthropic": ("anthropics",), "langchain": ("langchain-ai", "hwchase17"),
    "httpx": ("encode",), "pydantic": ("pydantic",), "torch": ("pytorch",),
    "tensorflow": ("tensorflow",), "boto3": ("boto",), "selenium": ("seleniumhq",),
    "playwright": ("microsoft",), "yt-dlp": ("yt-dlp",), "openai-whisper": ("openai",),
    "whisper": ("openai",), "react": ("facebook",), "express": ("expressjs",),
    "axios": ("axios",), "lodash": ("lodash",), "next": ("vercel",), "vue": ("vuejs",),
}  # fmt: skip
_SEP_RE = re.compile(r"[-_.]+")


def _norm(name: str, pypi: bool) -> str:
    name = name.lower()
    return _SEP_RE.sub("-", name) if pypi else name


def _one_edit(a: str, b: str) -> bool:
    """``a`` and ``b`` differ by one insertion, deletion, substitution or swap of neighbours."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]])  # fmt: skip
    short, long = (a, b) if len(a) < len(b) else (b, a)
    k = next((k for k in range(len(short)) if short[k] != long[k]), len(short))
    return short[k:] == long[k + 1 :]


def _neighbours(name: str) -> Iterator[str]:
    """``name`` and ``name`` less each one character: two names one edit apart (a
    substitution, insertion, deletion or swap of neighbours) always share one of these."""
    yield name
    for k in range(len(name)):
        yield name[:k] + name[k + 1 :]


def _by_neighbour(popular: frozenset[str]) -> dict[str, tuple[str, ...]]:
    found: dict[str, set[str]] = {}
    for known in popular:
        if len(known) >= 5:
            for key in _neighbours(known):
                found.setdefault(key, set()).add(known)
    return {key: tuple(sorted(names)) for key, names in found.items()}


#: Popular names by their one-deletion neighbours: a name's candidates are found in
#: ``len(name)`` lookups, not by an edit check against every popular name (a line of
#: ``pip install`` tokens made that 100 checks a token).
_NEIGHBOURS = {True: _by_neighbour(POPULAR_PYPI), False: _by_neighbour(POPULAR_NPM)}
_LONGEST = max(map(len, POPULAR_PYPI | POPULAR_NPM))
_HYPHENLESS_NPM = {k.replace("-", ""): k for k in sorted(POPULAR_NPM, reverse=True) if len(k) >= 5}


@functools.lru_cache(maxsize=4096)
def squat(name: str, pypi: bool) -> str | None:
    """The well-known package ``name`` imitates (the first in name order), or None."""
    popular = POPULAR_PYPI if pypi else POPULAR_NPM
    name = _norm(name, pypi)
    if len(name) < 5 or name in popular or name in NEAR_REAL or name.startswith("@"):
        return None  # a scope (@types/…) belongs to its owner
    found: set[str] = set()
    if len(name) <= _LONGEST + 1:
        index = _NEIGHBOURS[pypi]
        for key in _neighbours(name):
            found.update(k for k in index.get(key, ()) if _one_edit(name, k))
    if not pypi and (same := _HYPHENLESS_NPM.get(name.replace("-", ""))):
        found.add(same)
    return min(found) if found else None


def fork(owner: str, repo: str, pypi: bool) -> str | None:
    """The well-known package that ``owner/repo`` copies from a repository not its own."""
    repo = _norm(repo.removesuffix(".git"), pypi)
    owners = CANONICAL_OWNERS.get(repo)
    if owners is None or owner.lower() in owners:
        return None
    return repo
