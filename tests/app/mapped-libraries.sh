#!/usr/bin/env bash
# The shared objects the kiosk maps, against an allow-list (tests/app/mapped-libraries.txt), so
# that a dependency change is a decision someone made (issue 22; docs/reliability.md says why Qt 5
# is among them). The kiosk runs offscreen until it has written a couplet (--demo-wish, the
# screenshot mode's result stage), then /proc/PID/maps is read: libraries, Qt plugins and QML
# modules, each by file name without its version (libQt6Core.so.6.4.2 -> libQt6Core.so).
# usage: mapped-libraries.sh KAIMEN MODEL_DIR ALLOW_LIST [--write]   (--write: record the list)
set -euo pipefail
kaimen=$1 model=$2 allowed=$3 mode=${4:-check}
work=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work QT_QPA_PLATFORM=offscreen \
    OPENBLAS_NUM_THREADS=1 "$kaimen" --windowed --model "$model" --demo-wish 如意 --screenshot "$work/shot.png" \
    --screenshot-wait result --screenshot-linger 10000 > "$work/kiosk.log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
    [ -s "$work/shot.png" ] && break
    kill -0 "$pid" 2>/dev/null || { echo "the kiosk exited before writing a couplet:"; cat "$work/kiosk.log"; exit 1; }
    sleep 0.5
done
[ -s "$work/shot.png" ] || { echo "no couplet within 120 s:"; cat "$work/kiosk.log"; exit 1; }
grep -oE '/[^ ]+\.so[0-9.]*$' "/proc/$pid/maps" | sed -E 's|.*/||; s|\.so[0-9.]*$|.so|' | sort -u > "$work/mapped.txt"
if [ "$mode" = --write ]; then
    { grep '^#' "$allowed" 2>/dev/null || true; cat "$work/mapped.txt"; } > "$work/list" && mv "$work/list" "$allowed"
    echo "recorded $(wc -l < "$work/mapped.txt") shared objects in $allowed"
    exit 0
fi
grep -v '^#' "$allowed" | sed '/^$/d' | sort -u > "$work/allowed.txt"
new=$(comm -23 "$work/mapped.txt" "$work/allowed.txt")
gone=$(comm -13 "$work/mapped.txt" "$work/allowed.txt")
echo "the kiosk maps $(wc -l < "$work/mapped.txt") shared objects; the allow-list has $(wc -l < "$work/allowed.txt")"
[ -z "$gone" ] || echo "allowed but no longer mapped (drop them from the list when the change is meant): $(echo $gone)"
if [ -n "$new" ]; then
    echo "mapped but not allowed: $(echo $new)"
    echo "a new dependency: add it to $allowed (and say why in docs/reliability.md) if it is meant"
    exit 1
fi
