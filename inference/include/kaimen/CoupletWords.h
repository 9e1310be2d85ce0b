#pragma once
// The two-character words human couplet and poem lines are written with, for what ranks words
// outside the model (the kiosk's pinyin keyboard puts 万事 before 玩是 and 胜利 before 生理).

#include <string>
#include <vector>

namespace kaimen {

// How many distinct human couplet and poem lines open with WORD (two characters) as a word, plus
// one, as inference/data/opening_words.txt counts them; 0 for a pair no line opens with as a word.
int coupletWordUses(const std::string &word);

// The characters that human lines follow CHARACTER with, as a word, where it opens them; the
// commonest first (平: 安, 生, 湖 …). For the handwriting pad, which offers the rest of a word.
const std::vector<std::string> &coupletWordFollowers(const std::string &character);

} // namespace kaimen
