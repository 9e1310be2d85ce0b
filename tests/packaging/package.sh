#!/bin/bash
# Builds the Debian package with CPack and checks what a technician's PC would get: the
# binaries, the SentencePiece module where the loader looks, the shipped model, fonts with their
# licence, settings, desktop integration, the kiosk service, and the dependencies that CPack's
# shlibdeps cannot see. usage: package.sh BUILD_DIR
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/kaimen_*.deb)
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
contents=$(dpkg-deb -c "$deb")
for path in usr/bin/kaimen usr/bin/kaimen-cli \
            usr/lib/x86_64-linux-gnu/kaimen/libkaimen_sentencepiece.so \
            usr/share/kaimen/models/kaimen-couplet-small/manifest.json \
            usr/share/kaimen/models/kaimen-couplet-small/weights.safetensors \
            usr/share/kaimen/models/kaimen-couplet-small/MODEL_CARD.md \
            usr/share/kaimen/fonts/LXGWWenKai-Bold.ttf usr/share/kaimen/fonts/OFL.txt \
            usr/share/kaimen/settings/defaults.yaml usr/share/applications/kaimen.desktop \
            usr/share/kaimen/glosses/wish_glosses.tsv usr/share/kaimen/glosses/CC-BY-SA-4.0.txt \
            usr/share/kaimen/handwriting/handwriting-standard-order.model \
            usr/share/kaimen/handwriting/handwriting-any-order.model \
            usr/share/metainfo/io.github.kaimen.Kaimen.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/kaimen.svg usr/lib/systemd/system/kaimen-kiosk.service \
            usr/bin/kaimen-server usr/lib/systemd/system/kaimen-server.service \
            usr/share/polkit-1/rules.d/50-kaimen-power-off.rules usr/libexec/kaimen/kaimen-only-screen usr/sbin/kaimen-reset-pin; do
    grep -q " \./$path\$" <<<"$contents" || { echo "missing from the package: $path"; exit 1; }
done
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libopenblas0-pthread qml6-module-qtquick qml6-module-qtquick-controls libtorch libgooglepinyin0 \
           libopencc-data libyaml-cpp cage qt6-wayland libmicrohttpd12 libqrencode4 libzinnia0 \
           tegaki-zinnia-simplified-chinese xwayland procps polkitd libasound2; do
    grep -q "$dep" <<<"$depends" || { echo "the package does not depend on $dep: $depends"; exit 1; }
done
# libcups itself (CupsQueue), and what a booth's driverless printer needs, recommended.
grep -q libcups2 <<<"$depends" || { echo "the package does not depend on libcups2: $depends"; exit 1; }
recommends=$(dpkg-deb -f "$deb" Recommends)
for rec in cups-daemon cups-client cups-filters ipp-usb avahi-daemon libnss-mdns; do
    grep -q "$rec" <<<"$recommends" || { echo "the package does not recommend $rec: $recommends"; exit 1; }
done
dpkg-deb -e "$deb" "$out/control"
grep -q "adduser --system" "$out/control/postinst" || { echo "postinst does not create the kiosk user"; exit 1; }
unit=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/lib/systemd/system/kaimen-kiosk.service)
for line in Type=notify Restart=always WatchdogSec= "ExecStart=/usr/bin/cage .*-- /usr/bin/kaimen" "ExecStop=.*pkill -TERM" "ExecStartPre=-+/usr/libexec/kaimen/kaimen-only-screen \$KAIMEN_SCREEN" \
            "ExecStopPost=-+/usr/libexec/kaimen/kaimen-only-screen$"; do
    grep -q "^$line" <<<"$unit" || { echo "the kiosk service lacks $line"; exit 1; }
done
server=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/lib/systemd/system/kaimen-server.service)
for line in Type=notify Restart=always WatchdogSec= LimitNOFILE= "ExecStart=/usr/bin/kaimen-server"; do
    grep -q "^$line" <<<"$server" || { echo "the server's service lacks $line"; exit 1; }
done
echo "package contents, dependencies and service units are complete"
