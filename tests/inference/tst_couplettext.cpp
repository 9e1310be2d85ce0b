// What a visitor types: wish words and 上联 are checked and normalised before any model runs.
#include "kaimen/CoupletText.h"
#include "kaimen/Tones.h"

#include <QTest>

using namespace kaimen;

class TestCoupletText : public QObject {
    Q_OBJECT
private slots:
    void acceptsTwoChineseCharacters()
    {
        QVERIFY(validateWishWord("如意").empty());
        QVERIFY(validateWishWord("飞跃").empty());
    }
    void rejectsBadWishWordsWithAReason_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << "" << "empty";
        QTest::newRow("one") << "福" << "1 characters";
        QTest::newRow("three") << "吉祥年" << "3 characters";
        QTest::newRow("latin") << "ab" << "\"a\"";
        QTest::newRow("digit") << "如1" << "\"1\"";
        QTest::newRow("emoji") << "如😀" << "not a Chinese character";
        QTest::newRow("punctuation") << "如，" << "not a Chinese character";
    }
    void rejectsBadWishWordsWithAReason()
    {
        QFETCH(QString, word);
        QFETCH(QString, mentions);
        const auto problem = QString::fromStdString(validateWishWord(word.toStdString()));
        QVERIFY2(problem.contains(mentions), qPrintable(problem));
        QVERIFY2(problem.contains("two Chinese characters"), qPrintable(problem));
    }
    void upperLineRules_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("valid");
        QTest::newRow("seven") << "春风得意马蹄疾" << true;
        QTest::newRow("four") << "天增岁月" << true;
        QTest::newRow("with comma") << "春回大地，万象更新" << true;
        QTest::newRow("three") << "春风得" << false;
        QTest::newRow("seventeen") << "一二三四五六七八九十一二三四五六七" << false;
        QTest::newRow("leading comma") << "，春风得意马蹄疾" << false;
        QTest::newRow("latin") << "春风得意horse" << false;
        QTest::newRow("empty") << "" << false;
    }
    void upperLineRules()
    {
        QFETCH(QString, line);
        QFETCH(bool, valid);
        const auto problem = validateUpperLine(normalizeCoupletText(line.toStdString()));
        QCOMPARE(problem.empty(), valid);
    }
    void normalisesAsTheCorpusWas()
    {
        QCOMPARE(QString::fromStdString(normalizeCoupletText(" 春回大地,万象更新。 ")), QString("春回大地，万象更新"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("如 意")), QString("如意"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("花好月圆！！")), QString("花好月圆"));
    }
    void tonesComeFromIcu()
    {
        QCOMPARE(toneClassOf("春"), ToneClass::Ping);  // chūn
        QCOMPARE(toneClassOf("如"), ToneClass::Ping);  // rú
        QCOMPARE(toneClassOf("意"), ToneClass::Ze);    // yì
        QCOMPARE(toneClassOf("马"), ToneClass::Ze);    // mǎ
        QCOMPARE(toneClassOf("a"), ToneClass::Unknown);
        QCOMPARE(QString::fromStdString(pinyinOf("春")), QString("chūn"));
    }
};

QTEST_APPLESS_MAIN(TestCoupletText)
#include "tst_couplettext.moc"
