#!/bin/bash
# Starts kaimen-server on the shipped model on a free loopback port, waits until it is ready, and
# loads it from a second process (tools/bench/server_load.py): /healthz, cache hits and new
# couplets, SECONDS each (default 60), printing p50/p99 and the HTTP overhead over the engine.
# The ctest server_load runs it for 3 s a phase; docs/network.md has the full run's figures.
# usage: tools/bench/server-load.sh [SERVER_BINARY] [SECONDS] [CLIENTS]
set -euo pipefail
cd "$(dirname "$0")/../.."
server=${1:-build/release/app/kaimen-server}
seconds=${2:-60}
clients=${3:-2}
export XDG_CACHE_HOME=$(mktemp -d)
# The server saves its cache as it stops: wait for it before removing its folder (a fresh-clone
# CI run once removed the folder while the server still wrote into it).
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$XDG_CACHE_HOME"' EXIT
port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$server" --model assets/models/kaimen-couplet-small --port "$port" >"$XDG_CACHE_HOME/log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
    curl -fsS "http://127.0.0.1:$port/healthz" 2>/dev/null | grep -q '"state":"ready"' && break
    kill -0 "$pid" || { cat "$XDG_CACHE_HOME/log"; exit 1; }
    sleep 0.5
done
echo "server-load: $(curl -fsS "http://127.0.0.1:$port/healthz")"
echo "server-load: OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-unset} OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE:-unset}, $clients clients, ${seconds} s a phase"
/usr/bin/python3 tools/bench/server_load.py --url "http://127.0.0.1:$port" --seconds "$seconds" --clients "$clients"
