#include "ProcessMemory.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

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

void FreedMemoryReturner::returnIfDue(bool idle)
{
#ifdef __GLIBC__
    const auto now = std::chrono::steady_clock::now();
    if (now - m_last < (idle ? std::chrono::milliseconds(250) : std::chrono::milliseconds(2000)))
        return;
    m_last = now;
    ::malloc_trim(0);
#else
    (void)idle;
#endif
}

} // namespace kaimen
