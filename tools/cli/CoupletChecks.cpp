#include "CoupletChecks.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"
#include "kaimen/Tones.h"

namespace kaimen::cli {

CoupletChecks checkCouplet(const std::string &upper, const std::string &lower, const std::vector<std::string> &blockedWords)
{
    CoupletChecks c;
    const auto u = splitUtf8(upper), l = splitUtf8(lower);
    c.equalLength = !u.empty() && u.size() == l.size();
    c.lowerEndsPing = !l.empty() && toneClassOf(l.back()) == ToneClass::Ping;
    c.endsZePing = c.lowerEndsPing && !u.empty() && toneClassOf(u.back()) == ToneClass::Ze;
    c.repeatsMirrored = c.equalLength;
    for (size_t i = 0; c.repeatsMirrored && i < u.size(); ++i) {
        if (isCoupletPunctuation(u[i]))
            continue;
        if (u[i] == l[i])
            c.repeatsMirrored = false;
        for (size_t j = 0; j < i; ++j)
            if ((u[i] == u[j]) != (l[i] == l[j]))
                c.repeatsMirrored = false;
    }
    for (const auto &word : blockedWords)
        if (!word.empty() && (upper.find(word) != std::string::npos || lower.find(word) != std::string::npos))
            c.blocked = true;
    return c;
}

} // namespace kaimen::cli
