#!/bin/bash
# The brush's timing in a real window (Xvfb): a 9-character couplet and its 横批 written on the
# writing stage, once on Mesa's llvmpipe (OpenGL) and once on Qt Quick's software renderer. Prints
# the reveal's duration, the GUI thread's worst and 99th-percentile event-loop lateness (a 5 ms
# heartbeat) and frame times, from the screenshot run's sidecar (app/ScreenshotRun.cpp).
# usage: tools/bench/brush-timing.sh [KAIMEN_BINARY] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
kiosk=${1:-build/release/app/kaimen}
runs=${2:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME=$tmp XDG_CONFIG_HOME=$tmp XDG_RUNTIME_DIR=$tmp XDG_DATA_HOME=$tmp
echo "OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-unset}, $(nproc) cores"
for backend in opengl software; do
    for run in $(seq "$runs"); do
        QT_QUICK_BACKEND=$([ $backend = software ] && echo software || echo "") \
            xvfb-run -a -s "-screen 0 1920x1080x24" "$kiosk" --windowed --size 1920x1080 \
            --screenshot "$tmp/brush.png" --screenshot-wait written --screenshot-after 100 \
            --model assets/models/kaimen-couplet-small --stage writing \
            --demo-lines "春回大地千山秀色新/福满人间万户笑声甜/万象更新" >"$tmp/log" 2>&1
        /usr/bin/python3 -c "
import json, sys
b = json.load(open('$tmp/brush.json'))['brush']
print('%-8s run %s: written in %.0f ms; event-loop lateness worst %.1f ms, p99 %.1f ms; GUI-thread work at most %.1f ms on end; %d frames, mean %.1f ms, worst %.1f ms'
      % ('$backend', '$run', b['reveal_ms'], b['worst_lateness_ms'], b['p99_lateness_ms'], b['worst_gui_work_ms'], b['frames'], b['mean_frame_ms'], b['worst_frame_ms']))"
    done
done
