#include "PackedEncoder.h"

#include "cpu/LayerMath.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace kaimen {

using namespace packing;

PackedEncoder::PackedEncoder(const std::vector<std::pair<std::string, at::Tensor>> &list, const ModelConfig &config,
                             cpu::WeightType type, std::shared_ptr<cpu::WorkerPool> pool)
    : m_config(config), m_pool(std::move(pool))
{
    const Named named(list.begin(), list.end());
    const double eps = config.encoder.layerNormEps;
    m_words = floats(weight(named, "bert.embeddings.word_embeddings.weight"));
    m_positions = floats(weight(named, "bert.embeddings.position_embeddings.weight"));
    m_tokenType = floats(weight(named, "bert.embeddings.token_type_embeddings.weight")[0]);  // every type id is 0
    m_embeddingNorm = norm(named, "bert.embeddings.LayerNorm", eps);
    for (int64_t i = 0; i < config.encoder.numLayers; ++i) {
        const auto p = "bert.encoder.layer." + std::to_string(i) + ".";
        const auto self = p + "attention.self.";
        Layer l;
        l.qkv = packStacked(named, {self + "query", self + "key", self + "value"}, type);
        l.attentionOut = packLinear(named, p + "attention.output.dense", type);
        l.attentionNorm = norm(named, p + "attention.output.LayerNorm", eps);
        l.intermediate = packLinear(named, p + "intermediate.dense", type);
        l.output = packLinear(named, p + "output.dense", type);
        l.outputNorm = norm(named, p + "output.LayerNorm", eps);
        m_layers.push_back(std::move(l));
    }
}

void PackedEncoder::layer(const Layer &l, float *hidden, int64_t batch, int64_t length, const uint8_t *pads) const
{
    const int64_t h = m_config.hiddenSize(), heads = m_config.encoder.numHeads, d = h / heads;
    const int64_t rows = batch * length;
    const float scale = float(1.0 / std::sqrt(double(d)));
    std::vector<float> qkv(size_t(rows * 3 * h)), context(size_t(rows * h)), projected(size_t(rows * h));
    std::vector<float> scratch(static_cast<size_t>(length));
    std::vector<const float *> keys(static_cast<size_t>(length)), values(static_cast<size_t>(length));
    cpu::linear(hidden, rows, l.qkv, qkv.data());
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t head = 0; head < heads; ++head) {
            // Padding keys weigh exp(-10000) in BERT's additive mask: nothing; they are left out.
            int64_t count = 0;
            for (int64_t t = 0; t < length; ++t) {
                if (pads[b * length + t])
                    continue;
                keys[size_t(count)] = qkv.data() + (b * length + t) * 3 * h + h + head * d;
                values[size_t(count)] = qkv.data() + (b * length + t) * 3 * h + 2 * h + head * d;
                ++count;
            }
            for (int64_t s = 0; s < length; ++s)
                cpu::attendOne(qkv.data() + (b * length + s) * 3 * h + head * d, keys.data(), values.data(), count, d,
                               scale, scratch.data(), context.data() + (b * length + s) * h + head * d);
        }
    cpu::linear(context.data(), rows, l.attentionOut, projected.data());
    cpu::addInPlace(projected.data(), hidden, rows * h);
    std::vector<float> attended(size_t(rows * h));
    apply(l.attentionNorm, projected.data(), rows, attended.data());
    std::vector<float> inner(size_t(rows * l.intermediate.rows));
    cpu::linear(attended.data(), rows, l.intermediate, inner.data());
    cpu::geluErf(inner.data(), int64_t(inner.size()));
    cpu::linear(inner.data(), rows, l.output, projected.data());
    cpu::addInPlace(projected.data(), attended.data(), rows * h);
    apply(l.outputNorm, projected.data(), rows, hidden);
}

at::Tensor PackedEncoder::encode(const at::Tensor &source) const
{
    auto ids = source.to(at::kLong).contiguous();
    const int64_t batch = ids.size(0), length = ids.size(1), h = m_config.hiddenSize();
    if (length > m_config.encoder.maxPositions)
        throw std::out_of_range("source of " + std::to_string(length) + " tokens is longer than the encoder's "
                                + std::to_string(m_config.encoder.maxPositions) + " positions");
    std::vector<float> sum(size_t(batch * length * h));
    std::vector<uint8_t> pads(size_t(batch * length));
    const int64_t *id = ids.data_ptr<int64_t>();
    for (int64_t r = 0; r < batch * length; ++r) {
        const int64_t token = id[r], position = r % length;
        if (token < 0 || token >= m_config.vocabSize())
            throw std::out_of_range("token id " + std::to_string(token) + " outside the vocabulary");
        pads[size_t(r)] = token == 0;
        for (int64_t k = 0; k < h; ++k)
            sum[size_t(r * h + k)] = m_words[size_t(token * h + k)] + m_positions[size_t(position * h + k)] + m_tokenType[size_t(k)];
    }
    auto out = at::empty({batch, length, h}, at::kFloat);
    std::vector<float> hidden(sum.size());
    apply(m_embeddingNorm, sum.data(), batch * length, hidden.data());
    // Each source is encoded on its own: the sources split into one part per thread.
    const int parts = int(std::min<int64_t>(m_pool ? m_pool->threads() : 1, batch));
    auto part = [&](int p) {
        const int64_t first = batch * p / parts, count = batch * (p + 1) / parts - first;
        for (const auto &l : m_layers)
            layer(l, hidden.data() + first * length * h, count, length, pads.data() + first * length);
    };
    if (parts > 1)
        m_pool->run(parts, part);
    else
        part(0);
    std::copy(hidden.begin(), hidden.end(), out.data_ptr<float>());
    return out;
}

} // namespace kaimen
