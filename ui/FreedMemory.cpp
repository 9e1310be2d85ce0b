#include "FreedMemory.h"

// Any C library header defines __GLIBC__ (through <features.h>): without one before the test,
// this file compiled to nothing wherever the precompiled Qt headers were off (KAIMEN_PCH).
#include <cstdlib>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void returnFreedMemory()
{
#if defined(__GLIBC__)
    // 0: keep no extra pad at the top of the main heap; glibc also releases free pages inside
    // every arena, not only at their tops.
    malloc_trim(0);
#endif
}
