#!/usr/bin/python3
"""tools/beat_places.py: which characters a 嵌字 pair should put second on their beat (迹 of 奇迹)
or first (满 of 满园), counted from the words on human lines' beats."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from beat_places import beat_counts, lopsided  # noqa: E402

WORDS = {"奇迹", "古迹", "春满", "满园", "满堂", "花开", "富贵", "开富"}


class BeatPlacesTest(unittest.TestCase):
    def test_only_the_words_on_a_phrases_first_two_beats_count(self):
        opens, ends = beat_counts(["花开富贵春常在", "奇迹", "满园春色，古迹"], WORDS)
        # 花开 and 富贵 stand on beats; 开富 straddles them; 春色 is not a dictionary word here.
        self.assertEqual((opens["花"], opens["富"], opens["开"]), (1, 1, 0))
        self.assertEqual((ends["开"], ends["贵"], ends["富"]), (1, 1, 0))
        # A phrase of two has its first beat, and ，starts a phrase of its own.
        self.assertEqual((ends["迹"], opens["满"], opens["古"]), (2, 1, 1))

    def test_a_second_beat_needs_a_phrase_of_four(self):
        opens, ends = beat_counts(["春风满园", "春风满"], {"满园"})
        self.assertEqual(opens["满"], 1)

    def test_a_character_is_listed_where_one_side_outweighs_the_other(self):
        opens = {"满": 40, "迹": 0, "花": 20, "春": 5}
        ends = {"满": 5, "迹": 35, "花": 20, "春": 3}
        rows = lopsided(opens, ends, min_uses=30, ratio=4.0)
        self.assertEqual(rows, [("满", 40, 5), ("迹", 0, 35)])  # 花 is even, 春 too rare


if __name__ == "__main__":
    unittest.main()
