#!/usr/bin/python3
"""Writes inference/data/opening_words.txt: for each character, the characters that may follow it
when it opens a 藏头 line, so that the first two characters of the line make a word.

The decoder forces the wish word's characters onto the heads of the lines; the model then
chooses the 下联's second character to mirror the 上联 (丰年 / 收岁, 如画 / 意诗, 丰衣 / 收酒) and
writes a pair of characters that is no word. Whether two characters make a word is read from how
human couplet and poem lines use them, cut into words by jieba (Debian's python3-jieba, MIT; its
dictionary only, no guessing of unknown words). Each time two characters stand side by side they
either open one of jieba's words (收获 in 喜庆|收获), stand as two one-character words (祥气 in
祥|气|盈门: a couplet word jieba lacks), or straddle a word's edge (州人 in 神州|人民, 欣向 in
欣欣向荣). Only the first two are uses as a word. A pair is allowed when it opens a word of
jieba's dictionary (those used fewer than MIN_FREQUENCY times left out) that MIN_WORD_LINES human
lines use, or when distinct human 上联/下联 lines open with it as a word: MIN_STARTS of them, or
one while MIN_TOGETHER lines use it. So a dictionary word no couplet uses (旺季, 间接) and two
characters that meet only across words (州人, 代人, 季长) open no line.

One line per opening character: the character, then each character that may follow it with the
number of distinct human couplet and poem lines that use the two as a word, plus one, most common
first (收 获:21 拾:…), and after it the pair's count in jieba's dictionary where it is one of its
words (获:21:2053). The decoder adds a fraction of the opening's log share to the model's score, so
the words couplets use come first (源头 before 源水), less where a word is far more common in prose
than in couplets (木头, 声音, 势力: WordRules.cpp).
Run with Debian's python: /usr/bin/python3 tools/opening_words.py --data ../shared/data/couplets
"""
import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402
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


def dictionary_counts(path):
    """The count jieba's dictionary gives each two-character word: how common it is in general
    prose, against which the decoder weighs how often couplet lines use it (声音, 木头: prose)."""
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 2 and len(fields[0]) == 2:
                counts[fields[0]] = int(fields[1])
    return counts


def distinct_human_lines(data, names=("pairs.tsv", "poetry_pairs.tsv")):
    """Each distinct line (上联 or 下联, spaces removed) of NAMES, by default the human couplets
    (pairs.tsv) and poems (poetry_pairs.tsv), with the file it came from: a line the sources hold
    twice counts once."""
    seen = set()
    for name in names:
        with open(os.path.join(data, name), encoding="utf-8") as f:
            for line in f:
                for half in line.rstrip("\n").split("\t")[:2]:
                    half = "".join(half.split())
                    if half not in seen:
                        seen.add(half)
                        yield name, half


def word_uses(line, tokens):
    """For each two Chinese characters side by side in LINE, whether they are used as a word there:
    they open one of jieba's TOKENS or are two one-character tokens, not straddling a word's edge."""
    place = []  # for each character: its token's index, its place in the token, the token's length
    for index, token in enumerate(tokens):
        place.extend((index, k, len(token)) for k in range(len(token)))
    for i, (a, b) in enumerate(zip(line, line[1:])):
        if not (is_hanzi(a) and is_hanzi(b)):
            continue
        (ta, ka, la), (tb, _, lb) = place[i], place[i + 1]
        yield i, a + b, (ta == tb and ka == 0) or (la == 1 and lb == 1)


def corpus_counts(data, dictionary):
    """In how many distinct human couplet and poem lines each two characters are used as a word,
    how many couplet lines open with them used as a word, and in how many lines they open a word
    of four characters or more (心想 in 心想事成)."""
    import jieba  # python3-jieba; imported here so that --help works without it
    jieba.setLogLevel(60)
    jieba.set_dictionary(dictionary)
    used, starts, in_idioms = collections.Counter(), collections.Counter(), collections.Counter()
    for name, half in distinct_human_lines(data):
        tokens = list(jieba.cut(half, HMM=False))
        for i, pair, as_word in word_uses(half, tokens):
            if as_word:
                used[pair] += 1
                starts[pair] += i == 0 and name == "pairs.tsv"
        in_idioms.update(t[:2] for t in tokens if len(t) >= 4)
    return used, starts, in_idioms


def follower_text(next_, uses, in_prose):
    """收 获:21:2053 (a dictionary word) or 祥 气:12 (a couplet word the dictionary lacks)."""
    return "%s:%d:%d" % (next_, uses, in_prose) if in_prose else "%s:%d" % (next_, uses)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="the couplet data folder (pairs.tsv)")
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dict.txt (python3-jieba)")
    ap.add_argument("--min-frequency", type=int, default=5,
                    help="dictionary words rarer than this are left out (names, rare terms)")
    ap.add_argument("--min-word-lines", type=int, default=2,
                    help="human lines that must use a dictionary word's opening as a word")
    ap.add_argument("--min-starts", type=int, default=2,
                    help="human lines that must open with a pair the dictionary lacks")
    ap.add_argument("--min-together", type=int, default=10,
                    help="or: lines that must use it as a word, when one line opens with it")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                  "inference", "data", "opening_words.txt"))
    args = ap.parse_args()
    if not os.path.exists(args.dictionary):
        sys.exit("opening_words.py: no dictionary at %s; install python3-jieba "
                 "(packaging/install-deps.sh) or pass --dictionary" % args.dictionary)
    used, starts, in_idioms = corpus_counts(args.data, args.dictionary)
    pairs = {p for p in dictionary_openings(args.dictionary, args.min_frequency) if used[p] >= args.min_word_lines}
    # An opening one human line has and many lines use elsewhere is a couplet word too (祥气).
    pairs |= {p for p, n in starts.items() if n >= args.min_starts or (n and used[p] >= args.min_together)}
    unwanted = set(OWN_BLOCKED) | set(UNWISHED)
    dropped = {p for p in pairs if unfit(p, unwanted)}
    pairs -= dropped
    prose = dictionary_counts(args.dictionary)
    following = collections.defaultdict(dict)
    for p in pairs:
        # A pair human lines use mostly inside an idiom is the idiom's (心想 of 心想事成), not prose's.
        in_prose = prose.get(p, 0) if 2 * in_idioms[p] < used[p] else 0
        following[p[0]][p[1]] = (used[p] + 1, in_prose)
    with replaced_file(args.out) as f:
        f.write("# The characters that may follow each character when it opens a 藏头 line, so that the\n"
                "# first two characters make a word, with how common that word opening is. Written by\n"
                "# tools/opening_words.py from jieba's dictionary (python3-jieba, MIT) and the openings of\n"
                "# human couplet lines; do not edit. After a follower: how many human lines use the\n"
                "# two as a word, plus one, and, where the two are a word of the dictionary, its count\n"
                "# there (general prose).\n")
        for head in sorted(following):
            ranked = sorted(following[head].items(), key=lambda kv: (-kv[1][0], kv[0]))
            f.write("%s %s\n" % (head, " ".join(follower_text(next_, uses, in_prose)
                                                  for next_, (uses, in_prose) in ranked)))
    print("%d openings for %d characters (%d blocked or unwished left out) -> %s"
          % (len(pairs), len(following), len(dropped), args.out))


if __name__ == "__main__":
    main()
