#pragma once
// Search strategies over the PALM decoder: beam search (ModelScope's length penalty),
// greedy search (a beam of one) and seeded sampling. Each takes a source batch and calls
// CONSTRAIN once per step so that couplet rules shape the scores before a choice is made.

#include "Hypothesis.h"
#include "PalmModel.h"
#include "kaimen/DecodingOptions.h"

#include <functional>
#include <vector>

namespace kaimen {

// Masks LOGPROBS [N, V] (CPU, float) in place; PREFIXES[n] are the ids hypothesis n produced
// so far and REQUESTS[n] the source row it belongs to.
using ConstrainFn = std::function<void(torch::Tensor &logProbs, const std::vector<std::vector<int>> &prefixes,
                                       const std::vector<int> &requests)>;

// Called after every step for each row still decoding, with the ids of its best hypothesis so
// far. Returning false abandons the row (cancelled, past its deadline): it stops decoding at once
// and ends with no hypothesis.
using ObserveFn = std::function<bool(int row, const std::vector<int> &bestPrefix)>;

struct SearchTokens {
    int bos;
    int eos;
};

// Finished hypotheses per source row, best first (empty when no hypothesis could finish).
std::vector<std::vector<Hypothesis>> beamSearch(PalmModel &model, const torch::Tensor &source,
                                                const DecodingOptions &options, SearchTokens tokens,
                                                const ConstrainFn &constrain, const ObserveFn &observe = {});
// OPTIONS.nBest draws per source row, each with its own sample of every step.
std::vector<std::vector<Hypothesis>> sampleSearch(PalmModel &model, const torch::Tensor &source,
                                                  const DecodingOptions &options, SearchTokens tokens,
                                                  const ConstrainFn &constrain, const ObserveFn &observe = {});

} // namespace kaimen
