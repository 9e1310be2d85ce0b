#!/usr/bin/python3
"""Writes inference/data/idiom_halves.txt: four-character idioms whose halves human lines keep
together, with how often they do.

Many wish words are half of an idiom (雨顺 of 风调雨顺, 事成 of 心想事成, 竹报 of 竹报平安). Alone on a
beat of a line they read as broken: the small model wrote 羊年雨顺家家乐, 羊岁事成千里锦 and 琴调雨顺千家乐.
Human couplet and poem lines are read phrase by phrase (split at ， and ；) in two-character beats
from the phrase's start; for each beat, the beat before it and the beat after it are counted. An
idiom of jieba's dictionary (Debian's python3-jieba, MIT) is listed when its head is followed by
its tail, or its tail preceded by its head, in at least MIN_SHARE of the MIN_LINES or more lines
that have a beat there. The decoder writes such a wish with its other half (主题), and keeps a tail
that human lines almost never write without its head from standing without it.

One line per idiom: the idiom; the share of the head's beats followed by the tail and how many
beats that share is of; the same for the tail preceded by the head. 风调雨顺 0.71 139 0.89 111.
Run with Debian's python: /usr/bin/python3 tools/idiom_halves.py --data ../shared/data/couplets
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402
from opening_words import JIEBA_DICT, UNWISHED, distinct_human_lines, unfit  # noqa: E402
from prepare_corpus import OWN_BLOCKED, is_hanzi  # noqa: E402


def dictionary_idioms(path):
    """Every four-character word of jieba's dictionary, Chinese characters only."""
    with open(path, encoding="utf-8") as f:
        words = (line.split()[0] for line in f if line.strip())
        return {w for w in words if len(w) == 4 and all(is_hanzi(c) for c in w)}


def beat_neighbours(data):
    """For each two-character beat of the human lines, the beats before it and after it
    (None at a phrase's start or end), counted over distinct lines."""
    before, after = collections.defaultdict(collections.Counter), collections.defaultdict(collections.Counter)
    for _, half in distinct_human_lines(data):
        for phrase in half.replace("；", "，").split("，"):
            for j in range(0, len(phrase) - 1, 2):
                beat = phrase[j:j + 2]
                before[beat][phrase[j - 2:j] if j >= 2 else None] += 1
                after[beat][phrase[j + 2:j + 4] if j + 4 <= len(phrase) else None] += 1
    return before, after


def share(neighbours, partner):
    """PARTNER's share of the beats that have a neighbour there, and how many those are."""
    lines = sum(n for beat, n in neighbours.items() if beat is not None)
    return (neighbours[partner] / lines if lines else 0.0), lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="the couplet data folder (pairs.tsv, poetry_pairs.tsv)")
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dict.txt (python3-jieba)")
    ap.add_argument("--min-lines", type=int, default=10, help="beats a half must have a neighbour at")
    ap.add_argument("--min-share", type=float, default=0.5,
                    help="of those, the share that is the other half (the kiosk uses 0.5 and up)")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                  "inference", "data", "idiom_halves.txt"))
    args = ap.parse_args()
    if not os.path.exists(args.dictionary):
        sys.exit("idiom_halves.py: no dictionary at %s; install python3-jieba "
                 "(packaging/install-deps.sh) or pass --dictionary" % args.dictionary)
    before, after = beat_neighbours(args.data)
    unwanted = set(OWN_BLOCKED) | set(UNWISHED)
    rows = []
    for idiom in sorted(dictionary_idioms(args.dictionary)):
        head, tail = idiom[:2], idiom[2:]
        if unfit(idiom, unwanted):
            continue
        head_share, head_lines = share(after[head], tail)
        tail_share, tail_lines = share(before[tail], head)
        if any(s >= args.min_share and n >= args.min_lines for s, n in ((head_share, head_lines),
                                                                      (tail_share, tail_lines))):
            rows.append((idiom, head_share, head_lines, tail_share, tail_lines))
    with replaced_file(args.out) as f:
        f.write("# Four-character idioms whose halves human couplet and poem lines keep together: the idiom,\n"
                "# the share of its head's beats followed by its tail and of how many, the share of its\n"
                "# tail's beats preceded by its head and of how many. Written by tools/idiom_halves.py from\n"
                "# jieba's dictionary (python3-jieba, MIT) and the human lines; do not edit.\n")
        for idiom, hs, hn, ts, tn in rows:
            f.write("%s %.2f %d %.2f %d\n" % (idiom, hs, hn, ts, tn))
    print("%d idioms -> %s" % (len(rows), args.out))


if __name__ == "__main__":
    main()
