#!/bin/bash
# Installs Kaimen from this offline bundle on a Debian 12 (bookworm, amd64) PC with no network,
# and sets the PC to start into the kiosk on boot.
#   sudo ./install.sh              install, enable the kiosk service
#   sudo ./install.sh --no-kiosk   install only (start it yourself: kaimen)
#   sudo ./install.sh --uninstall  remove Kaimen and what was installed for it
#   --rotate=90|180|270            with the kiosk: its picture turned that far clockwise (a
#                                  monitor mounted upright or upside down)
#   --screen=NAME                  with the kiosk: on that screen alone, every other connected
#                                  one switched off (--screen=all: every screen again)
#   ./install.sh --screens         lists this PC's screen connectors, for --screen
# Everything it does goes to the screen and to /var/log/kaimen-install.log.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
log=/var/log/kaimen-install.log
mode=install
kiosk=1
rotate=""  # as the PC has it (none on a first install)
screen=""  # as the PC has it (every screen on a first install); "all" clears it
# This PC's screen connectors, one "NAME STATUS MODE" a line, named as the kiosk service's
# one-screen step names them: its own listing (beside this script in the bundle; packaging/ in
# the source tree).
only_screen=$here/kaimen-only-screen
[ -x "$only_screen" ] || only_screen=$here/../kaimen-only-screen
screens() { "$only_screen" --list; }
for arg in "$@"; do
    case $arg in
        --no-kiosk) kiosk=0 ;;
        --uninstall) mode=uninstall ;;
        --rotate=0|--rotate=90|--rotate=180|--rotate=270) rotate=${arg#--rotate=} ;;
        --rotate*) echo "install.sh: $arg: the screen turns by --rotate=90, --rotate=180 or --rotate=270 (degrees clockwise)" >&2; exit 2 ;;
        --screens)
            echo "Screen connectors of this PC, for --screen=NAME (a connected one with its preferred picture size):"
            [ -n "$(screens)" ] || { echo "  none listed in ${KAIMEN_DRM_SYSFS:-/sys/class/drm} (no graphics driver loaded?)"; exit 0; }
            screens | awk '{printf "  %-10s %-13s %s\n", $1, $2, $3}'
            exit 0 ;;
        --screen=all) screen=all ;;
        --screen=*) screen=${arg#--screen=}
            if ! [[ $screen =~ ^[A-Za-z]+(-[A-Za-z0-9]+)+$ ]]; then
                echo "install.sh: $arg: --screen takes a screen connector's name such as HDMI-A-1, DP-2 or eDP-1 (./install.sh --screens lists this PC's), or all" >&2
                exit 2
            fi
            # Checked where the PC lists its connectors (not in a chroot, or before a graphics driver).
            if [ -n "$(screens)" ] && ! screens | awk -v name="$screen" '$1 == name { found = 1 } END { exit !found }'; then
                echo "install.sh: $arg: this PC has no screen connector $screen; it has: $(screens | awk '{printf "%s%s (%s)", sep, $1, $2; sep=", "}')" >&2
                exit 2
            fi ;;
        --screen*) echo "install.sh: $arg: --screen=NAME names the kiosk's screen, such as --screen=HDMI-A-1 (./install.sh --screens lists them)" >&2; exit 2 ;;
        -h|--help) sed -n 2,12p "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $arg (expected --no-kiosk, --rotate=DEGREES, --screen=NAME, --screens, --uninstall or --help)" >&2; exit 2 ;;
    esac
done

for asked in ${rotate:+--rotate=$rotate} ${screen:+--screen=$screen}; do
    if [ "$kiosk" = 0 ] || [ "$mode" = uninstall ]; then
        echo "install.sh: $asked sets the kiosk service's screen; it goes with a plain install, not with --no-kiosk or --uninstall" >&2
        exit 2
    fi
done

step=""
say() { echo "$*" | tee -a "$log"; }
begin() { step=$1; say ""; say "== $1"; }
fail() {
    say ""
    say "FAILED while: $step"
    say "  $*"
    say "  Nothing else was changed after this step. The full log is in $log."
    exit 1
}
run() {  # runs a command, its output into the log only; fails the step with its last lines
    if ! "$@" >>"$log" 2>&1; then
        fail "\`$*\` did not succeed; its last lines:"$'\n'"$(tail -n 8 "$log" | sed 's/^/    /')"
    fi
}

if [ "$(id -u)" -ne 0 ]; then
    echo "install.sh must run as root: sudo $0 $*" >&2
    exit 1
