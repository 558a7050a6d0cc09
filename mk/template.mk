# SAM template: tools venv, lint/validate, build. Included by the main Makefile
# (`include mk/template.mk`); also usable on its own: `make -f mk/template.mk tools-venv`.
#
# aws-sam-cli pins exact boto3/click/pydantic versions, so it lives in its own venv
# ($(TOOLS)), never in the project venv ($(VENV)).
# cfn-lint is pinned to 1.53.3: 1.54-1.58 no longer run the SAM translator and exit 0 on a
# misspelled event type or a broken !Ref (tests/template/test_template_lint.py proves ours fails).

VENV ?= .venv
TOOLS ?= .venv-tools
PYTHON ?= python3
SAM_CLI_VERSION ?= 1.170.0
CFN_LINT_VERSION ?= 1.53.3
TEMPLATE ?= template.yaml

# No credentials are needed: lint and validate only need a region name, and telemetry is off.
SAM_ENV = AWS_DEFAULT_REGION=$${AWS_DEFAULT_REGION:-us-east-1} SAM_CLI_TELEMETRY=0

# The stamp names both pins: changing a pin rebuilds the tools venv, otherwise it is reused.
TOOLS_STAMP := $(TOOLS)/.installed-sam-$(SAM_CLI_VERSION)-cfnlint-$(CFN_LINT_VERSION)

# What goes into every function artifact (tests/, scripts/, docs/ and the venvs stay out).
LAMBDA_SOURCES ?= handlers skills_core bundled_skills
# pip for the artifact: the tools venv's if present (the one running `sam build`), else python3.
BUILD_PYTHON ?= $(firstword $(wildcard $(TOOLS)/bin/python) $(PYTHON))
# Lambda's /var/task is read-only: without shipped .pyc files every cold start compiles
# pydantic and Powertools from source (measured here: ~700 ms of imports instead of ~200 ms).
# .pyc files are version-specific, so only a Python 3.13 may write them; found on PATH or in
# pyenv, else the artifact ships sources only (it still works). Override with PYC_PYTHON=.
# Skill folders are not compiled: a __pycache__ there would show up as a skill resource file.
PYC_PYTHON ?= $(firstword $(shell for p in python3.13 $(wildcard $(HOME)/.pyenv/versions/3.13*/bin/python3.13); do \
	"$$p" -c 'import sys; assert sys.version_info[:2] == (3, 13); print(sys.executable)' 2>/dev/null && break; done))
LAMBDA_PIP_FLAGS ?= --platform manylinux2014_aarch64 --implementation cp --python-version 3.13 \
	--only-binary=:all: --no-compile --no-warn-conflicts --disable-pip-version-check --quiet

.PHONY: tools-venv check-template build build-CatalogFunction build-ActivationFunction \
	build-SaveFunction build-GenerateFunction build-McpFunction build-RefreshFunction \
	build-ReviewFunction build-PublicFunction build-TokenTenantFunction build-ProjectionFunction

tools-venv: $(TOOLS_STAMP)

$(TOOLS_STAMP):
	rm -rf "$(TOOLS)"
	$(PYTHON) -m venv "$(TOOLS)"
	"$(TOOLS)/bin/python" -m pip install --quiet --disable-pip-version-check \
		"aws-sam-cli==$(SAM_CLI_VERSION)" "cfn-lint==$(CFN_LINT_VERSION)"
	"$(TOOLS)/bin/cfn-lint" --version | grep -q "$(CFN_LINT_VERSION)"
	touch "$@"

check-template: tools-venv
	$(SAM_ENV) "$(TOOLS)/bin/cfn-lint" "$(TEMPLATE)"
	$(SAM_ENV) "$(TOOLS)/bin/sam" validate --lint --template-file "$(TEMPLATE)"

# --build-in-source: sam runs the build-<Function> targets in this directory instead of first
# copying the whole tree (.venv, .git, ...) to a scratch directory for every function.
# --parallel: the ten functions build at once (each into its own artifact folder); one after
# the other took 3 min 51 s here, most of it sam waiting between builds, against 54 s.
build: tools-venv
	$(SAM_ENV) "$(TOOLS)/bin/sam" build --template-file "$(TEMPLATE)" --build-in-source --parallel

# Called by `sam build` (BuildMethod: makefile) with ARTIFACTS_DIR set; one target per function.
define lambda_artifact
	@test -n "$(ARTIFACTS_DIR)" || { echo "ARTIFACTS_DIR is not set (sam build sets it)" >&2; exit 1; }
	mkdir -p "$(ARTIFACTS_DIR)"
	cp -R $(LAMBDA_SOURCES) "$(ARTIFACTS_DIR)/"
	find "$(ARTIFACTS_DIR)" -depth -name __pycache__ -type d -exec rm -rf {} +  # local 3.11 caches
	"$(BUILD_PYTHON)" -m pip install $(LAMBDA_PIP_FLAGS) --target "$(ARTIFACTS_DIR)" -r requirements.txt
	rm -rf "$(ARTIFACTS_DIR)/bin"
	@if [ -n "$(PYC_PYTHON)" ]; then \
		echo "byte-compiling the artifact with $(PYC_PYTHON)"; \
		"$(PYC_PYTHON)" -m compileall -q -j 0 --invalidation-mode unchecked-hash \
			-x '/bundled_skills/' "$(ARTIFACTS_DIR)" \
			|| echo "warning: byte-compilation failed; the artifact ships sources only" >&2; \
	else \
		echo "note: no Python 3.13 found (set PYC_PYTHON=...): no .pyc files, slower cold starts" >&2; \
	fi
endef

# The catalog function serves GET /openapi.json from the committed document.
build-CatalogFunction:
	$(lambda_artifact)
	mkdir -p "$(ARTIFACTS_DIR)/docs"
	cp docs/openapi.json "$(ARTIFACTS_DIR)/docs/openapi.json"

build-ActivationFunction:
	$(lambda_artifact)

build-SaveFunction:
	$(lambda_artifact)

build-GenerateFunction:
	$(lambda_artifact)

build-McpFunction:
	$(lambda_artifact)

build-RefreshFunction:
	$(lambda_artifact)

build-ReviewFunction:
	$(lambda_artifact)

build-PublicFunction:
	$(lambda_artifact)

build-TokenTenantFunction:
	$(lambda_artifact)

build-ProjectionFunction:
	$(lambda_artifact)
