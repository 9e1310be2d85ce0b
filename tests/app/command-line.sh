#!/usr/bin/env bash
# The kiosk's --help and --version on a shell with no display (a technician over SSH, an
# installer's check): they answer, where the GUI application would stop at its platform plugin.
# usage: command-line.sh KAIMEN
set -uo pipefail
kaimen=$1
fail=0
run() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$kaimen" "$@" 2>&1; }

out=$(run --help); rc=$?
if [ $rc -ne 0 ] || ! grep -q -- '--model <dir>' <<<"$out" || ! grep -q -- '--version' <<<"$out"; then
    echo "kaimen --help without a display: exit $rc, expected 0 and the options:"; echo "$out"; fail=1
fi
out=$(run --version); rc=$?
if [ $rc -ne 0 ] || ! grep -qE '^kaimen [0-9]+\.[0-9]+\.[0-9]+$' <<<"$out"; then
    echo "kaimen --version without a display: exit $rc, expected 0 and 'kaimen X.Y.Z':"; echo "$out"; fail=1
fi
# Qt's own options before ours are left to Qt: -platform is not read as -p -l -a -t -f -o -r -m.
out=$(run -platform offscreen -v); rc=$?
if [ $rc -ne 0 ] || ! grep -qE '^kaimen [0-9.]+$' <<<"$out"; then
    echo "kaimen -platform offscreen -v: exit $rc, expected the version:"; echo "$out"; fail=1
fi
# Without --help or --version the kiosk still needs its display, and says so.
out=$(run --windowed); rc=$?
if [ $rc -eq 0 ]; then
    echo "kaimen --windowed without a display exited 0:"; echo "$out"; fail=1
fi
[ $fail -eq 0 ] && echo "--help and --version answer without a display"
exit $fail
