# gomlir: a pure-Go toolkit for the MLIR textual IR.
SHELL         := bash
.SHELLFLAGS   := -o pipefail -c
GO            ?= go
MLIR_OPT      ?= $(shell command -v mlir-opt 2>/dev/null || echo /usr/lib/llvm-22/bin/mlir-opt)
SHARED_CORPUS ?= ../shared/corpus
SHARED_REPRO  ?= ../shared/repro
LARGE         ?= testdata/large/generic-100mb.mlir
LARGE_MB      ?= 100

.PHONY: all build test race vet bench conformance corpus-report bench-vs-mlir-opt fuzz ci clean mutations lsp-nvim

all: build test

build:
	$(GO) build -o bin/mlirfmt ./cmd/mlirfmt

# The README's test command: unit tests, no mlir-opt and no ../shared needed.
test:
	$(GO) test ./...

race:
	$(GO) test -race ./...

vet:
	gofmt -l . | tee /dev/stderr | (! read)
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./grammar ./format ./lsp

# Conformance against mlir-opt's outputs: the repo's corpus and, when present,
# the shared corpus of real-world files.
conformance: build
	$(GO) test -count=1 -timeout 60m -v ./corpus -args -mlir-opt=$(MLIR_OPT) $(if $(wildcard $(SHARED_CORPUS)),-corpus=$(abspath $(SHARED_CORPUS))) \
		-mlirfmt=$(abspath bin/mlirfmt) $(if $(wildcard $(SHARED_REPRO)),-repro=$(abspath $(SHARED_REPRO))) \
		| grep -E '(passed|failed|out)$$|^(core-dialect subset|typed constructors|whole corpus|failures by cause|annotated invalid corpus|annotated test files|corpus made test files)|^ +[0-9]+  |^(ok|FAIL|--- FAIL|panic)|FAIL:|^--- (PASS|SKIP): TestLarge|bytecode_write_test.go:[0-9]+: +[0-9]+ '
	$(GO) test -count=1 -v ./grammar/spec -run 'Differential|Corpus' | grep -E '(passed|failed)$$|^(ok|FAIL|--- FAIL|panic)|differ|SKIP'
	$(GO) test -count=1 -v ./upgrade -run 'Conformance|ModernUnchanged' -args -mlir-opt=$(MLIR_OPT) $(if $(wildcard $(SHARED_CORPUS)),-corpus=$(abspath $(SHARED_CORPUS))) \
		| grep -E 'accepts|rejected|files checked|changed by|^(ok|FAIL|--- FAIL|panic)'
	$(GO) test -count=1 ./internal/cmd/odsgen -run 'Regenerate|CoversUpstream' -args -tblgen
	$(GO) test -count=1 ./internal/cmd/linalggen -run Regenerate -args -llvm
	$(if $(wildcard $(SHARED_CORPUS)),$(MAKE) mutations)
	$(MAKE) lsp-nvim

# Neovim's built-in LSP client (headless) against bin/mlirfmt lsp: an invalid
# file's diagnostics, a definition, a rename, hover documentation, code
# actions, completions (values, enum cases, attributes, snippets), signature
# help, inlay hints, a bytecode file as text, folding, formatting
# (lsp/testdata/nvim/e2e.lua). At most
# two minutes; fails if nvim is missing.
NVIM ?= nvim
lsp-nvim: build
	@command -v $(NVIM) >/dev/null || { echo "FAIL: neovim lsp: $(NVIM) is not installed (apt-get install neovim)"; exit 1; }
	@tmp=$$(mktemp -d) && cp lsp/testdata/invalid.mlir $$tmp/ && \
	MLIRFMT=$(abspath bin/mlirfmt) MLIR_FILE=$$tmp/invalid.mlir MLIR_BYTECODE=$(abspath bytecode/testdata/basic.mlirbc) timeout 120 $(NVIM) --headless --clean -u NONE -i NONE -n \
		-c 'luafile lsp/testdata/nvim/e2e.lua' </dev/null; status=$$?; rm -rf $$tmp; \
	if [ $$status -eq 124 ]; then echo "FAIL: neovim lsp: timed out after 120 s"; fi; \
	if [ $$status -ne 0 ]; then echo "FAIL: neovim lsp (exit status $$status)"; fi; exit $$status

# The verifier against mlir-opt on seeded mutations of the shared corpus's
# generic chunks: verdicts must agree on 98% and first error lines on 90%.
mutations:
	$(GO) run ./internal/cmd/mutate -corpus $(SHARED_CORPUS) -mlir-opt $(MLIR_OPT)


