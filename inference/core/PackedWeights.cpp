#include "PackedWeights.h"

#include "cpu/LayerMath.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace kaimen::packing {

using cpu::PackedMatrix;
using cpu::WeightType;

const at::Tensor &weight(const Named &named, const std::string &name)
{
    auto it = named.find(name);
    if (it == named.end())
        throw std::invalid_argument("the model has no weight named " + name);
    return it->second;
}

std::vector<float> floats(const at::Tensor &t)
{
    auto c = t.detach().to(at::kFloat).contiguous();
    return std::vector<float>(c.data_ptr<float>(), c.data_ptr<float>() + c.numel());
}

PackedMatrix pack(const at::Tensor &w, const at::Tensor &bias, WeightType type)
{
    PackedMatrix m;
    m.rows = w.size(0);
    m.cols = w.size(1);
    m.type = type;
    if (bias.defined())
        m.bias = floats(bias);
    auto values = floats(w);
    switch (type) {
    case WeightType::F32:
        m.f32 = std::move(values);
        break;
    case WeightType::F16:
        m.f16.resize(values.size());
        for (size_t i = 0; i < values.size(); ++i)
            m.f16[i] = cpu::toHalf(values[i]);
        break;
    case WeightType::I8:
        m.i8.resize(values.size());
        m.scale.resize(size_t(m.rows));
        for (int64_t o = 0; o < m.rows; ++o) {
            const float *row = values.data() + o * m.cols;
            float top = 0.0f;
            for (int64_t i = 0; i < m.cols; ++i)
                top = std::max(top, std::fabs(row[i]));
            const float scale = std::max(top / 127.0f, 1e-8f);
            m.scale[size_t(o)] = scale;
            for (int64_t i = 0; i < m.cols; ++i)
                m.i8[size_t(o * m.cols + i)] = int8_t(std::lround(std::clamp(row[i] / scale, -127.0f, 127.0f)));
        }
        cpu::packForVnni(m);
        break;
    }
    return m;
}

PackedMatrix packLinear(const Named &named, const std::string &name, WeightType type)
{
    return pack(weight(named, name + ".weight"), weight(named, name + ".bias"), type);
}

PackedMatrix packStacked(const Named &named, const std::vector<std::string> &names, WeightType type)
{
    std::vector<at::Tensor> weights, biases;
    for (const auto &name : names) {
        weights.push_back(weight(named, name + ".weight"));
        biases.push_back(weight(named, name + ".bias"));
    }
    return pack(at::cat(weights), at::cat(biases), type);
}

Norm norm(const Named &named, const std::string &name, double eps)
{
    return Norm{floats(weight(named, name + ".weight")), floats(weight(named, name + ".bias")), float(eps)};
}

void apply(const Norm &n, const float *x, int64_t rows, float *out)
{
    cpu::layerNorm(x, rows, int64_t(n.gamma.size()), n.gamma.data(), n.beta.data(), n.eps, out);
}

} // namespace kaimen::packing
