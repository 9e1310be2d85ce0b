#include "PalmModel.h"

#include <cmath>

namespace kaimen {
namespace {

// The decoder's feed-forward GELU is the tanh approximation (PreSumm's gelu), fused in one op.
torch::Tensor tanhGelu(const torch::Tensor &x)
{
    return torch::gelu(x, "tanh");
}

// Rows up to which the tied generator runs as one matrix-vector product per row.
constexpr int64_t kMaxGemvRows = 4;

// HIDDEN [N, H] through the tied generator (the embedding matrix [V, H]). For the few rows of
// one visitor's beams, Debian's OpenBLAS GEMM packs the whole 5552x256 matrix on every call
// (1.1 ms for one row) where GEMV takes 0.1 ms (docs/performance.md).
torch::Tensor generatorLogits(const torch::Tensor &hidden, const torch::Tensor &weight, const torch::Tensor &bias)
{
    const auto rows = hidden.size(0);
    if (rows > kMaxGemvRows || !hidden.device().is_cpu() || torch::GradMode::is_enabled())
        return torch::nn::functional::linear(hidden, weight, bias);
    auto out = torch::empty({rows, weight.size(0)}, hidden.options());
    for (int64_t r = 0; r < rows; ++r) {
        auto row = out.select(0, r);
        torch::addmv_out(row, bias, weight, hidden.select(0, r));
    }
    return out;
}

// SOURCE's distinct rows, and for each row the index of its distinct one.
std::pair<torch::Tensor, torch::Tensor> distinctRows(const torch::Tensor &source)
{
    auto [unique, inverse, counts] = torch::unique_dim(source, 0, /*sorted=*/false, /*return_inverse=*/true);
    return {unique, inverse};
}

torch::nn::LayerNorm layerNorm(int64_t size, double eps)
{
    return torch::nn::LayerNorm(torch::nn::LayerNormOptions({size}).eps(eps));
}

// A large negative instead of -inf keeps fully masked rows finite, as ModelScope does.
constexpr double kMaskedScore = -1e18;

} // namespace

BertLayerImpl::BertLayerImpl(const EncoderConfig &c, double p) : heads(c.numHeads)
{
    query = register_module("query", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    key = register_module("key", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    value = register_module("value", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    attentionOut = register_module("attentionOut", torch::nn::Linear(c.hiddenSize, c.hiddenSize));
    attentionNorm = register_module("attentionNorm", layerNorm(c.hiddenSize, c.layerNormEps));
    intermediate = register_module("intermediate", torch::nn::Linear(c.hiddenSize, c.intermediateSize));
    output = register_module("output", torch::nn::Linear(c.intermediateSize, c.hiddenSize));
    outputNorm = register_module("outputNorm", layerNorm(c.hiddenSize, c.layerNormEps));
    dropout = register_module("dropout", torch::nn::Dropout(p));
}

torch::Tensor BertLayerImpl::forward(const torch::Tensor &hidden, const torch::Tensor &additiveMask)
{
    const auto b = hidden.size(0), s = hidden.size(1), h = hidden.size(2);
    const auto d = h / heads;
    auto split = [&](const torch::Tensor &x) { return x.view({b, s, heads, d}).transpose(1, 2); };
    auto q = split(query(hidden)), k = split(key(hidden)), v = split(value(hidden));
    auto scores = torch::matmul(q, k.transpose(-1, -2)) / std::sqrt(double(d)) + additiveMask;
    auto probs = dropout(torch::softmax(scores, -1));
    auto context = torch::matmul(probs, v).transpose(1, 2).reshape({b, s, h});
    auto attended = attentionNorm(dropout(attentionOut(context)) + hidden);
    auto inner = torch::gelu(intermediate(attended));
    return outputNorm(dropout(output(inner)) + attended);
}

BertEncoderImpl::BertEncoderImpl(const EncoderConfig &c, double p)
{
    wordEmbeddings = register_module("wordEmbeddings", torch::nn::Embedding(c.vocabSize, c.hiddenSize));
    positionEmbeddings = register_module("positionEmbeddings", torch::nn::Embedding(c.maxPositions, c.hiddenSize));
    tokenTypeEmbeddings = register_module("tokenTypeEmbeddings", torch::nn::Embedding(c.typeVocabSize, c.hiddenSize));
    embeddingNorm = register_module("embeddingNorm", layerNorm(c.hiddenSize, c.layerNormEps));
    dropout = register_module("dropout", torch::nn::Dropout(p));
    layers = register_module("layers", torch::nn::ModuleList());
    for (int64_t i = 0; i < c.numLayers; ++i)
        layers->push_back(BertLayer(c, p));
}

torch::Tensor BertEncoderImpl::forward(const torch::Tensor &source)
{
    const auto s = source.size(1);
    auto positions = torch::arange(s, source.options().dtype(torch::kLong)).unsqueeze(0);
    auto hidden = wordEmbeddings(source) + positionEmbeddings(positions)
        + tokenTypeEmbeddings->weight[0];  // every token type id is 0
    hidden = dropout(embeddingNorm(hidden));
    // BERT's extended attention mask: 0 where a key is real, -10000 where it is padding.
    auto additive = (source.eq(0).to(hidden.dtype()) * -10000.0).view({source.size(0), 1, 1, s});
    for (auto &layer : *layers)
        hidden = layer->as<BertLayer>()->forward(hidden, additive);
    return hidden;
}

DecoderAttentionImpl::DecoderAttentionImpl(int64_t dModel, int64_t h, double p)
    : heads(h), headDim(dModel / h)
{
    linearQuery = register_module("linearQuery", torch::nn::Linear(dModel, dModel));
    linearKeys = register_module("linearKeys", torch::nn::Linear(dModel, dModel));
    linearValues = register_module("linearValues", torch::nn::Linear(dModel, dModel));
    finalLinear = register_module("finalLinear", torch::nn::Linear(dModel, dModel));
    dropout = register_module("dropout", torch::nn::Dropout(p));
}

torch::Tensor DecoderAttentionImpl::splitHeads(const torch::Tensor &x) const
{
    return x.view({x.size(0), x.size(1), heads, headDim}).transpose(1, 2);
}

torch::Tensor DecoderAttentionImpl::mergeHeads(const torch::Tensor &x) const
{
    return x.transpose(1, 2).reshape({x.size(0), x.size(2), heads * headDim});
}

torch::Tensor DecoderAttentionImpl::attend(const torch::Tensor &queries, const torch::Tensor &keys,
                                           const torch::Tensor &values, const torch::Tensor &mask)
{
    auto scores = torch::matmul(queries / std::sqrt(double(headDim)), keys.transpose(-1, -2));
    if (mask.defined())
        scores = scores.masked_fill(mask, kMaskedScore);
    auto probs = dropout(torch::softmax(scores, -1));
    return torch::matmul(probs, values);
}

DecoderLayerImpl::DecoderLayerImpl(const DecoderConfig &c, int64_t dModel, double p)
{
    selfAttn = register_module("selfAttn", DecoderAttention(dModel, c.numHeads, p));
    contextAttn = register_module("contextAttn", DecoderAttention(dModel, c.numHeads, p));
    layerNorm1 = register_module("layerNorm1", layerNorm(dModel, c.layerNormEps));
    layerNorm2 = register_module("layerNorm2", layerNorm(dModel, c.layerNormEps));
    ffnNorm = register_module("ffnNorm", layerNorm(dModel, c.layerNormEps));
    w1 = register_module("w1", torch::nn::Linear(dModel, c.ffnSize));
    w2 = register_module("w2", torch::nn::Linear(c.ffnSize, dModel));
    dropout = register_module("dropout", torch::nn::Dropout(p));
}

torch::Tensor DecoderLayerImpl::feedForward(const torch::Tensor &x)
{
    return dropout(w2(dropout(tanhGelu(w1(ffnNorm(x)))))) + x;
}

torch::Tensor DecoderLayerImpl::forward(const torch::Tensor &x, const torch::Tensor &memory,
                                        const torch::Tensor &selfMask, const torch::Tensor &sourceMask)
{
    auto normed = layerNorm1(x);
    auto &sa = *selfAttn;
    auto selfOut = sa.finalLinear(sa.mergeHeads(sa.attend(sa.splitHeads(sa.linearQuery(normed)),
                                                          sa.splitHeads(sa.linearKeys(normed)),
                                                          sa.splitHeads(sa.linearValues(normed)), selfMask)));
    auto query = dropout(selfOut) + x;
    auto queryNorm = layerNorm2(query);
    auto &ca = *contextAttn;
    auto mid = ca.finalLinear(ca.mergeHeads(ca.attend(ca.splitHeads(ca.linearQuery(queryNorm)),
                                                      ca.splitHeads(ca.linearKeys(memory)),
                                                      ca.splitHeads(ca.linearValues(memory)), sourceMask)));
    return feedForward(dropout(mid) + query);
}

torch::Tensor DecoderLayerImpl::step(const torch::Tensor &x, int64_t position, LayerKvCache &cache,
                                     const LayerMemory &memory, const torch::Tensor &sourceMask,
                                     int64_t hypsPerRequest)
{
    auto &sa = *selfAttn;
    auto normed = layerNorm1(x);
    // Write this position's key and value into the preallocated cache, then attend over 0..position.
    cache.keys.select(2, position).copy_(sa.linearKeys(normed).view({x.size(0), sa.heads, sa.headDim}));
    cache.values.select(2, position).copy_(sa.linearValues(normed).view({x.size(0), sa.heads, sa.headDim}));
    auto keys = cache.keys.narrow(2, 0, position + 1);
    auto values = cache.values.narrow(2, 0, position + 1);
    auto selfOut = sa.finalLinear(sa.mergeHeads(
        sa.attend(sa.splitHeads(sa.linearQuery(normed)), keys, values, torch::Tensor())));
    auto query = selfOut + x;
    auto queryNorm = layerNorm2(query);

    // The hypotheses of one request stand side by side as that request's queries, so the
    // request's cross-attention keys/values serve all of them without being copied.
    auto &ca = *contextAttn;
    const auto n = x.size(0), b = n / hypsPerRequest;
    auto q = ca.linearQuery(queryNorm).view({b, hypsPerRequest, ca.heads, ca.headDim}).transpose(1, 2);
    auto context = ca.attend(q, memory.keys, memory.values, sourceMask);  // [B, H, hyps, D]
    auto mid = ca.finalLinear(context.transpose(1, 2).reshape({n, 1, ca.heads * ca.headDim}));
    return feedForward(mid + query);
}

PalmModelImpl::PalmModelImpl(const ModelConfig &c) : config(c)
{
    const auto h = c.hiddenSize();
    bert = register_module("bert", BertEncoder(c.encoder, c.dropout));
    decoderEmbeddings = register_module(
        "decoderEmbeddings", torch::nn::Embedding(torch::nn::EmbeddingOptions(c.vocabSize(), h).padding_idx(0)));
    decoderLayers = register_module("decoderLayers", torch::nn::ModuleList());
    for (int64_t i = 0; i < c.decoder.numLayers; ++i)
        decoderLayers->push_back(DecoderLayer(c.decoder, h, c.dropout));
    decoderNorm = register_module("decoderNorm", layerNorm(h, c.decoder.layerNormEps));
    generatorBias = register_parameter("generatorBias", torch::zeros({c.vocabSize()}));
    dropout = register_module("dropout", torch::nn::Dropout(c.dropout));

    auto position = torch::arange(c.decoder.maxPositions, torch::kFloat).unsqueeze(1);
    auto divTerm = torch::exp(torch::arange(0, h, 2, torch::kFloat) * -(std::log(10000.0) / double(h)));
    auto table = torch::zeros({c.decoder.maxPositions, h});
    table.index_put_({torch::indexing::Slice(), torch::indexing::Slice(0, torch::indexing::None, 2)},
                     torch::sin(position * divTerm));
    table.index_put_({torch::indexing::Slice(), torch::indexing::Slice(1, torch::indexing::None, 2)},
                     torch::cos(position * divTerm));
    positionTable = register_buffer("positionTable", table);
}

void PalmModelImpl::prepareForInference()
{
    torch::NoGradGuard noGrad;
    // torch::linear multiplies by weight^T; stored [in, out] row-major, that is a plain
    // no-transpose GEMM, 2-3x faster here for the few rows of decoding (docs/performance.md).
    // The weights keep their [out, in] shape as views, so nothing else changes.
    for (auto &module : modules(/*include_self=*/false))
        if (auto *linear = module->as<torch::nn::Linear>())
            linear->weight.set_data(linear->weight.t().contiguous().t());
}

void PalmModelImpl::usePackedNetwork(cpu::WeightType type, int threads)
{
    torch::NoGradGuard noGrad;
    const auto named = namedWeights(*this);
    auto pool = threads > 1 ? std::make_shared<cpu::WorkerPool>(threads) : nullptr;
    packedEncoder = std::make_shared<const PackedEncoder>(named, config, type, pool);
    packedDecoder = std::make_shared<const PackedDecoder>(named, config, positionTable, type, std::move(pool));
}

void PalmModelImpl::initializeWeights()
{
    torch::NoGradGuard noGrad;
    for (auto &module : modules(/*include_self=*/false)) {
        if (auto *linear = module->as<torch::nn::Linear>()) {
            linear->weight.normal_(0.0, 0.02);
            linear->bias.zero_();
        } else if (auto *embedding = module->as<torch::nn::Embedding>()) {
            embedding->weight.normal_(0.0, 0.02);
        } else if (auto *norm = module->as<torch::nn::LayerNorm>()) {
            norm->weight.fill_(1.0);
            norm->bias.zero_();
        }
    }
    decoderEmbeddings->weight[0].zero_();
    generatorBias.zero_();
}

torch::Tensor PalmModelImpl::encode(const torch::Tensor &source)
{
    if (torch::GradMode::is_enabled())
        return bert->forward(source);
    // Identical rows (the per-opening 藏头 searches send one prompt six times) are encoded once.
    auto [unique, inverse] = distinctRows(source);
    auto distinct = unique.size(0) < source.size(0) ? unique : source;
    auto memory = packedEncoder && source.device().is_cpu() ? packedEncoder->encode(distinct) : bert->forward(distinct);
    return unique.size(0) < source.size(0) ? memory.index_select(0, inverse) : memory;
}

torch::Tensor PalmModelImpl::logits(const torch::Tensor &hidden)
{
    return torch::nn::functional::linear(hidden, decoderEmbeddings->weight, generatorBias);
}

torch::Tensor PalmModelImpl::decodeAll(const torch::Tensor &memory, const torch::Tensor &source,
                                       const torch::Tensor &targetIn)
{
    const auto b = targetIn.size(0), t = targetIn.size(1);
    const double scale = std::sqrt(double(config.hiddenSize()));
    auto x = dropout(decoderEmbeddings(targetIn) * scale + positionTable.narrow(0, 0, t).to(memory.dtype()));
    auto future = torch::ones({t, t}, targetIn.options().dtype(torch::kBool)).triu(1);
    auto selfMask = (future.unsqueeze(0) | targetIn.eq(0).unsqueeze(1)).unsqueeze(1);  // [B,1,T,T]
    auto sourceMask = source.eq(0).view({b, 1, 1, source.size(1)});
    for (auto &layer : *decoderLayers)
        x = layer->as<DecoderLayer>()->forward(x, memory, selfMask, sourceMask);
    return decoderNorm(x);
}

torch::Tensor PalmModelImpl::forward(const torch::Tensor &source, const torch::Tensor &targetIn)
{
    return torch::log_softmax(logits(decodeAll(encode(source), source, targetIn)), -1);
}

DecoderState PalmModelImpl::startDecoding(const torch::Tensor &memory, const torch::Tensor &source,
                                          int64_t hypsPerRequest, int64_t maxLength)
{
    DecoderState state;
    state.hypsPerRequest = hypsPerRequest;
    if (packedDecoder && memory.device().is_cpu() && !torch::GradMode::is_enabled()) {
        state.packedDecoder = packedDecoder;
        state.packed = packedDecoder->start(memory, source, hypsPerRequest, maxLength);
        return state;
    }
    const auto b = source.size(0);
    state.sourceMask = source.eq(0).view({b, 1, 1, source.size(1)});
    for (auto &module : *decoderLayers) {
        auto layer = module->as<DecoderLayer>();
        auto &ca = *layer->contextAttn;
        state.memory.push_back({ca.splitHeads(ca.linearKeys(memory)).contiguous(),
                                ca.splitHeads(ca.linearValues(memory)).contiguous()});
        auto &sa = *layer->selfAttn;
        auto shape = std::vector<int64_t>{b * hypsPerRequest, sa.heads, maxLength, sa.headDim};
        state.selfCache.push_back({torch::zeros(shape, memory.options()), torch::zeros(shape, memory.options())});
    }
    return state;
}

torch::Tensor PalmModelImpl::decodeStep(const torch::Tensor &tokens, int64_t position, DecoderState &state)
{
    if (state.packed)
        return state.packedDecoder->step(*state.packed, tokens, position);
    const double scale = std::sqrt(double(config.hiddenSize()));
    auto x = (decoderEmbeddings(tokens) * scale + positionTable[position].to(state.memory[0].keys.dtype()))
                 .unsqueeze(1);
    for (size_t i = 0; i < state.selfCache.size(); ++i)
        x = decoderLayers[i]->as<DecoderLayer>()->step(x, position, state.selfCache[i], state.memory[i],
                                                        state.sourceMask, state.hypsPerRequest);
    auto hidden = decoderNorm(x.squeeze(1));
    return torch::log_softmax(generatorLogits(hidden, decoderEmbeddings->weight, generatorBias).to(torch::kFloat), -1);
}

void PalmModelImpl::reorderCache(DecoderState &state, const torch::Tensor &order)
{
    if (state.packed)
        return PackedDecoder::reorder(*state.packed, order);
    for (auto &cache : state.selfCache) {
        cache.keys = cache.keys.index_select(0, order);
        cache.values = cache.values.index_select(0, order);
    }
}

void PalmModelImpl::keepRequests(DecoderState &state, const torch::Tensor &keep)
{
    if (state.packed)
        return PackedDecoder::keepRequests(*state.packed, keep);
    for (auto &memory : state.memory) {
        memory.keys = memory.keys.index_select(0, keep);
        memory.values = memory.values.index_select(0, keep);
    }
    state.sourceMask = state.sourceMask.index_select(0, keep);
}

std::vector<std::pair<std::string, torch::Tensor>> namedWeights(PalmModelImpl &model)
{
    std::vector<std::pair<std::string, torch::Tensor>> out;
    auto add = [&](const std::string &name, const torch::Tensor &t) { out.emplace_back(name, t); };
    auto addLinear = [&](const std::string &name, torch::nn::Linear &l) {
        add(name + ".weight", l->weight);
        add(name + ".bias", l->bias);
    };
    auto addNorm = [&](const std::string &name, torch::nn::LayerNorm &n) {
        add(name + ".weight", n->weight);
        add(name + ".bias", n->bias);
    };
    auto &bert = *model.bert;
    add("bert.embeddings.word_embeddings.weight", bert.wordEmbeddings->weight);
    add("bert.embeddings.position_embeddings.weight", bert.positionEmbeddings->weight);
    add("bert.embeddings.token_type_embeddings.weight", bert.tokenTypeEmbeddings->weight);
    addNorm("bert.embeddings.LayerNorm", bert.embeddingNorm);
    for (size_t i = 0; i < bert.layers->size(); ++i) {
        auto layer = bert.layers[i]->as<BertLayer>();
        const auto p = "bert.encoder.layer." + std::to_string(i) + ".";
        addLinear(p + "attention.self.query", layer->query);
        addLinear(p + "attention.self.key", layer->key);
        addLinear(p + "attention.self.value", layer->value);
        addLinear(p + "attention.output.dense", layer->attentionOut);
        addNorm(p + "attention.output.LayerNorm", layer->attentionNorm);
        addLinear(p + "intermediate.dense", layer->intermediate);
        addLinear(p + "output.dense", layer->output);
        addNorm(p + "output.LayerNorm", layer->outputNorm);
    }
    add("decoder.embeddings.weight", model.decoderEmbeddings->weight);
    for (size_t i = 0; i < model.decoderLayers->size(); ++i) {
        auto layer = model.decoderLayers[i]->as<DecoderLayer>();
        const auto p = "decoder.transformer_layers." + std::to_string(i) + ".";
        for (auto [name, attn] : {std::pair{"self_attn", layer->selfAttn}, std::pair{"context_attn", layer->contextAttn}}) {
            addLinear(p + name + ".linear_query", attn->linearQuery);
            addLinear(p + name + ".linear_keys", attn->linearKeys);
            addLinear(p + name + ".linear_values", attn->linearValues);
            addLinear(p + name + ".final_linear", attn->finalLinear);
        }
        addNorm(p + "feed_forward.layer_norm", layer->ffnNorm);
        addLinear(p + "feed_forward.w_1", layer->w1);
        addLinear(p + "feed_forward.w_2", layer->w2);
        addNorm(p + "layer_norm_1", layer->layerNorm1);
        addNorm(p + "layer_norm_2", layer->layerNorm2);
    }
    addNorm("decoder.layer_norm", model.decoderNorm);
    // generator.dense.weight is tied to decoder.embeddings.weight; only its bias is its own.
    add("generator.dense.bias", model.generatorBias);
    return out;
}

} // namespace kaimen
