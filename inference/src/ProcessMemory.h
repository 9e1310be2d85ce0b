#pragma once

#include <cstdint>

namespace kaimen {

// The process's resident set now and its high-water mark, in bytes (0 where unknown).
int64_t residentBytes();
int64_t peakResidentBytes();

} // namespace kaimen
