// kaimen-bench: what a decode step and a couplet cost on this machine.
//   kaimen-bench steps --synthetic palm-base|small [--threads N] [--batch B] [--steps S]
//   kaimen-bench steps --model DIR ...
// Synthetic models have random weights with the named shapes, so the real model's cost is
// measured without its weights. Prints a table and, with --json FILE, writes the numbers.
#include "PalmModel.h"
#include "Runtime.h"
#include "Checkpoint.h"
#include "kaimen/Manifest.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace kaimen;

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

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char **argv)
{
    std::string synthetic, modelDir, jsonFile;
    int threads = 0, batch = 1, steps = 24, repeats = 5, sourceLength = 16;
    std::string device = "cpu";
    if (argc < 2 || std::string(argv[1]) != "steps") {
        std::cerr << "usage: kaimen-bench steps (--synthetic palm-base|small | --model DIR) [--threads N] [--batch B]\n"
                     "                         [--steps S] [--repeats R] [--device cpu|cuda] [--json FILE]\n";
        return 2;
    }
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string flag = argv[i], value = argv[i + 1];
        if (flag == "--synthetic") synthetic = value;
        else if (flag == "--model") modelDir = value;
        else if (flag == "--threads") threads = std::stoi(value);
        else if (flag == "--batch") batch = std::stoi(value);
        else if (flag == "--steps") steps = std::stoi(value);
        else if (flag == "--repeats") repeats = std::stoi(value);
        else if (flag == "--device") device = value;
        else if (flag == "--json") jsonFile = value;
        else {
            std::cerr << "kaimen-bench: unknown option " << flag << "\n";
            return 2;
        }
    }
    try {
        threads = configureThreads(threads);
        auto chosen = chooseDevice(device);
        const Manifest manifest = modelDir.empty() ? Manifest{} : loadManifest(modelDir);
        const ModelConfig config = modelDir.empty() ? syntheticConfig(synthetic) : manifest.config;
        PalmModel model(config);
        if (modelDir.empty())
            model->initializeWeights();
        else
            loadCheckpoint(model, manifest.weightsFile);
        model->eval();
        const bool half = chosen.device.is_cuda();
        model->to(chosen.device, half ? torch::kHalf : torch::kFloat);
        int64_t parameters = 0;
        for (const auto &p : model->parameters())
            parameters += p.numel();

        c10::InferenceMode inference;
        auto source = torch::randint(5, config.vocabSize(), {batch, sourceLength}, torch::kLong).to(chosen.device);
        std::vector<double> encodeMs, stepMs;
        for (int r = 0; r < repeats + 1; ++r) {  // the first round warms up and is not counted
            auto t0 = std::chrono::steady_clock::now();
            auto memory = model->encode(source);
            auto state = model->startDecoding(memory, source, 1, steps + 1);
            if (half)
                torch::cuda::synchronize();
            auto t1 = std::chrono::steady_clock::now();
            auto tokens = torch::full({batch}, 2, torch::kLong).to(chosen.device);
            for (int s = 0; s < steps; ++s) {
                auto ts = std::chrono::steady_clock::now();
                auto logProbs = model->decodeStep(tokens, s, state);
                tokens = logProbs.argmax(-1);
                if (half)
                    torch::cuda::synchronize();
                auto te = std::chrono::steady_clock::now();
                if (r > 0)
                    stepMs.push_back(std::chrono::duration<double, std::milli>(te - ts).count());
            }
            if (r > 0)
                encodeMs.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        const std::string name = modelDir.empty() ? synthetic : modelDir;
        std::printf("model            %s (%.1fM parameters, %lld+%lld layers, d_model %lld, vocab %lld)\n", name.c_str(),
                    double(parameters) / 1e6, (long long)config.encoder.numLayers, (long long)config.decoder.numLayers,
                    (long long)config.hiddenSize(), (long long)config.vocabSize());
        std::printf("device           %s, %d threads, batch %d, source %d tokens, %d steps x %d runs\n",
                    chosen.description.c_str(), threads, batch, sourceLength, steps, repeats);
        std::printf("encode           p50 %.2f ms\n", median(encodeMs));
        std::printf("decode step      p50 %.2f ms   p90 %.2f ms\n", median(stepMs), percentile(stepMs, 0.9));
        if (!jsonFile.empty()) {
            std::ofstream out(jsonFile);
            out << "{\"model\": \"" << name << "\", \"parameters\": " << parameters << ", \"device\": \""
                << chosen.description << "\", \"threads\": " << threads << ", \"batch\": " << batch
                << ", \"encode_ms_p50\": " << median(encodeMs) << ", \"step_ms_p50\": " << median(stepMs)
                << ", \"step_ms_p90\": " << percentile(stepMs, 0.9) << "}\n";
        }
        return 0;
    } catch (const std::exception &e) {
        std::cerr << "kaimen-bench: " << e.what() << "\n";
        return 1;
    }
}
