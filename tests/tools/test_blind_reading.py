#!/usr/bin/python3
"""tools/blind_reading.py prepare and compare: the sheet a reader marks gives no couplet's source
away, and reveal counts the marks for the right source."""
import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from blind_reading import compare, fresh_words, prepare, reveal  # noqa: E402


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


def write_answers(path, answers):
    with open(path, "w", encoding="utf-8") as f:
        for request, couplet in answers:
            answer = {"id": request, "upper": couplet[0], "lower": couplet[1], "horizontal": couplet[2]} if couplet \
                else {"id": request, "error": "refused"}
            f.write(json.dumps(answer, ensure_ascii=False) + "\n")


class CompareTest(unittest.TestCase):
    """Two builds' answers to the same requests, read side by side without knowing which is which."""
    SAME = ("雪舞梅花香满院", "春来杨柳绿盈门", "喜迎新春")
    BEFORE = ("财源滚滚迎春到", "喜气洋洋送福来", "招财进宝")
    AFTER = ("财源广进千家乐", "生意兴隆万户欢", "招财进宝")

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.before = os.path.join(self.dir.name, "before.jsonl")
        self.after = os.path.join(self.dir.name, "after.jsonl")
        self.out = os.path.join(self.dir.name, "reading")
        write_answers(self.before, [("same", self.SAME), ("changed", self.BEFORE), ("refused", None)])
        write_answers(self.after, [("changed", self.AFTER), ("same", self.SAME), ("refused", ("春回大地千山秀", "日照神州万象新", "春满人间"))])
        with contextlib.redirect_stdout(io.StringIO()):
            compare(argparse.Namespace(before=self.before, after=self.after, count=40, seed=1, out=self.out))

    def tearDown(self):
        self.dir.cleanup()

    def sheet(self):
        with open(os.path.join(self.out, "sheet.tsv"), encoding="utf-8") as f:
            return [line.rstrip("\n").split("\t") for line in f]

    def mark(self, better):
        rows = self.sheet()
        rows[1][7] = better
        with open(os.path.join(self.out, "sheet.tsv"), "w", encoding="utf-8") as f:
            f.write("".join("\t".join(row) + "\n" for row in rows))
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            reveal(argparse.Namespace(dir=self.out))
        return printed.getvalue()

    def test_only_the_changed_couplet_is_read_and_nothing_names_its_build(self):
        header, *rows = self.sheet()
        self.assertEqual(len(rows), 1)
        self.assertEqual(sorted([tuple(rows[0][1:4]), tuple(rows[0][4:7])]), sorted([self.BEFORE, self.AFTER]))
        self.assertFalse(any(word in "".join(header) for word in ("before", "after", "old", "new")))

    def test_the_mark_is_counted_for_the_build_that_wrote_the_chosen_couplet(self):
        after_is_a = tuple(self.sheet()[1][1:4]) == self.AFTER
        printed = self.mark("A" if after_is_a else "B")
        self.assertIn("after better 1, before better 0, even 0", printed)
        self.assertIn(" / ".join(self.AFTER[:2]), printed)
        printed = self.mark("B" if after_is_a else "A")
        self.assertIn("after better 0, before better 1, even 0", printed)
        self.assertIn(" / ".join(self.BEFORE[:2]), printed)

    def test_a_request_only_one_build_refused_is_named_not_read(self):
        self.assertIn("refused by one build only: refused", self.mark("even"))

    def test_a_marked_sheet_is_never_written_over(self):
        self.mark("A")
        with open(os.path.join(self.out, "sheet.tsv"), encoding="utf-8") as f:
            marked = f.read()
        with self.assertRaises(SystemExit) as stop:
            compare(argparse.Namespace(before=self.before, after=self.after, count=40, seed=2, out=self.out))
        self.assertIn("already holds a sheet.tsv", str(stop.exception))
        with open(os.path.join(self.out, "sheet.tsv"), encoding="utf-8") as f:
            self.assertEqual(f.read(), marked)

    def test_an_unmarked_pair_stops_the_reveal_with_its_number(self):
        with self.assertRaises(SystemExit) as stop:
            self.mark("")
        self.assertIn("pair 1 is not marked A, B or even", str(stop.exception))


class FreshWordsTest(unittest.TestCase):
    """Wish words for a reading: idiom halves couplets use, none a reading or tuning has seen."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.data = self.dir.name

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, text):
        with open(os.path.join(self.data, name), "w", encoding="utf-8") as f:
            f.write(text)

    def fresh(self, exclude=()):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            fresh_words(argparse.Namespace(data=self.data, count=10, seed=1, min_times=2, exclude=list(exclude), quoted=()))
        return printed.getvalue().split()

    def test_only_halves_couplets_use_and_no_one_has_seen_are_offered(self):
        self.write("idioms_4char.txt", "春华秋实\n锦上添花\n花好月圆\n丧心病狂\n鹏程万里\n")
        # 春华, 秋实, 锦上, 添花, 花好, 月圆 and 丧心 twice each; 病狂, 鹏程 and 万里 once.
        self.write("pairs.tsv", "春华秋实锦上添花\t花好月圆丧心\n春华秋实锦上添花\t花好月圆丧心病狂\n鹏程万里\t春风\n")
        self.write("wish_words.tsv", "word\tcorpus_count\n月圆\t9\n")
        self.write("seen.jsonl", json.dumps({"id": 1, "keyword": "锦上"}, ensure_ascii=False) + "\n")
        self.assertEqual(sorted(self.fresh([os.path.join(self.data, "seen.jsonl")])), ["春华", "添花", "秋实", "花好"])

    def test_no_word_the_stock_ending_list_was_made_from_is_offered(self):
        # The stock-ending list is chosen on idiom halves pairs.tsv holds 40 times or more: a
        # reading of it on those words would read what it was tuned on.
        self.write("idioms_4char.txt", "春华秋实\n锦上添花\n")
        self.write("pairs.tsv", "春华秋实\t锦上添花\n" * 40)
        self.write("wish_words.tsv", "word\tcorpus_count\n")
        self.assertEqual(self.fresh(), [])


if __name__ == "__main__":
    unittest.main()
