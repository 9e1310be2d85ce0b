#pragma once
// --autocast bf16: the forward pass's matrix products in bfloat16, the weights, gradients and
// optimizer in float32 (libtorch's autocast). On CPUs with AVX512-BF16 the products run on
// oneDNN's bf16 kernels instead of OpenBLAS's float ones (docs/performance.md).

#include <torch/types.h>

// Autocast to bfloat16 on DEVICE's type for the guard's lifetime when ON; nothing otherwise.
class Bf16Autocast
{
public:
    Bf16Autocast(torch::Device device, bool on);
    ~Bf16Autocast();
    Bf16Autocast(const Bf16Autocast &) = delete;
    Bf16Autocast &operator=(const Bf16Autocast &) = delete;

private:
    torch::DeviceType m_type;
    bool m_on;
};

// The type a matrix product on DEVICE comes out in under an engaged guard: bfloat16 where this
// libtorch autocasts there. kaimen-train asks before it trains with --autocast bf16, so a libtorch
// that ignores the request (one whose autocast calls moved again) stops the run at once instead
// of letting it train in float32 unnoticed.
torch::ScalarType autocastProductType(torch::Device device);
