#pragma once

#include <QDate>
#include <QObject>
#include <QQmlEngine>
#include <QString>

// The coming Spring Festival's year in the sexagenary cycle and its zodiac animal, from ICU's
// Chinese calendar: on 2026-11-30 that is 丁未羊年. The festival's exact date is deliberately
// not offered: ICU 72 puts the 2027 festival on 2027-02-07 where the official date is 02-06
// (the new moon falls minutes before midnight in Beijing).
struct FestivalYearName {
    QString stemBranch;  // 丁未
    QString zodiac;      // 羊
    QString title() const { return stemBranch + zodiac + QStringLiteral("年"); }  // 丁未羊年
};

// The year the kiosk celebrates on DAY: the Chinese year that begins next, or the current one
// during the festival itself (the first fifteen days, up to 元宵).
FestivalYearName comingFestivalYear(const QDate &day);

// For QML: the title for today, recomputed when the date changes at midnight.
class FestivalYear : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
public:
    explicit FestivalYear(QObject *parent = nullptr);
    QString title() const { return m_title; }
    // Replaces the computed title (the operator's override); empty restores it.
    Q_INVOKABLE void setOverride(const QString &title);

signals:
    void titleChanged();

protected:
    void timerEvent(QTimerEvent *event) override;

private:
    void refresh();
    QString m_override;
    QString m_title;
};
