#pragma once
// A robot that plays visitors on the real kiosk window (Main.qml), by synthetic touch through
// Qt Test: attract -> a wish tile, or pinyin typed on the on-screen keyboard, or a 上联 for 对下联
// -> a kind -> the couplet -> 换一副 / 保存 / 打印 (to PDF) / 再写一副, and visits abandoned half way,
// which the idle countdown must clear. It reads what the visitor saw from the objects the
// screenshot mode reads too (kioskStage, gate, couplet) and nothing else of QML's state.

#include "OperatorRobot.h"
#include "RobotScreen.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <random>

class RobotMeasures;

struct RobotOptions {
    int visits = 100;
    double pace = 0.01;       // Theme.pace: animations, the brush, holds and the idle clock
    unsigned seed = 22;
    int reportEvery = 500;    // a progress line every this many visits
    int idleSeconds = 60;     // the settings' idle timeout
    int operatorEvery = 25;   // the booth operator comes between visits this often
    int walkAwayPercent = 50; // of visitors who saw their couplet, these leave it to the idle reset;
                              // the others hand over to the next in the queue (再写一副)
    QString home;             // the robot's HOME: 保存 and 打印 write under it
    QStringList wishes;       // the wish tiles the kiosk offers (the settings' preset wishes, also in Traditional)
};

// One visit as the robot saw it.
struct VisitRecord {
    int index = 0;
    QString kind;               // cangtou | qianzi | theme | duilian
    QString entry;              // tile | pinyin | handwriting
    bool abandoned = false;     // left half way, before any couplet
    bool cleared = true;        // the idle reset brought back the gate and an empty form
    int couplets = 0;           // couplets shown (three lines each)
    int sounds = 0;             // sounds the kiosk played meanwhile (the robot's booth has one on)
    int otherSounds = 0;        // of them, not the sound the operator chose
    QStringList shown;          // each as "上联|下联|横批", as the kiosk's stage object held them
    int saved = 0, printed = 0; // pictures and PDF files that appeared
    QStringList operatorSteps;  // what the operator did before this visit
    QStringList missing;        // what a completed step failed to show
    // What the robot's touches were for after an idle reset it was too slow for (the robot's
    // finger later than the idle timeout, on a loaded machine): lost, not the kiosk's fault.
    QStringList overtaken;
    qint64 residentKiB = 0;
    qint64 heapKiB = 0;
    int liveObjects = 0;
    double worstLatenessMs = 0;
    double seconds = 0;         // the visit's length
    int frames = 0;             // frames the window showed meanwhile
    // Where the visit's time went, in ms: couplet (the model and the brush), file (posters),
    // idle (the idle reset), frames (awaiting a frame before a touch), operator (the whole turn).
    QMap<QString, double> waitedMs;
    QStringList warnings;
    QJsonObject json() const;
    QJsonObject waited() const;
};

class VisitorRobot {
public:
    VisitorRobot(QQuickWindow *window, RobotMeasures *measures, const RobotOptions &options);

    // Plays one visit, the operator's turn first when it is due.
    VisitRecord visit(int index);

private:
    void think(int minMs, int maxMs);
    int roll(int below);
    void toWishForm(VisitRecord &record);
    bool awaitCouplet(VisitRecord &record, const QString &step);
    bool leaveAndAwaitIdle(VisitRecord &record);
    // A step that failed: overtaken where the idle reset came since the robot's last touch.
    void miss(VisitRecord &record, const QString &what);
    bool chooseKind(VisitRecord &record);  // the record's kind
    bool chooseTile(VisitRecord &record);
    bool typeWords(VisitRecord &record, const QStringList &pinyinAndWords);
    // Whether the wish's text box shows EXPECTED (HOW it came there, for the miss) within a second.
    bool inputShows(VisitRecord &record, const QString &expected, const char *how);
    bool typeWish(VisitRecord &record);
    bool writeWishByHand(VisitRecord &record);
    bool typeUpperLine(VisitRecord &record);
    bool awaitWriting(VisitRecord &record, const QString &what);
    void atTheResult(VisitRecord &record);
    bool awaitNewFile(VisitRecord &record, const QString &folder, const QString &what);

    RobotScreen m_screen;
    RobotMeasures *m_measures;
    RobotOptions m_options;
    std::mt19937 m_random;
    OperatorRobot m_operator;
};
