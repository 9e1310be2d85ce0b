// kaimen-bench: what Kaimen costs on this machine, against what people would otherwise run.
//   kaimen-bench steps    (--synthetic palm-base|small | --model DIR) [--steps 32] ...
//   kaimen-bench serve    --model DIR [--requests 100] [--batches 1,2,4,...] [--rates 5,20,50] ...
//   kaimen-bench baseline --model DIR [--count 20] ...
//   kaimen-bench precision --model DIR --pairs PAIRS.tsv ...
//   kaimen-bench compare --model DIR --against OTHER_BUILD ...
//   kaimen-bench soak     --model DIR [--generations 20000] ...
//   kaimen-bench linear   [--rows 1,2,4,8,16] [--repeats 300] ...
#include "BenchCommands.h"

#include <iostream>
#include <map>
#include <string>

#include <unistd.h>

using namespace kaimen;

#if !defined(KAIMEN_REFERENCE_DIR) && !defined(KAIMEN_BENCH_STEPS_ONLY)
#error "KAIMEN_REFERENCE_DIR must name tools/reference"
#endif

namespace {

const char *kUsage =
    "usage: kaimen-bench steps (--synthetic palm-base|small | --model DIR) [--threads 1] [--blas-threads N] [--batch 1]\n"
    "                          [--steps 32] [--repeats 5] [--device cpu|cuda] [--decoder fp32|fp16|int8|libtorch] [--json FILE]\n"
    "       kaimen-bench serve --model DIR [--threads 1] [--blas-threads N] [--beams 2] [--device cpu|cuda] [--requests 100]\n"
    "                          [--batches 1,2,4,8,16,32,64] [--rates 5,20,50] [--seconds 10] [--json FILE]\n"
    "       kaimen-bench baseline --model DIR [--threads 1] [--blas-threads N] [--beams 2] [--count 20] [--python /usr/bin/python3]\n"
    "                          [--reference DIR (tools/reference: the eager PyTorch scripts)] [--decoders fp32,int8,libtorch]\n"
    "                          [--json FILE]\n"
    "       kaimen-bench precision --model DIR --pairs PAIRS.tsv [--limit 1000] [--decoders fp32,fp16,int8] [--json FILE]\n"
    "       kaimen-bench compare --model DIR --against OTHER_BUILD [--count 40] [--rounds 3] [--max-batch 16] [--json FILE]\n"
    "       kaimen-bench soak --model DIR [--generations 20000] [--window 2000] [--cache 64] [--json FILE]\n"
    "       kaimen-bench linear [--rows 1,2,4,8,16] [--repeats 300] [--json FILE]\n";

#ifndef KAIMEN_BENCH_STEPS_ONLY
// The folder this binary is in: kaimen-cli is built beside it.
std::string selfDir(const char *argv0)
{
    char path[4096];
    const auto n = ::readlink("/proc/self/exe", path, sizeof path - 1);
    const std::string self = n > 0 ? std::string(path, size_t(n)) : std::string(argv0);
    const auto slash = self.rfind('/');
    return slash == std::string::npos ? "." : self.substr(0, slash);
}
#endif

} // namespace

int main(int argc, char **argv)
{
    const std::string command = argc > 1 ? argv[1] : "";
    const std::map<std::string, std::map<std::string, std::string>> known{
        {"steps", {{"--synthetic", ""}, {"--model", ""}, {"--threads", "1"}, {"--blas-threads", "-1"}, {"--batch", "1"}, {"--steps", "32"},
                   {"--repeats", "5"}, {"--device", "cpu"}, {"--decoder", "fp32"}, {"--json", ""}}},
#ifndef KAIMEN_BENCH_STEPS_ONLY
        {"serve", {{"--model", ""}, {"--threads", "1"}, {"--blas-threads", "0"}, {"--beams", "2"}, {"--device", "cpu"}, {"--requests", "100"},
                   {"--batches", "1,2,4,8,16,32,64"}, {"--rates", "5,20,50"}, {"--seconds", "10"}, {"--json", ""}}},
        {"precision", {{"--model", ""}, {"--pairs", ""}, {"--threads", "1"}, {"--blas-threads", "0"}, {"--limit", "1000"},
                       {"--decoders", "fp32,fp16,int8"}, {"--json", ""}}},
        {"compare", {{"--model", ""}, {"--against", ""}, {"--cli", selfDir(argv[0]) + "/kaimen-cli"}, {"--count", "40"},
                     {"--rounds", "3"}, {"--max-batch", "16"}, {"--json", ""}}},
        {"linear", {{"--rows", "1,2,4,8,16"}, {"--repeats", "300"}, {"--json", ""}}},
        {"soak", {{"--model", ""}, {"--threads", "1"}, {"--blas-threads", "0"}, {"--generations", "20000"},
                  {"--window", "2000"}, {"--cache", "64"}, {"--json", ""}}},
        {"baseline", {{"--model", ""}, {"--threads", "1"}, {"--blas-threads", "0"}, {"--beams", "2"}, {"--count", "20"},
                      {"--python", "/usr/bin/python3"}, {"--reference", KAIMEN_REFERENCE_DIR}, {"--json", ""},
                      {"--decoders", "fp32,int8,libtorch"}}},
#endif
    };
    auto found = known.find(command);
    if (found == known.end()) {
        std::cerr << kUsage;
        return 2;
    }
    try {
        const Flags flags(argc, argv, 2, found->second);
        if (command == "steps")
            return runStepBench(flags);
#ifndef KAIMEN_BENCH_STEPS_ONLY
        if (command == "serve")
            return runServeBench(flags);
        if (command == "compare")
            return runCompareBench(flags);
        if (command == "precision")
            return runPrecisionBench(flags);
        if (command == "soak")
            return runSoakBench(flags);
        if (command == "linear")
            return runLinearBench(flags);
        return runBaselineBench(flags);
#else
        return 2;
#endif
    } catch (const std::invalid_argument &e) {
        std::cerr << "kaimen-bench: " << e.what() << "\n" << kUsage;
        return 2;
    } catch (const std::exception &e) {
        std::cerr << "kaimen-bench: " << e.what() << "\n";
        return 1;
    }
}
