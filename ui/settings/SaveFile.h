#pragma once

#include "kaimen/AtomicFile.h"

#include <QByteArray>
#include <QString>

// writeFileAtomically for Qt callers: "" when PATH now holds CONTENTS, else why not (PATH then
// still holds what it held before).
inline QString saveAtomically(const QString &path, const QByteArray &contents)
{
    try {
        kaimen::writeFileAtomically(path.toStdString(), contents.toStdString());
        return {};
    } catch (const std::exception &e) {
        return QString::fromStdString(e.what());
    }
}
