#include "ScreenshotRun.h"
#include "ShownControls.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <vector>

namespace {

// KioskStage::Stage, in order.
const QStringList kStages{"attract", "input", "writing", "result"};
constexpr int kPollMs = 20;
// The heartbeat whose lateness shows a blocked event loop.
constexpr int kBeatMs = 5;

// The processor time the calling thread has used. A GUI thread late because it was working shows
// here; one late because it waited for the render thread (llvmpipe's frames under Xvfb, tens of
// milliseconds each) or for a core another process had does not: the same work costs the same
// time on a quiet machine and a loaded one.
qint64 threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// How the GUI thread kept up while the brush wrote.
class BrushTimings {
public:
    // A heartbeat at NOWNS, when the GUI thread had used CPUNS of processor time.
    void beat(qint64 nowNs, qint64 cpuNs)
    {
        if (m_lastBeat > 0) {
            m_lateness.push_back(std::max(0.0, (nowNs - m_lastBeat) / 1e6 - kBeatMs));
            m_work.push_back((cpuNs - m_lastCpu) / 1e6);
        }
        startSpan(nowNs, cpuNs);
    }
    // The next heartbeat measures from here. Called alone, it leaves out the time since the last
    // heartbeat: the screenshot run's own work, not the kiosk's.
    void startSpan(qint64 nowNs, qint64 cpuNs)
    {
        m_lastBeat = nowNs;
        m_lastCpu = cpuNs;
    }
    void frame(qint64 nowNs)
    {
        if (m_lastFrame > 0)
            m_frames.push_back((nowNs - m_lastFrame) / 1e6);
        m_lastFrame = nowNs;
    }
    void started(qint64 nowNs) { if (m_start < 0) m_start = nowNs; }
    void finished(qint64 nowNs) { if (m_end < 0 && m_start >= 0) m_end = nowNs; }
    bool measuring() const { return m_start >= 0 && m_end < 0; }

    QJsonObject json() const
    {
        auto worst = [](std::vector<double> v) { return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()); };
        auto p99 = [](std::vector<double> v) {
            if (v.empty())
                return 0.0;
            std::sort(v.begin(), v.end());
            return v[size_t(double(v.size() - 1) * 0.99)];
        };
        double sum = 0;
        for (double f : m_frames)
            sum += f;
        return {{"reveal_ms", m_start >= 0 && m_end >= 0 ? (m_end - m_start) / 1e6 : 0.0},
                {"worst_lateness_ms", worst(m_lateness)}, {"p99_lateness_ms", p99(m_lateness)},
                {"worst_gui_work_ms", worst(m_work)},
                {"frames", int(m_frames.size())}, {"mean_frame_ms", m_frames.empty() ? 0.0 : sum / m_frames.size()},
                {"worst_frame_ms", worst(m_frames)}};
    }

private:
    qint64 m_start = -1, m_end = -1, m_lastBeat = 0, m_lastCpu = 0, m_lastFrame = 0;
    std::vector<double> m_lateness, m_work, m_frames;
};

class ScreenshotRun : public QObject {
public:
    ScreenshotRun(QQuickWindow *window, ScreenshotRequest request)
        : QObject(window), m_window(window), m_request(std::move(request))
    {
        m_clock.start();
        connect(&m_poll, &QTimer::timeout, this, [this] { poll(); });
        m_poll.start(kPollMs);
        m_beat.setTimerType(Qt::PreciseTimer);
        connect(&m_beat, &QTimer::timeout, this, [this] {
            if (m_brush.measuring())
                m_brush.beat(m_clock.nsecsElapsed(), threadCpuNs());
        });
        m_beat.start(kBeatMs);
        connect(window, &QQuickWindow::afterAnimating, this, [this] {
            if (m_brush.measuring())
                m_brush.frame(m_clock.nsecsElapsed());
        });
    }

private:
    QObject *find(const char *name) const { return m_window->findChild<QObject *>(name); }
    QVariant read(const char *object, const char *property) const
    {
        const QObject *o = find(object);
        return o ? o->property(property) : QVariant();
    }

    QString stageShown() const
    {
        if (read("adminPanel", "visible").toBool())
            return "admin";
        const int stage = read("kioskStage", "stage").toInt();
        return stage >= 0 && stage < kStages.size() ? kStages[stage] : QString();
    }

    // The result is reached when the gate is open and the brush has written every character.
    bool reached() const
    {
        if (m_request.waitFor.isEmpty())
            return true;
        if (m_request.waitFor == "written")
            return (stageShown() == "writing" || stageShown() == "result") && read("couplet", "written").toDouble() >= 1;
        if (stageShown() != m_request.waitFor)
            return false;
        if (m_request.waitFor != "result")
            return true;
        return read("gate", "open").toDouble() >= 1 && read("couplet", "written").toDouble() >= 1;
    }

    void poll()
    {
        const double written = read("couplet", "written").toDouble();
        const bool ceremony = stageShown() == "writing" || stageShown() == "result";
        if (ceremony && written > 0)
            m_brush.started(m_clock.nsecsElapsed());
        if (ceremony && written >= 1)
            m_brush.finished(m_clock.nsecsElapsed());
        if (m_request.reveal)
            saveRevealSteps(written);
        if (m_reachedAt < 0 && reached())
            m_reachedAt = m_clock.elapsed();
        if (m_reachedAt >= 0 && m_clock.elapsed() - m_reachedAt >= m_request.settleMs)
            return finish(true);
        if (m_clock.elapsed() > m_request.timeoutMs)
            finish(false);
    }

