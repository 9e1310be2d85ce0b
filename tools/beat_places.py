#!/usr/bin/python3
"""Writes inference/data/beat_places.txt: the characters that, in the two-character words on a
couplet line's beats, nearly always stand second (迹 of 奇迹, 古迹, 足迹) or nearly always first
(满 of 满园, 满堂), so that a 嵌字 wish puts its pair where its second character stands well.

A 嵌字 couplet places the wish's first character in the 上联 and its second at the same place in
the 下联, and the two take the same part in their words: where the 上联's opens a word on its beat
(大地 for 大厦, 气象 then 象牙 for 景象), the 下联's must open one too, and a character that almost
only ends words opened a place name or a thing (福满厦门, 喜气象牙, 古寺迹境, 青山锋芒, 新春节约). So
the decoder puts the 上联's character where the 下联's does best: second on its beat after a word's
head (激昂 / 俯首 for 昂首) for a character listed here as ending words, first on a beat for one listed
as opening them (docs/quality-reading.md, session 44).

Counted over the distinct lines of the human couplets (pairs.tsv, pairs_extra.tsv), each cut into
phrases at ，and ；: the first beat of every phrase of two characters or more and the second beat
of every phrase of four or more, where the two characters are a two-character word of jieba's
dictionary (python3-jieba, MIT). A character is listed where it stands on one side of such words
at least MIN_USES times and at least RATIO times as often as on the other (both counted plus one).

One line per character: the character, how many such words it opens, how many it ends. 象 21 473.
Run with Debian's python: /usr/bin/python3 tools/beat_places.py --data ../shared/data/couplets
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402
from opening_words import JIEBA_DICT, dictionary_counts  # noqa: E402
from whole_wishes import distinct_couplet_lines  # noqa: E402


def beat_counts(lines, words):
    """How many beat words each character opens and how many it ends."""
    opens, ends = collections.Counter(), collections.Counter()
    for line in lines:
        for phrase in line.replace("；", "，").split("，"):
            for start in (0, 2):
                pair = phrase[start:start + 2]
                if len(phrase) >= 2 * start and len(pair) == 2 and pair in words:
                    opens[pair[0]] += 1
                    ends[pair[1]] += 1
    return opens, ends


def lopsided(opens, ends, min_uses, ratio):
    """(character, opens, ends) for the characters that nearly always stand on one side."""
    rows = []
    for ch in sorted(set(opens) | set(ends)):
        many, few = max(opens[ch], ends[ch]), min(opens[ch], ends[ch])
        if many >= min_uses and (many + 1) >= ratio * (few + 1):
            rows.append((ch, opens[ch], ends[ch]))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="the couplet data folder (pairs.tsv, pairs_extra.tsv)")
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dictionary")
    ap.add_argument("--min-uses", type=int, default=30, help="beat words on the character's side")
    ap.add_argument("--ratio", type=float, default=4.0, help="... this many times the other side's")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                  "inference", "data", "beat_places.txt"))
    args = ap.parse_args()
    opens, ends = beat_counts(distinct_couplet_lines(args.data), set(dictionary_counts(args.dictionary)))
    rows = lopsided(opens, ends, args.min_uses, args.ratio)
    with replaced_file(args.out) as f:
        f.write("# Characters that nearly always open, or nearly always end, the two-character words on a\n"
                "# couplet line's beats: the character, the words it opens, the words it ends.\n"
                "# Written by tools/beat_places.py from the human couplets; do not edit.\n")
        for ch, opened, ended in rows:
            f.write("%s %d %d\n" % (ch, opened, ended))
    print("%d characters -> %s" % (len(rows), args.out))


if __name__ == "__main__":
    main()
