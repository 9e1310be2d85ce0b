// What a couplet is for (a shop's, a sheep year's): the occasion a booth names, the prompts that
// carry it to the model, and the cache that files couplets under it.
#include "couplet/OccasionPhrases.h"
#include "couplet/Prompts.h"
#include "kaimen/Errors.h"
#include "kaimen/Manifest.h"
#include "kaimen/Occasion.h"
#include "kaimen/YearNames.h"
#include "serving/CacheKeys.h"

#include "Requests.h"

#include <QTest>

using namespace kaimen;
using kaimen::testing::wish;

class TestOccasion : public QObject {
    Q_OBJECT

    static Manifest themedModel()
    {
        Manifest m;
        m.name = "themed";
        m.prompts = {{"keyword_theme", "以关键词“{keyword}”写一副{occasion}"},
                     {"keyword_cangtou", "以“{keyword}”藏头写一副春联"},
                     {"duilian", "对下联：{upper}"},
                     {"hengpi", "为{occasion}“{upper}，{lower}”写横批"}};
        return m;
    }


private slots:
    // A wedding's, a birthday's or a pupil's 横批 crowns a couplet at that booth, or one whose
    // lines speak of it; over a Spring Festival door it matched a shared character instead.
    void anOccasionsPhraseCrownsOnlyItsOwnCouplets()
    {
        QVERIFY(!phraseSuitsOccasion("永结同心", "羊年春联", "团结同心歌盛世", "圆通共梦庆新春"));
        QVERIFY(phraseSuitsOccasion("永结同心", "婚联", "团结同心歌盛世", "圆通共梦庆新春"));
        QVERIFY(phraseSuitsOccasion("永结同心", "春联", "姻缘如意家家乐", "伉俪同心处处春"));
        QVERIFY(!phraseSuitsOccasion("寿比南山", "羊年春联", "骏马奔腾东西去", "灵羊开泰南北来"));
        QVERIFY(phraseSuitsOccasion("福寿双全", "羊年春联", "福如东海千家乐", "寿比南山万户春"));
        QVERIFY(!phraseSuitsOccasion("金榜题名", "商贸春联", "财源广进千家乐", "生意兴隆万户春"));
        QVERIFY(phraseSuitsOccasion("金榜题名", "教育春联", "财源广进千家乐", "生意兴隆万户春"));
        QVERIFY(phraseSuitsOccasion("盛世中华", "婚联", "团结同心歌盛世", "圆通共梦庆新春"));
    }

    // At its own booth an occasion's phrase says what the day is (the 横批's first choice).
    void anOccasionOwnsItsPhrases()
    {
        QVERIFY(phraseOfOccasion("百年好合", "婚联"));
        QVERIFY(phraseOfOccasion("寿比南山", "寿联"));
        QVERIFY(!phraseOfOccasion("百年好合", "寿联"));
        QVERIFY(!phraseOfOccasion("百年好合", "羊年春联"));
        QVERIFY(!phraseOfOccasion("喜迎新春", "婚联"));
        // A shop's phrases are its first choice and suit any door.
        QVERIFY(phraseOfOccasion("生意兴隆", "商贸春联"));
        QVERIFY(!phraseOfOccasion("生意兴隆", "羊年春联"));
        QVERIFY(phraseSuitsOccasion("生意兴隆", "羊年春联", "春风得意千家乐", "瑞雪迎春万户欢"));
        // A school's teachers' phrase only at a school or over lines of one; its wish for a
        // pupil's road at any door, and first at a school's.
        QVERIFY(phraseOfOccasion("桃李芬芳", "教育春联"));
        QVERIFY(!phraseSuitsOccasion("桃李芬芳", "羊年春联", "春风得意千家乐", "瑞雪迎春万户欢"));
        QVERIFY(phraseSuitsOccasion("桃李芬芳", "羊年春联", "春风得意千家乐", "书声琅琅万户欢"));
        QVERIFY(phraseOfOccasion("前程似锦", "教育春联"));
        QVERIFY(phraseSuitsOccasion("前程似锦", "羊年春联", "春风得意千家乐", "瑞雪迎春万户欢"));
    }

