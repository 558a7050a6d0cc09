# serverless-skills: every check has a target. `make test` is what CI runs (.ci/run).
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
TOOLS ?= .venv-tools
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
PORT ?= 3000
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: install lint typecheck unit fast test run replay bench speed openapi clean

install: $(STAMP)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	@touch $(STAMP)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

typecheck: install
	$(VENV)/bin/mypy

# Unit and service tests only: no sockets (their conftest.py refuses them), no AWS, seconds.
unit: install
	$(VENV)/bin/pytest -q tests/unit tests/service

# The inner loop: lint, types, and every in-process test (unit, moto, handlers, MCP); no local
# server, template build, subprocess or conformance suite (those are marked slow or live in
# tests/e2e, tests/template and tests/packaging).
fast: lint typecheck
	$(VENV)/bin/pytest -q -m "not slow" tests/unit tests/service tests/aws tests/handlers tests/mcp

# The whole suite: lint, types, the template build, then every test, on every core (tests use
# free ports and their own temporary folders; `-n 0` runs them in one process). The template
# checks of `make check-template` run inside it (tests/template/test_template_lint.py runs
# both linters on template.yaml and on copies with planted mistakes), so not twice.
test: lint typecheck build
	$(VENV)/bin/pytest -q -n auto --dist worksteal

run: install
	$(PY) -m localrun.server --port $(PORT) $(RUN_ARGS)

# A sample of events/ against `make run` without Docker: make replay EVENT=events/catalog.json
replay:
	PYTHONPATH=. $(PY) scripts/replay_event.py "$(EVENT)" --url http://127.0.0.1:$(PORT) $(REPLAY_ARGS)

bench: install
	$(PY) scripts/bench_core.py

# The restructuring's speed figures: handler import time, parsing, inline catalogs.
speed: install
	$(PY) scripts/bench_speed.py

openapi: install
	$(PY) scripts/generate_openapi.py

clean:
	rm -rf .aws-sam .pytest_cache .mypy_cache .ruff_cache

-include mk/template.mk
