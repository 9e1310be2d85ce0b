#include "UsageStatistics.h"

#include "SaveFile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace {

constexpr int kSamplesPerHour = 500;
constexpr int kHoursKept = 24 * 30;  // a month of fair days
constexpr int kWishesKept = 5000;

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const auto rank = qsizetype(std::ceil(p * double(values.size())));
    return values[std::clamp<qsizetype>(rank, 1, values.size()) - 1];
}

QDateTime hourOf(const QDateTime &when)
{
    const auto utc = when.toUTC();
    return QDateTime(utc.date(), QTime(utc.time().hour(), 0), Qt::UTC);
}

} // namespace

void UsageStatistics::record(const QString &wish, Answer answer, double latencyMs, bool fromCache, const QDateTime &when)
{
    auto &hour = m_data.hours[hourOf(when)];
    switch (answer) {
    case Answer::Written:
        ++m_data.generations;
        ++hour.count;
        if (fromCache) {
            ++m_data.cacheHits;
            ++hour.cacheHits;
        }
        if (hour.latencies.size() < kSamplesPerHour)
            hour.latencies.append(latencyMs);
        if (!wish.isEmpty() && (m_data.wishes.contains(wish) || m_data.wishes.size() < kWishesKept))
            ++m_data.wishes[wish];
        break;
    case Answer::Blocked:
        ++m_data.blocked;
        break;
    case Answer::Error:
        ++m_data.errors;
        ++hour.errors;
        break;
    case Answer::Refused:
        break;
    }
    while (m_data.hours.size() > kHoursKept)
        m_data.hours.erase(m_data.hours.begin());
    emit changed();
}

QStringList UsageStatistics::topWishes() const
{
    QList<QPair<int, QString>> ranked;
    for (auto it = m_data.wishes.begin(); it != m_data.wishes.end(); ++it)
        ranked.append({it.value(), it.key()});
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QStringList top;
    for (int i = 0; i < std::min<qsizetype>(10, ranked.size()); ++i)
        top << QString("%1 (%2)").arg(ranked[i].second).arg(ranked[i].first);
    return top;
}

QVariantList UsageStatistics::hourly() const
{
    QVariantList rows;
    for (auto it = m_data.hours.begin(); it != m_data.hours.end(); ++it)
        rows.append(QVariantMap{{"hour", it.key().toString(Qt::ISODate)},
                                {"count", it->count},
                                {"p50", percentile(it->latencies, 0.5)},
                                {"p95", percentile(it->latencies, 0.95)}});
    return rows;
}

QString UsageStatistics::save(const QString &file) const
{
    QJsonObject wishes;
    for (auto it = m_data.wishes.begin(); it != m_data.wishes.end(); ++it)
        wishes[it.key()] = it.value();
    QJsonArray hours;
    for (auto it = m_data.hours.begin(); it != m_data.hours.end(); ++it) {
        QJsonArray latencies;
        for (double ms : it->latencies)
            latencies.append(ms);
        hours.append(QJsonObject{{"hour", it.key().toString(Qt::ISODate)}, {"count", it->count},
                                 {"cache_hits", it->cacheHits}, {"errors", it->errors}, {"latencies_ms", latencies}});
    }
    const QJsonObject root{{"format", "kaimen-statistics"}, {"version", 1},
                           {"generations", m_data.generations}, {"cache_hits", m_data.cacheHits}, {"errors", m_data.errors},
                           {"blocked", m_data.blocked}, {"wishes", wishes}, {"hours", hours}};
    return saveAtomically(file, QJsonDocument(root).toJson(QJsonDocument::Compact));
}

QString UsageStatistics::load(const QString &file)
{
    QFile in(file);
    if (!in.exists())
        return {};
    if (!in.open(QIODevice::ReadOnly))
        return file + ": " + in.errorString() + "; the statistics start empty";
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(in.readAll(), &error);
    const auto root = doc.object();
    if (error.error != QJsonParseError::NoError || root["format"].toString() != "kaimen-statistics"
        || root["version"].toInt() != 1 || !root["hours"].isArray() || !root["wishes"].isObject())
        return file + ": not a Kaimen statistics file ("
            + (error.error != QJsonParseError::NoError ? error.errorString() : QString("unexpected contents"))
            + "); the statistics start empty";
    Data loaded;
    loaded.generations = root["generations"].toInt();
    loaded.cacheHits = root["cache_hits"].toInt();
    loaded.errors = root["errors"].toInt();
    loaded.blocked = root["blocked"].toInt();
    const auto wishes = root["wishes"].toObject();
    for (auto it = wishes.begin(); it != wishes.end(); ++it)
        loaded.wishes[it.key()] = it.value().toInt();
    for (const auto &value : root["hours"].toArray()) {
        const auto h = value.toObject();
        const auto when = QDateTime::fromString(h["hour"].toString(), Qt::ISODate);
        if (!when.isValid())
            return file + ": an hour is unreadable; the statistics start empty";
        auto &hour = loaded.hours[hourOf(when)];
        hour.count = h["count"].toInt();
        hour.cacheHits = h["cache_hits"].toInt();
        hour.errors = h["errors"].toInt();
        for (const auto &ms : h["latencies_ms"].toArray())
            hour.latencies.append(ms.toDouble());
    }
    m_data = std::move(loaded);
    emit changed();
    return {};
}

QString UsageStatistics::exportCsv(const QString &file) const
{
    QByteArray csv = "hour,couplets,cache_hits,errors,p50_ms,p95_ms\n";
    for (auto it = m_data.hours.begin(); it != m_data.hours.end(); ++it)
        csv += QString("%1,%2,%3,%4,%5,%6\n")
                   .arg(it.key().toString(Qt::ISODate))
                   .arg(it->count)
                   .arg(it->cacheHits)
                   .arg(it->errors)
                   .arg(percentile(it->latencies, 0.5), 0, 'f', 1)
                   .arg(percentile(it->latencies, 0.95), 0, 'f', 1)
                   .toUtf8();
    return saveAtomically(file, csv);
}
