#pragma once
// Two-character wishes a 藏头 couplet writes whole at the 上联's head (万里, 人间, 天涯):
// inference/data/whole_wishes.txt, written by tools/whole_wishes.py, compiled in.

#include <string>
#include <vector>

namespace kaimen {

// The file's lines ("万里 0.003 0.19 2376").
const std::vector<std::string> &wholeWishesLines();

// Whether WISH's second character seldom opens a human couplet line while WISH itself often
// does: as one character at the head of the 下联 it read broken (里海蓝天 for 千里, 间作良辰 for
// 人间, 州里腾飞 for 神州), whole it opens the 上联 as human lines do (万里春风, 人间春色).
bool opensLinesWhole(const std::string &wish);

} // namespace kaimen
