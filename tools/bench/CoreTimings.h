#pragma once
// What kaimen-bench times on the bare model core. The one file of the bench that pays for
// libtorch's headers; the commands around it (reports, the Python baselines) are plain C++.

#include "kaimen/DecodingOptions.h"
#include "kaimen/ModelConfig.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kaimen {

struct StepTimings {
    std::string device;        // as describeDeviceInEnglish says the chosen device
    int64_t parameters = 0;
    std::vector<double> encodeMs, stepMs, totalMs;
};

// DECODER on the CPU: "libtorch" (the unpacked network) or the packed network's weights, "fp32",
// "fp16" or "int8" (PackedDecoder.h), on THREADS threads of its own.

// REPEATS runs (after one warm-up) of encoding a random source of SOURCELENGTH tokens for BATCH
// rows and STEPS greedy decode steps, on DEVICE (fp16 on CUDA). WEIGHTSFILE "" = random weights.
StepTimings timeDecodeSteps(const ModelConfig &config, const std::string &weightsFile, const std::string &device,
                            const std::string &decoder, int threads, int batch, int sourceLength, int steps,
                            int repeats);

struct SearchTimings {
    std::vector<double> ms;                  // per source, after one warm-up
    std::vector<std::vector<int>> tokens;    // the best hypothesis of each
};

// Kaimen's beam search (OPTIONS, no couplet rules) over each of SOURCES alone, on the CPU.
SearchTimings timeBeamSearch(const ModelConfig &config, const std::string &weightsFile,
                             const std::string &decoder, int threads, const std::vector<std::vector<int>> &sources,
                             const DecodingOptions &options, int bos, int eos);

// The kernel path the packed decoder runs on this CPU ("avx512", "avx2", "plain").
std::string cpuKernels();

} // namespace kaimen

namespace kaimen {

// Each source's TARGET scored token by token by DECODER (teacher forcing through the decode
// steps, so the packed network's own path is what is measured), and its greedy output.
struct ForcedScores {
    double nll = 0.0;                        // summed over every target token and the EOS
    int64_t tokens = 0;
    std::vector<std::vector<int>> greedy;    // per source, up to MAXLENGTH tokens
};
ForcedScores scoreTargets(const ModelConfig &config, const std::string &weightsFile, const std::string &decoder,
                          int threads, const std::vector<std::vector<int>> &sources,
                          const std::vector<std::vector<int>> &targets, int bos, int eos, int maxLength);

} // namespace kaimen
