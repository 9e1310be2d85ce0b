#pragma once
// Where the test models made by fixtures/make_fixtures.sh live, and the checkout's own files.
// Both come from the environment ctest sets, not from compiled-in paths, so that a test's
// object file is the same in every clone and the compiler cache serves it to all of them.

#include <QByteArray>
#include <QString>
#include <QTest>

#include <string>

inline QString pathUnder(const char *variable, const char *relative)
{
    const QByteArray dir = qgetenv(variable);
    if (dir.isEmpty())
        qFatal("%s is not set: run the tests through ctest", variable);
    return QString::fromUtf8(dir) + QLatin1Char('/') + QString::fromUtf8(relative);
}

inline std::string fixture(const char *name) { return pathUnder("KAIMEN_FIXTURES", name).toStdString(); }

// A file of the checkout ("assets/models/kaimen-couplet-small").
inline QString sourceFile(const char *relative) { return pathUnder("KAIMEN_SOURCE_DIR", relative); }

inline std::string shippedModel() { return sourceFile("assets/models/kaimen-couplet-small").toStdString(); }

// QCOMPARE for std::string with readable UTF-8 on failure.
#define KCOMPARE_STR(actual, expected) QCOMPARE(QString::fromStdString(actual), QString::fromStdString(expected))
