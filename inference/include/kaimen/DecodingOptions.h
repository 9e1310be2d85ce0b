#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kaimen {

// How much each reranking signal (couplet/Reranker.h) adds to a couplet's score, which is the
// model's length-normalised log-probability of its lines. Chosen on the dev set
// (docs/model-training.md, "Reranking"); all 0 ranks by the model alone.
struct RerankWeights {
    double lineModel = 0.5;     // x mean log-probability of the lines' characters under the line model
    double forcedWords = 0.5;   // x share of the wish's placed characters that make a word
    double unwished = 1.0;      // x (minus) marks of unwished senses
    double tones = 0.5;         // x share of opposed 平仄 at the 2nd, 4th, 6th places
    double lookAlike = 1.0;     // x (minus) zodiac animals other than the wish's or the year's
    // x (minus) lines written that end on a stock ending (歌盛世). Session 57, the 349 wish words
    // as 藏头: 1 takes 歌盛世 from 16.3% of the 上联 to 7.7% and 庆新春 from 13.2% of the 下联 to 0.3%
    // (0.5: 11.2% and 6.0%); read, no worse (docs/quality-reading.md).
    double stockEndings = 1.0;
};

// How the decoder picks tokens. Beam search unless `sample` is set; beams == 1 is greedy.
struct DecodingOptions {
    int beams = 4;                    // beam width; 1 = greedy search
    double lengthPenalty = 0.6;       // alpha in ModelScope's ((5 + len) / 6)^alpha
    int minLength = 1;                // EOS is forbidden before this many tokens
    int maxLength = 40;               // hard stop (tokens after BOS)
    bool sample = false;              // sample instead of searching
    double temperature = 1.0;         // sampling: logits / temperature
    int topK = 0;                     // sampling: keep the K best tokens (0 = all)
    double topP = 1.0;                // sampling: keep the smallest set with this much mass (of the 256 likeliest)
    uint64_t seed = 0;                // sampling: same seed, same couplet
    int nBest = 1;                    // finished hypotheses returned per request (best first); sampling draws this many
    int finishedWanted = 1;           // beam: a request decodes on until this many hypotheses finished
    bool couplingConstraints = true;  // equal lengths, 叠字 mirroring, 平仄 of line endings ...
    std::vector<std::string> blockedWords;  // never generated (each word as a token sequence)
    RerankWeights rerank;             // the n-best's order by what readers notice
    // A 主题 couplet for a named occasion (商贸春联, 羊年春联) leans towards the characters that
    // occasion's couplets use most: this times their log-odds / 3 is added to their log-probability,
    // until a line holds one of them (kOccasionCharactersPerLine). Chosen in session 16 on ten
    // tuning wishes for a shop's booth (2: 4 of 10 read as a shop's, 4: 8, 5: 9, 6: 10 but the same
    // couplet for four wishes; docs/quality-reading.md).
    double occasionLean = 5.0;
};

} // namespace kaimen
