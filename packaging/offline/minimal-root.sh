#!/bin/bash
# Makes (once) and prints the path of a minimal Debian 12 root: debootstrap's minbase plus
# systemd as init, what every bootable Debian 12 PC has at least. The bundle is resolved
# against it and the install test starts from a copy of it.
# usage: minimal-root.sh WORK_DIR [MIRROR]
set -euo pipefail
work=$1
mirror=${2:-http://deb.debian.org/debian}
root=$work/rootfs-minimal
if [ ! -e "$root/.complete" ]; then
    rm -rf "$root"
    echo "minimal-root: debootstrap bookworm (minbase + systemd-sysv) into $root" >&2
    debootstrap --variant=minbase --include=systemd-sysv,dbus bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        { tail -20 "$work/debootstrap.log" >&2; exit 1; }
    chroot "$root" apt-get clean
    touch "$root/.complete"
fi
echo "$root"
