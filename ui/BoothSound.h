#pragma once
// The festive sound when the last stroke lands: the operator's choice on the 展台 page (off, a
// string of firecrackers or a gong; off by default, a fair being loud enough) at its volume,
// synthesised once for each choice and handed to the speakers.

#include "ProvidedSingleton.h"
#include "SoundOutput.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class KioskConfig;

class BoothSound : public QObject, public ProvidedSingleton<BoothSound> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Why the last sound asked for was not heard, in the panel's language; "" when it was.
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    // OUTPUT null: silent (QML component tests). CONFIG: the operator's choice and its volume.
    explicit BoothSound(std::shared_ptr<SoundOutput> output, const KioskConfig *config = nullptr,
                        QObject *parent = nullptr);

    // Plays the chosen sound (the last stroke has landed, or the operator listens on the panel).
    Q_INVOKABLE void celebrate();
    QString problem() const { return m_problem; }

signals:
    void problemChanged();

private:
    void setProblem(const QString &problem);

    std::shared_ptr<SoundOutput> m_output;
    const KioskConfig *m_config;
    QString m_problem;
    // The last sound made, for the choice it was made for (a gong takes tens of milliseconds).
    QString m_madeFor;
    std::vector<int16_t> m_samples;
};
