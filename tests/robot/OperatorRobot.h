#pragma once
// The booth operator, as the visitor robot plays one between visits: holds the top-left corner
// for the PIN pad, sets the PIN the first time (enters it after, now and then mistyped once),
// and on the open panel takes turns at changing a setting (the hanging order), switching the
// kiosk's language, changing the beams (a live model reload while visitors are served) and
// choosing the other sound (heard once as it is chosen); then back to the booth.

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <random>

class RobotScreen;

class OperatorRobot {
public:
    OperatorRobot(RobotScreen &screen, double pace, std::mt19937 &random);

    // Told what a step found missing: the visitor robot files it as failed, or as overtaken when
    // the idle reset came since the last touch (the operator slower than the idle clock).
    using Miss = std::function<void(const QString &)>;
    // One turn at the panel; the steps it took (what went wrong goes to MISS).
    QStringList visit(const Miss &miss);

private:
    bool openPanel(QStringList &steps, const Miss &miss);
    bool enterPin(const QString &pin);
    // The panel's page SOURCE, once SHOWN finds it there and a frame has been drawn since.
    bool choosePage(const char *source, const std::function<bool()> &shown);
    std::optional<bool> chooseTheOther(const QString &first, const QString &second, const Miss &miss);
    bool toggleHangingOrder(QStringList &steps, const Miss &miss);
    bool switchLanguage(QStringList &steps, const Miss &miss);
    bool changeBeams(QStringList &steps, const Miss &miss);
    // Firecrackers for a gong or back: never none, the robot's booth counting one per couplet.
    bool changeSound(QStringList &steps, const Miss &miss);

    RobotScreen &m_screen;
    double m_pace;
    std::mt19937 &m_random;
    int m_turns = 0;
    bool m_pinSet = false;
};
