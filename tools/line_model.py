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
import argparse
import collections
import os
import sys

from atomic_file import replaced_file
from prepare_corpus import normalise

START, END = "^", "$"


def read_lines(data, exclude):
    skip = set()
    if exclude:
        with open(exclude, encoding="utf-8") as f:
            skip = {tuple(line.rstrip("\n").split("\t")[:2]) for line in f}
    lines = []
    for name in ("pairs.tsv", "pairs_extra.tsv", "spring_extra.tsv", "poetry_pairs.tsv"):
        with open(os.path.join(data, name), encoding="utf-8") as f:
            for row in f:
                parts = [normalise(p) for p in row.rstrip("\n").split("\t")[:2]]
                if len(parts) == 2 and tuple(parts) not in skip:
                    # Phrases within a line are lines of their own: ，and ；are not characters.
                    for half in parts:
                        lines.extend(p for p in half.replace("；", "，").split("，") if p)
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data/couplets")
    ap.add_argument("--exclude", help="dev_pairs.tsv of the corpus: pairs the model must not have seen")
    ap.add_argument("--min-count", type=int, default=3)
    ap.add_argument("--out", required=True)
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
