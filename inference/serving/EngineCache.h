#pragma once
// The engine's result cache: the couplets written so far under their cache keys, the keys with
// background work queued to fill them, and when the file was last saved. Not thread-safe: the
// engine guards it with its mutex and writes the file outside it.

#include "kaimen/CoupletGenerator.h"
#include "kaimen/ResultCache.h"

#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kaimen {

class EngineCache {
public:
    // CAPACITY inputs (0 = no cache), PERINPUT couplets each, saved to FILE ("" = memory only)
    // at most SAVEINTERVAL after a change.
    EngineCache(size_t capacity, int perInput, std::string file, std::chrono::seconds saveInterval);

    bool enabled() const { return m_enabled; }
    // Reads the file; "" or a sentence for the operator saying why it was discarded.
    std::string load();

    std::optional<Couplet> find(const std::string &key, const std::vector<std::string> &seen,
                                const std::function<int(const Couplet &)> &cost = {});
    size_t count(const std::string &key) const { return m_cache.count(key); }
    size_t size() const { return m_cache.size(); }
    int perInput() const { return m_cache.perInput(); }

    // Whether KEY has fewer couplets than it holds and no background work queued for it.
    bool wantsRefill(const std::string &key) const;
    void refilling(const std::string &key) { m_refilling.insert(key); }
    bool isRefilling(const std::string &key) const { return m_refilling.count(key) > 0; }
    void refilled(const std::string &key) { m_refilling.erase(key); }
    void forgetRefills() { m_refilling.clear(); }

    // Adds RESULT's couplets under KEY; true when the cache grew.
    bool add(const std::string &key, const GenerationResult &result);

    // The text to write now (FORCE: whenever anything changed), or nothing; the caller writes it
    // outside the lock and calls saveFailed() if it could not.
    std::optional<std::string> dueForSaving(bool force);
    void saveFailed() { m_dirty = true; }
    const std::string &file() const { return m_file; }

private:
    using Clock = std::chrono::steady_clock;
    bool m_enabled;
    ResultCache m_cache;
    std::string m_file;
    std::chrono::seconds m_saveInterval;
    std::set<std::string> m_refilling;
    bool m_dirty = false;
    Clock::time_point m_lastSave = Clock::now();
};

} // namespace kaimen
