# Set-up commands (see README): `make play` builds and serves the game, `make test` runs every test.
PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
PORT   ?= 8000

.PHONY: test test-core play build install chromium

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip==24.3.1
	$(VPY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# npm ci (clean install from package-lock.json) when node_modules is missing
# or older than the lock file.
$(NODE_STAMP): package-lock.json package.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

## build: assemble dist/ (web page + core package + vendored Pyodide and PyScript);
## the venv's Python compiles the message catalogs (Babel)
build: $(STAMP) $(NODE_STAMP)
	$(VPY) build/build.py

## play: build, then serve dist/ on http://127.0.0.1:$(PORT)/
play: build
	$(PYTHON) build/serve.py $(PORT)

# Debian's chromium for the browser tests (installs it when root, else explains).
chromium:
	bash build/ensure-chromium.sh

## test: every test (rules core, simulations, end-to-end browser tests)
test: $(STAMP) build chromium
	$(VPY) -m pytest -n 2

## test-core: the rules-core tests only (no browser)
test-core: $(STAMP)
	$(VPY) -m pytest -n 2 -m "not e2e"
