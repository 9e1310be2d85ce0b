// How long the calling thread has waited for a CPU while ready to run, from the kernel's
// scheduler statistics (/proc/thread-self/schedstat, second field, in nanoseconds).
//
// Why a test wants it: a bound on event-loop lateness measures two things at once, the thread
// doing or waiting for something it should not, and the kernel giving its core to another
// process. On CI's two cores, with a second sanitized test beside it, the second alone made the
// GUI thread 20 ms late. Lateness minus the time spent waiting for a CPU is the part that is ours.
#pragma once

#include <fstream>
#include <optional>

namespace kaimen::test {

// Nanoseconds this thread has spent runnable but not running; nothing where the kernel does not
// keep the statistic (built without CONFIG_SCHED_INFO).
inline std::optional<long long> threadRunDelayNs()
{
    std::ifstream stats("/proc/thread-self/schedstat");
    long long runningNs = 0;
    long long waitingNs = 0;
    if (!(stats >> runningNs >> waitingNs))
        return std::nullopt;
    return waitingNs;
}

} // namespace kaimen::test
