#!/usr/bin/env bash
# The reliability stage of CI, after the test suite: the unit tests under AddressSanitizer +
# UndefinedBehaviorSanitizer (preset asan, clang), the engine's concurrency tests, the packed
# network's worker pool and the shipped model's engine at a booth under ThreadSanitizer (preset
# tsan), and every fuzz target for a bounded time on its checked-in
# seed corpus (libFuzzer, built in the asan tree from the same libraries). Any report or crash
# fails it.
#
# CI's scope (the default) is what the sanitizers find best at the least cost: the inference
# libraries, the text rules, the settings reader, the ui backends and their unit tests (ctest
# label "unit"). The QML scenes and the whole kiosk (label "gui": tst_kioskwindow,
# tst_qmlcomponents, screenshots, package) are checked by the release pass and run under ASan
# only with --all (docs/reliability.md says why).
# usage: tools/run-sanitizers.sh [--all] [FUZZ_SECONDS_PER_TARGET]   (default 30)
set -euo pipefail
cd "$(dirname "$0")/.."
scope=unit
if [ "${1:-}" = --all ]; then
    scope=all
    shift
fi
seconds=${1:-30}
bash packaging/install-deps.sh
jobs=$(nproc)
suppressions=$PWD/tests/sanitizers
started=$SECONDS
clock() { echo "run-sanitizers: $1 ($((SECONDS - stage)) s; $((SECONDS - started)) s so far)"; }

stage=$SECONDS
cmake --preset asan >/dev/null
if [ "$scope" = all ]; then
    cmake --build --preset asan -j "$jobs"
else
    cmake --build --preset asan -j "$jobs" --target kaimen_unit_tests
fi
clock "ASan+UBSan build ($scope)"

stage=$SECONDS
# halt_on_error: a report is a failure, not a line in a log nobody reads.
sanitized=(env UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 LSAN_OPTIONS=suppressions=$suppressions/lsan.supp)
"${sanitized[@]}" ASAN_OPTIONS=halt_on_error=1:detect_leaks=1 ctest --preset asan -j "$jobs" -L unit
if [ "$scope" = all ]; then
    # Full stacks (fast_unwind_on_malloc=0): Qt's libraries have no frame pointers, and the
    # suppressions for Qt Quick's own leaks (lsan.supp) must see the frames they name.
    "${sanitized[@]}" ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:fast_unwind_on_malloc=0 \
        ctest --preset asan -j "$jobs" -L gui -E '^(screenshots|package)$'
    # The kiosk processes the screenshot test starts leave about 1.3 KB at exit inside libdbus and
    # OpenEXR (libtorch's OpenCV): not ours, so leak checking is off for these two alone.
    "${sanitized[@]}" ASAN_OPTIONS=halt_on_error=1:detect_leaks=0 ctest --preset asan -R '^(screenshots|package)$'
fi
clock "$([ "$scope" = all ] && echo "every test" || echo "the unit tests") passed under ASan+UBSan"

stage=$SECONDS
cmake --preset tsan >/dev/null
cmake --build build/tsan --target tst_engine tst_cpukernels tst_modelcore tst_shippedforms -j "$jobs"
clock "TSan build (tst_engine, tst_cpukernels, tst_modelcore, tst_shippedforms and what they link)"
stage=$SECONDS
(cd build/tsan && TSAN_OPTIONS=halt_on_error=1:suppressions=$suppressions/tsan.supp \
    ctest -R '^(tst_engine|tst_cpukernels|tst_modelcore|tst_shippedforms_booth)$' --output-on-failure)
clock "the engine's concurrency tests, the worker pool and the shipped model's booth passed under TSan"

stage=$SECONDS
bash fuzz/run-fuzzers.sh "$seconds"
clock "every fuzz target ran ${seconds} s without a crash"
echo "run-sanitizers: passed in $((SECONDS - started)) s"
