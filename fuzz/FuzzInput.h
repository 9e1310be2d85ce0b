#pragma once
// The fuzzer's bytes as a file, for loaders that read files (settings, statistics).

#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdlib>

inline QString fuzzInputFile(const uint8_t *data, size_t size, const QString &name)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    f.write(reinterpret_cast<const char *>(data), qint64(size));
    return path;
}
