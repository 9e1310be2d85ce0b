#pragma once
// The engine's and the HTTP service's figures in Prometheus's text exposition format (0.0.4).

#include "HttpCounts.h"

#include "kaimen/Engine.h"

#include <optional>
#include <string>

namespace kaimen::net {

struct MetricsInput {
    std::optional<EngineStatus> status;      // none: no engine yet
    std::optional<MetricsSnapshot> metrics;
    std::map<std::pair<std::string, int>, uint64_t> http;
    uint64_t rateLimited = 0;
    size_t takeHomeTokens = 0;
};

std::string prometheusText(const MetricsInput &input);

} // namespace kaimen::net
