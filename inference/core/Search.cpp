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

namespace {

// A beam search between decoder steps: the requests still decoding, their beams' sequences and
// scores, the decoder's cache, and the hypotheses each request has finished.
class BeamSearch {
public:
    BeamSearch(PalmModel &model, const torch::Tensor &source, const DecodingOptions &options, SearchTokens tokens)
        : m_model(model), m_options(options), m_tokens(tokens), m_beams(std::max(1, options.beams)),
          m_maxLength(std::max(1, options.maxLength)), m_memory(model->encode(source)),
          m_state(model->startDecoding(m_memory, source, m_beams, m_maxLength)), m_results(size_t(source.size(0)))
    {
        const int64_t batch = source.size(0);
        for (int64_t b = 0; b < batch; ++b)
            m_alive.push_back(int(b));
        m_sequences.resize(size_t(batch * m_beams));
        // Only the first beam of each request starts alive, so the beams do not all repeat it.
        m_beamScores = torch::full({batch, m_beams}, kDead);
        m_beamScores.select(1, 0).fill_(0.0f);
        m_lastTokens = torch::full({batch * m_beams}, tokens.bos, torch::kLong);
    }

    std::vector<std::vector<Hypothesis>> run(const ConstrainFn &constrain, const ObserveFn &observe)
    {
        for (int64_t step = 0; step < m_maxLength && !m_alive.empty(); ++step) {
            const auto chosen = choose(step, constrain);
            Moved moved = advance(step, chosen, observe);
            if (moved.keep.empty())
                break;
            keepOnly(chosen, std::move(moved));
        }
        for (auto &found : m_results)
            sortBestFirst(found);
        return std::move(m_results);
    }

private:
    // The best beams of each live request among all its beams' next tokens, after STEP.
    struct Chosen {
        torch::Tensor scores;  // length-normalised, [live, beams]
        torch::Tensor beam;    // the beam each continues
        torch::Tensor token;   // the token it adds
    };
    // What advance() leaves for keepOnly(): the requests that decode on, and every new beam's
    // source beam and sequence.
    struct Moved {
        std::vector<int64_t> keep;
        std::vector<int64_t> order;
        std::vector<std::vector<int>> sequences;
    };

    Chosen choose(int64_t step, const ConstrainFn &constrain)
    {
        const int64_t live = int64_t(m_alive.size());
        auto logProbs = m_model->decodeStep(m_lastTokens.to(m_memory.device()), step, m_state).to(torch::kCPU);
        const int64_t vocab = logProbs.size(1);
        if (step + 1 < m_options.minLength)
            logProbs.select(1, m_tokens.eos).fill_(kDead);
        std::vector<int> requests(size_t(live * m_beams));
        for (int64_t n = 0; n < live * m_beams; ++n)
            requests[size_t(n)] = m_alive[size_t(n / m_beams)];
        if (constrain)
            constrain(logProbs, m_sequences, requests);
        const double penalty = lengthPenalty(step + 1, m_options.lengthPenalty);
        // In place, and the penalty (one positive number per step) applied to the chosen alone:
        // the same order, without two more passes over beams x vocabulary floats a step.
        logProbs.add_(m_beamScores.view({-1, 1}));
        auto [topTotals, topIds] = torch::topk(logProbs.view({live, m_beams * vocab}), m_beams, 1);
        m_beamScores = topTotals;
        return {topTotals / penalty, topIds.div(vocab, "floor"), topIds.remainder(vocab)};
    }

    // Every live request's beams moved on by CHOSEN: a beam that ends (EOS, or the last step)
    // leaves as a finished hypothesis; a request ends once its best beam finished and it holds
    // options.finishedWanted hypotheses, when no beam goes on, or when OBSERVE abandons it.
    Moved advance(int64_t step, const Chosen &chosen, const ObserveFn &observe)
    {
        const int64_t live = int64_t(m_alive.size());
        auto scoresA = chosen.scores.accessor<float, 2>();
        auto liveScoresA = m_beamScores.accessor<float, 2>();
        auto beamA = chosen.beam.accessor<int64_t, 2>();
        auto tokenA = chosen.token.accessor<int64_t, 2>();
        Moved moved{{}, std::vector<int64_t>(size_t(live * m_beams)), std::vector<std::vector<int>>(size_t(live * m_beams))};
        for (int64_t r = 0; r < live; ++r) {
            auto &found = m_results[size_t(m_alive[size_t(r)])];
            bool bestFinished = false;
            int64_t bestContinuing = -1;
            for (int64_t j = 0; j < m_beams; ++j) {
                const int64_t from = r * m_beams + beamA[r][j];
                const int token = int(tokenA[r][j]);
                moved.order[size_t(r * m_beams + j)] = from;
                auto &seq = moved.sequences[size_t(r * m_beams + j)];
                seq = m_sequences[size_t(from)];
                const float score = scoresA[r][j];
                if (!std::isfinite(score))
                    continue;
                if (token == m_tokens.eos || step + 1 == m_maxLength) {
                    found.push_back({seq, double(score)});
                    liveScoresA[r][j] = kDead;
                    bestFinished = bestFinished || j == 0;
                    continue;
                }
                seq.push_back(token);
                if (bestContinuing < 0)
                    bestContinuing = r * m_beams + j;
            }
            if ((bestFinished && int(found.size()) >= m_options.finishedWanted) || bestContinuing < 0)
                continue;
            if (observe && !observe(m_alive[size_t(r)], moved.sequences[size_t(bestContinuing)])) {
                found.clear();
                continue;
            }
            moved.keep.push_back(r);
        }
        return moved;
    }

