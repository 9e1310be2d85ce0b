#!/usr/bin/env python3
"""How often a visitor's 上联 is turned away, measured on the corpus's raw lines (unfiltered: the
dev split holds no blocked word, so it cannot show what the safety lists refuse).

  tools/refusals.py sample --data ../shared/data/couplets --count 2000 --seed 22 [--traditional] > REQ.jsonl
      上联 of 5-11 characters drawn from pairs.tsv and pairs_extra.tsv as kaimen-cli generate's
      对下联 requests; --traditional writes them in traditional characters (OpenCC's s2tw, the
      `opencc` command), as a visitor from Taiwan or Hong Kong would type them.
  kaimen-cli generate --model MODEL --beams 4 < REQ.jsonl > OUT.jsonl
  tools/refusals.py count --requests REQ.jsonl --answers OUT.jsonl
      answered and refused, each refusal with its reason, and every written 下联 or 横批 that holds
      a word of inference/data/blocked_words.txt or unwritten_words.txt (there should be none).
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from blind_reading import listed_words  # noqa: E402


def sample(args):
    uppers = []
    for name in ("pairs.tsv", "pairs_extra.tsv"):
        with open(os.path.join(args.data, name), encoding="utf-8") as f:
            uppers += [u for u in (line.split("\t")[0].strip() for line in f) if 5 <= len(u) <= 11]
    chosen = random.Random(args.seed).sample(uppers, args.count)
    if args.traditional:
        converted = subprocess.run(["opencc", "-c", "s2tw.json"], input="\n".join(chosen), capture_output=True,
                                   text=True, check=True).stdout.split("\n")
        chosen = converted[:len(chosen)]
    for i, upper in enumerate(chosen):
        # Answered in simplified characters, whatever the request's script: `count` looks for the
        # kiosk's word lists, which are simplified, in what was written.
        print(json.dumps({"id": i, "mode": "duilian", "upper": upper, "script": "simplified"}, ensure_ascii=False))


def count(args):
    with open(args.requests, encoding="utf-8") as f:
        uppers = {r["id"]: r["upper"] for r in map(json.loads, f)}
    never = listed_words("blocked_words.txt") + listed_words("unwritten_words.txt")
    reasons, written_badly, answered, holding = collections.Counter(), [], 0, 0
    with open(args.answers, encoding="utf-8") as f:
        for a in map(json.loads, f):
            if "error" in a:
                reasons[a["error"]] += 1
                print("refused: %s  (%s)" % (uppers.get(a["id"]), a["error"]))
                continue
            answered += 1
            holding += any(w in uppers.get(a["id"], "") for w in never)
            if any(w in a["lower"] or w in a["horizontal"] for w in never):
                written_badly.append(a)
    total = answered + sum(reasons.values())
    print("%d 上联: %d answered (%d of them holding a word the kiosk never writes), %d refused (%.2f%%)"
          % (total, answered, holding, total - answered, 100.0 * (total - answered) / max(1, total)))
    for reason, n in reasons.most_common():
        print("  %4d  %s" % (n, reason))
    print("written lines holding a blocked or unwritten word: %d" % len(written_badly))
    for a in written_badly:
        print("  ", json.dumps(a, ensure_ascii=False))
    return 1 if written_badly else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = ap.add_subparsers(dest="command", required=True)
    s = commands.add_parser("sample")
    s.add_argument("--data", default="../shared/data/couplets")
    s.add_argument("--count", type=int, default=2000)
    s.add_argument("--seed", type=int, default=22)
    s.add_argument("--traditional", action="store_true")
    c = commands.add_parser("count")
    c.add_argument("--requests", required=True)
    c.add_argument("--answers", required=True)
    args = ap.parse_args()
    sys.exit({"sample": sample, "count": count}[args.command](args) or 0)


if __name__ == "__main__":
    main()
