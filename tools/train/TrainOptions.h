#pragma once
// kaimen-train's command line: the corpus, where checkpoints go, the network's shape and the
// schedule. Plain C++ (no libtorch), read by the common Flags parser.

#include <cstdint>
#include <string>

namespace kaimen::train {

struct Options {
    std::string corpus = "build/corpus";
    std::string out = "build/train";
    std::string device = "cpu";
    std::string init;  // start from these weights (e.g. a shipped model's), with a fresh optimizer
    int64_t hidden = 256, encoderLayers = 3, decoderLayers = 3, encoderHeads = 4, decoderHeads = 4, ffn = 1024;
    double dropout = 0.1, labelSmoothing = 0.1, lr = 1e-3, weightDecay = 0.01, clip = 1.0;
    int64_t warmup = 400, steps = 8000, batchTokens = 6000, evalEvery = 300, saveEvery = 250, bleuExamples = 200;
    double minutes = 0;  // stop after this many minutes (0 = no limit); a checkpoint is saved first
    int threads = 0;
    int blasThreads = -1;  // OpenBLAS's pool (-1 = as --threads, 0 = one per core)
    uint64_t seed = 20270206;
    bool resume = false;
    bool bf16 = false;  // --autocast bf16: the forward pass's products in bfloat16 (MixedPrecision.h)
    bool tieEmbeddings = true;  // the decoder reads and writes the encoder's embedding (as PALM starts from BERT's)
    bool help = false;
};

extern const char *const kUsage;

// ARGV read. Throws std::invalid_argument naming an unknown option, a missing value or a value
// that is not a number.
Options parseOptions(int argc, char **argv);

// The network's shape as architecture.txt states it (what tools/package_model.py reads).
std::string architectureText(const Options &o, int64_t vocab);

} // namespace kaimen::train
