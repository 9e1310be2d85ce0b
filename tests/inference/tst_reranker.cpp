// The reranker's signals, each what a reader notices: a line of pairs no human line holds, a
// wish character that makes no word, an unwished sense, tones that do not oppose, another
// year's animal, and a stock ending.
#include "couplet/CoupletConstraints.h"
#include "couplet/LineModel.h"
#include "couplet/Reranker.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/Errors.h"
#include "kaimen/Tokenizer.h"

#include <QTemporaryDir>
#include "Requests.h"

#include <QTest>

#include <algorithm>
#include <fstream>

using namespace kaimen;
using kaimen::testing::wish;

class TestReranker : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string write(const char *name, const std::string &text)
    {
        const auto path = m_dir.filePath(name).toStdString();
        std::ofstream(path) << text;
        return path;
    }


private slots:
    void aLineOfHumanPairsReadsBetterThanOneOfUnseenPairs()
    {
        // Counts as tools/line_model.py writes them: 春风 and 风暖 seen, 风岁 never.
        const LineModel lines(write("lines.txt", "# test\nlines 10\nu ^ 0 10 2\nu $ 10 0 0\nu 春 10 10 2\n"
                                                  "u 风 10 10 3\nu 暖 5 5 1\nu 岁 5 5 1\n"
                                                  "b ^春 8\nb 春风 9\nb 风暖 5\nb 暖$ 5\nb 岁$ 5\n"));
        QCOMPARE(lines.pairCount(), size_t(5));
        QVERIFY(lines.meanLogProb("春风暖") > lines.meanLogProb("春风岁"));
        QVERIFY(lines.meanLogProb("春风暖") > lines.meanLogProb("暖春风"));
        QVERIFY(std::isfinite(lines.meanLogProb("龘")));  // a character it never saw still scores
    }

    void aDamagedLineModelNamesItsLine()
    {
        const auto path = write("bad.txt", "lines 3\nu 春 1 1 1\nb 春风\n");
        try {
            LineModel lines(path);
            QFAIL("a damaged line model loaded");
        } catch (const ModelLoadError &e) {
            QVERIFY2(QString(e.what()).contains("line 3"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(ModelLoadError, LineModel(m_dir.filePath("missing.txt").toStdString()));
    }

    void aWishCharacterThatMakesAWordCounts()
    {
        const Reranker reranker(nullptr);
        // 如意 as 藏头: 如愿 and 意气 are words, 如岁 and 意后 are not.
        QCOMPARE(reranker.signalsFor(wish("如意", CoupletKind::Cangtou), "如愿春风来福地", "意气新年入华堂").forcedWords, 1.0);
        QCOMPARE(reranker.signalsFor(wish("如意", CoupletKind::Cangtou), "如岁春风来福地", "意后新年入华堂").forcedWords, 0.0);
        // 嵌字 at the second place: 平安 placed in 太平 … / 长安 … makes words before it.
        QCOMPARE(reranker.signalsFor(wish("平安", CoupletKind::Qianzi), "太平盛世家家乐", "长安新春户户欢").forcedWords, 1.0);
        QCOMPARE(reranker.signalsFor(wish("平安", CoupletKind::Theme), "太岁", "长后").forcedWords, 1.0);  // nothing placed
    }

    void unwishedSensesAndAnotherYearsAnimalCost()
    {
        const Reranker reranker(nullptr);
        const auto plain = reranker.signalsFor(wish("吉祥", CoupletKind::Theme), "春风得意花千树", "瑞气盈门福满堂");
        QCOMPARE(plain.unwished, 0.0);
        QCOMPARE(plain.lookAlike, 0.0);
        QCOMPARE(reranker.signalsFor(wish("吉祥", CoupletKind::Theme), "是非莫问花千树", "荣辱不惊福满堂").unwished, -2.0);
        // A sheep year's couplet with a horse in it; the sheep itself is welcome.
        const auto horse = reranker.signalsFor(wish("吉祥", CoupletKind::Theme, "羊年春联"), "马到成功花千树", "羊开泰运福满堂");
        QCOMPARE(horse.lookAlike, -1.0);
        QCOMPARE(reranker.signalsFor(wish("吉羊", CoupletKind::Cangtou), "吉马奔腾", "羊龙献瑞").lookAlike, -2.0);
        // A visitor's own 上联 is not judged, only the 下联 written for it.
        CoupletRequest duilian;
        duilian.mode = CoupletMode::Duilian;
        duilian.upper = "是非成败转头空";
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "青山依旧在人间").unwished, 0.0);
        // An unwished word a mirrored character forced past the decoder's ban counts too.
        duilian.upper = "客上天然居居然天上客";
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "人间春色美美色春间人").unwished, -1.0);
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "人间春色满满色春间人").unwished, 0.0);
        // Coldness is kept from a wish's couplet only: a visitor's 有意 may be faced with 无情.
        QCOMPARE(reranker.signalsFor(wish("入梦", CoupletKind::Cangtou), "入门有喜春来早", "梦里无情月正圆").unwished, -1.0);
        duilian.upper = "落花有意随流水";
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "流水无情恋落花").unwished, 0.0);
    }

    // The same classes decide which wishes the kiosk declines (the engine answers them as blocked).
    void wishesSpeakingOfAnUnwishedSenseAreFound()
    {
        for (const std::string word : {"是非", "荣辱", "争吵", "哀乐", "灾祸", "病痛", "悲伤", "疾病"})
            QVERIFY2(!unwishedSenseOf(word).name.empty(), word.c_str());
        QCOMPARE(unwishedSenseOf("是非").name, std::string("opposites"));
        QCOMPARE(unwishedSenseOf("哀乐").mark, std::string("哀"));
        // Natural calamities are a class: 洪福's 换一副 wrote 洪水长流歌盛世, 狂欢's 狂风吹柳千山绿.
        for (const std::string word : {"暴雨", "洪水", "地震", "冰雹"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("calamity"));
        // Heartlessness and loneliness are a class, for wishes only (its name without that).
        for (const std::string word : {"无情", "寂寞", "孤独", "孤寂"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("coldness"));
        // So is doubt (出世不知天下事 for 出师); a wish that knows is a good one.
        for (const std::string word : {"不知", "何必", "无奈"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("doubt"));
        for (const std::string word : {"知足", "知音", "何时"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        // Rage is a class (怒火迎春花烂漫 for 怒放); parting and fading are, for wishes only (异乡共饮丰收酒
        // for 异彩, 叶落花间春不老 for 叶茂): a visitor's 落花有意 is still faced with its 流水.
        QCOMPARE(unwishedSenseOf("怒火").name, std::string("anger"));
        QCOMPARE(unwishedSenseOf("离别").name, std::string("parting"));
        QCOMPARE(unwishedSenseOf("落叶").name, std::string("fading"));
        for (const std::string word : {"怒放", "喜怒", "异彩", "叶茂", "落成", "别墅"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        // Mourning and intimacy, for wishes only (麻衣架上 for 桑麻, 怀上乾坤 for 胸怀, 姿色辉煌 for
        // 雄姿): the years' 光阴, a 胸怀 and a 雄姿 stay good wishes.
        for (const std::string word : {"麻衣", "阴阳", "黄泉", "祭奠"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("mourning"));
        for (const std::string word : {"姿色", "怀上"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("intimacy"));
        for (const std::string word : {"光阴", "胸怀", "雄姿", "桑麻", "姿态", "怀抱"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        // Denial, for wishes only (羊年没有丰收景 for 没有, 羊年不会迎春到 for 不会): 不老, 无疆 and 不断 are
        // wishes, and a line may still say 势不可挡 or 不用扬鞭.
        for (const std::string word : {"没有", "不要", "不会", "不是", "不敢"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("denial"));
        for (const std::string word : {"不老", "无疆", "不断", "不凡", "无忧", "不可", "不用", "有没"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        const auto &senses = unwishedSenses();
        QCOMPARE(std::count_if(senses.begin(), senses.end(), [](const UnwishedSense &s) { return s.wishesOnly; }), 8L);
        // Villainy too (丰收硕鼠家家乐 for 硕果): human 春联 name the big rat only to drive it out.
        for (const std::string word : {"硕鼠", "豺狼", "害虫"})
            QCOMPARE(unwishedSenseOf(word).name, std::string("villainy"));
        for (const std::string word : {"硕果", "鼠年", "金鼠", "大小"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        for (const std::string word : {"洪福", "狂欢", "暴富", "风雨", "冰清", "瑞雪"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
        // One character of a class beside a good one is a good wish; so are the booth's presets.
        for (const std::string word : {"痛快", "疾驰", "慈悲", "喜怒", "孤山", "寂静", "如意", "平安", "吉祥", "飞跃", "安康", "兴旺",
                                       "团圆", "福寿", "和顺", "富贵", "迎春", "锦绣", "鸿运", "美满", "腾飞", "长春"})
            QVERIFY2(unwishedSenseOf(word).name.empty(), (word + " " + unwishedSenseOf(word).name).c_str());
    }

    // 无穷 (without end) holds 穷 (poverty), which the kiosk never writes alone: the word is read
    // past, what stands outside it is still found, and it shields no word no one may read.
    void aWritableWordIsReadPastButShieldsNothingElse()
    {
        const BlockList blocked;
        QVERIFY(!writableWords().empty());
        for (const auto &word : writableWords()) {
            QVERIFY2(blocked.firstUnwrittenIn(word).empty(), word.c_str());
            QVERIFY2(blocked.firstIn(word).empty(), word.c_str());
            // It ends with the unwritten word it holds: the decoder lets that through as its end.
            const auto &unwritten = unwrittenWords();
            QVERIFY2(std::any_of(unwritten.begin(), unwritten.end(),
                                 [&](const std::string &u) {
                                     return word.size() > u.size() && word.compare(word.size() - u.size(), u.size(), u) == 0;
                                 }),
                     word.c_str());
        }
        QCOMPARE(blocked.firstUnwrittenIn("福寿无穷春永驻"), std::string());
        QCOMPARE(blocked.firstUnwrittenIn("其乐无穷不怕穷"), std::string("穷"));
        QCOMPARE(blocked.firstUnwrittenIn("穷困无穷"), std::string("穷"));
        QCOMPARE(declineReason(wish("无穷", CoupletKind::Cangtou), blocked), std::string());
        QCOMPARE(declineReason(wish("无穷", CoupletKind::Theme), blocked), std::string());
        QVERIFY(!declineReason(wish("穷困", CoupletKind::Theme), blocked).empty());
        // An operator's own word stays refused, inside a writable one too.
        const BlockList operatorsToo({"穷"});
        QCOMPARE(operatorsToo.firstUnwrittenIn("福寿无穷"), std::string("穷"));
        QCOMPARE(operatorsToo.firstIn("福寿无穷"), std::string("穷"));
    }

    // A hideable word is a two-character wish the kiosk still never writes, and no one's blocked
    // word: written apart it is hidden in the lines' heads, never in a line.
    void everyHideableWordIsAnUnwrittenTwoCharacterWish()
    {
        const BlockList blocked;
        QVERIFY(!hideableWords().empty());
        for (const auto &word : hideableWords()) {
            QCOMPARE(splitUtf8(word).size(), size_t(2));
            QVERIFY2(splitUtf8(word)[0] != splitUtf8(word)[1], word.c_str());  // a doubled wish stands whole
            QVERIFY2(blocked.firstUnwrittenIn(word) == word, word.c_str());
            QVERIFY2(blocked.firstIn(word).empty(), word.c_str());
            QVERIFY2(unwishedSenseOf(word).name.empty(), word.c_str());
        }
    }

    // What the kiosk wrote is checked for words it never writes; the visitor's own 上联 is not.
    void onlyTheLinesTheKioskWroteAreCheckedForWordsItNeverWrites()
    {
        const BlockList blocked;
        QCOMPARE(blocked.firstIn("网开一面春风暖"), std::string());
        QCOMPARE(blocked.firstUnwrittenIn("网开一面春风暖"), std::string("网"));
        QCOMPARE(blocked.firstIn("音容宛在思如海"), std::string("音容"));
        // The operator's words are read in simplified characters, as requests are.
        QCOMPARE(BlockList({"廣告"}).firstIn("广告满街春意浓"), std::string("广告"));
        CoupletRequest duilian;
        duilian.mode = CoupletMode::Duilian;
        duilian.upper = "网开一面春风暖";
        const Couplet answered{duilian.upper, "花满三春喜气浓", "春满人间", -1.0};
        QCOMPARE(blocked.firstUnwrittenIn(writtenText(duilian, answered)), std::string());
        const Couplet echoed{duilian.upper, "网罗万象喜气浓", "春满人间", -1.0};
        QCOMPARE(blocked.firstUnwrittenIn(writtenText(duilian, echoed)), std::string("网"));
        // A wish's 上联 is the kiosk's own writing.
        const Couplet wished{"千古江山添锦绣", "秋来大地换新颜", "锦绣河山", -1.0};
        QCOMPARE(blocked.firstUnwrittenIn(writtenText(wish("千秋"), wished)), std::string("千古"));
    }

    void opposedTonesAtTheEvenPlaces()
    {
        const Reranker reranker(nullptr);
        // 春风得意花千树 / 瑞气盈门福满堂: 风(平)/气(仄), 意(仄)/门(平), 千(平)/满(仄): all opposed.
        QCOMPARE(reranker.signalsFor(wish("吉祥", CoupletKind::Theme), "春风得意花千树", "瑞气盈门福满堂").tones, 1.0);
        // The same line twice opposes nowhere.
        QCOMPARE(reranker.signalsFor(wish("吉祥", CoupletKind::Theme), "春风得意花千树", "春风得意花千树").tones, 0.0);
    }

    // A line the model wrote that ends on a stock ending (歌盛世 for a sixth of the wishes, where
    // people end under 1% of their lines so) costs; a visitor's own 上联 does not.
    void aStockEndingCostsWhereTheModelWroteIt()
    {
        const Reranker reranker(nullptr);
        const auto wished = wish("五福", CoupletKind::Cangtou);
        QCOMPARE(reranker.signalsFor(wished, "五谷丰登歌盛世", "福星高照庆新春").stockEndings, -2.0);
        QCOMPARE(reranker.signalsFor(wished, "五谷丰登歌盛世", "福地千家喜气多").stockEndings, -1.0);
        QCOMPARE(reranker.signalsFor(wished, "五湖四海风光美", "福地千家喜气多").stockEndings, 0.0);
        CoupletRequest duilian;
        duilian.mode = CoupletMode::Duilian;
        duilian.upper = "五谷丰登歌盛世";
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "福地千家喜气多").stockEndings, 0.0);
        QCOMPARE(reranker.signalsFor(duilian, duilian.upper, "福星高照庆新春").stockEndings, -1.0);
        // The shipped list holds the two the small model over-writes most.
        for (const char *ending : {"歌盛世", "庆新春"})
            QVERIFY2(std::count(stockEndings().begin(), stockEndings().end(), ending) == 1, ending);
    }

    void theWeightsSayHowMuchEachSignalCounts()
    {
        RerankSignals s;
        s.lineModel = -6;
        s.forcedWords = 0.5;
        s.unwished = -1;
        s.tones = 1;
        s.lookAlike = -2;
        s.stockEndings = -1;
        RerankWeights none{0, 0, 0, 0, 0, 0};
        QCOMPARE(Reranker::weighed(s, none), 0.0);
        RerankWeights w{1, 2, 3, 4, 5, 6};
        QCOMPARE(Reranker::weighed(s, w), -6.0 + 1.0 - 3.0 + 4.0 - 10.0 - 6.0);
    }
};

QTEST_GUILESS_MAIN(TestReranker)
#include "tst_reranker.moc"
