#!/usr/bin/env bash
# The kiosk stopped the way systemd stops it (SIGTERM: `systemctl stop kaimen-kiosk`, the booth's
# PC switched off at closing time, a package update): it ends as it would from the admin panel,
# keeping the last visitors' couplets in its cache and their visits in the statistics (both saved
# a few seconds after a change, so a stop right after a visit lost them), leaving nothing in the
# temporary folder, and exiting 0. Also stopped while the model is still writing.
# usage: stop-signal.sh KAIMEN MODEL_DIR
set -uo pipefail
kiosk=$1
model=$2
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CACHE_HOME=$home/cache XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
export XDG_RUNTIME_DIR=$home/runtime TMPDIR=$home/tmp
mkdir -p "$XDG_RUNTIME_DIR" "$TMPDIR"
chmod 700 "$XDG_RUNTIME_DIR"
fail=0

# NAME WAIT_FOR ARGS...: starts the kiosk, sends SIGTERM once its picture is taken, and prints
# how it ended ("exit N after S s"); the kiosk would otherwise run for two more minutes.
stop_at() {
    local name=$1 wait=$2
    shift 2
    xvfb-run -a -s "-screen 0 1280x720x24" "$kiosk" --windowed --size 1280x720 --model "$model" \
        --screenshot "$home/$name.png" --screenshot-wait "$wait" --screenshot-after 100 \
        --screenshot-timeout 180000 --screenshot-linger 120000 "$@" >"$home/$name.log" 2>&1 &
    local runner=$! waited=0
    until [ -f "$home/$name.json" ] || ! kill -0 $runner 2>/dev/null; do sleep 0.2; done
    [ -f "$home/$name.json" ] || { echo "$name: the kiosk ended before its picture:"; cat "$home/$name.log"; return 1; }
    local started=$SECONDS
    # The kiosk itself, not xvfb-run around it (whose Xvfb would be left running).
    pkill -TERM -P $runner -x "$(basename "$kiosk")"
    while kill -0 $runner 2>/dev/null && [ $((SECONDS - started)) -lt 30 ]; do sleep 0.2; done
    if kill -0 $runner 2>/dev/null; then
        echo "$name: the kiosk still runs 30 s after SIGTERM (the service kills it then, TimeoutStopSec, saving nothing)"
        pkill -KILL -P $runner -x "$(basename "$kiosk")"
    fi
    wait $runner
    local rc=$?
    echo "$name: exit $rc after $((SECONDS - started)) s"
    [ $rc -eq 0 ] || { echo "$name: expected exit 0 on SIGTERM:"; tail -5 "$home/$name.log"; return 1; }
}

# A visitor's couplet on the screen, then the stop.
if stop_at result result --stage input --demo-wish 吉祥; then
    cache=$XDG_CACHE_HOME/kaimen/couplets.json
    statistics=$(find "$XDG_DATA_HOME" -name statistics.json)
    grep -q 吉祥 "$cache" 2>/dev/null ||
        { echo "the couplet for 吉祥 is not in the kiosk's cache ($cache) after the stop"; fail=1; }
    [ -n "$statistics" ] && grep -q 吉祥 "$statistics" ||
        { echo "the visit for 吉祥 is not in the statistics (${statistics:-no file}) after the stop"; fail=1; }
else
    fail=1
fi
# Stopped while the gate opens and the model writes (a wish not among the presets, which the engine
# writes ahead at start-up): no crash, no wait for the couplet's brush.
stop_at writing writing --stage input --demo-wish 腾达 || fail=1
left=$(find "$TMPDIR" -mindepth 1)
[ -z "$left" ] || { echo "the stopped kiosk left in the temporary folder: $left"; fail=1; }
[ $fail -eq 0 ] && echo "SIGTERM ends the kiosk with its cache and statistics saved"
exit $fail
