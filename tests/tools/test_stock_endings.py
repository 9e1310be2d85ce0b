#!/usr/bin/python3
"""tools/stock_endings.py: which last beats the model writes far more often than people do."""
import collections
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from stock_endings import model_endings, stock_endings, stock_endings_of_kinds  # noqa: E402


class StockEndingsTest(unittest.TestCase):
    def test_each_lines_last_beat_is_counted_in_its_place_and_kind(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "couplets.jsonl")
            with open(path, "w", encoding="utf-8") as f:
                for kind, upper, lower in [("cangtou", "五谷丰登歌盛世", "福星高照庆新春"),
                                           ("cangtou", "百鸟争鸣歌盛世", "花灯结彩庆新春"),
                                           ("qianzi", "春风送暖千家乐", "瑞雪迎春万户欢")]:
                    f.write(json.dumps({"id": kind + ":" + upper[:2], "upper": upper, "lower": lower},
                                       ensure_ascii=False) + "\n")
                f.write(json.dumps({"id": "theme:不会", "error": "declined"}) + "\n")  # no lines
            counts = model_endings(path)
        upper, lower = counts["cangtou"]
        self.assertEqual((upper["歌盛世"], lower["庆新春"], upper["庆新春"]), (2, 2, 0))
        self.assertEqual(sorted(counts), ["cangtou", "qianzi"])
        self.assertEqual(counts["qianzi"][0]["千家乐"], 1)

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

    def test_an_ending_stock_in_one_kind_is_listed_at_its_share_there(self):
        human = [collections.Counter({"千家乐": 1, "辞旧岁": 100}), collections.Counter({"贺新春": 100})]
        # 千家乐 ends a tenth of the 嵌字 上联 and one in a hundred of the 藏头 ones; 歌盛世 is stock in
        # both, commonest in 藏头.
        model = {"cangtou": [collections.Counter({"千家乐": 1, "歌盛世": 20, "辞旧岁": 79}),
                             collections.Counter({"贺新春": 100})],
                 "qianzi": [collections.Counter({"千家乐": 10, "歌盛世": 10, "辞旧岁": 80}),
                            collections.Counter({"贺新春": 100})]}
        rows = stock_endings_of_kinds(model, human, min_share=0.05, min_ratio=5.0)
        self.assertEqual([(ending, place, kind, share) for ending, place, kind, share, _ in rows],
                         [("歌盛世", 0, "cangtou", 0.2), ("千家乐", 0, "qianzi", 0.1)])


if __name__ == "__main__":
    unittest.main()
