#!/usr/bin/python3
"""The words that belong to one occasion's couplets: a wedding's (淑女, 洞房, 佳偶), a birthday's
(期颐, 遐龄, 称觞), a new home's (乔迁). A couplet written for any other booth never holds them
(inference/data/occasion_words.txt, compiled in; couplet/CoupletJobs.cpp): at the Spring
Festival booth the small model wrote 回首梅花迎淑女 for 回春 and 称觞共饮丰收酒 for 称心.

For each occasion of tools/corpus_themes.py that is not a Spring Festival one, the
two-character words of jieba's dictionary (python3-jieba) that at least MIN_PAIRS of its
labelled pairs use as a word (jieba's cut, as tools/opening_words.py reads lines), that none of the Spring Festival pairs of themes.tsv (春联, by trade and by
year) holds, and whose share of the occasion's pairs is at least e^MIN_LOG_ODDS times their share
of all pairs (pairs.tsv and pairs_extra.tsv): 双双 and 儿孙 are in many birthday couplets and in
plenty of others too. The dev pairs are left out. Deterministic.

    /usr/bin/python3 tools/occasion_words.py --data ../shared/data/couplets \
        --exclude build/corpus18u/dev_pairs.tsv --out inference/data/occasion_words.txt
"""
import argparse
import collections
import math
import os
import sys

from corpus_themes import read_occasions
from opening_words import JIEBA_DICT, word_uses
from prepare_corpus import normalise


def words_of(upper, lower, cut):
    """The two-character words a couplet uses as words, each once: 登上 in 登上寿 is 登|上寿."""
    return {pair for line in (upper, lower) for _, pair, as_word in word_uses(line, cut(line)) if as_word}


def dictionary_words(path):
    with open(path, encoding="utf-8") as f:
        return {fields[0] for fields in (line.split() for line in f) if fields and len(fields[0]) == 2}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data/couplets")
    ap.add_argument("--exclude", help="dev_pairs.tsv: pairs left out")
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dict.txt (python3-jieba)")
    ap.add_argument("--min-pairs", type=int, default=7)
    ap.add_argument("--min-log-odds", type=float, default=3.0)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if not os.path.exists(args.dictionary):
        sys.exit("occasion_words.py: no dictionary at %s; install python3-jieba "
                 "(packaging/install-deps.sh) or pass --dictionary" % args.dictionary)

    import jieba  # python3-jieba; imported here so that --help works without it
    jieba.setLogLevel(60)
    jieba.set_dictionary(args.dictionary)

    def cut(line):
        return list(jieba.cut(line, HMM=False))

    skip = set()
    if args.exclude:
        with open(args.exclude, encoding="utf-8") as f:
            skip = {tuple(line.rstrip("\n").split("\t")[:2]) for line in f}
    everywhere, couplets = collections.Counter(), 0
    for name in ("pairs.tsv", "pairs_extra.tsv"):
        with open(os.path.join(args.data, name), encoding="utf-8") as f:
            for row in f:
                parts = [normalise(p) for p in row.rstrip("\n").split("\t")[:2]]
                if len(parts) == 2 and tuple(parts) not in skip:
                    everywhere.update(words_of(*parts, cut))
                    couplets += 1
    spring, by_occasion = collections.Counter(), collections.defaultdict(collections.Counter)
    labelled = collections.Counter()
    for (upper, lower), occasion in sorted(read_occasions(args.data, normalise).items()):
        if (upper, lower) in skip:
            continue
        if occasion.endswith("春联"):
            spring.update(words_of(upper, lower, cut))
        else:
            by_occasion[occasion].update(words_of(upper, lower, cut))
            labelled[occasion] += 1
    words = dictionary_words(args.dictionary)

    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("# Words of one occasion's couplets that no Spring Festival couplet holds: a couplet for any other\n"
                "# booth does not write them (tools/occasion_words.py, from themes.tsv and jieba's dictionary;\n"
                "# dev pairs left out). One occasion a line: its name, a colon, its words, strongest first.\n")
        for occasion in sorted(by_occasion):
            counts, size = by_occasion[occasion], labelled[occasion]
            chosen = []
            for word, n in counts.items():
                if n < args.min_pairs or spring[word] or word not in words:
                    continue
                odds = math.log((n / size) / (everywhere[word] / couplets))
                if odds >= args.min_log_odds:
                    chosen.append((-odds, word))
            if chosen:
                f.write("%s: %s\n" % (occasion, " ".join(word for _, word in sorted(chosen))))
                print("%s: %d words from %d couplets" % (occasion, len(chosen), size))
    os.replace(tmp, args.out)


if __name__ == "__main__":
    main()
