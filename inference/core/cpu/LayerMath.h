#pragma once
// The parts of PALM's layers around the matrix products, on plain arrays (no libtorch), in the
// order and with the constants of its PyTorch code, so the packed network matches it.

#include "Kernels.h"

#include <cstdint>

namespace kaimen::cpu {

// OUT[r] = (X[r] - mean) / sqrt(var + EPS) * GAMMA + BETA over ROWS rows of WIDTH (biased var).
void layerNorm(const float *x, int64_t rows, int64_t width, const float *gamma, const float *beta, float eps, float *out);
// Y += X.
void addInPlace(float *y, const float *x, int64_t count);

// One head's attention of QUERY [D] over COUNT keys and values, each D long at KEYS[t] and
// VALUES[t]; scores are scaled by SCALE. OUT [D]. SCRATCH holds COUNT floats.
void attendOne(const float *query, const float *const *keys, const float *const *values, int64_t count,
               int64_t d, float scale, float *scratch, float *out);

} // namespace kaimen::cpu
