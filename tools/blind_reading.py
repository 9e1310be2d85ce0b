#!/usr/bin/env python3
"""The blind reading protocol of docs/quality-reading.md: the model's couplets shuffled with
human ones, marked without knowing which is which, then revealed.

  tools/blind_reading.py words --data ../shared/data/couplets --count 100 --seed 1 > WORDS.txt
      wish words for the reading: from wish_words.tsv, none of the model card's 20
  tools/blind_reading.py fresh --data ../shared/data/couplets --count 300 --seed 1 [--exclude F …]
      wish words no tuning has seen: halves of idioms_4char.txt that pairs.tsv holds 40 times or
      more, none in wish_words.tsv, none these docs or the model card quote, none the stock-ending
      list was made from (tools/stock_endings.py: halves of the same idioms; 29 of session 45's
      100 were among them), none in the files --exclude names (request JSON lines, or word
      lists); pick those a visitor might wish
  tools/blind_reading.py prepare --model OUT.jsonl --human HUMAN.tsv --count 100 --seed 1 --out DIR
      OUT.jsonl: kaimen-cli generate's answers; HUMAN.tsv: 上联, 下联[, 横批] per line (human
      Spring Festival couplets, or the dev pairs for 对下联). Writes DIR/sheet.tsv (id, 上联,
      下联, 横批, mark, reason: fill in mark as good, plain or bad, with a one-line reason) and
      DIR/key.json (which id is whose), to be left closed until the sheet is marked.
  tools/blind_reading.py compare --before OLD.jsonl --after NEW.jsonl --count 40 --seed 1 --out DIR
      OLD.jsonl, NEW.jsonl: kaimen-cli generate's answers to the same requests (matched by id)
      from two builds or models. COUNT of the requests whose first couplet differs, drawn at
      random, each with the two couplets as A and B in shuffled order: DIR/sheet.tsv (id, then
      上联, 下联 and 横批 of A and of B, better, reason: fill in better as A, B or even) and
      DIR/key.json (which of A and B is the after one).
  tools/blind_reading.py reveal --dir DIR
      counts the marks of each source, and lists every couplet marked bad with its reason; for a
      compare sheet, how often the after couplet was the better one, the before one, or neither.
"""
import argparse
import collections
import json
import os
import random
import sys

from atomic_file import replaced_file
from stock_endings import WORDS as STOCK_LIST_WORDS, request_words as stock_list_words

MODEL_CARD_WORDS = ("如意 平安 吉祥 飞跃 福满 迎春 和顺 安康 富贵 团圆 兴旺 康宁 春风 瑞雪 腾飞 丰收 鸿运 美满 长寿 "
                    "顺心").split()
