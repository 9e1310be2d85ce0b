#!/usr/bin/python3
"""Writes inference/data/stock_endings.txt: the last beats (three characters) a model writes for
many wishes where people seldom do, which the reranker weighs against (Reranker.cpp).

Read across wishes, the small model's couplets share their endings: a sixth of its 藏头 上联 end
歌盛世 and an eighth of their 下联 庆新春, where of themes.tsv's seven-character 春联 none ends on one
beat more than 0.9% of the time (docs/quality-reading.md, session 57). Each couplet alone reads as
a 春联; a booth's visitors comparing theirs see a formula.

An ending is listed where, in one of the wish kinds (藏头, 嵌字, 主题), it ends at least MIN_SHARE
of the model's lines (上联 and 下联 counted apart) and at least MIN_RATIO times as many as of the
human lines of that place. Each kind has habits of its own (session 58: 千家乐 in 6.6% of the 嵌字
上联, 迎春到 in 7.9% of the 主题 ones, neither 5% of the 藏头 ones), and a visitor's kind is any of
the three. The model's lines come from COUPLETS, `kaimen-cli batch` output for wish words that are
not the tuning ones (the wish words a weight is chosen on, wish_words.tsv, must not choose the list
too). Made again for each model shipped: another model over-writes other endings. Run with
Debian's python:
    /usr/bin/python3 tools/stock_endings.py requests --data ../shared/data/couplets \
        --out build/stock/requests.jsonl
    build/release/tools/kaimen-cli batch --model assets/models/kaimen-couplet-small \
        --in build/stock/requests.jsonl --out build/stock/couplets.jsonl --beams 4 \
        --rerank 0.5,0.5,1,0.5,1,0
    /usr/bin/python3 tools/stock_endings.py list --couplets build/stock/couplets.jsonl \
        --data ../shared/data/couplets --out inference/data/stock_endings.txt
The model's habit is read with the endings' own weight at 0 (the sixth of --rerank), as it writes
unweighed. The requests: WORDS two-character halves of idioms_4char.txt that pairs.tsv holds 40 times or
more and wish_words.tsv does not, in random.Random(5702)'s order, each as a wish of each kind at
the sheep's booth (the kiosk's default in 2027); a request's id names its kind and word.
"""
import argparse
import collections
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atomic_file import replaced_file  # noqa: E402

BEAT = 3
# How many words the requests hold: the list shipped was made from this many.
WORDS = 400
KINDS = ("cangtou", "qianzi", "theme")


def request_words(data, count):
    """COUNT idiom halves the corpus writes often that are not wish words (see the docstring)."""
    with open(os.path.join(data, "wish_words.tsv"), encoding="utf-8") as f:
        wishes = {line.split("\t")[0].strip() for line in f}
    uses = collections.Counter()
    with open(os.path.join(data, "pairs.tsv"), encoding="utf-8") as f:
        for line in f:
            for text in line.rstrip("\n").split("\t")[:2]:
                for i in range(len(text) - 1):
                    uses[text[i:i + 2]] += 1
    halves = set()
    with open(os.path.join(data, "idioms_4char.txt"), encoding="utf-8") as f:
        for line in f:
            idiom = line.strip()
            if len(idiom) == 4:
                halves.update((idiom[:2], idiom[2:]))
    words = sorted(h for h in halves if uses[h] >= 40 and h not in wishes
                   and all("\u4e00" <= c <= "\u9fff" for c in h))
    random.Random(5702).shuffle(words)
    return words[:count]


def model_endings(path):
    """Counts of each line's last beat in the couplets of PATH, per wish kind (the request id's
    part before ':'; "" where there is none) and per place (0: 上联, 1: 下联)."""
    counts = collections.defaultdict(lambda: [collections.Counter(), collections.Counter()])
    with open(path, encoding="utf-8") as f:
        for line in f:
            couplet = json.loads(line)
            if "upper" not in couplet:
                continue
            kind = (couplet.get("id") or "").partition(":")[0]
            for place, text in enumerate((couplet["upper"], couplet["lower"])):
                if len(text) >= BEAT:
                    counts[kind][place][text[-BEAT:]] += 1
    return dict(counts)


