#pragma once
// What the booth's HTTP service answers (the routes; HttpServer carries them):
//   GET  /c/<token>             the take-home page of one couplet (the booth's network)
//   GET  /c/<token>/poster.png  its poster (?download=1: as a file to keep)
//   POST /api/v1/couplets       a couplet as JSON, in kaimen-cli's fields and words
//   GET  /healthz               the model's state: loading / warming / ready / failed, and why
//   GET  /metrics               Prometheus's text format
// The API, health and metrics answer on loopback only, unless the operator set an API key,
// which every caller must then send (Authorization: Bearer <key>, or X-Api-Key). Each client
// is rate-limited; nothing else is served, and no path is ever read from the disk.

#include "EngineHandle.h"
#include "HttpCounts.h"
#include "HttpServer.h"
#include "RateLimiter.h"
#include "TakeHomeStore.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>

namespace kaimen::net {

struct BoothServiceOptions {
    std::string apiKey;                               // "" = loopback only, no key
    std::chrono::seconds deadline{20};                // an API request not answered by then: 504
    double apiPerSecond = 2.0, apiBurst = 20;         // per client
    double pagePerSecond = 5.0, pageBurst = 40;       // take-home pages and posters, per client
};

// Draws the poster of a couplet as a PNG (the kiosk's printer does; "" when it cannot); GLOSSED,
// for a phone that reads English, with what the wish and the 横批 mean at its foot.
using PosterRenderer = std::function<std::string(const TakeHome &couplet, bool glossed)>;

class BoothService {
public:
    BoothService(EngineHandle &engine, BoothServiceOptions options);
    // Serves take-home pages from STORE with posters from RENDERER (both outlive this); without,
    // /c/ answers 404 (kaimen-server: no screen, no posters).
    void setTakeHome(const TakeHomeStore *store, PosterRenderer renderer);
    // The handler for HttpServer: called on the server's thread.
    void handle(const HttpRequest &request, HttpRespond respond);
    std::string metricsText() const;

private:
    void takeHome(const HttpRequest &request, const std::string &rest, HttpRespond &respond);
    void writeCouplet(const HttpRequest &request, HttpRespond &respond);
    // Whether REQUEST may use the API; if not, answers it.
    bool admitted(const HttpRequest &request, HttpRespond &respond);
    // Whether REQUEST is within LIMIT (loopback always is); if not, answers it TOOMANY with
    // Retry-After and counts it.
    bool withinLimit(RateLimiter &limit, const HttpRequest &request, HttpRespond &respond, HttpResponse tooMany);
    // RESPOND wrapped so that every answer is counted under ROUTE.
    HttpRespond counted(const std::string &route, HttpRespond respond);
    std::string poster(const std::string &token, const TakeHome &couplet, bool glossed);

    EngineHandle &m_engine;
    BoothServiceOptions m_options;
    const TakeHomeStore *m_store = nullptr;
    PosterRenderer m_renderer;
    RateLimiter m_apiLimit, m_pageLimit;
    std::shared_ptr<HttpCounts> m_counts;  // shared with answers that outlive a call
    std::atomic<uint64_t> m_rateLimited{0};
    std::mutex m_posterMutex;  // guards the last poster drawn (a page's image is asked twice: view, save)
    std::string m_posterToken, m_posterPng;
};

} // namespace kaimen::net
