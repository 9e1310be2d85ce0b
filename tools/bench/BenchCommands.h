#pragma once
// kaimen-bench's subcommands; each prints a readable table and, with --json FILE, writes its
// numbers as JSON. They return the process exit status.

#include "Flags.h"

namespace kaimen {

// Encode and decode-step cost of the bare network at a fixed output length.
int runStepBench(const Flags &flags);
// The engine as the kiosk uses it: single stream, cache hits, batched throughput, Poisson
// arrivals, peak memory.
int runServeBench(const Flags &flags);
// Kaimen against eager PyTorch from Python (no KV cache, and with one) on the same weights and
// inputs, checking that all three write the same output.
int runBaselineBench(const Flags &flags);
// The packed network's weight precisions against FP32 on human pairs: NLL and greedy output.
int runPrecisionBench(const Flags &flags);
// This build's kaimen-cli against another build's on the same 藏头 wish words: single stream
// and batched, side by side.
int runCompareBench(const Flags &flags);
// One decode-step product by OpenBLAS, oneDNN, XNNPACK and Kaimen's kernels, side by side.
int runLinearBench(const Flags &flags);
// Many generations with bad input, cancellations and an evicting cache: RSS and latency drift.
int runSoakBench(const Flags &flags);

} // namespace kaimen
