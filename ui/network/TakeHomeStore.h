#pragma once
// The couplets visitors may take home, each named by a token of 128 random bits that lives for
// a set time. A token names one couplet and nothing else: there is no listing, and an unknown
// or expired token finds nothing. Kept in memory (a restart forgets them); the oldest go first
// when full. Thread-safe: the kiosk adds, the HTTP thread finds.

#include <chrono>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace kaimen::net {

struct TakeHome {
    std::string upper, lower, horizontal;
    std::string wish;            // the wish word ("" for 对下联)
    bool upperOnRight = true;    // how the booth hangs them
    bool goldInk = true;
    // For a phone that reads English (the kiosk's WishGlosses): what the wish and the 横批 mean.
    std::string wishGloss, horizontalGloss;
};

class TakeHomeStore {
public:
    using Clock = std::chrono::steady_clock;
    explicit TakeHomeStore(size_t capacity = 20000);
    // A new token (32 lower-case hex characters) for COUPLET, valid for LIFETIME from NOW.
    std::string add(TakeHome couplet, std::chrono::seconds lifetime, Clock::time_point now = Clock::now());
    // The couplet TOKEN names, unless unknown or expired at NOW.
    std::optional<TakeHome> find(const std::string &token, Clock::time_point now = Clock::now()) const;
    size_t size() const;

    // Whether TEXT has a token's form (checked before any lookup).
    static bool looksLikeToken(const std::string &text);

private:
    struct Entry {
        TakeHome couplet;
        Clock::time_point expires;
    };
    size_t m_capacity;
    mutable std::mutex m_mutex;  // guards the two below
    std::unordered_map<std::string, Entry> m_entries;
    std::deque<std::string> m_order;  // tokens, oldest first
};

} // namespace kaimen::net
