# serverless-skills: every check has a target. `make test` is what CI runs (.ci/run).
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
TOOLS ?= .venv-tools
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
PORT ?= 3000
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: install lint typecheck unit test run bench openapi clean

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

unit: install
	$(VENV)/bin/pytest -q

# The whole suite: lint, types, the template checks and build, then every test.
test: lint typecheck check-template build
	$(VENV)/bin/pytest -q

run: install
	$(PY) -m localrun.server --port $(PORT) $(RUN_ARGS)

bench: install
	$(PY) scripts/bench_core.py

openapi: install
	$(PY) scripts/generate_openapi.py

clean:
	rm -rf .aws-sam .pytest_cache .mypy_cache .ruff_cache

-include mk/template.mk
