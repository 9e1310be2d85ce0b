// The booth's HTTP service as a phone, another screen and a monitoring system meet it: the API
// in kaimen-cli's words, the take-home pages, health and metrics, and the limits around them.
#include "BoothNetwork.h"
#include "FakeGenerator.h"
#include "HttpServer.h"
#include "QrCode.h"
#include "TakeHomePage.h"

#include "kaimen/RequestJson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace kaimen;
using namespace kaimen::net;
using namespace kaimen::testing;

namespace {

struct Reply {
    int status = 0;
    QByteArray body;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QNetworkReply *raw = nullptr;
    QByteArray header(const char *name) const { return headers.value(QByteArray(name).toLower()); }
    QMap<QByteArray, QByteArray> headers;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

Reply fetch(const QByteArray &method, const QString &url, const QByteArray &body = {},
            const QList<QPair<QByteArray, QByteArray>> &headers = {})
{
    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request{QUrl(url)};
    // As a phone set to Chinese asks (Qt would send its own locale's language otherwise).
    request.setRawHeader("Accept-Language", "zh-CN,zh;q=0.9");
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    if (!body.isEmpty() && !request.hasRawHeader("Content-Type"))
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    Reply out;
    if (!finished.wait(15000))
        return out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    out.error = reply->error();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        out.headers[name.toLower()] = value;
    reply->deleteLater();
    return out;
}

EngineOptions fakeEngine(const std::shared_ptr<FakeGenerator::Control> &control)
{
    EngineOptions options;
    options.loader = fakeLoader(control);
    options.warmUp = false;
    return options;
}

NetworkSettings loopbackOn()
{
    NetworkSettings settings;
    settings.enabled = true;
    settings.port = 0;  // any free port
    return settings;
}

std::string fakePoster(const TakeHome &couplet, bool glossed)
{
    return "\x89PNG\r\n\x1a\n" + couplet.upper + (glossed ? " (glossed)" : "");
}

} // namespace

class TestBoothNetwork : public QObject {
    Q_OBJECT

    std::shared_ptr<FakeGenerator::Control> m_control;
    std::unique_ptr<Engine> m_engine;
    EngineHandle m_handle;
    std::unique_ptr<BoothNetwork> m_network;
    QString m_base;

private slots:
    void init()
    {
        m_control = std::make_shared<FakeGenerator::Control>();
        m_engine = std::make_unique<Engine>(fakeEngine(m_control));
        QCOMPARE(m_engine->waitUntilSettled(std::chrono::seconds(10)), EngineState::Ready);
        m_handle.set(m_engine.get());
        m_network = std::make_unique<BoothNetwork>(m_handle);
        QCOMPARE(m_network->apply(loopbackOn(), &fakePoster), QString());
        QVERIFY(m_network->serving());
        m_base = m_network->baseUrl();
        QVERIFY(m_base.startsWith("http://127.0.0.1:"));
    }

    void cleanup()
    {
        holdGate(*m_control, true);
        m_network.reset();
        m_handle.set(nullptr);
        m_engine.reset();
    }

    void apiWritesACoupletAsKaimenCliDoes()
    {
        const auto reply = fetch("POST", m_base + "/api/v1/couplets",
                                 "{\"id\": 7, \"mode\": \"keyword\", \"keyword\": \"如意\", \"kind\": \"cangtou\"}");
        QCOMPARE(reply.status, 200);
        QVERIFY(reply.header("content-type").startsWith("application/json"));
        const auto answer = reply.json();
        QCOMPARE(answer["id"].toInt(), 7);
        QCOMPARE(answer["upper"].toString(), QString("如意上"));
        QCOMPARE(answer["lower"].toString(), QString("如意下"));
        QCOMPARE(answer["horizontal"].toString(), QString("四字横批"));
    }

