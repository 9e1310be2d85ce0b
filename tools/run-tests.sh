#!/usr/bin/env bash
# Installs what is missing, builds Kaimen (release preset, ccache) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
cmake --preset release
cmake --build --preset release -j "$(nproc)"
ctest --preset release -j "$(nproc)"
