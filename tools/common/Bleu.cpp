#include "Bleu.h"

#include <cmath>
#include <map>

namespace kaimen {

double bleu4(const std::vector<std::vector<int>> &hypotheses, const std::vector<std::vector<int>> &references)
{
    double matches[4] = {0, 0, 0, 0}, totals[4] = {0, 0, 0, 0};
    double hypLength = 0, refLength = 0;
    for (size_t i = 0; i < hypotheses.size() && i < references.size(); ++i) {
        const auto &h = hypotheses[i], &r = references[i];
        hypLength += double(h.size());
        refLength += double(r.size());
        for (size_t n = 1; n <= 4; ++n) {
            std::map<std::vector<int>, int> refCounts;
            for (size_t k = 0; k + n <= r.size(); ++k)
                ++refCounts[std::vector<int>(r.begin() + long(k), r.begin() + long(k + n))];
            for (size_t k = 0; k + n <= h.size(); ++k) {
                auto &c = refCounts[std::vector<int>(h.begin() + long(k), h.begin() + long(k + n))];
                if (c > 0) {
                    --c;
                    matches[n - 1] += 1;
                }
                totals[n - 1] += 1;
            }
        }
    }
    if (hypLength == 0)
        return 0.0;
    double logSum = 0;
    for (int n = 0; n < 4; ++n) {
        if (matches[n] == 0 || totals[n] == 0)
            return 0.0;
        logSum += std::log(matches[n] / totals[n]) / 4.0;
    }
    const double brevity = hypLength < refLength ? std::exp(1.0 - refLength / hypLength) : 1.0;
    return 100.0 * brevity * std::exp(logSum);
}

} // namespace kaimen
