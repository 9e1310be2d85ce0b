#include "CliOptions.h"

#include "Flags.h"
#include "kaimen/RequestJson.h"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace kaimen::cli {

const char *const kUsage =
    "usage: kaimen-cli generate --model DIR [--device cpu|cuda|auto] [--threads N] [--blas-threads N] [--beams N]\n"
    "                  [--precision auto|fp32|fp16|int8|libtorch] (the CPU's network: auto = as the weights are stored)\n"
    "                  [--n-best N] [--sample --temperature T --top-p P --top-k K --seed S]\n"
    "                  [--rerank LINES,WORDS,UNWISHED,TONES,ANIMALS[,ENDINGS]] (the reranking weights; all 0 = the model alone)\n"
    "                  [--occasion-lean X] (how much a 主题 couplet leans towards its occasion's characters; 0 = not)\n"
    "Reads JSON Lines on stdin and writes one JSON line per input line on stdout:\n"
    "  in:  {\"id\": 1, \"mode\": \"keyword\", \"keyword\": \"如意\", \"kind\": \"cangtou\"|\"qianzi\"|\"theme\"}\n"
    "       {\"id\": 2, \"mode\": \"duilian\", \"upper\": \"春风得意马蹄疾\"}\n"
    "       either may add \"booth\": spring (default) | trade | farm | school | factory | wedding | longevity |\n"
    "       newhome and \"zodiac\": the year's animal (\"羊\") or the year (2027, \"丁未\"): they steer the 主题\n"
    "       上联 and the 横批;\n"
    "       \"script\": simplified | traditional (default: the script the request is written in: 萬福, 春風…)\n"
    "  out: {\"id\": 1, \"upper\": \"…\", \"lower\": \"…\", \"horizontal\": \"…\", \"score\": -1.2, \"ms\": 40.1}\n"
    "       {\"id\": 2, \"error\": \"one clear sentence\"}\n"
    "  --n-best N adds \"alternatives\": the next N-1 couplets of the search (each with its 横批), best first;\n"
    "       with --sample, N draws ranked the same way.\n"
    "\n"
    "       kaimen-cli eval --model DIR [--pairs DEV.tsv] [--wishes WORDS.txt] [--blocklist WORDS.txt]\n"
    "                  [--lexicon DICT.txt] [--limit N] [--batch N] [--json FILE] [--booth KEY] [--zodiac 羊]\n"
    "                  [decoding options as above]\n"
    "Reports character BLEU-4 of 下联 against the pairs' references, equal-length, 藏头, 平仄-ending,\n"
    "repeated-character, blocked-word, unwished-word, unwished-sense, same-place-character, 二四六\n"
    "tone-opposition, distinct-下联 and (with --lexicon, e.g. jieba's dict.txt) word rates, refusals and\n"
    "latency, as JSON; the same measures on the pairs' human 下联 beside them. --booth and --zodiac name\n"
    "the occasion every request is written for, as a request's \"booth\" and \"zodiac\" do (the kiosk's\n"
    "default booth names the year: --zodiac 羊 for 2027).\n"
    "\n"
    "       kaimen-cli batch --model DIR --in WORDS.txt --out COUPLETS.jsonl [--kind cangtou|qianzi|theme]\n"
    "                  [--max-batch 32] [--as-visitors] [decoding options as above]\n"
    "Writes a couplet for every wish word (a line's first tab-separated column) or JSON request line\n"
    "of the input, batched by the engine, with a progress bar; the output is JSON Lines in input\n"
    "order, written when all are done. --as-visitors answers the lines one at a time, in order, as\n"
    "the kiosk answers its visitors: a couplet repeats no line of the kiosk's latest answers to\n"
    "other wishes, nor ends or opens a line as the same line of the last three did, where the wish\n"
    "has one that does not.\n";

namespace {

void require(bool holds, const std::string &otherwise)
{
    if (!holds)
        throw std::invalid_argument(otherwise);
}

std::string weightsText(const RerankWeights &w)
{
    std::ostringstream text;
    text << w.lineModel << "," << w.forcedWords << "," << w.unwished << "," << w.tones << "," << w.lookAlike << ","
         << w.stockEndings;
    return text.str();
}

RerankWeights parseWeights(const std::string &text)
{
    RerankWeights w;
    std::istringstream in(text);
    char a = 0, b = 0, c = 0, d = 0, e = ',';
    in >> w.lineModel >> a >> w.forcedWords >> b >> w.unwished >> c >> w.tones >> d >> w.lookAlike;
    // The sixth came in session 57; five as before leave the endings' weight as it is.
    if (!in.fail() && in.peek() != EOF)
        in >> e >> w.stockEndings;
    require(!in.fail() && in.peek() == EOF && a == ',' && b == ',' && c == ',' && d == ',' && e == ',',
            "--rerank takes five or six numbers separated by commas (lines, words, unwished, tones, animals[, "
            "endings]), not \"" + text + "\"");
    return w;
}

} // namespace