    void aBoothNamesItsTradeOrTheYear_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("zodiac");
        QTest::addColumn<QString>("occasion");
        QTest::newRow("a spring booth in the year of the sheep") << "spring" << "羊" << "羊年春联";
        QTest::newRow("a spring booth that names no year") << "spring" << "" << "春联";
        QTest::newRow("a shop's booth names its trade, not the year") << "trade" << "羊" << "商贸春联";
        QTest::newRow("a wedding") << "wedding" << "羊" << "婚联";
        QTest::newRow("not an animal") << "spring" << "龟" << "春联";
        QTest::newRow("an unknown theme is a plain one") << "circus" << "" << "春联";
    }
    void aBoothNamesItsTradeOrTheYear()
    {
        QFETCH(QString, theme);
        QFETCH(QString, zodiac);
        QFETCH(QString, occasion);
        QCOMPARE(QString::fromStdString(occasionFor(theme.toStdString(), zodiac.toStdString())), occasion);
    }

    // An operator's year title and a client's "zodiac" name the year as people write it.
    void aYearIsNamedAsPeopleWriteIt_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("animal");
        QTest::newRow("the animal") << "羊" << "羊";
        QTest::newRow("its year") << "羊年" << "羊";
        QTest::newRow("the calendar's own title") << "丁未羊年" << "羊";
        QTest::newRow("a title around it") << "喜迎蛇年" << "蛇";
        QTest::newRow("English") << "goat" << "羊";
        QTest::newRow("English words") << "The Year of the Dragon" << "龙";
        QTest::newRow("an English word holding a name") << "programme" << "";
        QTest::newRow("the sixty-year cycle") << "乙巳" << "蛇";
        QTest::newRow("the cycle's year") << "乙巳年" << "蛇";
        QTest::newRow("the cycle in a title") << "甲辰年新春" << "龙";
        QTest::newRow("the branch's year") << "辰年" << "龙";
        QTest::newRow("the branch alone") << "未" << "羊";
        QTest::newRow("a Gregorian year") << "2027" << "羊";
        QTest::newRow("2020 was the rat's") << "2020年" << "鼠";
        QTest::newRow("before 2020") << "1999" << "兔";
        QTest::newRow("full-width digits") << "２０２５年春节" << "蛇";
        QTest::newRow("a year in characters") << "二〇二七年" << "羊";
        QTest::newRow("with 零") << "二零二四年" << "龙";
        QTest::newRow("the named animal wins") << "丁未龙年" << "龙";
        QTest::newRow("a word holding an animal") << "龙腾盛世" << "";
        QTest::newRow("an idiom holding one") << "马到成功" << "";
        QTest::newRow("a stem and a branch that make no year") << "甲丑" << "";
        QTest::newRow("a branch inside a word") << "午后" << "";
        QTest::newRow("two digits") << "27" << "";
        QTest::newRow("five digits") << "20270" << "";
        QTest::newRow("a run of digits no number holds") << "2027202720272027202720272027年" << "";
        QTest::newRow("numbers in characters without 年") << "一二三四" << "";
        QTest::newRow("nothing") << "" << "";
    }
    void aYearIsNamedAsPeopleWriteIt()
    {
        QFETCH(QString, name);
        QFETCH(QString, animal);
        QCOMPARE(QString::fromStdString(zodiacOfYearName(name.toStdString())), animal);
    }

    // The sixty years of the cycle, each named and each read back as its animal.
    void theCyclesSixtyYearsNameTheirAnimals()
    {
        QCOMPARE(QString::fromStdString(cycleYearName(1)), QString("甲子"));
        QCOMPARE(QString::fromStdString(cycleYearName(44)), QString("丁未"));
        QCOMPARE(QString::fromStdString(cycleYearName(60)), QString("癸亥"));
        QCOMPARE(QString::fromStdString(cycleYearName(61)), QString("甲子"));
        for (int year = 1; year <= 60; ++year) {
            const auto name = cycleYearName(year);
            QCOMPARE(zodiacOfYearName(name + "年"), zodiacAnimals()[size_t(year - 1) % 12]);
        }
    }

    void everyBoothThemeHasANameAndAnOccasionThatCanBeAsked()
    {
        QCOMPARE(boothThemes().front().key, std::string("spring"));
        for (const auto &theme : boothThemes()) {
            QVERIFY(!theme.name.empty());
            QVERIFY2(occasionProblem(theme.occasion).empty(), theme.key.c_str());
            QCOMPARE(findBoothTheme(theme.key), &theme);
        }
        QCOMPARE(zodiacAnimals().size(), size_t(12));
    }

    void aYearsCoupletKnowsWhichAnimalComesNext()
    {
        QCOMPARE(followingYearAnimal("羊年春联"), std::string("猴"));
        QCOMPARE(followingYearAnimal("猪年春联"), std::string("鼠"));  // the cycle closes
        QCOMPARE(followingYearAnimal("商贸春联"), std::string());
        QCOMPARE(followingYearAnimal("春联"), std::string());
        QCOMPARE(precedingYearAnimal("羊年春联"), std::string("马"));
        QCOMPARE(precedingYearAnimal("鼠年春联"), std::string("猪"));  // back round the cycle
        QCOMPARE(precedingYearAnimal("商贸春联"), std::string());
    }

    void theOccasionStandsInTheThemePromptAndTheHorizontalOne()
    {
        const auto m = themedModel();
        QCOMPARE(promptFor(m, wish("如意", CoupletKind::Theme, "羊年春联")), std::string("以关键词“如意”写一副羊年春联"));
        // No occasion is the plain Spring Festival prompt every earlier model was trained on.
        QCOMPARE(promptFor(m, wish("如意", CoupletKind::Theme, "")), std::string("以关键词“如意”写一副春联"));
        // 藏头 keeps its own prompt: the occasion reaches it through its 横批 only.
        QCOMPARE(promptFor(m, wish("如意", CoupletKind::Cangtou, "商贸春联")), std::string("以“如意”藏头写一副春联"));
        QCOMPARE(horizontalPromptFor(m, "生意兴隆通四海", "财源茂盛达三江", "商贸春联"),
                 std::string("为商贸春联“生意兴隆通四海，财源茂盛达三江”写横批"));
    }

    void aModelTrainedBeforeThemesWritesPlainCouplets()
    {
        Manifest m = themedModel();
        m.prompts["keyword_theme"] = "以关键词“{keyword}”写一副春联";
        m.prompts["hengpi"] = "为春联“{upper}，{lower}”写横批";
        QCOMPARE(promptFor(m, wish("如意", CoupletKind::Theme, "商贸春联")), std::string("以关键词“如意”写一副春联"));
        QCOMPARE(horizontalPromptFor(m, "甲", "乙", "婚联"), std::string("为春联“甲，乙”写横批"));
    }

    void anOccasionThatIsNotAShortChineseNameIsRefused()
    {
        const auto m = themedModel();
        for (const std::string bad : {"shop", "商贸春联}{keyword", "一二三四五六七八九"}) {
            QVERIFY(!occasionProblem(bad).empty());
            QVERIFY_THROWS_EXCEPTION(InvalidRequest, promptFor(m, wish("如意", CoupletKind::Theme, bad)));
        }
        QVERIFY(occasionProblem("").empty());
    }

    void coupletsForAnotherOccasionAreFiledApart()
    {
        const auto a = requestKey("model", wish("如意", CoupletKind::Theme, "商贸春联"));
        const auto b = requestKey("model", wish("如意", CoupletKind::Theme, "羊年春联"));
        const auto c = requestKey("model", wish("如意", CoupletKind::Cangtou, "商贸春联"));
        const auto d = requestKey("model", wish("如意", CoupletKind::Cangtou, ""));
        QVERIFY(a != b);
        QVERIFY(c != d);  // their 横批 differ
    }

    // Couplets ranked with other reranking weights are other couplets: each weight is in the key
    // (the stock endings' weight, added in session 57, was nearly left out).
    void coupletsRankedWithOtherWeightsAreFiledApart()
    {
        const DecodingOptions shipped;
        for (double RerankWeights::*weight : {&RerankWeights::lineModel, &RerankWeights::forcedWords,
                                              &RerankWeights::unwished, &RerankWeights::tones,
                                              &RerankWeights::lookAlike, &RerankWeights::stockEndings}) {
            DecodingOptions other;
            other.rerank.*weight += 0.25;
            QVERIFY(decodingKey(other) != decodingKey(shipped));
        }
    }
};

QTEST_GUILESS_MAIN(TestOccasion)
#include "tst_occasion.moc"