    // Drops the requests that ended from every tensor of the state, and reorders the decoder's
    // cache to the beams that go on.
    void keepOnly(const Chosen &chosen, Moved moved)
    {
        std::vector<int64_t> keptOrder;
        std::vector<std::vector<int>> keptSequences;
        std::vector<int> keptAlive;
        for (int64_t r : moved.keep) {
            keptAlive.push_back(m_alive[size_t(r)]);
            for (int64_t j = 0; j < m_beams; ++j) {
                keptOrder.push_back(moved.order[size_t(r * m_beams + j)]);
                keptSequences.push_back(std::move(moved.sequences[size_t(r * m_beams + j)]));
            }
        }
        auto keepTensor = torch::tensor(moved.keep, torch::kLong);
        m_beamScores = m_beamScores.index_select(0, keepTensor);
        PalmModelImpl::reorderCache(m_state, torch::tensor(keptOrder, torch::kLong).to(m_memory.device()));
        if (moved.keep.size() != m_alive.size())
            PalmModelImpl::keepRequests(m_state, keepTensor.to(m_memory.device()));
        m_lastTokens = chosen.token.index_select(0, keepTensor).reshape({-1});
        m_sequences = std::move(keptSequences);
        m_alive = std::move(keptAlive);
    }

    PalmModel &m_model;
    const DecodingOptions &m_options;
    const SearchTokens m_tokens;
    const int64_t m_beams;
    const int64_t m_maxLength;
    torch::Tensor m_memory;
    DecoderState m_state;
    std::vector<std::vector<Hypothesis>> m_results;
    std::vector<int> m_alive;                    // source row of each request still decoding
    std::vector<std::vector<int>> m_sequences;   // each live beam's tokens so far
    torch::Tensor m_beamScores;                  // [live, beams], unnormalised
    torch::Tensor m_lastTokens;                  // each live beam's last token
};

constexpr int64_t kNucleusCandidates = 256;

// LOGPROBS made into sampling logits: divided by the temperature, then the top-k and top-p
// (nucleus) filters of OPTIONS.
torch::Tensor samplingLogits(const torch::Tensor &logProbs, const DecodingOptions &options)
{
    auto logits = logProbs / std::max(1e-4, options.temperature);
    if (options.topK > 0 && options.topK < logits.size(1)) {
        auto kth = std::get<0>(torch::topk(logits, options.topK, 1)).select(1, options.topK - 1).unsqueeze(1);
        logits = logits.masked_fill(logits < kth, kDead);
    }
    if (options.topP < 1.0) {
        // The nucleus is looked for among the likeliest kNucleusCandidates tokens: sorting the
        // whole vocabulary of every row at every step took two thirds of a sampled couplet's time.
        const int64_t candidates = std::min<int64_t>(kNucleusCandidates, logits.size(1));
        auto [sorted, index] = torch::topk(logits, candidates, 1);
        auto probs = torch::softmax(logits, 1).gather(1, index);
        // Keep the smallest prefix whose mass reaches topP (the first token always stays).
        auto remove = (probs.cumsum(1) - probs) > options.topP;
        logits = torch::full_like(logits, kDead).scatter(1, index, sorted.masked_fill(remove, kDead));
    }
    return logits;
}

// The draws of a sampled search, side by side in one batch: batch row b is draw b % count of
// source row b / count, with its tokens so far and their summed log-probability.
class Draws {
public:
    Draws(int64_t rows, int64_t count)
        : m_count(count), m_found(size_t(rows)), m_sequences(size_t(rows * count)), m_sums(m_sequences.size(), 0.0),
          m_finished(m_sequences.size(), false), m_abandoned(size_t(rows), false)
    {
    }
    int64_t count() const { return m_count; }
    const std::vector<std::vector<int>> &sequences() const { return m_sequences; }
    std::vector<int> sourceRows() const
    {
        std::vector<int> rows(m_sequences.size());
        for (size_t b = 0; b < rows.size(); ++b)
            rows[b] = int(int64_t(b) / m_count);
        return rows;
    }
    torch::Tensor finishedMask() const
    {
        return torch::tensor(std::vector<uint8_t>(m_finished.begin(), m_finished.end())).to(torch::kBool);
    }

