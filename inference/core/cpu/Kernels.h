#pragma once
// Matrix products for decoding on the CPU: the few rows of one decode step (a visitor's beams,
// a batch of them) times a weight matrix packed once at load, in FP32, FP16 or INT8 with a scale
// per row, widened to FP32 in registers. OpenBLAS packs its operands again on every call and
// spins its threads between calls; for 1-16 rows that was most of a decode step (issue 21).
// No libtorch here: the kernels see plain arrays.

#include <cstdint>
#include <string>
#include <vector>

namespace kaimen::cpu {

enum class WeightType { F32, F16, I8 };

// W [rows = outputs][cols = inputs], row-major, as torch::nn::Linear stores it.
struct PackedMatrix {
    int64_t rows = 0;
    int64_t cols = 0;
    WeightType type = WeightType::F32;
    std::vector<float> f32;
    std::vector<uint16_t> f16;   // IEEE binary16 bits
    std::vector<int8_t> i8;
    std::vector<float> scale;    // one per row, I8 only: W[o][i] = i8[o][i] * scale[o]
    std::vector<float> bias;     // one per row, or empty
    // I8, for the VNNI path (packForVnni): each row's sum, and the values again in blocks of 16
    // rows, each block as groups of 4 columns x 16 rows x 4 bytes (zero past rows and cols).
    std::vector<int32_t> rowSum;
    std::vector<int8_t> i8Quads;


    int64_t bytes() const;
};

// Fills W.rowSum and W.i8Quads from W.i8; whoever packs INT8 weights calls it once, after the
// values are final.
void packForVnni(PackedMatrix &w);

// Y[r][o] = X[r] . W[o] + bias[o] for the XROWS rows of X (each W.cols long, contiguous) and the
// outputs o in [BEGIN, END); Y's rows are W.rows long.
void linear(const float *x, int64_t xRows, const PackedMatrix &w, float *y, int64_t begin, int64_t end);
inline void linear(const float *x, int64_t xRows, const PackedMatrix &w, float *y)
{
    linear(x, xRows, w, y, 0, w.rows);
}

// The element-wise parts that cost as much as the products when done one libm call at a time,
// in place: PreSumm's GELU (tanh approximation), BERT's GELU (erf), log-softmax over a row.
void geluTanh(float *x, int64_t count);
void geluErf(float *x, int64_t count);
void logSoftmax(float *x, int64_t count);

// The instruction sets the kernels have a path for on this CPU, best first ("avx512vnni",
// "avx512", "avx2", "plain"), and the one in use. avx512vnni differs from avx512 for INT8 weights
// only: it quantizes the activations to 8 bits too (KernelsAvx512Vnni.cpp). useKernels picks another (tests compare them); false if this
// CPU lacks it.
std::vector<std::string> availableKernels();
std::string kernelsInUse();
bool useKernels(const std::string &name);

// binary16 <-> binary32, round to nearest even; for packing and the plain path.
uint16_t toHalf(float value);
float fromHalf(uint16_t bits);

} // namespace kaimen::cpu
