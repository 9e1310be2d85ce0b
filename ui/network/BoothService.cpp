#include "BoothService.h"

#include "MetricsText.h"
#include "TakeHomePage.h"

#include "kaimen/RequestJson.h"

#include <nlohmann/json.hpp>

#include <QStringDecoder>

#include <optional>

namespace kaimen::net {
namespace {

const char *kJson = "application/json; charset=utf-8";
const char *kHtml = "text/html; charset=utf-8";

HttpResponse json(int status, const nlohmann::json &body)
{
    return {status, kJson, body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n", {}};
}

HttpResponse error(int status, const std::string &sentence)
{
    return json(status, {{"error", sentence}});
}

// The same time whatever the key: a caller cannot learn it a character at a time.
bool sameKey(const std::string &given, const std::string &key)
{
    unsigned char difference = given.size() == key.size() ? 0 : 1;
    for (size_t i = 0; i < given.size(); ++i)
        difference |= static_cast<unsigned char>(given[i] ^ key[i % key.size()]);
    return difference == 0;
}

// The media type of a Content-Type header, as HTTP compares it: parameters dropped, no spaces
// around it, in lower case ("Application/JSON ; charset=UTF-8" is "application/json").
std::string mediaType(const std::string &contentType)
{
    const auto type = contentType.substr(0, contentType.find(';'));
    const auto first = type.find_first_not_of(" \t");
    return first == std::string::npos ? std::string() : asciiLowerCase(type.substr(first, type.find_last_not_of(" \t") - first + 1));
}

// The charset a Content-Type header names ("application/json; charset=GBK" → "gbk"), or "".
std::string charsetOf(const std::string &contentType)
{
    const auto lower = asciiLowerCase(contentType);
    const auto at = lower.find("charset=");
    if (at == std::string::npos)
        return {};
    auto value = lower.substr(at + 8, lower.find(';', at) - at - 8);
    value.erase(0, value.find_first_not_of(" \t\""));
    value.erase(value.find_last_not_of(" \t\"") + 1);
    return value;
}

// BODY in UTF-8, as the API reads JSON (RFC 8259): a client that names another charset (a
// Windows program sending GBK) is read in it. Unset in the answer when the body is fine;
// otherwise the error to answer with.
std::optional<HttpResponse> toUtf8(const std::string &charset, std::string &body)
{
    if (charset.empty() || charset == "utf-8" || charset == "utf8")
        return std::nullopt;
    QStringDecoder decoder(charset.c_str());
    if (!decoder.isValid())
        return error(415, "The API reads JSON in UTF-8; the charset " + charset + " is not one it can read.");
    const QString text = decoder(QByteArray::fromStdString(body));
    if (decoder.hasError())
        return error(400, "The request body is not " + charset + " text, as its Content-Type says.");
    body = text.toStdString();
    return std::nullopt;
}

// The credentials of an "Authorization: Bearer <key>" header; the scheme's name is read in any
// case, as HTTP reads it ("bearer <key>" from some clients). "" for any other scheme.
std::string bearerCredentials(const std::string &authorization)
{
    constexpr std::string_view scheme = "bearer ";
    if (asciiLowerCase(authorization.substr(0, scheme.size())) != scheme)
        return {};
    const auto first = authorization.find_first_not_of(' ', scheme.size());
    return first == std::string::npos ? std::string() : authorization.substr(first, authorization.find_last_not_of(' ') - first + 1);
}

// A web page on another screen calls the API from its own origin: its browser asks first
// (OPTIONS with Origin) and reads the answer only where the API says any origin may. Said only
// once an API key is set: every caller then needs the key, where without one the API answers
// this machine alone and a page open in a browser here must not reach it.
HttpRespond allowingPages(const HttpRequest &request, HttpRespond respond)
{
    const bool asking = request.method == "OPTIONS" && !request.header("access-control-request-method").empty();
    return [asking, respond = std::move(respond)](HttpResponse response) {
        response.headers.emplace_back("Access-Control-Allow-Origin", "*");
        if (asking) {
            response.headers.emplace_back("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
            response.headers.emplace_back("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Api-Key");
            response.headers.emplace_back("Access-Control-Max-Age", "600");
        }
        respond(std::move(response));
    };
}

// The route a path names: "/api/v1/couplets/" is "/api/v1/couplets", as some clients end every
// path with a slash. A take-home path is a token's and is read as sent.
std::string routePath(const std::string &path)
{
    if (path.size() > 1 && path.back() == '/' && path.rfind("/c/", 0) != 0)
        return path.substr(0, path.size() - 1);
    return path;
}

int httpStatus(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Ok: return 200;
    case Outcome::Invalid:
    case Outcome::Blocked: return 400;
    case Outcome::DeadlineExceeded: return 504;
    case Outcome::Cancelled:
    case Outcome::Unavailable: return 503;
    case Outcome::Failed: return 500;
    }
    return 500;
}

// Headers every page carries: nothing loads from elsewhere, nothing is sniffed or referred.
void pageHeaders(HttpResponse &response)
{
    response.headers.emplace_back("Content-Security-Policy",
                                  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    response.headers.emplace_back("X-Content-Type-Options", "nosniff");
    response.headers.emplace_back("Referrer-Policy", "no-referrer");
}

} // namespace

BoothService::BoothService(EngineHandle &engine, BoothServiceOptions options)
    : m_engine(engine), m_options(std::move(options)), m_apiLimit(m_options.apiPerSecond, m_options.apiBurst),
      m_pageLimit(m_options.pagePerSecond, m_options.pageBurst), m_counts(std::make_shared<HttpCounts>())
{
}

void BoothService::setTakeHome(const TakeHomeStore *store, PosterRenderer renderer)
{
    m_store = store;
    m_renderer = std::move(renderer);
}

HttpRespond BoothService::counted(const std::string &route, HttpRespond respond)
{
    return [counts = m_counts, route, respond = std::move(respond)](HttpResponse response) {
        counts->count(route, response.status);
        respond(std::move(response));
    };
}

void BoothService::handle(const HttpRequest &request, HttpRespond respond)
{
    const auto path = routePath(request.path);
    const bool get = request.method == "GET" || request.method == "HEAD";
    // OPTIONS is answered with what the path allows (a client or a proxy asking before it sends);
    // any other method not allowed there is 405 with the same list.
    auto refuseMethod = [&](const std::string &route, const char *allowed) {
        auto answer = counted(route, std::move(respond));
        const bool asking = request.method == "OPTIONS";
        HttpResponse response = asking ? HttpResponse{204, kJson, {}, {}}
                                       : error(405, "Only " + std::string(allowed) + " is allowed on " + path + ".");
        response.headers.emplace_back("Allow", std::string(allowed) + (allowed == std::string("GET") ? ", HEAD, OPTIONS" : ", OPTIONS"));
        answer(std::move(response));
    };
    if (path.rfind("/c/", 0) == 0) {
        if (!get)
            return refuseMethod("take_home", "GET");
        auto answer = counted("take_home", std::move(respond));
        return takeHome(request, path.substr(3), answer);
    }
    const bool api = path == "/api/v1/couplets" || path == "/healthz" || path == "/metrics";
    if (api && !m_options.apiKey.empty() && !request.header("origin").empty())
        respond = allowingPages(request, std::move(respond));
    if (path == "/api/v1/couplets") {
        if (request.method != "POST")
            return refuseMethod("api", "POST");
        auto answer = counted("api", std::move(respond));
        if (admitted(request, answer))
            writeCouplet(request, answer);
        return;
    }
    if (path == "/healthz" || path == "/metrics") {
        const std::string route = path.substr(1);
        if (!get)
            return refuseMethod(route, "GET");
        auto answer = counted(route, std::move(respond));
        if (!admitted(request, answer))
            return;
        if (path == "/metrics")
            return answer({200, "text/plain; version=0.0.4; charset=utf-8", metricsText(), {}});
        const auto status = m_engine.status();
        if (!status)
            return answer(json(503, {{"state", "loading"}, {"detail", "The model is being loaded."}}));
        nlohmann::json body{{"state", engineStateName(status->state)}, {"detail", status->detail},
                            {"warnings", status->warnings}};
        return answer(json(status->state == EngineState::Ready ? 200 : 503, body));
    }
    counted("other", std::move(respond))(
        error(404, "Nothing is served at " + path + "; the API is POST /api/v1/couplets (with /healthz and /metrics)."));
}

bool BoothService::admitted(const HttpRequest &request, HttpRespond &respond)
{
    if (m_options.apiKey.empty()) {
        if (!request.fromLoopback) {
            respond(error(403, "The API answers on this machine only; the operator can open it to the network by "
                               "setting an API key in the admin panel."));
            return false;
        }
    } else {
        std::string given = request.header("x-api-key");
        if (auto bearer = bearerCredentials(request.header("authorization")); !bearer.empty())
            given = std::move(bearer);
        if (!sameKey(given, m_options.apiKey)) {
            auto response = error(401, given.empty() ? "This API needs its key: send \"Authorization: Bearer <key>\"."
                                                     : "The API key is not the one the operator set.");
            response.headers.emplace_back("WWW-Authenticate", "Bearer");
            respond(std::move(response));
            return false;
        }
    }
    return withinLimit(m_apiLimit, request, respond,
                       error(429, "Too many requests from " + request.clientAddress + "; try again in a moment."));
}

bool BoothService::withinLimit(RateLimiter &limit, const HttpRequest &request, HttpRespond &respond,
                               HttpResponse tooMany)
{
    // This machine's own programs (a monitoring agent, a proxy in front) are not limited.
    if (request.fromLoopback || limit.allow(request.clientAddress))
        return true;
    ++m_rateLimited;
    tooMany.headers.emplace_back("Retry-After", std::to_string(limit.retryAfterSeconds()));
    respond(std::move(tooMany));
    return false;
}

void BoothService::writeCouplet(const HttpRequest &request, HttpRespond &respond)
{
    // JSON, said so or not said at all (a plain `curl -d` says form data: refused, so that a
    // caller learns what the API takes rather than getting an answer by luck).
    const auto type = request.header("content-type");
    const auto media = mediaType(type);
    if (!type.empty() && media != "application/json")
        return respond(error(415, "The request body must be JSON (Content-Type: application/json), not " + media + "."));
    // A compressed body would reach the parser as bytes that are not JSON: say what to send.
    if (const auto coding = asciiLowerCase(request.header("content-encoding")); !coding.empty() && coding != "identity") {
        auto refused = error(415, "The API reads the request body as sent, uncompressed; Content-Encoding " + coding
                                      + " is not one it reads.");
        refused.headers.emplace_back("Accept-Encoding", "identity");
        return respond(std::move(refused));
    }
    std::string body = request.body;
    if (auto refused = toUtf8(charsetOf(type), body))
        return respond(std::move(*refused));
    auto parsed = parseRequestLine(body, "The request body");
    // Characters the same in both scripts (如意) are answered in the one the client reads: a
    // phone or browser set to Traditional Chinese says so.
    if (!parsed.scriptSettled && pageLanguage(request.header("accept-language")) == "zh_TW")
        parsed.traditional = true;
    if (!parsed.error.empty())
        return respond(json(400, {{"id", parsed.id}, {"error", parsed.error}}));
    SubmitOptions options;
    options.deadline = std::chrono::steady_clock::now() + m_options.deadline;
    options.seen = parsed.seen;  // 换一副 for a client: one it has not shown
    // Called once, on the engine's thread or at once for a cache hit: it only hands the answer to
    // the HTTP server, which sends it from its own thread.
    options.onDone = [respond, id = parsed.id, traditional = parsed.traditional](const EngineResult &result) {
        if (result.outcome != Outcome::Ok)
            return respond(json(httpStatus(result.outcome), {{"id", id}, {"error", result.error}}));
        auto body = coupletJson(id, result.couplet, traditional);
        body["fromCache"] = result.fromCache;
        body["ms"] = result.latencyMs;
        respond(json(200, body));
    };
    if (!m_engine.submit(parsed.request, std::move(options)))
        respond(json(503, {{"id", parsed.id}, {"error", "The model is not loaded yet; try again in a moment."}}));
}

void BoothService::takeHome(const HttpRequest &request, const std::string &rest, HttpRespond &respond)
{
    const auto language = pageLanguage(request.header("accept-language"));
    if (!withinLimit(m_pageLimit, request, respond,
                     {429, "text/plain; charset=utf-8", "Too many requests; try again in a moment.\n", {}}))
        return;
    const auto slash = rest.find('/');
    const auto token = rest.substr(0, slash);
    const auto file = slash == std::string::npos ? std::string() : rest.substr(slash);
    const auto couplet = m_store ? m_store->find(token) : std::nullopt;
    if (!couplet || (!file.empty() && file != "/poster.png")) {
        HttpResponse response{404, kHtml, missingCoupletPage(language), {}};
        pageHeaders(response);
        return respond(std::move(response));
    }
    if (file.empty()) {
        HttpResponse response{200, kHtml, takeHomePage(*couplet, token, language), {}};
        pageHeaders(response);
        response.headers.emplace_back("Cache-Control", "no-store");
        return respond(std::move(response));
    }
    // In English, as the page is, the poster says what the wish and the banner mean: it is the
    // picture a visitor keeps and sends home.
    auto png = poster(token, *couplet, language == "en");
    if (png.empty())
        return respond({500, "text/plain; charset=utf-8", "The poster could not be drawn.\n", {}});
    HttpResponse response{200, "image/png", std::move(png), {}};
    response.headers.emplace_back("Cache-Control", "private, max-age=3600");
    response.headers.emplace_back("Vary", "Accept-Language");
    response.headers.emplace_back("X-Content-Type-Options", "nosniff");
    if (request.query.count("download"))
        response.headers.emplace_back("Content-Disposition",
                                      "attachment; filename=\"kaimen-" + token.substr(0, 8) + ".png\"");
    respond(std::move(response));
}

std::string BoothService::poster(const std::string &token, const TakeHome &couplet, bool glossed)
{
    std::lock_guard lock(m_posterMutex);
    const std::string key = glossed ? token + "/en" : token;
    if (m_posterToken != key) {
        m_posterPng = m_renderer ? m_renderer(couplet, glossed) : std::string();
        m_posterToken = m_posterPng.empty() ? std::string() : key;
    }
    return m_posterPng;
}

std::string BoothService::metricsText() const
{
    MetricsInput input;
    input.status = m_engine.status();
    input.metrics = m_engine.metrics();
    input.http = m_counts->snapshot();
    input.rateLimited = m_rateLimited;
    input.takeHomeTokens = m_store ? m_store->size() : 0;
    return prometheusText(input);
}

} // namespace kaimen::net
