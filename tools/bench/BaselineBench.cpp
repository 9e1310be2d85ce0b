// Kaimen against the eager-PyTorch ways of running PALM, on the same weights and prompts, one
// couplet at a time (batch 1), beam search without couplet rules so that the three searches
// are the same algorithm and must write the same tokens.
#include "BenchCommands.h"
#include "BenchWords.h"
#include "CoreTimings.h"
#include "core/Runtime.h"
#include "couplet/Prompts.h"
#include "kaimen/Manifest.h"
#include "kaimen/Tokenizer.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

namespace kaimen {
namespace {

// The longest whole couplet the kiosk asks for: two lines of nine and the separator.
constexpr int kMaxLength = 20;

} // namespace

int runBaselineBench(const Flags &flags)
{
    const std::string modelDir = flags.text("--model");
    if (modelDir.empty())
        throw std::invalid_argument("baseline needs --model DIR");
    const auto counts = configureThreads(flags.integer("--threads"), flags.integer("--blas-threads"));
    const int threads = counts.torch;
    const int beams = flags.integer("--beams");
    const auto manifest = loadManifest(modelDir);
    const auto tokenizer = makeTokenizer(manifest);
    std::vector<std::vector<int>> sources;
    for (auto request : benchRequests(size_t(flags.integer("--count")))) {
        auto ids = tokenizer->encode(promptFor(manifest, request));
        ids.insert(ids.begin(), tokenizer->bosId());
        ids.push_back(tokenizer->eosId());
        sources.push_back(std::move(ids));
    }

    DecodingOptions options;
    options.beams = beams;
    options.maxLength = kMaxLength;
    options.couplingConstraints = false;
    const struct {
        int bos, eos;
    } tokens{tokenizer->bosId(), tokenizer->eosId()};
    // Each of Kaimen's decoders on the same sources, in one run (the first is the one whose
    // output must equal the baselines': fp32 writes the same tokens).
    std::vector<std::pair<std::string, SearchTimings>> kaimen;
    for (const auto &decoder : flags.words("--decoders"))
        kaimen.emplace_back(decoder, timeBeamSearch(manifest.config, manifest.weightsFile, decoder, counts.blas, sources, options,
                                                    tokens.bos, tokens.eos));
    if (kaimen.empty())
        throw std::invalid_argument("--decoders names none; expected some of fp32,fp16,int8,libtorch");

    namespace fs = std::filesystem;
    const fs::path work = fs::temp_directory_path() / ("kaimen-bench-" + std::to_string(::getpid()));
    fs::create_directories(work);
    nlohmann::json job{{"model", fs::absolute(modelDir).string()}, {"sources", sources}, {"beams", beams},
                       {"bos", tokens.bos}, {"eos", tokens.eos}, {"max_length", kMaxLength},
                       {"length_penalty", options.lengthPenalty}, {"threads", threads}};
    std::ofstream(work / "job.json") << job.dump();
    // The same thread counts for the baselines: libtorch's in the job, OpenBLAS's here.
    const std::string command = "OPENBLAS_NUM_THREADS=" + std::to_string(counts.blas) + " " + flags.text("--python") + " "
        + flags.text("--reference") + "/eager_bench.py " + (work / "job.json").string() + " " + (work / "result.json").string();
    std::printf("running the eager PyTorch baselines: %s\n", command.c_str());
    if (std::system(command.c_str()) != 0)
        throw std::runtime_error("the eager PyTorch baseline failed (it needs Debian's python3-torch): " + command);
    nlohmann::json eager;
    std::ifstream(work / "result.json") >> eager;
    fs::remove_all(work);

    nlohmann::json report{{"model", modelDir}, {"threads", threads}, {"blas_threads", counts.blas}, {"beams", beams},
                          {"couplets", sources.size()}, {"torch_python", eager["torch"]}, {"kernels", cpuKernels()},
                          {"openblas_coretype", std::getenv("OPENBLAS_CORETYPE") ? std::getenv("OPENBLAS_CORETYPE") : ""}};
    std::printf("\n%d couplets one at a time, beam %d, %d libtorch / %d BLAS thread(s), same weights and prompts;\n"
                "packed decoder kernels: %s; OPENBLAS_CORETYPE %s\n",
                int(sources.size()), beams, threads, counts.blas, cpuKernels().c_str(),
                std::getenv("OPENBLAS_CORETYPE") ? std::getenv("OPENBLAS_CORETYPE") : "unset");
    std::printf("%-44s %9s %9s %10s %10s %12s\n", "", "p50 ms", "p95 ms", "vs (a)", "vs (b)", "same as (a)");
    const auto eagerTokens = eager["no_cache"]["tokens"].get<std::vector<std::vector<int>>>();
    auto sameAsEager = [&](const std::vector<std::vector<int>> &out) {
        int same = 0;
        for (size_t i = 0; i < out.size() && i < eagerTokens.size(); ++i)
            same += out[i] == eagerTokens[i];
        return same;
    };
    std::map<std::string, double> eagerP50;
    for (const char *name : {"no_cache", "kv_cache"}) {
        const auto ms = eager[name]["ms"].get<std::vector<double>>();
        const auto out = eager[name]["tokens"].get<std::vector<std::vector<int>>>();
        eagerP50[name] = quantile(ms, 0.5);
        std::printf("%-44s %9.2f %9.2f %10s %10s %9d/%zu\n",
                    std::string(name) == "no_cache" ? "(a) eager PyTorch, no KV cache (articles)" : "(b) eager PyTorch, KV cache",
                    eagerP50[name], quantile(ms, 0.95), "", "", sameAsEager(out), sources.size());
        report[name] = {{"p50_ms", eagerP50[name]}, {"p95_ms", quantile(ms, 0.95)}};
    }
    for (const auto &[decoder, timings] : kaimen) {
        const double p50 = quantile(timings.ms, 0.5);
        const auto label = "Kaimen, " + (decoder == "libtorch" ? std::string("libtorch decoder") : decoder + " packed decoder");
        std::printf("%-44s %9.2f %9.2f %9.1fx %9.1fx %9d/%zu\n", label.c_str(), p50, quantile(timings.ms, 0.95),
                    eagerP50["no_cache"] / p50, eagerP50["kv_cache"] / p50, sameAsEager(timings.tokens), sources.size());
        report["kaimen"][decoder] = {{"p50_ms", p50}, {"p95_ms", quantile(timings.ms, 0.95)},
                                     {"speedup_no_cache", eagerP50["no_cache"] / p50},
                                     {"speedup_kv_cache", eagerP50["kv_cache"] / p50},
                                     {"same_output", sameAsEager(timings.tokens)}};
    }
    if (!flags.text("--json").empty())
        std::ofstream(flags.text("--json")) << report.dump(2) << "\n";
    return 0;
}

} // namespace kaimen
