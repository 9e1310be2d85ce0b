#include "LayerMath.h"

#include <algorithm>
#include <cmath>

namespace kaimen::cpu {

void layerNorm(const float *x, int64_t rows, int64_t width, const float *gamma, const float *beta, float eps, float *out)
{
    for (int64_t r = 0; r < rows; ++r) {
        const float *in = x + r * width;
        float *o = out + r * width;
        double sum = 0.0;
        for (int64_t i = 0; i < width; ++i)
            sum += in[i];
        const float mean = float(sum / double(width));
        double squares = 0.0;
        for (int64_t i = 0; i < width; ++i) {
            const float c = in[i] - mean;
            squares += double(c) * c;
        }
        const float inverse = float(1.0 / std::sqrt(squares / double(width) + double(eps)));
        for (int64_t i = 0; i < width; ++i)
            o[i] = (in[i] - mean) * inverse * gamma[i] + beta[i];
    }
}

void geluTanh(float *x, int64_t count)
{
    constexpr float kSqrt2OverPi = 0.7978845608028654f;
    for (int64_t i = 0; i < count; ++i) {
        const float v = x[i];
        x[i] = 0.5f * v * (1.0f + std::tanh(kSqrt2OverPi * (v + 0.044715f * v * v * v)));
    }
}

void geluErf(float *x, int64_t count)
{
    constexpr float kInvSqrt2 = 0.7071067811865476f;
    for (int64_t i = 0; i < count; ++i)
        x[i] = 0.5f * x[i] * (1.0f + std::erf(x[i] * kInvSqrt2));
}

void addInPlace(float *y, const float *x, int64_t count)
{
    for (int64_t i = 0; i < count; ++i)
        y[i] += x[i];
}

void logSoftmax(float *x, int64_t count)
{
    const float top = *std::max_element(x, x + count);
    double sum = 0.0;
    for (int64_t i = 0; i < count; ++i)
        sum += std::exp(double(x[i] - top));
    const float shift = top + float(std::log(sum));
    for (int64_t i = 0; i < count; ++i)
        x[i] -= shift;
}

void attendOne(const float *query, const float *const *keys, const float *const *values, int64_t count,
               int64_t d, float scale, float *scratch, float *out)
{
    float top = -INFINITY;
    for (int64_t t = 0; t < count; ++t) {
        float dot = 0.0f;
        for (int64_t i = 0; i < d; ++i)
            dot += query[i] * keys[t][i];
        scratch[t] = dot * scale;
        top = std::max(top, scratch[t]);
    }
    float sum = 0.0f;
    for (int64_t t = 0; t < count; ++t) {
        scratch[t] = std::exp(scratch[t] - top);
        sum += scratch[t];
    }
    std::fill(out, out + d, 0.0f);
    for (int64_t t = 0; t < count; ++t) {
        const float p = scratch[t] / sum;
        for (int64_t i = 0; i < d; ++i)
            out[i] += p * values[t][i];
    }
}

} // namespace kaimen::cpu
