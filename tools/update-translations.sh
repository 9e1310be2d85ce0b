#!/bin/bash
# Refreshes translations/*.ts from every qsTr()/tr() in qml/ and ui/ (Simplified Chinese is the
# source language), keeping the translations already written. Then fill in the new entries:
# Traditional Chinese with tools/fill_zh_tw.py (OpenCC), English by hand (Qt Linguist).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/lib/qt6/bin/lupdate -locations none -source-language zh_CN qml ui \
    -ts translations/kaimen_en.ts translations/kaimen_zh_TW.ts

