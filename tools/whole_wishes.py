#!/usr/bin/python3
"""Writes inference/data/whole_wishes.txt: two-character words whose second character seldom opens
a couplet line while the word itself often does, so a 藏头 couplet writes them whole at the
上联's head instead of one character at the head of each line.

A 藏头 下联 must open with the wish's second character. Where human lines almost never open with
it (里 opens 0.3% of the lines that hold it, 间 0.3%, 州 0.3%, 涯 0.5%), the small model writes a
non-word or a wrong one there: 里海蓝天 for 千里, 间作良辰 for 人间, 州里腾飞 for 神州, 涯前 for 天涯
(docs/quality-reading.md, sessions 36 and 38). The same words open lines well whole (万里春风,
人间春色, 神州崛起), as 峥嵘 and 磐石 already do. A word that ends phrases (吉星高照, 继往开来,
蓬荜生辉) seldom opens a line whole either, and is left to the two heads. So is a character that
is common at line ends but opens many lines all the same (来: 1.7% of its lines, but 213 of them,
来年 and 来日): read side by side, 由来, 赢来, 到来, 起来 and 邀来 read better at two heads.
The share was 3% until session 44; up to 5% the words read better whole too (blind, on fresh
words: 23 better, 7 worse, 8 even; 雪岭梅花 / 舞台爆竹 → 雪舞梅花 / 春来杨柳 for 雪舞). Up to 10% read no
better (session 45, blind: 13 better, 12 worse, 12 even; docs/quality-reading.md).

Counted over the distinct lines (上联 and 下联, spaces removed) of the human couplets, pairs.tsv
and pairs_extra.tsv. A word is listed when its second character opens fewer than MAX_SECOND_SHARE
of the lines that hold it and fewer than MAX_SECOND_OPENINGS lines, the word opens at least
MIN_WHOLE_SHARE of the lines that hold it, and at least MIN_LINES lines hold it; not a doubled
word (岁岁: already whole), nor one holding a blocked or unwished word.

One line per word: the word, its second character's share at a line's head, the word's own share
at a line's head, and how many lines hold the word. 万里 0.003 0.20 2310.
Run with Debian's python: /usr/bin/python3 tools/whole_wishes.py --data ../shared/data/couplets
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402
from opening_words import UNWISHED, distinct_human_lines, unfit  # noqa: E402
from prepare_corpus import OWN_BLOCKED, is_hanzi  # noqa: E402

COUPLET_FILES = ("pairs.tsv", "pairs_extra.tsv")


def distinct_couplet_lines(data):
    """Each distinct 上联 or 下联 of the human couplets, spaces removed."""
    return (half for _, half in distinct_human_lines(data, COUPLET_FILES) if half)


def head_counts(lines):
    """For characters and for two-character words: how many lines hold them, how many open with them."""
    holding, opening = collections.Counter(), collections.Counter()
    for line in lines:
        holding.update(set(line))
        holding.update({line[i:i + 2] for i in range(len(line) - 1)})
        opening[line[0]] += 1
        opening[line[:2]] += 1
    return holding, opening


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="the couplet data folder (pairs.tsv, pairs_extra.tsv)")
    ap.add_argument("--max-second-share", type=float, default=0.05,
                    help="the second character opens fewer than this share of the lines holding it")
    ap.add_argument("--max-second-openings", type=int, default=150,
                    help="... and opens fewer than this many lines")
    ap.add_argument("--min-whole-share", type=float, default=0.10,
                    help="the word opens at least this share of the lines holding it")
    ap.add_argument("--min-lines", type=int, default=30, help="lines that must hold the word")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                  "inference", "data", "whole_wishes.txt"))
    args = ap.parse_args()
    holding, opening = head_counts(distinct_couplet_lines(args.data))
    unwanted = set(OWN_BLOCKED) | set(UNWISHED)
    rows = []
    for word, lines in holding.items():
        if len(word) != 2 or lines < args.min_lines or word[0] == word[1] or not all(map(is_hanzi, word)):
            continue
        second_share = opening[word[1]] / holding[word[1]]
        whole_share = opening[word] / lines
        seldom = second_share < args.max_second_share and opening[word[1]] < args.max_second_openings
        if seldom and whole_share >= args.min_whole_share and not unfit(word, unwanted):
            rows.append((word, second_share, whole_share, lines))
    rows.sort()
    with replaced_file(args.out) as f:
        f.write("# Two-character words a 藏头 couplet writes whole at the 上联's head: their second\n"
                "# character seldom opens a human couplet line, the word itself often does. The word, the\n"
                "# second character's share at a line's head, the word's, and the lines holding the word.\n"
                "# Written by tools/whole_wishes.py from the human couplets; do not edit.\n")
        for word, second_share, whole_share, lines in rows:
            f.write("%s %.3f %.2f %d\n" % (word, second_share, whole_share, lines))
    print("%d words -> %s" % (len(rows), args.out))


if __name__ == "__main__":
    main()
