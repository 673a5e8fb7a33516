# Bingeable — the two commands a newcomer needs are `make run` and `make test`.
# Everything else here is what those two are made of, plus `make eval` and `make bench`.

SHELL := /bin/bash
DATASETS ?= ../shared/datasets
MODEL_DIR ?= data/model
CATALOG ?= data/catalog.bin
TEST_CATALOG ?= data/test/catalog.bin
ADDR ?= 127.0.0.1:8080
CARGO ?= cargo

RELEASE_BIN := target/release/bingeable
DEBUG_BIN := target/debug/bingeable

export BINGEABLE_DATASETS := $(abspath $(DATASETS))
export BINGEABLE_MODEL_DIR := $(abspath $(MODEL_DIR))

.PHONY: run test build web-deps test-tools web-build model catalog catalog-titles test-catalog \
        lint test-rust test-web test-e2e eval bench load clean help

help:
	@echo "make run    - install what is missing, build everything, serve on http://$(ADDR)"
	@echo "make test   - gates (fmt, clippy, ESLint, tsc), Rust (SQLite + PostgreSQL), web unit tests, Playwright"
	@echo "make lint   - only the gates: cargo fmt --check, clippy -D warnings, ESLint, tsc"
	@echo "make eval   - recommendation quality vs baselines (MovieLens dev set)"
	@echo "make bench  - engine latency per mode and HTTP load"
	@echo "make load   - mixed load (every recommendation mode, show pages, sign-ins, list writes, RUM) on SQLite and PostgreSQL"

# ---------------------------------------------------------------- run
# The site is up as soon as the binary is built: the catalog is read without embeddings (seconds)
# and the server embeds the titles in the background (progress in the log and /api/health).
# The npm install, the SPA build and the model download run beside the compile (they wait on the
# network and the disk more than on the CPU), so a first run costs little more than the compile.
run:
	@$(MAKE) --no-print-directory -j3 web-build model $(RELEASE_BIN)
	@$(MAKE) --no-print-directory catalog-titles
	@echo "==> Serving on http://$(ADDR) (Ctrl-C to stop; title embeddings arrive in the background)"
	$(RELEASE_BIN) serve --addr $(ADDR) --catalog $(CATALOG) --model-dir $(MODEL_DIR)

$(RELEASE_BIN): FORCE
	@echo "==> Building the server (release; the first build takes several minutes)"
	$(CARGO) build --release -p server

catalog-titles: $(RELEASE_BIN)
	@echo "==> Catalog: $(CATALOG) (titles only; the server embeds them in the background)"
	$(RELEASE_BIN) catalog build --datasets $(DATASETS) --out $(CATALOG) --no-embeddings --if-stale

# With embeddings, for eval and bench (the cache the server fills makes this quick after a run).
catalog: $(RELEASE_BIN) model
	@echo "==> Catalog: $(CATALOG) (built from $(DATASETS) when missing or stale; cached embeddings make rebuilds fast)"
	$(RELEASE_BIN) catalog build --datasets $(DATASETS) --out $(CATALOG) --model-dir $(MODEL_DIR) --if-stale

# ---------------------------------------------------------------- shared steps
web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@echo "==> Installing npm packages"
	cd web && npm ci --no-audit --no-fund

web-deps: web/node_modules/.package-lock.json

# Processes the Rust and browser tests start: maildev (the SMTP catcher of the accounts tests) and
# oauth2-mock-server (the OpenID Connect provider of the OAuth tests, via oidc-provider.mjs).
test-tools/node_modules/.package-lock.json: test-tools/package.json test-tools/package-lock.json
	@echo "==> Installing test tools (maildev, oauth2-mock-server)"
	cd test-tools && npm ci --no-audit --no-fund

test-tools: test-tools/node_modules/.package-lock.json

web-build: web-deps
	@echo "==> Building the SPA"
	cd web && npm run build

model:
	@scripts/fetch-model.sh $(MODEL_DIR)

# ---------------------------------------------------------------- test
# The gates run first: they are the cheapest way to fail.
test: lint test-rust test-web test-e2e

lint: web-deps
	@echo "==> Gates: rustfmt, clippy, ESLint, TypeScript"
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	cd web && npm run lint && npm run typecheck

$(DEBUG_BIN): FORCE
	$(CARGO) build -p server

# A small catalog (a few thousand of the best-known titles, with embeddings) keeps the suites fast.
test-catalog: $(DEBUG_BIN) model
	$(DEBUG_BIN) catalog build --datasets $(DATASETS) --out $(TEST_CATALOG) --model-dir $(MODEL_DIR) --subset small --if-stale

test-rust: test-catalog test-tools
	@echo "==> Rust tests (SQLite and PostgreSQL)"
	scripts/ensure-postgres.sh
	BINGEABLE_TEST_CATALOG=$(abspath $(TEST_CATALOG)) $(CARGO) test --workspace --no-fail-fast

test-web: web-deps
	@echo "==> Web unit tests"
	cd web && npm test

test-e2e: web-build test-catalog test-tools
	@echo "==> End-to-end tests (headless Chromium)"
	cd web && BINGEABLE_CATALOG=$(abspath $(TEST_CATALOG)) npm run e2e

# ---------------------------------------------------------------- quality and speed
eval: catalog
	$(CARGO) run --release -p eval --bin bingeable-eval -- --catalog $(CATALOG) $(EVAL_ARGS)

# The SPA's bench starts the same processes as the browser tests (maildev among them), so it needs
# the test tools; the HTTP run needs Debian's `wrk` (the script installs it where it can) and comes
# last, so a machine where it cannot still gets the engine's and the SPA's numbers first.
bench: catalog web-build test-catalog test-tools
	$(CARGO) run --release -p eval --bin bingeable-bench -- --catalog $(CATALOG)
	@echo "==> SPA: initial JavaScript and LCP of / in headless Chromium"
	cd web && BINGEABLE_CATALOG=$(abspath $(TEST_CATALOG)) npm run bench:web
	scripts/http-bench.sh $(RELEASE_BIN) $(CATALOG)

# A mixed load on loopback against the release binary: every recommendation mode, show pages,
# sign-ins, list writes and RUM batches from LOAD_USERS signed-in users for LOAD_SECONDS on SQLite,
# then on a fresh PostgreSQL database. Fails on any 5xx. Without the full catalog it runs on the
# test catalog and says so.
LOAD_USERS ?= 32
LOAD_SECONDS ?= 30
# On the full catalog with its embeddings (through the cache, so quick once `make run` has embedded
# the titles): a server still embedding in the background would measure the pass, not the site.
load: catalog
	@echo "==> Building the load driver (release)"
	$(CARGO) build --release -p load
	scripts/ensure-postgres.sh
	target/release/bingeable-load --bin $(RELEASE_BIN) --catalog $(CATALOG) --model-dir $(MODEL_DIR) \
	  --users $(LOAD_USERS) --seconds $(LOAD_SECONDS)

clean:
	rm -rf target web/dist data/test

FORCE:
