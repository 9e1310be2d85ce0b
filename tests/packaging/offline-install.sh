#!/bin/bash
# The technician's day, end to end: build the offline bundle, then on a fresh minimal Debian 12
# root with no network inside it install the bundle, write a couplet with kaimen-cli, render the
# kiosk, check the installed files, the service unit and the kiosk user; boot that root under
# systemd (systemd-nspawn, no network) and show the service bringing back a kiosk killed with
# SIGKILL and one that hangs (watchdog) under the unit's own cage, stopping it cleanly, and the
# kiosk user switching the PC off; then uninstall and check nothing of it is left.
# Needs root, debootstrap, systemd-container and grim (bash packaging/install-deps.sh --installer),
# and Debian's archive for building the bundle. About five minutes.
# usage: offline-install.sh BUILD_DIR
set -euo pipefail
build=$(realpath "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
work=${KAIMEN_INSTALLER_WORK:-$build/installer}
started=$SECONDS
log() { echo "offline-install [$((SECONDS - started)) s]: $*"; }
die() { echo "offline-install: FAILED: $*" >&2; exit 1; }

bundle=$(bash "$src/packaging/offline/make-bundle.sh" "$build" "$work/out" | tail -1)
bundle_mb=$(( $(stat -c %s "$bundle") / 1048576 ))
log "bundle $bundle: $bundle_mb MB, $(tar -tf "$bundle" | grep -c '\.deb$') packages"

base=$(bash "$src/packaging/offline/minimal-root.sh" "$work")
root=$work/target
container_pid=""
cleanup() {
    [ -n "$container_pid" ] && kill "$container_pid" 2>/dev/null && wait "$container_pid" 2>/dev/null
    rm -rf "$root"
}
trap cleanup EXIT
rm -rf "$root"
cp -a "$base" "$root"
rm -f "$root/etc/resolv.conf"
mkdir -p "$root/opt"
tar -xf "$bundle" -C "$root/opt"
bundle_dir=/opt/$(basename "$bundle" .tar)
before=$(chroot "$root" dpkg-query -W -f='${Package} ${Version}\n' | sort)

# Runs a command in the target root with no network: a network namespace of its own (no
# interfaces but a down loopback), and /proc and /dev mounted only for it.
offline() {
    unshare --net --mount --fork -- bash -c '
        root=$1; shift
        mount -t proc proc "$root/proc" && mount --rbind /dev "$root/dev" && mount -t tmpfs tmpfs "$root/tmp"
        exec chroot "$root" "$@"' _ "$root" "$@"
}

offline bash -c 'exec 3<>/dev/tcp/151.101.2.132/80' 2>/dev/null && die "the target root can reach the network"
log "the target root has no network"
t0=$SECONDS
# A monitor mounted upright, as a fair's totem has it: the picture turned 90° (cage -r).
offline "$bundle_dir/install.sh" --rotate=90 || die "install.sh failed (log above)"
install_s=$((SECONDS - t0))
log "installed in $install_s s with no network"

couplet=$(echo '{"id": 7, "mode": "keyword", "keyword": "平安", "kind": "cangtou"}' |
          offline env OPENBLAS_NUM_THREADS=1 kaimen-cli generate --model /usr/share/kaimen/models/kaimen-couplet-small)
grep -q '"upper": *"平' <<<"$couplet" || die "kaimen-cli in the target did not write a 藏头 couplet for 平安: $couplet"
log "kaimen-cli in the target: $couplet"
# The technician's first check on a PC with no display yet: the installed kiosk names its version.
version=$(offline env -u DISPLAY -u QT_QPA_PLATFORM kaimen --version 2>&1) || die "kaimen --version failed in the target: $version"
grep -qE '^kaimen [0-9]+\.[0-9]+' <<<"$version" || die "kaimen --version in the target said: $version"
log "installed: $version"
offline env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp HOME=/tmp \
    kaimen --windowed --stage attract --screenshot /root/attract.png --screenshot-wait attract --screenshot-after 3000 >/dev/null 2>&1 ||
    die "the kiosk did not start in the target (QML modules or libraries missing?)"
[ "$(stat -c %s "$root/root/attract.png")" -gt 20000 ] || die "the kiosk rendered a blank window in the target"
# The open gate with a couplet on it: its SVG artwork needs Qt SVG's image plugin, which only
# the package's dependencies bring; a drawing that cannot be decoded is a warning, and fails.
offline env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp HOME=/tmp \
    kaimen --windowed --stage writing --demo-lines 春风得意家家乐/喜气盈门户户欢/万象更新 \
    --screenshot /root/gate.png --screenshot-wait written --screenshot-timeout 60000 >"$work/gate.log" 2>&1 ||
    die "the kiosk did not show the open gate in the target: $(tail -3 "$work/gate.log")"
! grep -E "Error decoding|Unsupported image format|Cannot open" "$work/gate.log" ||
    die "the gate's artwork did not render in the target (Qt SVG's image plugin missing?)"
log "the kiosk starts and renders in the target, the open gate and its artwork too"

for path in usr/bin/kaimen usr/bin/kaimen-cli usr/lib/x86_64-linux-gnu/kaimen/libkaimen_sentencepiece.so \
            usr/share/kaimen/models/kaimen-couplet-small/weights.safetensors usr/share/kaimen/fonts/OFL.txt \
            usr/share/kaimen/settings/defaults.yaml usr/share/applications/kaimen.desktop \
            usr/share/kaimen/strokes/strokes.bin usr/share/kaimen/strokes/ARPHICPL.TXT \
            usr/share/kaimen/glosses/wish_glosses.tsv usr/share/kaimen/glosses/CC-BY-SA-4.0.txt \
            usr/share/kaimen/gate/README.md usr/share/kaimen/gate/pushou.svg usr/share/doc/kaimen/copyright \
            usr/share/metainfo/io.github.kaimen.Kaimen.metainfo.xml usr/lib/systemd/system/kaimen-kiosk.service \
            usr/bin/kaimen-server usr/lib/systemd/system/kaimen-server.service; do
    [ -e "$root/$path" ] || die "$path is not installed"
done
chroot "$root" getent passwd kaimen >/dev/null || die "the kiosk user kaimen was not created"
# The devices the kiosk opens itself: the screen, touch, and the booth's sound through ALSA. The
# minimal root has video and audio (base-passwd) but not udev's input and render; the postinst's
# one usermod for all three once failed there and left the kiosk user in none (session 62).
groups=$(chroot "$root" id -nG kaimen)
for group in video render input audio; do
    case $group in video|audio) ;; *) chroot "$root" getent group "$group" >/dev/null || continue ;; esac
    grep -qw "$group" <<<"$groups" || die "the kiosk user is not in the $group group: $groups"
done
[ "$(chroot "$root" systemctl is-enabled kaimen-kiosk.service)" = enabled ] || die "kaimen-kiosk.service is not enabled"
log "files, kiosk user and enabled service are in place"

# Under systemd: the installed unit as it is, cage and Kaimen on Wayland included, except that a
# container has no screen, keyboard or login session: cage draws on wlroots' headless backend in
# memory, and the runtime folder a login would make is the service's own.
mkdir -p "$root/etc/systemd/system/kaimen-kiosk.service.d"
cat >"$root/etc/systemd/system/kaimen-kiosk.service.d/container.conf" <<'UNIT'
[Service]
PAMName=
TTYPath=
StandardInput=null
RuntimeDirectory=kaimen-kiosk
Environment=XDG_RUNTIME_DIR=/run/kaimen-kiosk WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1
UNIT
# The stand-in for a booth's USB printer (below), this machine's own (packaging/install-deps.sh).
install -D -m 755 "$(command -v ippeveprinter)" "$root/usr/local/sbin/ippeveprinter"
mkdir -p "$root/var/tmp/printed"
systemd-nspawn -D "$root" --boot --register=no --keep-unit --private-network -q >"$work/container.log" 2>&1 &
container_pid=$!
init_pid=""
for _ in $(seq 60); do
    init_pid=$(pgrep -f -P "$container_pid" '^/(usr/)?lib/systemd/systemd' || true)
    [ -n "$init_pid" ] && break
    sleep 1
done
[ -n "$init_pid" ] || die "the target root did not boot under systemd-nspawn: $(tail -5 "$work/container.log")"
inside() { nsenter --target "$init_pid" --mount --uts --ipc --pid -- "$@"; }
main_pid() { inside systemctl show -p MainPID --value kaimen-kiosk.service; }
# Waits until the kiosk is active with a main process other than $1; prints the seconds taken.
wait_back() {
    local old=$1 t=$SECONDS pid
    while [ $((SECONDS - t)) -lt 90 ]; do
        pid=$(main_pid)
        if [ "$(inside systemctl is-active kaimen-kiosk.service)" = active ] && [ "$pid" != 0 ] && [ "$pid" != "$old" ]; then
            echo $((SECONDS - t))
            return 0
        fi
        sleep 0.5
    done
    return 1
}
wait_back 0 >/dev/null || die "the kiosk service did not become active: $(inside systemctl status kaimen-kiosk.service --no-pager | tail -8)"
# Kaimen itself, cage's child (the service's main process is cage).
kiosk_pid() { inside pgrep -P "$(main_pid)" -x kaimen; }
first=$(kiosk_pid) || die "no kaimen under cage: $(inside systemctl status kaimen-kiosk.service --no-pager | tail -8)"
log "under systemd: kaimen-kiosk.service active (ready notified), kaimen pid $first under cage pid $(main_pid)"
# What the visitor sees: cage's whole screen, read back by grim through the service's Wayland socket
# (in the container's own /run): the kiosk edge to edge, with no title bar (until session 53 Qt
# drew one under cage, with minimise, maximise and close buttons for visitors to tap).
socket=""
for _ in $(seq 20); do
    socket=$(ls "/proc/$init_pid/root/run/kaimen-kiosk/" 2>/dev/null | grep -m1 '^wayland-[0-9]*$' || true)
    [ -n "$socket" ] && break
    sleep 0.5
done
[ -n "$socket" ] || die "cage made no Wayland socket in /run/kaimen-kiosk"
# SIZE: the screen as cage turns its 1280x720 output (install.sh --rotate=90: upright).
check_screen() {
    local t=$SECONDS shown=""
    # The first frames come a moment after READY (longer on a busy machine): read until they do.
    while [ $((SECONDS - t)) -lt 30 ]; do
        sleep 1
        WAYLAND_DISPLAY=/proc/$init_pid/root/run/kaimen-kiosk/$socket grim -t ppm "$work/kiosk-screen-$1.ppm" ||
            die "grim could not read cage's screen"
        if shown=$(/usr/bin/python3 "$src/tests/packaging/screen_is_kiosk.py" "$work/kiosk-screen-$1.ppm" "$1" 2>&1); then
            log "cage's $shown"
            return 0
        fi
    done
    die "cage's screen is not the kiosk edge to edge as asked ($work/kiosk-screen-$1.ppm): $shown"
}
check_screen 720x1280
# The kiosk itself, as the service runs it, may switch the PC off: its admin panel offers 关闭电脑.
asked=$(inside journalctl -u kaimen-kiosk --no-pager | grep -m1 "power: logind" || true)
grep -q "answers CanPowerOff yes" <<<"$asked" ||
    die "the kiosk under the service cannot switch the PC off, so its panel has no 关闭电脑: ${asked:-nothing in the journal}"
log "the kiosk asked logind: ${asked#*power: }"
# Left alone past WatchdogSec (30 s): the same kiosk, never restarted. Kaimen, cage's child, pings
# the watchdog systemd set for cage (until session 53 it took it for someone else's and never
# pinged: systemd would have restarted the kiosk every 30 s).
cage_pid=$(main_pid)
sleep 35
[ "$(main_pid)" = "$cage_pid" ] && [ "$(inside systemctl show -p NRestarts --value kaimen-kiosk.service)" = 0 ] ||
    die "the kiosk was restarted while left alone: $(inside journalctl -u kaimen-kiosk --no-pager | grep -i -m3 watchdog)"
log "left alone for 35 s (WatchdogSec=30): the same kiosk, pinging its watchdog"
inside bash -c "kill -KILL $first"
back=$(wait_back "$cage_pid") || die "a kiosk killed with SIGKILL did not come back"
second=$(kiosk_pid)
log "SIGKILL to kaimen pid $first: cage ended with it, back as pid $second, active again after $back s"
cage_pid=$(main_pid)
inside bash -c "kill -STOP $second"
back=$(wait_back "$cage_pid") || die "a hung kiosk (SIGSTOP) was not restarted by the watchdog"
log "hang (SIGSTOP) of pid $second: the watchdog restarted it, active again after $back s (WatchdogSec=30)"
log "restarts counted by systemd: $(inside systemctl show -p NRestarts --value kaimen-kiosk.service)"
# Stopped as at closing time (systemctl stop, a power-off): the unit's ExecStop sends SIGTERM to
# Kaimen alone, which saves its cache and statistics and exits 0, and cage ends with it (signalled
# together, cage took the display down first and Qt ended Kaimen at once, saving nothing).
third=$(kiosk_pid)
started_stop=$SECONDS
stop_clock=$(inside date +%s)
inside systemctl stop kaimen-kiosk.service || die "systemctl stop kaimen-kiosk.service failed"
ended=$(inside systemctl show -p ExecMainCode -p ExecMainStatus -p Result kaimen-kiosk.service | sort | tr '\n' ' ')
[ "$ended" = "ExecMainCode=1 ExecMainStatus=0 Result=success " ] ||
    die "the stopped kiosk did not end by itself ($ended; ExecMainCode=2 is killed by a signal): $(inside journalctl -u kaimen-kiosk --no-pager | tail -8)"
[ -z "$(inside pgrep -x kaimen)" ] || die "kaimen still runs after systemctl stop"
stop_journal=$(inside journalctl -u kaimen-kiosk --no-pager --since "@$stop_clock")
! grep -q "The Wayland connection broke" <<<"$stop_journal" || die "Kaimen lost its display before it ended: $stop_journal"
log "systemctl stop: kaimen pid $third ended first, cage with it, exit status 0 after $((SECONDS - started_stop)) s"
# The monitor turned back to landscape, as README.txt tells the technician: the options emptied.
# And a screen named that this PC does not have (a container has no DRM connectors at all): the
# unit's ExecStartPre says so in the journal and the kiosk starts regardless.
inside sed -i -e 's/^KAIMEN_CAGE_OPTIONS=.*/KAIMEN_CAGE_OPTIONS=""/' -e 's/^KAIMEN_SCREEN=.*/KAIMEN_SCREEN="HDMI-A-1"/' \
    /etc/default/kaimen-kiosk
inside systemctl start kaimen-kiosk.service || die "the kiosk did not start again"
wait_back 0 >/dev/null || die "the kiosk service did not become active again"
check_screen 1280x720
said=$(inside journalctl -u kaimen-kiosk --no-pager | grep -m1 "kaimen-only-screen:" || true)
grep -q "KAIMEN_SCREEN=HDMI-A-1 is not a screen connector of this PC; it has: none" <<<"$said" ||
    die "the kiosk's one-screen step did not run or said otherwise: ${said:-nothing in the journal}"
log "KAIMEN_SCREEN naming a screen this PC lacks: said in the journal, the kiosk shown regardless"
# A forgotten admin PIN: kaimen-reset-pin forgets the one in the folder the kiosk under the service
# made for it, and restarts the kiosk, which then asks for a new one.
pin_dir=/var/lib/kaimen/.config/kaimen
inside test -d "$pin_dir" || die "the kiosk under the service keeps its PIN elsewhere than $pin_dir, where kaimen-reset-pin looks"
inside runuser -u kaimen -- sh -c "echo 00:00 >$pin_dir/admin-pin"
before_reset=$(main_pid)
inside kaimen-reset-pin >"$work/reset-pin.log" 2>&1 || die "kaimen-reset-pin failed: $(cat "$work/reset-pin.log")"
! inside test -e "$pin_dir/admin-pin" || die "kaimen-reset-pin left the PIN: $(cat "$work/reset-pin.log")"
wait_back "$before_reset" >/dev/null || die "the kiosk did not come back after kaimen-reset-pin"
log "kaimen-reset-pin: the kiosk's PIN forgotten, the kiosk restarted to ask for a new one"
# kaimen-server from the package, as a back-room PC enables it: ready under systemd (Type=notify,
# its sandboxing, the cache directory) and answering /healthz on loopback once the model is up.
[ "$(inside systemctl is-enabled kaimen-server.service || true)" = disabled ] || die "kaimen-server.service is enabled on install"
inside systemctl start kaimen-server.service || die "kaimen-server did not start: $(inside systemctl status kaimen-server.service --no-pager | tail -8)"
# From inside the container's own (private) network: its loopback is not the host's.
health() {
    nsenter --target "$init_pid" --net --mount --uts --ipc --pid -- \
        bash -c 'exec 3<>/dev/tcp/127.0.0.1/8080 && printf "GET /healthz HTTP/1.0\r\n\r\n" >&3 && cat <&3' 2>/dev/null || true
}
for _ in $(seq 120); do health | grep -q '"state":"ready"' && break; sleep 0.5; done
health | grep -q '"state":"ready"' || die "kaimen-server did not become ready: $(health | tail -1) $(inside journalctl -u kaimen-server --no-pager | tail -5)"
log "kaimen-server.service (disabled on install) started, ready on loopback: $(health | tail -1 | cut -c1-90)"
# The booth's printer, offline: the bundle's CUPS, Avahi and ipp-usb at work, and a driverless
# printer announced on the PC (CUPS's ippeveprinter, copied in from this machine, standing in for
# a USB printer that ipp-usb announces the same way) found by CUPS for the kiosk user with no
# setting up, and printing CUPS's test page.
inside test -x /usr/sbin/ipp-usb || die "ipp-usb is not installed: USB printers would stay unseen"
[ "$(inside systemctl is-active avahi-daemon.service)" = active ] || die "avahi-daemon is not running: CUPS finds no driverless printer"
scheduler=$(inside runuser -u kaimen -- lpstat -r 2>&1) || true
[ "$scheduler" = "scheduler is running" ] || die "the kiosk user reaches no CUPS scheduler: $scheduler"
inside systemd-run -q --unit=booth-printer /usr/local/sbin/ippeveprinter -k -d /var/tmp/printed \
    -f application/pdf,image/pwg-raster,image/urf -p 8631 "Booth printer" || die "the stand-in printer did not start"
found=""
for _ in $(seq 60); do
    found=$(inside runuser -u kaimen -- lpstat -e 2>/dev/null | grep -m1 '^Booth_printer' || true)
    [ -n "$found" ] && break
    sleep 0.5
done
[ -n "$found" ] || die "CUPS did not find the driverless printer announced on the PC: $(inside journalctl -u booth-printer --no-pager | tail -3)"
job=$(inside runuser -u kaimen -- lp -d Booth_printer /usr/share/cups/data/default-testpage.pdf 2>&1) ||
    die "CUPS refused the kiosk user's test page: $job"
for _ in $(seq 120); do [ -n "$(ls "$root/var/tmp/printed" 2>/dev/null)" ] && break; sleep 0.5; done
[ -n "$(ls "$root/var/tmp/printed" 2>/dev/null)" ] ||
    die "the test page never reached the printer ($job): $(inside tail -5 /var/log/cups/error_log 2>&1)"
log "printing offline: CUPS found the driverless printer $found by itself and printed the kiosk user's test page ($job)"
# Closing time: the operator's 关闭电脑 (admin panel) asks logind, as the kiosk user and with no
# password prompt, to switch the PC off. Without polkit logind refuses it even the question
# ("Access denied"); the package's rule lets the kiosk user alone, any other still needs a password.
logind() { inside runuser -u "$1" -- busctl call org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager "${@:2}"; }
may=$(logind kaimen CanPowerOff 2>&1) || true
[ "$may" = 's "yes"' ] || die "logind does not let the kiosk user switch the PC off (CanPowerOff: $may)"
other=$(logind nobody CanPowerOff 2>&1) || true
[ "$other" != 's "yes"' ] || die "the package's polkit rule lets every user switch the PC off"
logind kaimen PowerOff b false >/dev/null || die "logind refused the kiosk user's power-off"
for _ in $(seq 90); do kill -0 "$container_pid" 2>/dev/null || break; sleep 1; done
! kill -0 "$container_pid" 2>/dev/null || die "the PC did not switch off after the kiosk user's power-off"
wait "$container_pid" 2>/dev/null || true
container_pid=""
log "switched off by the kiosk user through logind, as the admin panel's 关闭电脑 does (another user: CanPowerOff $other)"
rm -rf "$root/etc/systemd/system/kaimen-kiosk.service.d" "$root/usr/local/sbin/ippeveprinter" "$root/var/tmp/printed"
# An update (install.sh again, no --rotate) keeps the screen's turn the technician set; naming the
# kiosk's screen then changes that alone.
sed -i 's/^KAIMEN_CAGE_OPTIONS=.*/KAIMEN_CAGE_OPTIONS="-r -r"/' "$root/etc/default/kaimen-kiosk"
offline "$bundle_dir/install.sh" --screen=DP-2 >"$work/update.log" 2>&1 || die "installing again failed: $(tail -5 "$work/update.log")"
grep -qx 'KAIMEN_CAGE_OPTIONS="-r -r"' "$root/etc/default/kaimen-kiosk" ||
    die "installing again changed the screen's turn: $(grep KAIMEN_CAGE_OPTIONS "$root/etc/default/kaimen-kiosk")"
grep -qx 'KAIMEN_SCREEN="DP-2"' "$root/etc/default/kaimen-kiosk" ||
    die "install.sh --screen=DP-2 did not name the kiosk's screen: $(grep KAIMEN_SCREEN "$root/etc/default/kaimen-kiosk")"
log "installed again (an update) with --screen=DP-2: the screen's turn kept, the kiosk's screen named"

offline "$bundle_dir/install.sh" --uninstall || die "uninstalling failed"
after=$(chroot "$root" dpkg-query -W -f='${Package} ${Version}\n' | sort)
# The same packages as before; a base package the bundle updated (a newer Debian 12 point or
# security release that a dependency asked for) stays updated, as apt leaves it.
[ "$(cut -d' ' -f1 <<<"$before")" = "$(cut -d' ' -f1 <<<"$after")" ] ||
    die "the packages after uninstalling differ from before: $(diff <(cut -d' ' -f1 <<<"$before") <(cut -d' ' -f1 <<<"$after") | head -20)"
updated=$(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')
[ -z "$updated" ] || log "left updated by the bundle, as apt does: $updated"
for path in usr/bin/kaimen usr/share/kaimen usr/lib/systemd/system/kaimen-kiosk.service usr/lib/x86_64-linux-gnu/kaimen; do
    [ ! -e "$root/$path" ] || die "$path is left after uninstalling"
done
log "uninstalled: the same $(wc -l <<<"$after") packages as before installing, none of Kaimen's files left"
echo "offline-install: PASSED (bundle $bundle_mb MB; install $install_s s; total $((SECONDS - started)) s)"
