// The generator through the public API, on the test fixtures' models: every search keeps every
// couplet rule, bad requests get their own errors, devices and model folders.
#include "GeneratorChecks.h"
#include "kaimen/Errors.h"

#include <QTest>

#include <algorithm>

using namespace kaimen;
using namespace kaimen::testing;

class TestGenerator : public QObject {
    Q_OBJECT

    std::unique_ptr<CoupletGenerator> m_generator;

private slots:
    void initTestCase()
    {
        m_generator = CoupletGenerator::load(fixture("palm"), RuntimeOptions{"cpu", 1, true});
        QCOMPARE(QString::fromStdString(m_generator->deviceDescription()).left(3), QString("cpu"));
    }

    void everySearchKeepsTheRules_data()
    {
        QTest::addColumn<int>("beams");
        QTest::addColumn<bool>("sample");
        QTest::newRow("greedy") << 1 << false;
        QTest::newRow("beam 4") << 4 << false;
        QTest::newRow("sampling") << 1 << true;
    }
    void everySearchKeepsTheRules()
    {
        QFETCH(int, beams);
        QFETCH(bool, sample);
        DecodingOptions options;
        options.beams = beams;
        options.sample = sample;
        options.seed = 11;
        options.topP = 0.9;
        auto results = m_generator->generate({keyword("如意", CoupletKind::Cangtou), keyword("平安", CoupletKind::Qianzi),
                                              keyword("吉祥", CoupletKind::Theme), duilian("春风得意马蹄疾")},
                                             options);
        QCOMPARE(results.size(), size_t(4));
        for (const auto &r : results) {
            QVERIFY2(r.ok, r.error.c_str());
            verifyCouplet(r.couplet);
        }
        // 藏头: the wish word's characters begin the two lines.
        QCOMPARE(QString::fromStdString(chars(results[0].couplet.upper)[0]), QString("如"));
        QCOMPARE(QString::fromStdString(chars(results[0].couplet.lower)[0]), QString("意"));
        // 嵌字: the word stands in the couplet, one character per line at the same position.
        const auto u = chars(results[1].couplet.upper), l = chars(results[1].couplet.lower);
        const auto at = std::find(u.begin(), u.end(), "平") - u.begin();
        QVERIFY(at < long(u.size()));
        QCOMPARE(QString::fromStdString(l[size_t(at)]), QString("安"));
        // 对下联: the visitor's 上联 is kept and answered with a 下联 of its length.
        QCOMPARE(QString::fromStdString(results[3].couplet.upper), QString("春风得意马蹄疾"));
        QCOMPARE(chars(results[3].couplet.lower).size(), size_t(7));
    }

    void aKeywordCoupletsLowerLineIsTheAnswerToItsUpperLine()
    {
        // The 下联 of a wish-word couplet is written as the 对下联 task answers its 上联, the
        // task the model learned from the most pairs: greedy, a theme couplet's 下联 is exactly
        // what a visitor asking for that 上联's 下联 gets.
        DecodingOptions options;
        options.beams = 1;
        const auto whole = m_generator->generate({keyword("吉祥", CoupletKind::Theme)}, options)[0];
        QVERIFY2(whole.ok, whole.error.c_str());
        const auto answer = m_generator->generate({duilian(whole.couplet.upper.c_str())}, options)[0];
        QVERIFY2(answer.ok, answer.error.c_str());
        KCOMPARE_STR(whole.couplet.lower, answer.couplet.lower);
    }

    void samplingReproducesWithItsSeed()
    {
        DecodingOptions options;
        options.sample = true;
        options.temperature = 1.5;
        std::vector<std::string> bySeed;
        for (uint64_t seed : {1u, 1u, 2u, 3u, 4u}) {
            options.seed = seed;
            bySeed.push_back(m_generator->generate({keyword("吉祥", CoupletKind::Theme)}, options)[0].couplet.upper);
        }
        KCOMPARE_STR(bySeed[0], bySeed[1]);
        QVERIFY2(bySeed[2] != bySeed[0] || bySeed[3] != bySeed[0] || bySeed[4] != bySeed[0],
                 "different seeds should give different couplets");
    }

