#include "CoreTimings.h"

#include "core/Checkpoint.h"
#include "core/PalmModel.h"
#include "core/Runtime.h"
#include "core/Search.h"
#include "core/cpu/Kernels.h"

#include <torch/cuda.h>

#include <chrono>

namespace kaimen {
namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

PalmModel loadedModel(const ModelConfig &config, const std::string &weightsFile, const std::string &decoder, int threads)
{
    PalmModel model(config);
    if (weightsFile.empty())
        model->initializeWeights();
    else
        loadCheckpoint(model, weightsFile);
    model->eval();
    model->prepareForInference();
    if (decoder != "libtorch")
        model->usePackedNetwork(weightTypeNamed(decoder), threads);
    return model;
}

} // namespace

StepTimings timeDecodeSteps(const ModelConfig &config, const std::string &weightsFile, const std::string &device,
                            const std::string &decoder, int threads, int batch, int sourceLength, int steps,
                            int repeats)
{
    const auto chosen = chooseDevice(device);
    PalmModel model = loadedModel(config, weightsFile, decoder, threads);
    const bool cuda = chosen.device.is_cuda();
    model->to(chosen.device, cuda ? torch::kHalf : torch::kFloat);
    StepTimings timings;
    timings.device = describeDeviceInEnglish(chosen.running);
    for (const auto &p : model->parameters())
        timings.parameters += p.numel();

    c10::InferenceMode inference;
    auto source = torch::randint(5, config.vocabSize(), {batch, sourceLength}, torch::kLong).to(chosen.device);
    for (int r = 0; r < repeats + 1; ++r) {  // the first round warms up and is not counted
        const auto t0 = Clock::now();
        auto memory = model->encode(source);
        auto state = model->startDecoding(memory, source, 1, steps + 1);
        if (cuda)
            torch::cuda::synchronize();
        const auto t1 = Clock::now();
        auto tokens = torch::full({batch}, 2, torch::kLong).to(chosen.device);
        for (int s = 0; s < steps; ++s) {
            const auto ts = Clock::now();
            tokens = model->decodeStep(tokens, s, state).argmax(-1);
            if (cuda)
                torch::cuda::synchronize();
            if (r > 0)
                timings.stepMs.push_back(ms(Clock::now() - ts));
        }
        if (r > 0) {
            timings.encodeMs.push_back(ms(t1 - t0));
            timings.totalMs.push_back(ms(Clock::now() - t0));
        }
    }
    return timings;
}

SearchTimings timeBeamSearch(const ModelConfig &config, const std::string &weightsFile,
                             const std::string &decoder, int threads, const std::vector<std::vector<int>> &sources,
                             const DecodingOptions &options, int bos, int eos)
{
    PalmModel model = loadedModel(config, weightsFile, decoder, threads);
    SearchTimings timings;
    c10::InferenceMode inference;
    for (size_t i = 0; i <= sources.size(); ++i) {  // the first row twice: a warm-up
        const auto &row = sources[i == 0 ? 0 : i - 1];
        auto source = torch::tensor(std::vector<int64_t>(row.begin(), row.end()), torch::kLong).unsqueeze(0);
        const auto start = Clock::now();
        const auto found = beamSearch(model, source, options, {bos, eos}, {});
        const double elapsed = ms(Clock::now() - start);
        if (i == 0)
            continue;
        timings.ms.push_back(elapsed);
        timings.tokens.push_back(found[0].empty() ? std::vector<int>{} : found[0][0].tokens);
    }
    return timings;
}

ForcedScores scoreTargets(const ModelConfig &config, const std::string &weightsFile, const std::string &decoder,
                          int threads, const std::vector<std::vector<int>> &sources,
                          const std::vector<std::vector<int>> &targets, int bos, int eos, int maxLength)
{
    PalmModel model = loadedModel(config, weightsFile, decoder, threads);
    c10::InferenceMode inference;
    ForcedScores scores;
    DecodingOptions greedy;
    greedy.beams = 1;
    greedy.maxLength = maxLength;
    greedy.couplingConstraints = false;
    for (size_t i = 0; i < sources.size(); ++i) {
        auto source = torch::tensor(std::vector<int64_t>(sources[i].begin(), sources[i].end()), torch::kLong).unsqueeze(0);
        auto target = targets[i];
        target.push_back(eos);
        auto memory = model->encode(source);
        auto state = model->startDecoding(memory, source, 1, int64_t(target.size()));
        int64_t last = bos;
        for (size_t t = 0; t < target.size(); ++t) {
            auto logProbs = model->decodeStep(torch::tensor({last}, torch::kLong), int64_t(t), state);
            scores.nll -= logProbs[0][target[t]].item<double>();
            last = target[t];
        }
        scores.tokens += int64_t(target.size());
        const auto found = beamSearch(model, source, greedy, {bos, eos}, {});
        scores.greedy.push_back(found[0].empty() ? std::vector<int>{} : found[0][0].tokens);
    }
    return scores;
}

std::string cpuKernels()
{
    return cpu::kernelsInUse();
}

} // namespace kaimen
