// A week of fair days in minutes: many generations through the engine with random valid and
// invalid requests, random cancellations and a cache small enough to evict. Reports RSS at the
// start and the end, every non-answer, and latency percentiles window by window (drift).
#include "BenchCommands.h"
#include "BenchWords.h"
#include "kaimen/Engine.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <random>
#include <stdexcept>

namespace kaimen {
namespace {

using Clock = std::chrono::steady_clock;

CoupletRequest randomRequest(std::mt19937_64 &random, const std::vector<CoupletRequest> &pool)
{
    static const std::vector<std::string> invalid{"", "如", "hello", "福寿康宁", "鬼子", "１２", "\xff\xfe", "如意如意如意"};
    static const std::vector<std::string> uppers{"春风得意马蹄疾", "天增岁月人增寿", "一元复始", "向阳门第春常在",
                                                 "春", "xyz春风", "，春风得意"};
    const auto dice = random() % 100;
    CoupletRequest r;
    if (dice < 10) {  // invalid wish words, blocked words, broken bytes
        r.keyword = invalid[random() % invalid.size()];
    } else if (dice < 20) {  // 对下联, some of them invalid
        r.mode = CoupletMode::Duilian;
        r.upper = uppers[random() % uppers.size()];
    } else {
        r = pool[random() % pool.size()];
    }
    return r;
}

} // namespace

int runSoakBench(const Flags &flags)
{
    if (flags.text("--model").empty())
        throw std::invalid_argument("soak needs --model DIR");
    const int total = flags.integer("--generations");
    const int window = std::max(1, flags.integer("--window"));
    EngineOptions options;
    options.modelDirectory = flags.text("--model");
    options.runtime.threads = flags.integer("--threads");
    options.runtime.blasThreads = flags.integer("--blas-threads");
    options.cacheCapacity = size_t(flags.integer("--cache"));  // small: it evicts all the time
    options.coupletsPerInput = 2;
    options.maxBatch = 16;
    Engine engine(options);
    if (engine.waitUntilSettled(std::chrono::minutes(10)) != EngineState::Ready)
        throw std::runtime_error("the model did not load: " + engine.status().detail);
    const int64_t rssLoaded = engine.metrics().rssBytes;
    // Growth is measured from the end of the first window: allocator pools and libtorch's
    // caches fill during the first generations, and a leak shows as growth after that.
    int64_t rssStart = 0;

    std::mt19937_64 random(20270206);
    const auto pool = benchRequests(120);
    std::map<std::string, int> outcomes;
    nlohmann::json windows = nlohmann::json::array();
    std::printf("%8s %9s %9s %9s %10s %9s\n", "done", "p50 ms", "p95 ms", "p99 ms", "RSS MB", "errors");
    // In-flight groups of 16, so that batching, cancellation and the cache all see traffic.
    int done = 0, unexpected = 0;
    std::vector<double> latencies;
    while (done < total) {
        std::vector<Engine::Ticket> tickets;
        for (int i = 0; i < 16 && done + int(tickets.size()) < total; ++i) {
            SubmitOptions so;
            if (random() % 10 == 0)
                so.priority = Priority::Background;
            if (random() % 20 == 0)
                so.deadline = Clock::now() + std::chrono::milliseconds(random() % 30);
            tickets.push_back(engine.submit(randomRequest(random, pool), so));
            if (random() % 12 == 0)
                engine.cancel(tickets.back().id);
        }
        for (auto &t : tickets) {
            const auto r = t.result.get();
            ++outcomes[outcomeName(r.outcome)];
            // Failed means the model threw: never expected, whatever the input.
            unexpected += r.outcome == Outcome::Failed;
            if (r.outcome == Outcome::Ok)
                latencies.push_back(r.latencyMs);
            ++done;
        }
        // At each window's end, RSS is read with the engine idle (its background refills done),
        // so that windows compare like with like rather than whatever was in flight.
        if (done / window > int(windows.size()) || done == total) {
            engine.waitUntilIdle(std::chrono::seconds(60));
            const auto m = engine.metrics();
            nlohmann::json w{{"done", done}, {"p50_ms", quantile(latencies, 0.5)}, {"p95_ms", quantile(latencies, 0.95)},
                             {"p99_ms", quantile(latencies, 0.99)}, {"rss_mb", double(m.rssBytes) / 1048576.0},
                             {"cache_entries", m.cacheEntries}};
            std::printf("%8d %9.2f %9.2f %9.2f %10.1f %9d\n", done, w["p50_ms"].get<double>(), w["p95_ms"].get<double>(),
                        w["p99_ms"].get<double>(), w["rss_mb"].get<double>(), unexpected);
            windows.push_back(w);
            latencies.clear();
            if (rssStart == 0)
                rssStart = m.rssBytes;
        }
    }
    const int64_t rssEnd = engine.metrics().rssBytes;
    const double growth = 100.0 * double(rssEnd - rssStart) / double(rssStart);
    std::printf("\nRSS %.1f MB loaded, %.1f MB after the first window, %.1f MB at the end (%+.1f%%); outcomes:",
                double(rssLoaded) / 1048576.0, double(rssStart) / 1048576.0, double(rssEnd) / 1048576.0, growth);
    for (const auto &[name, count] : outcomes)
        std::printf(" %s %d", name.c_str(), count);
    std::printf("; model failures %d\n", unexpected);
    if (!flags.text("--json").empty())
        std::ofstream(flags.text("--json")) << nlohmann::json{{"generations", total}, {"rss_loaded_mb", double(rssLoaded) / 1048576.0}, {"rss_start_mb", double(rssStart) / 1048576.0},
                                                            {"rss_end_mb", double(rssEnd) / 1048576.0}, {"rss_growth_pct", growth},
                                                            {"outcomes", outcomes}, {"model_failures", unexpected},
                                                            {"windows", windows}}.dump(2)
                                             << "\n";
    return unexpected == 0 && growth < 5.0 ? 0 : 1;
}

} // namespace kaimen
