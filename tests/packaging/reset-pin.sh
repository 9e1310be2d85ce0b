#!/usr/bin/env bash
# A forgotten admin PIN (packaging/kaimen-reset-pin): the stored PIN is forgotten, so Kaimen asks
# for a new one as on its first start, and the technician is told what to do next; run again, it
# says there is none; an unknown user is named. (The install test runs it on the installed kiosk.)
# usage: reset-pin.sh KAIMEN_RESET_PIN
set -uo pipefail
script=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
pin=$work/config/kaimen/admin-pin
mkdir -p "$(dirname "$pin")"
echo "0123456789abcdef0123456789abcdef:$(printf '%064d' 7)" >"$pin"
out=$(KAIMEN_PIN_FILE=$pin "$script" 2>&1) || { echo "exit $? with a PIN stored: $out"; fail=1; }
[ ! -e "$pin" ] || { echo "the PIN file is still there: $pin"; fail=1; }
grep -q "the admin PIN of kaimen is forgotten" <<<"$out" && grep -q "set a new PIN (4-12 digits)" <<<"$out" ||
    { echo "not told what happened and what to do next: $out"; fail=1; }
out=$(KAIMEN_PIN_FILE=$pin "$script" 2>&1) || { echo "exit $? with no PIN stored: $out"; fail=1; }
grep -q "kaimen has no admin PIN stored" <<<"$out" || { echo "run again, it said: $out"; fail=1; }
if [ "$(id -u)" -eq 0 ]; then
    out=$("$script" no-such-kiosk-user 2>&1)
    [ $? -eq 2 ] && grep -q "there is no user no-such-kiosk-user on this PC" <<<"$out" ||
        { echo "an unknown user: $out"; fail=1; }
fi
[ $fail -eq 0 ] && echo "a forgotten PIN is forgotten, and the technician told how to set a new one"
exit $fail
