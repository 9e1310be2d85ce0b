#!/usr/bin/python3
"""The visitor robot finds the kiosk's buttons by their words in the language the kiosk speaks
(RobotScreen::label: QCoreApplication::translate with the QML file's context). A word looked for
under a context the kiosk no longer uses translates to itself, and the robot then looks for 藏头 on
an English screen and finds nothing: the kinds row moved to qml/CoupletKinds.qml in session 52,
and half the visits of every run after an English switch did nothing, unnoticed, until session 62.
Every word the robot looks for must be in the English catalogue, translated, under its context.
usage: robot_labels.py ROBOT_DIR TRANSLATIONS_EN_TS"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LABEL = re.compile(r'label\("([A-Za-z]+)",\s*"([^"]+)"\)')


def catalogue(ts_file):
    """(context, source) -> translation, leaving out what lupdate marked vanished or obsolete."""
    found = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            found[(name, message.findtext("source"))] = translation.text or ""
    return found


def main():
    robot, ts_file = Path(sys.argv[1]), sys.argv[2]
    known = catalogue(ts_file)
    looked_for = sorted({m.groups() for f in robot.glob("*.cpp") for m in LABEL.finditer(f.read_text())})
    if not looked_for:
        sys.exit(f"robot_labels: no label(\"Context\", \"words\") found under {robot}")
    missing = [f'{context} "{source}"' for context, source in looked_for if not known.get((context, source))]
    if missing:
        sys.exit("robot_labels: the robot looks for words the English catalogue does not have under that context "
                 "(moved to another QML file?): " + "; ".join(missing))
    print(f"robot_labels: all {len(looked_for)} words the robot looks for are in the English catalogue")


if __name__ == "__main__":
    main()
