#pragma once

#include <QString>

// A shipped asset (assets/RELATIVE): installed beside the binary (../share/kaimen), or in the
// source tree for a developer's build.
QString assetPath(const QString &relative);
