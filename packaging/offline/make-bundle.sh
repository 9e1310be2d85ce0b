#!/bin/bash
# Builds the offline bundle for exhibition PCs with no network: Kaimen's .deb and every .deb it
# needs beyond a minimal Debian 12 (debootstrap's minbase plus systemd), resolved and downloaded
# by apt in a throwaway Debian 12 root, a local repository index, install.sh (with the one-screen
# script whose listing its --screens shows) and a README, as
# one tar archive. Needs root (debootstrap, chroot) and Debian's archive.
# usage: make-bundle.sh BUILD_DIR OUT_DIR      (BUILD_DIR: a configured, built release tree)
# Prints the archive's path last. KAIMEN_INSTALLER_WORK: where the roots are kept (default
# BUILD_DIR/installer; the minimal root is made once and reused).
set -euo pipefail
build=$(realpath "$1")
out=$(realpath -m "$2")
here=$(cd "$(dirname "$0")" && pwd)
work=${KAIMEN_INSTALLER_WORK:-$build/installer}
mirror=${KAIMEN_DEBIAN_MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" -eq 0 ] || { echo "make-bundle.sh needs root (debootstrap and chroot): sudo $0 $*" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "debootstrap is missing: bash packaging/install-deps.sh --installer" >&2; exit 1; }
mkdir -p "$work" "$out"

base=$("$here/minimal-root.sh" "$work" "$mirror")

echo "make-bundle: building the .deb"
rm -rf "$work/deb"
(cd "$build" && cpack -G DEB -B "$work/deb" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/deb/kaimen_*_amd64.deb)
version=$(dpkg-deb -f "$deb" Version)

echo "make-bundle: resolving its dependencies against a minimal Debian 12"
resolve=$work/resolve
rm -rf "$resolve"
cp -a "$base" "$resolve"
cp /etc/resolv.conf "$resolve/etc/resolv.conf"
cat >"$resolve/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
cp "$deb" "$resolve/tmp/"
chroot "$resolve" apt-get update -qq
# Kaimen's recommends (printing: CUPS, ipp-usb, Avahi) too, but not theirs: install.sh names them.
read -r -a recommends <<<"$(dpkg-deb -f "$deb" Recommends | tr ',' ' ')"
chroot "$resolve" env DEBIAN_FRONTEND=noninteractive \
    apt-get install --download-only --no-install-recommends -y -qq "/tmp/$(basename "$deb")" "${recommends[@]}" >"$work/resolve.log"

name=kaimen-offline-$version-amd64
stage=$work/$name
rm -rf "$stage"
mkdir -p "$stage/debs"
cp "$resolve"/var/cache/apt/archives/*.deb "$deb" "$stage/debs/"
(cd "$stage/debs" && dpkg-scanpackages --multiversion . /dev/null 2>/dev/null >Packages)
# kaimen-only-screen too, whose listing install.sh --screens shows before Kaimen is installed.
cp "$here/install.sh" "$here/README.txt" "$here/../kaimen-only-screen" "$stage/"
(cd "$stage" && find . -type f ! -name SHA256SUMS -printf '%P\n' | sort | xargs sha256sum >SHA256SUMS)
# The .debs are compressed already: a plain tar is as small and quicker to write and unpack.
tar -cf "$out/$name.tar" -C "$work" "$name"
echo "make-bundle: $(ls "$stage/debs" | grep -c '\.deb$') packages, $(du -h "$out/$name.tar" | cut -f1)"
echo "$out/$name.tar"
