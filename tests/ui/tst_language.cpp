// Every visible string in three languages, switched while the kiosk runs; the couplet itself in
// Traditional characters through OpenCC.
#include "CupsQueue.h"
#include "FestivalYear.h"
#include "Fixtures.h"
#include "KioskSettings.h"
#include "Language.h"
#include "Translations.h"
#include "VisitorMessages.h"
#include "WishGlosses.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestLanguage : public QObject {
    Q_OBJECT

private slots:
    // English visitors read what a wish means: the build's glosses hold every wish the booth
    // offers by default, pinyin and sense; a word without one, or a kiosk whose file is missing,
    // shows the wish alone.
    void aWishIsGlossedInEnglish()
    {
        WishGlosses glosses;
        QVERIFY2(glosses.wordCount() > 40000, qPrintable(QString::number(glosses.wordCount())));
        QCOMPARE(glosses.brief("平安"), QString("píng'ān · safe and sound"));
        QCOMPARE(glosses.full("平安"), QString("píng'ān: safe and sound; well; without mishap"));
        for (const QString &wish : KioskSettings{}.presetWishes)
            QVERIFY2(!glosses.brief(wish).isEmpty(), qPrintable(wish));
        QCOMPARE(glosses.brief("平"), QString());
        // Every 横批 the kiosk hangs says what it wishes, without pinyin.
        QFile phrases(sourceFile("inference/data/auspicious_phrases.txt"));
        QVERIFY(phrases.open(QIODevice::ReadOnly));
        int banners = 0;
        for (const QString &line : QString::fromUtf8(phrases.readAll()).split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            QVERIFY2(!glosses.full(line).isEmpty(), qPrintable(line));
            ++banners;
        }
        QVERIFY(banners > 100);
        QCOMPARE(glosses.full("万事如意"), QString("may all go as you wish"));
        QCOMPARE(glosses.full("对下联"), QString());

        // Found by bisection in the sorted file: its first line, its last (no newline kept), none between.
        QTemporaryDir dir;
        QFile small(dir.filePath("small.tsv"));
        QVERIFY(small.open(QIODevice::WriteOnly));
        small.write("万事如意\t\tmay all go as you wish\n平安\tpíng'ān\tsafe and sound\n龟速\tguīsù\tas slow as a tortoise\n");
        small.close();
        WishGlosses three(small.fileName());
        QCOMPARE(three.wordCount(), 3);
        QCOMPARE(three.full("万事如意"), QString("may all go as you wish"));
        QCOMPARE(three.brief("平安"), QString("píng'ān · safe and sound"));
        QCOMPARE(three.full("龟速"), QString("guīsù: as slow as a tortoise"));
        for (const char *absent : {"如意", "万事", "龟", "齐天"})
            QCOMPARE(three.full(QString::fromUtf8(absent)), QString());

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("cannot read the wish glosses .*without their meaning"));
        WishGlosses missing(dir.filePath("none.tsv"));
        QCOMPARE(missing.brief("平安"), QString());
        QCOMPARE(missing.wordCount(), 0);
    }

    void aQmFileIsBuiltForEachLanguage()
    {
        for (const char *code : {"en", "zh_TW"})
            QVERIFY2(QFile::exists(QString(":/i18n/kaimen_%1.qm").arg(code)), code);
    }

    // kaimen-server reads its shell's locale: a technician's English shell gets the messages it
    // shares with the kiosk in English, not in the kiosk's source language.
    void aShellsLocaleChoosesItsLanguage()
    {
        QCOMPARE(languageFor(QLocale("en_US")), QString("en"));
        QCOMPARE(languageFor(QLocale::c()), QString("en"));
        QCOMPARE(languageFor(QLocale("de_DE")), QString("en"));
        QCOMPARE(languageFor(QLocale("zh_CN")), QString("zh_CN"));
        QCOMPARE(languageFor(QLocale("zh_SG")), QString("zh_CN"));
        QCOMPARE(languageFor(QLocale("zh_TW")), QString("zh_TW"));
        QCOMPARE(languageFor(QLocale("zh_HK")), QString("zh_TW"));
        QVERIFY(QFile::exists(translationFile(languageFor(QLocale::c()))));
    }

    void stringsChangeWithTheLanguage()
    {
        Language language(nullptr);
        const QString chinese = visitor::failure(kaimen::Outcome::Invalid);
        QCOMPARE(chinese, QString("这个词不好落笔，换一个心愿试试吧。"));
        QVERIFY(language.setLanguage("en"));
        QCOMPARE(visitor::failure(kaimen::Outcome::Invalid), QString("That word is hard to write; try another wish."));
        QVERIFY(language.setLanguage("zh_TW"));
        QCOMPARE(visitor::failure(kaimen::Outcome::Invalid), QString("這個詞不好落筆，換一個心願試試吧。"));
        QVERIFY(!language.setLanguage("fr"));  // unknown: nothing changes
        QCOMPARE(language.code(), QString("zh_TW"));
        QVERIFY(language.setLanguage("zh_CN"));
        QCOMPARE(visitor::failure(kaimen::Outcome::Invalid), chinese);
    }

    // A visitor whose own 上联 is turned away is not told to choose another wish.
    void aRefusedUpperLineIsNotCalledAWish()
    {
        Language language(nullptr);
        const auto wish = visitor::failure(kaimen::Outcome::Blocked);
        const auto upper = visitor::failure(kaimen::Outcome::Blocked, true);
        QVERIFY(wish.contains("心愿"));
        QVERIFY2(upper.contains("上联") && !upper.contains("心愿"), qPrintable(upper));
        QVERIFY(language.setLanguage("en"));
        QVERIFY2(visitor::failure(kaimen::Outcome::Blocked, true).contains("first line"),
                 qPrintable(visitor::failure(kaimen::Outcome::Blocked, true)));
        QVERIFY(language.setLanguage("zh_CN"));
    }

    // The printer's words (CupsQueue.cpp, in a context of their own) change with the language
    // as the rest do: an English operator reads "out of paper".
    void thePrintersTroubleIsSaidInTheKiosksLanguage()
    {
        Language language(nullptr);
        QCOMPARE(cups::troubleIn("media-empty-error,media-jam-error"), QString("缺纸、卡纸"));
        QVERIFY(language.setLanguage("en"));
        const QString english = cups::troubleIn("media-empty-error,media-jam-error");
        QVERIFY(language.setLanguage("zh_TW"));
        const QString traditional = cups::troubleIn("media-empty-error");
        QVERIFY(language.setLanguage("zh_CN"));
        QCOMPARE(english, QString("out of paper, paper jam"));
        QCOMPARE(traditional, QString("缺紙"));
    }

    void theCoupletIsShownInTraditionalCharacters()
    {
        Language language(nullptr);
        QCOMPARE(language.display("万象更新"), QString("万象更新"));
        QVERIFY(language.setLanguage("zh_TW"));
        // Characters only: 万象 stays 萬象, never a Taiwanese phrase substitute.
        QCOMPARE(language.display("春风得意马蹄疾，万象更新"), QString("春風得意馬蹄疾，萬象更新"));
        QCOMPARE(Language::toTraditional("吉祥如意"), QString("吉祥如意"));
    }

    // The screen's own words are Taiwan's (螢幕, 列印, 儲存, 設定; quoted 「so」), not Mainland
    // words in Traditional characters (屏幕, 打印, 保存, 設置), which a reader there finds foreign.
    void aTraditionalScreenSpeaksTaiwansWords()
    {
        Language language(nullptr);
        QVERIFY(language.setLanguage("zh_TW"));
        QCOMPARE(QCoreApplication::translate("AttractScene", "轻触屏幕 · 开门写春联"), QString("輕觸螢幕 · 開門寫春聯"));
        QCOMPARE(QCoreApplication::translate("ResultActions", "打印"), QString("列印"));
        QCOMPARE(QCoreApplication::translate("ResultActions", "保存"), QString("儲存"));
        QCOMPARE(QCoreApplication::translate("ResultActions", "换一副"), QString("換一副"));
        QCOMPARE(QCoreApplication::translate("WishScene", "写“%1”"), QString("寫「%1」"));  // Taiwan's quotes
        QVERIFY(language.setLanguage("zh_CN"));
    }

    // The operator's English reads as English: one hour, one second, the year of the Sheep
    // (the panel said "1 hours", "try again in 1 seconds" and "the year of the 羊").
    void theOperatorsEnglishAgreesWithItsNumbersAndNamesTheAnimal()
    {
        Language language(nullptr);
        FestivalYear year;
        QVERIFY(language.setLanguage("en"));
        QCOMPARE(QCoreApplication::translate("AdminNetworkPage", "%n 小时", nullptr, 1), QString("1 hour"));
        QCOMPARE(QCoreApplication::translate("AdminNetworkPage", "%n 小时", nullptr, 24), QString("24 hours"));
        QCOMPARE(QCoreApplication::translate("AdminPin", "密码错误次数过多，请 %n 秒后再试", nullptr, 1),
                 QString("Too many wrong PINs; try again in 1 second"));
        QCOMPARE(QCoreApplication::translate("AdminPin", "密码错误次数过多，请 %n 秒后再试", nullptr, 59),
                 QString("Too many wrong PINs; try again in 59 seconds"));
        QCOMPARE(year.animalName("羊"), QString("Sheep"));
        QCOMPARE(year.animalName("龙"), QString("Dragon"));
        QVERIFY(language.setLanguage("zh_TW"));
        QCOMPARE(year.animalName("龙"), QString("龍"));
        QCOMPARE(QCoreApplication::translate("AdminNetworkPage", "%n 小时", nullptr, 1), QString("1 小時"));
        QVERIFY(language.setLanguage("zh_CN"));
        QCOMPARE(year.animalName("龙"), QString("龙"));
        QCOMPARE(QCoreApplication::translate("AdminPin", "密码错误次数过多，请 %n 秒后再试", nullptr, 1),
                 QString("密码错误次数过多，请 1 秒后再试"));
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
