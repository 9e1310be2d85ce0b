#pragma once

#include <QDate>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <string>

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

// The animal of the year the kiosk celebrates on DAY: the one the operator's TITLE names
// (乙巳蛇年, 乙巳年 or 2025年 -> 蛇; kaimen/YearNames.h), else the calendar's.
QString festivalZodiac(const QString &title, const QDate &day);

struct KioskSettings;
// What the booth's 主题 couplets and 横批 are for on DAY (kaimen/Occasion.h: 商贸春联, 羊年春联):
// the booth theme, and for a Spring Festival booth the year's animal (festivalZodiac).
std::string boothOccasion(const KioskSettings &settings, const QDate &day);

// For QML: the title for today, recomputed when the date changes at midnight.
class FestivalYear : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(QString zodiac READ zodiac NOTIFY titleChanged)
    // The PC's clock is before the day this build was made (ClockCheck.h): the calendar's title
    // is then wrong, and the admin panel says so with both days (ISO dates).
    Q_PROPERTY(bool clockBehind READ clockBehind NOTIFY titleChanged)
    Q_PROPERTY(QString clockDay READ clockDay NOTIFY titleChanged)
    Q_PROPERTY(QString buildDay READ buildDay CONSTANT)
public:
    explicit FestivalYear(QObject *parent = nullptr);
    QString title() const { return m_title; }
    QString zodiac() const { return m_zodiac; }
    bool clockBehind() const;
    QString clockDay() const { return m_day.toString(Qt::ISODate); }
    QString buildDay() const;
    // Replaces the computed title (the operator's override); empty restores it.
    Q_INVOKABLE void setOverride(const QString &title);
    // ZODIAC (羊) as the operator reads it in the kiosk's language: "Sheep", 龍 for 龙.
    Q_INVOKABLE QString animalName(const QString &zodiac) const;

signals:
    void titleChanged();

protected:
    void timerEvent(QTimerEvent *event) override;

private:
    void refresh();
    QString m_override;
    QString m_title;
    QString m_zodiac;
    QDate m_day;
};
