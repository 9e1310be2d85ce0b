#!/usr/bin/python3
"""Fills the unfinished entries of translations/kaimen_zh_TW.ts with the source text converted
to Traditional Chinese as written in Taiwan by OpenCC (s2twp: characters and Taiwan's words, 螢幕
for 屏幕, 列印 for 打印, 設定 for 设置) and with Taiwan's quotation marks (「」), as a reader there
expects of a screen's words. A couplet is converted by characters alone (s2tw, ui/Language.cpp):
its words must stay its own. Entries already translated are kept; --all fills every entry anew."""
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

from atomic_file import replaced_file

TS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "translations", "kaimen_zh_TW.ts")


def to_traditional(text):
    converted = subprocess.run(["opencc", "-c", "s2twp.json"], input=text, capture_output=True, text=True,
                               check=True).stdout.rstrip("\n")
    # Taiwan quotes with corner brackets: 寫「如意」, not 寫“如意”.
    return converted.replace("“", "「").replace("”", "」")


def main():
    every = "--all" in sys.argv[1:]
    tree = ET.parse(TS)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        # A message with %n has its text in numerusform children (Chinese: one form).
        forms = translation.findall("numerusform")
        done = all((f.text or "").strip() for f in forms) if forms else (translation.text or "").strip()
        if translation.get("type") in ("vanished", "obsolete"):
            continue
        if every or translation.get("type") == "unfinished" or not done:
            text = to_traditional(message.find("source").text)
            if message.get("numerus") == "yes":
                for form in forms:
                    translation.remove(form)
                translation.text = "\n            "
                ET.SubElement(translation, "numerusform").text = text
                translation[-1].tail = "\n        "
            else:
                translation.text = text
            translation.attrib.pop("type", None)
            filled += 1
    # As lupdate writes the file (its declaration, DOCTYPE and last newline), so that the two
    # tools do not rewrite each other's lines.
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with replaced_file(TS) as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    print("filled %d entries of %s" % (filled, TS))


if __name__ == "__main__":
    main()
