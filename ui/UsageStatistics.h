#pragma once

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QVariantList>

// What the kiosk did, kept across restarts for the operator: couplets written, the wishes
// asked most, cache hits, refusals and errors, and latency per hour. Saved as JSON (atomic,
// owner-only); exported as CSV.
class UsageStatistics : public QObject {
    Q_OBJECT
    Q_PROPERTY(int generations READ generations NOTIFY changed)
    Q_PROPERTY(double cacheHitRate READ cacheHitRate NOTIFY changed)
    Q_PROPERTY(int errors READ errors NOTIFY changed)
    Q_PROPERTY(int blocked READ blocked NOTIFY changed)
    Q_PROPERTY(QStringList topWishes READ topWishes NOTIFY changed)
    Q_PROPERTY(QVariantList hourly READ hourly NOTIFY changed)

public:
    enum class Answer { Written, Refused, Blocked, Error };
    explicit UsageStatistics(QObject *parent = nullptr) : QObject(parent) {}

    void record(const QString &wish, Answer answer, double latencyMs, bool fromCache, const QDateTime &when);

    int generations() const { return m_data.generations; }
    double cacheHitRate() const { return m_data.generations ? double(m_data.cacheHits) / m_data.generations : 0.0; }
    int errors() const { return m_data.errors; }
    int blocked() const { return m_data.blocked; }
    // "如意 (12)", most asked first, at most ten.
    QStringList topWishes() const;
    // One map per hour, oldest first: hour (ISO text), count, p50, p95 (ms).
    QVariantList hourly() const;

    // "" or why the file could not be written (the old one then stands).
    QString save(const QString &file) const;
    // "" when loaded or absent; otherwise why the file was set aside (statistics start empty).
    QString load(const QString &file);
    // One row per hour: hour,couplets,cache_hits,errors,p50_ms,p95_ms. "" or why not written.
    Q_INVOKABLE QString exportCsv(const QString &file) const;

signals:
    void changed();

private:
    struct Hour {
        int count = 0, cacheHits = 0, errors = 0;
        QList<double> latencies;  // a bounded sample, for the percentiles
    };
    // Everything counted: what a save writes and a load replaces as a whole.
    struct Data {
        int generations = 0, cacheHits = 0, errors = 0, blocked = 0;
        QHash<QString, int> wishes;
        QMap<QDateTime, Hour> hours;  // by the hour's start, UTC
    };
    Data m_data;
};
