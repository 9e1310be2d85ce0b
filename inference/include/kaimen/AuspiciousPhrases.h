#pragma once

#include <string>
#include <vector>

namespace kaimen {

// Four-character 横批 that suit a Spring Festival door: our own curated list of common,
// auspicious set phrases. The model ranks them for each couplet, so a 横批 is always one
// a booth operator would be glad to hang.
const std::vector<std::string> &auspiciousPhrases();

} // namespace kaimen
