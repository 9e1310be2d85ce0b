#include "RobotScreen.h"

#include "EventWait.h"
#include "IdleWatcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <utility>

RobotScreen::RobotScreen(QQuickWindow *window)
    : m_window(window), m_touch(QTest::createTouchDevice()), m_framesShown(std::make_shared<std::atomic<int>>(0))
{
    // Emitted on the render thread: Xvfb's llvmpipe draws on a thread of its own, the offscreen
    // software renderer on the GUI thread, between the robot's steps.
    QObject::connect(window, &QQuickWindow::frameSwapped, window,
                     [frames = m_framesShown, drawnHere = m_framesDrawnOnGuiThread, gui = window->thread()] {
                         drawnHere->store(QThread::currentThread() == gui);
                         ++*frames;
                     },
                     Qt::DirectConnection);
    m_sinceTouch.start();
    auto *idle = window->findChild<IdleWatcher *>("idleWatcher");
    if (!idle)
        qFatal("the kiosk window has no idleWatcher");
    QObject::connect(idle, &IdleWatcher::timedOut, window, [this] {
        m_idleResets << m_sinceTouch.elapsed();
        m_resetSinceTouch = true;
    });
}

void RobotScreen::touched()
{
    m_sinceTouch.restart();
    if (m_resetSinceTouch && m_overtaken)
        m_overtaken();
    m_resetSinceTouch = false;
}

QList<qint64> RobotScreen::takeIdleResets()
{
    return std::exchange(m_idleResets, {});
}

// Every touch goes through these: the robot's clock against the idle clock starts at each (a
// release before it is sent: what it clicks may keep the kiosk busy, a language switch, before
// it returns).
void RobotScreen::press(QPoint where)
{
    touched();
    QTest::touchEvent(m_window, m_touch).press(0, where);
}

void RobotScreen::moveTo(QPoint where)
{
    touched();
    QTest::touchEvent(m_window, m_touch).move(0, where);
}

void RobotScreen::release(QPoint where)
{
    touched();
    QTest::touchEvent(m_window, m_touch).release(0, where);
}

QObject *RobotScreen::find(const char *name) const
{
    return m_window->findChild<QObject *>(name);
}

int RobotScreen::stage() const
{
    return find("kioskStage")->property("stage").toInt();
}

QString RobotScreen::lines() const
{
    const QObject *kiosk = find("kioskStage");
    return kiosk->property("upper").toString() + "|" + kiosk->property("lower").toString() + "|"
        + kiosk->property("horizontal").toString();
}

bool RobotScreen::coupletShown() const
{
    const QObject *kiosk = find("kioskStage");
    return stage() == Result && find("gate")->property("open").toDouble() >= 1
        && find("couplet")->property("written").toDouble() >= 1 && !kiosk->property("upper").toString().isEmpty()
        && !kiosk->property("lower").toString().isEmpty() && !kiosk->property("horizontal").toString().isEmpty();
}

QString RobotScreen::label(const char *context, const char *source)
{
    return QCoreApplication::translate(context, source);
}

QQuickItem *RobotScreen::firstItem(const std::function<bool(QQuickItem *)> &match, bool shownOnly) const
{
    QQuickItem *found = nullptr;
    std::function<void(QQuickItem *)> look = [&](QQuickItem *item) {
        if (found || (shownOnly && !item->isVisible()))
            return;
        if (match(item)) {
            found = item;
            return;
        }
        for (QQuickItem *child : item->childItems())
            look(child);
    };
    look(m_window->contentItem());
    return found;
}

namespace {

// A GoldButton ("selected" and "text" properties) a finger can press.
bool isEnabledButton(const QQuickItem *item)
{
    return item->property("selected").isValid() && item->isEnabled();
}

} // namespace

QList<QQuickItem *> RobotScreen::shownButtons() const
{
    QList<QQuickItem *> buttons;
    firstItem([&](QQuickItem *item) {
        if (isEnabledButton(item))
            buttons << item;
        return false;
    }, true);
    return buttons;
}

QQuickItem *RobotScreen::shownButton(const QString &text) const
{
    return firstItem([&](QQuickItem *item) { return isEnabledButton(item) && item->property("text").toString() == text; }, true);
}

