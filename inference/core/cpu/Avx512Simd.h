#pragma once
// The AVX-512F trait of KernelsImpl.h (16 floats a vector), shared by the AVX-512 file and the
// VNNI one, which multiplies FP32 and FP16 weights the same way. Included inside each file's
// anonymous namespace, after KernelsImpl.h; the including file is compiled with -mavx512f.

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
