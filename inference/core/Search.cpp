#include "Search.h"

#include <ATen/CPUGeneratorImpl.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace kaimen {
namespace {

constexpr float kDead = -std::numeric_limits<float>::infinity();

double lengthPenalty(int64_t length, double alpha)
{
    return std::pow((5.0 + double(length)) / 6.0, alpha);
}

} // namespace

std::vector<std::vector<Hypothesis>> beamSearch(PalmModel &model, const torch::Tensor &source,
                                                const DecodingOptions &options, SearchTokens tokens,
                                                const ConstrainFn &constrain, const ObserveFn &observe)
{
    const int64_t batch = source.size(0);
    const int64_t beams = std::max(1, options.beams);
    const int64_t maxLength = std::max(1, options.maxLength);
    auto memory = model->encode(source);
    auto state = model->startDecoding(memory, source, beams, maxLength);

    std::vector<std::vector<Hypothesis>> results(static_cast<size_t>(batch));
    std::vector<int> alive(static_cast<size_t>(batch));  // source row of each request still decoding
    for (int64_t b = 0; b < batch; ++b)
        alive[size_t(b)] = int(b);
    std::vector<std::vector<int>> sequences(static_cast<size_t>(batch * beams));
    // Only the first beam of each request starts alive, so the beams do not all repeat it.
    auto beamScores = torch::full({batch, beams}, kDead);
    beamScores.select(1, 0).fill_(0.0f);
    auto lastTokens = torch::full({batch * beams}, tokens.bos, torch::kLong);

    for (int64_t step = 0; step < maxLength && !alive.empty(); ++step) {
        const int64_t live = int64_t(alive.size());
        auto logProbs = model->decodeStep(lastTokens.to(memory.device()), step, state).to(torch::kCPU);
        const int64_t vocab = logProbs.size(1);
        if (step + 1 < options.minLength)
            logProbs.select(1, tokens.eos).fill_(kDead);
        std::vector<int> requests(size_t(live * beams));
        for (int64_t n = 0; n < live * beams; ++n)
            requests[size_t(n)] = alive[size_t(n / beams)];
        if (constrain)
            constrain(logProbs, sequences, requests);

        const double penalty = lengthPenalty(step + 1, options.lengthPenalty);
        auto total = (logProbs + beamScores.view({-1, 1})).view({live, beams * vocab});
        auto [topScores, topIds] = torch::topk(total / penalty, beams, 1);
        auto chosenBeam = topIds.div(vocab, "floor");
        auto chosenToken = topIds.remainder(vocab);
        beamScores = topScores * penalty;

        auto scoresA = topScores.accessor<float, 2>();
        auto liveScoresA = beamScores.accessor<float, 2>();
        auto beamA = chosenBeam.accessor<int64_t, 2>();
        auto tokenA = chosenToken.accessor<int64_t, 2>();
        std::vector<std::vector<int>> nextSequences(size_t(live * beams));
        std::vector<int64_t> order(size_t(live * beams));
        std::vector<int64_t> keep;
        for (int64_t r = 0; r < live; ++r) {
            auto &found = results[size_t(alive[size_t(r)])];
            bool bestFinished = false, anyContinuing = false;
            int64_t bestContinuing = -1;
            for (int64_t j = 0; j < beams; ++j) {
                const int64_t from = r * beams + beamA[r][j];
                const int token = int(tokenA[r][j]);
                order[size_t(r * beams + j)] = from;
                auto &seq = nextSequences[size_t(r * beams + j)];
                seq = sequences[size_t(from)];
                const float score = scoresA[r][j];
                if (!std::isfinite(score))
                    continue;
                if (token == tokens.eos || step + 1 == maxLength) {
                    // A finished hypothesis leaves the beam; the request ends once its best beam finished
                    // and it holds options.finishedWanted hypotheses.
                    found.push_back({seq, double(score)});
                    liveScoresA[r][j] = kDead;
                    bestFinished = bestFinished || j == 0;
                    continue;
                }
                seq.push_back(token);
                if (!anyContinuing)
                    bestContinuing = r * beams + j;
                anyContinuing = true;
            }
            if ((bestFinished && int(found.size()) >= options.finishedWanted) || !anyContinuing)
                continue;
            if (observe && !observe(alive[size_t(r)], nextSequences[size_t(bestContinuing)])) {
                found.clear();
                continue;
            }
            keep.push_back(r);
        }
        // Drop finished requests from every tensor of the state.
        std::vector<int64_t> keptOrder;
        std::vector<std::vector<int>> keptSequences;
        std::vector<int> keptAlive;
        for (int64_t r : keep) {
            keptAlive.push_back(alive[size_t(r)]);
            for (int64_t j = 0; j < beams; ++j) {
                keptOrder.push_back(order[size_t(r * beams + j)]);
                keptSequences.push_back(std::move(nextSequences[size_t(r * beams + j)]));
            }
        }
        if (keep.empty())
            break;
        auto keepTensor = torch::tensor(keep, torch::kLong);
        beamScores = beamScores.index_select(0, keepTensor);
        auto lastAll = chosenToken.index_select(0, keepTensor).reshape({-1});
        auto orderTensor = torch::tensor(keptOrder, torch::kLong).to(memory.device());
        PalmModelImpl::reorderCache(state, orderTensor);
        if (int64_t(keep.size()) != live)
            PalmModelImpl::keepRequests(state, keepTensor.to(memory.device()));
        lastTokens = lastAll;
        sequences = std::move(keptSequences);
        alive = std::move(keptAlive);
    }
    for (auto &found : results)
        sortBestFirst(found);
    return results;
}

