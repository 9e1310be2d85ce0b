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
    if (wantCuda && torch::cuda::is_available()) {
        chosen.device = c10::Device(c10::kCUDA, 0);
        chosen.description = "cuda:0";
        return chosen;
    }
    // The operator reads why the GPU is not used, in the log and on the admin panel.
    if (!wantCuda)
        chosen.description = "cpu (as the settings ask)";
#ifdef KAIMEN_WITH_CUDA
    else
        chosen.description = requested == "cuda" ? "cpu (CUDA was requested but no CUDA device is present; using the CPU)"
                                                 : "cpu (no CUDA device is present)";
#else
    else
        chosen.description = requested == "cuda"
            ? "cpu (CUDA was requested but this build's libtorch has no CUDA support; using the CPU)"
            : "cpu (this build's libtorch has no CUDA support)";
#endif
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
