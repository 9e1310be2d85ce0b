// The engine as the kiosk runs it. Each scenario starts an engine of its own, so that one
// scenario's cache or queue never flatters the next.
#include "BenchCommands.h"
#include "BenchWords.h"
#include "kaimen/Engine.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <stdexcept>
#include <thread>

namespace kaimen {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

double ms(Clock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

EngineOptions baseOptions(const Flags &flags)
{
    EngineOptions o;
    o.modelDirectory = flags.text("--model");
    o.runtime.device = flags.text("--device");
    o.runtime.threads = flags.integer("--threads");
    o.runtime.blasThreads = flags.integer("--blas-threads");
    o.decoding.beams = flags.integer("--beams");
    o.coupletsPerInput = 0;  // cache off unless a scenario turns it on
    return o;
}

void waitReady(Engine &engine)
{
    if (engine.waitUntilSettled(10min) != EngineState::Ready)
        throw std::runtime_error("the model did not load: " + engine.status().detail);
}

nlohmann::json summary(const std::vector<double> &latencies)
{
    return {{"count", latencies.size()}, {"p50_ms", quantile(latencies, 0.5)}, {"p95_ms", quantile(latencies, 0.95)},
            {"p99_ms", quantile(latencies, 0.99)}};
}

// One visitor at a time, cache off: what a wish costs from submit to couplet.
nlohmann::json singleStream(const Flags &flags, std::string &device)
{
    auto options = baseOptions(flags);
    options.maxBatch = 1;
    options.batchWindow = 0us;
    Engine engine(options);
    waitReady(engine);
    device = engine.status().detail;
    std::vector<double> latencies;
    int errors = 0;
    for (const auto &request : benchRequests(size_t(flags.integer("--requests")))) {
        const auto start = Clock::now();
        const auto result = engine.submit(request).result.get();
        latencies.push_back(ms(Clock::now() - start));
        errors += result.outcome != Outcome::Ok;
    }
    auto j = summary(latencies);
    j["errors"] = errors;
    j["peak_rss_mb"] = double(engine.metrics().peakRssBytes) / 1048576.0;
    return j;
}

// Every request a hit: the cache's own cost.
nlohmann::json cacheHits(const Flags &flags)
{
    auto options = baseOptions(flags);
    options.coupletsPerInput = 1;
    const auto requests = benchRequests(40);
    options.prewarm = requests;
    Engine engine(options);
    waitReady(engine);
    engine.waitUntilIdle(10min);
    std::vector<double> latencies;
    int misses = 0;
    for (int round = 0; round < 25; ++round)
        for (const auto &request : requests) {
            const auto start = Clock::now();
            const auto result = engine.submit(request).result.get();
            latencies.push_back(ms(Clock::now() - start));
            misses += !result.fromCache;
        }
    auto j = summary(latencies);
    j["misses"] = misses;
    return j;
}

// N requests at once with batches of at most B: couplets per second.
nlohmann::json throughput(const Flags &flags, int maxBatch)
{
    auto options = baseOptions(flags);
    options.maxBatch = maxBatch;
    options.batchWindow = 2ms;
    Engine engine(options);
    waitReady(engine);
    const auto requests = benchRequests(size_t(std::max(48, 4 * maxBatch)));
    std::vector<Engine::Ticket> tickets;
    const auto start = Clock::now();
    for (const auto &request : requests)
        tickets.push_back(engine.submit(request));
    int errors = 0;
    for (auto &t : tickets)
        errors += t.result.get().outcome != Outcome::Ok;
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const auto m = engine.metrics();
    double batches = 0, rows = 0;
    for (const auto &[size, count] : m.batchSizes) {
        batches += double(count);
        rows += double(size) * double(count);
    }
    return {{"max_batch", maxBatch}, {"requests", requests.size()}, {"couplets_per_s", double(requests.size()) / seconds},
            {"mean_batch", batches > 0 ? rows / batches : 0.0}, {"errors", errors}};
}

// Visitors arriving at random (Poisson) at RATE a second for SECONDS; goodput counts the
// couplets answered within a second.
nlohmann::json poisson(const Flags &flags, double rate)
{
    auto options = baseOptions(flags);
    options.maxBatch = 32;
    Engine engine(options);
    waitReady(engine);
    const double seconds = flags.number("--seconds");
    std::mt19937_64 random(42);
    std::exponential_distribution<double> gap(rate);
    const auto requests = benchRequests(4096);
    std::vector<std::pair<Clock::time_point, Engine::Ticket>> tickets;
    const auto start = Clock::now();
    auto next = start;
    for (size_t i = 0; next < start + std::chrono::duration<double>(seconds); ++i) {
        std::this_thread::sleep_until(next);
        tickets.emplace_back(Clock::now(), engine.submit(requests[i % requests.size()]));
        next += std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(gap(random)));
    }
    std::vector<double> latencies;
    int good = 0, errors = 0;
    for (auto &[submitted, ticket] : tickets) {
        const auto result = ticket.result.get();
        latencies.push_back(result.latencyMs);
        errors += result.outcome != Outcome::Ok;
        good += result.outcome == Outcome::Ok && result.latencyMs <= 1000.0;
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    auto j = summary(latencies);
    j["rate_per_s"] = rate;
    j["goodput_per_s"] = double(good) / elapsed;
    j["errors"] = errors;
    return j;
}

} // namespace

int runServeBench(const Flags &flags)
{
    if (flags.text("--model").empty())
        throw std::invalid_argument("serve needs --model DIR");
    nlohmann::json report;
    std::string device;
    report["single_stream"] = singleStream(flags, device);
    report["device"] = device;
    const auto &single = report["single_stream"];
    std::printf("model %s on %s, beam %d\n\n", flags.text("--model").c_str(), device.c_str(), flags.integer("--beams"));
    std::printf("%-34s %9s %9s %9s %7s\n", "scenario", "p50 ms", "p95 ms", "p99 ms", "errors");
    std::printf("%-34s %9.2f %9.2f %9.2f %7d\n", "single stream, cache off", single["p50_ms"].get<double>(),
                single["p95_ms"].get<double>(), single["p99_ms"].get<double>(), single["errors"].get<int>());
    report["cache_hit"] = cacheHits(flags);
    const auto &hit = report["cache_hit"];
    std::printf("%-34s %9.3f %9.3f %9.3f %7d\n", "cache hit", hit["p50_ms"].get<double>(), hit["p95_ms"].get<double>(),
                hit["p99_ms"].get<double>(), hit["misses"].get<int>());
    for (double rate : flags.numbers("--rates")) {
        auto p = poisson(flags, rate);
        char label[64];
        std::snprintf(label, sizeof label, "Poisson %.0f/s (goodput %.1f/s)", rate, p["goodput_per_s"].get<double>());
        std::printf("%-34s %9.2f %9.2f %9.2f %7d\n", label, p["p50_ms"].get<double>(), p["p95_ms"].get<double>(),
                    p["p99_ms"].get<double>(), p["errors"].get<int>());
        report["poisson"].push_back(p);
    }
    std::printf("\n%-10s %12s %11s %7s\n", "max batch", "couplets/s", "mean batch", "errors");
    for (double b : flags.numbers("--batches")) {
        auto t = throughput(flags, int(b));
        std::printf("%-10d %12.1f %11.1f %7d\n", int(b), t["couplets_per_s"].get<double>(), t["mean_batch"].get<double>(),
                    t["errors"].get<int>());
        report["throughput"].push_back(t);
    }
    std::printf("\npeak RSS after the single-stream run: %.1f MB\n", single["peak_rss_mb"].get<double>());
    if (!flags.text("--json").empty())
        std::ofstream(flags.text("--json")) << report.dump(2) << "\n";
    return 0;
}

} // namespace kaimen
