#!/usr/bin/python3
"""Writes Zinnia training data for the handwriting pad's own model: every character of GB2312's
first level (the 3,755 common ones) and of the extra files given (the wish tiles, the 横批 phrases:
禧 and 阖 are of the second level), as Make Me a Hanzi's medians
(hanzi-writer-data; packaging/install-deps.sh installs it) in their standard Chinese stroke order.

Debian's Tegaki model was trained on other writing: for a character written in the order a
Chinese school teaches (安 as 宀 then 女, 道 with 辶 last, 门 with its dot first) it offers 如, 安,
门, 长, 万 and 生 among its first eight for none of them (docs/handwriting.md). The pad asks both
models. The build trains this one with zinnia_learn and compresses it with zinnia_convert.

With --any-order, each character's strokes ordered by where they start (top to bottom in bands,
then left to right) rather than as written: Zinnia pairs strokes by their order, so a character
written with two strokes swapped is misread by the other models (82% of the 横批 characters offered
with one pair swapped); this model is asked with the visitor's strokes ordered the same way.

With --traditional, the Taiwan traditional forms of those characters instead (OpenCC's s2tw, the
forms a 繁體中文 kiosk shows: 飛, 龍, 萬, 壽), where they differ and the data has them: a second,
smaller model, so that a visitor who writes 飛 is offered it (Tegaki's model reads simplified
characters only).

One S-expression a line, in a 1000-unit box, y down:
    (character (value 福) (width 1000) (height 1000) (strokes ((x y) (x y) …) …))
Deterministic: same data and list, same bytes. Written atomically.

    /usr/bin/python3 tools/handwriting_data.py --data /usr/local/share/kaimen-deps/hanzi-writer-data-2.0.1 \
        --extra assets/settings/defaults.yaml --extra inference/data/auspicious_phrases.txt --out build/handwriting.s
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402

BOX = 1000
EM = 1024
BASELINE = 900  # hanzi-writer's y axis points up from 124 units below the em box's foot


def first_level():
    """GB2312's level 1: rows 0xB0-0xD7, 94 cells each (0xD7 has 89)."""
    characters = []
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                characters.append(bytes((row, cell)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return characters


def han_characters(path):
    with open(path, encoding="utf-8") as text:
        return [c for c in text.read() if "\u4e00" <= c <= "\u9fff"]


def traditional_forms(characters):
    """Each of CHARACTERS in OpenCC's Taiwan form (s2tw; the opencc tool, Debian's package)."""
    text = "\n".join(characters)
    converted = subprocess.run(["opencc", "-c", "s2tw.json"], input=text, capture_output=True, text=True,
                               check=True).stdout.rstrip("\n").split("\n")
    if len(converted) != len(characters):
        sys.exit("handwriting_data: opencc returned %d lines for %d" % (len(converted), len(characters)))
    return converted


# --any-order: strokes in the order of their starting points, by bands of this many units from the
# top, then from the left. HandwritingRecognizer.cpp orders a visitor's strokes the same way
# (kAnyOrderBand) before it asks this model.
ANY_ORDER_BAND = 150


def sample(character, medians, any_order=False):
    points = [[(x * BOX // EM, (BASELINE - y) * BOX // EM) for x, y in median] for median in medians]
    if any_order:
        points.sort(key=lambda stroke: (stroke[0][1] // ANY_ORDER_BAND, stroke[0][0]))
    strokes = " ".join("(" + " ".join("(%d %d)" % point for point in stroke) + ")" for stroke in points)
    return "(character (value %s) (width %d) (height %d) (strokes %s))\n" % (character, BOX, BOX, strokes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", required=True, help="hanzi-writer-data's package folder")
    parser.add_argument("--extra", action="append", default=[], help="a file whose Han characters are added")
    parser.add_argument("--traditional", action="store_true",
                        help="the traditional forms that differ, instead of the simplified characters")
    parser.add_argument("--any-order", action="store_true",
                        help="each character's strokes ordered by place, not as written: a model for a "
                             "visitor who writes them in another order")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    wanted = first_level()
    for path in args.extra:
        wanted += han_characters(path)
    if args.traditional:
        wanted = [t for s, t in zip(wanted, traditional_forms(wanted)) if len(t) == 1 and t != s]
    seen, lines, missing = set(), [], []
    for character in wanted:
        if character in seen:
            continue
        seen.add(character)
        path = os.path.join(args.data, character + ".json")
        if not os.path.exists(path):
            missing.append(character)
            continue
        with open(path, encoding="utf-8") as data:
            lines.append(sample(character, json.load(data)["medians"], args.any_order))
    if len(lines) < (1000 if args.traditional else 3000):
        sys.exit("handwriting_data: only %d characters found in %s: is it hanzi-writer-data?" % (len(lines), args.data))
    with replaced_file(args.out) as out:
        out.writelines(lines)
    print("handwriting_data: %d characters (%d not in the data: %s)" % (len(lines), len(missing), "".join(missing)))


if __name__ == "__main__":
    main()
