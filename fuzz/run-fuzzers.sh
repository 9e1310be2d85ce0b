#!/bin/bash
# Builds the fuzz targets (in the tree of preset "asan": clang, ASan+UBSan, libFuzzer coverage,
# the same libraries the sanitizer stage's unit tests use) and runs each for SECONDS (default 30)
# on its seed corpus. Crashes are written to fuzz/crashes/<target>/ and fail the run; a fixed
# crash becomes a regression test by adding its input to the seed corpus.
# usage: fuzz/run-fuzzers.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
targets=(couplettext tokenizers resultcache clirequest settings statistics checkpoint boothservice handwriting)
build=build/asan
cmake --preset asan >/dev/null
cmake --build "$build" --target "${targets[@]/#/fuzz_}"
started=$SECONDS

# One target: runs it and leaves its verdict in $build/fuzz/<target>.verdict.
fuzz_one() {
    local target=$1
    mkdir -p "fuzz/crashes/$target" "$build/fuzz/corpus/$target"
    # The working corpus grows in the build tree; the checked-in seeds stay as they are.
    local log=$build/fuzz/$target.log
    local extra=(-rss_limit_mb=4096)
    local asan=${ASAN_OPTIONS:-}
    if ASAN_OPTIONS=$asan OPENBLAS_NUM_THREADS=1 QT_QPA_PLATFORM=offscreen "$build/fuzz/fuzz_$target" \
            -max_total_time="$seconds" "${extra[@]}" -artifact_prefix="fuzz/crashes/$target/" \
            "$build/fuzz/corpus/$target" "fuzz/corpus/$target" >"$log" 2>&1; then
        echo "ok fuzz_$target: $(grep -E '^Done [0-9]+ runs' "$log" || tail -1 "$log")" >"$build/fuzz/$target.verdict"
    else
        echo "crash fuzz_$target: CRASH (see $log and fuzz/crashes/$target/)" >"$build/fuzz/$target.verdict"
    fi
}

# Each target is single-threaded: as many at a time as there are cores, so that CI's two cores
# give every target its full time in half the wall-clock time.
jobs=$(nproc)
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    rm -f "$build/fuzz/$target.verdict"
    fuzz_one "$target" &
done
wait
status=0
for target in "${targets[@]}"; do
    verdict=$(cat "$build/fuzz/$target.verdict" 2>/dev/null || echo "missing fuzz_$target: it did not run to the end")
    echo "${verdict#* }"
    [ "${verdict%% *}" = ok ] || status=1
done
if [ $status -eq 0 ]; then
    echo "run-fuzzers: ${#targets[@]} targets ran ${seconds} s each without a crash ($((SECONDS - started)) s)"
else
    echo "run-fuzzers: a target crashed (see above)"
fi
exit $status
