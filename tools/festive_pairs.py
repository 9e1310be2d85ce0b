"""Which couplet pairs read like Spring Festival couplets: the pairs the 藏头 and 嵌字 examples are
made from when the corpus is asked for festive keyword examples (prepare_corpus.py
--festive-keyword-pairs).

The 藏头 prompt asks for a 春联 (以“四季”藏头写一副春联), yet its examples came from any pair: a
scenic spot's, a temple's, a trade's. So the model opened a forced character with the words of
those couplets: 季子 (a name), 隆中 (Zhuge Liang's hut), 西递 (a village), 颜回 (Confucius'
pupil), 居然, 来世. Moore and Lewis's selection ("Intelligent Selection of Language Model
Training Data", 2010) ranks each pair by how much likelier it is under a character model of Spring
Festival couplets than under one of all couplets: the cross-entropy difference per character.
The Spring Festival side is every pair themes.tsv files under 春联 and the two spring files, less
the dev pairs; both models are character-pair counts backing off to characters (add-one).
"""
import collections
import math
import os

START, END = "^", "$"


def spring_festival_pairs(d, normalise, leave_out):
    """The (上联, 下联) pairs themes.tsv files under 春联, and those of the two spring files."""
    pairs = []
    with open(os.path.join(d, "themes.tsv"), encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3 and parts[2].startswith("春联"):
                pairs.append((normalise(parts[0]), normalise(parts[1])))
    for name in ("spring_with_hengpi.tsv", "spring_extra.tsv"):
        with open(os.path.join(d, name), encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 2:
                    pairs.append((normalise(parts[0]), normalise(parts[1])))
    return [p for p in pairs if p not in leave_out]


class CharacterPairModel:
    """Counts of characters and character pairs of some lines; log-probabilities interpolate the
    pair's share with the character's (add-one), so a pair never seen is unlikely, not impossible."""

    def __init__(self, lines, weight=0.7):
        self.single, self.pair, self.history = collections.Counter(), collections.Counter(), collections.Counter()
        for line in lines:
            text = START + line + END
            self.single.update(text[1:])
            for a, b in zip(text, text[1:]):
                self.pair[a + b] += 1
                self.history[a] += 1
        self.total = sum(self.single.values())
        self.size = len(self.single) + 1
        self.weight = weight

    def log_prob(self, line):
        text = START + line + END
        total = 0.0
        for a, b in zip(text, text[1:]):
            alone = (self.single[b] + 1) / (self.total + self.size)
            seen = self.pair[a + b] / self.history[a] if self.history[a] else alone
            total += math.log(self.weight * seen + (1 - self.weight) * alone)
        return total / (len(text) - 1)


def festive_ranking(pairs, festive):
    """PAIRS, most like the Spring Festival couplets FESTIVE first: each pair's mean log-probability
    per character under a model of FESTIVE's lines less under one of PAIRS' lines."""
    spring = CharacterPairModel([line for p in festive for line in p])
    every = CharacterPairModel([line for p in pairs for line in p])

    def difference(pair):
        return sum(spring.log_prob(line) - every.log_prob(line) for line in pair)

    return sorted(pairs, key=lambda p: (-difference(p), p))