std::vector<std::vector<Hypothesis>> sampleSearch(PalmModel &model, const torch::Tensor &source,
                                                  const DecodingOptions &options, SearchTokens tokens,
                                                  const ConstrainFn &constrain, const ObserveFn &observe)
{
    const int64_t batch = source.size(0);
    const int64_t maxLength = std::max(1, options.maxLength);
    auto memory = model->encode(source);
    auto state = model->startDecoding(memory, source, 1, maxLength);
    auto generator = at::detail::createCPUGenerator(options.seed);

    std::vector<std::vector<Hypothesis>> results(static_cast<size_t>(batch));
    std::vector<std::vector<int>> sequences(static_cast<size_t>(batch));
    std::vector<double> sums(static_cast<size_t>(batch), 0.0);
    std::vector<bool> finished(static_cast<size_t>(batch), false);
    std::vector<int> requests(static_cast<size_t>(batch));
    for (int64_t b = 0; b < batch; ++b)
        requests[size_t(b)] = int(b);
    auto lastTokens = torch::full({batch}, tokens.bos, torch::kLong);

    // Finished rows keep decoding padding so that the batch stays rectangular; their output is ignored.
    for (int64_t step = 0; step < maxLength; ++step) {
        auto logProbs = model->decodeStep(lastTokens.to(memory.device()), step, state).to(torch::kCPU);
        if (step + 1 < options.minLength)
            logProbs.select(1, tokens.eos).fill_(kDead);
        if (constrain)
            constrain(logProbs, sequences, requests);
        auto logits = logProbs / std::max(1e-4, options.temperature);
        if (options.topK > 0 && options.topK < logits.size(1)) {
            auto kth = std::get<0>(torch::topk(logits, options.topK, 1)).select(1, options.topK - 1).unsqueeze(1);
            logits = logits.masked_fill(logits < kth, kDead);
        }
        if (options.topP < 1.0) {
            auto [sorted, index] = torch::sort(logits, 1, true);
            auto cumulative = torch::softmax(sorted, 1).cumsum(1);
            // Keep the smallest prefix whose mass reaches topP (the first token always stays).
            auto remove = (cumulative - torch::softmax(sorted, 1)) > options.topP;
            logits = logits.scatter(1, index, sorted.masked_fill(remove, kDead));
        }
        auto probs = torch::softmax(logits, 1);
        auto dead = probs.isnan().any(1) | (probs.sum(1) <= 0);
        probs = probs.masked_fill(dead.unsqueeze(1), 1.0);  // rows with no allowed token end below
        auto chosen = torch::multinomial(probs, 1, false, generator).squeeze(1);
        auto chosenA = chosen.accessor<int64_t, 1>();
        auto deadA = dead.accessor<bool, 1>();
        auto lpA = logProbs.accessor<float, 2>();
        bool anyAlive = false;
        for (int64_t b = 0; b < batch; ++b) {
            if (finished[size_t(b)])
                continue;
            if (deadA[b]) {
                finished[size_t(b)] = true;
                continue;
            }
            const int token = int(chosenA[b]);
            sums[size_t(b)] += lpA[b][token];
            if (token == tokens.eos || step + 1 == maxLength) {
                finished[size_t(b)] = true;
                const double length = double(sequences[size_t(b)].size() + 1);
                results[size_t(b)].push_back({sequences[size_t(b)], sums[size_t(b)] / length});
                continue;
            }
            sequences[size_t(b)].push_back(token);
            if (observe && !observe(int(b), sequences[size_t(b)])) {
                finished[size_t(b)] = true;
                continue;
            }
            anyAlive = true;
        }
        if (!anyAlive)
            break;
        lastTokens = chosen.masked_fill(torch::tensor(std::vector<uint8_t>(finished.begin(), finished.end())).to(torch::kBool), 0);
    }
    return results;
}

} // namespace kaimen
