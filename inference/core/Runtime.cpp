#include "Runtime.h"

#include <dlfcn.h>

#include <algorithm>
#include <thread>

namespace kaimen {

ChosenDevice chooseDevice(const std::string &requested)
{
    ChosenDevice chosen;
    const bool wantCuda = requested == "cuda" || requested == "auto";
    if (wantCuda && torch::cuda::is_available()) {
        chosen.device = torch::Device(torch::kCUDA, 0);
        chosen.description = "cuda:0";
        return chosen;
    }
    chosen.description = "cpu";
    if (requested == "cuda")
        chosen.description += torch::cuda::is_available()
            ? ""
            : " (CUDA was requested but this libtorch build or machine has no CUDA device; using the CPU)";
    return chosen;
}

int configureThreads(int threads)
{
    if (threads <= 0)
        threads = int(std::max(1u, std::thread::hardware_concurrency()));
    torch::set_num_threads(threads);
    // OpenBLAS reads OPENBLAS_NUM_THREADS only when it loads; set it directly as well.
    using SetThreads = void (*)(int);
    if (auto set = reinterpret_cast<SetThreads>(::dlsym(RTLD_DEFAULT, "openblas_set_num_threads")))
        set(threads);
    return threads;
}

} // namespace kaimen
