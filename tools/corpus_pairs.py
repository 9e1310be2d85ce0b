"""The couplet pairs the derived lists are counted on: files of ../shared/data/couplets, each pair
normalised (prepare_corpus.normalise), less the dev pairs no shipped list or model may have seen."""
import argparse
import os

from prepare_corpus import normalise

PAIR_FILES = ("pairs.tsv", "pairs_extra.tsv")


def left_out(path):
    """The (上联, 下联) pairs of PATH (a corpus's dev_pairs.tsv); none without a PATH."""
    if not path:
        return set()
    with open(path, encoding="utf-8") as f:
        return {tuple(line.rstrip("\n").split("\t")[:2]) for line in f}


def kept_pairs(data, skip, names=PAIR_FILES):
    """Each normalised (上联, 下联) of the files NAMES in DATA, in file order, less those in SKIP."""
    for name in names:
        with open(os.path.join(data, name), encoding="utf-8") as f:
            for row in f:
                parts = tuple(normalise(p) for p in row.rstrip("\n").split("\t")[:2])
                if len(parts) == 2 and parts not in skip:
                    yield parts


def list_tool_arguments(doc):
    """The options every tool that counts a list on the pairs takes (--data, --exclude, --out),
    with DOC, the tool's docstring, as its help; the tool adds its own before parsing."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default="../shared/data/couplets")
    ap.add_argument("--exclude", help="dev_pairs.tsv of the corpus: pairs left out, never seen by a shipped model")
    ap.add_argument("--out", required=True)
    return ap
