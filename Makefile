# talentgraph: the two commands of the README, and their parts.
#   make demo   ingest the bundled example profiles, print shared employers, write out/graph.html,
#               a report and a timeline of one example person, and PNG screenshots of the three
#   make test   install what the tests need and run format check, lint, types and the whole suite

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.talentgraph-installed

.PHONY: demo screenshots test install test-deps check pytest bench clean

# the example person of the demo pages: shared employers with three others
DEMO_PERSON ?= Ivan Petrov
DEMO_OTHER  ?= Bruno Costa
DEMO_SLUG   := $(shell echo "$(DEMO_PERSON)" | tr 'A-Z ' 'a-z-')
SHOT_SIZE   ?= 1280,800

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
	$(BIN)/talentgraph timeline "$(DEMO_PERSON)" --out out/timeline-$(DEMO_SLUG).html
	$(BIN)/talentgraph report "$(DEMO_PERSON)" --other "$(DEMO_OTHER)" --policy neurips --out out/report-$(DEMO_SLUG).html
	@$(MAKE) --no-print-directory screenshots

# PNG screenshots of the demo pages at a fixed size (headless Chromium; skipped without it)
screenshots:
	@browser=$$(command -v chromium || command -v chromium-browser || true); \
	if [ -z "$$browser" ]; then echo "no chromium: no screenshots (make test-deps installs it)"; exit 0; fi; \
	for page in graph timeline-$(DEMO_SLUG) report-$(DEMO_SLUG); do \
	  "$$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
	    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
	    --user-data-dir="$$(mktemp -d)" --virtual-time-budget=8000 --window-size=$(SHOT_SIZE) \
	    --screenshot="$(CURDIR)/out/$$page.png" "file://$(CURDIR)/out/$$page.html" >/dev/null 2>&1 \
	  && echo "Wrote out/$$page.png" || echo "could not screenshot out/$$page.html"; \
	done

# Headless Chromium and Debian's chromium-driver for the browser tests, and Virtuoso for the store
# tests (Debian/Ubuntu as root); elsewhere those tests skip, except under CI=true where a missing
# part fails the run.
test-deps: install
	@if ! command -v chromedriver >/dev/null 2>&1 || \
	   { ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; }; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing chromium and chromium-driver (headless browser for tests)"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null) \
	      || echo "could not install chromium; browser tests will skip (or fail under CI)"; \
	  else echo "no chromium/chromedriver and no root apt-get: browser tests will skip (or fail under CI)"; fi; \
	fi
	@# Virtuoso, the second real SPARQL engine of the store tests (started on 127.0.0.1 by the tests).
	@if ! command -v virtuoso-t >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing virtuoso-opensource (SPARQL engine for the store tests)"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq virtuoso-opensource >/dev/null) \
	      || echo "could not install virtuoso-opensource; Virtuoso tests will skip (or fail under CI)"; \
	  else echo "no virtuoso-t and no root apt-get: Virtuoso tests will skip (or fail under CI)"; fi; \
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
	@if [ -d corpus/real/docs ]; then $(BIN)/python benchmarks/bench_shared_employers.py --append benchmarks/RESULTS.md; \
	else echo "no real corpus documents (python corpus/real/corpus.py fetch): shared-employers check skipped"; fi
	$(BIN)/python benchmarks/bench_pdf.py
	$(BIN)/python benchmarks/bench_big_docs.py
	@echo "analysis at scale (slow): $(BIN)/python benchmarks/bench_analysis.py --cpu 10000 100000 (CPU seconds, steadier on a shared machine)"

clean:
	rm -rf out talentgraph-store .pytest_cache .mypy_cache .ruff_cache
