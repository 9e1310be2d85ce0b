#!/usr/bin/python3
"""Turns hanzi-writer-data (Make Me a Hanzi's stroke outlines and medians, from Arphic's Kai
fonts; npm, installed by packaging/install-deps.sh) into Kaimen's one compact stroke resource.

For every character of the given list (the shipped model's vocabulary and GB2312) that the data
holds, each stroke's outline (M/L/Q/C/Z in a 1024-unit box, y up from -124) and its median (the
path the brush follows), as little-endian integers:

    "KSTR" u32 version (1) u32 characters
    characters x (u32 code point, u32 offset from the start of the file), by code point
    at each offset: u8 strokes, then per stroke:
        u16 outline commands, each u8 op ('M' 'L' 'Q' 'C' 'Z') and its points as i16 x, y
        u8 median points, each i16 x, y

Deterministic: same data and list, same bytes. Written atomically.

    /usr/bin/python3 tools/stroke_data.py --data /usr/local/share/kaimen-deps/hanzi-writer-data-2.0.1 \
        --characters assets/models/kaimen-couplet-small/spm.model --gb2312 --out build/strokes.bin
"""
import argparse
import json
import os
import re
import struct
import sys

from atomic_file import replaced_file

POINTS = {"M": 1, "L": 1, "Q": 2, "C": 3, "Z": 0}
TOKEN = re.compile(r"[MLQCZ]|-?\d+(?:\.\d+)?")


def outline(path):
    tokens = TOKEN.findall(path)
    out, i = [], 0
    while i < len(tokens):
        op = tokens[i]
        if op not in POINTS:
            raise ValueError("unexpected %r in an outline" % op)
        n = POINTS[op]
        coords = [int(round(float(t))) for t in tokens[i + 1:i + 1 + 2 * n]]
        out.append((op, coords))
        i += 1 + 2 * n
    return out


def encode(character):
    blob = bytearray(struct.pack("<B", len(character["strokes"])))
    for path, median in zip(character["strokes"], character["medians"]):
        commands = outline(path)
        blob += struct.pack("<H", len(commands))
        for op, coords in commands:
            blob += struct.pack("<B%dh" % len(coords), ord(op), *coords)
        blob += struct.pack("<B", len(median))
        for x, y in median:
            blob += struct.pack("<hh", int(round(x)), int(round(y)))
    return bytes(blob)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", required=True, help="hanzi-writer-data's package folder (one CHARACTER.json each)")
    ap.add_argument("--characters", nargs="*", default=[],
                    help="files whose Chinese characters to cover (any file: a SentencePiece model's pieces are plain UTF-8)")
    ap.add_argument("--gb2312", action="store_true", help="cover every character of GB2312 too (6,763)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    wanted = set()
    for name in args.characters:
        with open(name, encoding="utf-8", errors="ignore") as f:
            wanted.update(c for c in f.read() if "\u3400" <= c <= "\u9fff")
    if args.gb2312:
        for hi in range(0xB0, 0xF8):
            for lo in range(0xA1, 0xFF):
                try:
                    wanted.add(bytes([hi, lo]).decode("gb2312"))
                except UnicodeDecodeError:
                    pass
    entries = []
    for c in sorted(wanted):
        path = os.path.join(args.data, c + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                entries.append((ord(c), encode(json.load(f))))
    offset = 12 + 8 * len(entries)
    index, data = bytearray(), bytearray()
    for code, blob in entries:
        index += struct.pack("<II", code, offset + len(data))
        data += blob
    with replaced_file(args.out, binary=True) as f:
        f.write(b"KSTR" + struct.pack("<II", 1, len(entries)) + bytes(index) + bytes(data))
    print("%d of %d characters have strokes: %.1f MB" % (len(entries), len(wanted), (offset + len(data)) / 1e6))


if __name__ == "__main__":
    sys.exit(main())
