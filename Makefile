# Wraps CMake. `make run` and `make test` install what is missing (Debian),
# configure, build, then run the main job or every test.
BUILD     ?= build
JOBS      ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_ARGS ?=
PACKAGES  := cmake g++ make pkg-config libz3-dev libyaml-cpp-dev libcli11-dev \
             librapidcheck-dev libgtest-dev chromium python3-jsonschema python3-yaml
# The official SARIF validator (npm, into the gitignored .tools/): the report tests use it.
SARIF_TOOL := .tools/npm/node_modules/.bin/sarif-multitool
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps configure build run test sanitize bench clean

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
	@if [ ! -x $(SARIF_TOOL) ] && command -v npm >/dev/null; then \
	  echo "installing: @microsoft/sarif-multitool (npm, into .tools/npm)"; \
	  npm install --silent --no-audit --no-fund --prefix .tools/npm @microsoft/sarif-multitool@5.7.0 && \
	  (chmod u+x .tools/npm/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool 2>/dev/null || true); \
	fi

configure: deps
	@cmake -S . -B $(BUILD) $(CMAKE_ARGS) >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

# The main job: every bundled scenario, every check, every diff between
# editions of a game; fails on findings the baseline does not accept.
run: build
	@./$(BUILD)/errata verify scenarios --baseline checker/baseline.yaml; status=$$?; \
	  ./$(BUILD)/errata coverage scenarios; exit $$status

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

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

clean:
	rm -rf $(BUILD) build-asan build-bench .tools