def human_endings(data):
    """The same for themes.tsv's 春联 (their place kept: 上联 first) of seven characters."""
    counts = [collections.Counter(), collections.Counter()]
    with open(os.path.join(data, "themes.tsv"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 3 or not fields[2].startswith("春联"):
                continue
            for place, text in enumerate(fields[:2]):
                if len(text) == 7:
                    counts[place][text[-BEAT:]] += 1
    return counts


def stock_endings(model, human, min_share, min_ratio):
    """(ending, place, model share, human share) of each ending over-written in one kind's counts
    (MODEL: two Counters, one per place), commonest first."""
    found = []
    for place in (0, 1):
        lines = sum(model[place].values())
        people = max(1, sum(human[place].values()))
        for ending, n in model[place].items():
            share = n / lines
            # An ending no person wrote counts as one: the ratio stays finite.
            human_share = max(human[place][ending], 1) / people
            if share >= min_share and share >= min_ratio * human_share:
                found.append((ending, place, share, human[place][ending] / people))
    return sorted(found, key=lambda row: -row[2])


def stock_endings_of_kinds(model, human, min_share, min_ratio):
    """(ending, place, kind, model share, human share) of each ending over-written in any kind,
    at its largest share, commonest first."""
    best = {}
    for kind, counts in sorted(model.items()):
        for ending, place, share, human_share in stock_endings(counts, human, min_share, min_ratio):
            if (ending, place) not in best or share > best[(ending, place)][3]:
                best[(ending, place)] = (ending, place, kind, share, human_share)
    return sorted(best.values(), key=lambda row: (-row[3], row[0]))


def write_requests(args):
    words = request_words(args.data, args.words)
    with replaced_file(args.out) as out:
        for kind in KINDS:
            for word in words:
                out.write(json.dumps({"id": f"{kind}:{word}", "mode": "keyword", "keyword": word, "kind": kind,
                                      "zodiac": "羊"}, ensure_ascii=False) + "\n")
    print(f"stock_endings: {len(words)} words x {len(KINDS)} kinds -> {args.out}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    requests = commands.add_parser("requests", help="the wishes to write couplets for")
    requests.add_argument("--data", required=True, help="the shared couplet data")
    requests.add_argument("--out", required=True)
    requests.add_argument("--words", type=int, default=WORDS)
    listing = commands.add_parser("list", help="the stock endings of those couplets")
    listing.add_argument("--couplets", required=True, help="kaimen-cli batch output (JSON Lines)")
    listing.add_argument("--data", required=True, help="the shared couplet data (themes.tsv)")
    listing.add_argument("--out", required=True)
    listing.add_argument("--min-share", type=float, default=0.05)
    listing.add_argument("--min-ratio", type=float, default=5.0)
    args = parser.parse_args()
    if args.command == "requests":
        write_requests(args)
        return
    model = model_endings(args.couplets)
    lines = sum(sum(counts[0].values()) for counts in model.values())
    if not lines:
        sys.exit(f"stock_endings: no couplets in {args.couplets}")
    rows = stock_endings_of_kinds(model, human_endings(args.data), args.min_share, args.min_ratio)
    with replaced_file(args.out) as out:
        out.write("# Last beats the shipped model writes for many wishes where people seldom do: the\n"
                  "# reranker weighs a line ending on one down (Reranker.cpp). Generated by\n"
                  "# tools/stock_endings.py from %d couplets of %d kinds; each row: the ending, the\n"
                  "# line and the kind where it is commonest, its share there, and its share of\n"
                  "# themes.tsv's 7-character 春联 lines.\n" % (lines, len(model)))
        for ending, place, kind, share, human_share in rows:
            out.write("%s\t%s\t%s\t%.1f%%\t%.2f%%\n" % (ending, "上联" if place == 0 else "下联", kind,
                                                      100 * share, 100 * human_share))
    print(f"stock_endings: {len(rows)} endings from {lines} couplets -> {args.out}")


if __name__ == "__main__":
    main()
