#pragma once
// A wish-word request as the tests write them.

#include "kaimen/CoupletRequest.h"

#include <string>

namespace kaimen::testing {

inline CoupletRequest wish(const std::string &word, CoupletKind kind = CoupletKind::Cangtou,
                           const std::string &occasion = {})
{
    CoupletRequest r;
    r.keyword = word;
    r.kind = kind;
    r.occasion = occasion;
    return r;
}

} // namespace kaimen::testing
