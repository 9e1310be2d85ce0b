#pragma once

#include "kaimen/CoupletRequest.h"

#include <vector>

namespace kaimen {

// Wish words visitors choose most, crossed with the three kinds: the requests the benchmarks send.
std::vector<CoupletRequest> benchRequests(size_t count);

} // namespace kaimen
