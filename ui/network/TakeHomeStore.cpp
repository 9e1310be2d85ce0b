#include "TakeHomeStore.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cstdint>

namespace kaimen::net {

TakeHomeStore::TakeHomeStore(size_t capacity) : m_capacity(std::max<size_t>(1, capacity)) {}

std::string TakeHomeStore::add(TakeHome couplet, std::chrono::seconds lifetime, Clock::time_point now)
{
    // The system's cryptographic source: a token must not be guessable from others.
    uint32_t bits[4];
    QRandomGenerator::system()->fillRange(bits);
    static const char digits[] = "0123456789abcdef";
    std::string token;
    for (uint32_t word : bits)
        for (int shift = 28; shift >= 0; shift -= 4)
            token += digits[(word >> shift) & 0xf];

    std::lock_guard lock(m_mutex);
    while (m_entries.size() >= m_capacity && !m_order.empty()) {
        m_entries.erase(m_order.front());
        m_order.pop_front();
    }
    // Drop the expired ones at the front (tokens of one lifetime expire in order).
    while (!m_order.empty()) {
        const auto it = m_entries.find(m_order.front());
        if (it != m_entries.end() && it->second.expires > now)
            break;
        if (it != m_entries.end())
            m_entries.erase(it);
        m_order.pop_front();
    }
    m_entries[token] = {std::move(couplet), now + lifetime};
    m_order.push_back(token);
    return token;
}

std::optional<TakeHome> TakeHomeStore::find(const std::string &token, Clock::time_point now) const
{
    if (!looksLikeToken(token))
        return std::nullopt;
    std::lock_guard lock(m_mutex);
    const auto it = m_entries.find(token);
    if (it == m_entries.end() || it->second.expires <= now)
        return std::nullopt;
    return it->second.couplet;
}

size_t TakeHomeStore::size() const
{
    std::lock_guard lock(m_mutex);
    return m_entries.size();
}

bool TakeHomeStore::looksLikeToken(const std::string &text)
{
    return text.size() == 32
           && std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

} // namespace kaimen::net
