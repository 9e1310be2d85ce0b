#!/usr/bin/python3
"""tools/wish_glosses.py: the English meaning a visitor reading English sees under a wish."""
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from wish_glosses import cedict_glosses, main, pinyin_word, read_ours  # noqa: E402


def entry(simplified, pinyin, *english):
    return {"traditional": simplified, "simplified": simplified, "pinyin": pinyin, "english": list(english)}


class WishGlossesTest(unittest.TestCase):
    def test_pinyin_is_written_with_tone_marks_as_one_word(self):
        self.assertEqual(pinyin_word("ru2 yi4"), "rúyì")
        self.assertEqual(pinyin_word("xi1 an1"), "xī'ān")  # an apostrophe before a syllable of a, o, e
        self.assertEqual(pinyin_word("lu:4 shui3"), "lǜshuǐ")
        self.assertEqual(pinyin_word("nv3 er2"), "nǚ'ér")
        self.assertEqual(pinyin_word("gui4 zhou1"), "guìzhōu")  # on the last vowel of ui, the o of ou
        self.assertEqual(pinyin_word("he2 qi5"), "héqi")  # the neutral tone has no mark
        self.assertIsNone(pinyin_word("san1 C"))

    def test_only_a_common_words_readable_senses_are_kept(self):
        glosses = cedict_glosses([
            entry("长春", "Chang2 chun1", "see 長春市|长春市[Chang2 chun1 Shi4]"),  # a proper noun's reading
            entry("鸿运", "hong2 yun4", "variant of 紅運|红运[hong2 yun4]"),
            entry("人寿", "ren2 shou4", "human lifespan", "life insurance (abbr. for 人寿保险[ren2 shou4 bao3 xian3])"),
            entry("和顺", "He2 shun4", "Heshun county"),
            entry("和顺", "he2 shun4", "sweet-tempered", "acquiescent"),
            entry("吉祥如意", "ji2 xiang2 ru2 yi4", "good fortune"),  # not a two-character wish
            entry("富贵", "fu4 gui4", "riches and honor", "wealth and rank of the highest kind anyone could want"),
        ])
        self.assertNotIn("长春", glosses)
        self.assertNotIn("鸿运", glosses)
        self.assertNotIn("吉祥如意", glosses)
        self.assertEqual(glosses["人寿"], ("rénshòu", "human lifespan; life insurance"))
        self.assertEqual(glosses["和顺"], ("héshùn", "sweet-tempered; acquiescent"))
        self.assertEqual(glosses["富贵"], ("fùguì", "riches and honor"))  # senses up to the length a tile holds

    def run_tool(self, ours_text):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "cedict.json"), "w", encoding="utf-8") as f:
                json.dump([entry("长春", "Chang2 chun1", "Changchun, the city"), entry("平安", "ping2 an1", "safe and sound")], f)
            ours = os.path.join(d, "ours.tsv")
            with open(ours, "w", encoding="utf-8") as f:
                f.write(ours_text)
            out = os.path.join(d, "out.tsv")
            code = main(["--cedict", d, "--ours", ours, "--out", out])
            if not os.path.exists(out):
                return code, None
            with open(out, encoding="utf-8") as f:
                return code, f.read()

    def test_the_teams_festive_senses_come_first(self):
        code, out = self.run_tool("# word\tpinyin\tgloss\n长春\tchángchūn\teverlasting spring\n")
        self.assertEqual(code, 0)
        self.assertEqual(out, "平安\tpíng'ān\tsafe and sound\n长春\tchángchūn\teverlasting spring\n")

    def test_a_banner_is_glossed_without_pinyin(self):
        with tempfile.TemporaryDirectory() as d:
            banners = os.path.join(d, "banners.tsv")
            with open(banners, "w", encoding="utf-8") as f:
                f.write("# phrase\tgloss\n万事如意\tmay all go as you wish\n")
            self.assertEqual(read_ours(banners, banners=True), {"万事如意": ("", "may all go as you wish")})
            with open(banners, "w", encoding="utf-8") as f:
                f.write("如意\tas you wish\n")  # not a phrase of four
            with self.assertRaises(ValueError):
                read_ours(banners, banners=True)

    def test_a_bad_line_of_ours_is_named_and_nothing_is_written(self):
        code, out = self.run_tool("长春 chángchūn everlasting spring\n")
        self.assertEqual((code, out), (1, None))
        code, out = self.run_tool("长春\tchángchūn\t" + "x" * 60 + "\n")
        self.assertEqual((code, out), (1, None))


if __name__ == "__main__":
    unittest.main()
