// kaimen-cli: couplets from the command line, one JSON line in, one JSON line out.
#include "BatchCommand.h"
#include "CliOptions.h"
#include "EvalCommand.h"
#include "GenerateCommand.h"

#include "kaimen/CoupletGenerator.h"
#include "kaimen/Errors.h"

#include <iostream>
#include <memory>
#include <string>

using namespace kaimen;

namespace {

// The engine's options for a batch: repeated words come from the cache with no extra work, and
// large batches want every core for the matrix products.
EngineOptions batchEngine(const cli::CliOptions &o)
{
    EngineOptions engine;
    engine.modelDirectory = o.model;
    engine.runtime = o.runtime;
    engine.decoding = o.decoding;
    engine.coupletsPerInput = 1;
    if (o.runtime.blasThreads < 0)
        engine.runtime.blasThreads = 0;
    return engine;
}

std::unique_ptr<CoupletGenerator> loadGenerator(const cli::CliOptions &o)
{
    try {
        auto generator = CoupletGenerator::load(o.model, o.runtime);
        std::cerr << "kaimen-cli: " << generator->manifest().name << " on " << generator->deviceDescription() << "\n";
        return generator;
    } catch (const ModelLoadError &e) {
        std::cerr << "kaimen-cli: cannot load the model: " << e.what() << "\n";
    } catch (const std::exception &e) {
        std::cerr << "kaimen-cli: cannot load the model from " << o.model << ": " << e.what() << "\n";
    }
    return nullptr;
}

} // namespace

int main(int argc, char **argv)
{
    const std::string first = argc > 1 ? argv[1] : "";
    const std::string second = argc > 2 ? argv[2] : "";
    // "kaimen-cli --help" and "kaimen-cli eval --help" alike: the usage, on stdout, and success.
    if (first.empty() || first == "--help" || first == "-h" || second == "--help" || second == "-h") {
        std::cout << cli::kUsage;
        return first.empty() ? 2 : 0;
    }
    if (first == "--version") {
        std::cout << "kaimen-cli " << KAIMEN_VERSION << "\n";
        return 0;
    }
    cli::CliOptions o;
    try {
        o = cli::parseCliOptions(argc, argv);
    } catch (const std::invalid_argument &e) {
        std::cerr << "kaimen-cli: " << e.what() << "\n" << cli::kUsage;
        return 2;
    }
    if (o.command == "batch")
        return cli::runBatch(batchEngine(o), o.batch);
    auto generator = loadGenerator(o);
    if (!generator)
        return 1;
    try {
        return o.command == "eval" ? cli::runEval(*generator, o.decoding, o.eval) : cli::runGenerate(*generator, o.decoding);
    } catch (const std::exception &e) {
        std::cerr << "kaimen-cli: " << e.what() << "\n";
        return 1;
    }
}
