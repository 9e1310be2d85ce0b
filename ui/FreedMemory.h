#pragma once

// Hands back to the system the memory the process has freed but the allocator still keeps.
// glibc keeps what a 300 dpi poster (35 MB, rendered on a worker thread) and the model's worker
// arenas free: over a fair day of 2,500 visitors the visitor robot saw the kiosk's RSS rise 17%
// with the heap in use flat. Called between visitors (the idle reset), where nobody waits for the
// few milliseconds it takes. Does nothing where the C library is not glibc.
void returnFreedMemory();
