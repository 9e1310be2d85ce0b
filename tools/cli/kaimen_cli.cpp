// kaimen-cli: couplets from the command line, one JSON line in, one JSON line out.
#include "BatchCommand.h"
#include "CliRequest.h"
#include "EvalCommand.h"

#include "kaimen/CoupletGenerator.h"
#include "kaimen/Errors.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <functional>
#include <iostream>
#include <map>
#include <string>

using namespace kaimen;

namespace {

const char *kUsage =
    "usage: kaimen-cli generate --model DIR [--device cpu|cuda|auto] [--threads N] [--blas-threads N] [--beams N]\n"
    "                  [--n-best N] [--sample --temperature T --top-p P --top-k K --seed S]\n"
    "Reads JSON Lines on stdin and writes one JSON line per input line on stdout:\n"
    "  in:  {\"id\": 1, \"mode\": \"keyword\", \"keyword\": \"如意\", \"kind\": \"cangtou\"|\"qianzi\"|\"theme\"}\n"
    "       {\"id\": 2, \"mode\": \"duilian\", \"upper\": \"春风得意马蹄疾\"}\n"
    "  out: {\"id\": 1, \"upper\": \"…\", \"lower\": \"…\", \"horizontal\": \"…\", \"score\": -1.2, \"ms\": 40.1}\n"
    "       {\"id\": 2, \"error\": \"one clear sentence\"}\n"
    "  --n-best N adds \"alternatives\": the next N-1 couplets of the search (each with its 横批), best first.\n"
    "\n"
    "       kaimen-cli eval --model DIR [--pairs DEV.tsv] [--wishes WORDS.txt] [--blocklist WORDS.txt]\n"
    "                  [--limit N] [--batch N] [--json FILE] [decoding options as above]\n"
    "Reports character BLEU-4 of 下联 against the pairs' references, equal-length, 藏头, 平仄-ending,\n"
    "repeated-character and blocked-word rates, and latency, as JSON.\n"
    "\n"
    "       kaimen-cli batch --model DIR --in WORDS.txt --out COUPLETS.jsonl [--kind cangtou|qianzi|theme]\n"
    "                  [--max-batch 32] [decoding options as above]\n"
    "Writes a couplet for every wish word (or JSON request line) of the input, batched by the engine,\n"
    "with a progress bar; the output is JSON Lines in input order, written when all are done.\n";

struct CliOptions {
    std::string model;
    RuntimeOptions runtime;
    DecodingOptions decoding;
};

int usageError(const std::string &message)
{
    std::cerr << "kaimen-cli: " << message << "\n" << kUsage;
    return 2;
}

void writeLine(const nlohmann::ordered_json &line)
{
    std::cout << line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n' << std::flush;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        std::cout << kUsage;
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    if (command != "generate" && command != "eval" && command != "batch")
        return usageError("unknown command \"" + command + "\"");
    CliOptions o;
    cli::EvalOptions eval;
    cli::BatchOptions batch;
    std::string kindName = "cangtou";
    std::map<std::string, std::function<void(const std::string &)>> flags{
        {"--model", [&](const std::string &v) { o.model = v; }},
        {"--device", [&](const std::string &v) { o.runtime.device = v; }},
        {"--threads", [&](const std::string &v) { o.runtime.threads = std::stoi(v); }},
        {"--blas-threads", [&](const std::string &v) { o.runtime.blasThreads = std::stoi(v); }},
        {"--beams", [&](const std::string &v) { o.decoding.beams = std::stoi(v); }},
        {"--n-best", [&](const std::string &v) { o.decoding.nBest = std::stoi(v); }},
        {"--temperature", [&](const std::string &v) { o.decoding.temperature = std::stod(v); }},
        {"--top-p", [&](const std::string &v) { o.decoding.topP = std::stod(v); }},
        {"--top-k", [&](const std::string &v) { o.decoding.topK = std::stoi(v); }},
        {"--seed", [&](const std::string &v) { o.decoding.seed = std::stoull(v); }},
        {"--pairs", [&](const std::string &v) { eval.pairsFile = v; }},
        {"--wishes", [&](const std::string &v) { eval.wishesFile = v; }},
        {"--blocklist", [&](const std::string &v) { eval.blocklistFile = v; }},
        {"--json", [&](const std::string &v) { eval.jsonFile = v; }},
        {"--limit", [&](const std::string &v) { eval.limit = std::stoi(v); }},
        {"--batch", [&](const std::string &v) { eval.batch = std::max(1, std::stoi(v)); }},
        {"--in", [&](const std::string &v) { batch.inputFile = v; }},
        {"--out", [&](const std::string &v) { batch.outputFile = v; }},
        {"--kind", [&](const std::string &v) { kindName = v; }},
        {"--max-batch", [&](const std::string &v) { batch.maxBatch = std::max(1, std::stoi(v)); }},
    };
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sample") {
            o.decoding.sample = true;
            continue;
        }
        auto it = flags.find(arg);
        if (it == flags.end())
            return usageError("unknown option " + arg);
        if (i + 1 >= argc)
            return usageError(arg + " needs a value");
        try {
            it->second(argv[++i]);
        } catch (const std::logic_error &) {
            return usageError(arg + " expects a number, not \"" + std::string(argv[i]) + "\"");
        }
    }
    if (o.model.empty())
        return usageError("--model DIR is required");
    if (o.runtime.device != "cpu" && o.runtime.device != "cuda" && o.runtime.device != "auto")
        return usageError("--device must be cpu, cuda or auto, not \"" + o.runtime.device + "\"");
    if (o.decoding.beams < 1 || o.decoding.beams > 64)
        return usageError("--beams must be from 1 to 64");
    if (o.decoding.nBest < 1 || o.decoding.nBest > 64)
        return usageError("--n-best must be from 1 to 64");
    if (o.decoding.temperature <= 0 || o.decoding.topP <= 0 || o.decoding.topP > 1 || o.decoding.topK < 0)
        return usageError("sampling needs --temperature > 0, 0 < --top-p <= 1 and --top-k >= 0");
    if (!parseCoupletKind(kindName, &batch.kind))
        return usageError("--kind must be cangtou, qianzi or theme, not \"" + kindName + "\"");
    if (command == "batch") {
        if (batch.inputFile.empty() || batch.outputFile.empty())
            return usageError("batch needs --in FILE and --out FILE");
        EngineOptions engine;
        engine.modelDirectory = o.model;
        engine.runtime = o.runtime;
        engine.decoding = o.decoding;
        engine.coupletsPerInput = 1;  // repeated words are answered from the cache, with no extra work
        if (o.runtime.blasThreads < 0)
            engine.runtime.blasThreads = 0;  // large batches: every core for the matrix products
        return cli::runBatch(engine, batch);
    }

    std::unique_ptr<CoupletGenerator> generator;
    try {
        generator = CoupletGenerator::load(o.model, o.runtime);
    } catch (const ModelLoadError &e) {
        std::cerr << "kaimen-cli: cannot load the model: " << e.what() << "\n";
        return 1;
    } catch (const std::exception &e) {
        std::cerr << "kaimen-cli: cannot load the model from " << o.model << ": " << e.what() << "\n";
        return 1;
    }
    std::cerr << "kaimen-cli: " << generator->manifest().name << " on " << generator->deviceDescription() << "\n";
    if (command == "eval") {
        try {
            return cli::runEval(*generator, o.decoding, eval);
        } catch (const std::exception &e) {
            std::cerr << "kaimen-cli: " << e.what() << "\n";
            return 1;
        }
    }

    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) {
            writeLine({{"id", nullptr}, {"error", "The line is empty; expected one JSON object per line."}});
            continue;
        }
        auto parsed = cli::parseRequestLine(line);
        if (!parsed.error.empty()) {
            writeLine({{"id", parsed.id}, {"error", parsed.error}});
            continue;
        }
        const auto start = std::chrono::steady_clock::now();
        GenerationResult result;
        try {
            result = generator->generate({parsed.request}, o.decoding).front();
        } catch (const std::exception &e) {
            result.error = std::string("The model failed on this input: ") + e.what();
        }
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (!result.ok) {
            writeLine({{"id", parsed.id}, {"error", result.error}});
            continue;
        }
        nlohmann::ordered_json out{{"id", parsed.id}, {"upper", result.couplet.upper}, {"lower", result.couplet.lower},
                                   {"horizontal", result.couplet.horizontal}, {"score", result.couplet.score}, {"ms", ms}};
        if (o.decoding.nBest > 1) {
            auto &alternatives = out["alternatives"] = nlohmann::ordered_json::array();
            for (const auto &a : result.alternatives)
                alternatives.push_back({{"upper", a.upper}, {"lower", a.lower}, {"horizontal", a.horizontal}, {"score", a.score}});
        }
        writeLine(out);
    }
    return 0;
}
