# talentgraph: the two commands of the README, and their parts.
#   make demo   ingest the bundled example profiles, print shared employers, write out/graph.html
#   make test   install what the tests need and run format check, lint, types and the whole suite

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.talentgraph-installed

.PHONY: demo test install test-deps check pytest bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --editable '.[test]'
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(BIN)/talentgraph ingest data/examples/
	$(BIN)/talentgraph shared-employers
	$(BIN)/talentgraph viz --out out/graph.html --title "talentgraph demo: bundled example profiles"

# Headless Chromium and Debian's chromium-driver for the browser tests (Debian/Ubuntu as root);
# elsewhere those tests skip, except under CI=true where a missing browser fails the run.
test-deps: install
	@if ! command -v chromedriver >/dev/null 2>&1 || \
	   { ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; }; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing chromium and chromium-driver (headless browser for tests)"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null) \
	      || echo "could not install chromium; browser tests will skip (or fail under CI)"; \
	  else echo "no chromium/chromedriver and no root apt-get: browser tests will skip (or fail under CI)"; fi; \
	fi

check: install
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

pytest: install
	$(BIN)/pytest

test: test-deps check pytest

bench: install
	$(BIN)/python benchmarks/run.py
	$(BIN)/python benchmarks/bench_accuracy.py --append benchmarks/RESULTS.md
	$(BIN)/python benchmarks/bench_pdf.py
	@echo "analysis at scale (slow): $(BIN)/python benchmarks/bench_analysis.py 10000 100000"

clean:
	rm -rf out talentgraph-store .pytest_cache .mypy_cache .ruff_cache
