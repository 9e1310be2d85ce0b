#pragma once

#include "kaimen/CoupletGenerator.h"

#include <string>

namespace kaimen::cli {

struct EvalOptions {
    std::string pairsFile;        // TSV: 上联 \t 下联 (the dev split)
    std::string wishesFile;       // one wish word per line (a TSV's first column is used)
    std::string blocklistFile;    // words counted as blocked in the output (one per line)
    std::string jsonFile;         // where to write the numbers as JSON ("" = nowhere)
    std::string lexiconFile;      // words for the word rate (jieba's dict.txt; "" = no word rate)
    int limit = 0;                // at most this many pairs (0 = all)
    int batch = 16;               // requests per generate() call
    std::string occasion = "春联";  // what every request is written for (--booth, --zodiac: occasionFor)
};

// Runs the evaluation and prints a table; returns the process exit code.
int runEval(CoupletGenerator &generator, const DecodingOptions &decoding, const EvalOptions &options);

} // namespace kaimen::cli
