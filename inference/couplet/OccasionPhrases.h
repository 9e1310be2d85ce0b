#pragma once
// The 横批 that belong to one occasion: a wedding's 百年好合, a birthday's 寿比南山, a pupil's
// 金榜题名. Ranked with the rest for every couplet, the model matched them on a shared character
// and hung them over Spring Festival doors (永结同心 over 团结同心歌盛世, 寿比南山 over 骏马奔腾东西去
// / 灵羊开泰南北来, 天作之合 over 诗书作为天下事).

#include <string>

namespace kaimen {

// Whether PHRASE may crown a couplet whose lines are UPPER and LOWER at a booth writing for
// OCCASION (the prompts' word: 婚联, 寿联, 羊年春联 …): a phrase no occasion keeps to itself always (a
// shop's 生意兴隆 too); a wedding's, a birthday's or a pupil's at that occasion's booth, or where the
// lines themselves speak of it (福如东海 … / 寿比南山 … under 福寿双全).
bool phraseSuitsOccasion(const std::string &phrase, const std::string &occasion, const std::string &upper,
                         const std::string &lower);

// Whether PHRASE is one of OCCASION's own (百年好合 of 婚联): at that booth it says what the day is.
bool phraseOfOccasion(const std::string &phrase, const std::string &occasion);

} // namespace kaimen
