#!/usr/bin/python3
"""tools/prepare_corpus.py's focused corpus (--known-upper-repeat, --keep-share): the 对下联
examples of a 上联 that several training pairs share come more often, the other examples are a
share of the plain corpus's, and nothing else changes."""
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from prepare_corpus import focused  # noqa: E402

PAIRS = [("天增岁月人增寿", "春满乾坤福满门"), ("天增岁月人增寿", "春满人间福满楼"),
         ("一元复始", "万象更新"), ("春回大地", "福满人间"), ("国泰民安", "人寿年丰")]
TRAIN = ([("duilian", {"upper": u}, l) for u, l in PAIRS]
         + [("keyword_cangtou", {"keyword": "如意"}, "如…|意…"), ("hengpi", {"occasion": "春联"}, "万象更新")])


class FocusedCorpusTest(unittest.TestCase):
    def test_the_plain_corpus_is_left_as_it_is(self):
        self.assertIs(focused(TRAIN, PAIRS, 0, 1.0, random.Random(1)), TRAIN)

    def test_a_shared_upper_line_is_repeated_and_the_rest_kept_once(self):
        out = focused(TRAIN, PAIRS, 2, 1.0, random.Random(1))
        shared = [e for e in out if e[0] == "duilian" and e[1]["upper"] == "天增岁月人增寿"]
        self.assertEqual(len(shared), 6)  # both of its pairs, each three times
        self.assertEqual(len(out), len(TRAIN) + 4)
        for example in TRAIN[2:]:
            self.assertEqual(out.count(example), 1)

    def test_a_share_of_the_other_examples_is_kept(self):
        out = focused(TRAIN, PAIRS, 0, 0.6, random.Random(1))
        others = [e for e in out if not (e[0] == "duilian" and e[1]["upper"] == "天增岁月人增寿")]
        self.assertEqual(len(others), 3)  # 60% of the five others
        self.assertTrue(all(e in TRAIN for e in others))
        self.assertEqual(len(out) - len(others), 2)  # the shared line's pairs all kept


if __name__ == "__main__":
    unittest.main()