    // 换一副 for another screen: the couplets it has shown, sent back in "seen", are not answered
    // again.
    void apiAnswersAnotherCoupletForOneSeen()
    {
        const QString url = m_base + "/api/v1/couplets";
        auto reply = fetch("POST", url, "{\"keyword\": \"如意\", \"seen\": [{\"upper\": \"如意上\", \"lower\": \"如意下\"}]}");
        QCOMPARE(reply.status, 200);
        QVERIFY(reply.json()["upper"].toString().startsWith("如意"));
        QVERIFY2(reply.json()["upper"].toString() != "如意上", qPrintable(reply.json()["upper"].toString()));
        QCOMPARE(fetch("POST", url, "{\"keyword\": \"如意\", \"seen\": 3}").status, 400);
    }

    // A phone or program that writes traditional characters reads the couplet in them, and its
    // 换一副 sends back what it was shown in them.
    void apiAnswersATraditionalClientInItsScript()
    {
        const QString url = m_base + "/api/v1/couplets";
        auto reply = fetch("POST", url, "{\"keyword\": \"萬福\"}");
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.json()["upper"].toString(), QString("萬福上"));
        QCOMPARE(reply.json()["lower"].toString(), QString("萬福下"));
        reply = fetch("POST", url, "{\"keyword\": \"萬福\", \"seen\": [{\"upper\": \"萬福上\", \"lower\": \"萬福下\"}]}");
        QCOMPARE(reply.status, 200);
        QVERIFY(reply.json()["upper"].toString().startsWith("萬福"));
        QVERIFY2(reply.json()["upper"].toString() != "萬福上", qPrintable(reply.json()["upper"].toString()));
        reply = fetch("POST", url, "{\"keyword\": \"萬福\", \"script\": \"simplified\"}");
        QCOMPARE(reply.json()["upper"].toString(), QString("万福上"));

        // 如意 is the same in both scripts: a phone set to Traditional Chinese settles it.
        const QList<QPair<QByteArray, QByteArray>> taiwan{{"Accept-Language", "zh-TW,zh;q=0.9"}};
        QCOMPARE(fetch("POST", url, "{\"keyword\": \"如意\"}", taiwan).json()["horizontal"].toString(), QString("四字橫批"));
        QCOMPARE(fetch("POST", url, "{\"keyword\": \"如意\"}").json()["horizontal"].toString(), QString("四字横批"));
        // 万福 is written in simplified characters, whatever the phone's language.
        QCOMPARE(fetch("POST", url, "{\"keyword\": \"万福\"}", taiwan).json()["horizontal"].toString(), QString("四字横批"));
    }

    void apiRefusesInKaimenClisWords()
    {
        for (const QByteArray body : {QByteArray("{\"keyword\": \"如\"}"), QByteArray("not json"),
                                      QByteArray("{\"mode\": \"duilian\"}"), QByteArray("{\"keyword\": \"如意\", \"kind\": \"poem\"}")}) {
            const auto reply = fetch("POST", m_base + "/api/v1/couplets", body);
            QCOMPARE(reply.status, 400);
            const auto expected = parseRequestLine(body.toStdString(), "The request body").error;
            QVERIFY(!expected.empty());
            QCOMPARE(reply.json()["error"].toString(), QString::fromStdString(expected));
        }
    }

