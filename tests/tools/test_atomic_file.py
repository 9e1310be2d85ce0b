#!/usr/bin/python3
"""tools/atomic_file.py: what a tool leaves on disk when it writes a file whole, and when it fails
part way (the compiled lists under inference/data, stroke data, weights and manifests)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from atomic_file import replaced_file  # noqa: E402


class ReplacedFileTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "opening_words.txt")
        with open(self.path, "w", encoding="utf-8") as f:
            f.write("收 获:21\n")

    def tearDown(self):
        self.dir.cleanup()

    def read(self):
        with open(self.path, encoding="utf-8") as f:
            return f.read()

    def test_a_finished_write_replaces_the_file_and_leaves_no_temp_file(self):
        with replaced_file(self.path) as f:
            f.write("源 头:80 水:8\n")
        self.assertEqual(self.read(), "源 头:80 水:8\n")
        self.assertEqual(os.listdir(self.dir.name), ["opening_words.txt"])

    def test_a_write_that_fails_part_way_leaves_the_old_file_whole(self):
        with self.assertRaises(ValueError):
            with replaced_file(self.path) as f:
                f.write("源 头:80\n")
                raise ValueError("a bad record")
        self.assertEqual(self.read(), "收 获:21\n")
        self.assertEqual(os.listdir(self.dir.name), ["opening_words.txt"])

    def test_an_interrupted_write_leaves_no_new_file_where_there_was_none(self):
        path = os.path.join(self.dir.name, "strokes.bin")
        with self.assertRaises(KeyboardInterrupt):
            with replaced_file(path, binary=True) as f:
                f.write(b"KSTR")
                raise KeyboardInterrupt
        self.assertFalse(os.path.exists(path))
        self.assertEqual(os.listdir(self.dir.name), ["opening_words.txt"])

    def test_binary_data_is_written_as_given(self):
        path = os.path.join(self.dir.name, "strokes.bin")
        with replaced_file(path, binary=True) as f:
            f.write(b"KSTR\x01\x00")
        with open(path, "rb") as f:
            self.assertEqual(f.read(), b"KSTR\x01\x00")


if __name__ == "__main__":
    unittest.main()
