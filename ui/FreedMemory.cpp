#include "FreedMemory.h"

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