MARKS = ("good", "plain", "bad")
CHOICES = ("A", "B", "even")


ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def listed_words(name):
    """A word list of inference/data (one entry a line, # for comments)."""
    with open(os.path.join(ROOT, "inference", "data", name), encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def listed_wishes(data):
    """The wish words of DATA's wish_words.tsv (its first column, the header left out)."""
    with open(os.path.join(data, "wish_words.tsv"), encoding="utf-8") as f:
        next(f)
        return {line.split("\t")[0].strip() for line in f}


def wish_words(args):
    avoided = avoided_in_wishes()
    words = listed_wishes(args.data) - set(MODEL_CARD_WORDS)
    words = sorted(w for w in words if not any(a in w for a in avoided))
    random.Random(args.seed).shuffle(words)
    print("\n".join(words[:args.count]))


# What earlier readings and tuning quoted: a word they name has been seen.
QUOTING_DOCS = ("docs/quality-reading.md", "docs/model-training.md", "assets/models/kaimen-couplet-small/MODEL_CARD.md")


def avoided_in_wishes():
    """Words and characters no wish holds at a door: unwished, blocked or unwritten words, and
    mourning, anger, illness, loss, lack (哀乐, 喜怒 and 没有 stand in wish_words.tsv too)."""
    return (listed_words("unwished_words.txt") + listed_words("blocked_words.txt")
            + listed_words("unwritten_words.txt") + list("哀怒丧死病灾祸悲愁苦没"))


def fresh_words(args):
    seen = ""
    for path in [os.path.join(ROOT, doc) for doc in args.quoted] + list(args.exclude):
        with open(path, encoding="utf-8") as f:
            seen += f.read() + "\n"
    wishes = listed_wishes(args.data) | set(stock_list_words(args.data, STOCK_LIST_WORDS))
    pairs = collections.Counter()
    with open(os.path.join(args.data, "pairs.tsv"), encoding="utf-8") as f:
        for line in f:
            for half in line.rstrip("\n").split("\t")[:2]:
                pairs.update(half[i:i + 2] for i in range(len(half) - 1))
    halves = set()
    with open(os.path.join(args.data, "idioms_4char.txt"), encoding="utf-8") as f:
        for line in f:
            idiom = line.strip()
            if len(idiom) == 4:
                halves.update((idiom[:2], idiom[2:]))
    avoided = avoided_in_wishes()
    words = sorted(w for w in halves if pairs[w] >= args.min_times and w not in seen
                   and w not in wishes and not any(a in w for a in avoided))
    random.Random(args.seed).shuffle(words)
    print("\n".join(words[:args.count]))


def read_answers(path):
    """Each answer of kaimen-cli generate's output: its id and (上联, 下联, 横批), or None if refused."""
    answers = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            answer = json.loads(line)
            couplet = None if "error" in answer else (answer["upper"], answer["lower"], answer.get("horizontal", ""))
            answers.append((answer.get("id"), couplet))
    return answers


def read_model(path):
    return [couplet for _, couplet in read_answers(path) if couplet]


def read_human(path):
    couplets = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            columns = line.rstrip("\n").split("\t")
            if len(columns) >= 2:
                couplets.append((columns[0], columns[1], columns[2] if len(columns) > 2 else ""))
    return couplets


def new_reading(out):
    """Makes OUT for a new sheet; stops rather than write over a sheet that may hold marks."""
    if os.path.exists(os.path.join(out, "sheet.tsv")):
        sys.exit("%s already holds a sheet.tsv, perhaps marked: choose another --out, or remove it first" % out)
    os.makedirs(out, exist_ok=True)


def prepare(args):
    rng = random.Random(args.seed)
    models = [m.split("=", 1) if "=" in m else ("model", m) for m in args.model]
    rows = []
    for name, path in models:
        rows += [(name, c) for c in read_model(path)[:args.count]]
    human = read_human(args.human)
    rng.shuffle(human)
    written = list(rows)
    rows += [("human", c) for c in human[:args.count]]
    rng.shuffle(rows)
    # A 横批 on one source's couplets only would name their source: then no row shows one.
    shown = all(horizontal for _, (_, _, horizontal) in rows)
    new_reading(args.out)
    with replaced_file(os.path.join(args.out, "sheet.tsv")) as f:
        f.write("id\t上联\t下联\t横批\tmark\treason\n")
        for i, (_, (upper, lower, horizontal)) in enumerate(rows, 1):
            f.write("%d\t%s\t%s\t%s\t\t\n" % (i, upper, lower, horizontal if shown else ""))
    with replaced_file(os.path.join(args.out, "key.json")) as f:
        json.dump({str(i): source for i, (source, _) in enumerate(rows, 1)}, f)
    print("%s: %d couplets to mark (%s, %d human)" % (args.out, len(rows), ", ".join("%d %s" % (sum(1 for s, _ in written if s == n), n) for n, _ in models), min(args.count, len(human))))


def answers_by_id(path):
    answers = read_answers(path)
    by_id = dict(answers)
    if None in by_id or len(by_id) != len(answers):
        sys.exit("%s: every answer needs an id of its own, to be matched with the other file's" % path)
    return by_id


def compare(args):
    before, after = answers_by_id(args.before), answers_by_id(args.after)
    if set(before) != set(after):
        sys.exit("%s and %s answer different requests (%d ids in only one of them)"
                 % (args.before, args.after, len(set(before) ^ set(after))))
    refused = sorted((i for i in before if (before[i] is None) != (after[i] is None)), key=str)
    differ = sorted((i for i in before if before[i] and after[i] and before[i] != after[i]), key=str)
    rng = random.Random(args.seed)
    rng.shuffle(differ)
    rows, key = [], {}
    for number, request in enumerate(differ[:args.count], 1):
        after_first = rng.random() < 0.5
        first, second = (after[request], before[request]) if after_first else (before[request], after[request])
        rows.append("%d\t%s\t%s\t\t\n" % (number, "\t".join(first), "\t".join(second)))
        key[str(number)] = {"request": request, "after": "A" if after_first else "B"}
    new_reading(args.out)
    with replaced_file(os.path.join(args.out, "sheet.tsv")) as f:
        f.write("id\t上联 A\t下联 A\t横批 A\t上联 B\t下联 B\t横批 B\tbetter\treason\n" + "".join(rows))
    with replaced_file(os.path.join(args.out, "key.json")) as f:
        json.dump({"compare": key, "requests": len(before), "differ": len(differ), "refused_by_one": refused}, f,
                  ensure_ascii=False)
    print("%s: %d pairs to mark (%d of %d first couplets differ; %d requests refused by one build only)"
          % (args.out, len(rows), len(differ), len(before), len(refused)))


def reveal_compare(args, key):
    wins = collections.Counter()
    notes = []
    with open(os.path.join(args.dir, "sheet.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            columns = line.rstrip("\n").split("\t") + [""] * 9
            number, better, reason = columns[0], columns[7], columns[8]
            if better not in CHOICES:
                sys.exit("pair %s is not marked A, B or even" % number)
            row = key["compare"].get(number)
            if row is None:
                sys.exit("pair %s of the sheet is not in its key.json: was the sheet edited beyond its marks?" % number)
            winner = "even" if better == "even" else ("after" if better == row["after"] else "before")
            wins[winner] += 1
            couplet = columns[4:6] if (winner == "after") == (row["after"] == "B") else columns[1:3]
            notes.append((winner, row["request"], " / ".join(couplet) if winner != "even" else "", reason))
    print("%d pairs read (%d of %d first couplets differ): after better %d, before better %d, even %d"
          % (sum(wins.values()), key["differ"], key["requests"], wins["after"], wins["before"], wins["even"]))
    if key["refused_by_one"]:
        print("refused by one build only: %s" % " ".join(str(i) for i in key["refused_by_one"]))
    for winner, request, couplet, reason in notes:
        print("%-6s %s: %s%s" % (winner, request, couplet, " — " + reason if reason else ""))


def reveal(args):
    with open(os.path.join(args.dir, "key.json"), encoding="utf-8") as f:
        key = json.load(f)
    if "compare" in key:
        reveal_compare(args, key)
        return
    counts = collections.defaultdict(collections.Counter)
    bad = []
    with open(os.path.join(args.dir, "sheet.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            columns = line.rstrip("\n").split("\t") + [""] * 6
            number, upper, lower, _, mark, reason = columns[:6]
            if mark not in MARKS:
                sys.exit("couplet %s is not marked good, plain or bad" % number)
            source = key[number]
            counts[source][mark] += 1
            if mark == "bad":
                bad.append((source, upper, lower, reason))
    for source in sorted(counts, key=lambda s: (s == "human", s)):
        c = counts[source]
        total = sum(c.values())
        print("%-6s %3d read: %s" % (source, total, ", ".join("%s %d (%.0f%%)" % (m, c[m], 100.0 * c[m] / max(1, total))
                                                              for m in MARKS)))
    human_good = counts["human"]["good"] / max(1, sum(counts["human"].values()))
    for source in sorted(s for s in counts if s != "human"):
        good = counts[source]["good"] / max(1, sum(counts[source].values()))
        print("%s's good rate is %.2f times the human one" % (source, good / human_good if human_good else 0.0))
    for source, upper, lower, reason in bad:
        print("bad (%s): %s / %s — %s" % (source, upper, lower, reason))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = ap.add_subparsers(dest="command", required=True)
    w = commands.add_parser("words")
    w.add_argument("--data", default="../shared/data/couplets")
    w.add_argument("--count", type=int, default=100)
    w.add_argument("--seed", type=int, default=1)
    fr = commands.add_parser("fresh")
    fr.add_argument("--data", default="../shared/data/couplets")
    fr.add_argument("--count", type=int, default=300)
    fr.add_argument("--seed", type=int, default=1)
    fr.add_argument("--min-times", type=int, default=40, help="how often pairs.tsv must hold a half")
    fr.add_argument("--exclude", action="append", default=[], help="a file whose words are seen (request JSON lines, a word list)")
    fr.set_defaults(quoted=QUOTING_DOCS)
    p = commands.add_parser("prepare")
    p.add_argument("--model", required=True, action="append",
                   help="OUT.jsonl, or NAME=OUT.jsonl to read several models in one sitting (before=…, after=…)")
    p.add_argument("--human", required=True)
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True)
    c = commands.add_parser("compare")
    c.add_argument("--before", required=True)
    c.add_argument("--after", required=True)
    c.add_argument("--count", type=int, default=40)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    r = commands.add_parser("reveal")
    r.add_argument("--dir", required=True)
    args = ap.parse_args()
    {"words": wish_words, "fresh": fresh_words, "prepare": prepare, "compare": compare, "reveal": reveal}[args.command](args)


if __name__ == "__main__":
    main()
