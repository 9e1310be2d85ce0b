#pragma once
// The one implementation of the kernels, instantiated for each instruction set by a file
// compiled with that set's flags (KernelsAvx512.cpp, KernelsAvx2.cpp, KernelsPlain.cpp). Each
// includes this inside an anonymous namespace of its own, so that no inline function compiled
// with AVX-512 can be chosen by the linker for a CPU without it.
//
// SIMD is the instruction set: a vector type V of WIDTH floats, zero(), fma(a, b, acc), sum(v),
// and loads of WIDTH weights as floats from FP32, FP16 and INT8 storage.

// The including file brings <algorithm>, <cstdint> and Kernels.h in first, outside that namespace.

// Outputs computed over one pass of the rows: their weights (at most 32 x 3,072 FP32 = 384 KB)
// stay in L2 while every block of rows reads them.
constexpr int64_t kOutputBlock = 32;
// Rows that share each load of a weight vector.
constexpr int64_t kRowBlock = 4;

// NR rows times NO outputs at once: NR x NO independent accumulators, so the FMAs do not wait
// on each other's latency (with one or two chains a 2-row product ran at a third of the speed),
// each weight vector loaded once for NR rows and each row vector once for NO outputs.
template <class SIMD, int NR, int NO, class Load>
inline void dotBlock(const float *x, int64_t cols, const Load *load, float out[][NO])
{
    typename SIMD::V acc[NR][NO];
    for (int r = 0; r < NR; ++r)
        for (int o = 0; o < NO; ++o)
            acc[r][o] = SIMD::zero();
    int64_t i = 0;
    for (; i + SIMD::width <= cols; i += SIMD::width) {
        typename SIMD::V w[NO];
        for (int o = 0; o < NO; ++o)
            w[o] = load[o](i);
        for (int r = 0; r < NR; ++r) {
            const auto xv = SIMD::loadF32(x + r * cols + i);
            for (int o = 0; o < NO; ++o)
                acc[r][o] = SIMD::fma(w[o], xv, acc[r][o]);
        }
    }
    for (int r = 0; r < NR; ++r)
        for (int o = 0; o < NO; ++o)
            out[r][o] = SIMD::sum(acc[r][o]);
    for (; i < cols; ++i)  // columns past the last whole vector
        for (int o = 0; o < NO; ++o) {
            const float w = load[o].at(i);
            for (int r = 0; r < NR; ++r)
                out[r][o] += w * x[r * cols + i];
        }
}

// Y[r0 .. r0+NR) for outputs [O0, O1): NO at a time, then one at a time for the rest.
template <class SIMD, int NR, int NO, class LoadAt>
inline void rowBlock(const float *x, const kaimen::cpu::PackedMatrix &w, float *y, int64_t r0, int64_t o0, int64_t o1,
                     LoadAt loadAt)
{
    const int64_t cols = w.cols, outs = w.rows;
    const bool scaled = w.type == kaimen::cpu::WeightType::I8;
    auto store = [&](int64_t o, int r, float dot) {
        const float scale = scaled ? w.scale[size_t(o)] : 1.0f;
        const float bias = w.bias.empty() ? 0.0f : w.bias[size_t(o)];
        y[(r0 + r) * outs + o] = dot * scale + bias;
    };
    int64_t o = o0;
    for (; o + NO <= o1; o += NO) {
        decltype(loadAt(o)) load[NO] = {};
        for (int k = 0; k < NO; ++k)
            load[k] = loadAt(o + k);
        float dots[NR][NO];
        dotBlock<SIMD, NR, NO>(x + r0 * cols, cols, load, dots);
        for (int r = 0; r < NR; ++r)
            for (int k = 0; k < NO; ++k)
                store(o + k, r, dots[r][k]);
    }
    for (; o < o1; ++o) {
        const auto load = loadAt(o);
        float dots[NR][1];
        dotBlock<SIMD, NR, 1>(x + r0 * cols, cols, &load, dots);
        for (int r = 0; r < NR; ++r)
            store(o, r, dots[r][0]);
    }
}

template <class SIMD, class LoadAt>
void linearWith(const float *x, int64_t xRows, const kaimen::cpu::PackedMatrix &w, float *y, int64_t begin,
                int64_t end, LoadAt loadAt)
{
    for (int64_t o0 = begin; o0 < end; o0 += kOutputBlock) {
        const int64_t o1 = std::min(end, o0 + kOutputBlock);
        for (int64_t r0 = 0; r0 < xRows; r0 += kRowBlock) {
            switch (std::min(kRowBlock, xRows - r0)) {
            case 1: rowBlock<SIMD, 1, 8>(x, w, y, r0, o0, o1, loadAt); break;
            case 2: rowBlock<SIMD, 2, 4>(x, w, y, r0, o0, o1, loadAt); break;
            case 3: rowBlock<SIMD, 3, 4>(x, w, y, r0, o0, o1, loadAt); break;
            default: rowBlock<SIMD, 4, 4>(x, w, y, r0, o0, o1, loadAt); break;
            }
        }
    }
}

template <class SIMD>
void linearImpl(const float *x, int64_t xRows, const kaimen::cpu::PackedMatrix &w, float *y, int64_t begin, int64_t end)
{
    using kaimen::cpu::WeightType;
    const int64_t cols = w.cols;
    switch (w.type) {
    case WeightType::F32:
        return linearWith<SIMD>(x, xRows, w, y, begin, end, [&](int64_t o) {
            const float *row = w.f32.data() + o * cols;
            return typename SIMD::template Loader<float>{row};
        });
    case WeightType::F16:
        return linearWith<SIMD>(x, xRows, w, y, begin, end, [&](int64_t o) {
            const uint16_t *row = w.f16.data() + o * cols;
            return typename SIMD::template Loader<uint16_t>{row};
        });
    case WeightType::I8:
        return linearWith<SIMD>(x, xRows, w, y, begin, end, [&](int64_t o) {
            const int8_t *row = w.i8.data() + o * cols;
            return typename SIMD::template Loader<int8_t>{row};
        });
    }
}
