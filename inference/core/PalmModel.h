#pragma once
// The PALM 2.0 network in libtorch. Private to inference/ and the libtorch tools
// (kaimen-train): this header pulls in torch, so only .cpp files that need it include it.
// Parameter names are ModelScope's palm_v2 names, so state dicts load unchanged.

#include "PackedDecoder.h"
#include "PackedEncoder.h"
#include "kaimen/ModelConfig.h"

#include "TorchApi.h"

#include <vector>

namespace kaimen {

// One BERT layer, post-LayerNorm, exact (erf) GELU.
struct BertLayerImpl : torch::nn::Module {
    BertLayerImpl(const EncoderConfig &config, double dropout);
    torch::Tensor forward(const torch::Tensor &hidden, const torch::Tensor &additiveMask);

    int64_t heads;
    torch::nn::Linear query{nullptr}, key{nullptr}, value{nullptr}, attentionOut{nullptr};
    torch::nn::LayerNorm attentionNorm{nullptr};
    torch::nn::Linear intermediate{nullptr}, output{nullptr};
    torch::nn::LayerNorm outputNorm{nullptr};
    torch::nn::Dropout dropout{nullptr};
};
TORCH_MODULE(BertLayer);

struct BertEncoderImpl : torch::nn::Module {
    BertEncoderImpl(const EncoderConfig &config, double dropout);
    // SOURCE [B, S] token ids (0 = pad) -> last hidden state [B, S, H].
    torch::Tensor forward(const torch::Tensor &source);

    torch::nn::Embedding wordEmbeddings{nullptr}, positionEmbeddings{nullptr},
        tokenTypeEmbeddings{nullptr};
    torch::nn::LayerNorm embeddingNorm{nullptr};
    torch::nn::Dropout dropout{nullptr};
    torch::nn::ModuleList layers{nullptr};
};
TORCH_MODULE(BertEncoder);

// Separate query/key/value/output linears with bias; queries scaled by 1/sqrt(d_head).
struct DecoderAttentionImpl : torch::nn::Module {
    DecoderAttentionImpl(int64_t dModel, int64_t heads, double dropout);
    torch::Tensor splitHeads(const torch::Tensor &x) const;  // [B, T, H*D] -> [B, H, T, D]
    torch::Tensor mergeHeads(const torch::Tensor &x) const;  // [B, H, T, D] -> [B, T, H*D]
    // Attention of QUERIES [B,H,Tq,D] over KEYS/VALUES [B,H,Tk,D]; MASK broadcastable to
    // [B,H,Tq,Tk], true where a key must not be seen.
    torch::Tensor attend(const torch::Tensor &queries, const torch::Tensor &keys,
                         const torch::Tensor &values, const torch::Tensor &mask);

    int64_t heads, headDim;
    torch::nn::Linear linearQuery{nullptr}, linearKeys{nullptr}, linearValues{nullptr},
        finalLinear{nullptr};
    torch::nn::Dropout dropout{nullptr};
};
TORCH_MODULE(DecoderAttention);

// The self-attention cache of one decoder layer: preallocated for the longest output,
// written one position per step (no concatenation).
struct LayerKvCache {
    torch::Tensor keys;    // [N, H, maxLen, D]
    torch::Tensor values;  // [N, H, maxLen, D]
};

// Cross-attention keys/values of one layer, computed once per request and shared by
// all of its hypotheses.
struct LayerMemory {
    torch::Tensor keys;    // [B, H, S, D]
    torch::Tensor values;  // [B, H, S, D]
};

struct DecoderLayerImpl : torch::nn::Module {
    DecoderLayerImpl(const DecoderConfig &config, int64_t dModel, double dropout);
    // Teacher-forced pass over a whole target. SELFMASK [B,1,T,T], SOURCEMASK [B,1,1,S].
    torch::Tensor forward(const torch::Tensor &x, const torch::Tensor &memory,
                          const torch::Tensor &selfMask, const torch::Tensor &sourceMask);
    // One incremental step for N = B * hypsPerRequest hypotheses; X [N, 1, H].
    torch::Tensor step(const torch::Tensor &x, int64_t position, LayerKvCache &cache,
                       const LayerMemory &memory, const torch::Tensor &sourceMask,
                       int64_t hypsPerRequest);
    torch::Tensor feedForward(const torch::Tensor &x);

