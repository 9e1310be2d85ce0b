#include "VisitorRobot.h"

#include "RobotMeasures.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

namespace {

// KioskStage::Stage.
enum Stage { Attract = 0, Input = 1, Writing = 2, Result = 3 };
// A couplet takes the model's time, which no pace shortens (the first of a wish on the CPU).
constexpr int kCoupletTimeoutMs = 60000;
const QStringList kKinds{"cangtou", "qianzi", "theme"};

QString kindLabel(const QString &kind)
{
    return kind == "cangtou" ? QStringLiteral("藏头") : kind == "qianzi" ? QStringLiteral("嵌字") : QStringLiteral("主题");
}

} // namespace

QJsonObject VisitRecord::json() const
{
    return {{"visit", index},           {"kind", kind},
            {"abandoned", abandoned},   {"cleared", cleared},
            {"couplets", couplets},     {"missing", QJsonArray::fromStringList(missing)},
            {"rss_kib", residentKiB},   {"live_objects", liveObjects},
            {"worst_lateness_ms", worstLatenessMs}, {"warnings", QJsonArray::fromStringList(warnings)}};
}

VisitorRobot::VisitorRobot(QQuickWindow *window, const RobotOptions &options)
    : m_window(window), m_options(options), m_touch(QTest::createTouchDevice()),
      m_measures(new RobotMeasures(window)), m_random(options.seed)
{
}

VisitorRobot::~VisitorRobot() = default;

QObject *VisitorRobot::find(const char *name) const
{
    return m_window->findChild<QObject *>(name);
}

int VisitorRobot::stage() const
{
    return find("kioskStage")->property("stage").toInt();
}

// What the visitor sees at the result: the gate open, the brush done, three lines.
bool VisitorRobot::coupletShown() const
{
    const QObject *kiosk = find("kioskStage");
    return stage() == Result && find("gate")->property("open").toDouble() >= 1
        && find("couplet")->property("written").toDouble() >= 1 && !kiosk->property("upper").toString().isEmpty()
        && !kiosk->property("lower").toString().isEmpty() && !kiosk->property("horizontal").toString().isEmpty();
}

// The three lines the kiosk holds, as one string.
QString VisitorRobot::lines() const
{
    const QObject *kiosk = find("kioskStage");
    return kiosk->property("upper").toString() + "|" + kiosk->property("lower").toString() + "|"
        + kiosk->property("horizontal").toString();
}

// The first item of the window's visual tree, depth first, that MATCH accepts; with SHOWNONLY,
// hidden items and everything under them are passed over.
QQuickItem *VisitorRobot::firstItem(const std::function<bool(QQuickItem *)> &match, bool shownOnly) const
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

// A shown, enabled button (GoldButton: a "selected" and a "text" property) that MATCH accepts.
QQuickItem *VisitorRobot::shownButton(const std::function<bool(QQuickItem *)> &match) const
{
    return firstItem([&](QQuickItem *item) { return item->property("selected").isValid() && item->isEnabled() && match(item); },
                     true);
}

// The idle countdown covers the screen in its last seconds; a visitor still there touches it
// away first, as the robot does.
void VisitorRobot::dismissCountdown()
{
    QQuickItem *overlay = firstItem(
        [](QQuickItem *item) { return QByteArray(item->metaObject()->className()).startsWith("CountdownOverlay"); }, false);
    if (overlay && overlay->isVisible()) {
        tap(QPointF(m_window->width() / 2.0, m_window->height() / 2.0));
        waitFor([&] { return !overlay->isVisible(); }, 1000);
    }
}

bool VisitorRobot::tapButton(const QString &label)
{
    dismissCountdown();
    QQuickItem *button = shownButton([&](QQuickItem *b) { return b->property("text").toString() == label; });
    if (!button)
        return false;
    const QPointF at = button->mapToScene(QPointF(button->width() / 2, button->height() / 2));
    tap(at);
    return true;
}

void VisitorRobot::tap(QPointF where)
{
    const QPoint p = where.toPoint();
    QTest::touchEvent(m_window, m_touch).press(0, p);
    QTest::qWait(1);
    QTest::touchEvent(m_window, m_touch).release(0, p);
    QTest::qWait(1);
}

// A visitor's pause: MINMS..MAXMS at a kiosk's pace, times the robot's.
void VisitorRobot::think(int minMs, int maxMs)
{
    const int ms = std::uniform_int_distribution<int>(minMs, maxMs)(m_random);
    QTest::qWait(std::max(1, int(ms * m_options.pace)));
}

bool VisitorRobot::waitFor(const std::function<bool()> &done, int ms)
{
    return QTest::qWaitFor(done, ms);
}