    // Each live draw takes its CHOSEN token (ending at EOS, on the LAST step, or where DEAD says
    // no token was allowed); false once every draw has ended.
    bool advance(const torch::Tensor &chosen, const torch::Tensor &dead, const torch::Tensor &logProbs, int eos,
                 bool last, const ObserveFn &observe)
    {
        auto chosenA = chosen.accessor<int64_t, 1>();
        auto deadA = dead.accessor<bool, 1>();
        auto lpA = logProbs.accessor<float, 2>();
        bool anyAlive = false;
        for (size_t b = 0; b < m_sequences.size(); ++b) {
            if (m_finished[b])
                continue;
            if (deadA[int64_t(b)]) {
                m_finished[b] = true;
                continue;
            }
            const int token = int(chosenA[int64_t(b)]);
            m_sums[b] += lpA[int64_t(b)][token];
            const auto row = size_t(int64_t(b) / m_count);
            if (token == eos || last) {
                m_finished[b] = true;
                m_found[row].push_back({m_sequences[b], m_sums[b] / double(m_sequences[b].size() + 1)});
                continue;
            }
            m_sequences[b].push_back(token);
            // A row's first draw shows its progress (the others would make the partial lines
            // jump between draws) and learns whether it was abandoned; the others stop with it.
            if (int64_t(b) % m_count == 0 && observe && !observe(int(row), m_sequences[b]))
                m_abandoned[row] = true;
            m_finished[b] = m_abandoned[row];
            anyAlive = anyAlive || !m_finished[b];
        }
        return anyAlive;
    }

    // Each source row's finished draws, best first.
    std::vector<std::vector<Hypothesis>> found()
    {
        for (auto &hypotheses : m_found)
            sortBestFirst(hypotheses);
        return std::move(m_found);
    }

private:
    int64_t m_count;
    std::vector<std::vector<Hypothesis>> m_found;
    std::vector<std::vector<int>> m_sequences;
    std::vector<double> m_sums;
    std::vector<bool> m_finished;
    std::vector<bool> m_abandoned;
};

} // namespace

std::vector<std::vector<Hypothesis>> beamSearch(PalmModel &model, const torch::Tensor &source,
                                                const DecodingOptions &options, SearchTokens tokens,
                                                const ConstrainFn &constrain, const ObserveFn &observe)
{
    return BeamSearch(model, source, options, tokens).run(constrain, observe);
}

std::vector<std::vector<Hypothesis>> sampleSearch(PalmModel &model, const torch::Tensor &source,
                                                  const DecodingOptions &options, SearchTokens tokens,
                                                  const ConstrainFn &constrain, const ObserveFn &observe)
{
    Draws draws(source.size(0), std::max(1, options.nBest));
    const int64_t maxLength = std::max(1, options.maxLength);
    const auto drawn = draws.count() > 1 ? source.repeat_interleave(draws.count(), 0) : source;
    auto memory = model->encode(drawn);
    auto state = model->startDecoding(memory, drawn, 1, maxLength);
    auto generator = at::detail::createCPUGenerator(options.seed);
    const auto requests = draws.sourceRows();
    auto lastTokens = torch::full({drawn.size(0)}, tokens.bos, torch::kLong);

    // Finished rows keep decoding padding so that the batch stays rectangular; their output is ignored.
    for (int64_t step = 0; step < maxLength; ++step) {
        auto logProbs = model->decodeStep(lastTokens.to(memory.device()), step, state).to(torch::kCPU);
        if (step + 1 < options.minLength)
            logProbs.select(1, tokens.eos).fill_(kDead);
        if (constrain)
            constrain(logProbs, draws.sequences(), requests);
        auto probs = torch::softmax(samplingLogits(logProbs, options), 1);
        auto dead = probs.isnan().any(1) | (probs.sum(1) <= 0);
        probs = probs.masked_fill(dead.unsqueeze(1), 1.0);  // rows with no allowed token end below
        auto chosen = torch::multinomial(probs, 1, true, generator).squeeze(1);
        if (!draws.advance(chosen, dead, logProbs, tokens.eos, step + 1 == maxLength, observe))
            break;
        lastTokens = chosen.masked_fill(draws.finishedMask(), 0);
    }
    return draws.found();
}

} // namespace kaimen
