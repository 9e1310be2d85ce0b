#include "OutputFiles.h"

#include <QDateTime>
#include <QDir>

QString newOutputFile(QStandardPaths::StandardLocation where, const QString &subfolder, const QString &stem,
                      const QString &extension)
{
    QString dir = QStandardPaths::writableLocation(where);
    if (dir.isEmpty())
        dir = QDir::homePath();
    if (!subfolder.isEmpty())
        dir += "/" + subfolder;
    QDir().mkpath(dir);
    return dir + "/kaimen" + (stem.isEmpty() ? QString() : "-" + stem) + "-"
        + QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss") + "." + extension;
}
