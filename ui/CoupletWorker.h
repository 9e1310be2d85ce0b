#pragma once

#include "kaimen/CoupletGenerator.h"

#include <QObject>
#include <QString>

#include <memory>

Q_DECLARE_METATYPE(kaimen::CoupletRequest)

// Lives on the service's worker thread and owns the model; every slot runs there.
class CoupletWorker : public QObject {
    Q_OBJECT
public:
    explicit CoupletWorker(QString modelDirectory) : m_modelDirectory(std::move(modelDirectory)) {}

public slots:
    void load();
    void write(const kaimen::CoupletRequest &request);

signals:
    void loaded(const QString &description);
    void loadFailed(const QString &reason);
    void written(const QString &upper, const QString &lower, const QString &horizontal);
    void writeFailed(const QString &message);

private:
    QString m_modelDirectory;
    std::unique_ptr<kaimen::CoupletGenerator> m_generator;
};
