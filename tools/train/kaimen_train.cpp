// kaimen-train: trains a PALM 2.0 couplet model with the very network code the kiosk runs.
// libtorch alone (builds in the "core" preset on a GPU machine too).
#include "Bleu.h"
#include "core/Checkpoint.h"
#include "core/PalmModel.h"
#include "core/Runtime.h"
#include "core/Search.h"
#include "TrainingData.h"

#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adamw.h>
#include <torch/serialize.h>
#include <torch/utils.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace kaimen;
using namespace kaimen::train;

namespace {

struct Options {
    std::string corpus = "build/corpus";
    std::string out = "build/train";
    std::string device = "cpu";
    std::string init;  // start from these weights (e.g. a shipped model's), with a fresh optimizer
    int64_t hidden = 256, encoderLayers = 3, decoderLayers = 3, encoderHeads = 4, decoderHeads = 4, ffn = 1024;
    double dropout = 0.1, labelSmoothing = 0.1, lr = 1e-3, weightDecay = 0.01, clip = 1.0;
    int64_t warmup = 400, steps = 8000, batchTokens = 6000, evalEvery = 300, saveEvery = 250, bleuExamples = 200;
    double minutes = 0;  // stop after this many minutes (0 = no limit); a checkpoint is saved first
    int threads = 0;
    int blasThreads = -1;  // OpenBLAS's pool (-1 = as --threads, 0 = one per core)
    uint64_t seed = 20270206;
    bool resume = false;
    bool tieEmbeddings = true;  // the decoder reads and writes the encoder's embedding (as PALM starts from BERT's)
};

const char *kUsage =
    "usage: kaimen-train [--corpus DIR] [--out DIR] [--device cpu|cuda|auto] [--threads N] [--blas-threads N]\n"
    "  [--hidden 256] [--encoder-layers 3] [--decoder-layers 3] [--encoder-heads 4] [--decoder-heads 4] [--ffn 1024]\n"
    "  [--dropout 0.1] [--label-smoothing 0.1] [--lr 1e-3] [--warmup 400] [--steps 8000] [--batch-tokens 6000]\n"
    "  [--init WEIGHTS.pt] [--clip 1.0] [--eval-every 300] [--save-every 250] [--minutes M] [--seed S] [--resume] [--untied-embeddings]\n";

Options parseOptions(int argc, char **argv)
{
    Options o;
    std::map<std::string, std::function<void(const std::string &)>> flags{
        {"--corpus", [&](auto v) { o.corpus = v; }}, {"--out", [&](auto v) { o.out = v; }},
        {"--device", [&](auto v) { o.device = v; }}, {"--init", [&](auto v) { o.init = v; }}, {"--threads", [&](auto v) { o.threads = std::stoi(v); }},
        {"--blas-threads", [&](auto v) { o.blasThreads = std::stoi(v); }},
        {"--hidden", [&](auto v) { o.hidden = std::stoll(v); }},
        {"--encoder-layers", [&](auto v) { o.encoderLayers = std::stoll(v); }},
        {"--decoder-layers", [&](auto v) { o.decoderLayers = std::stoll(v); }},
        {"--encoder-heads", [&](auto v) { o.encoderHeads = std::stoll(v); }},
        {"--decoder-heads", [&](auto v) { o.decoderHeads = std::stoll(v); }},
        {"--ffn", [&](auto v) { o.ffn = std::stoll(v); }}, {"--dropout", [&](auto v) { o.dropout = std::stod(v); }},
        {"--label-smoothing", [&](auto v) { o.labelSmoothing = std::stod(v); }},
        {"--lr", [&](auto v) { o.lr = std::stod(v); }}, {"--warmup", [&](auto v) { o.warmup = std::stoll(v); }},
        {"--steps", [&](auto v) { o.steps = std::stoll(v); }},
        {"--batch-tokens", [&](auto v) { o.batchTokens = std::stoll(v); }},
        {"--clip", [&](auto v) { o.clip = std::stod(v); }},
        {"--eval-every", [&](auto v) { o.evalEvery = std::stoll(v); }},
        {"--save-every", [&](auto v) { o.saveEvery = std::stoll(v); }},
        {"--minutes", [&](auto v) { o.minutes = std::stod(v); }},
        {"--seed", [&](auto v) { o.seed = std::stoull(v); }},
    };
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--resume") {
            o.resume = true;
            continue;
        }
        if (arg == "--untied-embeddings") {
            o.tieEmbeddings = false;
            continue;
        }
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            std::exit(0);
        }
        auto it = flags.find(arg);
        if (it == flags.end() || i + 1 >= argc)
            throw std::invalid_argument(it == flags.end() ? "unknown option " + arg : arg + " needs a value");
        try {
            it->second(argv[++i]);
        } catch (const std::logic_error &) {
            throw std::invalid_argument(arg + " expects a number, not \"" + argv[i] + "\"");
        }
    }
    return o;
}

