#pragma once
// PALM's BERT encoder for CPU inference on packed weights (see PackedDecoder.h): a prompt of
// 10-30 tokens through three to twelve layers, where libtorch spent most of a couplet's first
// milliseconds dispatching operators.

#include "PackedWeights.h"
#include "cpu/WorkerPool.h"
#include "kaimen/ModelConfig.h"

#include <ATen/core/Tensor.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace kaimen {

class PackedEncoder {
public:
    // POOL (or none) encodes the sources of a batch in parts.
    PackedEncoder(const std::vector<std::pair<std::string, at::Tensor>> &named, const ModelConfig &config,
                  cpu::WeightType type, std::shared_ptr<cpu::WorkerPool> pool = {});

    // SOURCE [B, S] token ids (0 = pad) -> last hidden state [B, S, H], as BertEncoderImpl.
    at::Tensor encode(const at::Tensor &source) const;

private:
    struct Layer {
        cpu::PackedMatrix qkv, attentionOut, intermediate, output;
        packing::Norm attentionNorm, outputNorm;
    };
    // BATCH sources of LENGTH rows each (HIDDEN, PADS) through one layer.
    void layer(const Layer &l, float *hidden, int64_t batch, int64_t length, const uint8_t *pads) const;

    ModelConfig m_config;
    std::vector<float> m_words, m_positions, m_tokenType;
    packing::Norm m_embeddingNorm;
    std::vector<Layer> m_layers;
    std::shared_ptr<cpu::WorkerPool> m_pool;
};

} // namespace kaimen
