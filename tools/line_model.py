#!/usr/bin/python3
"""Counts the characters and character pairs of real couplet and poem lines: the line model the
reranker scores a written line with (issue 18: a non-word such as 收岁 scores low).

Reads the couplet pairs and the regulated-verse pairs of ../shared/data/couplets, leaves out the
dev pairs (so that the dev measures stay honest), and writes one text file:

    # comment lines
    lines <number of lines>
    u <character> <count> <times it was followed> <distinct followers>
    b <character pair> <count>

where ^ and $ stand for a line's start and end, and only pairs seen at least --min-count times
are kept (the C++ model, inference/couplet/LineModel.cpp, backs off to the characters for the
others). Deterministic: same input, same bytes.

    /usr/bin/python3 tools/line_model.py --data ../shared/data/couplets \
        --exclude build/corpus18t/dev_pairs.tsv --out assets/models/kaimen-couplet-small/line_model.txt
"""
import collections
import sys

from atomic_file import replaced_file
from corpus_pairs import PAIR_FILES, kept_pairs, left_out, list_tool_arguments

START, END = "^", "$"


def read_lines(data, exclude):
    lines = []
    names = PAIR_FILES + ("spring_extra.tsv", "poetry_pairs.tsv")
    for parts in kept_pairs(data, left_out(exclude), names):
        # Phrases within a line are lines of their own: ，and ；are not characters.
        for half in parts:
            lines.extend(p for p in half.replace("；", "，").split("，") if p)
    return lines


def main():
    ap = list_tool_arguments(__doc__)
    ap.add_argument("--min-count", type=int, default=3)
    args = ap.parse_args()

    lines = read_lines(args.data, args.exclude)
    unigrams, histories, bigrams = collections.Counter(), collections.Counter(), collections.Counter()
    followers = collections.defaultdict(set)
    for line in lines:
        text = START + line + END
        unigrams.update(text[1:])  # the start is a history only
        for a, b in zip(text, text[1:]):
            histories[a] += 1
            bigrams[a + b] += 1
            followers[a].add(b)
    with replaced_file(args.out) as f:
        f.write("# Kaimen's line model: character and character-pair counts of human couplet and poem lines\n")
        f.write("# (tools/line_model.py, min count %d, dev pairs left out). ^ starts a line, $ ends it.\n"
                % args.min_count)
        f.write("lines %d\n" % len(lines))
        for c in sorted(set(unigrams) | set(histories)):
            f.write("u %s %d %d %d\n" % (c, unigrams[c], histories[c], len(followers[c])))
        for pair in sorted(p for p, n in bigrams.items() if n >= args.min_count):
            f.write("b %s %d\n" % (pair, bigrams[pair]))
    kept = sum(1 for n in bigrams.values() if n >= args.min_count)
    print("%d lines, %d characters, %d of %d pairs kept" % (len(lines), len(unigrams), kept, len(bigrams)))


if __name__ == "__main__":
    sys.exit(main())
