#pragma once
// The n-best reranked by what readers notice and the network misses (issue 18). Each signal is a
// score of its own; DecodingOptions::rerank weighs them (chosen on the dev set:
// docs/model-training.md, "Reranking").

#include "kaimen/CoupletRequest.h"
#include "kaimen/DecodingOptions.h"

#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

namespace kaimen {

class LineModel;

struct RerankSignals {
    double lineModel = 0;    // mean log-probability of both lines' characters (0 without a line model)
    double forcedWords = 1;  // share of the wish's placed characters that make a word with a neighbour
    double unwished = 0;     // minus the classes of unwished senses (quarrel, loss …) the lines touch
    double tones = 0;        // share of the 2nd, 4th and 6th places whose 平仄 oppose between the lines
    double lookAlike = 0;    // minus the zodiac animals in the lines other than the wish's or the year's
    double stockEndings = 0; // minus the lines written that end on a stock ending (stockEndings())
};

class Reranker {
public:
    // LINES may be null (a model folder without a line model): that signal is then 0 for all.
    explicit Reranker(std::shared_ptr<const LineModel> lines);

    RerankSignals signalsFor(const CoupletRequest &request, const std::string &upper, const std::string &lower) const;
    static double weighed(const RerankSignals &signals, const RerankWeights &weights);

private:
    double forcedWords(const CoupletRequest &request, const std::vector<std::string> &upper,
                       const std::vector<std::string> &lower) const;
    bool isWord(const std::string &first, const std::string &second) const;

    std::shared_ptr<const LineModel> m_lines;
    std::unordered_set<std::string> m_words;   // two-character words ("如意"), from the opening words
};

} // namespace kaimen
