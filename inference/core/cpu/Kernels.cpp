// The plain path (any CPU: eight-float blocks the compiler vectorises with the baseline SSE2),
// the choice among paths, and the binary16 conversions.
#include "KernelSet.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#ifdef KAIMEN_X86_KERNELS
#include <cpuid.h>
#endif

namespace {
#include "KernelsImpl.h"
#include "VectorMath.h"

struct Plain {
    struct V {
        float lane[8];
    };
    static constexpr int64_t width = 8;
    static V zero() { return V{}; }
    static V loadF32(const float *p)
    {
        V v;
        std::memcpy(v.lane, p, sizeof v.lane);
        return v;
    }
    static V fma(const V &a, const V &b, V acc)
    {
        for (int k = 0; k < 8; ++k)
            acc.lane[k] += a.lane[k] * b.lane[k];
        return acc;
    }
    static float sum(const V &v)
    {
        float s = 0.0f;
        for (float lane : v.lane)
            s += lane;
        return s;
    }

    template <class T>
    struct Loader {
        const T *row;
        V operator()(int64_t i) const
        {
            V v;
            for (int k = 0; k < 8; ++k)
                v.lane[k] = at(i + k);
            return v;
        }
        float at(int64_t i) const
        {
            if constexpr (std::is_same_v<T, uint16_t>)
                return kaimen::cpu::fromHalf(row[i]);
            else
                return float(row[i]);
        }
    };
};

} // namespace

KAIMEN_DEFINE_KERNEL_SET(kPlainKernels, Plain)

namespace {

struct Path {
    const char *name;
    const kaimen::cpu::KernelSet *kernels;
    bool supported;
};

#ifdef KAIMEN_X86_KERNELS
// F16C from CPUID leaf 1 (ECX bit 29): clang's __builtin_cpu_supports does not know "f16c".
bool hasF16c()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C);
}
#endif

std::vector<Path> paths()
{
#ifdef KAIMEN_X86_KERNELS
    __builtin_cpu_init();
    const bool avx512 = __builtin_cpu_supports("avx512f") && hasF16c();
    return {{"avx512vnni", &kaimen::cpu::kAvx512VnniKernels,
             avx512 && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vnni")},
            {"avx512", &kaimen::cpu::kAvx512Kernels, avx512},
            {"avx2", &kaimen::cpu::kAvx2Kernels,
             __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && hasF16c()},
            {"plain", &kPlainKernels, true}};
#else
    return {{"plain", &kPlainKernels, true}};
#endif
}

struct Chosen {
    std::string name;
    const kaimen::cpu::KernelSet *kernels;
};

Chosen &chosen()
{
    static Chosen c = [] {
        for (const auto &p : paths())
            if (p.supported)
                return Chosen{p.name, p.kernels};
        return Chosen{"plain", &kPlainKernels};
    }();
    return c;
}

} // namespace

namespace kaimen::cpu {

int64_t PackedMatrix::bytes() const
{
    return int64_t(f32.size() * sizeof(float) + f16.size() * sizeof(uint16_t) + i8.size()
                   + (scale.size() + bias.size()) * sizeof(float) + rowSum.size() * sizeof(int32_t) + i8Quads.size());
}

void packForVnni(PackedMatrix &w)
{
    const int64_t quads = (w.cols + 3) / 4, blocks = (w.rows + 15) / 16;
    w.rowSum.assign(size_t(w.rows), 0);
    w.i8Quads.assign(size_t(blocks * quads * 64), 0);
    for (int64_t o = 0; o < w.rows; ++o)
        for (int64_t i = 0; i < w.cols; ++i) {
            const int8_t v = w.i8[size_t(o * w.cols + i)];
            w.rowSum[size_t(o)] += v;
            w.i8Quads[size_t(((o / 16) * quads + i / 4) * 64 + (o % 16) * 4 + i % 4)] = v;
        }
}

void linear(const float *x, int64_t xRows, const PackedMatrix &w, float *y, int64_t begin, int64_t end)
{
    chosen().kernels->linear(x, xRows, w, y, begin, end);
}

void geluTanh(float *x, int64_t count)
{
    chosen().kernels->geluTanh(x, count);
}

void geluErf(float *x, int64_t count)
{
    chosen().kernels->geluErf(x, count);
}

void logSoftmax(float *x, int64_t count)
{
    chosen().kernels->logSoftmax(x, count);
}

std::vector<std::string> availableKernels()
{
    std::vector<std::string> names;
    for (const auto &p : paths())
        if (p.supported)
            names.emplace_back(p.name);
    return names;
}

std::string kernelsInUse()
{
    return chosen().name;
}

bool useKernels(const std::string &name)
{
    for (const auto &p : paths())
        if (p.supported && name == p.name) {
            chosen() = {p.name, p.kernels};
            return true;
        }
    return false;
}

uint16_t toHalf(float value)
{
    uint32_t f;
    std::memcpy(&f, &value, sizeof f);
    const uint32_t sign = (f >> 16) & 0x8000u;
    const uint32_t magnitude = f & 0x7fffffffu;
    if (magnitude >= 0x7f800000u)  // inf or NaN
        return uint16_t(sign | 0x7c00u | (magnitude > 0x7f800000u ? 0x200u : 0u));
    if (magnitude >= 0x477ff000u)  // rounds past the largest half: infinity
        return uint16_t(sign | 0x7c00u);
    if (magnitude < 0x38800000u) {  // a subnormal half (or zero)
        float tiny;
        const uint32_t m = magnitude;
        std::memcpy(&tiny, &m, sizeof tiny);
        // Scaled by 2^24 the subnormal's integer mantissa is the rounded value.
        return uint16_t(sign | uint32_t(std::nearbyint(tiny * 16777216.0f)));
    }
    // Normal: rebias the exponent, round the 13 dropped mantissa bits to nearest even.
    const uint32_t rebased = magnitude - 0x38000000u;
    const uint32_t rounded = rebased + 0xfffu + ((rebased >> 13) & 1u);
    return uint16_t(sign | (rounded >> 13));
}

float fromHalf(uint16_t bits)
{
    const uint32_t sign = uint32_t(bits & 0x8000u) << 16;
    const uint32_t exponent = (bits >> 10) & 0x1fu;
    const uint32_t mantissa = bits & 0x3ffu;
    uint32_t f;
    if (exponent == 0x1f) {
        f = sign | 0x7f800000u | (mantissa << 13);
    } else if (exponent == 0) {
        const float value = float(mantissa) / 16777216.0f;  // subnormal: mantissa x 2^-24
        std::memcpy(&f, &value, sizeof f);
        f |= sign;
    } else {
        f = sign | ((exponent + 112u) << 23) | (mantissa << 13);
    }
    float out;
    std::memcpy(&out, &f, sizeof out);
    return out;
}

} // namespace kaimen::cpu
