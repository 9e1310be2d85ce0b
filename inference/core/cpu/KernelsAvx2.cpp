// The kernels with AVX2, FMA and F16C (8 floats a vector); this file alone is compiled with
// those flags, and runs only where the CPU has them (Kernels.cpp asks).
#include "KernelSet.h"

#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace {
#include "KernelsImpl.h"
#include "VectorMath.h"

struct Avx2 {
    using V = __m256;
    static constexpr int64_t width = 8;
    static V zero() { return _mm256_setzero_ps(); }
    static V loadF32(const float *p) { return _mm256_loadu_ps(p); }
    static V fma(V a, V b, V acc) { return _mm256_fmadd_ps(a, b, acc); }
    static float sum(V v)
    {
        __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
        s = _mm_add_ps(s, _mm_movehl_ps(s, s));
        s = _mm_add_ss(s, _mm_movehdup_ps(s));
        return _mm_cvtss_f32(s);
    }

    template <class T>
    struct Loader;
};

template <>
struct Avx2::Loader<float> {
    const float *row;
    V operator()(int64_t i) const { return _mm256_loadu_ps(row + i); }
    float at(int64_t i) const { return row[i]; }
};
template <>
struct Avx2::Loader<uint16_t> {
    const uint16_t *row;
    V operator()(int64_t i) const { return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(row + i))); }
    float at(int64_t i) const { return kaimen::cpu::fromHalf(row[i]); }
};
template <>
struct Avx2::Loader<int8_t> {
    const int8_t *row;
    V operator()(int64_t i) const
    {
        return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i *>(row + i))));
    }
    float at(int64_t i) const { return float(row[i]); }
};

} // namespace

KAIMEN_DEFINE_KERNEL_SET(kaimen::cpu::kAvx2Kernels, Avx2)
