#include "ProcessMemory.h"

#include <fstream>
#include <string>

namespace kaimen {
namespace {

// A "VmRSS:   1234 kB" line of /proc/self/status.
int64_t statusKilobytes(const std::string &field)
{
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.compare(0, field.size(), field) == 0 && line.size() > field.size() && line[field.size()] == ':')
            return std::stoll(line.substr(field.size() + 1)) * 1024;
    return 0;
}

} // namespace

int64_t residentBytes()
{
    return statusKilobytes("VmRSS");
}

int64_t peakResidentBytes()
{
    return statusKilobytes("VmHWM");
}

} // namespace kaimen
