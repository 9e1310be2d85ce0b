#pragma once
// What kaimen-cli eval measures on one couplet: the rules a Chinese reader checks first.

#include <string>
#include <vector>

namespace kaimen::cli {

struct CoupletChecks {
    bool equalLength = false;     // 下联 as long as 上联
    bool endsZePing = false;      // 上联 ends on 仄, 下联 on 平
    bool lowerEndsPing = false;   // 下联 ends on 平 (all a 对下联 answer can do for a 上联 ending on 平)
    bool repeatsMirrored = false; // repeated characters mirror each other; none shared at a position
    bool blocked = false;         // a blocked word stands in either line
};

CoupletChecks checkCouplet(const std::string &upper, const std::string &lower, const std::vector<std::string> &blockedWords);

} // namespace kaimen::cli