fi
: >>"$log" || { echo "cannot write the log $log" >&2; exit 1; }
say "Kaimen offline installer, $(date -Is), mode $mode"

# The packages this installer added (kaimen and what it needed), for --uninstall.
record=/var/lib/kaimen-offline/installed-packages.txt
if [ "$mode" = uninstall ]; then
    begin "Stopping the kiosk service"
    if command -v systemctl >/dev/null && systemctl list-unit-files kaimen-kiosk.service >/dev/null 2>&1; then
        systemctl disable --now kaimen-kiosk.service >>"$log" 2>&1 || true
    fi
    rm -f /etc/default/kaimen-kiosk
    say "   stopped and disabled (if it was enabled)"
    begin "Removing Kaimen and the packages installed only for it"
    export DEBIAN_FRONTEND=noninteractive
    run apt-get purge -y kaimen
    run apt-get autoremove --purge -y
    # autoremove keeps what a package already here suggests or recommends (systemd suggests
    # libqrencode4 and polkitd): such a package is purged too when it came with Kaimen, is still
    # marked as installed automatically, and purging it removes nothing else. Passes until one
    # purges nothing, for chains (polkitd, its libraries, GLib's, libxml2, ICU: six deep).
    if [ -f "$record" ]; then
        # What is left of it: still installed and still marked as brought by Kaimen.
        brought_left() {
            sort -u "$record" | xargs -r dpkg-query -W -f='${Package} ${Status}\n' 2>/dev/null |
                awk '$NF == "installed" {print $1}' | xargs -r apt-mark showauto
        }
        # Purged in one apt run where that takes nothing else with it; where it would (something
        # installed since needs part of it), the passes below.
        mapfile -t brought < <(brought_left)
        if [ "${#brought[@]}" -gt 0 ]; then
            taken=$(apt-get -s purge "${brought[@]}" 2>/dev/null | awk '/^Purg / {sub(/:.*/, "", $2); print $2}' | sort)
            if [ -z "$(comm -23 <(echo "$taken") <(printf '%s\n' "${brought[@]}" | sed 's/:.*//' | sort))" ]; then
                run apt-get purge -y "${brought[@]}"
            fi
        fi
        for _ in $(seq 20); do
            purged=0
            mapfile -t brought < <(brought_left)
            for pkg in "${brought[@]}"; do
                if [ "$(apt-get -s purge "$pkg" 2>/dev/null | grep -c '^Purg ')" = 1 ]; then
                    run apt-get purge -y "$pkg"
                    purged=$((purged + 1))
                fi
            done
            [ "$purged" -gt 0 ] || break
        done
        rm -rf "$(dirname "$record")"
    fi
    say "   done; Kaimen's settings and statistics in /var/lib/kaimen stay unless you delete that folder"
    exit 0
fi

begin "Checking this PC"
. /etc/os-release 2>/dev/null || true
[ "${VERSION_CODENAME:-}" = bookworm ] ||
    fail "this bundle is for Debian 12 (bookworm); this PC runs ${PRETTY_NAME:-an unknown system}"
[ "$(dpkg --print-architecture)" = amd64 ] ||
    fail "this bundle is for amd64 PCs; this one is $(dpkg --print-architecture)"
need_kb=$(( $(du -sk "$here/debs" | cut -f1) * 3 ))
free_kb=$(df -Pk /usr | awk 'NR==2 {print $4}')
[ "$free_kb" -ge "$need_kb" ] ||
    fail "not enough disk space: $((free_kb / 1024)) MB free on /usr, about $((need_kb / 1024)) MB needed"
say "   Debian 12 amd64, $((free_kb / 1024)) MB free"

begin "Checking the bundle's files"
(cd "$here" && sha256sum --quiet -c SHA256SUMS) >>"$log" 2>&1 ||
    fail "some files of the bundle are damaged or missing (sha256sum -c SHA256SUMS in $here says which); copy the bundle again"
say "   $(ls "$here/debs" | grep -c '\.deb$') packages, all intact"

