#pragma once
// The characters that nearly always open, or nearly always end, the two-character words on a
// couplet line's beats (满 of 满园, 迹 of 奇迹): inference/data/beat_places.txt, written by
// tools/beat_places.py, compiled in.

#include <string>
#include <vector>

namespace kaimen {

// The file's lines ("象 21 473": the character, the beat words it opens, those it ends).
const std::vector<std::string> &beatPlacesLines();

enum class BeatPlace { Either, First, Second };

// Where CHARACTER (one, UTF-8) stands in the beat words of human lines: First where it nearly
// always opens them, Second where it nearly always ends them, Either for any other.
BeatPlace beatPlaceOf(const std::string &character);

} // namespace kaimen
