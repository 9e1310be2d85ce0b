#include "EngineCache.h"

namespace kaimen {

EngineCache::EngineCache(size_t capacity, int perInput, std::string file, std::chrono::seconds saveInterval)
    : m_enabled(perInput > 0 && capacity > 0), m_cache(perInput > 0 ? capacity : 0, perInput), m_file(std::move(file)),
      m_saveInterval(saveInterval)
{
}

std::string EngineCache::load()
{
    return m_file.empty() ? std::string() : m_cache.load(m_file);
}

std::optional<Couplet> EngineCache::find(const std::string &key, const std::vector<std::string> &seen,
                                         const std::function<int(const Couplet &)> &cost)
{
    return m_cache.find(key, seen, cost);
}

bool EngineCache::wantsRefill(const std::string &key) const
{
    return m_cache.count(key) < size_t(m_cache.perInput()) && !isRefilling(key);
}

bool EngineCache::add(const std::string &key, const GenerationResult &result)
{
    bool grew = m_cache.add(key, result.couplet);
    for (const auto &alternative : result.alternatives)
        grew = m_cache.add(key, alternative) || grew;
    m_dirty = m_dirty || grew;
    return grew;
}

std::optional<std::string> EngineCache::dueForSaving(bool force)
{
    if (m_file.empty() || !m_dirty || (!force && Clock::now() - m_lastSave < m_saveInterval))
        return std::nullopt;
    m_dirty = false;
    m_lastSave = Clock::now();
    return m_cache.serialize();
}

} // namespace kaimen
