#include "BeatPlaces.h"

#include <sstream>
#include <unordered_map>

namespace kaimen {

BeatPlace beatPlaceOf(const std::string &character)
{
    static const std::unordered_map<std::string, BeatPlace> places = [] {
        std::unordered_map<std::string, BeatPlace> out;
        for (const auto &line : beatPlacesLines()) {
            std::istringstream fields(line);
            std::string ch;
            long opens = 0, ends = 0;
            if (fields >> ch >> opens >> ends && opens != ends)
                out.emplace(ch, opens > ends ? BeatPlace::First : BeatPlace::Second);
        }
        return out;
    }();
    const auto it = places.find(character);
    return it == places.end() ? BeatPlace::Either : it->second;
}

} // namespace kaimen
