// What the packed network's weight precisions cost in quality: on human 对下联 pairs, the mean
// per-token NLL of the human 下联 and the greedy 下联 of each precision against FP32's.
#include "BenchCommands.h"
#include "CoreTimings.h"
#include "core/Runtime.h"
#include "couplet/Prompts.h"
#include "kaimen/Manifest.h"
#include "kaimen/Tokenizer.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace kaimen {

int runPrecisionBench(const Flags &flags)
{
    const std::string modelDir = flags.text("--model"), pairsFile = flags.text("--pairs");
    if (modelDir.empty() || pairsFile.empty())
        throw std::invalid_argument("precision needs --model DIR and --pairs PAIRS.tsv (上联<TAB>下联 per line)");
    const auto counts = configureThreads(flags.integer("--threads"), flags.integer("--blas-threads"));
    const auto manifest = loadManifest(modelDir);
    const auto tokenizer = makeTokenizer(manifest);
    std::ifstream in(pairsFile);
    if (!in)
        throw std::invalid_argument("cannot read --pairs " + pairsFile);
    std::vector<std::vector<int>> sources, targets;
    const size_t limit = size_t(flags.integer("--limit"));
    for (std::string line; std::getline(in, line) && sources.size() < limit;) {
        const auto tab = line.find('\t');
        if (tab == std::string::npos)
            continue;
        CoupletRequest request;
        request.mode = CoupletMode::Duilian;
        request.upper = line.substr(0, tab);
        auto ids = tokenizer->encode(promptFor(manifest, request));
        ids.insert(ids.begin(), tokenizer->bosId());
        ids.push_back(tokenizer->eosId());
        sources.push_back(std::move(ids));
        targets.push_back(tokenizer->encode(line.substr(tab + 1)));
    }
    if (sources.empty())
        throw std::invalid_argument(pairsFile + " holds no 上联<TAB>下联 line");

    const auto decoders = flags.words("--decoders");
    std::printf("%zu human pairs of %s; model %s (stored %s); kernels %s\n", sources.size(), pairsFile.c_str(),
                modelDir.c_str(), manifest.weightsDtype.c_str(), cpuKernels().c_str());
    std::printf("%-10s %14s %16s %18s\n", "weights", "NLL / token", "vs the first", "same greedy 下联");
    nlohmann::json report{{"model", modelDir}, {"pairs", pairsFile}, {"count", sources.size()}};
    ForcedScores first;
    for (size_t d = 0; d < decoders.size(); ++d) {
        const auto scores = scoreTargets(manifest.config, manifest.weightsFile, decoders[d], counts.blas, sources, targets,
                                         tokenizer->bosId(), tokenizer->eosId(), 20);
        if (d == 0)
            first = scores;
        size_t same = 0;
        for (size_t i = 0; i < scores.greedy.size(); ++i)
            same += scores.greedy[i] == first.greedy[i];
        const double nll = scores.nll / double(scores.tokens), firstNll = first.nll / double(first.tokens);
        std::printf("%-10s %14.5f %+16.5f %11zu/%zu (%.1f%%)\n", decoders[d].c_str(), nll, nll - firstNll, same,
                    sources.size(), 100.0 * double(same) / double(sources.size()));
        report[decoders[d]] = {{"nll_per_token", nll}, {"nll_change", nll - firstNll}, {"same_greedy", same}};
    }
    if (!flags.text("--json").empty())
        std::ofstream(flags.text("--json")) << report.dump(2) << "\n";
    return 0;
}

} // namespace kaimen
