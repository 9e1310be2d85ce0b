#!/usr/bin/python3
"""The characters each occasion's couplets use far more than couplets at large (a shop's 财, 商,
兴隆; a sheep year's 羊, 阳, 泰): the decoder leans towards them when a booth names the occasion
(inference/data/occasion_characters.txt, compiled in; couplet/CoupletJobs.cpp).

For every occasion of tools/corpus_themes.py with at least MIN_PAIRS labelled pairs, the
characters seen at least MIN_COUNT times in its pairs whose share there is at least e^MIN_LOG_ODDS
times their share in all pairs, strongest first, at most TOP, each with its log-odds (capped at
3). Another year's animal is left out: a sheep year's couplets often see the horse off
(骏马奔腾辞旧岁 / 灵羊献瑞贺新春), but a kiosk leaning towards 马 wrote horses for sheep. The dev
pairs are left out. Deterministic.

    /usr/bin/python3 tools/occasion_characters.py --data ../shared/data/couplets \
        --exclude build/corpus18u/dev_pairs.tsv --out inference/data/occasion_characters.txt
"""
import collections
import math
import sys

from atomic_file import replaced_file
from corpus_pairs import kept_pairs, left_out, list_tool_arguments
from corpus_themes import PLAIN, ZODIAC, read_occasions
from prepare_corpus import is_hanzi, normalise


def main():
    ap = list_tool_arguments(__doc__)
    ap.add_argument("--min-pairs", type=int, default=60)
    ap.add_argument("--min-count", type=int, default=4)
    ap.add_argument("--min-log-odds", type=float, default=1.0)
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args()

    skip = left_out(args.exclude)
    everywhere = collections.Counter()
    for upper, lower in kept_pairs(args.data, skip):
        everywhere.update(c for c in upper + lower if is_hanzi(c))
    by_occasion = collections.defaultdict(collections.Counter)
    pairs = collections.Counter()
    for (upper, lower), occasion in sorted(read_occasions(args.data, normalise).items()):
        if occasion != PLAIN and (upper, lower) not in skip:
            by_occasion[occasion].update(c for c in upper + lower if is_hanzi(c))
            pairs[occasion] += 1
    total = sum(everywhere.values())
    lines = []
    for occasion in sorted(by_occasion):
        if pairs[occasion] < args.min_pairs:
            continue
        counts = by_occasion[occasion]
        n = sum(counts.values())
        scored = []
        for c, k in counts.items():
            odds = math.log((k / n) / ((everywhere[c] + 1) / total))
            other_animal = c in ZODIAC and not occasion.startswith(c + "年")
            if k >= args.min_count and odds >= args.min_log_odds and not other_animal:
                scored.append((-min(odds, 3.0), c))
        scored.sort()
        lines.append(occasion + ": " + " ".join("%s:%.2f" % (c, -s) for s, c in scored[:args.top]))
    with replaced_file(args.out) as f:
        f.write("# What each occasion's couplets say more than couplets at large: a character and its log-odds\n"
                "# (capped at 3), from the labelled pairs of themes.tsv (tools/occasion_characters.py; dev\n"
                "# pairs left out). The decoder leans towards them when a booth names the occasion.\n")
        f.write("\n".join(lines) + "\n")
    print("%d occasions: %s" % (len(lines), ", ".join("%s (%d pairs)" % (o, pairs[o]) for o in sorted(by_occasion)
                                                      if pairs[o] >= args.min_pairs)))


if __name__ == "__main__":
    sys.exit(main())
