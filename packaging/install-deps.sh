#!/usr/bin/env bash
# Installs every package Kaimen needs to build, test and run, from Debian 12's archive.
# Idempotent: packages already present are skipped, so it is cheap to run before every build.
# --installer: also what building the offline bundle and its install test need (debootstrap,
# systemd-nspawn).
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build ccache pkg-config
  # the fuzz targets (libFuzzer) and sanitizer builds: tools/run-sanitizers.sh
  clang libclang-rt-14-dev
  # Qt 6.4
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
  qml6-module-qtquick-layouts qml6-module-qtquick-shapes qml6-module-qtquick-particles
  qml6-module-qtqml-workerscript qml6-module-qttest qml6-module-qtquick-templates
  libgl-dev
  # inference
  libtorch-dev libopenblas0-pthread libsentencepiece-dev sentencepiece libicu-dev libgooglepinyin0-dev
  # app, tools
  libyaml-cpp-dev nlohmann-json3-dev libopencc-dev opencc libsystemd-dev libzip-dev
  # python reference, converter and parity tests (Debian's python, not pyenv's)
  python3-torch python3-sentencepiece python3-numpy
  # the dictionary behind inference/data/opening_words.txt (tools/opening_words.py)
  python3-jieba
  # headless rendering for the screenshot tests
  xvfb xauth
  # reading back the printed PDF in the printing test
  poppler-utils
  # the calligraphic Kai face for the couplet (SIL OFL 1.1)
  fonts-lxgw-wenkai
)
if [ "${1:-}" = --installer ]; then
  packages+=(debootstrap systemd-container dpkg-dev)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${#missing[@]} missing packages: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "install-deps: done"
