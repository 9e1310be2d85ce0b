#!/usr/bin/python3
"""tools/blind_reading.py prepare: the sheet a reader marks gives no couplet's source away."""
import argparse
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from blind_reading import prepare  # noqa: E402


class PrepareTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.model = os.path.join(self.dir.name, "model.jsonl")
        with open(self.model, "w", encoding="utf-8") as f:
            for upper, lower in (("雪舞梅花香满院", "春来杨柳绿盈门"), ("财源滚滚迎春到", "喜气洋洋送福来")):
                f.write(json.dumps({"upper": upper, "lower": lower, "horizontal": "喜迎新春"}, ensure_ascii=False) + "\n")

    def tearDown(self):
        self.dir.cleanup()

    def sheet(self, human_rows):
        human = os.path.join(self.dir.name, "human.tsv")
        with open(human, "w", encoding="utf-8") as f:
            f.write("".join("\t".join(row) + "\n" for row in human_rows))
        out = os.path.join(self.dir.name, "reading")
        prepare(argparse.Namespace(model=[self.model], human=human, count=2, seed=1, out=out))
        with open(os.path.join(out, "sheet.tsv"), encoding="utf-8") as f:
            return [line.rstrip("\n").split("\t") for line in f][1:]

    def test_a_horizontal_scroll_only_the_model_wrote_is_left_off_every_row(self):
        rows = self.sheet([("春回大地千山秀", "日照神州万象新"), ("爆竹声声辞旧岁", "梅花朵朵迎新春")])
        self.assertEqual(len(rows), 4)
        self.assertEqual({row[3] for row in rows}, {""})

    def test_horizontal_scrolls_both_sources_have_are_shown(self):
        rows = self.sheet([("春回大地千山秀", "日照神州万象新", "春满人间"), ("爆竹声声辞旧岁", "梅花朵朵迎新春", "辞旧迎新")])
        self.assertEqual(sorted(row[3] for row in rows), ["喜迎新春", "喜迎新春", "春满人间", "辞旧迎新"])


if __name__ == "__main__":
    unittest.main()
