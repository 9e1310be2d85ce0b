#include "MetricsText.h"

#include <cmath>
#include <sstream>

namespace kaimen::net {
namespace {

// A label value with \, " and newlines escaped, as the format asks.
std::string label(const std::string &value)
{
    std::string out;
    for (char c : value) {
        if (c == '\\' || c == '"')
            out += '\\';
        out += c == '\n' ? 'n' : c;
    }
    return out;
}

void family(std::ostringstream &out, const char *name, const char *type, const char *help)
{
    out << "# HELP " << name << ' ' << help << "\n# TYPE " << name << ' ' << type << '\n';
}

std::string number(double value)
{
    std::ostringstream out;
    out.precision(15);
    out << value;
    return out.str();
}

} // namespace

std::string prometheusText(const MetricsInput &input)
{
    std::ostringstream out;
    const auto state = input.status ? engineStateName(input.status->state) : "none";
    family(out, "kaimen_model_info", "gauge", "The model and the device it runs on (1 for the current state).");
    out << "kaimen_model_info{state=\"" << state << "\",detail=\"" << label(input.status ? input.status->detail : "")
        << "\"} 1\n";
    family(out, "kaimen_model_ready", "gauge", "1 when the model answers, 0 while loading, warming or failed.");
    out << "kaimen_model_ready " << (input.status && input.status->state == EngineState::Ready ? 1 : 0) << '\n';

    if (const auto &m = input.metrics) {
        family(out, "kaimen_requests_total", "counter", "Couplet requests by outcome (from the screen and the network).");
        const std::pair<const char *, uint64_t> outcomes[] = {
            {"generated", m->generated},   {"cache_hit", m->cacheHits},
            {"invalid", m->invalid},       {"blocked", m->blockedInputs},
            {"cancelled", m->cancelled},   {"deadline_exceeded", m->deadlineExceeded},
            {"unavailable", m->unavailable}, {"failed", m->failed}};
        for (const auto &[name, count] : outcomes)
            out << "kaimen_requests_total{outcome=\"" << name << "\"} " << count << '\n';
        family(out, "kaimen_request_latency_seconds", "histogram", "Time from a request to its answer.");
        uint64_t cumulative = 0;
        for (size_t i = 0; i < m->histogramCounts.size(); ++i) {
            cumulative += m->histogramCounts[i];
            const auto le = i < m->histogramBoundsMs.size() ? number(m->histogramBoundsMs[i] / 1000.0) : std::string("+Inf");
            out << "kaimen_request_latency_seconds_bucket{le=\"" << le << "\"} " << cumulative << '\n';
        }
        out << "kaimen_request_latency_seconds_sum " << number(m->histogramSumMs / 1000.0) << '\n';
        out << "kaimen_request_latency_seconds_count " << cumulative << '\n';
        family(out, "kaimen_cache_hits_total", "counter", "Requests answered from the result cache.");
        out << "kaimen_cache_hits_total " << m->cacheHits << '\n';
        family(out, "kaimen_cache_entries", "gauge", "Inputs the result cache holds.");
        out << "kaimen_cache_entries " << m->cacheEntries << '\n';
        family(out, "kaimen_queue_depth", "gauge", "Requests waiting for the model now.");
        out << "kaimen_queue_depth " << m->queueDepth << '\n';
        family(out, "kaimen_batches_total", "counter", "Batches the model ran, by size.");
        for (const auto &[size, count] : m->batchSizes)
            out << "kaimen_batches_total{size=\"" << size << "\"} " << count << '\n';
        family(out, "kaimen_tokens_per_second", "gauge", "Characters written per second of model time.");
        out << "kaimen_tokens_per_second " << number(m->tokensPerSecond) << '\n';
        family(out, "kaimen_model_seconds_total", "counter", "Time spent inside the model.");
        out << "kaimen_model_seconds_total " << number(m->modelSeconds) << '\n';
        family(out, "kaimen_resident_memory_bytes", "gauge", "The process's resident memory.");
        out << "kaimen_resident_memory_bytes " << m->rssBytes << '\n';
        if (m->deviceMemoryBytes >= 0) {
            family(out, "kaimen_device_memory_bytes", "gauge", "Memory the model holds on the GPU.");
            out << "kaimen_device_memory_bytes " << m->deviceMemoryBytes << '\n';
        }
    }

    family(out, "kaimen_http_responses_total", "counter", "HTTP answers by route and status.");
    for (const auto &[key, count] : input.http)
        out << "kaimen_http_responses_total{route=\"" << label(key.first) << "\",status=\"" << key.second << "\"} "
            << count << '\n';
    family(out, "kaimen_http_rate_limited_total", "counter", "Requests refused because their client asked too often.");
    out << "kaimen_http_rate_limited_total " << input.rateLimited << '\n';
    family(out, "kaimen_take_home_tokens", "gauge", "Couplets a phone can open now.");
    out << "kaimen_take_home_tokens " << input.takeHomeTokens << '\n';
    return out.str();
}

} // namespace kaimen::net
