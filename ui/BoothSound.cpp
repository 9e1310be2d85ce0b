#include "BoothSound.h"

#include "FestiveSound.h"
#include "KioskConfig.h"

BoothSound::BoothSound(std::shared_ptr<SoundOutput> output, const KioskConfig *config, QObject *parent)
    : QObject(parent), m_output(std::move(output)), m_config(config)
{
}

void BoothSound::celebrate()
{
    if (!m_output || !m_config)
        return;
    const QString effect = m_config->soundEffect();
    const int volume = m_config->soundVolume();
    if (effect == "off" || volume <= 0)
        return setProblem("");
    const QString choice = effect + "@" + QString::number(volume);
    if (choice != m_madeFor) {
        m_samples = festive_sound::synthesise(effect.toStdString(), volume / 100.0);
        m_madeFor = choice;
    }
    const std::string why = m_output->play(m_samples, festive_sound::kSampleRate);
    setProblem(why.empty() ? QString() : tr("没有声音：%1").arg(QString::fromStdString(why)));
}

void BoothSound::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged();
}
