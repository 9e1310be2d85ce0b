// The couplet cache file: whatever is on disk, reading it either succeeds (and then writing it
// back reads again to the same) or says what is wrong. Never a crash.
#include "kaimen/ResultCache.h"

#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    kaimen::ResultCache cache(64, 4);
    try {
        cache.deserialize(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const std::runtime_error &) {
        return 0;
    }
    kaimen::ResultCache again(64, 4);
    again.deserialize(cache.serialize());
    if (again.serialize() != cache.serialize())
        std::abort();
    return 0;
}
