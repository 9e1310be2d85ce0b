#!/usr/bin/env bash
# Installs what is missing, builds Kaimen and starts the kiosk on the shipped model.
# Full-screen by default; pass --windowed on a desktop. Other arguments go to the kiosk.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh
cmake --preset release > /dev/null
cmake --build --preset release -j "$(nproc)"
exec build/release/app/kaimen "$@"