bool VisitorRobot::awaitCouplet(VisitRecord &record, const QString &step)
{
    // The stages the kiosk went through meanwhile, for the record when no couplet comes.
    QElapsedTimer since;
    since.start();
    QStringList stages{QString::number(stage())};
    const bool shown = waitFor([&] {
        const QString now = QString::number(stage());
        if (!stages.last().startsWith(now))
            stages << QStringLiteral("%1@%2ms").arg(now).arg(since.elapsed());
        return coupletShown();
    }, kCoupletTimeoutMs);
    if (!shown) {
        const QObject *kiosk = find("kioskStage");
        record.missing << QStringLiteral("%1 (stages %2; after %3 s: gate %4 open, %5 written, lines \"%6\" \"%7\" \"%8\")")
                              .arg(step, stages.join(" ")).arg(kCoupletTimeoutMs / 1000)
                              .arg(find("gate")->property("open").toDouble())
                              .arg(find("couplet")->property("written").toDouble())
                              .arg(kiosk->property("upper").toString(), kiosk->property("lower").toString(),
                                   kiosk->property("horizontal").toString());
        return false;
    }
    ++record.couplets;
    return true;
}

// The visitor walks away: the idle countdown must bring back the closed gate and an empty form.
bool VisitorRobot::leaveAndAwaitIdle(VisitRecord &record)
{
    const int idleMs = int(m_options.idleSeconds * 1000 * m_options.pace) + 3000;
    record.cleared = waitFor([&] { return stage() == Attract; }, idleMs);
    if (record.cleared) {
        // The form the next visitor meets: no wish left in it.
        const QQuickItem *field = firstItem([](QQuickItem *item) { return item->inherits("QQuickTextField"); }, false);
        record.cleared = field && field->property("text").toString().isEmpty();
    }
    return record.cleared;
}

// A kind, then a wish tile (turning a page now and then).
bool VisitorRobot::chooseWish(VisitRecord &record)
{
    think(300, 1500);
    tapButton(kindLabel(record.kind));
    think(200, 1200);
    if (std::uniform_int_distribution<int>(0, 3)(m_random) == 0)
        tapButton(QStringLiteral("下页"));
    QList<QQuickItem *> tiles;
    shownButton([&](QQuickItem *b) {
        if (m_options.wishes.contains(b->property("text").toString()))
            tiles << b;
        return false;
    });
    if (tiles.isEmpty()) {
        record.missing << "no wish tile shown";
        return false;
    }
    QQuickItem *tile = tiles[std::uniform_int_distribution<int>(0, int(tiles.size()) - 1)(m_random)];
    dismissCountdown();
    tap(tile->mapToScene(QPointF(tile->width() / 2, tile->height() / 2)));
    if (waitFor([&] { return stage() == Writing || stage() == Result; }, 5000))
        return true;
    record.missing << "the tile wrote nothing";
    return false;
}

VisitRecord VisitorRobot::visit(int index)
{
    VisitRecord record;
    record.index = index;
    record.kind = kKinds[std::uniform_int_distribution<int>(0, int(kKinds.size()) - 1)(m_random)];
    m_measures->takeWorstLateness();
    if (stage() != Input) {
        think(500, 3000);
        tap(QPointF(m_window->width() / 2.0, m_window->height() / 2.0));
        if (!waitFor([&] { return stage() == Input; }, 5000))
            record.missing << "the gate did not open to the wish form";
    }
    // Measured at the same moment of every visit: the fresh wish form, before any choice.
    record.residentKiB = RobotMeasures::residentKiB();
    record.liveObjects = m_measures->liveObjects();
    const int roll = std::uniform_int_distribution<int>(0, 99)(m_random);
    if (roll < 15) {
        // Abandoned half way: a kind chosen, no wish, and gone.
        record.abandoned = true;
        think(300, 2000);
        tapButton(kindLabel(record.kind));
        leaveAndAwaitIdle(record);
    } else if (chooseWish(record) && awaitCouplet(record, "first couplet")) {
        // At the result: another couplet, the picture saved, a new wish, in some order; then gone.
        for (int action = 0; action < 3; ++action) {
            think(1000, 4000);
            const int what = std::uniform_int_distribution<int>(0, 9)(m_random);
            const QString before = lines();
            if (what < 3 && tapButton(QStringLiteral("换一副"))) {
                // A couplet from the cache comes back within the tap: the lines change at once.
                waitFor([&] { return stage() != Result || lines() != before; }, 5000);
                if (awaitCouplet(record, "换一副") && lines() == before)
                    record.missing << QStringLiteral("换一副 showed the same couplet again: %1").arg(before);
            } else if (what < 4 && tapButton(QStringLiteral("保存"))) {
                think(500, 1500);
            } else if (what < 6 && tapButton(QStringLiteral("再写一副"))) {
                if (!waitFor([&] { return stage() == Input; }, 5000))
                    record.missing << "再写一副 did not return to the wish form";
                else if (chooseWish(record))
                    awaitCouplet(record, "再写一副");
            } else {
                break;
            }
        }
        // Gone: the idle reset clears the couplet, or the next visitor in the queue steps up.
        if (stage() == Result && std::uniform_int_distribution<int>(0, 1)(m_random) == 0 && tapButton(QStringLiteral("再写一副"))) {
            if (!waitFor([&] { return stage() == Input; }, 5000))
                record.missing << "再写一副 did not return to the wish form";
        } else {
            leaveAndAwaitIdle(record);
        }
    } else {
        leaveAndAwaitIdle(record);
    }
    record.worstLatenessMs = m_measures->takeWorstLateness();
    record.warnings = m_measures->takeWarnings();
    return record;
}
