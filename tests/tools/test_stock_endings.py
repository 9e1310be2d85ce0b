#!/usr/bin/python3
"""tools/stock_endings.py: which last beats the model writes far more often than people do."""
import collections
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from stock_endings import model_endings, stock_endings  # noqa: E402


class StockEndingsTest(unittest.TestCase):
    def test_each_lines_last_beat_is_counted_in_its_place(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "couplets.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for upper, lower in [("五谷丰登歌盛世", "福星高照庆新春"), ("百鸟争鸣歌盛世", "花灯结彩庆新春")]:
                    f.write(json.dumps({"upper": upper, "lower": lower}, ensure_ascii=False) + "\n")
                f.write(json.dumps({"error": "declined"}) + "\n")  # a refused wish has no lines
            upper, lower = model_endings(path)
        self.assertEqual((upper["歌盛世"], lower["庆新春"], upper["庆新春"]), (2, 2, 0))

    def test_an_ending_is_stock_where_common_for_the_model_and_rare_for_people(self):
        # Shares of the model's 上联: 20%, 10%, 2%, 68%; of people's: 0.1%, 4%, 0, 30%.
        model = [collections.Counter({"歌盛世": 20, "辞旧岁": 10, "花千树": 2, "万象新": 68}),
                 collections.Counter({"庆新春": 32})]
        human = [collections.Counter({"歌盛世": 1, "辞旧岁": 40, "万象新": 300, "春光好": 659}),
                 collections.Counter({"贺新春": 1000})]
        rows = stock_endings(model, human, min_share=0.05, min_ratio=5.0)
        # 辞旧岁 and 万象新 are common for people too (not five times the model's); 花千树 is not
        # common enough for the model; 庆新春, which no person ended on here, counts as ended once.
        self.assertEqual([(ending, place) for ending, place, _, _ in rows], [("庆新春", 1), ("歌盛世", 0)])
        self.assertEqual(rows[0][3], 0.0)


if __name__ == "__main__":
    unittest.main()
