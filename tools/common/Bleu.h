#pragma once

#include <vector>

namespace kaimen {

// Corpus-level BLEU-4 (uniform weights, brevity penalty) of HYPOTHESES against one reference
// each, over token ids; on characters it is the "character BLEU-4" of couplet papers. 0..100.
double bleu4(const std::vector<std::vector<int>> &hypotheses, const std::vector<std::vector<int>> &references);

} // namespace kaimen
