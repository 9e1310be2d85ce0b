#!/usr/bin/env bash
# Installs what is missing, builds Kaimen (release preset, ccache) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
cmake --preset release
cmake --build --preset release -j "$(nproc)"
ctest --preset release -j "$(nproc)"
