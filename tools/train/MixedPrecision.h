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