    void saveRevealSteps(double written)
    {
        while (m_nextStep < 3 && written >= 0.25 * (m_nextStep + 1) && stageShown() != "input") {
            const int percent = 25 * (m_nextStep + 1);
            m_window->grabWindow().save(withSuffix("-" + QString::number(percent) + ".png"));
            ++m_nextStep;
            // Grabbing and encoding a 1080p picture takes this thread 80-130 ms: it was what the
            // result stages' brush measured as the GUI thread's work.
            if (m_brush.measuring())
                m_brush.startSpan(m_clock.nsecsElapsed(), threadCpuNs());
        }
    }

    QString withSuffix(const QString &suffix) const
    {
        QString base = m_request.file;
        if (base.endsWith(".png"))
            base.chop(4);
        return base + suffix;
    }

    QJsonObject line(const char *scroll, const char *stageProperty) const
    {
        QJsonObject out{{"text", read("kioskStage", stageProperty).toString()}};
        if (auto *item = qobject_cast<QQuickItem *>(find(scroll))) {
            const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            out["shown"] = item->property("text").toString();
            out["rect"] = QJsonArray{r.x(), r.y(), r.width(), r.height()};
            out["visible"] = item->isVisible();
            out["glyph"] = item->property("glyph").toDouble();
            // Where its first character stands: a 横批 is read from the side the 上联 hangs on.
            if (!item->property("vertical").toBool())
                out["reads_from"] = item->property("rightToLeft").toBool() ? "right" : "left";
        }
        return out;
    }

    // The take-home QR code the result screen shows: its link and where it stands, and where
    // the whole card stands (the Wi-Fi code and both captions too).
    QJsonObject takeHome() const
    {
        QJsonObject out;
        if (auto *card = qobject_cast<QQuickItem *>(find("takeHome"))) {
            out["link"] = card->property("link").toString();
            out["visible"] = card->isVisible() && card->opacity() > 0.99;
            const QRectF r = card->mapRectToScene(card->childrenRect());
            out["card"] = QJsonArray{r.x(), r.y(), r.width(), r.height()};
        }
        if (auto *code = qobject_cast<QQuickItem *>(find("takeHomeQr"))) {
            const QRectF r = code->mapRectToScene(QRectF(0, 0, code->width(), code->height()));
            out["rect"] = QJsonArray{r.x(), r.y(), r.width(), r.height()};
        }
        return out;
    }

    void finish(bool ok)
    {
        m_poll.stop();
        const bool saved = ok && m_window->grabWindow().save(m_request.file);
        const auto api = m_window->rendererInterface()->graphicsApi();
        QJsonObject sidecar{
            {"wanted", m_request.waitFor},
            {"reached", ok},
            {"stage", stageShown()},
            {"after_ms", m_clock.elapsed()},
            {"window", QJsonArray{m_window->width(), m_window->height()}},
            {"renderer", api == QSGRendererInterface::Software ? "software" : api == QSGRendererInterface::OpenGL ? "opengl" : "other"},
            {"written", read("couplet", "written").toDouble()},
            {"brush", m_brush.json()},
            {"lines", QJsonObject{{"upper", line("upperScroll", "upper")},
                                  {"lower", line("lowerScroll", "lower")},
                                  {"horizontal", line("horizontalScroll", "horizontal")}}},
            {"asked_for", read("askedFor", "text").toString()},  // the wish under the lintel
            {"wish_gloss", read("wishGloss", "text").toString()},  // its meaning, in English
            {"banner_gloss", read("bannerGloss", "visible").toBool() ? read("bannerGloss", "text").toString() : QString()},
            {"take_home", takeHome()},
            {"controls", shownControls(m_window->contentItem())},
        };
        QSaveFile json(withSuffix(".json"));
        if (json.open(QIODevice::WriteOnly)) {
            json.write(QJsonDocument(sidecar).toJson());
            json.commit();
        }
        if (!ok)
            qCritical("screenshot: the %s stage was not reached within %d ms (showing %s); no picture taken",
                      qPrintable(m_request.waitFor), m_request.timeoutMs, qPrintable(stageShown()));
        else if (!saved)
            qCritical("screenshot: cannot save %s", qPrintable(m_request.file));
        // The window refuses to close otherwise. Not while it lingers: a stop by a signal meanwhile
        // (tests/app/stop-signal.sh) must meet the window as a visitor leaves it.
        const auto leave = [window = QPointer<QQuickWindow>(m_window)](int code) {
            if (window)
                window->setProperty("leaving", true);
            QCoreApplication::exit(code);
        };
        const int code = ok && saved ? 0 : 3;
        if (code == 0 && m_request.lingerMs > 0)
            QTimer::singleShot(m_request.lingerMs, [leave] { leave(0); });
        else
            leave(code);
    }

    QQuickWindow *m_window;
    ScreenshotRequest m_request;
    QElapsedTimer m_clock;
    QTimer m_poll;
    QTimer m_beat;
    BrushTimings m_brush;
    qint64 m_reachedAt = -1;
    int m_nextStep = 0;
};

} // namespace

void startScreenshot(QQuickWindow *window, const ScreenshotRequest &request)
{
    new ScreenshotRun(window, request);
}
