#include "HttpServer.h"

#include <microhttpd.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <set>

namespace kaimen::net {

namespace {

// One request, from its first byte to its completion. The respond function shares it, since it
// may be called after the connection has gone (a daemon stopped while the engine wrote).
struct Exchange {
    HttpRequest request;
    bool tooLarge = false;
    bool dispatched = false;
    std::mutex mutex;  // guards the fields below: respond may run on any thread
    MHD_Connection *connection = nullptr;  // null once the request has completed
    bool suspended = false;
    bool answered = false;
    HttpResponse response;
};
using Held = std::shared_ptr<Exchange>;

// One header (its name in lower case) or query argument (as given) into MAP.
MHD_Result collect(void *map, MHD_ValueKind kind, const char *key, const char *value)
{
    const std::string name = key ? key : "";
    (*static_cast<std::map<std::string, std::string> *>(map))[kind == MHD_HEADER_KIND ? asciiLowerCase(name) : name] =
        value ? value : "";
    return MHD_YES;
}

MHD_Result queue(MHD_Connection *connection, const HttpResponse &r)
{
    auto *response = MHD_create_response_from_buffer(r.body.size(), const_cast<char *>(r.body.data()),
                                                     MHD_RESPMEM_MUST_COPY);
    if (!response)
        return MHD_NO;
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, r.contentType.c_str());
    for (const auto &[name, value] : r.headers)
        MHD_add_response_header(response, name.c_str(), value.c_str());
    const auto result = MHD_queue_response(connection, unsigned(r.status), response);
    MHD_destroy_response(response);
    return result;
}

void readClient(MHD_Connection *connection, HttpRequest *request)
{
    const auto *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info || !info->client_addr)
        return;
    char text[INET6_ADDRSTRLEN] = {};
    if (info->client_addr->sa_family == AF_INET) {
        const auto *v4 = reinterpret_cast<const sockaddr_in *>(info->client_addr);
        inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text);
        request->fromLoopback = (ntohl(v4->sin_addr.s_addr) >> 24) == 127;
    } else if (info->client_addr->sa_family == AF_INET6) {
        const auto *v6 = reinterpret_cast<const sockaddr_in6 *>(info->client_addr);
        inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text);
        request->fromLoopback = IN6_IS_ADDR_LOOPBACK(&v6->sin6_addr);
    }
    request->clientAddress = text;
}

// Hands RESPONSE to EXCHANGE's connection and wakes it. The exchange alone: an engine may answer
// after the server that took the request has been destroyed.
void answer(const Held &exchange, HttpResponse response)
{
    std::lock_guard lock(exchange->mutex);
    if (exchange->answered)
        return;
    exchange->answered = true;
    exchange->response = std::move(response);
    if (exchange->suspended && exchange->connection) {
        exchange->suspended = false;
        MHD_resume_connection(exchange->connection);  // the server's thread queues the answer
    }
}

} // namespace

struct HttpServer::Impl {
    HttpHandler handler;
    HttpLimits limits;
    MHD_Daemon *daemon = nullptr;
    uint16_t port = 0;
    std::string lastLog;             // MHD's last complaint, for start()'s answer
    std::mutex mutex;                // guards waiting and lastLog
    std::condition_variable drained;
    std::set<Held> waiting;          // suspended for an answer

    MHD_Result onRequest(MHD_Connection *connection, const char *url, const char *method, const char *upload,
                         size_t *uploadSize, void **slot)
    {
        auto *held = static_cast<Held *>(*slot);
        if (!held) {
            auto exchange = std::make_shared<Exchange>();
            exchange->connection = connection;
            auto &request = exchange->request;
            request.method = method ? method : "";
            request.path = url ? url : "";
            MHD_get_connection_values(connection, MHD_HEADER_KIND, &collect, &request.headers);
            MHD_get_connection_values(connection, MHD_GET_ARGUMENT_KIND, &collect, &request.query);
            readClient(connection, &request);
            const auto length = request.header("content-length");
            exchange->tooLarge = !length.empty() && std::strtoull(length.c_str(), nullptr, 10) > limits.maxBodyBytes;
            *slot = new Held(std::move(exchange));
            return MHD_YES;
        }
        auto exchange = *held;
        if (*uploadSize) {
            if (!exchange->tooLarge && exchange->request.body.size() + *uploadSize <= limits.maxBodyBytes)
                exchange->request.body.append(upload, *uploadSize);
            else
                exchange->tooLarge = true;
            *uploadSize = 0;
            return MHD_YES;
        }
        {
            std::lock_guard lock(exchange->mutex);
            if (exchange->answered)
                return queue(connection, exchange->response);
            if (exchange->dispatched)
                return MHD_YES;  // still waiting (not expected: a suspended exchange is not called)
            exchange->dispatched = true;
        }
        if (exchange->tooLarge) {
            exchange->request.body.clear();
            return queue(connection, {413, "text/plain; charset=utf-8",
                                      "The request body is larger than " + std::to_string(limits.maxBodyBytes) + " bytes.\n",
                                      {{"Connection", "close"}}});
        }
        handler(exchange->request, [exchange](HttpResponse response) { answer(exchange, std::move(response)); });
        std::lock_guard lock(exchange->mutex);
        if (exchange->answered)
            return queue(connection, exchange->response);
        exchange->suspended = true;
        {
            std::lock_guard waitingLock(mutex);
            waiting.insert(exchange);
        }
        MHD_suspend_connection(connection);
        return MHD_YES;
    }

