#!/usr/bin/python3
"""Prepares Kaimen's training corpus from ../shared/data/couplets.

Normalises and filters the couplet pairs (nothing a fair visitor should read survives),
builds the training examples of the three tasks behind the prompt templates that the app
uses too, splits off a fixed-seed dev set, trains a character-level SentencePiece vocabulary
with the library, and writes pre-tokenised binary shards that kaimen-train streams.

Run with Debian's python (it needs python3-sentencepiece):
    /usr/bin/python3 tools/prepare_corpus.py --data ../shared/data/couplets --out build/corpus
"""
import argparse
import collections
import json
import os
import random
import shutil
import struct
import sys

import sentencepiece as spm

from atomic_file import replaced_file
from corpus_themes import PLAIN, read_occasions, theme_examples

# The prompt templates, one per task. The keyword task keeps ModelScope's couplet prompt so
# that the real PALM couplet model and ours sit behind the same template.
PROMPTS = {
    "keyword_theme": "以关键词“{keyword}”写一副{occasion}",
    "keyword_cangtou": "以“{keyword}”藏头写一副春联",
    "keyword_qianzi": "以“{keyword}”嵌字写一副春联",
    "duilian": "对下联：{upper}",
    "hengpi": "为{occasion}“{upper}，{lower}”写横批",
}


def prompt_text(task, fields):
    """A task's prompt; an example that names no occasion is a plain Spring Festival one, whose
    prompts are those of the models trained before themes (以关键词“…”写一副春联)."""
    return PROMPTS[task].format(**{"occasion": PLAIN, **fields})
SPECIALS = {"pad": "[PAD]", "unk": "[UNK]", "bos": "[CLS]", "eos": "[SEP]", "separator": "|"}
SHARD_MAGIC = b"KMS1"

# Lines a fair visitor must not read. The crude badwords list (1-3 characters) is used for
# its 2-3 character entries only: its single characters (日, 干 ...) would drop half the corpus.
def read_word_list(path):
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


# Kaimen's own lists, shared with the kiosk's runtime check: what no one may read
# (inference/data/blocked_words.txt) and what the kiosk reads but never writes (unwritten_words.txt).
# The model learns to write neither.
OWN_BLOCKED = [word for name in ("blocked_words.txt", "unwritten_words.txt")
               for word in read_word_list(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "inference",
                                                       "data", name))]


def is_hanzi(ch):
    cp = ord(ch)
    return 0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF


PUNCT = "，；"


def normalise(text):
    for half, full in ((",", "，"), (";", "；"), (":", "："), ("?", "？"), ("!", "！")):
        text = text.replace(half, full)
    text = "".join(text.split())
    # As the kiosk reads requests (normalizeCoupletText): invisible marks dropped.
    text = "".join(c for c in text if c not in "\u200b\u200c\u200d\u2060\ufeff")
    while text and text[-1] in "。；，！？.":
        text = text[:-1]
    return text


def well_formed(upper, lower, lo, hi):
    """Equal halves of LO..HI characters, Chinese characters with ，；aligned between them."""
    if len(upper) != len(lower) or not lo <= len(upper) <= hi:
        return False
    for a, b in zip(upper, lower):
        if a in PUNCT or b in PUNCT:
            if a != b:
                return False
        elif not (is_hanzi(a) and is_hanzi(b)):
            return False
    return not upper[0] in PUNCT and not upper[-1] in PUNCT


class Blocklist:
    def __init__(self, badwords_path):
        words = set(OWN_BLOCKED)
        with open(badwords_path, encoding="utf-8") as f:
            for line in f:
                w = line.strip()
                if 2 <= len(w) <= 3 and all(is_hanzi(c) for c in w):
                    words.add(w)
        self.single = {w for w in words if len(w) == 1}
        self.multi = {w for w in words if len(w) > 1}
        self.lengths = sorted({len(w) for w in self.multi})
        self.hits = collections.Counter()

    def blocked(self, text):
        for ch in text:
            if ch in self.single:
                self.hits[ch] += 1
                return True
        for n in self.lengths:
            for i in range(len(text) - n + 1):
                if text[i:i + n] in self.multi:
                    self.hits[text[i:i + n]] += 1
                    return True
        return False


def read_tsv(path, columns):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= columns:
                rows.append([normalise(p) for p in parts[:columns]])
    return rows