struct Batch {
    torch::Tensor source, targetIn, targetOut;
    int64_t tokens = 0;
};

Batch collate(const std::vector<Example> &examples, const std::vector<size_t> &indices, int bos, int eos)
{
    size_t s = 0, t = 0;
    for (auto i : indices) {
        s = std::max(s, examples[i].source.size());
        t = std::max(t, examples[i].target.size() + 1);
    }
    const auto n = int64_t(indices.size());
    Batch b;
    b.source = torch::zeros({n, int64_t(s)}, torch::kLong);
    b.targetIn = torch::zeros({n, int64_t(t)}, torch::kLong);
    b.targetOut = torch::zeros({n, int64_t(t)}, torch::kLong);
    auto src = b.source.accessor<int64_t, 2>();
    auto tin = b.targetIn.accessor<int64_t, 2>();
    auto tout = b.targetOut.accessor<int64_t, 2>();
    for (int64_t r = 0; r < n; ++r) {
        const auto &e = examples[indices[size_t(r)]];
        for (size_t k = 0; k < e.source.size(); ++k)
            src[r][int64_t(k)] = e.source[k];
        tin[r][0] = bos;
        for (size_t k = 0; k < e.target.size(); ++k) {
            tin[r][int64_t(k) + 1] = e.target[k];
            tout[r][int64_t(k)] = e.target[k];
        }
        tout[r][int64_t(e.target.size())] = eos;
        b.tokens += int64_t(e.target.size() + 1);
    }
    return b;
}

// Label-smoothed cross entropy over the non-pad target tokens; returns (loss to optimise, plain NLL).
std::pair<torch::Tensor, torch::Tensor> smoothedLoss(const torch::Tensor &logits, const torch::Tensor &targetOut, double epsilon)
{
    auto logProbs = torch::log_softmax(logits.to(torch::kFloat), -1);
    auto mask = targetOut.ne(0).to(torch::kFloat);
    auto nll = -logProbs.gather(-1, targetOut.unsqueeze(-1)).squeeze(-1);
    auto uniform = -logProbs.mean(-1);
    const auto count = mask.sum();
    auto nllMean = (nll * mask).sum() / count;
    auto loss = ((1.0 - epsilon) * nll + epsilon * uniform).mul(mask).sum() / count;
    return {loss, nllMean};
}

std::string clock(double seconds)
{
    const auto s = int64_t(std::max(0.0, seconds));
    char text[32];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", (long long)(s / 3600), (long long)(s / 60 % 60), (long long)(s % 60));
    return text;
}

void writeText(const std::string &path, const std::string &text)
{
    const auto temp = path + ".tmp";
    {
        std::ofstream out(temp);
        out << text;
        if (!out)
            throw std::runtime_error("cannot write " + temp);
    }
    fs::rename(temp, path);
}

std::string architectureText(const Options &o, int64_t vocab)
{
    std::ostringstream out;
    out << "vocab_size=" << vocab << "\nhidden_size=" << o.hidden << "\nencoder_layers=" << o.encoderLayers
        << "\nencoder_heads=" << o.encoderHeads << "\nencoder_ffn=" << o.ffn << "\ndecoder_layers=" << o.decoderLayers
        << "\ndecoder_heads=" << o.decoderHeads << "\ndecoder_ffn=" << o.ffn << "\ndropout=" << o.dropout
        << "\nmax_positions=128\ndecoder_max_positions=128\n";
    return out.str();
}

struct DevResult {
    double loss = 0, bleu = 0;
};

