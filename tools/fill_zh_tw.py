#!/usr/bin/python3
"""Fills the unfinished entries of translations/kaimen_zh_TW.ts with the source text converted
to Traditional Chinese by OpenCC (s2tw: characters only, no phrase substitution), the same
conversion the kiosk applies to couplets. Entries already translated are kept."""
import os
import subprocess
import xml.etree.ElementTree as ET

TS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "translations", "kaimen_zh_TW.ts")


def to_traditional(text):
    return subprocess.run(["opencc", "-c", "s2tw.json"], input=text, capture_output=True, text=True,
                          check=True).stdout.rstrip("\n")


def main():
    tree = ET.parse(TS)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        # A message with %n has its text in numerusform children (Chinese: one form).
        forms = translation.findall("numerusform")
        done = all((f.text or "").strip() for f in forms) if forms else (translation.text or "").strip()
        if translation.get("type") == "unfinished" or not done:
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
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    print("filled %d entries of %s" % (filled, TS))


if __name__ == "__main__":
    main()