    // "Another one" is sampled: N-best draws, ranked as the search's couplets are, so that the
    // engine shows the best one the visitor has not seen (one draw showed 如画梅花夜夜了鶒).
    void samplingDrawsTheNBestAndRanksThem()
    {
        DecodingOptions options;
        options.sample = true;
        options.temperature = 1.5;
        options.seed = 7;
        options.nBest = 4;
        const auto requests = {keyword("如意", CoupletKind::Cangtou), keyword("吉祥", CoupletKind::Theme), duilian("春风得意马蹄疾")};
        for (const auto &r : m_generator->generate(requests, options)) {
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY2(r.alternatives.size() >= 2, ("one draw alone for " + r.couplet.upper).c_str());
            verifyCouplet(r.couplet);
            for (const auto &alternative : r.alternatives) {
                verifyCouplet(alternative);
                QVERIFY(alternative.score <= r.couplet.score);
            }
        }
        options.nBest = 1;
        for (const auto &r : m_generator->generate(requests, options))
            QVERIFY(r.alternatives.empty());
    }

    void beamSearchIsDeterministicAndBatchIndependent()
    {
        DecodingOptions options;
        options.beams = 3;
        const auto alone = m_generator->generate({duilian("春风得意马蹄疾")}, options)[0].couplet;
        const auto batched = m_generator->generate({keyword("如意", CoupletKind::Cangtou), duilian("春风得意马蹄疾")}, options)[1].couplet;
        KCOMPARE_STR(batched.lower, alone.lower);
        QVERIFY(std::abs(batched.score - alone.score) < 1e-4);
    }

    void blockedWordsNeverAppear()
    {
        DecodingOptions options;
        options.beams = 2;
        const auto first = m_generator->generate({duilian("春风得意马蹄疾")}, options)[0].couplet;
        // Block every character the unblocked answer used, and the model must find others.
        for (const auto &c : chars(first.lower))
            options.blockedWords.push_back(c);
        const auto second = m_generator->generate({duilian("春风得意马蹄疾")}, options)[0];
        QVERIFY2(second.ok, second.error.c_str());
        for (const auto &c : chars(second.couplet.lower))
            QVERIFY2(std::find(options.blockedWords.begin(), options.blockedWords.end(), c) == options.blockedWords.end(),
                     c.c_str());
    }

    // A wish the kiosk never writes whole (a given name such as 建国: the engine passes it on for
    // 藏头 and 嵌字) is written apart, one character a line, and no line holds it, the 横批 neither
    // (the phrases holding the wish as a word were this wish's first choice).
    void aWishWhoseWordIsBlockedIsWrittenApart()
    {
        DecodingOptions options;
        options.beams = 2;
        options.blockedWords = {"平安"};
        const auto results = m_generator->generate({keyword("平安", CoupletKind::Cangtou), keyword("平安", CoupletKind::Qianzi)},
                                                   options);
        for (const auto &r : results) {
            QVERIFY2(r.ok, r.error.c_str());
            verifyCouplet(r.couplet);
            for (const auto &line : {r.couplet.upper, r.couplet.lower, r.couplet.horizontal})
                QVERIFY2(line.find("平安") == std::string::npos, line.c_str());
        }
        QCOMPARE(QString::fromStdString(chars(results[0].couplet.upper)[0]), QString("平"));
        QCOMPARE(QString::fromStdString(chars(results[0].couplet.lower)[0]), QString("安"));
    }