def read_pairs(d, block, stats):
    """The couplet pairs of pairs.tsv and pairs_extra.tsv, well formed and deduplicated: those a
    fair visitor may read whole, and those whose 上联 alone holds a blocked word (kept as 对下联
    examples only, the clean 下联 as the target)."""
    pairs, answers_only, seen = [], [], set()
    for name in ("pairs.tsv", "pairs_extra.tsv", "spring_extra.tsv"):
        for upper, lower in (row[:2] for row in read_tsv(os.path.join(d, name), 2)):
            stats["pairs_read"] += 1
            if not well_formed(upper, lower, 4, 16):
                stats["dropped_malformed"] += 1
            elif (upper, lower) in seen:
                stats["dropped_duplicate"] += 1
            elif block.blocked(lower):
                stats["dropped_blocked"] += 1
            elif block.blocked(upper):
                stats["answer_only"] += 1
                seen.add((upper, lower))
                answers_only.append((upper, lower))
            else:
                seen.add((upper, lower))
                pairs.append((upper, lower))
    return pairs, answers_only


def keyword_examples(pairs, wish_words, real_words, rng, any_head_rate=0.0, any_embed_rate=0.0, occasions=None):
    """Whole-couplet examples for 藏头, 嵌字 and 主题 built from the filtered pairs.

    A pair whose first characters form a real word is a 藏头 example, and one holding a wish word
    across its lines a 嵌字 example. With ANY_HEAD_RATE (ANY_EMBED_RATE) other pairs become 藏头
    (嵌字) examples too, under their own first (second or third) characters: what the kiosk needs
    most is a couplet that opens on characters a visitor chose, and the real words alone gave
    4,448 such examples against 142,240 对下联. A pair of another occasion (a wedding's, a sheep
    year's: OCCASIONS) is no plain 主题 example; theme_examples names its occasion.
    """
    occasions = occasions or {}
    out = []
    wish_words = sorted(wish_words)
    wish_set = set(wish_words)
    for upper, lower in pairs:
        if not 5 <= len(upper) <= 9 or any(c in PUNCT for c in upper):
            continue
        head = upper[0] + lower[0]
        if head in real_words or (any_head_rate and rng.random() < any_head_rate and upper[0] != lower[0]):
            out.append(("keyword_cangtou", {"keyword": head}, upper + "|" + lower))
        embedded = [upper[i] + lower[i] for i in range(1, len(upper)) if upper[i] + lower[i] in wish_set]
        if not embedded and any_embed_rate and rng.random() < any_embed_rate:
            # The kiosk places a 嵌字 word on the second or third character (鸢肩格).
            i = rng.choice((1, 2))
            if upper[i] != lower[i] and upper.count(upper[i]) == 1:
                embedded = [upper[i] + lower[i]]
        if embedded:
            out.append(("keyword_qianzi", {"keyword": rng.choice(embedded)}, upper + "|" + lower))
        themes = [w for w in wish_words if w in upper or w in lower]
        if themes and occasions.get((upper, lower), PLAIN) == PLAIN:
            out.append(("keyword_theme", {"keyword": rng.choice(themes)}, upper + "|" + lower))
    return out


def hengpi_examples(triples, pairs, phrases, rng, limit, occasions=None):
    out = []
    for upper, lower, horizontal in triples:
        if len(horizontal) == 4 and all(is_hanzi(c) for c in horizontal):
            for _ in range(3):  # the only human-written 横批: weigh them up
                out.append(("hengpi", {"upper": upper, "lower": lower}, horizontal))
    # A curated phrase that shares at least two characters with a couplet sums it up well enough.
    by_char = collections.defaultdict(list)
    for p in phrases:
        for c in sorted(set(p)):
            by_char[c].append(p)
    candidates = []
    for upper, lower in pairs:
        if not 5 <= len(upper) <= 9:
            continue
        overlap = collections.Counter()
        for c in sorted(set(upper + lower)):  # sorted: sets iterate in a different order every run
            for p in by_char.get(c, ()):
                overlap[p] += 1
        best = [p for p, n in overlap.items() if n >= 2]
        if best:
            top = max(overlap[p] for p in best)
            candidates.append((upper, lower, rng.choice(sorted(p for p in best if overlap[p] == top))))
    rng.shuffle(candidates)
    for upper, lower, p in candidates[:limit]:
        occasion = (occasions or {}).get((upper, lower), PLAIN)
        out.append(("hengpi", {"upper": upper, "lower": lower, "occasion": occasion}, p))
    return out


