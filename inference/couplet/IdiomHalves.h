#pragma once
// Four-character idioms whose halves human lines keep together (风调雨顺, 心想事成, 竹报平安):
// inference/data/idiom_halves.txt, written by tools/idiom_halves.py, compiled in.

#include <string>
#include <vector>

namespace kaimen {

// The file's lines ("风调雨顺 0.71 139 0.89 111").
const std::vector<std::string> &idiomHalvesLines();

struct IdiomHalves {
    std::string head, tail;  // 风调, 雨顺
    double headShare = 0;    // of the human lines' beats of the head that have a beat after it: the tail's share
    int headLines = 0;       // ... and how many beats that share is of
    double tailShare = 0;    // of the tail's beats that have a beat before it: the head's share
    int tailLines = 0;
};

// idiomHalvesLines() read; a line that is not an idiom of two two-character halves is skipped.
const std::vector<IdiomHalves> &idiomHalves();

// The idiom WISH is half of and that human lines write whole, where they write that half on its
// own seldom (风调雨顺 for 雨顺 or 风调, 竹报平安 for 竹报); "" when there is none.
std::string wholeIdiomOf(const std::string &wish);

// Whether human lines almost never write IDIOM's tail on a beat without its head before it (雨顺
// without 风调: 琴调雨顺千家乐 reads broken).
bool tailNeedsItsHead(const IdiomHalves &idiom);

} // namespace kaimen
