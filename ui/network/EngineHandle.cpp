#include "EngineHandle.h"

namespace kaimen::net {

void EngineHandle::set(Engine *engine)
{
    std::lock_guard lock(m_mutex);
    m_engine = engine;
}

bool EngineHandle::submit(const CoupletRequest &request, SubmitOptions options)
{
    std::lock_guard lock(m_mutex);
    if (!m_engine)
        return false;
    m_engine->submit(request, std::move(options));
    return true;
}

std::optional<EngineStatus> EngineHandle::status() const
{
    std::lock_guard lock(m_mutex);
    if (!m_engine)
        return std::nullopt;
    return m_engine->status();
}

std::optional<MetricsSnapshot> EngineHandle::metrics() const
{
    std::lock_guard lock(m_mutex);
    if (!m_engine)
        return std::nullopt;
    return m_engine->metrics();
}

} // namespace kaimen::net
