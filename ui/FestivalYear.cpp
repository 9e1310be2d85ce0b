#include "FestivalYear.h"

#include "ClockCheck.h"
#include "KioskSettings.h"
#include "kaimen/Occasion.h"
#include "kaimen/SimplifiedScript.h"
#include "kaimen/YearNames.h"

#include <unicode/calendar.h>
#include <unicode/locid.h>

#include <QCoreApplication>
#include <QTimeZone>
#include <QTimerEvent>

#include <memory>

namespace {

// The twelve animals in the cycle's order, UTF-8; also translated where the operator reads them
// (English names, Traditional characters): lupdate reads them here.
const char *const kZodiac[] = {
    QT_TRANSLATE_NOOP("FestivalYear", "鼠"), QT_TRANSLATE_NOOP("FestivalYear", "牛"),
    QT_TRANSLATE_NOOP("FestivalYear", "虎"), QT_TRANSLATE_NOOP("FestivalYear", "兔"),
    QT_TRANSLATE_NOOP("FestivalYear", "龙"), QT_TRANSLATE_NOOP("FestivalYear", "蛇"),
    QT_TRANSLATE_NOOP("FestivalYear", "马"), QT_TRANSLATE_NOOP("FestivalYear", "羊"),
    QT_TRANSLATE_NOOP("FestivalYear", "猴"), QT_TRANSLATE_NOOP("FestivalYear", "鸡"),
    QT_TRANSLATE_NOOP("FestivalYear", "狗"), QT_TRANSLATE_NOOP("FestivalYear", "猪"),
};

// The festival season runs to 元宵, the fifteenth day of the first month.
constexpr int kLastFestivalDay = 15;

} // namespace

FestivalYearName comingFestivalYear(const QDate &day)
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Calendar> chinese(icu::Calendar::createInstance(icu::Locale("zh@calendar=chinese"), status));
    if (U_FAILURE(status) || !chinese)
        return {};
    // Noon, so that no time zone moves the day.
    chinese->clear();
    chinese->setTimeZone(*icu::TimeZone::getGMT());
    const QDateTime noon(day, QTime(12, 0), Qt::UTC);
    chinese->setTime(UDate(noon.toMSecsSinceEpoch()), status);
    // UCAL_YEAR is the year within the 60-year cycle, 1 = 甲子.
    int cycleYear = chinese->get(UCAL_YEAR, status);
    const int month = chinese->get(UCAL_MONTH, status);  // 0 = the first month
    const bool leap = chinese->get(UCAL_IS_LEAP_MONTH, status) != 0;
    const int dayOfMonth = chinese->get(UCAL_DATE, status);
    if (U_FAILURE(status))
        return {};
    const bool inFestival = month == 0 && !leap && dayOfMonth <= kLastFestivalDay;
    if (!inFestival)
        cycleYear = cycleYear % 60 + 1;
    const int index = cycleYear - 1;
    return {QString::fromStdString(kaimen::cycleYearName(cycleYear)), QString::fromUtf8(kZodiac[index % 12])};
}

QString festivalZodiac(const QString &typedTitle, const QDate &day)
{
    // Typed in either script: 甲辰龍年 names the dragon, 龙; 乙巳年 and 2025年 the snake.
    const auto named = kaimen::zodiacOfYearName(kaimen::toSimplifiedScript(typedTitle.toStdString()));
    return named.empty() ? comingFestivalYear(day).zodiac : QString::fromStdString(named);
}

std::string boothOccasion(const KioskSettings &settings, const QDate &day)
{
    const auto zodiac = settings.yearAnimal ? festivalZodiac(settings.yearTitle, day).toStdString() : std::string();
    return kaimen::occasionFor(settings.boothTheme.toStdString(), zodiac);
}

FestivalYear::FestivalYear(QObject *parent) : QObject(parent)
{
    refresh();
    // Checked every minute: a kiosk runs across midnight and across the festival.
    startTimer(60 * 1000);
}

void FestivalYear::setOverride(const QString &title)
{
    // In simplified characters, as the calendar's own title: every screen shows it in its
    // reader's script (Shown.text).
    m_override = QString::fromStdString(kaimen::toSimplifiedScript(title.trimmed().toStdString()));
    refresh();
}

QString FestivalYear::animalName(const QString &zodiac) const
{
    for (const char *name : kZodiac)
        if (zodiac == QString::fromUtf8(name))
            return QCoreApplication::translate("FestivalYear", name);
    return zodiac;
}

void FestivalYear::timerEvent(QTimerEvent *)
{
    refresh();
}

bool FestivalYear::clockBehind() const
{
    return clockIsBehindTheBuild(m_day);
}

QString FestivalYear::buildDay() const
{
    return kaimenBuildDate().toString(Qt::ISODate);
}

void FestivalYear::refresh()
{
    const auto today = QDate::currentDate();
    const QString title = m_override.isEmpty() ? comingFestivalYear(today).title() : m_override;
    if (title == m_title && today == m_day)
        return;
    m_title = title;
    m_day = today;
    m_zodiac = festivalZodiac(m_override, today);
    emit titleChanged();
}
