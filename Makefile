# Wraps CMake. `make run` and `make test` install what is missing (Debian),
# configure, build, then run the main job or every test.
BUILD     ?= build
JOBS      ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_ARGS ?=
# What building errata needs (make run); what only the tests need besides
# (make test): a browser for the HTML report, the schema and YAML readers,
# GitHub's Markdown renderer, the man page writer and dpkg's tools for the
# package test, npm for the official SARIF validator.
PACKAGES  := cmake g++ make pkg-config libz3-dev libyaml-cpp-dev libcli11-dev \
             librapidcheck-dev libgtest-dev nlohmann-json3-dev
TEST_PACKAGES := chromium python3-jsonschema python3-yaml cmark-gfm help2man dpkg-dev
# The official SARIF validator (npm, into the gitignored .tools/): only the report tests use it.
SARIF_TOOL := .tools/npm/node_modules/.bin/sarif-multitool
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

PREFIX    ?= /usr/local
DESTDIR   ?=

.PHONY: all deps test-deps configure build errata run test test-slow install package sanitize bench fuzz clean

all: build

deps:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# What the tests need besides (make test): their Debian packages, then the
# SARIF validator with npm. Never part of make run.
test-deps:
	@$(MAKE) --no-print-directory deps PACKAGES="$(PACKAGES) $(TEST_PACKAGES)"
	@command -v npm >/dev/null || $(MAKE) --no-print-directory deps PACKAGES=npm  # Debian's, unless Node.js brought its own
	@if [ ! -x $(SARIF_TOOL) ]; then \
	  echo "installing: @microsoft/sarif-multitool (npm, into .tools/npm)"; \
	  npm install --silent --no-audit --no-fund --prefix .tools/npm @microsoft/sarif-multitool@5.7.0 && \
	  (chmod u+x .tools/npm/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool 2>/dev/null || true); \
	fi

configure: deps
	@cmake -S . -B $(BUILD) $(CMAKE_ARGS) >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# Only the errata command, quietly: the compiler's output goes to a log,
# shown when the build fails.
errata: configure
	@echo "building errata (log: $(BUILD)/errata-build.log)"
	@cmake --build $(BUILD) -j $(JOBS) --target errata >$(BUILD)/errata-build.log 2>&1 || \
	  { cat $(BUILD)/errata-build.log; exit 1; }

# The main job: every bundled scenario, every check, every diff between
# editions of a game; fails on findings the baseline does not accept.
run: errata
	@./$(BUILD)/errata verify scenarios --baseline checker/baseline.yaml; status=$$?; \
	  ./$(BUILD)/errata coverage scenarios; exit $$status

test: test-deps build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -LE slow

# The tests too long for `make test` (label slow): every reading flipped in
# every bundled diff and check (tests/readings_named_test.cpp).
test-slow: test-deps build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L slow

# The command, its bash and zsh completion and its man page (help2man, from
# Debian), all generated from the command's own definitions.
install: errata
	@$(MAKE) --no-print-directory deps PACKAGES="help2man"
	install -D -m 755 $(BUILD)/errata $(DESTDIR)$(PREFIX)/bin/errata
	sh cmake/man_and_completions.sh ./$(BUILD)/errata $(BUILD)/installed-docs
	install -D -m 644 $(BUILD)/installed-docs/errata.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/errata
	install -D -m 644 $(BUILD)/installed-docs/_errata $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_errata
	install -D -m 644 $(BUILD)/installed-docs/errata.1 $(DESTDIR)$(PREFIX)/share/man/man1/errata.1

# A Debian package (CPack) in $(BUILD)/package/: errata, its man page and
# completions, the bundled rulebooks, scenarios and baseline under
# /usr/share/errata (errata verify then works in any folder); its Depends are
# the libraries errata links (dpkg-shlibdeps). Install it with
# `apt-get install ./$(BUILD)/package/errata_*.deb` (or dpkg -i); docs/ci.md.
package: errata
	@$(MAKE) --no-print-directory deps PACKAGES="help2man dpkg-dev"
	@cd $(BUILD) && cpack -G DEB
	@ls -l $(BUILD)/package/*.deb

# The unit tests under AddressSanitizer and UndefinedBehaviorSanitizer.
sanitize:
	$(MAKE) test BUILD=build-asan CMAKE_ARGS="-DERRATA_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug"

# Speed (Google Benchmark, optimised build): complete random rounds per second
# for each edition with 2 and 4 players (see docs/performance.md).
bench:
	@$(MAKE) deps PACKAGES="$(PACKAGES) libbenchmark-dev"
	@cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON >/dev/null
	@cmake --build build-bench -j $(JOBS) --target errata_bench
	./build-bench/errata_bench --benchmark_min_time=1 $(BENCH_ARGS)

# Fuzzing (libFuzzer, clang, ASan+UBSan, -D_GLIBCXX_ASSERTIONS) in its own
# build folder: first the regression corpus and the mutation smoke under the
# sanitizers, then every target for FUZZ_SECONDS each (or FUZZ_RUNS inputs
# each: `make fuzz FUZZ_RUNS=2000`); fails on any crash, leak, timeout or OOM.
# Not part of `make test` (the clang+ASan build alone takes far longer); what
# `make test` runs instead: the regression corpus and a deterministic mutation
# smoke of ERRATA_FUZZ_SMOKE_RUNS inputs per target (fuzz/smoke.cpp), both
# with the ordinary compiler.
FUZZ_SECONDS ?= 60
fuzz:
	@$(MAKE) deps PACKAGES="$(PACKAGES) clang libclang-rt-dev"
	@cmake -S . -B build-fuzz -DERRATA_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Fuzz >/dev/null
	@cmake --build build-fuzz -j $(JOBS) --target errata_fuzzers errata_fuzz_replay errata_fuzz_smoke
	cd build-fuzz && ctest -L fuzz --output-on-failure -j $(JOBS)
	FUZZ_RUNS=$(FUZZ_RUNS) fuzz/run.sh build-fuzz $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD) build-asan build-bench build-fuzz
