#include "kaimen/AtomicFile.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include <fcntl.h>
#include <unistd.h>

namespace kaimen {

void writeFileAtomically(const std::string &path, const std::string &contents)
{
    // Unique per save: two engines of one process (the old and the reloaded one) may save the
    // same cache file at the same moment.
    static std::atomic<unsigned> saves{0};
    const std::string temp = path + ".tmp." + std::to_string(::getpid()) + "." + std::to_string(saves++);
    auto fail = [&](const char *what, int error = 0) {
        const std::string reason = std::strerror(error ? error : errno);
        ::unlink(temp.c_str());
        throw std::runtime_error(std::string("cannot save ") + path + ": " + what + " failed (" + reason + ")");
    };
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        fail("creating the temporary file");
    size_t written = 0;
    while (written < contents.size()) {
        ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int error = n < 0 ? errno : ENOSPC;
            ::close(fd);
            fail("writing", error);
        }
        written += size_t(n);
    }
    if (::fsync(fd) != 0) {
        const int error = errno;
        ::close(fd);
        fail("flushing to disk", error);
    }
    if (::close(fd) != 0)
        fail("closing");
    if (::rename(temp.c_str(), path.c_str()) != 0)
        fail("renaming the temporary file");
}

} // namespace kaimen
