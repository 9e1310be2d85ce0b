// INT8 weights times activations quantized to two bytes, with AVX-512 VNNI (vpdpbusd: 64
// multiply-adds of unsigned by signed bytes an instruction, where widening INT8 weights to floats
// does 16 an FMA plus the widening). Each row of X is quantized for the call over its own
// [min, max] in two levels, a coarse byte and a fine one:
//     x[i] ~ min + step * (c[i] + f[i] / 255),   step = (max - min) / 255,
//     X[r] . W[o] ~ min * sum_i W[o][i] + step * (c . W[o] + (f . W[o]) / 255),
// both byte products exact in int32. An output is off by at most step / 510 * sum_i |W[o][i]|
// (tst_cpukernels holds the path to that bound). One byte alone (step / 2) changed the greedy
// 下联 of 6% of dev 上联 (issue 21 asks for at most 5%); with two, the products still take half
// the instructions of the widening path. FP32 and FP16 weights go through the AVX-512 kernels
// unchanged. This file alone is compiled with -mavx512f -mavx512bw -mavx512vnni and runs only on
// a CPU that has them.
#include "KernelSet.h"

#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <utility>
#include <vector>

namespace {
#include "KernelsImpl.h"
#include "VectorMath.h"

#include "Avx512Simd.h"

using kaimen::cpu::PackedMatrix;
using kaimen::cpu::WeightType;

constexpr int64_t kBytes = 64;  // bytes a vpdpbusd multiplies: 16 outputs x 4 columns

// The rows of X quantized for one call: two byte rows per row of X (its coarse then its fine
// bytes), STRIDE bytes each (COLS rounded up to a multiple of 4, the tail zero so that it adds
// nothing), and each row's min and step.
struct QuantizedRows {
    int64_t stride = 0;
    std::vector<uint8_t> bytes;
    std::vector<float> min, step;
};

// The smallest and the largest value of X[0..N).
std::pair<float, float> range(const float *x, int64_t n)
{
    __m512 lo = _mm512_set1_ps(x[0]), hi = lo;
    int64_t i = 0;
    for (; i + 16 <= n; i += 16) {
        const __m512 v = _mm512_loadu_ps(x + i);
        lo = _mm512_min_ps(lo, v);
        hi = _mm512_max_ps(hi, v);
    }
    float low = _mm512_reduce_min_ps(lo), high = _mm512_reduce_max_ps(hi);
    for (; i < n; ++i) {
        low = std::min(low, x[i]);
        high = std::max(high, x[i]);
    }
    return {low, high};
}

void quantize(const float *x, int64_t rows, int64_t cols, QuantizedRows &q)
{
    q.stride = (cols + 3) / 4 * 4;
    q.bytes.assign(size_t(2 * rows * q.stride), 0);
    q.min.resize(size_t(rows));
    q.step.resize(size_t(rows));
    for (int64_t r = 0; r < rows; ++r) {
        const float *row = x + r * cols;
        const auto [lo, hi] = range(row, cols);
        // A constant row is all min: any positive step, every byte 0.
        const float step = hi > lo ? (hi - lo) / 255.0f : 1.0f;
        q.min[size_t(r)] = lo;
        q.step[size_t(r)] = step;
        uint8_t *coarse = q.bytes.data() + 2 * r * q.stride, *fine = coarse + q.stride;
        const __m512 vlo = _mm512_set1_ps(lo), inv = _mm512_set1_ps(1.0f / step), levels = _mm512_set1_ps(255.0f);
        const __m512i zero = _mm512_setzero_si512(), top = _mm512_set1_epi32(255);
        int64_t i = 0;
        for (; i + 16 <= cols; i += 16) {
            const __m512 t = _mm512_mul_ps(_mm512_sub_ps(_mm512_loadu_ps(row + i), vlo), inv);
            const __m512 whole = _mm512_roundscale_ps(t, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
            const __m512i c = _mm512_min_epi32(_mm512_max_epi32(_mm512_cvttps_epi32(whole), zero), top);
            const __m512 rest = _mm512_mul_ps(_mm512_sub_ps(t, _mm512_cvtepi32_ps(c)), levels);
            const __m512i f = _mm512_min_epi32(_mm512_max_epi32(_mm512_cvtps_epi32(rest), zero), top);
            _mm_storeu_si128(reinterpret_cast<__m128i *>(coarse + i), _mm512_cvtepi32_epi8(c));
            _mm_storeu_si128(reinterpret_cast<__m128i *>(fine + i), _mm512_cvtepi32_epi8(f));
        }
        for (; i < cols; ++i) {
            const float t = (row[i] - lo) / step;
            const long c = std::clamp(long(std::floor(t)), 0L, 255L);
            coarse[i] = uint8_t(c);
            fine[i] = uint8_t(std::clamp(__builtin_lrintf((t - float(c)) * 255.0f), 0L, 255L));
        }
    }
}

// X . W[o] for RR rows of X (2 x RR byte rows) and 16 x NO outputs at once, from the 4-byte groups of
// PackedMatrix::i8Quads: one vpdpbusd multiplies a row's next 4 bytes (broadcast) by the same 4
// columns of 16 outputs, so the sums build up across lanes and need no horizontal reduction
// (with 256 columns that reduction cost more than the products). Then each output made a float:
// (min * rowSum + step * dot) * scale + bias, stored for the outputs in [O0, O1) only.
template <int RR, int NO>
inline void blockVnni(const QuantizedRows &q, const PackedMatrix &w, float *y, int64_t r0, int64_t firstVector,
                      int64_t o0, int64_t o1)
{
    constexpr int NR = 2 * RR;
    const int64_t quads = (w.cols + 3) / 4;
    __m512i acc[NR][NO];
    for (int r = 0; r < NR; ++r)
        for (int o = 0; o < NO; ++o)
            acc[r][o] = _mm512_setzero_si512();
    const int8_t *weights = w.i8Quads.data() + firstVector * quads * kBytes;
    const uint8_t *u = q.bytes.data() + 2 * r0 * q.stride;
    for (int64_t k = 0; k < quads; ++k) {
        __m512i wv[NO];
        for (int o = 0; o < NO; ++o)
            wv[o] = _mm512_loadu_si512(weights + (o * quads + k) * kBytes);
        for (int r = 0; r < NR; ++r) {
            int32_t group;
            std::memcpy(&group, u + r * q.stride + k * 4, sizeof group);
            const __m512i uv = _mm512_set1_epi32(group);
            for (int o = 0; o < NO; ++o)
                acc[r][o] = _mm512_dpbusd_epi32(acc[r][o], uv, wv[o]);
        }
    }
    for (int o = 0; o < NO; ++o) {
        const int64_t first = (firstVector + o) * 16;
        const int64_t lo = std::max(o0, first), hi = std::min(o1, first + 16);
        if (lo >= hi)
            continue;
        const __mmask16 mask = __mmask16(((1u << (hi - first)) - 1) & ~((1u << (lo - first)) - 1));
        const __m512 sums = _mm512_cvtepi32_ps(_mm512_maskz_loadu_epi32(mask, w.rowSum.data() + first));
        const __m512 scale = _mm512_maskz_loadu_ps(mask, w.scale.data() + first);
        const __m512 bias = w.bias.empty() ? _mm512_setzero_ps() : _mm512_maskz_loadu_ps(mask, w.bias.data() + first);
        for (int r = 0; r < RR; ++r) {
            const __m512 bytes = _mm512_fmadd_ps(_mm512_cvtepi32_ps(acc[2 * r + 1][o]), _mm512_set1_ps(1.0f / 255.0f),
                                                 _mm512_cvtepi32_ps(acc[2 * r][o]));
            const __m512 dot = _mm512_fmadd_ps(_mm512_set1_ps(q.min[size_t(r0 + r)]), sums,
                                               _mm512_mul_ps(_mm512_set1_ps(q.step[size_t(r0 + r)]), bytes));
            _mm512_mask_storeu_ps(y + (r0 + r) * w.rows + first, mask, _mm512_fmadd_ps(dot, scale, bias));
        }
    }
}

template <int RR>
void rowsVnni(const QuantizedRows &q, const PackedMatrix &w, float *y, int64_t r0, int64_t v0, int64_t v1,
              int64_t o0, int64_t o1)
{
    constexpr int NO = 4;
    int64_t v = v0;
    for (; v + NO <= v1; v += NO)
        blockVnni<RR, NO>(q, w, y, r0, v, o0, o1);
    for (; v < v1; ++v)
        blockVnni<RR, 1>(q, w, y, r0, v, o0, o1);
}

void linearVnni(const float *x, int64_t xRows, const PackedMatrix &w, float *y, int64_t begin, int64_t end)
{
    if (w.type != WeightType::I8)
        return linearImpl<Avx512>(x, xRows, w, y, begin, end);
    if (int64_t(w.rowSum.size()) != w.rows || int64_t(w.i8Quads.size()) != (w.rows + 15) / 16 * 16 * ((w.cols + 3) / 4 * 4))
        throw std::invalid_argument("INT8 weights not laid out for VNNI (cpu::packForVnni after packing)");
    if (begin >= end)
        return;
    // Per thread: the pool's workers each quantize the rows they were given.
    thread_local QuantizedRows q;
    quantize(x, xRows, w.cols, q);
    // Blocks of 4 x 16 outputs (their weights, 16 KB for 256 columns, stay in L1 while every
    // block of rows reads them).
    constexpr int64_t kVectorsPerPass = 4;
    for (int64_t v0 = begin / 16; v0 * 16 < end; v0 += kVectorsPerPass) {
        const int64_t v1 = std::min((end + 15) / 16, v0 + kVectorsPerPass);
        // Two rows of X a block: 4 byte rows x 4 vectors, 16 accumulators.
        for (int64_t r0 = 0; r0 < xRows; r0 += 2) {
            if (xRows - r0 >= 2)
                rowsVnni<2>(q, w, y, r0, v0, v1, begin, end);
            else
                rowsVnni<1>(q, w, y, r0, v0, v1, begin, end);
        }
    }
}

} // namespace

const kaimen::cpu::KernelSet kaimen::cpu::kAvx512VnniKernels = {linearVnni, geluTanhAll, geluErfAll, logSoftmaxAll};
