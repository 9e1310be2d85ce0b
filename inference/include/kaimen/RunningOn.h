#pragma once
// Where and how a loaded model runs, as facts a person's language can say: the admin panel says
// them in the kiosk's language; describeInEnglish() says them for logs and the tools.
// No Qt, no libtorch in this header.

#include <string>

namespace kaimen {

struct RunningOn {
    enum class Device { Cpu, Cuda };
    // Why the CPU, when it is the CPU.
    enum class CpuBecause { Asked, NoCudaDevice, NoCudaInThisBuild };

    Device device = Device::Cpu;
    CpuBecause cpuBecause = CpuBecause::Asked;
    bool cudaAsked = false;   // the settings said "cuda" (not "auto"): falling back is news
    std::string precision;    // "int8", "fp16" or "fp32"
    std::string kernels;      // the packed CPU kernels' instruction set ("avx512vnni"); "" = libtorch's operators
    int threads = 0;          // the threads the products run on
};

// "cpu (this build's libtorch has no CUDA support)", "cuda:0".
std::string describeDeviceInEnglish(const RunningOn &running);
// "cpu (this build's libtorch has no CUDA support) (int8, avx512vnni kernels, 2 threads)".
std::string describeInEnglish(const RunningOn &running);

} // namespace kaimen
