#pragma once
// Where the test models made by fixtures/make_fixtures.sh live.

#include <QByteArray>
#include <QString>
#include <QTest>

#include <string>

inline std::string fixture(const char *name)
{
    const QByteArray dir = qgetenv("KAIMEN_FIXTURES");
    if (dir.isEmpty())
        qFatal("KAIMEN_FIXTURES is not set: run the tests through ctest");
    return (QString::fromUtf8(dir) + QLatin1Char('/') + QString::fromUtf8(name)).toStdString();
}

// QCOMPARE for std::string with readable UTF-8 on failure.
#define KCOMPARE_STR(actual, expected) QCOMPARE(QString::fromStdString(actual), QString::fromStdString(expected))
