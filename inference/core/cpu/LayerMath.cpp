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

void addInPlace(float *y, const float *x, int64_t count)
{
    for (int64_t i = 0; i < count; ++i)
        y[i] += x[i];
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
