#include "Runtime.h"

#ifdef KAIMEN_WITH_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#endif

#include <ATen/Parallel.h>
#include <torch/cuda.h>

#include <dlfcn.h>

#include <algorithm>
#include <thread>

namespace kaimen {

ChosenDevice chooseDevice(const std::string &requested)
{
    ChosenDevice chosen;
    const bool wantCuda = requested == "cuda" || requested == "auto";
    chosen.running.cudaAsked = requested == "cuda";
    if (wantCuda && torch::cuda::is_available()) {
        chosen.device = c10::Device(c10::kCUDA, 0);
        chosen.running.device = RunningOn::Device::Cuda;
    } else if (wantCuda) {
        // The operator reads why the GPU is not used, in the log and on the admin panel.
#ifdef KAIMEN_WITH_CUDA
        chosen.running.cpuBecause = RunningOn::CpuBecause::NoCudaDevice;
#else
        chosen.running.cpuBecause = RunningOn::CpuBecause::NoCudaInThisBuild;
#endif
    }
    return chosen;
}

ThreadCounts configureThreads(int threads, int blasThreads)
{
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    if (threads <= 0)
        threads = cores;
    if (blasThreads < 0)
        blasThreads = threads;
    else if (blasThreads == 0)
        blasThreads = cores;
    at::set_num_threads(threads);
    // OpenBLAS reads OPENBLAS_NUM_THREADS only when it loads; set it directly as well.
    using SetThreads = void (*)(int);
    if (auto set = reinterpret_cast<SetThreads>(::dlsym(RTLD_DEFAULT, "openblas_set_num_threads")))
        set(blasThreads);
    return {threads, blasThreads};
}

int64_t cudaMemoryAllocated()
{
#ifdef KAIMEN_WITH_CUDA
    if (!torch::cuda::is_available())
        return -1;
    const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(0);
    return stats.allocated_bytes[size_t(c10::cuda::CUDACachingAllocator::StatType::AGGREGATE)].current;
#else
    return -1;
#endif
}

} // namespace kaimen
