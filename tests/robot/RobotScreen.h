#pragma once
// What the visitor robot sees of the kiosk window and how it touches it: the stage and the lines
// from the objects the screenshot mode reads too (kioskStage, gate, couplet), the shown buttons by
// the words on them in the kiosk's current language, and synthetic touch through Qt Test.

#include <QElapsedTimer>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QPolygonF>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QObject;
class QPointingDevice;
class QQuickItem;
class QQuickWindow;

class RobotScreen {
public:
    // KioskStage::Stage.
    enum Stage { Attract = 0, Input = 1, Writing = 2, Result = 3 };

    explicit RobotScreen(QQuickWindow *window);

    QQuickWindow *window() const { return m_window; }
    QObject *find(const char *name) const;
    int stage() const;
    // The three lines the kiosk holds, as "上联|下联|横批".
    QString lines() const;
    // The gate open, the brush done and three lines: what the visitor sees at the result.
    bool coupletShown() const;

    // SOURCE as a QML file (CONTEXT, its base name) shows it in the language the kiosk now
    // speaks: the words on its buttons after a language switch.
    static QString label(const char *context, const char *source);

    // The first item of the visual tree, depth first, that MATCH accepts; with SHOWNONLY, hidden
    // items and everything under them are passed over.
    QQuickItem *firstItem(const std::function<bool(QQuickItem *)> &match, bool shownOnly) const;
    // Every shown, enabled button (GoldButton: "selected" and "text" properties), in tree order.
    QList<QQuickItem *> shownButtons() const;
    QQuickItem *shownButton(const QString &text) const;
    // The wish form's text box (WishScene's TextField, the first in the tree), shown or not.
    QQuickItem *wishField() const;
    // The first shown item whose QML type is TYPE (its class name starts with it).
    QQuickItem *shownOfType(const char *type) const;

    // Touches the centre of the shown, enabled button that reads TEXT; false when none does.
    bool tapButton(const QString &text);
    // The same for a key of a keyboard already drawn: keys stay where they are as letters are
    // typed, so no frame is awaited (two frames a letter were most of a typed wish's time).
    bool tapKey(const QString &text);
    void tapItem(QQuickItem *item);
    void tap(QPointF where);
    // Drags the page ITEM is on (its Flickable) until ITEM shows whole in it, as a finger does;
    // false when there is no ITEM or it cannot be brought into view.
    bool bringIntoView(QQuickItem *item);
    // A finger held on WHERE for MS milliseconds.
    void hold(QPointF where, int ms);
    // A finger drawn through POINTS (the window's), as a stroke on the handwriting pad.
    void draw(const QPolygonF &points);
    // The idle countdown covers the screen in its last seconds; a visitor still there touches it
    // away first.
    void dismissCountdown();
    bool waitFor(const std::function<bool()> &done, int ms) const;
    // Until the window has shown what the last touch changed: a frame begun after it. A visitor
    // touches what is drawn; the robot at a fast pace would otherwise touch buttons whose layout
    // is not yet done (they all stand at the row's start until the next frame polishes them).
    void awaitFrame();
    // The kiosk's idle resets (Main.qml's idleWatcher timing out) since the last call, each as the
    // milliseconds since the robot's last touch when it came: a reset sooner than the timeout
    // after a touch is the kiosk's fault.
    QList<qint64> takeIdleResets();
    // Called when the robot touches the kiosk after an idle reset it did not wait for: at a fast
    // pace on a loaded machine its finger can be slower than the idle clock (the reset is then
    // right, and what the touch was for is lost, not failed). forgetIdleResets() marks the resets
    // so far as waited for.
    void onTouchAfterReset(std::function<void()> overtaken) { m_overtaken = std::move(overtaken); }
    // Whether the idle clock reset the kiosk since the robot's last touch.
    bool idleResetSinceTouch() const { return m_resetSinceTouch; }
    void forgetIdleResets() { m_resetSinceTouch = false; }
    // Frames the window has shown so far, and the time spent awaiting them.
    int framesShown() const { return *m_framesShown; }
    qint64 frameWaitNs() const { return m_frameWaitNs; }

private:
    void touched();
    void press(QPoint where);
    void moveTo(QPoint where);
    void release(QPoint where);

    QQuickWindow *m_window;
    QPointingDevice *m_touch;
    std::shared_ptr<std::atomic<int>> m_framesShown;
    std::shared_ptr<std::atomic<bool>> m_framesDrawnOnGuiThread = std::make_shared<std::atomic<bool>>(false);
    qint64 m_frameWaitNs = 0;
    QElapsedTimer m_sinceTouch;
    QList<qint64> m_idleResets;
    bool m_resetSinceTouch = false;
    std::function<void()> m_overtaken;
};
