#include "MixedPrecision.h"

#include <ATen/autocast_mode.h>
#include <torch/version.h>

namespace {

// libtorch 2.4 replaced the per-device functions (set_cpu_enabled, set_enabled for CUDA) with
// ones taking the device type; the core builds against Debian's 1.13 and the GPU machine's 2.x.
void setAutocast(torch::DeviceType type, bool on)
{
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
    at::autocast::set_autocast_dtype(type, at::kBFloat16);
    at::autocast::set_autocast_enabled(type, on);
#else
    if (type == torch::kCUDA) {
        at::autocast::set_autocast_gpu_dtype(at::kBFloat16);
        at::autocast::set_enabled(on);
    } else {
        at::autocast::set_autocast_cpu_dtype(at::kBFloat16);
        at::autocast::set_cpu_enabled(on);
    }
#endif
}

} // namespace

Bf16Autocast::Bf16Autocast(torch::Device device, bool on)
    : m_type(device.type())
    , m_on(on)
{
    if (m_on)
        setAutocast(m_type, true);
}

Bf16Autocast::~Bf16Autocast()
{
    if (!m_on)
        return;
    setAutocast(m_type, false);
    // The bf16 copies of the weights autocast keeps for one pass: the next step has new weights.
    at::autocast::clear_cache();
}

torch::ScalarType autocastProductType(torch::Device device)
{
    const auto options = at::TensorOptions().dtype(at::kFloat).device(device);
    const auto a = at::ones({4, 8}, options), b = at::ones({8, 4}, options);
    const Bf16Autocast autocast(device, true);
    return at::matmul(a, b).scalar_type();
}
