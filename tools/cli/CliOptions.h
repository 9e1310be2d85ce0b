#pragma once
// kaimen-cli's command line: the command, the model and how it runs and searches, and each
// command's own options, read and checked in one place.

#include "BatchCommand.h"
#include "EvalCommand.h"

#include <string>

namespace kaimen::cli {

struct CliOptions {
    std::string command;  // generate | eval | batch
    std::string model;
    RuntimeOptions runtime;
    DecodingOptions decoding;
    EvalOptions eval;
    BatchOptions batch;
};

extern const char *const kUsage;

// ARGV read and checked. Throws std::invalid_argument with one sentence naming what was wrong.
CliOptions parseCliOptions(int argc, char **argv);

} // namespace kaimen::cli
