#include "OperatorRobot.h"

#include "RobotScreen.h"

#include <QQuickItem>
#include <QQuickWindow>

namespace {

const QString kPin = QStringLiteral("2468");
// The corner hold that opens the PIN pad (Main.qml): three seconds at a booth's pace.
constexpr int kCornerHoldMs = 3000;
const QStringList kLanguages{"简体中文", "English", "繁體中文"};

} // namespace

OperatorRobot::OperatorRobot(RobotScreen &screen, double pace, std::mt19937 &random)
    : m_screen(screen), m_pace(pace), m_random(random)
{
}

bool OperatorRobot::enterPin(const QString &pin)
{
    for (const QChar digit : pin)
        if (!m_screen.tapButton(QString(digit)))
            return false;
    return m_screen.tapButton(RobotScreen::label("PinPad", "确定"));
}

bool OperatorRobot::openPanel(QStringList &steps, const Miss &miss)
{
    QObject *panel = m_screen.find("adminPanel");
    // The idle countdown, where the last visitor left the form, covers the corner too.
    m_screen.dismissCountdown();
    // A little longer than the hold the kiosk asks for, as a finger is.
    m_screen.hold(QPointF(12, 12), int(kCornerHoldMs * m_pace) + 60);
    if (!m_screen.waitFor([&] { return panel->property("visible").toBool(); }, 2000)) {
        miss("the corner hold did not bring the PIN pad");
        return false;
    }
    const auto open = [&] { return panel->property("open").toBool(); };
    if (!m_pinSet) {
        // The first start asks for a PIN: the first one entered becomes it.
        enterPin(kPin);
        m_pinSet = m_screen.waitFor(open, 2000);
        steps << "PIN set";
    } else {
        if (std::uniform_int_distribution<int>(0, 3)(m_random) == 0) {
            enterPin("0000");
            // The pad says so (the check takes a tenth of a second, which no pace shortens).
            const QString wrong = RobotScreen::label("AdminPin", "密码不对");
            QQuickItem *pad = m_screen.shownOfType("PinPad");
            if (!m_screen.waitFor([&] { return open() || (pad && pad->property("note").toString() == wrong); }, 2000)
                || open()) {
                miss("a wrong PIN was not refused");
                return false;
            }
            steps << "wrong PIN refused";
        }
        enterPin(kPin);
        steps << "PIN entered";
    }
    if (!m_screen.waitFor(open, 2000)) {
        miss("the PIN did not open the panel");
        return false;
    }
    return true;
}

bool OperatorRobot::choosePage(const char *source, const std::function<bool()> &shown)
{
    // A page lays itself out over the frames after its tab is touched: the first turn at pace
    // 0.003 dragged the booth page while it grew from 275 to 330 px, and its six drags fell short
    // of 上联在左. The page shown, then a frame drawn, before the robot scrolls it.
    if (!m_screen.tapButton(RobotScreen::label("AdminPanel", source)) || !m_screen.waitFor(shown, 2000))
        return false;
    m_screen.awaitFrame();
    return true;
}

// On the booth page, the one of FIRST and SECOND not chosen, then chosen; whether FIRST was chosen
// before (the step taken), or nothing where a step failed.
std::optional<bool> OperatorRobot::chooseTheOther(const QString &first, const QString &second, const Miss &miss)
{
    choosePage("展台", [&] { return m_screen.shownButton(first) || m_screen.shownButton(second); });
    QQuickItem *firstButton = m_screen.shownButton(first);
    const bool wasFirst = firstButton && firstButton->property("selected").toBool();
    const QString target = wasFirst ? second : first;
    if (!m_screen.bringIntoView(m_screen.shownButton(target)) || !m_screen.tapButton(target)) {
        miss(QStringLiteral("no %1 button on the booth page").arg(target));
        return std::nullopt;
    }
    QQuickItem *chosen = m_screen.shownButton(target);
    if (!m_screen.waitFor([&] { return chosen && chosen->property("selected").toBool(); }, 2000)) {
        miss(QStringLiteral("%1 was not taken").arg(target));
        return std::nullopt;
    }
    return wasFirst;
}

