# forthling: the verbs people expect. `make test` is what CI runs.

GO        ?= go
BIN       := bin
TAGSETS   := default nosqlite,noregex,noscience http
# the conformance suite, when it is here: make conformance SUITE=path/to/forth2012-test-suite
SUITE     ?=
FUZZTIME  ?= 10m

.PHONY: all build test test-tags vet bench fuzz conformance install lint clean

all: build

build:
	$(GO) build -o $(BIN)/forthling ./cmd/forthling

# test: vet, then the tests of every build (default, minimal, network)
test: vet test-tags

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

bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./...

fuzz:
	$(GO) test ./core/ -run '^$$' -fuzz FuzzEval -fuzztime $(FUZZTIME)

# conformance runs the Forth 2012 test suite (at SUITE) and Debian's Hayes
# tests (gforth-common) under forthling, and says what it skipped
conformance:
	FORTH2012_SUITE="$(SUITE)" $(GO) test ./wordsets -run Conformance -count=1 -v

install:
	$(GO) install ./cmd/...

lint: vet

clean:
	rm -rf $(BIN)