    void onCompleted(void **slot)
    {
        auto *held = static_cast<Held *>(*slot);
        if (!held)
            return;
        {
            std::lock_guard lock((*held)->mutex);
            (*held)->connection = nullptr;
        }
        {
            std::lock_guard lock(mutex);
            waiting.erase(*held);
        }
        drained.notify_all();
        delete held;
        *slot = nullptr;
    }
};

namespace {

MHD_Result onRequest(void *impl, MHD_Connection *connection, const char *url, const char *method, const char *,
                     const char *upload, size_t *uploadSize, void **slot)
{
    return static_cast<HttpServer::Impl *>(impl)->onRequest(connection, url, method, upload, uploadSize, slot);
}

void onCompleted(void *impl, MHD_Connection *, void **slot, MHD_RequestTerminationCode)
{
    static_cast<HttpServer::Impl *>(impl)->onCompleted(slot);
}

void onLog(void *impl, const char *format, va_list arguments)
{
    char text[512];
    std::vsnprintf(text, sizeof text, format, arguments);
    auto *self = static_cast<HttpServer::Impl *>(impl);
    std::lock_guard lock(self->mutex);
    self->lastLog = text;
    while (!self->lastLog.empty() && (self->lastLog.back() == '\n' || self->lastLog.back() == ' '))
        self->lastLog.pop_back();
}

} // namespace

HttpServer::HttpServer(HttpHandler handler, HttpLimits limits) : m_impl(std::make_unique<Impl>())
{
    m_impl->handler = std::move(handler);
    m_impl->limits = limits;
}

HttpServer::~HttpServer()
{
    stop();
}

std::string HttpServer::start(const std::string &address, uint16_t port)
{
    stop();
    sockaddr_in bind{};
    bind.sin_family = AF_INET;
    bind.sin_port = htons(port);
    if (inet_pton(AF_INET, address.c_str(), &bind.sin_addr) != 1)
        return "\"" + address + "\" is not an IPv4 address to listen on.";
    m_impl->lastLog.clear();
    const unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    const auto &limits = m_impl->limits;
    m_impl->daemon = MHD_start_daemon(
        flags, port, nullptr, nullptr, &onRequest, m_impl.get(), MHD_OPTION_SOCK_ADDR, reinterpret_cast<sockaddr *>(&bind),
        MHD_OPTION_CONNECTION_LIMIT, limits.maxConnections, MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.maxPerClient,
        MHD_OPTION_CONNECTION_TIMEOUT, limits.idleTimeoutSeconds, MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.maxHeadBytes,
        MHD_OPTION_NOTIFY_COMPLETED, &onCompleted, m_impl.get(), MHD_OPTION_EXTERNAL_LOGGER, &onLog, m_impl.get(),
        MHD_OPTION_END);
    if (!m_impl->daemon) {
        std::lock_guard lock(m_impl->mutex);
        return "Cannot listen on " + address + ":" + std::to_string(port)
               + (m_impl->lastLog.empty() ? std::string(".") : " (" + m_impl->lastLog + ").");
    }
    if (const auto *info = MHD_get_daemon_info(m_impl->daemon, MHD_DAEMON_INFO_BIND_PORT))
        m_impl->port = info->port;
    return {};
}

void HttpServer::stop()
{
    if (!m_impl->daemon)
        return;
    std::set<Held> waiting;
    {
        std::lock_guard lock(m_impl->mutex);
        waiting = m_impl->waiting;
    }
    for (const auto &exchange : waiting)
        answer(exchange, {503, "text/plain; charset=utf-8", "The service is shutting down.\n", {}});
    {
        // MHD refuses to stop with connections suspended: let the server's thread send those answers.
        std::unique_lock lock(m_impl->mutex);
        m_impl->drained.wait_for(lock, std::chrono::seconds(2), [&] { return m_impl->waiting.empty(); });
    }
    MHD_stop_daemon(m_impl->daemon);
    m_impl->daemon = nullptr;
    m_impl->port = 0;
}

bool HttpServer::running() const
{
    return m_impl->daemon != nullptr;
}

uint16_t HttpServer::port() const
{
    return m_impl->port;
}

} // namespace kaimen::net
