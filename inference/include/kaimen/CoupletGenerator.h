#pragma once

#include "kaimen/CoupletRequest.h"
#include "kaimen/DecodingOptions.h"
#include "kaimen/Manifest.h"
#include "kaimen/RunningOn.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kaimen {

// Where and how the network runs.
struct RuntimeOptions {
    std::string device = "cpu";   // "cpu", "cuda" or "auto" (CUDA when the build and machine have it)
    // libtorch's intra-op threads on CPU (0 = one per core). One: with two, libtorch's pool and
    // OpenBLAS's fought over the two cores measured and a PALM-base step took 122 ms, not 58.
    int threads = 1;
    bool halfOnCuda = true;       // FP16 weights and activations on CUDA
    // The CPU's network: "auto" (packed, in the precision the weights are stored in: an INT8
    // model runs INT8 kernels), "fp32", "fp16", "int8" (packed, weights in that precision), or
    // "libtorch" (libtorch's operators and OpenBLAS; for comparisons). PackedDecoder.h.
    std::string cpuPrecision = "auto";
    // OpenBLAS's threads, where the matrix products run (0 = one per core, -1 = as THREADS).
    // One libtorch thread with BLAS on both cores measured best here: a couplet 44 ms instead
    // of 52, PALM-base 39 ms a step instead of 58, 112 instead of 80 couplets/s batched.
    int blasThreads = 0;
};

// One answer per request: a couplet, or an error sentence for that request alone.
struct GenerationResult {
    bool ok = false;
    std::string error;
    Couplet couplet;
    std::vector<Couplet> alternatives;  // further finished hypotheses when nBest > 1
};

// Lets the caller watch and stop the requests of one generate() call. Both are called on the
// generating thread between decode steps, with the request's index in the call's vector.
struct GenerationHooks {
    // The best hypothesis so far: the lines as far as they are written (no 横批 yet).
    std::function<void(size_t request, const Couplet &partial)> onProgress;
    // True when the request is no longer wanted (cancelled, past its deadline): it stops at the
    // next step and its result says so.
    std::function<bool(size_t request)> abandoned;
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
    std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests,
                                           const DecodingOptions &options)
    {
        return generate(requests, options, GenerationHooks{});
    }
    virtual std::vector<GenerationResult> generate(const std::vector<CoupletRequest> &requests,
                                                   const DecodingOptions &options,
                                                   const GenerationHooks &hooks) = 0;

    virtual const Manifest &manifest() const = 0;
    // The device, precision and threads, and why the CPU where CUDA could have been used.
    virtual RunningOn runningOn() const = 0;
    // The same in English ("cpu (as the settings ask) (int8, avx2 kernels, 2 threads)").
    std::string deviceDescription() const { return describeInEnglish(runningOn()); }
    // Bytes the model holds on its GPU now, or -1 on the CPU and in builds without CUDA.
    virtual int64_t deviceMemoryBytes() const { return -1; }
};

} // namespace kaimen
