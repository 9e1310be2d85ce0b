#pragma once
// A small HTTP/1.1 server on a thread of its own (GNU libmicrohttpd), with the limits a booth's
// network needs: a cap on connections (and per client), an idle timeout, a bound on the request
// head (MHD's per-connection memory pool) and on the body. Handlers may answer later from any
// thread (the connection waits suspended), so an engine's callback can answer directly.
// Standard library only in this header; no Qt.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace kaimen::net {

struct HttpLimits {
    unsigned maxConnections = 64;      // open at once; more are refused at accept
    unsigned maxPerClient = 16;        // from one address
    unsigned idleTimeoutSeconds = 15;  // a connection quiet this long is closed
    size_t maxHeadBytes = 16 * 1024;   // request line and headers (MHD answers 431 above)
    size_t maxBodyBytes = 4 * 1024;    // a larger body is answered 413 unread
};

// TEXT with its ASCII letters in lower case (header names, language tags: case-insensitive in HTTP).
inline std::string asciiLowerCase(std::string text)
{
    for (auto &c : text)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return text;
}

struct HttpRequest {
    std::string method;                       // GET, POST …
    std::string path;                         // without the query
    std::map<std::string, std::string> query; // ?a=b
    std::map<std::string, std::string> headers;  // names in lower case
    std::string body;
    std::string clientAddress;                // "127.0.0.1"
    bool fromLoopback = false;

    std::string header(const std::string &lowerCaseName) const
    {
        const auto it = headers.find(lowerCaseName);
        return it == headers.end() ? std::string() : it->second;
    }
};

struct HttpResponse {
    int status = 200;
    std::string contentType = "text/plain; charset=utf-8";
    std::string body;
    std::vector<std::pair<std::string, std::string>> headers;
};

// Answers a request exactly once, from any thread.
using HttpRespond = std::function<void(HttpResponse)>;
// Called on the server's thread for every complete request within the limits.
using HttpHandler = std::function<void(const HttpRequest &request, HttpRespond respond)>;

class HttpServer {
public:
    HttpServer(HttpHandler handler, HttpLimits limits);
    // Stops it (stop()).
    ~HttpServer();
    HttpServer(const HttpServer &) = delete;
    HttpServer &operator=(const HttpServer &) = delete;

    // Listens on ADDRESS (an IPv4 address; "0.0.0.0" = every interface) and PORT (0 = any free
    // one); returns "" or why it could not (the port taken, the address not this machine's).
    std::string start(const std::string &address, uint16_t port);
    // Answers every request still waiting 503, closes every connection and joins the thread.
    void stop();
    bool running() const;
    // The port listened on (the chosen one when started with 0); 0 when stopped.
    uint16_t port() const;

    struct Impl;

private:
    std::unique_ptr<Impl> m_impl;
};

} // namespace kaimen::net
