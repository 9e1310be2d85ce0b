#pragma once
// PALM's decoder for CPU inference, on weights packed once at load (FP32, FP16 or INT8 with a
// scale per row) and the kernels of cpu/: one decode step is a few fused passes over plain
// arrays instead of about a hundred libtorch operators, each of which paid its dispatch and
// OpenBLAS's packing for 1-16 rows (issue 21). The libtorch decoder stays for training, CUDA
// and the parity tests; both read the same weights and write the same log-probabilities.
//
// The self-attention cache is indexed by beam: a step writes its keys and values at row n of
// its position, and each hypothesis keeps, per position, the row it came from; reordering beams
// permutes those indices, never the cached vectors.

#include "PackedWeights.h"
#include "cpu/Kernels.h"
#include "cpu/WorkerPool.h"
#include "kaimen/ModelConfig.h"

#include <ATen/core/Tensor.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kaimen {

class PackedDecoder {
public:
    // NAMED: the model's weights by ModelScope's names (namedWeights()); POSITIONTABLE: its
    // sinusoidal positions [maxPositions, H] (PalmModelImpl::positionTable). POOL (or none) runs
    // each step's hypotheses in parts.
    PackedDecoder(const std::vector<std::pair<std::string, at::Tensor>> &named, const ModelConfig &config,
                  const at::Tensor &positionTable, cpu::WeightType type, std::shared_ptr<cpu::WorkerPool> pool = {});

    struct State;
    // Cross-attention keys and values of MEMORY [B,S,H] (the encoder's, SOURCE [B,S] with 0 at
    // pads) for HYPSPERREQUEST hypotheses per source row, for at most MAXLENGTH steps.
    std::shared_ptr<State> start(const at::Tensor &memory, const at::Tensor &source, int64_t hypsPerRequest,
                                 int64_t maxLength) const;
    // Feeds TOKENS [N] at POSITION; log-probabilities [N, V] of the next token, a view of
    // STATE's own buffer: valid (and the caller's to change) until the next step.
    at::Tensor step(State &state, const at::Tensor &tokens, int64_t position) const;
    // Keeps hypotheses ORDER [N'] (indices into the current N).
    static void reorder(State &state, const at::Tensor &order);
    // Keeps the source rows KEEP [B'] (indices into the current live rows).
    static void keepRequests(State &state, const at::Tensor &keep);

    cpu::WeightType weightType() const { return m_type; }
    int64_t weightBytes() const;

private:
    using Norm = packing::Norm;
    struct Layer {
        cpu::PackedMatrix selfQkv, selfOut, crossQuery, crossKey, crossValue, crossOut, w1, w2;
        Norm norm1, norm2, ffnNorm;
    };

    // Hypotheses [FIRST, FIRST + COUNT) through one layer; X holds their rows.
    void selfAttention(const Layer &layer, size_t index, State &state, const float *normed, int64_t first,
                       int64_t count, int64_t position, float *context) const;
    void crossAttention(size_t index, const State &state, const float *queries, int64_t first, int64_t count,
                        float *context) const;
    void layerStep(const Layer &layer, size_t index, State &state, float *x, int64_t first, int64_t count,
                   int64_t position) const;

    ModelConfig m_config;
    cpu::WeightType m_type;
    std::vector<float> m_embeddings;  // [V, H] FP32: one row read per token
    std::vector<float> m_positions;   // [maxPositions, H]
    std::vector<Layer> m_layers;
    Norm m_finalNorm;
    cpu::PackedMatrix m_generator;    // the tied embedding [V, H] with the output bias
    std::shared_ptr<cpu::WorkerPool> m_pool;
};

// "fp32", "fp16", "int8" -> the type; anything else throws std::invalid_argument naming the choices.
cpu::WeightType weightTypeNamed(const std::string &name);
// RuntimeOptions::cpuPrecision for weights stored as WEIGHTSDTYPE (the manifest's): the packed
// network's type, or none for "libtorch".
std::optional<cpu::WeightType> packedWeightsFor(const std::string &precision, const std::string &weightsDtype);
const char *weightTypeName(cpu::WeightType type);

} // namespace kaimen
