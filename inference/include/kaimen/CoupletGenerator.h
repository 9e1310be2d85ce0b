#pragma once

#include "kaimen/CoupletRequest.h"
#include "kaimen/DecodingOptions.h"
#include "kaimen/Manifest.h"

#include <memory>
#include <string>
#include <vector>

namespace kaimen {

// Where and how the network runs.
struct RuntimeOptions {
    std::string device = "cpu";   // "cpu", "cuda" or "auto" (CUDA when the build and machine have it)
    // Intra-op threads on CPU, OpenBLAS matched (0 = one per core). One, because on the 2-core
    // machines measured a PALM-base decode step took 58 ms with one thread and 122 ms with two
    // (docs/performance.md).
    int threads = 1;
    bool halfOnCuda = true;       // FP16 weights and activations on CUDA
};

// One answer per request: a couplet, or an error sentence for that request alone.
struct GenerationResult {
    bool ok = false;
    std::string error;
    Couplet couplet;
    std::vector<Couplet> alternatives;  // further finished hypotheses when nBest > 1
};

// Loads a model folder and writes couplets with it. Not thread-safe: one thread owns it
// (the engine's inference thread); other threads reach it through the engine's queue.
class CoupletGenerator {
public:
    // Loads DIRECTORY (manifest, tokenizer, weights). Throws ModelLoadError with one clear
    // sentence when anything is missing, corrupt or of the wrong architecture.
    static std::unique_ptr<CoupletGenerator> load(const std::string &directory,
                                                  const RuntimeOptions &runtime = {});
    virtual ~CoupletGenerator() = default;

    // Writes one couplet per request, in one batch. Invalid requests get an error result;
    // the others are still served. Never throws for bad input.
    virtual std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests,
                                                   const DecodingOptions &options) = 0;

    virtual const Manifest &manifest() const = 0;
    // "cpu" or "cuda", and why the CPU was chosen when CUDA was asked for.
    virtual std::string deviceDescription() const = 0;
};

} // namespace kaimen
