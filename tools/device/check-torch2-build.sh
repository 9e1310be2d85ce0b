#!/usr/bin/env bash
# Builds the `core` preset's kaimen-train and kaimen-bench against libtorch 2.x here, without a
# GPU machine, and dry-runs tools/device/train-gpu.sh with them (issue 18: "make the core build
# against both"). The GPU machine's PyTorch is 2.x; Debian 12's libtorch is 1.13, so a GPU day
# would otherwise be the first time the 2.x code paths (the autocast calls of
# tools/train/MixedPrecision.cpp, every libtorch call of the core) meet a 2.x compiler check.
#
# The 2.x libtorch is Debian trixie's (libtorch-dev 2.6), fetched from Debian's package registry
# into WORK and unpacked there, never installed: its libraries need trixie's C library, so the
# binaries link with --allow-shlib-undefined (every symbol of ours must still resolve in
# libtorch) and run under trixie's own loader from WORK. Nothing outside WORK changes.
#
# usage: tools/device/check-torch2-build.sh [WORK]   (default build/torch2: about 1.4 GB there, the
#        packages and their unpacked trees; 5-10 minutes on two cores, most of it compiling)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mkdir -p "${1:-$root/build/torch2}" && cd "${1:-$root/build/torch2}" && pwd)
suite=trixie
apt=$work/apt
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/dev"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" \
    > "$apt/sources.list"
: > "$apt/status"  # nothing installed: apt fetches the whole closure of what libtorch needs to run
opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
      -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o Dir::State::status="$apt/status"
      -o APT::Install-Recommends=false -o APT::Sandbox::User=root -o Debug::NoLocking=true)
echo "check-torch2: fetching libtorch-dev, and libtorch with what it needs to run, from Debian $suite"
apt-get "${opts[@]}" -qq update
apt-get "${opts[@]}" -qq -y install --download-only libtorch2.6 libopenblas0-pthread >/dev/null
(cd "$apt/dev" && apt-get "${opts[@]}" -qq download libtorch-dev)

# Two trees: TORCH (libtorch's headers, CMake files and libraries) is what the build sees; ROOT
# (everything libtorch needs to run, trixie's C library among them) is what the tools run on. The
# build must not see ROOT: its C headers would stand in for this system's.
torch=$work/torch sysroot=$work/root
if [ ! -e "$sysroot/.unpacked" ] || [ -n "$(find "$apt" -name '*.deb' -newer "$sysroot/.unpacked")" ]; then
    rm -rf "$torch" "$sysroot" "$work/core" && mkdir -p "$torch" "$sysroot"
    for deb in "$apt/dev"/libtorch-dev_*.deb "$apt/cache/archives"/libtorch2.6_*.deb; do dpkg-deb -x "$deb" "$torch"; done
    for deb in "$apt/cache/archives"/*.deb; do dpkg-deb -x "$deb" "$sysroot"; done
    touch "$sysroot/.unpacked"
fi
lib=$torch/usr/lib/x86_64-linux-gnu runlib=$sysroot/usr/lib/x86_64-linux-gnu
version=$(sed -n 's/.*PACKAGE_VERSION "\([0-9.]*\)".*/\1/p' "$lib/cmake/Torch/TorchConfigVersion.cmake")
echo "check-torch2: libtorch $version unpacked in $torch"

build=$work/core
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DKAIMEN_CORE_ONLY=ON -DKAIMEN_BUILD_TESTS=OFF \
    -DCMAKE_PREFIX_PATH="$lib/cmake" -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DCMAKE_EXE_LINKER_FLAGS="-Wl,--allow-shlib-undefined" > "$work/configure.log" 2>&1
grep -q "libtorch $version" "$work/configure.log" || { echo "check-torch2: CMake did not find libtorch $version"; cat "$work/configure.log"; exit 1; }
cmake --build "$build" --target kaimen-train kaimen-bench

# What train-gpu.sh calls: the two tools under trixie's loader and libraries.
bin=$work/bin
mkdir -p "$bin"
for tool in kaimen-train kaimen-bench; do
    cat > "$bin/$tool" <<EOF
#!/bin/sh
exec "$sysroot/usr/lib64/ld-linux-x86-64.so.2" --library-path "$lib:$runlib/openblas-pthread:$runlib:/usr/lib/x86_64-linux-gnu" "$build/tools/$tool" "\$@"
EOF
    chmod +x "$bin/$tool"
done
"$bin/kaimen-bench" steps --synthetic small --device cpu --steps 8 --repeats 2 | tail -1
bash "$root/tests/tools/train-gpu-dry-run.sh" "$bin/kaimen-train" "$root"
echo "check-torch2: kaimen-train and kaimen-bench built against libtorch $version, train-gpu.sh dry run passed"
