#pragma once
// Device choice and thread setup shared by the generator, kaimen-train and kaimen-bench.

#include "kaimen/RunningOn.h"

#include <c10/core/Device.h>

#include <string>

namespace kaimen {

struct ChosenDevice {
    c10::Device device = c10::kCPU;
    RunningOn running;  // the device, and why the CPU when it is (precision and threads left out)
};

// Resolves "cpu", "cuda" or "auto". CUDA asked for but missing falls back to the CPU and says why.
ChosenDevice chooseDevice(const std::string &requested);

// Sets libtorch's intra-op threads and OpenBLAS's pool (0 = one per core; BLASTHREADS < 0 =
// the same as THREADS). Both pools at two threads fought each other and made small decode steps
// 5x slower here; one libtorch thread with two BLAS threads made batched decoding 1.5x faster.
struct ThreadCounts {
    int torch;
    int blas;
};
ThreadCounts configureThreads(int threads, int blasThreads = -1);

// Bytes the CUDA caching allocator holds on device 0 now; -1 in builds without CUDA.
int64_t cudaMemoryAllocated();

} // namespace kaimen
