#!/usr/bin/env bash
# One screen for the kiosk (packaging/kaimen-only-screen, the kiosk service's ExecStartPre): with a
# laptop's panel, the touch monitor and a TV connected, the one named stays and the others are
# switched off as if unplugged; run again it leaves them off, a changed choice swaps, no choice (the
# service stopped) brings every one back, and a wrong name is said and switches nothing off. Against a stand-in for DRM's
# sysfs whose status files answer as the kernel does after a write ("off": disconnected,
# "detect": probed again).
# usage: only-screen.sh KAIMEN_ONLY_SCREEN
set -uo pipefail
shopt -s nullglob
script=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export KAIMEN_DRM_SYSFS=$work/drm KAIMEN_SCREEN_RECORD=$work/run/kaimen-kiosk-screens
mkdir -p "$work/run"
fail=0
# Plugged in: the laptop's panel, the touch monitor and a TV on a second card; nothing on DP-1.
plugged="eDP-1 HDMI-A-1 HDMI-A-2"
for connector in card0-eDP-1 card0-HDMI-A-1 card0-DP-1 card1-HDMI-A-2; do
    mkdir -p "$KAIMEN_DRM_SYSFS/$connector"
    name=${connector#card?-}
    if [[ " $plugged " == *" $name "* ]]; then echo connected; else echo disconnected; fi \
        >"$KAIMEN_DRM_SYSFS/$connector/status"
done
# The kernel's answer to what was written.
settle() {
    for status in "$KAIMEN_DRM_SYSFS"/card*/status; do
        name=$(basename "$(dirname "$status")"); name=${name#card?-}
        case $(cat "$status") in
            off) echo disconnected >"$status" ;;
            detect) if [[ " $plugged " == *" $name "* ]]; then echo connected; else echo disconnected; fi >"$status" ;;
        esac
    done
}
# What is on, as "NAME=STATUS ..." (before settling: what was written shows).
shown() { for s in "$KAIMEN_DRM_SYSFS"/card*/status; do n=$(basename "$(dirname "$s")"); printf '%s=%s ' "${n#card?-}" "$(cat "$s")"; done; }
step() {  # WHAT EXPECTED_WRITTEN EXPECTED_SAID ARGS...: runs the script with ARGS
    local what=$1 expected=$2 said=$3
    shift 3
    local out rc written
    out=$("$script" "$@" 2>&1); rc=$?
    written=$(shown)
    settle
    if [ $rc -ne 0 ] || [ "$written" != "$expected" ] || ! grep -qF -- "$said" <<<"$out"; then
        echo "$what: exit $rc, wrote [$written], said: $out"
        echo "   expected exit 0, [$expected] and a message with: $said"
        fail=1
    fi
}
step "the touch monitor chosen" "DP-1=disconnected HDMI-A-1=connected eDP-1=off HDMI-A-2=off " \
     "the kiosk on HDMI-A-1; switched off: eDP-1 HDMI-A-2" HDMI-A-1
step "run again with the same choice: nothing flickers" \
     "DP-1=disconnected HDMI-A-1=connected eDP-1=disconnected HDMI-A-2=disconnected " \
     "the kiosk on HDMI-A-1; switched off: eDP-1 HDMI-A-2" HDMI-A-1
step "the TV chosen instead" "DP-1=disconnected HDMI-A-1=off eDP-1=disconnected HDMI-A-2=detect " \
     "the kiosk on HDMI-A-2; switched off: eDP-1 HDMI-A-1" HDMI-A-2
# A name that is only the end of a connector's (A-1 of HDMI-A-1) is not that connector.
step "a wrong name" "DP-1=disconnected HDMI-A-1=detect eDP-1=detect HDMI-A-2=connected " \
     "KAIMEN_SCREEN=A-1 is not a screen connector of this PC; it has: DP-1 (disconnected) HDMI-A-1 (disconnected) eDP-1 (disconnected) HDMI-A-2 (connected). Every screen comes on." A-1
step "chosen again" "DP-1=disconnected HDMI-A-1=connected eDP-1=off HDMI-A-2=off " \
     "switched off: eDP-1 HDMI-A-2" HDMI-A-1
step "no choice (the kiosk stopped): every screen back" "DP-1=disconnected HDMI-A-1=connected eDP-1=detect HDMI-A-2=detect " "" 
[ ! -e "$KAIMEN_SCREEN_RECORD" ] || { echo "the record of screens switched off is left: $(cat "$KAIMEN_SCREEN_RECORD")"; fail=1; }
# A PC whose screens DRM does not list (or a container): said, and the kiosk starts regardless.
rm -rf "$KAIMEN_DRM_SYSFS"/*
step "no DRM connectors" "" "KAIMEN_SCREEN=HDMI-A-1 is not a screen connector of this PC; it has: none." HDMI-A-1
[ $fail -eq 0 ] && echo "the kiosk keeps the screen named and switches the others off, and back"
exit $fail
