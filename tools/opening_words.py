#!/usr/bin/python3
"""Writes inference/data/opening_words.txt: for each character, the characters that may follow it
when it opens a 藏头 line, so that the first two characters of the line make a word.

The decoder forces the wish word's characters onto the heads of the lines; the model then
chooses the 下联's second character to mirror the 上联 (丰年 / 收岁, 如画 / 意诗, 丰衣 / 收酒) and
writes a pair of characters that is no word. A pair is allowed when a word of jieba's dictionary
(Debian's python3-jieba, MIT; 349k words, those used fewer than MIN_FREQUENCY times left out)
begins with it, or when distinct human 上联/下联 lines begin with it: MIN_STARTS of them, or one
while MIN_TOGETHER lines hold it anywhere (祥气, 满院: couplet words a general dictionary lacks).

One line per opening character: the character, then each character that may follow it with the
number of distinct human couplet and poem lines that hold the two side by side, plus one, most
common first (收 拾:51 来:30 获:22 …). The decoder adds a fraction of the opening's log share to
the model's score, so the words couplets use come first (意气 before 意见).
Run with Debian's python: /usr/bin/python3 tools/opening_words.py --data ../shared/data/couplets
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from prepare_corpus import OWN_BLOCKED, is_hanzi, read_word_list  # noqa: E402

JIEBA_DICT = "/usr/lib/python3/dist-packages/jieba/dict.txt"
UNWISHED = read_word_list(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "inference", "data",
                                       "unwished_words.txt"))


def unfit(pair, words):
    """Whether PAIR holds a blocked character or is a blocked or unwished word: the dictionary has
    收殓, 寿衣 and 圆寂 beside 收获, 寿比 and 圆满, and no wish should open with them."""
    return any(w in pair for w in words if len(w) <= len(pair))


def dictionary_openings(path, min_frequency):
    """The first two characters of every dictionary word of two or more Chinese characters."""
    pairs = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split()
            if len(fields) < 2 or len(fields[0]) < 2 or int(fields[1]) < min_frequency:
                continue
            word = fields[0]
            if all(is_hanzi(c) for c in word):
                pairs.add(word[:2])
    return pairs


def corpus_counts(data):
    """In how many distinct human couplet and poem lines each two characters stand side by side,
    and how many couplet lines they open."""
    anywhere, starts = collections.Counter(), collections.Counter()
    seen = set()  # a line the sources hold twice counts once
    for name in ("pairs.tsv", "poetry_pairs.tsv"):
        with open(os.path.join(data, name), encoding="utf-8") as f:
            for line in f:
                for half in line.rstrip("\n").split("\t")[:2]:
                    half = "".join(half.split())
                    if half in seen:
                        continue
                    seen.add(half)
                    anywhere.update(a + b for a, b in zip(half, half[1:]) if is_hanzi(a) and is_hanzi(b))
                    if name == "pairs.tsv" and len(half) >= 2 and is_hanzi(half[0]) and is_hanzi(half[1]):
                        starts[half[:2]] += 1
    return anywhere, starts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="the couplet data folder (pairs.tsv)")
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dict.txt (python3-jieba)")
    ap.add_argument("--min-frequency", type=int, default=5,
                    help="dictionary words rarer than this are left out (names, rare terms)")
    ap.add_argument("--min-starts", type=int, default=2,
                    help="human lines that must open with a pair the dictionary lacks")
    ap.add_argument("--min-together", type=int, default=10,
                    help="or: lines that must hold it anywhere, when one line opens with it")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                  "inference", "data", "opening_words.txt"))
    args = ap.parse_args()
    if not os.path.exists(args.dictionary):
        sys.exit("opening_words.py: no dictionary at %s; install python3-jieba "
                 "(packaging/install-deps.sh) or pass --dictionary" % args.dictionary)
    pairs = dictionary_openings(args.dictionary, args.min_frequency)
    anywhere, starts = corpus_counts(args.data)
    # An opening one human line has and many lines hold elsewhere is a couplet word too (祥气).
    pairs |= {p for p, n in starts.items() if n >= args.min_starts or anywhere[p] >= args.min_together}
    unwanted = set(OWN_BLOCKED) | set(UNWISHED)
    dropped = {p for p in pairs if unfit(p, unwanted)}
    pairs -= dropped
    following = collections.defaultdict(dict)
    for p in pairs:
        following[p[0]][p[1]] = anywhere[p] + 1
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("# The characters that may follow each character when it opens a 藏头 line, so that the\n"
                "# first two characters make a word, with how common that word opening is. Written by\n"
                "# tools/opening_words.py from jieba's dictionary (python3-jieba, MIT) and the openings of\n"
                "# human couplet lines; do not edit.\n")
        for head in sorted(following):
            ranked = sorted(following[head].items(), key=lambda kv: (-kv[1], kv[0]))
            f.write("%s %s\n" % (head, " ".join("%s:%d" % kv for kv in ranked)))
    os.replace(tmp, args.out)
    print("%d openings for %d characters (%d blocked or unwished left out) -> %s"
          % (len(pairs), len(following), len(dropped), args.out))


if __name__ == "__main__":
    main()
