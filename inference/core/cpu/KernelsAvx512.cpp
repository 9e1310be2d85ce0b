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

#include "Avx512Simd.h"

} // namespace

KAIMEN_DEFINE_KERNEL_SET(kaimen::cpu::kAvx512Kernels, Avx512)