begin "Installing Kaimen from the bundle (no network used)"
# A repository made of the bundle's folder, with lists of its own: the PC's own sources and
# lists are neither used nor touched, and apt keeps any newer package the PC already has.
apt_dir=$(mktemp -d)
trap 'rm -rf "$apt_dir"' EXIT
mkdir -p "$apt_dir/lists/partial"
echo "deb [trusted=yes] file:$here/debs ./" >"$apt_dir/sources.list"
apt_opts=(-o Dir::Etc::SourceList="$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o Dir::State::Lists="$apt_dir/lists" -o APT::Get::List-Cleanup=0)
export DEBIAN_FRONTEND=noninteractive
run apt-get "${apt_opts[@]}" update
installed_before=$(dpkg-query -W -f='${Package}\n' | sort)
mkdir -p "$(dirname "$record")"
# Kaimen's recommends are the booth printer's (CUPS, ipp-usb, Avahi: packaging/CMakeLists.txt).
read -r -a printing <<<"$(dpkg-deb -f "$(ls "$here"/debs/kaimen_*.deb | tail -1)" Recommends | tr ',' ' ')"
run apt-get "${apt_opts[@]}" install -y --no-install-recommends kaimen "${printing[@]}"
newly=$(comm -13 <(echo "$installed_before") <(dpkg-query -W -f='${Package}\n' | sort))
[ -z "$newly" ] || echo "$newly" >>"$record"
# Named above, so apt marked them as asked for (again on an update): those that came with Kaimen,
# now or at an earlier install, are marked as brought by it, so that --uninstall takes them away.
for pkg in "${printing[@]}"; do
    if grep -qx "$pkg" "$record"; then run apt-mark auto "$pkg"; fi
done
say "   $(dpkg-query -W -f='${Package} ${Version}' kaimen) installed"
say "   with CUPS for the booth's printer: a USB printer that prints without drivers (IPP-USB, nearly all since 2016) appears on the admin panel's 打印 page by itself"

begin "Writing a first couplet to check the model"
couplet=$(echo '{"id": 1, "mode": "keyword", "keyword": "如意", "kind": "cangtou"}' |
          OPENBLAS_NUM_THREADS=1 kaimen-cli generate --model /usr/share/kaimen/models/kaimen-couplet-small 2>>"$log")
grep -q '"upper"' <<<"$couplet" || fail "kaimen-cli could not write a couplet: $couplet"
say "   $couplet"

if [ "$kiosk" = 1 ]; then
    begin "Starting into the kiosk on boot"
    command -v systemctl >/dev/null || fail "systemd is not on this PC; install with --no-kiosk and start kaimen yourself"
    # The kiosk service reads cage's options (cage -r turns the picture 90° clockwise) and its one
    # screen from here. Written on a first install and when asked; what is not asked is kept, so
    # an update keeps a totem's turn and its screen.
    defaults=/etc/default/kaimen-kiosk
    kept() { sed -n "s/^$1=\"\(.*\)\"\$/\1/p" "$defaults" 2>/dev/null | tail -1; }
    if [ -n "$rotate$screen" ] || [ ! -e "$defaults" ]; then
        if [ -n "$rotate" ]; then
            options=""
            for _ in $(seq $((rotate / 90))); do options+="-r "; done
            options=${options% }
        else
            options=$(kept KAIMEN_CAGE_OPTIONS)
        fi
        case $screen in
            all) screen="" ;;
            "") screen=$(kept KAIMEN_SCREEN) ;;
        esac
        printf '%s\n' "# The kiosk service's screen, written by Kaimen's install.sh. After a change:" \
            "#   sudo systemctl restart kaimen-kiosk.service" \
            "# cage's options: -r turns the picture 90 degrees clockwise, up to three times (-r -r: upside down)." \
            "KAIMEN_CAGE_OPTIONS=\"$options\"" \
            "# The one screen the kiosk shows on (install.sh --screens lists them; empty: every screen, the" \
            "# kiosk stretched across all): every other connected screen is switched off, as if unplugged." \
            "KAIMEN_SCREEN=\"$screen\"" >"$defaults.new" &&
            mv "$defaults.new" "$defaults" || fail "cannot write $defaults"
    fi
    run systemctl enable kaimen-kiosk.service
    run systemctl set-default graphical.target
    say "   kaimen-kiosk.service enabled: Kaimen starts full-screen on the next boot"
    say "   the screen's turn and the kiosk's screen: $(grep -E '^KAIMEN_(CAGE_OPTIONS|SCREEN)=' "$defaults" | tr '\n' ' ')in $defaults"
    if [ -z "$(kept KAIMEN_SCREEN)" ] && [ "$(screens | awk '$2 == "connected"' | wc -l)" -gt 1 ]; then
        say "   more than one screen is connected: the kiosk is stretched across all of them; name its own with --screen=NAME (./install.sh --screens)"
    fi
    say "   (to get a desktop back: Ctrl+Alt+F2, log in, sudo systemctl disable --now kaimen-kiosk.service)"
fi
say ""
say "Kaimen is installed."
