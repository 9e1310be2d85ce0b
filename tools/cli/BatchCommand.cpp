#include "BatchCommand.h"

#include "TextLines.h"

#include "kaimen/AtomicFile.h"
#include "kaimen/RequestJson.h"
#include "kaimen/TraditionalScript.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace kaimen::cli {
namespace {

using Clock = std::chrono::steady_clock;

void drawProgress(size_t done, size_t total, double seconds)
{
    const int width = 30;
    const int filled = total ? int(double(width) * double(done) / double(total)) : width;
    const double rate = seconds > 0 ? double(done) / seconds : 0.0;
    const double eta = rate > 0 ? double(total - done) / rate : 0.0;
    std::fprintf(stderr, "\r[%s%s] %zu/%zu  %.1f couplets/s  ETA %d:%02d   ", std::string(size_t(filled), '#').c_str(),
                 std::string(size_t(width - filled), '.').c_str(), done, total, rate, int(eta) / 60, int(eta) % 60);
}

} // namespace

int runBatch(EngineOptions engineOptions, const BatchOptions &options)
{
    std::ifstream in(options.inputFile);
    if (!in) {
        std::cerr << "kaimen-cli: cannot read " << options.inputFile << "\n";
        return 1;
    }
    std::vector<ParsedLine> lines;
    bool first = true;
    for (std::string line; readTextLine(in, line, first);) {
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#')
            continue;
        if (line[0] == '{') {
            lines.push_back(parseRequestLine(line));
            continue;
        }
        // A wish list kept as a table (wish_words.tsv: the word, then its counts) is read by its
        // first column, as kaimen-cli eval reads --wishes.
        const auto wish = line.substr(0, line.find('\t'));
        ParsedLine word;
        word.id = wish;
        word.request.keyword = wish;
        word.request.kind = options.kind;
        word.traditional = writtenInTraditionalScript(wish);
        lines.push_back(std::move(word));
    }

    engineOptions.maxBatch = options.maxBatch;
    engineOptions.prewarm.clear();
    if (options.asVisitors) {
        engineOptions.coupletsPerInput = EngineOptions().coupletsPerInput;
        engineOptions.answersApart = kBoothAnswersApart;
        engineOptions.endingsApart = kBoothEndingsApart;
    }
    Engine engine(engineOptions);
    if (engine.waitUntilSettled(std::chrono::minutes(10)) != EngineState::Ready) {
        std::cerr << "kaimen-cli: cannot load the model: " << engine.status().detail << "\n";
        return 1;
    }
    std::cerr << "kaimen-cli: " << lines.size() << " requests on " << engine.status().detail << "\n";
    std::vector<std::optional<Engine::Ticket>> tickets(lines.size());
    for (size_t i = 0; i < lines.size(); ++i)
        if (lines[i].error.empty()) {
            SubmitOptions submit;
            submit.priority = options.asVisitors ? Priority::Interactive : Priority::Background;
            tickets[i] = engine.submit(lines[i].request, submit);
            // A visitor's answer is shown before the next visitor asks.
            if (options.asVisitors)
                tickets[i]->result.wait();
        }

    std::ostringstream out;
    const auto start = Clock::now();
    for (size_t i = 0; i < lines.size(); ++i) {
        nlohmann::ordered_json j{{"id", lines[i].id}};
        if (!tickets[i]) {
            j["error"] = lines[i].error;
        } else {
            const auto result = tickets[i]->result.get();
            if (result.outcome == Outcome::Ok)
                j = coupletJson(lines[i].id, result.couplet, lines[i].traditional);
            else
                j["error"] = result.error;
        }
        out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
        if (i % 8 == 7 || i + 1 == lines.size())
            drawProgress(i + 1, lines.size(), std::chrono::duration<double>(Clock::now() - start).count());
    }
    std::fprintf(stderr, "\n");
    try {
        writeFileAtomically(options.outputFile, out.str());
    } catch (const std::exception &e) {
        std::cerr << "kaimen-cli: " << e.what() << "\n";
        return 1;
    }
    const auto m = engine.metrics();
    std::cerr << "kaimen-cli: wrote " << options.outputFile << " (" << m.generated << " written, " << m.cacheHits
              << " from the cache, " << m.invalid << " refused)\n";
    return 0;
}

} // namespace kaimen::cli