CliOptions parseCliOptions(int argc, char **argv)
{
    CliOptions o;
    o.command = argc > 1 ? argv[1] : "";
    require(o.command == "generate" || o.command == "eval" || o.command == "batch",
            "unknown command \"" + o.command + "\"");
    const RuntimeOptions runtime;
    const DecodingOptions decoding;
    const EvalOptions eval;
    const BatchOptions batch;
    const Flags flags(argc, argv, 2,
                      {{"--model", ""}, {"--device", runtime.device}, {"--precision", runtime.cpuPrecision}, {"--threads", std::to_string(runtime.threads)},
                       {"--blas-threads", std::to_string(runtime.blasThreads)}, {"--beams", std::to_string(decoding.beams)},
                       {"--n-best", std::to_string(decoding.nBest)}, {"--temperature", std::to_string(decoding.temperature)},
                       {"--top-p", std::to_string(decoding.topP)}, {"--top-k", std::to_string(decoding.topK)},
                       {"--seed", std::to_string(decoding.seed)}, {"--pairs", ""}, {"--wishes", ""}, {"--blocklist", ""},
                       {"--json", ""}, {"--lexicon", ""}, {"--limit", std::to_string(eval.limit)}, {"--batch", std::to_string(eval.batch)},
                       {"--in", ""}, {"--out", ""}, {"--kind", "cangtou"}, {"--max-batch", std::to_string(batch.maxBatch)},
                       {"--rerank", weightsText(decoding.rerank)}, {"--occasion-lean", std::to_string(decoding.occasionLean)},
                       {"--booth", "spring"}, {"--zodiac", ""}},
                      {"--sample", "--as-visitors"});
    o.model = flags.text("--model");
    o.runtime.device = flags.text("--device");
    o.runtime.cpuPrecision = flags.text("--precision");
    o.runtime.threads = flags.integer("--threads");
    o.runtime.blasThreads = flags.integer("--blas-threads");
    o.decoding.beams = flags.integer("--beams");
    o.decoding.nBest = flags.integer("--n-best");
    o.decoding.sample = flags.given("--sample");
    o.decoding.temperature = flags.number("--temperature");
    o.decoding.topP = flags.number("--top-p");
    o.decoding.topK = flags.integer("--top-k");
    o.decoding.seed = uint64_t(flags.integer64("--seed"));
    o.decoding.rerank = parseWeights(flags.text("--rerank"));
    o.decoding.occasionLean = flags.number("--occasion-lean");
    o.eval = {flags.text("--pairs"), flags.text("--wishes"), flags.text("--blocklist"), flags.text("--json"),
              flags.text("--lexicon"), flags.integer("--limit"), std::max(1, flags.integer("--batch"))};
    const auto occasionError = readOccasion(flags.text("--booth"), flags.text("--zodiac"), &o.eval.occasion);
    require(occasionError.empty(), occasionError);
    o.batch.inputFile = flags.text("--in");
    o.batch.outputFile = flags.text("--out");
    o.batch.maxBatch = std::max(1, flags.integer("--max-batch"));
    o.batch.asVisitors = flags.given("--as-visitors");

    require(!o.model.empty(), "--model DIR is required");
    require(o.runtime.device == "cpu" || o.runtime.device == "cuda" || o.runtime.device == "auto",
            "--device must be cpu, cuda or auto, not \"" + o.runtime.device + "\"");
    require(o.decoding.beams >= 1 && o.decoding.beams <= 64, "--beams must be from 1 to 64");
    require(o.decoding.nBest >= 1 && o.decoding.nBest <= 64, "--n-best must be from 1 to 64");
    require(o.decoding.occasionLean >= 0 && o.decoding.occasionLean <= 10, "--occasion-lean must be from 0 to 10");
    require(o.decoding.temperature > 0 && o.decoding.topP > 0 && o.decoding.topP <= 1 && o.decoding.topK >= 0,
            "sampling needs --temperature > 0, 0 < --top-p <= 1 and --top-k >= 0");
    require(parseCoupletKind(flags.text("--kind"), &o.batch.kind),
            "--kind must be cangtou, qianzi or theme, not \"" + flags.text("--kind") + "\"");
    require(o.command != "batch" || (!o.batch.inputFile.empty() && !o.batch.outputFile.empty()),
            "batch needs --in FILE and --out FILE");
    return o;
}

} // namespace kaimen::cli
