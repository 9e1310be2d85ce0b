#include "kaimen/RunningOn.h"

namespace kaimen {

std::string describeDeviceInEnglish(const RunningOn &r)
{
    if (r.device == RunningOn::Device::Cuda)
        return "cuda:0";
    switch (r.cpuBecause) {
    case RunningOn::CpuBecause::Asked:
        return "cpu (as the settings ask)";
    case RunningOn::CpuBecause::NoCudaDevice:
        return r.cudaAsked ? "cpu (CUDA was requested but no CUDA device is present; using the CPU)"
                           : "cpu (no CUDA device is present)";
    case RunningOn::CpuBecause::NoCudaInThisBuild:
        break;
    }
    return r.cudaAsked ? "cpu (CUDA was requested but this build's libtorch has no CUDA support; using the CPU)"
                       : "cpu (this build's libtorch has no CUDA support)";
}

std::string describeInEnglish(const RunningOn &r)
{
    std::string text = describeDeviceInEnglish(r);
    if (r.device == RunningOn::Device::Cuda)
        return text + " (" + r.precision + ")";
    if (!r.kernels.empty())
        return text + " (" + r.precision + ", " + r.kernels + " kernels, " + std::to_string(r.threads) + " threads)";
    return text + " (" + r.precision + " libtorch, " + std::to_string(r.threads) + " threads)";
}

} // namespace kaimen