    void badRequestsGetTheirOwnErrors()
    {
        auto results = m_generator->generate({keyword("如", CoupletKind::Theme), keyword("如意", CoupletKind::Cangtou),
                                              duilian("春"), keyword("龘龘", CoupletKind::Cangtou), keyword("ab", CoupletKind::Theme),
                                              keyword("龘意", CoupletKind::Theme)},
                                             DecodingOptions{});
        QVERIFY(!results[0].ok);
        QVERIFY(QString::fromStdString(results[0].error).contains("two Chinese characters"));
        QVERIFY2(results[1].ok, "a good request in the same batch is still served");
        QVERIFY(!results[2].ok);
        QVERIFY(QString::fromStdString(results[2].error).contains("4 to 16"));
        QVERIFY(!results[3].ok);
        QVERIFY(QString::fromStdString(results[3].error).contains("vocabulary"));
        QVERIFY(!results[4].ok);
        // A 主题 wish the model cannot write is refused too, not answered with a couplet that
        // holds neither of its characters.
        QVERIFY(!results[5].ok);
        QVERIFY2(QString::fromStdString(results[5].error).contains("龘"), results[5].error.c_str());
        QVERIFY(QString::fromStdString(results[5].error).contains("vocabulary"));
    }

    // A 上联 character the model never saw is answered, not refused: the 下联 gives it a
    // character of its own, mirrors it where it repeats, and never writes [UNK]. 〇, the zero of
    // a year written in characters, stands in no training line.
    void anUnseenCharacterInTheUpperLineIsAnswered_data()
    {
        QTest::addColumn<QString>("upper");
        QTest::addColumn<QString>("unseen");
        QTest::addColumn<int>("repeatedAt");  // the place where the 上联 repeats its first character
        QTest::newRow("outside the vocabulary") << "龘风得意龘蹄疾" << "龘" << 4;
        QTest::newRow("a year's zero") << "二〇二七年春光好" << "〇" << 2;
    }
    void anUnseenCharacterInTheUpperLineIsAnswered()
    {
        QFETCH(QString, upper);
        QFETCH(QString, unseen);
        QFETCH(int, repeatedAt);
        const auto r = m_generator->generate({duilian(upper.toStdString().c_str())}, DecodingOptions{})[0];
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(QString::fromStdString(r.couplet.upper), upper);
        const auto lower = chars(r.couplet.lower);
        QCOMPARE(lower.size(), size_t(upper.size()));
        QCOMPARE(lower[size_t(repeatedAt)], lower[0]);
        QVERIFY2(r.couplet.lower.find("UNK") == std::string::npos, r.couplet.lower.c_str());
        QVERIFY(!QString::fromStdString(r.couplet.lower).contains(unseen));
    }

    void nBestGivesAlternatives()
    {
        DecodingOptions options;
        options.beams = 4;
        options.nBest = 3;
        const auto r = m_generator->generate({keyword("如意", CoupletKind::Cangtou)}, options)[0];
        QVERIFY(r.ok);
        QVERIFY(!r.alternatives.empty());
        for (const auto &a : r.alternatives) {
            verifyCouplet(a);
            QVERIFY(a.score <= r.couplet.score + 1e-9);
        }
    }

    void sentencePieceModelsWorkToo()
    {
        auto generator = CoupletGenerator::load(fixture("spm"), RuntimeOptions{"cpu", 1, true});
        const auto r = generator->generate({keyword("如意", CoupletKind::Cangtou)}, DecodingOptions{})[0];
        QVERIFY2(r.ok, r.error.c_str());
        verifyCouplet(r.couplet);
    }

    void cudaAskedForButAbsentFallsBackAndSaysSo()
    {
        auto generator = CoupletGenerator::load(fixture("spm"), RuntimeOptions{"cuda", 1, true});
        const auto description = QString::fromStdString(generator->deviceDescription());
        if (description.startsWith("cuda"))
            QSKIP("this machine has CUDA");
        QVERIFY2(description.contains("CUDA was requested"), qPrintable(description));
    }

    void missingModelFolderIsAClearError()
    {
        try {
            CoupletGenerator::load("/nonexistent/model");
            QFAIL("loading must fail");
        } catch (const ModelLoadError &e) {
            QVERIFY(QString(e.what()).contains("/nonexistent/model"));
        }
    }
};

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
