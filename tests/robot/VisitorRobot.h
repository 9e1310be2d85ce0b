#pragma once
// A robot that plays visitors on the real kiosk window (Main.qml), by synthetic touch through
// Qt Test: attract -> a wish tile -> a kind -> the couplet -> 换一副 / 保存 / 再写一副, and visits
// abandoned half way, which the idle countdown must clear. It reads what the visitor saw from the
// objects the screenshot mode reads too (kioskStage, couplet) and nothing else of QML's state.

#include <QJsonObject>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>
#include <random>

class QPointingDevice;
class QQuickItem;
class QQuickWindow;
class RobotMeasures;

struct RobotOptions {
    int visits = 100;
    double pace = 0.05;       // Theme.pace: animations, the brush and the idle clock
    unsigned seed = 22;
    int reportEvery = 500;    // a progress line every this many visits
    int idleSeconds = 30;     // the settings' idle timeout: its countdown shows for the last 10
    QStringList wishes;       // the wish tiles the kiosk offers (the settings' preset wishes)
};

// One visit as the robot saw it.
struct VisitRecord {
    int index = 0;
    QString kind;
    bool abandoned = false;     // left half way, before any couplet
    bool cleared = true;        // the idle reset brought back the gate and an empty form
    int couplets = 0;           // couplets shown (three lines each)
    QStringList missing;        // what a completed step failed to show
    qint64 residentKiB = 0;
    int liveObjects = 0;
    double worstLatenessMs = 0;
    QStringList warnings;
    QJsonObject json() const;
};

class VisitorRobot {
public:
    VisitorRobot(QQuickWindow *window, const RobotOptions &options);
    ~VisitorRobot();

    // Plays one visit; EACH is called with its record.
    VisitRecord visit(int index);

private:
    QObject *find(const char *name) const;
    int stage() const;
    bool coupletShown() const;
    QString lines() const;
    QQuickItem *firstItem(const std::function<bool(QQuickItem *)> &match, bool shownOnly) const;
    QQuickItem *shownButton(const std::function<bool(QQuickItem *)> &match) const;
    void dismissCountdown();
    bool tapButton(const QString &label);
    void tap(QPointF where);
    void think(int minMs, int maxMs);
    bool waitFor(const std::function<bool()> &done, int ms);
    bool awaitCouplet(VisitRecord &record, const QString &step);
    bool leaveAndAwaitIdle(VisitRecord &record);
    bool chooseWish(VisitRecord &record);

    QQuickWindow *m_window;
    RobotOptions m_options;
    QPointingDevice *m_touch;
    RobotMeasures *m_measures;
    std::mt19937 m_random;
};