QQuickItem *RobotScreen::wishField() const
{
    return firstItem([](QQuickItem *item) { return item->inherits("QQuickTextField"); }, false);
}

QQuickItem *RobotScreen::shownOfType(const char *type) const
{
    return firstItem([&](QQuickItem *item) { return QByteArray(item->metaObject()->className()).startsWith(type); }, true);
}

bool RobotScreen::tapButton(const QString &text)
{
    awaitFrame();
    return tapKey(text);
}

bool RobotScreen::tapKey(const QString &text)
{
    dismissCountdown();
    QQuickItem *button = shownButton(text);
    if (!button)
        return false;
    tapItem(button);
    return true;
}

void RobotScreen::tapItem(QQuickItem *item)
{
    tap(item->mapToScene(QPointF(item->width() / 2, item->height() / 2)));
}

void RobotScreen::tap(QPointF where)
{
    hold(where, 1);
}

void RobotScreen::hold(QPointF where, int ms)
{
    const QPoint p = where.toPoint();
    press(p);
    robot::runFor(ms);
    release(p);
    robot::runFor(1);
}

void RobotScreen::draw(const QPolygonF &points)
{
    if (points.isEmpty())
        return;
    press(points.first().toPoint());
    for (const QPointF &point : points.mid(1)) {
        robot::runFor(4);
        moveTo(point.toPoint());
    }
    robot::runFor(4);
    release(points.last().toPoint());
    robot::runFor(1);
}

void RobotScreen::awaitFrame()
{
    QElapsedTimer clock;
    clock.start();
    // On a render thread the frame being drawn now may have begun before the touch: the one
    // after it. On the GUI thread none is being drawn while the robot acts: the next one.
    const int shown = *m_framesShown;
    const int after = m_framesDrawnOnGuiThread->load() ? 1 : 2;
    m_window->update();
    waitFor([&] { return *m_framesShown >= shown + after; }, 1000);
    m_frameWaitNs += clock.nsecsElapsed();
}

bool RobotScreen::bringIntoView(QQuickItem *item)
{
    if (!item)
        return false;
    QQuickItem *page = item->parentItem();
    while (page && !page->inherits("QQuickFlickable"))
        page = page->parentItem();
    if (!page)
        return true;
    for (int drag = 0; drag < 10; ++drag) {
        const QRectF at = item->mapRectToItem(page, QRectF(0, 0, item->width(), item->height()));
        const double margin = 8;
        // A page at its end moves no further: an item at the very end of it shows as it is.
        const bool below = at.bottom() > page->height() - margin && !page->property("atYEnd").toBool();
        const bool above = at.top() < margin && !page->property("atYBeginning").toBool();
        if (!below && !above)
            return at.top() >= 0 && at.bottom() <= page->height();
        // How far the content must move up (negative: down).
        double dy = below ? std::min(at.bottom() - page->height() + margin * 4, at.top() - margin) : at.top() - margin * 4;
        // A slow drag from the middle of the page, held still before the finger lifts: no fling.
        dy = std::clamp(dy, -page->height() * 0.4, page->height() * 0.4);
        const QPointF from = page->mapToScene(QPointF(page->width() * 0.97, page->height() / 2));
        press(from.toPoint());
        robot::runFor(5);
        // Flickable keeps back its drag threshold: what is still short, the next drag moves.
        const int steps = 12;
        for (int i = 1; i <= steps; ++i) {
            moveTo((from - QPointF(0, dy * i / steps)).toPoint());
            robot::runFor(8);
        }
        robot::runFor(150);
        release((from - QPointF(0, dy)).toPoint());
        waitFor([&] { return !page->property("moving").toBool(); }, 2000);
    }
    return false;
}

void RobotScreen::dismissCountdown()
{
    if (QQuickItem *overlay = shownOfType("CountdownOverlay")) {
        tap(QPointF(m_window->width() / 2.0, m_window->height() / 2.0));
        waitFor([&] { return !overlay->isVisible(); }, 1000);
    }
}

bool RobotScreen::waitFor(const std::function<bool()> &done, int ms) const
{
    return robot::waitUntil(done, ms);
}