# The shared corpus's figures and its failures grouped by cause, with the
# failing chunks listed under each.
corpus-report:
	$(GO) test -count=1 -v ./corpus -run TestSharedCorpusCustom -args -corpus=$(abspath $(SHARED_CORPUS)) -causes \
		| grep -vE '^(=== (RUN|PAUSE|CONT|NAME)| +custom_test| *--- )'

$(LARGE):
	mkdir -p $(dir $(LARGE))
	$(GO) run ./internal/cmd/genmlir -mb $(LARGE_MB) -o $(LARGE)

# A mixed-dialect file of real chunks (nested modules) from the shared
# corpus, made by genmix.py (it runs mlir-opt on every chunk: minutes), and
# one function of 1M ops of each shape.
BENCH_DIR ?= testdata/bench
MIX       ?= $(BENCH_DIR)/mix36.mlir
CONST1M   := $(BENCH_DIR)/const1m.mlir
MIXED1M   := $(BENCH_DIR)/mixed1m.mlir
BENCH_MODES ?= preserve,mlir-opt,verify

$(BENCH_DIR)/mix36.mlir:
	mkdir -p $(BENCH_DIR)
	../shared/tools/genmix.py $@ 36 $(SHARED_CORPUS)/buddy $(SHARED_CORPUS)/tpp
$(CONST1M):
	mkdir -p $(BENCH_DIR)
	$(GO) run ./internal/cmd/genmlir -ops 1000000 -shape const -o $@
$(MIXED1M):
	mkdir -p $(BENCH_DIR)
	$(GO) run ./internal/cmd/genmlir -ops 1000000 -shape mixed -o $@

# Wall time, CPU time and peak memory of mlirfmt and mlir-opt on the same
# files (alternating runs, medians, ratios): the generated generic file in
# mlir-opt's style; the mixed file and the 1M-op functions in each mode
# (the default style, -style=mlir-opt, -verify); the growth of each mode's
# time from 2 MB to 32 MB of the mixed file; then, on the shared corpus,
# mlirfmt -l against mlir-opt run once per file.
bench-vs-mlir-opt: build $(LARGE) $(MIX) $(CONST1M) $(MIXED1M)
	$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt $(LARGE)
	$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt -modes $(BENCH_MODES) $(MIX)
	$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt -modes $(BENCH_MODES) $(CONST1M)
	$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt -modes $(BENCH_MODES) $(MIXED1M)
	$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt -modes $(BENCH_MODES) -growth 2,4,8,16,32 $(MIX)
	$(if $(wildcard $(SHARED_CORPUS)),$(GO) run ./internal/cmd/benchvs -mlir-opt $(MLIR_OPT) -mlirfmt bin/mlirfmt -dir $(SHARED_CORPUS))

fuzz:
	$(GO) test ./grammar -run '^$$' -fuzz FuzzParseFile -fuzztime 60s
	$(GO) test ./verify -run '^$$' -fuzz FuzzSource -fuzztime 60s
	$(GO) test ./format -run '^$$' -fuzz FuzzPreserve -fuzztime 60s
	$(GO) test ./cmd/mlirfmt -run '^$$' -fuzz FuzzCLI -fuzztime 60s
	$(GO) test ./format -run '^$$' -fuzz FuzzStreamedEqualsWhole -fuzztime 60s
	$(GO) test ./verify -run '^$$' -fuzz FuzzStreamedVerification -fuzztime 60s
	$(GO) test ./format -run '^$$' -fuzz FuzzPieces -fuzztime 60s
	$(GO) test ./format -run '^$$' -fuzz FuzzAnnotations -fuzztime 60s
	$(GO) test ./format -run '^$$' -fuzz FuzzMeaning -fuzztime 120s -args -mlir-opt=$(MLIR_OPT)

ci: vet test conformance

clean:
	rm -rf bin testdata/large $(BENCH_DIR)

# The upstream dialects' definitions, dialects/defs/*.json, from the ODS
# records of the installed MLIR 22 (mlir-tblgen --print-records).
.PHONY: defs
defs:
	$(GO) run ./internal/cmd/odsgen -o dialects/defs

# The typed op accessors and constructors, dialects/<name>/ops_gen.go, from
# dialects/defs and internal/odsdocs (run after make defs).
.PHONY: accessors
accessors:
	$(GO) run ./internal/cmd/opsgen

# linalg's OpDSL named ops (bodies, memoized indexing maps),
# dialects/linalg/linalg_named_gen.go, from the installed MLIR 22's generated C++.
.PHONY: linalg-named
linalg-named:
	$(GO) run ./internal/cmd/linalggen -o dialects/linalg/linalg_named_gen.go

# The README's table of the dialects' ops and their custom forms.
.PHONY: dialect-table
dialect-table:
	$(GO) run ./internal/cmd/dialectstats -w README.md
