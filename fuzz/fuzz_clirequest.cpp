// kaimen-cli's JSON Lines reader: any line gets a request or one error sentence.
#include "kaimen/RequestJson.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto parsed = kaimen::parseRequestLine(std::string(reinterpret_cast<const char *>(data), size));
    if (parsed.error.empty() && parsed.request.keyword.empty() && parsed.request.upper.empty())
        std::abort();  // accepted, but with nothing to write
    return 0;
}