DevResult evaluate(PalmModel &model, const std::vector<Example> &dev, const Options &o, torch::Device device,
                   int bos, int eos, int64_t vocab)
{
    torch::NoGradGuard noGrad;
    model->eval();
    DevResult result;
    double lossSum = 0, tokenSum = 0;
    std::mt19937_64 fixed(1);
    for (const auto &indices : makeBatches(dev, size_t(o.batchTokens), fixed)) {
        auto b = collate(dev, indices, bos, eos);
        auto logits = model->logits(model->decodeAll(model->encode(b.source.to(device)), b.source.to(device), b.targetIn.to(device)));
        auto [loss, nll] = smoothedLoss(logits, b.targetOut.to(device), 0.0);
        lossSum += nll.item<double>() * double(b.tokens);
        tokenSum += double(b.tokens);
    }
    result.loss = lossSum / std::max(1.0, tokenSum);
    // BLEU of greedy 下联 for the first dev pairs (the dev shard starts with the 对下联 examples).
    std::vector<std::vector<int>> hyps, refs;
    const size_t n = std::min<size_t>(size_t(o.bleuExamples), dev.size());
    DecodingOptions greedy;
    greedy.beams = 1;
    greedy.maxLength = 20;
    for (size_t start = 0; start < n; start += 50) {
        const size_t end = std::min(n, start + 50);
        size_t s = 0;
        for (size_t i = start; i < end; ++i)
            s = std::max(s, dev[i].source.size());
        auto source = torch::zeros({int64_t(end - start), int64_t(s)}, torch::kLong);
        for (size_t i = start; i < end; ++i)
            for (size_t k = 0; k < dev[i].source.size(); ++k)
                source[int64_t(i - start)][int64_t(k)] = dev[i].source[k];
        auto found = beamSearch(model, source.to(device), greedy, {bos, eos}, nullptr);
        for (size_t i = start; i < end; ++i) {
            hyps.push_back(found[i - start].empty() ? std::vector<int>{} : found[i - start].front().tokens);
            refs.push_back(dev[i].target);
        }
    }
    (void)vocab;
    result.bleu = bleu4(hyps, refs);
    model->train();
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    try {
        o = parseOptions(argc, argv);
    } catch (const std::exception &e) {
        std::cerr << "kaimen-train: " << e.what() << "\n" << kUsage;
        return 2;
    }
    try {
        const int threads = configureThreads(o.threads, o.blasThreads).torch;
        torch::manual_seed(o.seed);
        auto chosen = chooseDevice(o.device);
        std::map<std::string, std::string> corpus;
        for (auto &[k, v] : readKeyValues(o.corpus + "/corpus.txt"))
            corpus[k] = v;
        const int64_t vocab = std::stoll(corpus.at("vocab_size"));
        std::vector<Example> train;
        std::stringstream shardList(corpus.at("train_shards"));
        for (std::string shard; std::getline(shardList, shard, ',');) {
            auto part = readShard(o.corpus + "/" + shard);
            train.insert(train.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
        }
        auto dev = readShard(o.corpus + "/" + corpus.at("dev_shard"));
        const int bos = 2, eos = 3;

        fs::create_directories(o.out + "/checkpoint");
        fs::create_directories(o.out + "/best");
        ModelConfig config;
        config.encoder = {vocab, o.hidden, o.encoderLayers, o.encoderHeads, o.ffn, 128, 2, 1e-12};
        config.decoder = {o.decoderLayers, o.decoderHeads, o.ffn, 128, 1e-6};
        config.dropout = o.dropout;
        PalmModel model(config);
        model->initializeWeights();
        if (o.tieEmbeddings) {
            // One tensor serves the encoder's input, the decoder's input and the generator, so the
            // decoder writes in the space the encoder reads; the checkpoint still holds both names.
            model->decoderEmbeddings->weight = model->bert->wordEmbeddings->weight;
        }
        if (!o.init.empty() && !(o.resume && fs::exists(o.out + "/checkpoint/state.txt")))
            loadCheckpoint(model, o.init);
        model->to(chosen.device);
        // Parameters in use: with tied embeddings the decoder's own registered tensor is unused.
        std::vector<torch::Tensor> trained;
        for (auto &named : namedWeights(model)) {
            const torch::Tensor &tensor = named.second;  // a structured binding cannot be captured in C++17
            if (std::none_of(trained.begin(), trained.end(), [&](const torch::Tensor &t) { return t.is_same(tensor); }))
                trained.push_back(tensor);
        }
        int64_t parameters = 0;
        for (auto &p : trained)
            parameters += p.numel();

        torch::optim::AdamW optimizer(trained,
                                      torch::optim::AdamWOptions(o.lr).betas({0.9, 0.98}).eps(1e-9).weight_decay(o.weightDecay));
        int64_t step = 0;
        double bestDevLoss = 1e30;
        const auto stateFile = o.out + "/checkpoint/state.txt";
        if (o.resume && fs::exists(stateFile)) {
            loadCheckpoint(model, o.out + "/checkpoint/weights.pt");
            torch::load(optimizer, o.out + "/checkpoint/optimizer.pt");
            for (auto &[k, v] : readKeyValues(stateFile)) {
                if (k == "step")
                    step = std::stoll(v);
                if (k == "best_dev_loss")
                    bestDevLoss = std::stod(v);
            }
            std::cerr << "resumed at step " << step << " (best dev loss " << bestDevLoss << ")\n";
        }
        writeText(o.out + "/architecture.txt", architectureText(o, vocab));
        std::cerr << "kaimen-train: " << parameters << " parameters, " << train.size() << " training and " << dev.size()
                  << " dev examples, " << chosen.description << ", " << threads << " threads\n";

        // The data order is a function of the seed and the step, so a resumed run sees the same batches.
        BatchSchedule schedule(train, size_t(o.batchTokens), o.seed);

        const auto start = std::chrono::steady_clock::now();
        double windowTokens = 0, windowLoss = 0, windowSteps = 0;
        auto windowStart = start;
        const int64_t firstStep = step;
        auto save = [&](bool best) {
            saveCheckpoint(model, o.out + "/checkpoint/weights.pt", false);
            torch::save(optimizer, o.out + "/checkpoint/optimizer.pt.tmp");
            fs::rename(o.out + "/checkpoint/optimizer.pt.tmp", o.out + "/checkpoint/optimizer.pt");
            writeText(stateFile, "step=" + std::to_string(step) + "\nbest_dev_loss=" + std::to_string(bestDevLoss) + "\n");
            if (best)
                saveCheckpoint(model, o.out + "/best/weights.pt", false);
        };
        model->train();
        while (step < o.steps) {
            auto b = collate(train, schedule.batchAt(step), bos, eos);
            const double lr = o.lr * std::min(double(step + 1) / double(o.warmup), std::sqrt(double(o.warmup) / double(step + 1)));
            for (auto &group : optimizer.param_groups())
                static_cast<torch::optim::AdamWOptions &>(group.options()).lr(lr);
            auto source = b.source.to(chosen.device);
            auto logits = model->logits(model->decodeAll(model->encode(source), source, b.targetIn.to(chosen.device)));
            auto [loss, nll] = smoothedLoss(logits, b.targetOut.to(chosen.device), o.labelSmoothing);
            optimizer.zero_grad();
            loss.backward();
            torch::nn::utils::clip_grad_norm_(trained, o.clip);
            optimizer.step();
            ++step;
            windowTokens += double(b.tokens);
            windowLoss += nll.item<double>();
            windowSteps += 1;

            const auto now = std::chrono::steady_clock::now();
            const double windowSeconds = std::chrono::duration<double>(now - windowStart).count();
            if (windowSeconds >= 5.0 || step == o.steps) {
                const double elapsed = std::chrono::duration<double>(now - start).count();
                const double perStep = elapsed / double(step - firstStep);
                const int filled = int(30.0 * double(step) / double(o.steps));
                std::fprintf(stderr, "\r[%s%s] step %lld/%lld epoch %lld loss %.3f lr %.2e %.0f tok/s elapsed %s ETA %s   ",
                             std::string(size_t(filled), '#').c_str(), std::string(size_t(30 - filled), '.').c_str(),
                             (long long)step, (long long)o.steps, (long long)schedule.epochAt(step), windowLoss / windowSteps, lr,
                             windowTokens / windowSeconds, clock(elapsed).c_str(),
                             clock(perStep * double(o.steps - step)).c_str());
                windowTokens = windowLoss = windowSteps = 0;
                windowStart = now;
            }
            const bool outOfTime = o.minutes > 0
                && std::chrono::duration<double>(now - start).count() > o.minutes * 60.0;
            if (step % o.evalEvery == 0 || step == o.steps || outOfTime) {
                auto result = evaluate(model, dev, o, chosen.device, bos, eos, vocab);
                const bool best = result.loss < bestDevLoss;
                bestDevLoss = std::min(bestDevLoss, result.loss);
                std::fprintf(stderr, "\nstep %lld: dev loss %.4f, dev BLEU-4 %.2f%s\n", (long long)step, result.loss,
                             result.bleu, best ? " (best so far, saved)" : "");
                save(best);
            } else if (step % o.saveEvery == 0) {
                save(false);
            }
            if (outOfTime) {
                std::fprintf(stderr, "time limit reached at step %lld; resume with --resume\n", (long long)step);
                break;
            }
        }
        return 0;
    } catch (const std::exception &e) {
        std::cerr << "\nkaimen-train: " << e.what() << "\n";
        return 1;
    }
}
