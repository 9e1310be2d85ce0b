#!/usr/bin/python3
"""The characters human couplet lines write doubled (年年, 常常, 茸茸, 皓皓) at least MIN_COUNT times:
where a visitor's 上联 doubles one of them, the 下联 answers with one of them too
(inference/data/reduplicating_characters.txt, compiled in; couplet/LowerLineRule.cpp). The
model, free there, doubled whatever fitted the place and stammered (物外常常蕴哲理 / 人间尽尽是神仙,
是是非非 / 无无处处, 常常因少见 / 自自是闲人). Wider than the habits of doubling_characters.txt (2% of
a character's uses), which a 上联 of the kiosk's own may double. The dev pairs are left out;
each distinct pair counts once. Deterministic.

    /usr/bin/python3 tools/reduplicating_characters.py --data ../shared/data/couplets \
        --exclude build/corpus18u/dev_pairs.tsv --out inference/data/reduplicating_characters.txt
"""
from atomic_file import replaced_file
from corpus_pairs import kept_pairs, left_out, list_tool_arguments
from prepare_corpus import doubling_characters


def main():
    ap = list_tool_arguments(__doc__)
    ap.add_argument("--min-count", type=int, default=5)
    args = ap.parse_args()

    # The habit's count with no share of a character's uses asked for.
    pairs = set(kept_pairs(args.data, left_out(args.exclude)))
    chars = doubling_characters(pairs, min_rate=0.0, min_count=args.min_count)
    with replaced_file(args.out) as f:
        f.write("# Characters human couplet lines write doubled (年年, 常常, 茸茸) at least %d times\n" % args.min_count)
        f.write("# (tools/reduplicating_characters.py; the dev pairs left out): what a 下联 may double where\n")
        f.write("# its 上联 doubles one of them.\n")
        f.write("\n".join(chars) + "\n")
    print("%d characters" % len(chars))


if __name__ == "__main__":
    main()
