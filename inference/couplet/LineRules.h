#pragma once
// The rules for the next character of each line, which nextStepRule (CoupletConstraints.cpp)
// picks by the line being written: the 上联's (UpperLineRule.cpp) and the 下联's against its 上联
// (LowerLineRule.cpp).

#include "CoupletConstraints.h"

#include <algorithm>
#include <vector>

namespace kaimen {

inline bool containsId(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

// Bans the next token where a blocked sequence would end with FORCED right after it: FORCED comes
// whatever the next token is, so this is the last step at which the sequence can be avoided.
void banBeforeForced(const ConstraintSpec &spec, const std::vector<int> &prefix, int forced, StepRule &rule);

// The rule for the next character of the 上联 UPPER (written so far).
StepRule upperLineRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper);

// The rule for the next character of the 下联 LOWER (written so far) against the 上联 UPPER.
StepRule lowerLineRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                       const std::vector<int> &lower);

} // namespace kaimen
