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
import collections
import math
import os
import sys

from atomic_file import replaced_file
from corpus_pairs import kept_pairs, left_out, list_tool_arguments
from corpus_themes import read_occasions
from opening_words import JIEBA_DICT, dictionary_counts, word_uses
from prepare_corpus import normalise


def words_of(upper, lower, cut):
    """The two-character words a couplet uses as words, each once: 心结 is none in 永结同心|结良缘."""
    return {pair for line in (upper, lower) for _, pair, as_word in word_uses(line, cut(line)) if as_word}


def main():
    ap = list_tool_arguments(__doc__)
    ap.add_argument("--dictionary", default=JIEBA_DICT, help="jieba's dict.txt (python3-jieba)")
    ap.add_argument("--min-pairs", type=int, default=7)
    ap.add_argument("--min-log-odds", type=float, default=3.0)
    ap.add_argument("--min-shared", type=int, default=3,
                    help="couplets of another occasion that must use a word for it to be that occasion's too")
    args = ap.parse_args()
    if not os.path.exists(args.dictionary):
        sys.exit("occasion_words.py: no dictionary at %s; install python3-jieba "
                 "(packaging/install-deps.sh) or pass --dictionary" % args.dictionary)

    import jieba  # python3-jieba; imported here so that --help works without it
    jieba.setLogLevel(60)
    jieba.set_dictionary(args.dictionary)

    def cut(line):
        return list(jieba.cut(line, HMM=False))

    skip = left_out(args.exclude)
    everywhere, couplets = collections.Counter(), 0
    for parts in kept_pairs(args.data, skip):
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
    words = set(dictionary_counts(args.dictionary))

    chosen = {occasion: own_words(by_occasion[occasion], labelled[occasion], spring, everywhere, couplets, words, args)
              for occasion in sorted(by_occasion)}
    # A word two occasions share is each one's: 齐眉 is a birthday's word (12 couplets) and a
    # wedding's too (6), so a wedding's booth may write it.
    every = sorted({word for listed in chosen.values() for word in listed})
    with replaced_file(args.out) as f:
        f.write("# Words of one occasion's couplets that no Spring Festival couplet holds: a couplet for a booth\n"
                "# whose occasion does not list a word does not write it (tools/occasion_words.py, from themes.tsv\n"
                "# and jieba's dictionary; dev pairs left out). One occasion a line: its name, a colon, its words,\n"
                "# its own strongest first, then those it shares with another occasion.\n")
        for occasion, listed in chosen.items():
            shared = [w for w in every if w not in listed and by_occasion[occasion][w] >= args.min_shared]
            if listed or shared:
                f.write("%s: %s\n" % (occasion, " ".join(listed + shared)))
                print("%s: %d words of its own and %d shared, from %d couplets"
                      % (occasion, len(listed), len(shared), labelled[occasion]))


def own_words(counts, size, spring, everywhere, couplets, words, args):
    """The dictionary words at least MIN_PAIRS of an occasion's SIZE couplets use (COUNTS), that no
    Spring Festival couplet uses and that are e^MIN_LOG_ODDS times commoner there than in all
    COUPLETS (EVERYWHERE), strongest first."""
    chosen = []
    for word, n in counts.items():
        if n < args.min_pairs or spring[word] or word not in words:
            continue
        odds = math.log((n / size) / (everywhere[word] / couplets))
        if odds >= args.min_log_odds:
            chosen.append((-odds, word))
    return [word for _, word in sorted(chosen)]

if __name__ == "__main__":
    main()
