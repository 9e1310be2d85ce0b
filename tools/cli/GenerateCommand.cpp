#include "GenerateCommand.h"

#include "TextLines.h"

#include "kaimen/ContentSafety.h"
#include "kaimen/RequestJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>

namespace kaimen::cli {
namespace {

void writeLine(const nlohmann::ordered_json &line)
{
    std::cout << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n' << std::flush;
}

// The answer to PARSED's request: RESULT, in the characters the request asked for.
nlohmann::ordered_json answerFor(const ParsedLine &parsed, const GenerationResult &result, double ms, bool alternatives)
{
    if (!result.ok)
        return {{"id", parsed.id}, {"error", result.error}};
    auto out = coupletJson(parsed.id, result.couplet, parsed.traditional);
    out["ms"] = ms;
    if (alternatives) {
        auto &list = out["alternatives"] = nlohmann::ordered_json::array();
        for (const auto &a : result.alternatives) {
            auto alternative = coupletJson(nullptr, a, parsed.traditional);
            alternative.erase("id");
            list.push_back(std::move(alternative));
        }
    }
    return out;
}

// RESULT answering a request that lists SEEN: the best couplet of the search not among them,
// the others after it, as the kiosk's 换一副 answers from the engine's n-best (the best one when
// every couplet found was seen).
void skipSeen(GenerationResult &result, const std::vector<std::string> &seen, size_t alternatives)
{
    std::vector<Couplet> found{result.couplet};
    found.insert(found.end(), result.alternatives.begin(), result.alternatives.end());
    const auto unseen = std::stable_partition(found.begin(), found.end(), [&](const Couplet &c) {
        return std::find(seen.begin(), seen.end(), shownAs(c)) == seen.end();
    });
    if (unseen != found.begin())
        found.erase(unseen, found.end());
    result.couplet = found.front();
    result.alternatives.assign(found.begin() + 1, found.begin() + long(std::min(found.size(), alternatives + 1)));
}

} // namespace

int runGenerate(CoupletGenerator &generator, const DecodingOptions &decoding)
{
    // Declined as the kiosk declines them (Kaimen's own blocked words, unwished wishes), so that
    // what this command writes is what a visitor could be shown.
    const BlockList blocked;
    bool first = true;
    for (std::string line; readTextLine(std::cin, line, first);) {
        if (line.find_first_not_of(" \t") == std::string::npos) {
            writeLine({{"id", nullptr}, {"error", "The line is empty; expected one JSON object per line."}});
            continue;
        }
        auto parsed = parseRequestLine(line);
        if (!parsed.error.empty()) {
            writeLine({{"id", parsed.id}, {"error", parsed.error}});
            continue;
        }
        if (const auto request = normalizedRequest(parsed.request); !checkRequest(request)) {
            if (const auto reason = declineReason(request, blocked); !reason.empty()) {
                writeLine({{"id", parsed.id}, {"error", reason}});
                continue;
            }
        }
        const auto start = std::chrono::steady_clock::now();
        GenerationResult result;
        try {
            auto options = decoding;
            if (!parsed.seen.empty())
                options.nBest = decoding.nBest + int(parsed.seen.size());
            result = generator.generate({parsed.request}, options).front();
            if (result.ok && !parsed.seen.empty())
                skipSeen(result, parsed.seen, size_t(decoding.nBest - 1));
        } catch (const std::exception &e) {
            result.error = std::string("The model failed on this input: ") + e.what();
        }
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        writeLine(answerFor(parsed, result, ms, decoding.nBest > 1));
    }
    return 0;
}

} // namespace kaimen::cli
