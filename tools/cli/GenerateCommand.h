#pragma once
// kaimen-cli generate: JSON Lines requests on stdin, one JSON line answered for each on stdout.

#include "kaimen/CoupletGenerator.h"

namespace kaimen::cli {

// Answers every line of stdin until it ends; returns the exit status (0: every line answered,
// errors included).
int runGenerate(CoupletGenerator &generator, const DecodingOptions &decoding);

} // namespace kaimen::cli
