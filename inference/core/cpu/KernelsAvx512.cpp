// The kernels with AVX-512F (16 floats a vector); this file alone is compiled with -mavx512f, and
// runs only where the CPU has it (Kernels.cpp asks).
#include "KernelSet.h"

#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace {
#include "KernelsImpl.h"
#include "VectorMath.h"

struct Avx512 {
    using V = __m512;
    static constexpr int64_t width = 16;
    static V zero() { return _mm512_setzero_ps(); }
    static V loadF32(const float *p) { return _mm512_loadu_ps(p); }
    static V fma(V a, V b, V acc) { return _mm512_fmadd_ps(a, b, acc); }
    static float sum(V v) { return _mm512_reduce_add_ps(v); }

    template <class T>
    struct Loader;
};

template <>
struct Avx512::Loader<float> {
    const float *row;
    V operator()(int64_t i) const { return _mm512_loadu_ps(row + i); }
    float at(int64_t i) const { return row[i]; }
};
template <>
struct Avx512::Loader<uint16_t> {
    const uint16_t *row;
    V operator()(int64_t i) const { return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i *>(row + i))); }
    float at(int64_t i) const { return kaimen::cpu::fromHalf(row[i]); }
};
template <>
struct Avx512::Loader<int8_t> {
    const int8_t *row;
    V operator()(int64_t i) const
    {
        return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i *>(row + i))));
    }
    float at(int64_t i) const { return float(row[i]); }
};

} // namespace

KAIMEN_DEFINE_KERNEL_SET(kaimen::cpu::kAvx512Kernels, Avx512)
