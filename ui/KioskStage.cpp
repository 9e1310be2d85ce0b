#include "KioskStage.h"

#include "FreedMemory.h"

void KioskStage::follow(CoupletService &service)
{
    // While the search runs the gate opens and the brush waits, inked: a search replaces its
    // provisional lines, and the brush writes only the finished couplet (issue 19).
    connect(&service, &CoupletService::linesGrowing, this, [this] { setStage(Stage::Writing); });
    connect(&service, &CoupletService::coupletReady, this,
            [this](const QString &upper, const QString &lower, const QString &horizontal) {
                setCouplet(upper, lower, horizontal);
                setStage(Stage::Result);
            });
    // The wish form says why (it follows the service too); the visitor tries again there.
    connect(&service, &CoupletService::failed, this, [this] { setStage(Stage::Input); });
}

void KioskStage::begin()
{
    if (m_stage == Stage::Attract)
        setStage(Stage::Input);
}

void KioskStage::writing()
{
    setCouplet({}, {}, {});
    setStage(Stage::Writing);
}

void KioskStage::another()
{
    if (m_stage != Stage::Result || !service())
        return;
    setStage(Stage::Writing);
    service()->anotherCouplet();
}

void KioskStage::restart()
{
    setStage(Stage::Input);
}

void KioskStage::idle()
{
    setCouplet({}, {}, {});
    setStage(Stage::Attract);
    // Between visitors: what the last one's couplets and posters freed goes back to the system.
    returnFreedMemory();
}

void KioskStage::show(Stage stage, const QString &upper, const QString &lower, const QString &horizontal)
{
    setCouplet(upper, lower, horizontal);
    setStage(stage);
}

void KioskStage::setStage(Stage stage)
{
    if (m_stage == stage)
        return;
    m_stage = stage;
    emit stageChanged();
}

void KioskStage::setCouplet(const QString &upper, const QString &lower, const QString &horizontal)
{
    if (m_upper == upper && m_lower == lower && m_horizontal == horizontal)
        return;
    m_upper = upper;
    m_lower = lower;
    m_horizontal = horizontal;
    emit coupletChanged();
}