bool OperatorRobot::toggleHangingOrder(QStringList &steps, const Miss &miss)
{
    const auto wasRight = chooseTheOther(RobotScreen::label("AdminBoothPage", "上联在右 · 横批右起"),
                                         RobotScreen::label("AdminBoothPage", "上联在左 · 横批左起"), miss);
    if (wasRight)
        steps << (*wasRight ? "hanging order: upper-left" : "hanging order: upper-right");
    return wasRight.has_value();
}

bool OperatorRobot::changeSound(QStringList &steps, const Miss &miss)
{
    const auto wasGong = chooseTheOther(RobotScreen::label("AdminBoothPage", "锣声"),
                                        RobotScreen::label("AdminBoothPage", "鞭炮"), miss);
    if (wasGong)
        steps << (*wasGong ? "sound: firecrackers" : "sound: gong");
    return wasGong.has_value();
}

bool OperatorRobot::switchLanguage(QStringList &steps, const Miss &miss)
{
    choosePage("展台", [&] { return m_screen.shownButton(kLanguages.first()) != nullptr; });
    // The next language in turn, by the name every language shows it under.
    QString current;
    for (const QString &name : kLanguages)
        if (QQuickItem *b = m_screen.shownButton(name); b && b->property("selected").toBool())
            current = name;
    const QString next = kLanguages[(kLanguages.indexOf(current) + 1) % kLanguages.size()];
    if (!m_screen.bringIntoView(m_screen.shownButton(next)) || !m_screen.tapButton(next)) {
        miss(QStringLiteral("no %1 button on the booth page").arg(next));
        return false;
    }
    // The button of the language the kiosk speaks is the one shown chosen.
    if (!m_screen.waitFor([&] {
            QQuickItem *b = m_screen.shownButton(next);
            return b && b->property("selected").toBool();
        }, 2000)) {
        miss(QStringLiteral("the panel did not switch to %1").arg(next));
        return false;
    }
    steps << QStringLiteral("language: %1").arg(next);
    return true;
}

bool OperatorRobot::changeBeams(QStringList &steps, const Miss &miss)
{
    const QString label = RobotScreen::label("AdminModelPage", "束宽");
    QQuickItem *stepper = nullptr;
    choosePage("模型", [&] {
        stepper = m_screen.firstItem([&](QQuickItem *item) { return item->property("label").toString() == label && item->property("valueText").isValid(); }, true);
        return stepper != nullptr;
    });
    if (!stepper) {
        miss("no beams stepper on the model page");
        return false;
    }
    const int before = stepper->property("valueText").toInt();
    // Down while above 2, else up: each change a live reload.
    const bool down = before > 2;
    QQuickItem *button = m_screen.firstItem([&](QQuickItem *item) {
        return stepper->isAncestorOf(item) && item->property("text").toString() == (down ? "−" : "+");
    }, true);
    if (!m_screen.bringIntoView(button)) {
        miss("no beams button to touch");
        return false;
    }
    m_screen.tapItem(button);
    if (!m_screen.waitFor([&] { return stepper->property("valueText").toInt() != before; }, 2000)) {
        miss("the beams did not change");
        return false;
    }
    steps << QStringLiteral("beams %1 -> %2 (reload)").arg(before).arg(stepper->property("valueText").toInt());
    return true;
}

QStringList OperatorRobot::visit(const Miss &miss)
{
    QStringList steps;
    if (!openPanel(steps, miss))
        return steps;
    switch (m_turns++ % 4) {
    case 0: toggleHangingOrder(steps, miss); break;
    case 1: switchLanguage(steps, miss); break;
    case 2: changeBeams(steps, miss); break;
    default: changeSound(steps, miss); break;
    }
    const QString back = RobotScreen::label("AdminPanel", "返回展台");
    QObject *panel = m_screen.find("adminPanel");
    if (!m_screen.tapButton(back) || !m_screen.waitFor([&] { return !panel->property("visible").toBool(); }, 2000))
        miss("返回展台 did not close the panel");
    return steps;
}
