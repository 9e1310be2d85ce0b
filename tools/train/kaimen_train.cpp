// kaimen-train: trains a PALM 2.0 couplet model with the very network code the kiosk runs.
// libtorch alone (builds in the "core" preset on a GPU machine too).
#include "Bleu.h"
#include "core/Checkpoint.h"
#include "core/PalmModel.h"
#include "core/Runtime.h"
#include "core/Search.h"
#include "PickledCheckpoint.h"
#include "MixedPrecision.h"
#include "StepMemory.h"
#include "TrainOptions.h"
#include "TrainingData.h"

#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adamw.h>
#include <torch/serialize.h>
#include <torch/utils.h>
#include <torch/version.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

namespace fs = std::filesystem;
using namespace kaimen;
using namespace kaimen::train;

namespace {

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

namespace {

// The corpus as prepare_corpus.py wrote it: its vocabulary size, the training and dev examples.
struct Corpus {
    int64_t vocab = 0;
    std::vector<Example> train, dev;
};

Corpus readCorpus(const std::string &folder)
{
    std::map<std::string, std::string> manifest;
    for (auto &[k, v] : readKeyValues(folder + "/corpus.txt"))
        manifest[k] = v;
    Corpus corpus;
    corpus.vocab = std::stoll(manifest.at("vocab_size"));
    std::stringstream shardList(manifest.at("train_shards"));
    for (std::string shard; std::getline(shardList, shard, ',');) {
        auto part = readShard(folder + "/" + shard);
        corpus.train.insert(corpus.train.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
    }
    corpus.dev = readShard(folder + "/" + manifest.at("dev_shard"));
    return corpus;
}

PalmModel makeModel(const Options &o, int64_t vocab)
{
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
    return model;
}

// The parameters in use: with tied embeddings the decoder's own registered tensor is unused.
std::vector<torch::Tensor> trainedParameters(PalmModel &model)
{
    std::vector<torch::Tensor> trained;
    for (auto &named : namedWeights(model)) {
        const torch::Tensor &tensor = named.second;  // a structured binding cannot be captured in C++17
        if (std::none_of(trained.begin(), trained.end(), [&](const torch::Tensor &t) { return t.is_same(tensor); }))
            trained.push_back(tensor);
    }
    return trained;
}

// Weights from FILE: safetensors, or a PyTorch archive that an earlier run or tool wrote (the
// training tool alone still reads those; the kiosk does not).
void loadWeightsFile(PalmModel &model, const std::string &file)
{
    if (isPyTorchArchive(file))
        loadTensors(model, readPickledCheckpoint(file), file);
    else
        loadCheckpoint(model, file);
}

// One training run: the model, its optimizer and where the run stands, saved to and resumed from
// OUT/checkpoint (weights.safetensors, optimizer.pt, state.txt; a run begun before issue 22 has
// weights.pt there, read once and replaced at the next save) and the best dev loss's weights in
// OUT/best.
class Trainer {
public:
    Trainer(const Options &o, const Corpus &corpus, const ChosenDevice &device)
        : m_o(o), m_corpus(corpus), m_device(device.device), m_model(makeModel(o, corpus.vocab)),
          m_schedule(corpus.train, size_t(o.batchTokens), o.seed)
    {
        fs::create_directories(o.out + "/checkpoint");
        fs::create_directories(o.out + "/best");
        if (!o.init.empty() && !(o.resume && fs::exists(stateFile())))
            loadWeightsFile(m_model, o.init);
        m_model->to(m_device);
        m_trained = trainedParameters(m_model);
        m_optimizer = std::make_unique<torch::optim::AdamW>(
            m_trained, torch::optim::AdamWOptions(o.lr).betas({0.9, 0.98}).eps(1e-9).weight_decay(o.weightDecay));
        if (o.resume && fs::exists(stateFile()))
            resume();
    }

    int64_t parameterCount() const
    {
        int64_t count = 0;
        for (auto &p : m_trained)
            count += p.numel();
        return count;
    }

    void run()
    {
        const auto start = std::chrono::steady_clock::now();
        m_windowStart = start;
        const int64_t firstStep = m_step;
        m_model->train();
        while (m_step < m_o.steps) {
            const double lr = learningRate();
            const auto tokens = trainStep(lr);
            m_windowTokens += double(tokens);
            const auto now = std::chrono::steady_clock::now();
            const double elapsed = std::chrono::duration<double>(now - start).count();
            if (std::chrono::duration<double>(now - m_windowStart).count() >= 5.0 || m_step == m_o.steps)
                report(lr, elapsed, elapsed / double(m_step - firstStep), now);
            const bool outOfTime = m_o.minutes > 0 && elapsed > m_o.minutes * 60.0;
            if (m_step % m_o.evalEvery == 0 || m_step == m_o.steps || outOfTime)
                evaluateAndSave();
            else if (m_step % m_o.saveEvery == 0)
                save(false);
            if (outOfTime) {
                std::fprintf(stderr, "time limit reached at step %lld; resume with --resume\n", (long long)m_step);
                break;
            }
        }
    }

private:
    std::string stateFile() const { return m_o.out + "/checkpoint/state.txt"; }

    void resume()
    {
        const auto weights = m_o.out + "/checkpoint/weights.safetensors";
        loadWeightsFile(m_model, fs::exists(weights) ? weights : m_o.out + "/checkpoint/weights.pt");
        torch::load(*m_optimizer, m_o.out + "/checkpoint/optimizer.pt");
        for (auto &[k, v] : readKeyValues(stateFile())) {
            if (k == "step")
                m_step = std::stoll(v);
            if (k == "best_dev_loss")
                m_bestDevLoss = std::stod(v);
        }
        std::cerr << "resumed at step " << m_step << " (best dev loss " << m_bestDevLoss << ")\n";
    }

    void save(bool best)
    {
        saveCheckpoint(m_model, m_o.out + "/checkpoint/weights.safetensors", false);
        fs::remove(m_o.out + "/checkpoint/weights.pt");  // an earlier run's, now stale
        torch::save(*m_optimizer, m_o.out + "/checkpoint/optimizer.pt.tmp");
        fs::rename(m_o.out + "/checkpoint/optimizer.pt.tmp", m_o.out + "/checkpoint/optimizer.pt");
        writeText(stateFile(), "step=" + std::to_string(m_step) + "\nbest_dev_loss=" + std::to_string(m_bestDevLoss) + "\n");
        if (best)
        {
            saveCheckpoint(m_model, m_o.out + "/best/weights.safetensors", false);
            fs::remove(m_o.out + "/best/weights.pt");
        }
    }

    // Warm-up, then the inverse square root of the step.
    double learningRate() const
    {
        const double warmup = double(m_o.warmup), next = double(m_step + 1);
        return m_o.lr * std::min(next / warmup, std::sqrt(warmup / next));
    }

    // One optimizer step on the schedule's batch; returns the target tokens it held.
    int64_t trainStep(double lr)
    {
        const int bos = 2, eos = 3;
        auto b = collate(m_corpus.train, m_schedule.batchAt(m_step), bos, eos);
        for (auto &group : m_optimizer->param_groups())
            static_cast<torch::optim::AdamWOptions &>(group.options()).lr(lr);
        auto source = b.source.to(m_device);
        torch::Tensor logits;
        {
            const Bf16Autocast autocast(m_device, m_o.bf16);
            logits = m_model->logits(m_model->decodeAll(m_model->encode(source), source, b.targetIn.to(m_device)));
        }
        // The loss in float32 whatever the products were.
        auto [loss, nll] = smoothedLoss(logits.to(torch::kFloat), b.targetOut.to(m_device), m_o.labelSmoothing);
        m_optimizer->zero_grad();
        loss.backward();
        torch::nn::utils::clip_grad_norm_(m_trained, m_o.clip);
        m_optimizer->step();
        ++m_step;
        m_windowLoss += nll.item<double>();
        m_windowSteps += 1;
        return b.tokens;
    }

    void report(double lr, double elapsed, double secondsPerStep, std::chrono::steady_clock::time_point now)
    {
        const double windowSeconds = std::chrono::duration<double>(now - m_windowStart).count();
        const int filled = int(30.0 * double(m_step) / double(m_o.steps));
        std::fprintf(stderr, "\r[%s%s] step %lld/%lld epoch %lld loss %.3f lr %.2e %.0f tok/s elapsed %s ETA %s   ",
                     std::string(size_t(filled), '#').c_str(), std::string(size_t(30 - filled), '.').c_str(),
                     (long long)m_step, (long long)m_o.steps, (long long)m_schedule.epochAt(m_step),
                     m_windowLoss / m_windowSteps, lr, m_windowTokens / windowSeconds,
                     clock(elapsed).c_str(),
                     clock(secondsPerStep * double(m_o.steps - m_step)).c_str());
        m_windowTokens = m_windowLoss = m_windowSteps = 0;
        m_windowStart = now;
    }

    void evaluateAndSave()
    {
        const auto result = evaluate(m_model, m_corpus.dev, m_o, m_device, 2, 3, m_corpus.vocab);
        const bool best = result.loss < m_bestDevLoss;
        m_bestDevLoss = std::min(m_bestDevLoss, result.loss);
        std::fprintf(stderr, "\nstep %lld: dev loss %.4f, dev BLEU-4 %.2f%s\n", (long long)m_step, result.loss,
                     result.bleu, best ? " (best so far, saved)" : "");
        save(best);
    }

    const Options &m_o;
    const Corpus &m_corpus;
    torch::Device m_device;
    PalmModel m_model;
    std::vector<torch::Tensor> m_trained;
    std::unique_ptr<torch::optim::AdamW> m_optimizer;
    BatchSchedule m_schedule;  // the data order is a function of the seed and the step: a resumed run sees the same batches
    int64_t m_step = 0;
    double m_bestDevLoss = 1e30;
    std::chrono::steady_clock::time_point m_windowStart;
    double m_windowTokens = 0, m_windowLoss = 0, m_windowSteps = 0;
};

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
    if (o.help) {
        std::cout << kUsage;
        return 0;
    }
    try {
        keepFreedBlocksForReuse();
        const int threads = configureThreads(o.threads, o.blasThreads).torch;
        torch::manual_seed(o.seed);
        const auto device = chooseDevice(o.device);
        if (const auto product = o.bf16 ? autocastProductType(device.device) : torch::kBFloat16; product != torch::kBFloat16)
            throw std::runtime_error("--autocast bf16: libtorch " TORCH_VERSION " still multiplies in "
                                     + std::string(c10::toString(product)) + " on " + describeDeviceInEnglish(device.running)
                                     + " under autocast; train with --autocast off");
        const auto corpus = readCorpus(o.corpus);
        Trainer trainer(o, corpus, device);
        writeText(o.out + "/architecture.txt", architectureText(o, corpus.vocab));
        std::cerr << "kaimen-train: " << trainer.parameterCount() << " parameters, " << corpus.train.size() << " training and "
                  << corpus.dev.size() << " dev examples, " << describeDeviceInEnglish(device.running) << ", " << threads << " threads"
                  << (o.bf16 ? ", products in bfloat16 (autocast)" : "") << ", libtorch " TORCH_VERSION "\n";
        trainer.run();
        return 0;
    } catch (const std::exception &e) {
        std::cerr << "\nkaimen-train: " << e.what() << "\n";
        return 1;
    }
}
