#pragma once
// What each instruction set's file provides (KernelsAvx512Vnni.cpp, KernelsAvx512.cpp, KernelsAvx2.cpp, Kernels.cpp's
// plain path); Kernels.cpp picks one set at run time.

#include "Kernels.h"

namespace kaimen::cpu {

struct KernelSet {
    void (*linear)(const float *x, int64_t xRows, const PackedMatrix &w, float *y, int64_t begin, int64_t end);
    void (*geluTanh)(float *x, int64_t count);
    void (*geluErf)(float *x, int64_t count);
    void (*logSoftmax)(float *x, int64_t count);
};

extern const KernelSet kAvx512VnniKernels;
extern const KernelSet kAvx512Kernels;
extern const KernelSet kAvx2Kernels;

} // namespace kaimen::cpu

// Defines NAME, the KernelSet of the SIMD trait in this file (used inside each file's anonymous
// namespace, after KernelsImpl.h and VectorMath.h).
#define KAIMEN_DEFINE_KERNEL_SET(NAME, SIMD)                                                                         \
    namespace {                                                                                                      \
    void linearOf##SIMD(const float *x, int64_t rows, const kaimen::cpu::PackedMatrix &w, float *y, int64_t b,       \
                        int64_t e)                                                                                   \
    {                                                                                                                \
        linearImpl<SIMD>(x, rows, w, y, b, e);                                                                       \
    }                                                                                                                \
    }                                                                                                                \
    const kaimen::cpu::KernelSet NAME = {linearOf##SIMD, geluTanhAll, geluErfAll, logSoftmaxAll};
