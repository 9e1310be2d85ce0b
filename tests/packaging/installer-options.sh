#!/usr/bin/env bash
# The offline installer's command line, as a technician mistypes it: each wrong option is refused
# before anything is installed (exit 2) with a sentence naming what is expected; --help lists them.
# usage: installer-options.sh INSTALL_SH
set -uo pipefail
installer=$1
fail=0
expect() {  # RC PATTERN ARGS...: install.sh ARGS exits RC and says PATTERN
    local rc=$1 pattern=$2
    shift 2
    local out got
    out=$(bash "$installer" "$@" 2>&1)
    got=$?
    if [ $got -ne "$rc" ] || ! grep -qE -- "$pattern" <<<"$out"; then
        echo "install.sh $*: exit $got, expected $rc and /$pattern/:"; echo "$out"; fail=1
    fi
}
expect 2 'rotate=90, --rotate=180 or --rotate=270' --rotate=45
expect 2 'rotate=90, --rotate=180 or --rotate=270' --rotate
expect 2 'not with --no-kiosk' --rotate=90 --no-kiosk
expect 2 'not with --no-kiosk or --uninstall' --uninstall --rotate=270
expect 2 'unknown option --portrait \(expected --no-kiosk, --rotate=DEGREES' --portrait
expect 0 '--rotate=90\|180\|270' --help
[ $fail -eq 0 ] && echo "install.sh refuses each wrong option and says what it expects"
exit $fail
