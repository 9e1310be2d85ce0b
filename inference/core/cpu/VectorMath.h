#pragma once
// exp, GELU and log-softmax over whole arrays, written as plain loops of multiplies, adds and
// bit casts that the compiler vectorises for the instruction set of the file including this
// (inside its own anonymous namespace, like KernelsImpl.h). libm's tanhf and expf, one value at
// a time, were a third of a batched decode step (a GELU per FFN unit, an exp per vocabulary
// entry). Accuracy: exp to about 2 ulp, erf to 2e-7 absolute.
//
// The including file brings <cstdint> and <cstring> in first.

// e^X for X in [-87, 88] (clamped there), by 2^k e^r with |r| <= ln2/2 and a degree-6 polynomial.
inline float expApprox(float x)
{
    x = x < -87.0f ? -87.0f : (x > 88.0f ? 88.0f : x);
    const float k = __builtin_floorf(x * 1.44269504088896341f + 0.5f);
    const float r = x - k * 0.693359375f + k * 2.12194440e-4f;  // ln2 split in two for exactness
    float p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const int32_t bits = (int32_t(k) + 127) << 23;
    return p * __builtin_bit_cast(float, bits);
}

inline void geluTanhAll(float *x, int64_t count)
{
    for (int64_t i = 0; i < count; ++i) {
        const float v = x[i];
        const float u = 0.7978845608028654f * (v + 0.044715f * v * v * v);
        // tanh(u) = 1 - 2 / (e^(2u) + 1), so 0.5 v (1 + tanh u) = v - v / (e^(2u) + 1).
        x[i] = v - v / (expApprox(2.0f * u) + 1.0f);
    }
}

inline void geluErfAll(float *x, int64_t count)
{
    for (int64_t i = 0; i < count; ++i) {
        const float v = x[i];
        const float z = (v < 0.0f ? -v : v) * 0.7071067811865476f;
        // Abramowitz & Stegun 7.1.26: erf(z) = 1 - t P(t) e^(-z^2), t = 1 / (1 + p z).
        const float t = 1.0f / (1.0f + 0.3275911f * z);
        const float poly = t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
        const float erfAbs = 1.0f - poly * expApprox(-z * z);
        const float erf = v < 0.0f ? -erfAbs : erfAbs;
        x[i] = 0.5f * v * (1.0f + erf);
    }
}

// X = log_softmax(X) over COUNT entries (finite), in place.
inline void logSoftmaxAll(float *x, int64_t count)
{
    constexpr int kLanes = 16;  // independent partial maxima and sums: vectorisable reductions
    float top[kLanes], sum[kLanes];
    for (int l = 0; l < kLanes; ++l) {
        top[l] = x[0];
        sum[l] = 0.0f;
    }
    int64_t i = 0;
    for (; i + kLanes <= count; i += kLanes)
        for (int l = 0; l < kLanes; ++l)
            top[l] = x[i + l] > top[l] ? x[i + l] : top[l];
    float best = top[0];
    for (int l = 1; l < kLanes; ++l)
        best = top[l] > best ? top[l] : best;
    for (int64_t j = i; j < count; ++j)
        best = x[j] > best ? x[j] : best;
    for (i = 0; i + kLanes <= count; i += kLanes)
        for (int l = 0; l < kLanes; ++l)
            sum[l] += expApprox(x[i + l] - best);
    double total = 0.0;
    for (int l = 0; l < kLanes; ++l)
        total += sum[l];
    for (int64_t j = i; j < count; ++j)
        total += expApprox(x[j] - best);
    const float shift = best + float(__builtin_log(total));
    for (int64_t j = 0; j < count; ++j)
        x[j] -= shift;
}
