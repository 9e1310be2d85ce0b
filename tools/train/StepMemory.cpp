#include "StepMemory.h"

// Any C library header defines __GLIBC__ (through <features.h>); test it only after one.
#include <climits>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void keepFreedBlocksForReuse()
{
#if defined(__GLIBC__)
    // A step allocates the same large tensors again and again (the logits alone are tokens x
    // vocabulary floats, 100 MB and more). glibc maps each block over its mmap threshold afresh
    // and unmaps it when freed, so every step faulted in a zeroed page for each 4 KB of them
    // (perf: 14% of the samples). From a heap trimmed only when 2 GB lie free at its top, a step
    // reuses the step before's pages: 12 steps of the grown model took 75.5 s of CPU and 0.73M
    // page faults against 109.1 s and 2.83M, with the same losses (docs/performance.md). The
    // process keeps its peak, which a training run reaches at once and holds anyway.
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
#endif
}
