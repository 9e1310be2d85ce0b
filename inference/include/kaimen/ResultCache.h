#pragma once
// Couplets already written, by input: a least-recently-used map with a size bound, several
// couplets per input so that "another one" can be answered at once. Saved as JSON.
// Not thread-safe: the engine guards it with its lock.

#include "kaimen/CoupletRequest.h"

#include <functional>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace kaimen {

class ResultCache {
public:
    // CAPACITY inputs (0 = cache nothing), up to PERINPUT couplets each.
    ResultCache(size_t capacity, int perInput);

    // Of KEY's couplets not in SEEN (shownAs), the first of those that COST least (0 for all
    // where COST is empty); marks KEY as recently used.
    std::optional<Couplet> find(const std::string &key, const std::vector<std::string> &seen,
                                const std::function<int(const Couplet &)> &cost = {});
    // Couplets held for KEY.
    size_t count(const std::string &key) const;
    // Adds COUPLET under KEY unless that 上联 is there already or KEY is full; the least recently
    // used input goes when there are more than the capacity. True when added.
    bool add(const std::string &key, const Couplet &couplet);
    size_t size() const { return m_index.size(); }
    int perInput() const { return m_perInput; }

    // JSON: {"format": "kaimen-result-cache", "version": 1, "entries": [{"key", "couplets"}]},
    // most recently used first; a couplet is {"upper", "lower", "horizontal", "score"} and, where
    // it has one, "spare_horizontal" (since session 59; a file without it reads as before).
    std::string serialize() const;
    // Replaces the contents with TEXT's. Throws std::runtime_error saying what is malformed and
    // leaves the cache as it was.
    void deserialize(const std::string &text);

    // Writes the file atomically (owner-only). Throws std::runtime_error naming the path.
    void save(const std::string &path) const;
    // Reads PATH. Returns "" when it loaded or there is no file yet; otherwise a sentence for the
    // operator saying the file was discarded and why (the cache then starts empty).
    std::string load(const std::string &path);

private:
    struct Entry {
        std::string key;
        std::vector<Couplet> couplets;
    };
    void touch(std::list<Entry>::iterator it);
    void evict();

    size_t m_capacity;
    int m_perInput;
    std::list<Entry> m_entries;  // most recently used first
    std::unordered_map<std::string, std::list<Entry>::iterator> m_index;
};

} // namespace kaimen
