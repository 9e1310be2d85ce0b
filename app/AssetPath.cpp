#include "AssetPath.h"

#include <QCoreApplication>
#include <QFileInfo>

QString assetPath(const QString &relative)
{
    const QString installed = QCoreApplication::applicationDirPath() + "/../share/kaimen/" + relative;
    if (QFileInfo::exists(installed))
        return QFileInfo(installed).absoluteFilePath();
    return QStringLiteral(KAIMEN_SOURCE_ASSETS) + "/" + relative;
}
