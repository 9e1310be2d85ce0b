#pragma once
// The lines of inference/data/unwished_senses.txt ("class: mark mark …"), compiled in;
// kaimen::unwishedSenses() reads them into classes.

#include <string>
#include <vector>

namespace kaimen {

const std::vector<std::string> &unwishedSenseLines();

} // namespace kaimen
