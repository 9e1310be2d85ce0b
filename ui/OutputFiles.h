#pragma once

#include <QStandardPaths>
#include <QString>

// A new file for something the kiosk hands out (a picture, a PDF, a CSV export): in the user's
// folder WHERE (the home folder when there is none) plus SUBFOLDER, named
// kaimen[-STEM]-<date-time>.EXTENSION. The folders are created.
QString newOutputFile(QStandardPaths::StandardLocation where, const QString &subfolder, const QString &stem,
                      const QString &extension);
