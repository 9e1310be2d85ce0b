#pragma once
// The engine that answers the network, shared between the thread that owns engines (the kiosk's
// GUI thread, kaimen-server's main thread) and the HTTP server's thread. The owner sets it
// whenever the answering engine changes, and clears it before destroying one; every use holds
// the handle's lock, so no request reaches an engine being destroyed. Standard library only.

#include "kaimen/Engine.h"

#include <mutex>
#include <optional>

namespace kaimen::net {

class EngineHandle {
public:
    // ENGINE answers from now on (nullptr: none). The owner's thread only.
    void set(Engine *engine);
    // Submits to the current engine; false when there is none (then nothing is called).
    bool submit(const CoupletRequest &request, SubmitOptions options);
    // The current engine's status and metrics; nothing when there is no engine.
    std::optional<EngineStatus> status() const;
    std::optional<MetricsSnapshot> metrics() const;

private:
    mutable std::mutex m_mutex;  // guards m_engine and every call through it
    Engine *m_engine = nullptr;
};

} // namespace kaimen::net
