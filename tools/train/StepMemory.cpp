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
    // and unmaps it when it is freed, so every step paid a page fault and a zeroed page for each
    // 4 KB of them: perf found 14% of the process's samples in page faults. From the heap, never
    // trimmed below 2 GB of free top, a step reuses the pages of the step before: 30 steps of the
    // grown model (docs/model-training.md 3f) took 72.9 s against 108.4 s (medians of alternating
    // runs), with the same losses. The process holds its peak, which a training run reaches at
    // once and keeps anyway.
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, INT_MAX);
#endif
}
