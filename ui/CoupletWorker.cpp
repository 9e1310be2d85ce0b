#include "CoupletWorker.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcModel, "kaimen.model")

void CoupletWorker::load()
{
    try {
        m_generator = kaimen::CoupletGenerator::load(m_modelDirectory.toStdString());
        // A first couplet before reporting ready, so the first visitor does not pay for the warm-up.
        kaimen::CoupletRequest warmUp;
        warmUp.keyword = "如意";
        m_generator->generate({warmUp}, kaimen::DecodingOptions{});
        const auto description = QString::fromStdString(m_generator->manifest().name + " on "
                                                         + m_generator->deviceDescription());
        qCInfo(lcModel) << "model ready:" << description;
        emit loaded(description);
    } catch (const std::exception &e) {
        qCWarning(lcModel) << "model failed to load:" << e.what();
        emit loadFailed(QString::fromUtf8(e.what()));
    }
}

void CoupletWorker::write(const kaimen::CoupletRequest &request)
{
    if (!m_generator) {
        emit writeFailed(tr("The couplet brush is not ready yet."));
        return;
    }
    try {
        kaimen::DecodingOptions options;
        options.beams = 2;
        const auto result = m_generator->generate({request}, options).front();
        if (!result.ok) {
            emit writeFailed(QString::fromStdString(result.error));
            return;
        }
        emit written(QString::fromStdString(result.couplet.upper), QString::fromStdString(result.couplet.lower),
                     QString::fromStdString(result.couplet.horizontal));
    } catch (const std::exception &e) {
        qCWarning(lcModel) << "generation failed:" << e.what();
        emit writeFailed(tr("Something went wrong while writing; please try again."));
    }
}
