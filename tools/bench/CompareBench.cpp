// This build against another one (another commit's, built elsewhere), each through its own
// kaimen-cli on the same wish words, alternating so that both see the same machine: a 藏头
// couplet at the default settings one at a time, and the engine's batched throughput.
#include "BenchCommands.h"
#include "BenchWords.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

namespace kaimen {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A build folder or a kaimen-cli binary -> the binary.
std::string cliOf(const std::string &given)
{
    const fs::path p(given);
    for (const auto &candidate : {p, p / "tools" / "kaimen-cli", p / "kaimen-cli"})
        if (fs::is_regular_file(candidate) && ::access(candidate.c_str(), X_OK) == 0)
            return fs::absolute(candidate).string();
    throw std::invalid_argument("no kaimen-cli in or at " + given + "; give a build folder or the binary");
}

double run(const std::string &command)
{
    const auto start = Clock::now();
    if (std::system(command.c_str()) != 0)
        throw std::runtime_error("failed: " + command);
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Each request's "ms" from a kaimen-cli generate run over INPUT, the first (a warm-up) left out.
std::vector<double> singleStream(const std::string &cli, const std::string &model, const fs::path &input,
                                 const fs::path &output)
{
    run(cli + " generate --model " + model + " < " + input.string() + " > " + output.string() + " 2>/dev/null");
    std::ifstream in(output);
    std::vector<double> ms;
    bool first = true;
    for (std::string line; std::getline(in, line);) {
        const auto j = nlohmann::json::parse(line);
        if (!first && j.contains("ms"))
            ms.push_back(j["ms"].get<double>());
        first = false;
    }
    return ms;
}

// Couplets per second of kaimen-cli batch over WORDS, less the time it takes for one word (the
// model's load).
double batched(const std::string &cli, const std::string &model, const fs::path &words, const fs::path &one,
               const fs::path &output, size_t count, int maxBatch)
{
    const std::string common = " --model " + model + " --kind cangtou --max-batch " + std::to_string(maxBatch) + " --out "
        + output.string() + " 2>/dev/null";
    const double alone = run(cli + " batch --in " + one.string() + common);
    const double all = run(cli + " batch --in " + words.string() + common);
    return double(count - 1) / std::max(1e-3, all - alone);
}

} // namespace

int runCompareBench(const Flags &flags)
{
    const std::string model = flags.text("--model");
    if (model.empty() || flags.text("--against").empty())
        throw std::invalid_argument("compare needs --model DIR and --against OTHER_BUILD (a build folder or its kaimen-cli)");
    const std::string self = cliOf(flags.text("--cli")), other = cliOf(flags.text("--against"));
    const auto requests = benchRequests(size_t(flags.integer("--count")) + 1);
    const fs::path work = fs::temp_directory_path() / ("kaimen-compare-" + std::to_string(::getpid()));
    fs::create_directories(work);
    {
        std::ofstream lines(work / "requests.jsonl"), words(work / "batch.txt"), one(work / "one.txt");
        for (size_t i = 0; i < requests.size(); ++i) {
            lines << nlohmann::json{{"id", i}, {"mode", "keyword"}, {"keyword", requests[i].keyword}, {"kind", "cangtou"}}.dump()
                  << "\n";
            words << requests[i].keyword << "\n";
        }
        one << requests[0].keyword << "\n";
    }
    const int rounds = flags.integer("--rounds"), maxBatch = flags.integer("--max-batch");
    std::vector<double> selfMs, otherMs, selfRate, otherRate;
    for (int r = 0; r < rounds; ++r)
        for (const bool mine : {true, false}) {
            const auto &cli = mine ? self : other;
            auto ms = singleStream(cli, model, work / "requests.jsonl", work / "out.jsonl");
            (mine ? selfMs : otherMs).insert((mine ? selfMs : otherMs).end(), ms.begin(), ms.end());
            (mine ? selfRate : otherRate)
                .push_back(batched(cli, model, work / "batch.txt", work / "one.txt", work / "batch.jsonl", requests.size(), maxBatch));
        }
    fs::remove_all(work);
    const double selfP50 = quantile(selfMs, 0.5), otherP50 = quantile(otherMs, 0.5);
    const double selfTput = quantile(selfRate, 0.5), otherTput = quantile(otherRate, 0.5);
    const char *coretype = std::getenv("OPENBLAS_CORETYPE");
    std::printf("%zu 藏头 wish words, kaimen-cli's default settings, %d alternating rounds; OPENBLAS_CORETYPE %s\n",
                requests.size() - 1, rounds, coretype ? coretype : "unset");
    std::printf("%-34s %14s %14s %10s\n", "", "this build", "other build", "ratio");
    std::printf("%-34s %11.1f ms %11.1f ms %9.2fx\n", "one couplet at a time, p50", selfP50, otherP50, selfP50 / otherP50);
    std::printf("%-34s %11.1f ms %11.1f ms %9.2fx\n", "one couplet at a time, p95", quantile(selfMs, 0.95),
                quantile(otherMs, 0.95), quantile(selfMs, 0.95) / quantile(otherMs, 0.95));
    std::printf("%-34s %10.1f c/s %10.1f c/s %9.2fx\n", ("batched, max batch " + std::to_string(maxBatch)).c_str(),
                selfTput, otherTput, selfTput / otherTput);
    std::printf("this build:  %s\nother build: %s\n", self.c_str(), other.c_str());
    if (!flags.text("--json").empty()) {
        nlohmann::json j{{"model", model}, {"this", self}, {"other", other}, {"rounds", rounds},
                         {"openblas_coretype", coretype ? coretype : ""},
                         {"single_p50_ms", {selfP50, otherP50}}, {"single_ratio", selfP50 / otherP50},
                         {"batched_per_s", {selfTput, otherTput}}, {"batched_ratio", selfTput / otherTput}};
        std::ofstream(flags.text("--json")) << j.dump(2) << "\n";
    }
    return 0;
}

} // namespace kaimen
