// The booth's HTTP routes (ui/network/BoothService) on any request the HTTP server could hand
// them: method, path, query, headers and body from the fuzzer's bytes. Each request must be
// answered exactly once, with a status the service uses. Built from the route's sources with an
// engine handle that holds no engine: libtorch would bring Qt 5 in beside Qt 6 (fuzz/CMakeLists).
#include "BoothService.h"

#include <cstdint>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>

namespace kaimen {
// The one function of the engine's library the routes name (serving/Engine.cpp's, same words).
const char *engineStateName(EngineState state)
{
    return state == EngineState::Ready ? "ready" : "loading";
}
} // namespace kaimen

namespace kaimen::net {
// A handle with no engine: the API answers 503 without reaching a model.
void EngineHandle::set(Engine *) {}
bool EngineHandle::submit(const CoupletRequest &, SubmitOptions) { return false; }
std::optional<EngineStatus> EngineHandle::status() const { return std::nullopt; }
std::optional<MetricsSnapshot> EngineHandle::metrics() const { return std::nullopt; }
} // namespace kaimen::net

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace kaimen::net;
    static EngineHandle engine;
    static TakeHomeStore store;
    static const std::string token = store.add({"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", true, true},
                                               std::chrono::hours(1));
    // No rate limit: the fuzzer's requests all come from one of two addresses.
    static BoothService *service = [] {
        auto *s = new BoothService(engine, {"fuzz-key-0123456789", std::chrono::seconds(1), 1e9, 1e9, 1e9, 1e9});
        s->setTakeHome(&store, [](const TakeHome &c, bool) { return "\x89PNG" + c.upper; });
        return s;
    }();
    // Lines: method, path (a "@" becomes the live token), then headers up to an empty line, then
    // the body. The first byte's low bit: from loopback.
    std::string text(reinterpret_cast<const char *>(data), size);
    HttpRequest request;
    request.fromLoopback = size > 0 && (data[0] & 1);
    request.clientAddress = request.fromLoopback ? "127.0.0.1" : "192.0.2.7";
    std::istringstream in(text);
    std::getline(in, request.method);
    std::getline(in, request.path);
    if (const auto at = request.path.find('@'); at != std::string::npos)
        request.path.replace(at, 1, token);
    if (const auto q = request.path.find('?'); q != std::string::npos) {
        request.query[request.path.substr(q + 1)] = "1";
        request.path.resize(q);
    }
    for (std::string line; std::getline(in, line) && !line.empty();) {
        const auto colon = line.find(':');
        request.headers[asciiLowerCase(line.substr(0, colon))] = colon == std::string::npos ? "" : line.substr(colon + 1);
    }
    request.body.assign(std::istreambuf_iterator<char>(in), {});
    int answers = 0;
    int status = 0;
    service->handle(request, [&](HttpResponse response) {
        ++answers;
        status = response.status;
    });
    static const std::set<int> statuses{200, 204, 400, 401, 403, 404, 405, 415, 429, 500, 503};  // 204: OPTIONS
    if (answers != 1 || !statuses.count(status))
        std::abort();
    return 0;
}