    DecoderAttention selfAttn{nullptr}, contextAttn{nullptr};
    torch::nn::LayerNorm layerNorm1{nullptr}, layerNorm2{nullptr};
    torch::nn::LayerNorm ffnNorm{nullptr};
    torch::nn::Linear w1{nullptr}, w2{nullptr};
    torch::nn::Dropout dropout{nullptr};
};
TORCH_MODULE(DecoderLayer);

// The decoder's incremental state for one batch of hypotheses.
struct DecoderState {
    std::vector<LayerKvCache> selfCache;
    std::vector<LayerMemory> memory;
    torch::Tensor sourceMask;  // [B, 1, 1, S], true at source pads
    int64_t hypsPerRequest = 1;
    // Set instead of the tensors above when the packed CPU decoder decodes.
    std::shared_ptr<const PackedEncoder> packedEncoder;
    std::shared_ptr<const PackedDecoder> packedDecoder;
    std::shared_ptr<PackedDecoder::State> packed;
};

struct PalmModelImpl : torch::nn::Module {
    explicit PalmModelImpl(const ModelConfig &config);

    // Fresh weights for training, as BERT and PALM start: normal(0, 0.02) matrices and
    // embeddings, zero biases, unit LayerNorms, a zero padding row.
    void initializeWeights();
    // After loading, for CPU inference only: lays every linear weight out for the GEMMs that
    // decoding runs. Training keeps the plain layout.
    void prepareForInference();
    // CPU inference from then on encodes and decodes with the packed network, its weights in
    // TYPE, on THREADS threads (the libtorch modules still serve training, CUDA and gradients).
    // Call after loading.
    void usePackedNetwork(cpu::WeightType type, int threads = 1);
    // Back to the libtorch network (parity tests, kaimen-bench's comparison).
    void useLibtorchNetwork()
    {
        packedEncoder.reset();
        packedDecoder.reset();
    }

    // SOURCE [B,S] -> encoder states [B,S,H].
    torch::Tensor encode(const torch::Tensor &source);
    // Teacher forcing: SOURCE [B,S], TARGETIN [B,T] (BOS-prefixed) -> log-probs [B,T,V].
    torch::Tensor forward(const torch::Tensor &source, const torch::Tensor &targetIn);
    // Decoder hidden states before the generator, for training with a fused loss.
    torch::Tensor decodeAll(const torch::Tensor &memory, const torch::Tensor &source,
                            const torch::Tensor &targetIn);
    // Logits of the tied generator (before log-softmax).
    torch::Tensor logits(const torch::Tensor &hidden);

    // Prepares incremental decoding of HYPSPERREQUEST hypotheses per source row, for at
    // most MAXLENGTH steps.
    DecoderState startDecoding(const torch::Tensor &memory, const torch::Tensor &source,
                               int64_t hypsPerRequest, int64_t maxLength);
    // Feeds TOKENS [N] at POSITION and returns log-probs [N, V] of the next token.
    torch::Tensor decodeStep(const torch::Tensor &tokens, int64_t position, DecoderState &state);
    // Keeps hypotheses ORDER [N'] (indices into the current N) in the self cache.
    static void reorderCache(DecoderState &state, const torch::Tensor &order);
    // Keeps only source rows KEEP [B'] (each with its hypsPerRequest hypotheses).
    static void keepRequests(DecoderState &state, const torch::Tensor &keep);

    ModelConfig config;
    BertEncoder bert{nullptr};
    torch::nn::Embedding decoderEmbeddings{nullptr};
    torch::nn::ModuleList decoderLayers{nullptr};
    torch::nn::LayerNorm decoderNorm{nullptr};
    torch::Tensor generatorBias;
    torch::Tensor positionTable;  // [maxPositions, H], sin on even, cos on odd dimensions
    std::shared_ptr<const PackedEncoder> packedEncoder;
    std::shared_ptr<const PackedDecoder> packedDecoder;
    torch::nn::Dropout dropout{nullptr};
};
TORCH_MODULE(PalmModel);

// ModelScope's name for each parameter of MODEL ("bert.encoder.layer.0.attention.self.query.weight" ...).
std::vector<std::pair<std::string, torch::Tensor>> namedWeights(PalmModelImpl &model);
inline std::vector<std::pair<std::string, torch::Tensor>> namedWeights(PalmModel &model)
{
    return namedWeights(*model);
}

} // namespace kaimen