def focused(train, train_pairs, known_repeat, keep_share, rng):
    """The training examples with the 对下联 examples of well-known 上联 (several training pairs
    share the line) repeated KNOWN_REPEAT more times, and KEEP_SHARE of the others kept. Its own
    random stream, so the dev split and the other examples are those of the plain corpus."""
    if known_repeat <= 0 and keep_share >= 1.0:
        return train
    uses = collections.Counter(u for u, _ in train_pairs)
    known, others = [], []
    for e in train:
        (known if e[0] == "duilian" and uses[e[1]["upper"]] >= 2 else others).append(e)
    if keep_share < 1.0:
        others = rng.sample(others, int(len(others) * keep_share))
    return known * (1 + known_repeat) + others


def doubling_characters(pairs, min_rate=0.02, min_count=20):
    """Characters that human couplets double in place (年年, 处处, 悠悠) often enough to be a
    habit of the language, not an accident: at least MIN_RATE of their uses and MIN_COUNT times.
    The decoder lets a 上联 double these alone; a small model otherwise stammers (奔腾腾, 争鸣鸣)."""
    doubled, seen = collections.Counter(), collections.Counter()
    for upper, lower in pairs:
        for line in (upper, lower):
            seen.update(line)
            doubled.update(a for a, b in zip(line, line[1:]) if a == b and is_hanzi(a))
    return sorted(c for c, n in doubled.items() if n >= min_count and n >= min_rate * seen[c])


def gb2312_hanzi():
    """The 6,763 Chinese characters of GB2312 (rows 16-87 of its 94x94 table), in table order."""
    chars = []
    for row in range(0xB0, 0xF8):
        for cell in range(0xA1, 0xFF):
            try:
                ch = bytes((row, cell)).decode("gb2312")
            except UnicodeDecodeError:
                continue  # the unassigned cells at the end of row 55
            if is_hanzi(ch):
                chars.append(ch)
    return chars


def train_vocabulary(texts, out_dir, min_count, always=()):
    """A character vocabulary: every character of TEXTS seen at least MIN_COUNT times, and every
    character of ALWAYS (GB2312) whether seen or not, so that a visitor's 上联 of common characters
    is never refused for a character the corpus happened to lack (网 was, when the filter dropped
    every pair that held it)."""
    counts = collections.Counter()
    for t in texts:
        counts.update(t)
    kept = {c for c, n in counts.items() if n >= min_count and c != "|" and not c.isspace()} | set(always)
    text_path = os.path.join(out_dir, "vocab_input.txt")
    with open(text_path, "w", encoding="utf-8") as f:
        for t in texts:
            f.write(t.replace("|", "") + "\n")
        # Each of ALWAYS MIN_COUNT times more: it then ranks above every character left out.
        # In short lines: SentencePiece skips a line over 4,192 bytes.
        always = sorted(always)
        for _ in range(min_count):
            for i in range(0, len(always), 100):
                f.write("".join(always[i:i + 100]) + "\n")
    prefix = os.path.join(out_dir, "spm")
    spm.SentencePieceTrainer.train(
        input=text_path, model_prefix=prefix, model_type="char",
        vocab_size=len(kept) + 5, character_coverage=1.0, normalization_rule_name="identity",
        add_dummy_prefix=False, remove_extra_whitespaces=False, split_by_whitespace=False,
        pad_id=0, unk_id=1, bos_id=2, eos_id=3,
        pad_piece=SPECIALS["pad"], unk_piece=SPECIALS["unk"], bos_piece=SPECIALS["bos"],
        eos_piece=SPECIALS["eos"], user_defined_symbols=["|"], hard_vocab_limit=False,
        minloglevel=2, num_threads=1)  # one thread: the piece order then does not vary from run to run
    os.remove(text_path)
    return prefix + ".model", len(kept)


class Encoder:
    """Character by character, exactly as the C++ SentencePieceTokenizer encodes."""

    def __init__(self, model_path):
        self.sp = spm.SentencePieceProcessor(model_file=model_path)
        self.unk = self.sp.unk_id()

    def ids(self, text):
        return [self.sp.piece_to_id(c) for c in text if not c.isspace()]

    def source(self, prompt):
        return [2] + self.ids(prompt) + [3]


