#pragma once

#include <chrono>
#include <cstdint>

namespace kaimen {

// The process's resident set now and its high-water mark, in bytes (0 where unknown).
int64_t residentBytes();
int64_t peakResidentBytes();

// A week of visitors frees and reallocates decode buffers of every size on several threads;
// glibc keeps what is freed in its arenas, and the process would slowly grow. Handing the free
// pages back (about a millisecond) when the queue runs dry, and every two seconds under steady
// load, keeps it flat.
class FreedMemoryReturner {
public:
    // Returns freed pages to the system if it is time: IDLE says nothing waits for the model.
    void returnIfDue(bool idle);

private:
    std::chrono::steady_clock::time_point m_last;
};

} // namespace kaimen
