#include "PackedDecoder.h"

#include "PackedWeights.h"
#include "cpu/LayerMath.h"

#include <ATen/ATen.h>

#include <cmath>
#include <cstring>
#include <map>
#include <stdexcept>

namespace kaimen {

using cpu::PackedMatrix;
using cpu::WeightType;

struct PackedDecoder::State {
    int64_t hypsPerRequest = 1;
    int64_t maxLength = 0;
    int64_t capacity = 0;                  // hypotheses at the start: rows of the cache per position
    int64_t sourceLength = 0;
    std::vector<int64_t> requestOf;        // original source row of each live request
    std::vector<int64_t> memoryRow;        // per original row: its distinct source's index
    int64_t live = 0;                      // hypotheses now
    std::vector<std::vector<float>> memoryKeys, memoryValues;  // per layer [distinct sources, S, H]
    std::vector<uint8_t> sourcePad;        // [distinct sources, S]
    // Per layer and position: [capacity, H] keys and values, allocated uninitialised when the
    // position is first decoded (most searches end well before maxLength; zeroing the whole
    // cache up front was a twentieth of a batched search, and its page faults more).
    std::vector<std::unique_ptr<float[]>> keyBlocks, valueBlocks;  // [layer * maxLength + position]
    std::unique_ptr<float[]> logProbs;     // [capacity, V], what step() returns a view of
    float *keys(size_t layer, int64_t t) const { return keyBlocks[layer * size_t(maxLength) + size_t(t)].get(); }
    float *values(size_t layer, int64_t t) const { return valueBlocks[layer * size_t(maxLength) + size_t(t)].get(); }
    std::vector<int32_t> rowAt;            // [maxLength, capacity]: cache row of hypothesis n at a position
    int64_t written = 0;                   // positions in the cache
};

using namespace packing;

PackedDecoder::PackedDecoder(const std::vector<std::pair<std::string, at::Tensor>> &list, const ModelConfig &config,
                             const at::Tensor &positionTable, WeightType type, std::shared_ptr<cpu::WorkerPool> pool)
    : m_config(config), m_type(type), m_pool(std::move(pool))
{
    const Named named(list.begin(), list.end());
    const auto embeddings = weight(named, "decoder.embeddings.weight");
    m_embeddings = floats(embeddings);
    m_positions = floats(positionTable);
    const double eps = config.decoder.layerNormEps;
    for (int64_t l = 0; l < config.decoder.numLayers; ++l) {
        const auto p = "decoder.transformer_layers." + std::to_string(l) + ".";
        Layer layer;
        const auto self = p + "self_attn.";
        layer.selfQkv = packStacked(named, {self + "linear_query", self + "linear_keys", self + "linear_values"}, type);
        layer.selfOut = packLinear(named, self + "final_linear", type);
        const auto context = p + "context_attn.";
        layer.crossQuery = packLinear(named, context + "linear_query", type);
        layer.crossKey = packLinear(named, context + "linear_keys", type);
        layer.crossValue = packLinear(named, context + "linear_values", type);
        layer.crossOut = packLinear(named, context + "final_linear", type);
        layer.w1 = packLinear(named, p + "feed_forward.w_1", type);
        layer.w2 = packLinear(named, p + "feed_forward.w_2", type);
        layer.norm1 = norm(named, p + "layer_norm_1", eps);
        layer.norm2 = norm(named, p + "layer_norm_2", eps);
        layer.ffnNorm = norm(named, p + "feed_forward.layer_norm", eps);
        m_layers.push_back(std::move(layer));
    }
    m_finalNorm = norm(named, "decoder.layer_norm", eps);
    m_generator = pack(embeddings, weight(named, "generator.dense.bias"), type);
}

int64_t PackedDecoder::weightBytes() const
{
    int64_t bytes = m_generator.bytes();
    for (const auto &l : m_layers)
        for (const auto *m : {&l.selfQkv, &l.selfOut, &l.crossQuery, &l.crossKey, &l.crossValue, &l.crossOut, &l.w1, &l.w2})
            bytes += m->bytes();
    return bytes;
}

std::shared_ptr<PackedDecoder::State> PackedDecoder::start(const at::Tensor &memory, const at::Tensor &source,
                                                           int64_t hypsPerRequest, int64_t maxLength) const
{
    auto state = std::make_shared<State>();
    const int64_t b = source.size(0), s = source.size(1), h = m_config.hiddenSize();
    state->hypsPerRequest = hypsPerRequest;
    state->maxLength = maxLength;
    state->capacity = b * hypsPerRequest;
    state->live = state->capacity;
    state->sourceLength = s;
    for (int64_t r = 0; r < b; ++r)
        state->requestOf.push_back(r);
    // Identical sources (the per-opening 藏头 searches send one prompt six times) share their
    // cross-attention keys and values: computed and kept once.
    auto ids = source.to(at::kLong).contiguous();
    auto mem = memory.to(at::kFloat).contiguous();
    std::map<std::vector<int64_t>, int64_t> uniqueIndex;
    std::vector<float> uniqueRows;
    for (int64_t r = 0; r < b; ++r) {
        const int64_t *row = ids.data_ptr<int64_t>() + r * s;
        auto [it, added] = uniqueIndex.emplace(std::vector<int64_t>(row, row + s), int64_t(uniqueIndex.size()));
        state->memoryRow.push_back(it->second);
        if (!added)
            continue;
        const float *states = mem.data_ptr<float>() + r * s * h;
        uniqueRows.insert(uniqueRows.end(), states, states + s * h);
        for (int64_t t = 0; t < s; ++t)
            state->sourcePad.push_back(row[t] == 0);
    }
    const int64_t uniqueCount = int64_t(uniqueIndex.size());
    for (const auto &layer : m_layers) {
        std::vector<float> keys(uniqueRows.size()), values(uniqueRows.size());
        cpu::linear(uniqueRows.data(), uniqueCount * s, layer.crossKey, keys.data());
        cpu::linear(uniqueRows.data(), uniqueCount * s, layer.crossValue, values.data());
        state->memoryKeys.push_back(std::move(keys));
        state->memoryValues.push_back(std::move(values));
    }
    state->keyBlocks.resize(m_layers.size() * size_t(maxLength));
    state->valueBlocks.resize(m_layers.size() * size_t(maxLength));
    state->logProbs.reset(new float[size_t(state->capacity * m_config.vocabSize())]);
    state->rowAt.assign(size_t(maxLength * state->capacity), 0);
    return state;
}

namespace {

// Where one head of one hypothesis reads: the key and value vectors it attends over.
struct HeadView {
    std::vector<const float *> keys, values;
    std::vector<float> scratch;
    explicit HeadView(int64_t longest) : keys(size_t(longest)), values(size_t(longest)), scratch(size_t(longest)) {}
};

} // namespace

void PackedDecoder::selfAttention(const Layer &layer, size_t index, State &st, const float *normed, int64_t first,
                                  int64_t n, int64_t position, float *context) const
{
    const int64_t h = m_config.hiddenSize(), heads = m_config.decoder.numHeads, d = h / heads;
    std::vector<float> qkv(size_t(n * 3 * h));
    cpu::linear(normed, n, layer.selfQkv, qkv.data());
    // Hypothesis first + i writes row first + i of this position (no other part touches it).
    for (int64_t i = 0; i < n; ++i) {
        std::memcpy(st.keys(index, position) + (first + i) * h, qkv.data() + i * 3 * h + h, size_t(h) * sizeof(float));
        std::memcpy(st.values(index, position) + (first + i) * h, qkv.data() + i * 3 * h + 2 * h, size_t(h) * sizeof(float));
        st.rowAt[size_t(position * st.capacity + first + i)] = int32_t(first + i);
    }
    HeadView view(position + 1);
    const float scale = float(1.0 / std::sqrt(double(d)));
    for (int64_t i = 0; i < n; ++i)
        for (int64_t head = 0; head < heads; ++head) {
            for (int64_t t = 0; t <= position; ++t) {
                const int64_t row = st.rowAt[size_t(t * st.capacity + first + i)];
                view.keys[size_t(t)] = st.keys(index, t) + row * h + head * d;
                view.values[size_t(t)] = st.values(index, t) + row * h + head * d;
            }
            cpu::attendOne(qkv.data() + i * 3 * h + head * d, view.keys.data(), view.values.data(), position + 1, d,
                           scale, view.scratch.data(), context + i * h + head * d);
        }
}

void PackedDecoder::crossAttention(size_t index, const State &st, const float *queries, int64_t first, int64_t n,
                                   float *context) const
{
    const int64_t h = m_config.hiddenSize(), heads = m_config.decoder.numHeads, d = h / heads, s = st.sourceLength;
    const auto &memK = st.memoryKeys[index], &memV = st.memoryValues[index];
    HeadView view(s);
    const float scale = float(1.0 / std::sqrt(double(d)));
    for (int64_t i = 0; i < n; ++i) {
        const int64_t request = st.memoryRow[size_t(st.requestOf[size_t((first + i) / st.hypsPerRequest)])];
        for (int64_t head = 0; head < heads; ++head) {
            int64_t count = 0;  // the source's pads are left out
            for (int64_t t = 0; t < s; ++t) {
                if (st.sourcePad[size_t(request * s + t)])
                    continue;
                view.keys[size_t(count)] = memK.data() + (request * s + t) * h + head * d;
                view.values[size_t(count)] = memV.data() + (request * s + t) * h + head * d;
                ++count;
            }
            cpu::attendOne(queries + i * h + head * d, view.keys.data(), view.values.data(), count, d, scale,
                           view.scratch.data(), context + i * h + head * d);
        }
    }
}

void PackedDecoder::layerStep(const Layer &layer, size_t index, State &st, float *x, int64_t first, int64_t n,
                              int64_t position) const
{
    const int64_t h = m_config.hiddenSize();
    std::vector<float> normed(size_t(n * h)), context(size_t(n * h)), query(size_t(n * h)), mid(size_t(n * h));
    apply(layer.norm1, x, n, normed.data());
    selfAttention(layer, index, st, normed.data(), first, n, position, context.data());
    cpu::linear(context.data(), n, layer.selfOut, query.data());
    cpu::addInPlace(query.data(), x, n * h);

    apply(layer.norm2, query.data(), n, normed.data());
    std::vector<float> crossQ(size_t(n * h));
    cpu::linear(normed.data(), n, layer.crossQuery, crossQ.data());
    crossAttention(index, st, crossQ.data(), first, n, context.data());
    cpu::linear(context.data(), n, layer.crossOut, mid.data());
    cpu::addInPlace(mid.data(), query.data(), n * h);

    // Feed-forward with its own pre-norm and residual.
    apply(layer.ffnNorm, mid.data(), n, normed.data());
    std::vector<float> inner(size_t(n * layer.w1.rows));
    cpu::linear(normed.data(), n, layer.w1, inner.data());
    cpu::geluTanh(inner.data(), int64_t(inner.size()));
    cpu::linear(inner.data(), n, layer.w2, x);
    cpu::addInPlace(x, mid.data(), n * h);
}

at::Tensor PackedDecoder::step(State &st, const at::Tensor &tokens, int64_t position) const
{
    if (position >= st.maxLength)
        throw std::out_of_range("decode step past the length the decoding was started for");
    const int64_t h = m_config.hiddenSize(), vocab = m_config.vocabSize();
    auto ids = tokens.to(at::kLong).contiguous();
    if (ids.numel() > st.capacity)
        throw std::out_of_range(std::to_string(ids.numel()) + " hypotheses in a decoding started for "
                                + std::to_string(st.capacity));
    st.live = ids.numel();
    const float scale = float(std::sqrt(double(h)));
    std::vector<float> x(size_t(st.live * h));
    for (int64_t i = 0; i < st.live; ++i) {
        const int64_t token = ids.data_ptr<int64_t>()[i];
        if (token < 0 || token >= vocab)
            throw std::out_of_range("token id " + std::to_string(token) + " outside the vocabulary");
        for (int64_t k = 0; k < h; ++k)
            x[size_t(i * h + k)] = m_embeddings[size_t(token * h + k)] * scale + m_positions[size_t(position * h + k)];
    }
    for (size_t l = 0; l < m_layers.size(); ++l)
        if (!st.keys(l, position)) {
            const auto size = size_t(st.capacity * h);
            st.keyBlocks[l * size_t(st.maxLength) + size_t(position)].reset(new float[size]);
            st.valueBlocks[l * size_t(st.maxLength) + size_t(position)].reset(new float[size]);
        }
    float *logits = st.logProbs.get();
    auto out = at::from_blob(logits, {st.live, vocab}, at::kFloat);
    // Each hypothesis's step reads only its own cache rows and its request's source: the rows
    // split into one part per thread, with no synchronisation until the step is done.
    const int parts = int(std::min<int64_t>(m_pool ? m_pool->threads() : 1, st.live));
    auto part = [&](int p) {
        const int64_t first = st.live * p / parts, count = st.live * (p + 1) / parts - first;
        float *rows = x.data() + first * h;
        for (size_t l = 0; l < m_layers.size(); ++l)
            layerStep(m_layers[l], l, st, rows, first, count, position);
        std::vector<float> hidden(size_t(count * h));
        apply(m_finalNorm, rows, count, hidden.data());
        cpu::linear(hidden.data(), count, m_generator, logits + first * vocab);
        for (int64_t i = 0; i < count; ++i)
            cpu::logSoftmax(logits + (first + i) * vocab, vocab);
    };
    if (parts > 1)
        m_pool->run(parts, part);
    else
        part(0);
    st.written = position + 1;
    return out;
}

void PackedDecoder::reorder(State &st, const at::Tensor &order)
{
    auto o = order.to(at::kLong).contiguous();
    const int64_t count = o.numel();
    const int64_t *from = o.data_ptr<int64_t>();
    std::vector<int32_t> previous(static_cast<size_t>(count));
    for (int64_t t = 0; t < st.written; ++t) {
        int32_t *rows = st.rowAt.data() + t * st.capacity;
        for (int64_t i = 0; i < count; ++i)
            previous[size_t(i)] = rows[from[i]];
        std::copy(previous.begin(), previous.end(), rows);
    }
    st.live = count;
}

void PackedDecoder::keepRequests(State &st, const at::Tensor &keep)
{
    auto k = keep.to(at::kLong).contiguous();
    std::vector<int64_t> kept;
    for (int64_t i = 0; i < k.numel(); ++i)
        kept.push_back(st.requestOf[size_t(k.data_ptr<int64_t>()[i])]);
    st.requestOf = std::move(kept);
}

cpu::WeightType weightTypeNamed(const std::string &name)
{
    if (name == "fp32")
        return WeightType::F32;
    if (name == "fp16")
        return WeightType::F16;
    if (name == "int8")
        return WeightType::I8;
    throw std::invalid_argument("unknown CPU weight precision \"" + name + "\"; expected fp32, fp16 or int8");
}

std::optional<WeightType> packedWeightsFor(const std::string &precision, const std::string &weightsDtype)
{
    if (precision == "libtorch")
        return std::nullopt;
    if (precision == "auto")
        return weightsDtype == "int8" ? WeightType::I8 : weightsDtype == "float16" ? WeightType::F16 : WeightType::F32;
    if (precision == "fp32" || precision == "fp16" || precision == "int8")
        return weightTypeNamed(precision);
    throw std::invalid_argument("unknown CPU precision \"" + precision + "\"; expected auto, fp32, fp16, int8 or libtorch");
}

const char *weightTypeName(WeightType type)
{
    switch (type) {
    case WeightType::F32: return "fp32";
    case WeightType::F16: return "fp16";
    case WeightType::I8: return "int8";
    }
    return "?";
}

} // namespace kaimen