    void badHttpIsRefusedAndServiceGoesOn()
    {
        const auto port = quint16(QUrl(m_base).port());
        const QByteArray bad[] = {
            "GARBAGE\r\n\r\n",
            "GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n",
            "GET /healthz HTTP/1.1\r\nNo colon in this header\r\n\r\n",
            "POST /api/v1/couplets HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
            "POST /api/v1/couplets HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n",
            QByteArray("GET /\xff\xfe HTTP/1.1\r\nHost: \x01\x02\r\n\r\n"),
        };
        for (const auto &request : bad) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(socket.waitForConnected(3000));
            socket.write(request);
            socket.waitForReadyRead(3000);
            const auto answer = socket.readAll();
            QVERIFY2(!answer.startsWith("HTTP/1.1 200"), request.constData());
        }
        auto reply = fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"\xff\xfe\"}");
        QCOMPARE(reply.status, 400);
        QVERIFY(reply.json()["error"].toString().contains("not UTF-8"));
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": ").status, 400);
        reply = fetch("POST", m_base + "/api/v1/couplets", "keyword=%E5%A6%82%E6%84%8F",
                      {{"Content-Type", "application/x-www-form-urlencoded"}});
        QCOMPARE(reply.status, 415);
        QVERIFY(reply.json()["error"].toString().contains("application/json"));
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"平安\"}",
                       {{"Content-Type", "application/json; charset=utf-8"}}).status, 200);
        // A media type is case-insensitive in HTTP, with spaces allowed before its parameters.
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"平安\"}",
                       {{"Content-Type", "Application/JSON ; charset=UTF-8"}}).status, 200);
    }

    // What a client gets wrong about the body's form is named: nothing sent, a batch as a list, a
    // compressed body (415 with the coding the API reads).
    void aBodyOfTheWrongFormIsNamed()
    {
        const QString url = m_base + "/api/v1/couplets";
        auto reply = fetch("POST", url, "", {{"Content-Type", "application/json"}});
        QCOMPARE(reply.status, 400);
        QVERIFY2(reply.json()["error"].toString().startsWith("The request body is empty"), qPrintable(reply.json()["error"].toString()));
        reply = fetch("POST", url, "[{\"keyword\": \"如意\"}, {\"keyword\": \"平安\"}]");
        QCOMPARE(reply.status, 400);
        QVERIFY2(reply.json()["error"].toString().contains("one request object at a time"), qPrintable(reply.json()["error"].toString()));
        reply = fetch("POST", url, QByteArray("\x1f\x8b\x08\x00", 4), {{"Content-Encoding", "gzip"}});
        QCOMPARE(reply.status, 415);
        QVERIFY2(reply.json()["error"].toString().contains("Content-Encoding gzip"), qPrintable(reply.json()["error"].toString()));
        QCOMPARE(reply.header("accept-encoding"), QByteArray("identity"));
        QCOMPARE(fetch("POST", url, "{\"keyword\": \"平安\"}", {{"Content-Encoding", "Identity"}}).status, 200);
    }

    // A Windows program may send GBK and say so: it is read in it. One that does not say so is told
    // the API reads UTF-8; a charset no one knows is 415.
    void aBodyInTheCharsetItNamesIsRead()
    {
        const QString url = m_base + "/api/v1/couplets";
        const QByteArray gbk = "{\"keyword\": \"\xC8\xE7\xD2\xE2\"}";  // 如意 in GBK
        auto reply = fetch("POST", url, gbk, {{"Content-Type", "application/json; charset=GBK"}});
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.json()["upper"].toString(), QString("如意上"));
        reply = fetch("POST", url, gbk);
        QCOMPARE(reply.status, 400);
        QVERIFY2(reply.json()["error"].toString().contains("not UTF-8"), qPrintable(reply.json()["error"].toString()));
        reply = fetch("POST", url, "{\"keyword\": \"如意\"}", {{"Content-Type", "application/json; charset=\"klingon-8\""}});
        QCOMPARE(reply.status, 415);
        QVERIFY(reply.json()["error"].toString().contains("klingon-8"));
    }

    void servesOnlyItsPathsAndMethods()
    {
        auto reply = fetch("GET", m_base + "/api/v1/couplets");
        QCOMPARE(reply.status, 405);
        QCOMPARE(reply.header("allow"), QByteArray("POST, OPTIONS"));
        reply = fetch("DELETE", m_base + "/healthz");
        QCOMPARE(reply.status, 405);
        QCOMPARE(reply.header("allow"), QByteArray("GET, HEAD, OPTIONS"));
        // A client asking first is told what the path takes, not refused.
        reply = fetch("OPTIONS", m_base + "/api/v1/couplets");
        QCOMPARE(reply.status, 204);
        QCOMPARE(reply.header("allow"), QByteArray("POST, OPTIONS"));
        // A client that ends its paths with a slash reaches the same routes.
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets/", "{\"keyword\": \"平安\"}").status, 200);
        QCOMPARE(fetch("GET", m_base + "/healthz/").status, 200);
        for (const char *path : {"/", "/etc/passwd", "/api/v1/couplets//", "/api/v1/settings", "/admin", "/c", "/metrics/../etc/passwd"})
            QVERIFY2(fetch("GET", m_base + path).status == 404 || fetch("GET", m_base + path).status == 405, path);
    }

    void refusesALargeBody()
    {
        const QByteArray big = "{\"keyword\": \"如意\", \"pad\": \"" + QByteArray(6000, 'x') + "\"}";
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", big).status, 413);
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"平安\"}").status, 200);  // still serving
    }

    void healthSaysTheModelsState()
    {
        auto reply = fetch("GET", m_base + "/healthz");
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.json()["state"].toString(), QString("ready"));
        m_handle.set(nullptr);  // between two engines
        reply = fetch("GET", m_base + "/healthz");
        QCOMPARE(reply.status, 503);
        QCOMPARE(reply.json()["state"].toString(), QString("loading"));
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"平安\"}").status, 503);
    }

    void metricsInPrometheusFormat()
    {
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"如意\"}").status, 200);
        QCOMPARE(fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"如意\"}").status, 200);
        const auto reply = fetch("GET", m_base + "/metrics");
        QCOMPARE(reply.status, 200);
        QVERIFY(reply.header("content-type").startsWith("text/plain; version=0.0.4"));
        // Each sample as name{labels} -> value.
        QMap<QString, double> samples;
        for (const auto &line : QString::fromUtf8(reply.body).split('\n', Qt::SkipEmptyParts))
            if (!line.startsWith('#'))
                samples[line.section(' ', 0, -2)] = line.section(' ', -1).toDouble();
        QCOMPARE(samples.value("kaimen_requests_total{outcome=\"cache_hit\"}"), 1.0);
        QVERIFY(samples.value("kaimen_requests_total{outcome=\"generated\"}") >= 1.0);  // the cache's refills too
        QCOMPARE(samples.value("kaimen_request_latency_seconds_count"), 2.0);
        QCOMPARE(samples.value("kaimen_request_latency_seconds_bucket{le=\"+Inf\"}"), 2.0);
        QVERIFY(samples.contains("kaimen_request_latency_seconds_sum"));
        QCOMPARE(samples.value("kaimen_http_responses_total{route=\"api\",status=\"200\"}"), 2.0);
        QCOMPARE(samples.value("kaimen_model_ready"), 1.0);
        QVERIFY(samples.contains("kaimen_resident_memory_bytes") && samples.contains("kaimen_queue_depth"));
        QVERIFY(reply.body.contains("# TYPE kaimen_request_latency_seconds histogram\n"));
    }

    void apiKeyOnceSetIsRequired()
    {
        auto settings = loopbackOn();
        settings.apiKey = "booth-7-secret";
        QCOMPARE(m_network->apply(settings, &fakePoster), QString());
        const auto url = m_network->baseUrl() + "/api/v1/couplets";
        const QByteArray body = "{\"keyword\": \"如意\"}";
        auto reply = fetch("POST", url, body);
        QCOMPARE(reply.status, 401);
        QVERIFY(reply.json()["error"].toString().contains("Authorization: Bearer"));
        QCOMPARE(fetch("POST", url, body, {{"Authorization", "Bearer booth-7-secreT"}}).status, 401);
        QCOMPARE(fetch("POST", url, body, {{"Authorization", "Bearer booth-7-secret"}}).status, 200);
        // The scheme's name is case-insensitive in HTTP; some clients write it in lower case.
        QCOMPARE(fetch("POST", url, body, {{"Authorization", "bearer booth-7-secret"}}).status, 200);
        QCOMPARE(fetch("POST", url, body, {{"Authorization", "Basic booth-7-secret"}}).status, 401);
        QCOMPARE(fetch("GET", m_network->baseUrl() + "/metrics", {}, {{"X-Api-Key", "booth-7-secret"}}).status, 200);

        // A web page on another screen: its browser asks first, then reads the answer.
        const QByteArray page = "http://screen-2.booth.lan";
        reply = fetch("OPTIONS", url, {}, {{"Origin", page}, {"Access-Control-Request-Method", "POST"},
                                            {"Access-Control-Request-Headers", "authorization, content-type"}});
        QCOMPARE(reply.status, 204);
        QCOMPARE(reply.header("access-control-allow-origin"), QByteArray("*"));
        QVERIFY(reply.header("access-control-allow-headers").contains("Authorization"));
        reply = fetch("POST", url, body, {{"Origin", page}, {"Authorization", "Bearer booth-7-secret"}});
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.header("access-control-allow-origin"), QByteArray("*"));
    }

    void apiWithoutKeyAnswersThisMachineOnly()
    {
        // No page from elsewhere may read it either (a browser open on this machine).
        const auto fromPage = fetch("POST", m_base + "/api/v1/couplets", "{\"keyword\": \"如意\"}",
                                    {{"Origin", "http://example.test"}});
        QCOMPARE(fromPage.status, 200);
        QVERIFY(fromPage.header("access-control-allow-origin").isEmpty());
        const auto interfaces = servingInterfaces();
        if (interfaces.isEmpty())
            QSKIP("this machine has no network interface besides loopback");
        auto settings = loopbackOn();
        settings.interfaceName = "all";
        QCOMPARE(m_network->apply(settings, &fakePoster), QString());
        const auto external = m_network->baseUrl();
        QVERIFY(!external.contains("127.0.0.1"));
        const auto reply = fetch("POST", external + "/api/v1/couplets", "{\"keyword\": \"如意\"}");
        QCOMPARE(reply.status, 403);
        QVERIFY(reply.json()["error"].toString().contains("API key"));
        QCOMPARE(fetch("GET", external + "/metrics").status, 403);
        // ... while the take-home pages face the booth's network.
        const auto link = m_network->share({"春满人间", "福临门第", "万象更新", "如意", true, true});
        QCOMPARE(fetch("GET", link).status, 200);
    }

    void loopbackBindingIsNotReachableFromTheNetwork()
    {
        const auto interfaces = servingInterfaces();
        if (interfaces.isEmpty())
            QSKIP("this machine has no network interface besides loopback");
        QTcpSocket socket;
        const auto address = QUrl(m_base).port();
        const auto entries = QNetworkInterface::interfaceFromName(interfaces.first()).addressEntries();
        QHostAddress external;
        for (const auto &entry : entries)
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                external = entry.ip();
        socket.connectToHost(external, quint16(address));
        QVERIFY(!socket.waitForConnected(3000));
        QCOMPARE(socket.error(), QAbstractSocket::ConnectionRefusedError);
    }

    void takeHomePageInThePhonesLanguage()
    {
        const auto link = m_network->share({"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", true, true});
        QVERIFY(link.startsWith(m_base + "/c/"));
        QCOMPARE(link.size() - (m_base + "/c/").size(), 32);  // 128 bits in hex
        auto page = fetch("GET", link);
        QCOMPARE(page.status, 200);
        QVERIFY(page.header("content-type").startsWith("text/html"));
        QVERIFY(page.header("content-security-policy").contains("default-src 'none'"));
        const auto html = QString::fromUtf8(page.body);
        for (const char *text : {"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", "我的春联", "保存图片"})
            QVERIFY2(html.contains(QString::fromUtf8(text)), text);
        QVERIFY(!html.contains("http://") && !html.contains("https://"));  // nothing from elsewhere
        auto english = fetch("GET", link, {}, {{"Accept-Language", "en-US,en;q=0.9,zh;q=0.5"}});
        QVERIFY(QString::fromUtf8(english.body).contains("Save the picture"));
        // A phone that reads English reads what the wish and the banner mean; one in Chinese not.
        TakeHome glossed{"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", true, true, "rúyì · as one wants", "all things made new"};
        const auto glossedLink = m_network->share(glossed);
        const auto glossedPage = QString::fromUtf8(fetch("GET", glossedLink, {}, {{"Accept-Language", "en"}}).body);
        QVERIFY2(glossedPage.contains("万象更新<div class=\"gloss\">all things made new</div>"), qPrintable(glossedPage));
        QVERIFY(glossedPage.contains("Wish: 如意 (rúyì · as one wants)"));
        QVERIFY(!QString::fromUtf8(fetch("GET", glossedLink).body).contains("as one wants"));
        auto taiwan = fetch("GET", link, {}, {{"Accept-Language", "zh-TW,zh;q=0.9"}});
        QVERIFY(QString::fromUtf8(taiwan.body).contains("儲存圖片"));
        QCOMPARE(pageLanguage("fr-FR, de;q=0.5"), std::string("zh_CN"));
        QCOMPARE(pageLanguage("fr;q=0.9, en;q=0.8, zh;q=0.1"), std::string("en"));
    }

    void posterAndItsDownload()
    {
        const auto link = m_network->share({"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", true, true});
        auto poster = fetch("GET", link + "/poster.png");
        QCOMPARE(poster.status, 200);
        QCOMPARE(poster.header("content-type"), QByteArray("image/png"));
        QVERIFY(poster.body.startsWith("\x89PNG"));
        QVERIFY(poster.body.endsWith("春满人间千户乐"));
        QVERIFY(poster.header("content-disposition").isEmpty());
        auto download = fetch("GET", link + "/poster.png?download=1");
        QCOMPARE(download.status, 200);
        QVERIFY(download.header("content-disposition").startsWith("attachment; filename=\"kaimen-"));
        // A phone that reads English gets the poster that says what it wishes, as its page does,
        // and a cache keeps the two apart; the Chinese one is drawn again after it.
        const QList<QPair<QByteArray, QByteArray>> english{{"Accept-Language", "en-GB,en;q=0.9"}};
        QVERIFY(fetch("GET", link + "/poster.png", {}, english).body.endsWith("春满人间千户乐 (glossed)"));
        QVERIFY(fetch("GET", link + "/poster.png?download=1", {}, english).body.endsWith("(glossed)"));
        QVERIFY(fetch("GET", link + "/poster.png").body.endsWith("春满人间千户乐"));
        QCOMPARE(poster.header("vary"), QByteArray("Accept-Language"));
    }

    void unknownAndExpiredTokensFindAFriendlyPage()
    {
        const auto link = m_network->share({"春满人间千户乐", "福临门第万家欢", "万象更新", "如意", true, true});
        QString other = link;
        other[other.size() - 1] = other.endsWith('0') ? '1' : '0';
        for (const auto &url : {other, m_base + "/c/", m_base + "/c/nothing", link + "/other.png"}) {
            const auto reply = fetch("GET", url);
            QCOMPARE(reply.status, 404);
            QVERIFY2(QString::fromUtf8(reply.body).contains("已过期或不存在"), qPrintable(url));
        }
        QCOMPARE(fetch("GET", m_base + "/c/%2e%2e/%2e%2e/etc/passwd").status, 404);  // no file is ever read
        TakeHomeStore store;
        const auto start = TakeHomeStore::Clock::now();
        const auto token = store.add({"上", "下", "横", "", true, true}, std::chrono::hours(24), start);
        QVERIFY(store.find(token, start + std::chrono::hours(23)));
        QVERIFY(!store.find(token, start + std::chrono::hours(24)));
    }

    void turnedOffClosesThePort()
    {
        const auto port = quint16(QUrl(m_base).port());
        NetworkSettings off;
        QCOMPARE(m_network->apply(off), QString());
        QVERIFY(!m_network->serving());
        QVERIFY(m_network->share({"上", "下", "横", "", true, true}).isEmpty());
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!socket.waitForConnected(3000));
        QCOMPARE(socket.error(), QAbstractSocket::ConnectionRefusedError);
    }

    void aRequestWaitingForTheModelIsAnsweredWhenTheServiceStops()
    {
        holdGate(*m_control, false);
        QNetworkAccessManager network;
        network.setProxy(QNetworkProxy::NoProxy);
        QNetworkRequest request{QUrl(m_base + "/api/v1/couplets")};
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
        auto *reply = network.post(request, QByteArray("{\"keyword\": \"吉祥\"}"));
        const auto started = [this] {
            std::lock_guard lock(m_control->mutex);
            return m_control->started >= 1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(started(), 5000);  // the request reached the model
        QSignalSpy finished(reply, &QNetworkReply::finished);
        m_network->apply(NetworkSettings{});  // stops with the request waiting
        QVERIFY(finished.count() == 1 || finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 503);
    }

    void rateLimitedPerClientButNotThisMachine()
    {
        for (int i = 0; i < 30; ++i)
            QCOMPARE(fetch("GET", m_base + "/healthz").status, 200);  // loopback: not limited
        if (servingInterfaces().isEmpty())
            QSKIP("this machine has no network interface besides loopback");
        auto settings = loopbackOn();
        settings.interfaceName = "all";
        settings.apiKey = "booth-7-secret-key";
        QCOMPARE(m_network->apply(settings, &fakePoster), QString());
        const auto external = m_network->baseUrl();
        int limited = 0;
        for (int i = 0; i < 30; ++i) {
            const auto reply = fetch("GET", external + "/healthz", {}, {{"X-Api-Key", "booth-7-secret-key"}});
            limited += reply.status == 429;
            if (reply.status == 429)
                QVERIFY(!reply.header("retry-after").isEmpty());
        }
        QVERIFY2(limited >= 5, qPrintable(QString::number(limited)));
        // The take-home pages have a bucket of their own: a phone is not refused for a script's load.
        QCOMPARE(fetch("GET", m_network->share({"上", "下", "横", "", true, true})).status, 200);
    }

    void connectionCapIdleTimeoutAndHeadLimit()
    {
        HttpLimits limits;
        limits.maxConnections = 2;
        limits.idleTimeoutSeconds = 1;
        limits.maxHeadBytes = 4096;
        HttpServer server([](const HttpRequest &, HttpRespond respond) { respond({200, "text/plain", "ok", {}}); },
                          limits);
        QCOMPARE(server.start("127.0.0.1", 0), std::string());
        QTcpSocket first, second, third;
        for (auto *socket : {&first, &second, &third})
            socket->connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(first.waitForConnected(3000) && second.waitForConnected(3000));
        // The third is accepted by the kernel and closed by the server at once.
        QVERIFY(third.state() == QAbstractSocket::UnconnectedState || third.waitForDisconnected(3000));
        // Quiet connections are closed after the idle timeout.
        QVERIFY(first.waitForDisconnected(4000));
        QVERIFY(second.state() == QAbstractSocket::UnconnectedState || second.waitForDisconnected(3000));
        // A request head past the limit is refused, not read on and on.
        QTcpSocket big;
        big.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(big.waitForConnected(3000));
        big.write("GET / HTTP/1.1\r\nHost: x\r\nX-Fill: " + QByteArray(8000, 'a') + "\r\n\r\n");
        QVERIFY(big.waitForReadyRead(3000) || big.state() == QAbstractSocket::UnconnectedState);
        const auto answer = big.readAll();
        QVERIFY2(answer.isEmpty() || answer.startsWith("HTTP/1.1 431") || answer.startsWith("HTTP/1.1 413"), answer.left(40));
        QVERIFY(!answer.startsWith("HTTP/1.1 200"));
        // Once the idle ones are dropped, it serves again.
        QTcpSocket after;
        after.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(after.waitForConnected(3000));
        after.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        QVERIFY(after.waitForReadyRead(3000));
        QVERIFY(after.readAll().startsWith("HTTP/1.1 200"));
    }

    void qrCodes()
    {
        const auto code = encodeQr("http://192.168.1.20:8080/c/0123456789abcdef0123456789abcdef");
        QVERIFY(code.size >= 21);
        QCOMPARE(int(code.dark.size()), code.size * code.size);
        QVERIFY(code.isDark(0, 0) && code.isDark(6, 6) && !code.isDark(7, 7));  // a finder pattern's corner
        QCOMPARE(wifiQrText("Kaimen;Booth", "p:w\\d"), std::string("WIFI:T:WPA;S:Kaimen\\;Booth;P:p\\:w\\\\d;;"));
        QCOMPARE(wifiQrText("Open", ""), std::string("WIFI:T:nopass;S:Open;;"));
    }
};

QTEST_GUILESS_MAIN(TestBoothNetwork)
#include "tst_boothnetwork.moc"
