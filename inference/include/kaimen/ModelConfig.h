#pragma once

#include <cstdint>

namespace kaimen {

// Sizes of a PALM 2.0 network: a BERT encoder and a pre-LayerNorm Transformer decoder that
// share one vocabulary. Every size comes from a model's manifest; the defaults are PALM-base.
struct EncoderConfig {
    int64_t vocabSize = 21128;         // rows of the word embedding
    int64_t hiddenSize = 768;          // d_model of the encoder (and of the decoder)
    int64_t numLayers = 12;            // BERT layers
    int64_t numHeads = 12;             // attention heads per layer
    int64_t intermediateSize = 3072;   // feed-forward width
    int64_t maxPositions = 512;        // learned absolute positions
    int64_t typeVocabSize = 2;         // token types (all ids are 0 in use)
    double layerNormEps = 1e-12;       // BERT's LayerNorm epsilon
};

struct DecoderConfig {
    int64_t numLayers = 12;            // Transformer decoder layers
    int64_t numHeads = 8;              // attention heads per layer
    int64_t ffnSize = 3072;            // feed-forward width
    int64_t maxPositions = 512;        // length of the sinusoidal position table
    double layerNormEps = 1e-6;        // pre-LayerNorm epsilon
};

struct ModelConfig {
    EncoderConfig encoder;
    DecoderConfig decoder;
    double dropout = 0.1;              // used by training only

    int64_t vocabSize() const { return encoder.vocabSize; }
    int64_t hiddenSize() const { return encoder.hiddenSize; }
};

} // namespace kaimen
