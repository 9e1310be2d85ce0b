#include "ScreenshotRun.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSaveFile>
#include <QTimer>

namespace {

// KioskStage::Stage, in order.
const QStringList kStages{"attract", "input", "writing", "result"};
constexpr int kPollMs = 20;

class ScreenshotRun : public QObject {
public:
    ScreenshotRun(QQuickWindow *window, ScreenshotRequest request)
        : QObject(window), m_window(window), m_request(std::move(request))
    {
        m_clock.start();
        connect(&m_poll, &QTimer::timeout, this, [this] { poll(); });
        m_poll.start(kPollMs);
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
        if (stageShown() != m_request.waitFor)
            return false;
        if (m_request.waitFor != "result")
            return true;
        return read("gate", "open").toDouble() >= 1 && read("couplet", "written").toDouble() >= 1;
    }

    void poll()
    {
        if (m_request.reveal)
            saveRevealSteps();
        if (m_reachedAt < 0 && reached())
            m_reachedAt = m_clock.elapsed();
        if (m_reachedAt >= 0 && m_clock.elapsed() - m_reachedAt >= m_request.settleMs)
            return finish(true);
        if (m_clock.elapsed() > m_request.timeoutMs)
            finish(false);
    }

    void saveRevealSteps()
    {
        const double written = read("couplet", "written").toDouble();
        while (m_nextStep < 3 && written >= 0.25 * (m_nextStep + 1) && stageShown() != "input") {
            const int percent = 25 * (m_nextStep + 1);
            m_window->grabWindow().save(withSuffix("-" + QString::number(percent) + ".png"));
            ++m_nextStep;
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
            {"lines", QJsonObject{{"upper", line("upperScroll", "upper")},
                                  {"lower", line("lowerScroll", "lower")},
                                  {"horizontal", line("horizontalScroll", "horizontal")}}},
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
        m_window->setProperty("leaving", true);  // the window refuses to close otherwise
        QCoreApplication::exit(ok && saved ? 0 : 3);
    }

    QQuickWindow *m_window;
    ScreenshotRequest m_request;
    QElapsedTimer m_clock;
    QTimer m_poll;
    qint64 m_reachedAt = -1;
    int m_nextStep = 0;
};

} // namespace

void startScreenshot(QQuickWindow *window, const ScreenshotRequest &request)
{
    new ScreenshotRun(window, request);
}
