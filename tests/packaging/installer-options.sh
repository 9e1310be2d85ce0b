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
expect 2 'not with --no-kiosk' --screen=HDMI-A-1 --no-kiosk
expect 2 'such as HDMI-A-1, DP-2 or eDP-1' '--screen=HDMI A 1'
expect 2 'such as HDMI-A-1, DP-2 or eDP-1' --screen=
expect 2 'names the kiosk.s screen, such as --screen=HDMI-A-1' --screen
expect 0 '--screen=NAME' --help
# A PC whose DRM lists a laptop's panel and a touch monitor (a stand-in for /sys/class/drm).
export KAIMEN_DRM_SYSFS
KAIMEN_DRM_SYSFS=$(mktemp -d)
trap 'rm -rf "$KAIMEN_DRM_SYSFS"' EXIT
mkdir -p "$KAIMEN_DRM_SYSFS"/card0-eDP-1 "$KAIMEN_DRM_SYSFS"/card0-HDMI-A-1 "$KAIMEN_DRM_SYSFS"/card0-DP-1
echo connected >"$KAIMEN_DRM_SYSFS"/card0-eDP-1/status
echo 1366x768 >"$KAIMEN_DRM_SYSFS"/card0-eDP-1/modes
echo connected >"$KAIMEN_DRM_SYSFS"/card0-HDMI-A-1/status
printf '1920x1080\n1280x720\n' >"$KAIMEN_DRM_SYSFS"/card0-HDMI-A-1/modes
echo disconnected >"$KAIMEN_DRM_SYSFS"/card0-DP-1/status
expect 0 'HDMI-A-1 +connected +1920x1080' --screens
expect 2 'no screen connector HDMI-A-2; it has: DP-1 \(disconnected\), HDMI-A-1 \(connected\), eDP-1 \(connected\)' --screen=HDMI-A-2
[ $fail -eq 0 ] && echo "install.sh refuses each wrong option and says what it expects"
exit $fail
