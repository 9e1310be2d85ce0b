// What a visitor types: wish words and 上联 are checked and normalised before any model runs.
#include "kaimen/CharacterSets.h"
#include "kaimen/CoupletRequest.h"
#include "kaimen/CoupletText.h"
#include "kaimen/SimplifiedScript.h"
#include "kaimen/TextProblem.h"
#include "kaimen/TraditionalScript.h"
#include "kaimen/Tones.h"

#include <QTest>

#include <thread>

using namespace kaimen;
Q_DECLARE_METATYPE(kaimen::TextProblemKind)

class TestCoupletText : public QObject {
    Q_OBJECT
private slots:
    void acceptsTwoChineseCharacters()
    {
        QVERIFY(!checkWishWord("如意"));
        QVERIFY(!checkWishWord("飞跃"));
    }
    void rejectsBadWishWordsWithAReason_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<TextProblemKind>("kind");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << "" << TextProblemKind::Empty << "empty";
        QTest::newRow("one") << "福" << TextProblemKind::TooShort << "has 1 character;";
        QTest::newRow("three") << "吉祥年" << TextProblemKind::TooLong << "3 characters";
        QTest::newRow("latin") << "ab" << TextProblemKind::NotChinese << "\"a\"";
        QTest::newRow("digit") << "如1" << TextProblemKind::NotChinese << "\"1\"";
        QTest::newRow("emoji") << "如😀" << TextProblemKind::NotChinese << "not a Chinese character";
        QTest::newRow("punctuation") << "如，" << TextProblemKind::NotChinese << "not a Chinese character";
        // A Chinese character, only one beyond what the kiosk writes: not called "not Chinese".
        QTest::newRow("rare") << "𠀾安" << TextProblemKind::RareCharacter << "\"𠀾\", a rare Chinese character";
    }
    void rejectsBadWishWordsWithAReason()
    {
        QFETCH(QString, word);
        QFETCH(TextProblemKind, kind);
        QFETCH(QString, mentions);
        const auto problem = checkWishWord(word.toStdString());
        QCOMPARE(problem.kind, kind);
        const auto sentence = QString::fromStdString(describeProblem(problem));
        QVERIFY2(sentence.contains(mentions), qPrintable(sentence));
        QVERIFY2(sentence.contains("two Chinese characters"), qPrintable(sentence));
    }
    void upperLineRules_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<TextProblemKind>("kind");
        QTest::addColumn<QString>("mentions");
        using K = TextProblemKind;
        QTest::newRow("seven") << "春风得意马蹄疾" << K::None << "";
        QTest::newRow("four") << "天增岁月" << K::None << "";
        QTest::newRow("with comma") << "春回大地，万象更新" << K::None << "";
        QTest::newRow("three") << "春风得" << K::TooShort << "3 Chinese characters";
        QTest::newRow("one") << "春" << K::TooShort << "has 1 Chinese character;";
        QTest::newRow("seventeen") << "一二三四五六七八九十一二三四五六七" << K::TooLong << "17 characters";
        QTest::newRow("sixteen and a comma")
            << "春回大地百花齐艳，福满人间万户欢乐" << K::TooLong << "17 characters with its punctuation";
        QTest::newRow("leading comma") << "，春风得意马蹄疾" << K::MisplacedPunctuation << "\"，\"";
        QTest::newRow("two commas") << "春风，，得意马蹄疾" << K::MisplacedPunctuation << "\"，\"";
        QTest::newRow("a year with its zero") << "二〇二七年春光好" << K::None << "";
        QTest::newRow("digits, unread") << "2027年春光好" << K::NotChinese << "\"2\"";
        QTest::newRow("latin") << "春风得意horse" << K::NotChinese << "\"h\"";
        QTest::newRow("rare") << "春风吹𠀾入万家" << K::RareCharacter << "\"𠀾\", a rare Chinese character";
        QTest::newRow("compatibility ideograph") << "春风吹\uF900入万家" << K::RareCharacter << "rare Chinese character";
        QTest::newRow("empty") << "" << K::Empty << "empty";
    }
    void upperLineRules()
    {
        QFETCH(QString, line);
        QFETCH(TextProblemKind, kind);
        QFETCH(QString, mentions);
        const auto problem = checkUpperLine(normalizeCoupletText(line.toStdString()));
        QCOMPARE(problem.kind, kind);
        const auto sentence = QString::fromStdString(describeProblem(problem));
        QCOMPARE(sentence.isEmpty(), kind == TextProblemKind::None);
        QVERIFY2(sentence.contains(mentions), qPrintable(sentence));
    }
    void aRequestIsCheckedByItsMode()
    {
        CoupletRequest wish;
        wish.keyword = " 如意 ";
        QVERIFY2(checkRequest(wish), "a keyword request is checked before it is normalised");
        QVERIFY(!checkRequest(normalizedRequest(wish)));
        CoupletRequest duilian;
        duilian.mode = CoupletMode::Duilian;
        duilian.keyword = "如意";
        duilian.upper = "春风";
        const auto problem = checkRequest(normalizedRequest(duilian));
        QCOMPARE(problem.subject, TextSubject::UpperLine);
        QCOMPARE(problem.kind, TextProblemKind::TooShort);
        QCOMPARE(problem.count, size_t(2));
    }
    // A line typed with digits, as phones and keyboards write years and counts, is read with its
    // numbers in characters, as a couplet writes them: a year digit by digit, a count as said.
    // A run too long to read surely (a telephone number) stays in digits and is refused by them.
    void numbersTypedInDigitsAreReadInCharacters()
    {
        const QList<std::pair<QString, QString>> read{
            {"2027年春光好", "二〇二七年春光好"},
            {"喜迎２０２７，福满人间", "喜迎二〇二七，福满人间"},
            {"3阳开泰，12生肖迎新春", "三阳开泰，十二生肖迎新春"},
            {"春风送暖100家", "春风送暖一百家"},
            {"105岁寿比南山", "一百零五岁寿比南山"},
            {"08年奥运圆梦", "〇八年奥运圆梦"},
            {"春風得意馬蹄疾", "春风得意马蹄疾"},
        };
        for (const auto &[typed, expected] : read) {
            const auto reading = asTheModelReads(typed.toStdString());
            QCOMPARE(QString::fromStdString(reading), expected);
            QCOMPARE(asTheModelReads(reading), reading);
            QVERIFY2(!checkUpperLine(reading), qPrintable(typed));
        }
        const auto telephone = asTheModelReads("拨打13812345678");
        QCOMPARE(QString::fromStdString(telephone), QString("拨打13812345678"));
        const auto problem = checkUpperLine(telephone);
        QCOMPARE(problem.kind, TextProblemKind::NotChinese);
        QCOMPARE(QString::fromStdString(problem.character), QString("1"));
        CoupletRequest wish;
        wish.keyword = "12";
        QCOMPARE(QString::fromStdString(normalizedRequest(wish).keyword), QString("十二"));
    }
    // A wish typed as a number is a wish of two characters where it can be: said as the number
    // where that is two (十二, 二十), else digit by digit as lucky numbers are (六六大顺, 八八).
    void aWishTypedAsANumberIsTwoCharacters()
    {
        const QList<std::pair<QString, QString>> read{
            {"66", "六六"}, {"88", "八八"}, {"９９", "九九"}, {"18", "十八"}, {"20", "二十"}, {"10", "十"},
            {"100", "一百"}, {"如意", "如意"}, {"8", "八"},
        };
        for (const auto &[typed, expected] : read) {
            CoupletRequest wish;
            wish.keyword = typed.toStdString();
            QCOMPARE(QString::fromStdString(normalizedRequest(wish).keyword), expected);
            QCOMPARE(QString::fromStdString(asTheModelReadsAWish(typed.toStdString())), expected);
        }
        QVERIFY(!checkWishWord(asTheModelReadsAWish("88")));
        QCOMPARE(checkWishWord(asTheModelReadsAWish("10")).kind, TextProblemKind::TooShort);
        // In a 上联 a number is read as it says: 88岁 is 八十八岁.
        QCOMPARE(QString::fromStdString(asTheModelReads("88岁寿比南山")), QString("八十八岁寿比南山"));
    }
    // A visitor who types traditional characters is read in the model's simplified ones; the
    // simplified characters ICU would also change (慰藉, 乾坤, 宫商角徵羽) stay.
    void traditionalCharactersAreReadAsSimplified()
    {
        CoupletRequest wish;
        wish.keyword = "飛躍";
        QCOMPARE(QString::fromStdString(normalizedRequest(wish).keyword), QString("飞跃"));
        QVERIFY(!checkRequest(normalizedRequest(wish)));
        CoupletRequest duilian;
        duilian.mode = CoupletMode::Duilian;
        duilian.upper = "春風得意馬蹄疾，網開一面";
        QCOMPARE(QString::fromStdString(normalizedRequest(duilian).upper), QString("春风得意马蹄疾，网开一面"));
        wish.keyword = "後進";
        QCOMPARE(QString::fromStdString(normalizedRequest(wish).keyword), QString("后进"));
        for (const std::string same : {"慰藉乾坤宫商角徵羽", "春风得意马蹄疾", "于是著名", "一应俱全"})
            QCOMPARE(QString::fromStdString(toSimplifiedScript(same)), QString::fromStdString(same));
    }
    // The everyday sets a visitor writes in: GB2312's 6,763 simplified characters, Big5's 13,053
    // traditional ones (ICU's table has 15 of its vendors' extensions besides: 13,068); the
    // handwriting pad offers nothing outside them. One character at a time, from any thread.
    void characterSetsHoldTheEverydayCharacters()
    {
        int gb2312 = 0, big5 = 0;
        for (char32_t code = 0x3400; code <= 0x9FFF; ++code) {
            const auto character = QString::fromUcs4(&code, 1).toStdString();
            gb2312 += inGb2312(character);
            big5 += inBig5(character);
        }
        QCOMPARE(gb2312, 6763);
        QVERIFY2(big5 >= 13053 && big5 <= 13068, qPrintable(QString::number(big5)));
        QVERIFY(inGb2312("飞") && !inGb2312("飛") && inBig5("飛") && !inBig5("飞"));
        QVERIFY(inGb2312("如") && inBig5("如"));
        QVERIFY(!inGb2312("") && !inGb2312("如意") && !inGb2312("\xff") && !inBig5("𠀀"));
        bool elsewhere = false;
        std::thread([&elsewhere] { elsewhere = inGb2312("安") && !inGb2312("門") && inBig5("門"); }).join();
        QVERIFY(elsewhere);
    }
    // A client that writes traditional characters reads its answer in them, and what it sends
    // back (换一副's couplets already shown) reads as the couplet it was given: every character
    // the model may write comes back as itself (OpenCC alone writes 徵 for 征, 乾 for 干, 嶽 for 岳).
    void anAnswerInTraditionalCharactersReadsBackAsItself()
    {
        QCOMPARE(QString::fromStdString(toTraditionalScript("春风得意马蹄疾")), QString("春風得意馬蹄疾"));
        QCOMPARE(QString::fromStdString(toTraditionalScriptReadingBack("长征路上，年年有余")), QString("長征路上，年年有餘"));
        // The kiosk's screen shows Taiwan's forms; an answer keeps those that would read back as another.
        QCOMPARE(QString::fromStdString(toTraditionalScript("干杯")), QString("乾杯"));
        QCOMPARE(QString::fromStdString(toTraditionalScriptReadingBack("干杯")), QString("干杯"));
        QVERIFY(writtenInTraditionalScript("萬福"));
        QVERIFY(!writtenInTraditionalScript("万福"));
        QVERIFY(!writtenInTraditionalScript("如意"));
        int written = 0, changed = 0;
        for (char32_t code = 0x4E00; code <= 0x9FFF; ++code) {
            const auto character = QString::fromUcs4(&code, 1).toStdString();
            if (toSimplifiedScript(character) != character)
                continue;  // a traditional form: the model never writes it
            ++written;
            const auto traditional = toTraditionalScriptReadingBack(character);
            changed += traditional != character;
            QVERIFY2(toSimplifiedScript(traditional) == character, (character + " → " + traditional).c_str());
        }
        QVERIFY2(written > 15000 && changed > 2000, qPrintable(QString("%1 written, %2 changed").arg(written).arg(changed)));
    }
    void normalisesAsTheCorpusWas()
    {
        QCOMPARE(QString::fromStdString(normalizeCoupletText(" 春回大地,万象更新。 ")), QString("春回大地，万象更新"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("如 意")), QString("如意"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("花好月圆！！")), QString("花好月圆"));
        // A line copied with its quotes or posed as a challenge is the line.
        QCOMPARE(QString::fromStdString(normalizeCoupletText("“春风得意马蹄疾。”")), QString("春风得意马蹄疾"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("「春回大地，万象更新」。")), QString("春回大地，万象更新"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("上联：春风得意马蹄疾")), QString("春风得意马蹄疾"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("上联: \"春风得意马蹄疾\"")), QString("春风得意马蹄疾"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春风“得意”马蹄疾")), QString("春风“得意”马蹄疾"));  // not around it
        // Posed as a challenge with the request after it, or the model's own prompt before it.
        for (const char *asked : {"春风得意马蹄疾，求下联", "春风得意马蹄疾 求下联", "对下联：春风得意马蹄疾",
                                  "春风得意马蹄疾（上联）", "《春风得意马蹄疾》", "春风得意马蹄疾——", "春风得意马蹄疾……"})
            QCOMPARE(QString::fromStdString(normalizeCoupletText(asked)), QString("春风得意马蹄疾"));
        // Pasted with the empty slot of its answer, in the forms a challenge is posted in.
        for (const char *asked : {"上联：春风得意马蹄疾 下联：", "上联：春风得意马蹄疾\n下联：？", "上联：春风得意马蹄疾；下联：______",
                                  "出句：春风得意马蹄疾，对句：＿＿＿＿＿＿＿", "上联:春风得意马蹄疾 下联:□□□□□□□",
                                  "春风得意马蹄疾，下联：（ ）"})
            QCOMPARE(QString::fromStdString(normalizeCoupletText(asked)), QString("春风得意马蹄疾"));
        // A space between phrases is typed for their ，; a phrase or a wish spaced out is one.
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春回大地 福满人间")), QString("春回大地，福满人间"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春回大地\u3000 福满人间")), QString("春回大地，福满人间"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春回大地， 福满人间")), QString("春回大地，福满人间"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春 风 得 意 马 蹄 疾")), QString("春风得意马蹄疾"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春回 大地")), QString("春回大地"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("上联： 春回大地")), QString("春回大地"));
        // Typed on a phone keyboard that writes the small forms of the marks.
        QCOMPARE(QString::fromStdString(normalizeCoupletText("春回大地\uFE50福满人间\uFE57")), QString("春回大地，福满人间"));
        QCOMPARE(QString::fromStdString(normalizeCoupletText("一元复始\uFE54万象更新")), QString("一元复始；万象更新"));
        // Copied from a web page or a phone: a byte-order mark, a zero-width space and joiner.
        QCOMPARE(QString::fromStdString(normalizeCoupletText("\uFEFF如\u200B意\u200D")), QString("如意"));
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
