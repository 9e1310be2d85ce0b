#!/usr/bin/env bash
# Installs what is missing, builds Kaimen (release preset, ccache) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
started=$SECONDS
cmake --preset release
cmake --build --preset release -j "$(nproc)"
built=$SECONDS
echo "run-tests: built in $((built - started)) s"
ctest --preset release -j "$(nproc)"
echo "run-tests: the whole suite passed in $((SECONDS - built)) s (build and tests $((SECONDS - started)) s)"