def write_shard(path, examples, encoder):
    with replaced_file(path, binary=True) as f:
        f.write(SHARD_MAGIC + struct.pack("<I", len(examples)))
        for task, fields, target in examples:
            src = encoder.source(prompt_text(task, fields))
            tgt = encoder.ids(target)
            f.write(struct.pack("<HH", len(src), len(tgt)))
            f.write(struct.pack("<%dH" % len(src), *src))
            f.write(struct.pack("<%dH" % len(tgt), *tgt))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data/couplets", help="the corpus folder")
    ap.add_argument("--out", default="build/corpus", help="where vocabulary, shards and meta.json go")
    ap.add_argument("--phrases", default=os.path.join(os.path.dirname(__file__), "..", "inference", "data",
                                                       "auspicious_phrases.txt"))
    ap.add_argument("--min-count", type=int, default=2,
                    help="characters outside GB2312 seen fewer times map to [UNK] (the shipped corpus used 3)")
    ap.add_argument("--no-gb2312", action="store_true",
                    help="leave out the GB2312 characters the corpus does not hold (the shipped vocabulary did)")
    ap.add_argument("--dev-size", type=int, default=2000)
    ap.add_argument("--shard-size", type=int, default=50000)
    ap.add_argument("--hengpi-examples", type=int, default=15000)
    ap.add_argument("--seed", type=int, default=20270206)
    ap.add_argument("--any-head-rate", type=float, default=0.5,
                    help="share of the other training pairs also made 藏头 examples under their own first characters")
    ap.add_argument("--any-embed-rate", type=float, default=0.25,
                    help="share of the other training pairs also made 嵌字 examples")
    ap.add_argument("--theme-copies", type=int, default=3,
                    help="主题 examples per pair of a named occasion (a shop's, a sheep year's), each under another keyword")
    ap.add_argument("--theme-repeat", type=int, default=4, help="times the named occasions' 主题 examples are repeated")
    ap.add_argument("--known-upper-repeat", type=int, default=0,
                    help="extra copies of the 对下联 examples whose 上联 several training pairs share (the "
                         "well-known lines a visitor types; their human 下联 to be learnt, not guessed)")
    ap.add_argument("--keep-share", type=float, default=1.0,
                    help="share of the other training examples kept (below 1: a short fine-tuning corpus)")
    ap.add_argument("--vocabulary", help="an existing spm.model to keep (a model trained on it can go on training)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    d = args.data

    block = Blocklist(os.path.join(d, "badwords.txt"))
    stats = collections.Counter()
    pairs, answers_only = read_pairs(d, block, stats)
    poetry = []
    for upper, lower in read_tsv(os.path.join(d, "poetry_pairs.tsv"), 2):
        if well_formed(upper, lower, 5, 7) and not block.blocked(upper + lower):
            poetry.append((upper, lower))
    triples = [t for t in read_tsv(os.path.join(d, "spring_with_hengpi.tsv"), 3)
               if well_formed(t[0], t[1], 4, 16) and not block.blocked("".join(t))]
    # spring_extra.tsv: 上联, 下联, 横批 (may be empty), source.
    for upper, lower, horizontal in read_tsv(os.path.join(d, "spring_extra.tsv"), 3):
        if horizontal and well_formed(upper, lower, 4, 16) and not block.blocked(upper + lower + horizontal):
            triples.append([upper, lower, horizontal])
    wish_words = set()
    with open(os.path.join(d, "wish_words.tsv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            w = line.split("\t")[0].strip()
            if len(w) == 2 and not block.blocked(w):
                wish_words.add(w)
    real_words = set(wish_words)
    with open(os.path.join(d, "idioms_4char.txt"), encoding="utf-8") as f:
        for line in f:
            idiom = line.strip()
            if len(idiom) == 4 and not block.blocked(idiom):
                real_words.update((idiom[:2], idiom[2:]))
    with open(args.phrases, encoding="utf-8") as f:
        phrases = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    for p in phrases:
        real_words.update((p[:2], p[2:]))

    rng.shuffle(pairs)
    dev_pairs, train_pairs = pairs[:args.dev_size], pairs[args.dev_size:]
    dev_set = set(dev_pairs)
    train = [("duilian", {"upper": u}, l) for u, l in train_pairs]
    # A 上联 with a sensitive word still teaches how to answer it when its 下联 is clean: the
    # filter decides what the model writes (its targets), not what it may read.
    train += [("duilian", {"upper": u}, l) for u, l in answers_only]
    train += [("duilian", {"upper": u}, l) for u, l in poetry if (u, l) not in dev_set]
    occasions = read_occasions(d, normalise)
    train += keyword_examples(train_pairs, wish_words, real_words, rng, args.any_head_rate, args.any_embed_rate,
                              occasions)
    # A named occasion is a few hundred couplets among 270,000 examples: repeated, so that a short
    # run learns what 商贸春联 asks for (session 9: at 1 repeat, 900 steps had not).
    train += theme_examples(train_pairs, occasions, wish_words, real_words, rng, args.theme_copies) * args.theme_repeat
    train += hengpi_examples(triples, train_pairs, phrases, rng, args.hengpi_examples, occasions)
    dev = [("duilian", {"upper": u}, l) for u, l in dev_pairs]
    # The dev examples keep the real words only and their own random stream: the same dev set
    # whatever the training rates.
    dev_rng = random.Random(args.seed)
    dev += keyword_examples(dev_pairs, wish_words, real_words, dev_rng, occasions=occasions)
    dev += theme_examples(dev_pairs, occasions, wish_words, real_words, dev_rng, copies=1)
    train = focused(train, train_pairs, args.known_upper_repeat, args.keep_share, random.Random(args.seed + 1))
    rng.shuffle(train)

    texts = [prompt_text(t, f) for t, f, _ in train] + [tgt for _, _, tgt in train]
    if args.vocabulary:
        model_path = os.path.join(args.out, "spm.model")
        if os.path.abspath(args.vocabulary) != os.path.abspath(model_path):
            shutil.copyfile(args.vocabulary, model_path)
    else:
        model_path, _ = train_vocabulary(texts, args.out, args.min_count, () if args.no_gb2312 else gb2312_hanzi())
    encoder = Encoder(model_path)

    shards = []
    for i in range(0, len(train), args.shard_size):
        name = "train-%03d.bin" % (i // args.shard_size)
        write_shard(os.path.join(args.out, name), train[i:i + args.shard_size], encoder)
        shards.append(name)
    write_shard(os.path.join(args.out, "dev.bin"), dev, encoder)
    with replaced_file(os.path.join(args.out, "dev_pairs.tsv")) as f:
        for u, l in dev_pairs:
            f.write(u + "\t" + l + "\n")

    tasks = collections.Counter(t for t, _, _ in train)
    meta = {
        "prompts": PROMPTS, "special_tokens": SPECIALS, "tokenizer": "spm.model",
        "vocab_size": encoder.sp.get_piece_size(), "min_count": args.min_count, "seed": args.seed,
        "train_shards": shards, "dev_shard": "dev.bin", "train_examples": len(train), "dev_examples": len(dev),
        "tasks": dict(tasks), "filter": dict(stats), "poetry_pairs": len(poetry), "hengpi_triples": len(triples),
        "occasions": dict(collections.Counter(f["occasion"] for t, f, _ in train if t == "keyword_theme"
                                              and "occasion" in f)),
        "top_blocked": block.hits.most_common(30),
    }
    # Our own words the kiosk never writes (blocked and unwritten); the shipped model's list.
    with replaced_file(os.path.join(args.out, "blocked_words.txt")) as f:
        f.write("# Kaimen's own list: funeral, political and satirical words the kiosk never writes.\n")
        f.write("\n".join(sorted(set(OWN_BLOCKED))) + "\n")
    # Committed as inference/data/doubling_characters.txt (the decoder's list; see docs/model-training.md).
    with replaced_file(os.path.join(args.out, "doubling_characters.txt")) as f:
        f.write("# Characters a generated line may double in place (年年, 处处): doubled in at least 2% of\n"
                "# their uses and 20 times in the filtered training pairs (tools/prepare_corpus.py).\n")
        f.write("\n".join(doubling_characters(train_pairs)) + "\n")
    # The same facts as plain key=value lines, for kaimen-train (which links libtorch alone).
    with replaced_file(os.path.join(args.out, "corpus.txt")) as f:
        f.write("vocab_size=%d\ntrain_shards=%s\ndev_shard=dev.bin\nseparator_id=%d\n"
                % (meta["vocab_size"], ",".join(shards), encoder.sp.piece_to_id("|")))
    with replaced_file(os.path.join(args.out, "meta.json")) as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
    print(json.dumps({k: meta[k] for k in ("vocab_size", "train_examples", "dev_examples", "tasks", "filter",
                                          "poetry_pairs", "hengpi_triples")}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    sys.exit(main())
