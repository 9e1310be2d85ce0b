#pragma once
// kaimen-cli batch: a file of wish words (or JSON Lines requests) in, JSON Lines out, written
// by the engine in batches, with a progress bar.

#include "kaimen/Engine.h"

#include <string>

namespace kaimen::cli {

struct BatchOptions {
    std::string inputFile;        // one wish word per line, or one JSON request per line
    std::string outputFile;       // JSON Lines, in input order; written atomically at the end
    CoupletKind kind = CoupletKind::Cangtou;  // for plain wish-word lines
    int maxBatch = 32;
    // One line at a time, in order, answered as the kiosk answers its visitors: the wish's four
    // couplets written, and none repeating a line of the last answers to other wishes, nor ending
    // a line as the last three did, while the wish has another (EngineOptions::answersApart,
    // endingsApart). Otherwise each line gets its own best.
    bool asVisitors = false;
};

// Returns the exit status: 0 when every line was answered (errors are answers too), 1 when the
// input could not be read, the model not loaded or the output not written.
int runBatch(EngineOptions engineOptions, const BatchOptions &options);

} // namespace kaimen::cli
