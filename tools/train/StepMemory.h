#pragma once
// How the training process's allocator treats the large blocks every step allocates again.

// Serves every block from the heap and never trims it (glibc; elsewhere nothing changes), so that
// a step's large tensors reuse the pages the step before freed instead of being mapped afresh.
void keepFreedBlocksForReuse();
