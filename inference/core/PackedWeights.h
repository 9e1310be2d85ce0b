#pragma once
// A model's weights by ModelScope's names, read into the packed CPU network's plain arrays
// (PackedEncoder, PackedDecoder). libtorch is seen here only while packing.

#include "cpu/Kernels.h"

#include <ATen/core/Tensor.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace kaimen::packing {

using Named = std::map<std::string, at::Tensor>;

// NAME's tensor; std::invalid_argument naming it when the model has none.
const at::Tensor &weight(const Named &named, const std::string &name);
// Its values as FP32, row-major.
std::vector<float> floats(const at::Tensor &t);
// W [out, in] with BIAS [out] (or undefined) packed as TYPE; INT8 with one scale per row, as
// tools/package_model.py --int8 stores it, so weights stored in INT8 come back as they were.
cpu::PackedMatrix pack(const at::Tensor &w, const at::Tensor &bias, cpu::WeightType type);
// NAME.weight and NAME.bias.
cpu::PackedMatrix packLinear(const Named &named, const std::string &name, cpu::WeightType type);
// Several linears over the same input stacked into one matrix (an attention's query, key and
// value: one pass over the rows for the three).
cpu::PackedMatrix packStacked(const Named &named, const std::vector<std::string> &names, cpu::WeightType type);

struct Norm {
    std::vector<float> gamma, beta;
    float eps = 1e-12f;
};
// NAME.weight and NAME.bias of a LayerNorm with EPS.
Norm norm(const Named &named, const std::string &name, double eps);
// Applies NORM to ROWS rows of its width.
void apply(const Norm &norm, const float *x, int64_t rows, float *out);

} // namespace kaimen::packing
