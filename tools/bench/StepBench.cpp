// Synthetic models have random weights with the named shapes, so the real model's cost is
// measured without its weights; decode lengths are then fixed (--steps).
#include "BenchCommands.h"
#include "CoreTimings.h"
#include "core/Runtime.h"

#ifndef KAIMEN_BENCH_STEPS_ONLY
#include "kaimen/Manifest.h"

#include <nlohmann/json.hpp>
#endif

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace kaimen {
namespace {

ModelConfig syntheticConfig(const std::string &name)
{
    ModelConfig c;  // the defaults are PALM-base: 12+12 layers, d_model 768, FFN 3072, vocab 21128
    if (name == "palm-base")
        return c;
    if (name == "small") {
        c.encoder = {6000, 256, 4, 4, 1024, 128, 2, 1e-12};
        c.decoder = {4, 4, 1024, 128, 1e-6};
        return c;
    }
    throw std::invalid_argument("unknown synthetic model \"" + name + "\"; expected palm-base or small");
}

} // namespace

int runStepBench(const Flags &flags)
{
    const std::string synthetic = flags.text("--synthetic"), modelDir = flags.text("--model");
    if (synthetic.empty() == modelDir.empty())
        throw std::invalid_argument("give either --synthetic palm-base|small or --model DIR");
    const auto counts = configureThreads(flags.integer("--threads"), flags.integer("--blas-threads"));
    const int threads = counts.torch;
    const int batch = flags.integer("--batch"), steps = flags.integer("--steps"), repeats = flags.integer("--repeats");
    const int sourceLength = 16;
#ifdef KAIMEN_BENCH_STEPS_ONLY
    if (!modelDir.empty() || !flags.text("--json").empty())
        throw std::invalid_argument("this kaimen-bench (the core preset's) times --synthetic shapes only, without --json");
    const ModelConfig config = syntheticConfig(synthetic);
    const std::string weightsFile;
#else
    const Manifest manifest = modelDir.empty() ? Manifest{} : loadManifest(modelDir);
    const ModelConfig config = modelDir.empty() ? syntheticConfig(synthetic) : manifest.config;
    const std::string weightsFile = manifest.weightsFile;
#endif
    const auto t = timeDecodeSteps(config, weightsFile, flags.text("--device"), flags.text("--decoder"), counts.blas, batch, sourceLength, steps, repeats);
    const auto &encodeMs = t.encodeMs, &stepMs = t.stepMs, &totalMs = t.totalMs;
    const int64_t parameters = t.parameters;
    const std::string name = modelDir.empty() ? synthetic : modelDir;
    std::printf("model            %s (%.1fM parameters, %lld+%lld layers, d_model %lld, vocab %lld)\n", name.c_str(),
                double(parameters) / 1e6, (long long)config.encoder.numLayers, (long long)config.decoder.numLayers,
                (long long)config.hiddenSize(), (long long)config.vocabSize());
    std::printf("device           %s, %d threads (BLAS %d), batch %d, source %d tokens, %d greedy steps x %d runs\n",
                t.device.c_str(), threads, flags.integer("--blas-threads"), batch, sourceLength, steps, repeats);
    std::printf("encode           p50 %8.2f ms\n", quantile(encodeMs, 0.5));
    std::printf("decode step      p50 %8.2f ms   p90 %.2f ms\n", quantile(stepMs, 0.5), quantile(stepMs, 0.9));
    std::printf("whole output     p50 %8.2f ms   (encode + %d steps)\n", quantile(totalMs, 0.5), steps);
#ifndef KAIMEN_BENCH_STEPS_ONLY
    if (!flags.text("--json").empty()) {
        nlohmann::json j{{"model", name}, {"parameters", parameters}, {"device", t.device},
                         {"threads", threads}, {"batch", batch}, {"steps", steps},
                         {"encode_ms_p50", quantile(encodeMs, 0.5)}, {"step_ms_p50", quantile(stepMs, 0.5)},
                         {"step_ms_p90", quantile(stepMs, 0.9)}, {"output_ms_p50", quantile(totalMs, 0.5)}};
        std::ofstream(flags.text("--json")) << j.dump(2) << "\n";
    }
#endif
    return 0;
}

} // namespace kaimen
