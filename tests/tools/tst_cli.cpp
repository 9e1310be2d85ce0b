// kaimen-cli as another program drives it: JSON Lines through a pipe, one answer per line.
#include "kaimen/ContentSafety.h"
#include "kaimen/Occasion.h"
#include "kaimen/RequestJson.h"
#include "Fixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

// Two dev pairs for eval: the second 上联 ends on 平.
const QByteArray kEvalPairs = "四季财源广进\t一年福寿安康\n天地山河日月新\t东西南北水长流\n";

namespace {

// Each line a client may get wrong, and what its error line names. One run takes them all, a
// good line after each: one run for each took a minute of CI under ASan, kaimen-cli loading
// libtorch every time.
struct BadLine {
    const char *what;
    QByteArray line;
    QString mentions;
};
const std::vector<BadLine> &badLines()
{
    static const std::vector<BadLine> lines{
        {"malformed json", "{\"id\": 1, \"keyword\": ", "not valid JSON"},
        {"empty line", "   ", "empty"},
        {"a list", "[1, 2]", "one request object at a time"},
        {"not an object", "\"如意\"", "not an object"},
        {"empty keyword", "{\"id\": 1, \"keyword\": \"\"}", "empty"},
        {"wrong length", "{\"id\": 1, \"keyword\": \"如意吉祥\"}", "4 characters"},
        {"a greeting of four", "{\"id\": 1, \"keyword\": \"万事如意\"}", "write two of them (如意 for 万事如意)"},
        {"a full name", "{\"id\": 1, \"keyword\": \"王建国\"}", "the given name (建国 for 王建国)"},
        {"non-Chinese", "{\"id\": 1, \"keyword\": \"ok\"}", "not a Chinese character"},
        {"over-long upper", "{\"id\": 1, \"mode\": \"duilian\", \"upper\": \"一二三四五六七八九十一二三四五六七八\"}", "4 to 16"},
        {"unknown mode", "{\"id\": 1, \"mode\": \"poem\"}", "Unknown \"mode\""},
        {"unknown kind", "{\"id\": 1, \"keyword\": \"如意\", \"kind\": \"acrostic\"}", "Unknown \"kind\""},
        {"number keyword", "{\"id\": 1, \"keyword\": 12}", "must be a string"},
        {"unknown booth", "{\"id\": 1, \"keyword\": \"如意\", \"booth\": \"circus\"}", "\"trade\" (商贸)"},
        {"not an animal", "{\"id\": 1, \"keyword\": \"如意\", \"zodiac\": \"龟\"}", "names no year of the zodiac"},
        {"a year in words", "{\"id\": 1, \"keyword\": \"如意\", \"zodiac\": \"龙腾盛世\"}", "a year (2027, 丁未)"},
        {"seen not a list", "{\"id\": 1, \"keyword\": \"如意\", \"seen\": \"如意上\"}", "\"seen\" must be"},
        {"seen without a 下联", "{\"id\": 1, \"keyword\": \"如意\", \"seen\": [{\"upper\": \"如\"}]}", "each {\"upper\": …, \"lower\": …}"},
        // Declined as the kiosk declines them: what generate writes is what a visitor could see.
        {"blocked word in a 上联", "{\"id\": 1, \"mode\": \"duilian\", \"upper\": \"鬼子进村天地暗\"}", "does not write"},
        {"unwished wish", "{\"id\": 1, \"keyword\": \"是非\"}", "choose another wish"},
        {"a wish of denial", "{\"id\": 1, \"keyword\": \"没有\", \"kind\": \"主题\"}", "speaks of denial"},
        // A wish is written into the couplet: one the kiosk would not write itself is declined.
        {"unwritten wish", "{\"id\": 1, \"keyword\": \"英雄\"}", "does not write"},
        {"mourning 上联", "{\"id\": 1, \"mode\": \"duilian\", \"upper\": \"音容宛在思如海\"}", "does not write"},
    };
    return lines;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

    static QString cli() { return QString::fromUtf8(qgetenv("KAIMEN_CLI")); }

    // kaimen-cli eval with ARGS (after --model and --threads): its JSON report.
    static QJsonObject evalReport(const QStringList &args)
    {
        QProcess p;
        p.start(cli(), QStringList{"eval", "--model", QString::fromStdString(fixture("palm")), "--threads", "1"} + args);
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            qFatal("kaimen-cli eval failed: %s", p.readAllStandardError().constData());
        return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    }
    // A file NAME holding TEXT in DIR; its path.
    static QString writeText(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
    {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(file.fileName()));
        return file.fileName();
    }

    static QList<QJsonObject> run(const QStringList &args, const QByteArray &input, int *exitCode = nullptr,
                                  QByteArray *errors = nullptr)
    {
        QProcess p;
        p.start(cli(), args);
        if (!p.waitForStarted())
            qFatal("cannot start kaimen-cli");
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(120000))
            qFatal("kaimen-cli did not finish");
        if (exitCode)
            *exitCode = p.exitCode();
        if (errors)
            *errors = p.readAllStandardError();
        QList<QJsonObject> lines;
        for (const auto &line : p.readAllStandardOutput().split('\n'))
            if (!line.isEmpty())
                lines.append(QJsonDocument::fromJson(line).object());
        return lines;
    }

    // Whether LINE parses and asks for an answer in traditional characters.
    static bool traditionalAnswer(const std::string &line)
    {
        const auto parsed = kaimen::parseRequestLine(line);
        if (!parsed.error.empty())
            qWarning("%s: %s", line.c_str(), parsed.error.c_str());
        return parsed.error.empty() && parsed.traditional;
    }
    // kaimen-cli generate on the test model, one thread, INPUT on its standard input.
    static QList<QJsonObject> generateOnFixture(const QByteArray &input, int *exitCode)
    {
        return run({"generate", "--model", QString::fromStdString(fixture("palm")), "--threads", "1"}, input, exitCode);
    }

private slots:
    void answersEveryLineInOrder()
    {
        const QByteArray input = "{\"id\": 1, \"mode\": \"keyword\", \"keyword\": \"如意\", \"kind\": \"cangtou\"}\n"
                                 "{\"id\": \"b\", \"mode\": \"duilian\", \"upper\": \"春风得意马蹄疾\"}\n";
        int code = -1;
        const auto lines = generateOnFixture(input, &code);
        QCOMPARE(code, 0);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]["id"].toInt(), 1);
        QVERIFY(lines[0]["upper"].toString().startsWith("如"));
        QVERIFY(lines[0]["lower"].toString().startsWith("意"));
        QCOMPARE(lines[0]["horizontal"].toString().size(), 4);
        QVERIFY(lines[0]["ms"].toDouble() > 0);
        QCOMPARE(lines[1]["id"].toString(), QString("b"));
        QCOMPARE(lines[1]["upper"].toString(), QString("春风得意马蹄疾"));
        QCOMPARE(lines[1]["lower"].toString().size(), 7);
    }

    // A visitor's 上联 may hold what the kiosk never writes itself (千古, 网, 英雄, 无穷): it is
    // answered, and the 下联 written for it holds none of those words.
    void aVisitorsUpperLineIsAnsweredWithWordsTheKioskNeverWrites()
    {
        const QStringList uppers{"千古风流数英雄", "网开一面春风暖", "江山万里景无穷"};
        QByteArray input;
        for (int i = 0; i < uppers.size(); ++i)
            input += QString("{\"id\": %1, \"mode\": \"duilian\", \"upper\": \"%2\"}\n").arg(i).arg(uppers[i]).toUtf8();
        int code = -1;
        const auto lines = generateOnFixture(input, &code);
        QCOMPARE(code, 0);
        QCOMPARE(lines.size(), uppers.size());
        for (int i = 0; i < uppers.size(); ++i) {
            QVERIFY2(!lines[i].contains("error"), qPrintable(lines[i]["error"].toString()));
            QCOMPARE(lines[i]["upper"].toString(), uppers[i]);
            const auto lower = lines[i]["lower"].toString();
            QCOMPARE(lower.size(), uppers[i].size());
            for (const auto &word : kaimen::unwrittenWords())
                QVERIFY2(!lower.contains(QString::fromStdString(word)), qPrintable(lower));
        }
    }

    // A client's 上联 with a year or a count in digits is answered, the line given back with its
    // numbers in characters as the couplet is written (2027 → 二〇二七, １２ → 十二); a telephone
    // number is refused by its first digit.
    void aLineWithDigitsIsAnsweredInCharacters()
    {
        const QByteArray input = "{\"id\": 1, \"upper\": \"2027年春光好\"}\n"
                                 "{\"id\": 2, \"upper\": \"１２生肖齐报喜\"}\n"
                                 "{\"id\": 3, \"upper\": \"拨打13812345678\"}\n";
        int code = -1;
        const auto lines = generateOnFixture(input, &code);
        QCOMPARE(lines.size(), 3);
        const QStringList written{"二〇二七年春光好", "十二生肖齐报喜"};
        for (int i = 0; i < written.size(); ++i) {
            QVERIFY2(!lines[i].contains("error"), qPrintable(lines[i]["error"].toString()));
            QCOMPARE(lines[i]["upper"].toString(), written[i]);
            const auto lower = lines[i]["lower"].toString();
            QCOMPARE(lower.size(), written[i].size());
            QVERIFY2(!lower.contains(QRegularExpression("[0-9０-９]")), qPrintable(lower));
        }
        QVERIFY2(lines[2]["error"].toString().contains("\"1\""), qPrintable(lines[2]["error"].toString()));
    }

    // 、 and ： are no marks the model learned; the 上联 is answered, its marks mirrored in the 下联.
    void marksTheModelNeverLearnedAreMirrored()
    {
        const QByteArray input = "{\"id\": 1, \"mode\": \"duilian\", \"upper\": \"桃花、杏花，花花吐艳\"}\n"
                                 "{\"id\": 2, \"mode\": \"duilian\", \"upper\": \"春来早：千山秀\"}\n";
        int code = -1;
        const auto lines = generateOnFixture(input, &code);
        QCOMPARE(code, 0);
        QCOMPARE(lines.size(), 2);
        for (const auto &line : lines)
            QVERIFY2(!line.contains("error"), qPrintable(line["error"].toString()));
        const auto first = lines[0]["lower"].toString();
        QCOMPARE(first.size(), 10);
        QCOMPARE(first[2], QChar(u'、'));
        QCOMPARE(first[5], QChar(u'，'));
        QCOMPARE(lines[1]["lower"].toString()[3], QChar(u'：'));
    }

    void badLinesGetAnErrorLineAndTheRunGoesOn()
    {
        const QByteArray good = "{\"id\": 9, \"keyword\": \"平安\"}\n";
        QByteArray input;
        for (const auto &bad : badLines())
            input += bad.line + "\n" + good;
        int code = -1;
        const auto lines = generateOnFixture(input, &code);
        QCOMPARE(code, 0);
        QCOMPARE(lines.size(), 2 * int(badLines().size()));
        for (int i = 0; i < int(badLines().size()); ++i) {
            const auto &bad = badLines()[size_t(i)];
            const auto error = lines[2 * i]["error"].toString();
            QVERIFY2(error.contains(bad.mentions), qPrintable(QString("%1: %2").arg(bad.what, error)));
            QVERIFY2(lines[2 * i + 1]["id"].toInt() == 9 && lines[2 * i + 1].contains("upper"),
                     qPrintable(QString("after %1, the good line was not answered").arg(bad.what)));
        }
    }

    // 换一副 for a client: a request listing the couplets it has shown gets one it has not, the
    // search's next (as the kiosk's 换一副 does), in a 对下联 too.
    void aRequestListingWhatItSawGetsAnotherCouplet()
    {
        int code = -1;
        const QByteArray wish = "{\"id\": 1, \"keyword\": \"如意\", \"kind\": \"cangtou\"}";
        const QByteArray reply = "{\"id\": 2, \"upper\": \"春风得意马蹄疾\"}";
        const auto first = generateOnFixture(wish + "\n" + reply + "\n", &code);
        QCOMPARE(first.size(), 2);
        QByteArray again;
        for (const auto &shown : first) {
            const QJsonObject seen{{"upper", shown["upper"]}, {"lower", shown["lower"]}};
            auto line = QJsonDocument::fromJson(shown["id"].toInt() == 1 ? wish : reply).object();
            line["seen"] = QJsonArray{seen};
            again += QJsonDocument(line).toJson(QJsonDocument::Compact) + "\n";
        }
        const auto second = generateOnFixture(again, &code);
        QCOMPARE(code, 0);
        QCOMPARE(second.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(second[i].contains("lower"), qPrintable(second[i]["error"].toString()));
            QVERIFY2(second[i]["upper"].toString() + second[i]["lower"].toString()
                         != first[i]["upper"].toString() + first[i]["lower"].toString(),
                     qPrintable(second[i]["lower"].toString()));
        }
        QVERIFY(second[0]["upper"].toString().startsWith("如"));  // still the 藏头 asked for
        QCOMPARE(second[1]["upper"].toString(), QString("春风得意马蹄疾"));
    }

    void badModelsAreOneMessageAndANonZeroExit()
    {
        int code = 0;
        QByteArray errors;
        run({"generate", "--model", "/nonexistent/model"}, "", &code, &errors);
        QCOMPARE(code, 1);
        QVERIFY2(errors.contains("/nonexistent/model"), errors.constData());

        QTemporaryDir dir;
        QVERIFY(QFile::copy(QString::fromStdString(fixture("palm/manifest.json")), dir.filePath("manifest.json")));
        QVERIFY(QFile::copy(QString::fromStdString(fixture("palm/vocab.txt")), dir.filePath("vocab.txt")));
        QFile weights(dir.filePath("weights.safetensors"));
        QVERIFY(weights.open(QIODevice::WriteOnly));
        weights.write(QByteArray(1000, '\x07'));
        weights.close();
        run({"generate", "--model", dir.path()}, "", &code, &errors);
        QCOMPARE(code, 1);
        QVERIFY2(errors.contains("not a valid safetensors file"), errors.constData());
        QCOMPARE(errors.count('\n'), 1);
    }

    void badOptionsAreUsageErrors()
    {
        int code = 0;
        QByteArray errors;
        run({"generate", "--model", QString::fromStdString(fixture("palm")), "--beams", "many"}, "", &code, &errors);
        QCOMPARE(code, 2);
        QVERIFY(errors.contains("--beams expects a whole number"));
        run({"generate", "--model", QString::fromStdString(fixture("palm")), "--device", "tpu"}, "", &code, &errors);
        QCOMPARE(code, 2);
        // The message names what was typed: the quotes once swallowed it ("not  + text + ").
        run({"generate", "--model", QString::fromStdString(fixture("palm")), "--rerank", "0.5;1"}, "", &code, &errors);
        QCOMPARE(code, 2);
        QVERIFY2(errors.contains("--rerank takes five or six numbers") && errors.contains("not \"0.5;1\""), errors.constData());
    }

    // A technician asks for the usage as every tool answers it, before or after the command,
    // and for the version installed.
    void helpAndVersionAnswer()
    {
        for (const QStringList &args : {QStringList{"--help"}, QStringList{"eval", "--help"}, QStringList{"batch", "-h"}}) {
            QProcess p;
            p.start(cli(), args);
            QVERIFY(p.waitForFinished(30000));
            QCOMPARE(p.exitCode(), 0);
            QVERIFY2(p.readAllStandardOutput().contains("kaimen-cli eval --model DIR"), qPrintable(args.join(' ')));
        }
        QProcess p;
        p.start(cli(), {"--version"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QRegularExpression("^kaimen-cli \\d+\\.\\d+")));
    }

    void evalReportsTheCoupletRules()
    {
        QTemporaryDir dir;
        const auto report = evalReport({"--wishes", writeText(dir, "wishes.txt", "如意\n平安\n荣辱\n吉祥\nnot-a-word\n"),
                                        "--pairs", writeText(dir, "pairs.tsv", kEvalPairs)});
        const auto cangtou = report["cangtou"].toObject();
        QCOMPARE(cangtou["requests"].toInt(), 3);  // the invalid word is skipped
        QCOMPARE(report["wishes_declined"].toInt(), 1);  // 荣辱, as the kiosk declines it
        QCOMPARE(cangtou["declined"].toInt(), 1);
        // A wish the kiosk writes apart but not whole (英雄) is measured where it is written.
        const auto hidden = evalReport({"--wishes", writeText(dir, "hidden.txt", "如意\n荣辱\n英雄\n")});
        QCOMPARE(hidden["wishes_declined"].toInt(), 2);
        QCOMPARE(hidden["cangtou"].toObject()["requests"].toInt(), 2);
        QCOMPARE(hidden["cangtou"].toObject()["declined"].toInt(), 1);
        QCOMPARE(hidden["theme"].toObject()["requests"].toInt(), 1);
        QCOMPARE(hidden["theme"].toObject()["declined"].toInt(), 2);
        QCOMPARE(cangtou["unwished_sense_pct"].toDouble(), 0.0);
        QCOMPARE(cangtou["cangtou_honoured_pct"].toDouble(), 100.0);
        QCOMPARE(cangtou["equal_length_pct"].toDouble(), 100.0);
        QCOMPARE(cangtou["ze_ping_ending_pct"].toDouble(), 100.0);
        const auto duilian = report["duilian"].toObject();
        QCOMPARE(duilian["requests"].toInt(), 2);
        QCOMPARE(duilian["equal_length_pct"].toDouble(), 100.0);
        // The visitor's 上联 may end on 平 (天地山河日月新); the 下联 written for it ends on 平 always.
        QCOMPARE(duilian["ze_ping_ending_pct"].toDouble(), 50.0);
        QCOMPARE(duilian["lower_ping_ending_pct"].toDouble(), 100.0);
        QVERIFY(duilian.contains("bleu4_char"));
        QCOMPARE(report["occasion"].toString(), QString("春联"));
        QCOMPARE(cangtou["distinct_upper_opening_pct"].toDouble() > 0, true);
    }

    // The kiosk's default booth names the year: eval measures wishes there too, with how many
    // distinct openings the 上联 written for them have (a stock opening for every wish shows).
    void evalWritesForTheBoothAndYearAsked()
    {
        QTemporaryDir dir;
        const auto report = evalReport({"--wishes", writeText(dir, "wishes.txt", "如意\n平安\n"), "--booth", "trade",
                                        "--zodiac", "羊"});
        QCOMPARE(report["occasion"].toString(), QString("商贸春联"));  // a trade's booth names its trade
        QCOMPARE(evalReport({"--wishes", writeText(dir, "w.txt", "如意\n"), "--zodiac", "羊"})["occasion"].toString(),
                 QString("羊年春联"));
        const auto theme = report["theme"].toObject();
        QCOMPARE(theme["answered"].toInt(), 2);
        const double openings = theme["distinct_upper_opening_pct"].toDouble();
        QVERIFY2(openings == 50.0 || openings == 100.0, qPrintable(QString::number(openings)));
    }

    // Each measure stands beside the same measure on the human 下联: the word rate counts the
    // two-character windows that are words of the lexicon given.
    void evalMeasuresTheHumanLinesToo()
    {
        QTemporaryDir dir;
        const auto report = evalReport({"--pairs", writeText(dir, "pairs.tsv", kEvalPairs), "--lexicon",
                                        writeText(dir, "dict.txt", "财源 10 n\n广进 3 v\n福寿 5 n\n安康 8 a\n")});
        const auto human = report["duilian_human_reference"].toObject();
        QCOMPARE(human["answered"].toInt(), 2);
        QCOMPARE(human["word_rate_pct"].toDouble(), 100.0 * 4 / 22);  // 4 words in 22 windows
        QCOMPARE(human["same_place_character_pct"].toDouble(), 0.0);
        QCOMPARE(human["distinct_lower_pct"].toDouble(), 100.0);
        const auto model = report["duilian"].toObject();
        QCOMPARE(model["refused"].toInt(), 0);
        QCOMPARE(model["same_place_character_pct"].toDouble(), 0.0);  // the decoder forbids it
        for (const char *key : {"word_rate_pct", "tone_opposition_246_pct", "unwished_pct", "distinct_lower_pct"})
            QVERIFY2(model.contains(key), key);
    }

    // A stock ending (the last three characters) written for many requests shows as the commonest
    // ending's share, the human 下联's beside it.
    void evalReportsTheCommonestEnding()
    {
        QTemporaryDir dir;
        const auto report = evalReport({"--pairs", writeText(dir, "pairs.tsv",
                                                             "万象更新歌盛世\t千家共乐庆新春\n"
                                                             "五谷丰登歌盛世\t福星高照庆新春\n"
                                                             "春风得意马蹄疾\t旭日东升万象新\n"),
                                        "--wishes", writeText(dir, "wishes.txt", "如意\n平安\n")});
        const auto human = report["duilian_human_reference"].toObject();
        QCOMPARE(human["commonest_lower_ending"].toString(), QString("庆新春"));
        QCOMPARE(human["commonest_lower_ending_pct"].toDouble(), 100.0 * 2 / 3);
        QVERIFY(!human.contains("commonest_upper_ending"));  // a 上联 given, not written
        const double lower = report["duilian"].toObject()["commonest_lower_ending_pct"].toDouble();
        QVERIFY2(lower >= 100.0 / 3 && lower <= 100.0, qPrintable(QString::number(lower)));
        const auto cangtou = report["cangtou"].toObject();
        QCOMPARE(cangtou["commonest_upper_ending"].toString().size(), 3);
        const double upper = cangtou["commonest_upper_ending_pct"].toDouble();
        QVERIFY2(upper == 50.0 || upper == 100.0, qPrintable(QString::number(upper)));
    }

    // An unwished sense counts where the 下联 brings it (愁 for 春色 …); one answering the visitor's
    // own in kind (得失 for 是非) does not, nor one in the visitor's 上联 alone.
    void evalCountsTheUnwishedSensesTheLowerLineAdds()
    {
        QTemporaryDir dir;
        const auto report = evalReport({"--pairs", writeText(dir, "pairs.tsv",
                                                             "千秋是非谁评说\t万古得失自有凭\n"
                                                             "人间是非多\t天上月华明\n"
                                                             "人间春色好\t天上客心愁\n")});
        const auto human = report["duilian_human_reference"].toObject();
        QCOMPARE(human["answered"].toInt(), 3);
        QCOMPARE(human["unwished_sense_pct"].toDouble(), 100.0 / 3);
        QVERIFY(report["duilian"].toObject().contains("unwished_sense_pct"));
    }

    // Batched for speed, or one visitor at a time as the kiosk answers them (--as-visitors).
    void batchWritesEveryWordInInputOrder_data()
    {
        QTest::addColumn<QStringList>("mode");
        QTest::newRow("batched") << QStringList();
        QTest::newRow("as visitors") << QStringList{"--as-visitors"};
    }
    void batchWritesEveryWordInInputOrder()
    {
        QFETCH(QStringList, mode);
        QTemporaryDir dir;
        QFile words(dir.filePath("words.txt"));
        QVERIFY(words.open(QIODevice::WriteOnly));
        // Saved as Windows' Notepad saves it: a byte-order mark first, CRLF line ends.
        // A list kept as a table is read by its first column (平安 and its count).
        words.write("\xEF\xBB\xBF如意\r\n平安\t2874\r\n# a comment\r\nxx\r\n{\"id\": 7, \"mode\": \"duilian\", \"upper\": "
                    "\"春风得意马蹄疾\"}\r\n如意\r\n吉祥\r\n");
        words.close();
        const QString out = dir.filePath("out.jsonl");
        QProcess p;
        p.start(cli(), QStringList{"batch", "--model", QString::fromStdString(fixture("palm")), "--threads", "1", "--in",
                                   words.fileName(), "--out", out, "--kind", "cangtou"} + mode);
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardError().contains("6/6"));  // the progress bar reached the end
        QFile result(out);
        QVERIFY(result.open(QIODevice::ReadOnly));
        const auto lines = result.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 6);
        const QStringList ids{"如意", "平安", "xx", "", "如意", "吉祥"};
        for (int i = 0; i < lines.size(); ++i) {
            const auto j = QJsonDocument::fromJson(lines[i]).object();
            if (i == 3) {
                QCOMPARE(j["id"].toInt(), 7);
                QCOMPARE(j["lower"].toString().size(), 7);
            } else if (i == 2) {
                QCOMPARE(j["id"].toString(), ids[i]);
                QVERIFY(j["error"].toString().contains("Chinese"));
            } else {
                QCOMPARE(j["id"].toString(), ids[i]);
                QVERIFY(j["upper"].toString().startsWith(ids[i].left(1)));  // 藏头
                QVERIFY(j["lower"].toString().startsWith(ids[i].mid(1, 1)));
            }
        }
        int code = -1;
        QByteArray errors;
        run({"batch", "--model", QString::fromStdString(fixture("palm")), "--in", dir.filePath("missing.txt"), "--out", out},
            {}, &code, &errors);
        QCOMPARE(code, 1);
        QVERIFY(errors.contains("missing.txt"));
    }

    void parsesRequestLinesWithoutAModel()
    {
        const auto parsed = kaimen::parseRequestLine("{\"id\": [1], \"mode\": \"duilian\", \"upper\": \"春回大地，万象更新\"}");
        QVERIFY2(parsed.error.empty(), parsed.error.c_str());
        QCOMPARE(parsed.request.mode, kaimen::CoupletMode::Duilian);
        QVERIFY(parsed.id.is_array());

        // The booth and the year name the occasion, as the kiosk's settings do.
        const auto shop = kaimen::parseRequestLine("{\"keyword\": \"如意\", \"booth\": \"trade\", \"zodiac\": \"羊\"}");
        QCOMPARE(shop.request.occasion, std::string("商贸春联"));
        const auto sheep = kaimen::parseRequestLine("{\"keyword\": \"如意\", \"zodiac\": \"羊\"}");
        QCOMPARE(sheep.request.occasion, std::string("羊年春联"));
        QCOMPARE(kaimen::parseRequestLine("{\"keyword\": \"如意\"}").request.occasion, std::string("春联"));
    }

    // A client may write a kind, a mode or a booth as a person would: in capitals, with spaces,
    // or by its Chinese name.
    void readsNamesAsClientsWriteThem()
    {
        const auto cangtou = kaimen::parseRequestLine(
            "{\"mode\": \" Keyword\", \"keyword\": \"如意\", \"kind\": \"CangTou\", \"booth\": \"商贸\", \"zodiac\": \"羊 \"}");
        QVERIFY2(cangtou.error.empty(), cangtou.error.c_str());
        QCOMPARE(cangtou.request.kind, kaimen::CoupletKind::Cangtou);
        QCOMPARE(cangtou.request.occasion, std::string("商贸春联"));
        QCOMPARE(kaimen::parseRequestLine("{\"keyword\": \"如意\", \"kind\": \"嵌字\"}").request.kind, kaimen::CoupletKind::Qianzi);
        QCOMPARE(kaimen::parseRequestLine("{\"keyword\": \"如意\", \"kind\": \"主题\", \"booth\": \"Wedding\"}").request.occasion,
                 std::string("婚联"));
        const auto reply = kaimen::parseRequestLine("{\"mode\": \"对下联\", \"upper\": \"春回大地，万象更新\"}");
        QVERIFY2(reply.error.empty(), reply.error.c_str());
        QCOMPARE(reply.request.mode, kaimen::CoupletMode::Duilian);
        const auto unknown = kaimen::parseRequestLine("{\"keyword\": \"如意\", \"kind\": \"藏尾\"}").error;
        QVERIFY2(QString::fromStdString(unknown).contains("\"cangtou\" (藏头)"), unknown.c_str());

        // A Traditional Chinese client names them in its own script; the year as 羊年 or in English.
        const auto traditional = kaimen::parseRequestLine(
            "{\"keyword\": \"如意\", \"kind\": \"藏頭\", \"booth\": \"喬遷\", \"zodiac\": \"龍\"}");
        QVERIFY2(traditional.error.empty(), traditional.error.c_str());
        QCOMPARE(traditional.request.kind, kaimen::CoupletKind::Cangtou);
        QCOMPARE(traditional.request.occasion, kaimen::occasionFor("newhome", "龙"));
        QCOMPARE(kaimen::parseRequestLine("{\"mode\": \"對下聯\", \"upper\": \"春回大地，萬象更新\"}").request.mode,
                 kaimen::CoupletMode::Duilian);
        // The year as 羊年, in English, in the sixty-year cycle, or as the Gregorian year of its
        // festival (2027's opens the sheep's year), in digits as a string or a number.
        for (const char *sheep : {"\"羊年\"", "\"Sheep\"", "\" goat\"", "\"丁未\"", "\"丁未年\"", "\"未年\"", "\"2027\"",
                                  "\"２０２７年\"", "\"二〇二七年\"", "2027"}) {
            const auto line = "{\"keyword\": \"如意\", \"zodiac\": " + std::string(sheep) + "}";
            const auto parsed = kaimen::parseRequestLine(line);
            QVERIFY2(parsed.request.occasion == "羊年春联", (line + " → " + parsed.error).c_str());
        }
        QCOMPARE(kaimen::parseRequestLine("{\"keyword\": \"如意\", \"zodiac\": 2024}").request.occasion,
                 std::string("龙年春联"));
        for (const char *noYear : {"\"年\"", "\"龙腾盛世\"", "\"12\"", "\"20270\"", "27.5"}) {
            const auto line = "{\"keyword\": \"如意\", \"zodiac\": " + std::string(noYear) + "}";
            const auto error = kaimen::parseRequestLine(line).error;
            QVERIFY2(QString::fromStdString(error).contains("\"zodiac\""), (line + " → " + error).c_str());
        }
    }

    // A client writing traditional characters is answered in them, unless "script" says otherwise;
    // a client writing simplified ones, or characters both scripts share, in the model's own.
    void theAnswerIsInTheScriptTheRequestIsWrittenIn()
    {
        QVERIFY(traditionalAnswer("{\"keyword\": \"萬福\"}"));
        QVERIFY(traditionalAnswer("{\"upper\": \"春風得意馬蹄疾\"}"));
        QVERIFY(traditionalAnswer("{\"keyword\": \"如意\", \"kind\": \"藏頭\"}"));
        QVERIFY(!traditionalAnswer("{\"keyword\": \"如意\"}"));
        QVERIFY(!traditionalAnswer("{\"upper\": \"春风得意马蹄疾\"}"));
        QVERIFY(!traditionalAnswer("{\"keyword\": \"萬福\", \"script\": \"simplified\"}"));
        QVERIFY(traditionalAnswer("{\"keyword\": \"如意\", \"script\": \"繁體\"}"));
        QVERIFY(traditionalAnswer("{\"keyword\": \"如意\", \"script\": \" Traditional\"}"));
        const auto unknown = kaimen::parseRequestLine("{\"keyword\": \"如意\", \"script\": \"latin\"}").error;
        QVERIFY2(QString::fromStdString(unknown).contains("\"traditional\" (繁體)"), unknown.c_str());
        QVERIFY(!kaimen::parseRequestLine("{\"keyword\": \"如意\", \"script\": 2}").error.empty());
        // 如意 is the same in both scripts: unsettled, for the HTTP API to settle by the client's
        // language; 万福 is simplified, 萬福 traditional.
        QVERIFY(!kaimen::parseRequestLine("{\"keyword\": \"如意\"}").scriptSettled);
        QVERIFY(kaimen::parseRequestLine("{\"keyword\": \"万福\"}").scriptSettled);
        QVERIFY(kaimen::parseRequestLine("{\"keyword\": \"萬福\"}").scriptSettled);
        QVERIFY(kaimen::parseRequestLine("{\"keyword\": \"如意\", \"script\": \"simplified\"}").scriptSettled);

        const kaimen::Couplet couplet{"春风得意马蹄疾", "喜气盈门燕语新", "喜迎新春", -1.0};
        const auto traditional = kaimen::coupletJson(1, couplet, true);
        QCOMPARE(QString::fromStdString(traditional["upper"].get<std::string>()), QString("春風得意馬蹄疾"));
        QCOMPARE(QString::fromStdString(traditional["lower"].get<std::string>()), QString("喜氣盈門燕語新"));
        QCOMPARE(QString::fromStdString(traditional["horizontal"].get<std::string>()), QString("喜迎新春"));
        QCOMPARE(QString::fromStdString(kaimen::coupletJson(1, couplet)["lower"].get<std::string>()), QString("喜气盈门燕语新"));
    }

    // A client that leaves "mode" out is read by the text it sends: an "upper" alone asks for its
    // 下联; a "keyword" and an "upper" together ask which is meant.
    void modeLeftOutFollowsTheTextSent()
    {
        const auto reply = kaimen::parseRequestLine("{\"upper\": \"春风得意马蹄疾\"}");
        QVERIFY2(reply.error.empty(), reply.error.c_str());
        QCOMPARE(reply.request.mode, kaimen::CoupletMode::Duilian);
        QCOMPARE(reply.request.upper, std::string("春风得意马蹄疾"));
        QCOMPARE(kaimen::parseRequestLine("{\"keyword\": \"如意\"}").request.mode, kaimen::CoupletMode::Keyword);
        const auto both = kaimen::parseRequestLine("{\"keyword\": \"如意\", \"upper\": \"春风得意马蹄疾\"}").error;
        QVERIFY2(QString::fromStdString(both).contains("\"mode\""), both.c_str());
        const auto named = kaimen::parseRequestLine("{\"mode\": \"duilian\", \"keyword\": \"如意\", \"upper\": \"春风得意马蹄疾\"}");
        QVERIFY2(named.error.empty(), named.error.c_str());
        const auto neither = kaimen::parseRequestLine("{\"id\": 3}").error;
        QVERIFY2(QString::fromStdString(neither).contains("needs \"keyword\" (a wish word"), neither.c_str());
    }

    // A client that batches its requests in a list, or sends nothing, is told what to send, in the
    // words of the text it sent (a line to kaimen-cli, a request body to the API).
    void aListOrNothingIsToldWhatToSend()
    {
        const auto list = kaimen::parseRequestLine("[{\"keyword\": \"如意\"}, {\"keyword\": \"平安\"}]").error;
        QVERIFY2(QString::fromStdString(list).startsWith("The line is a JSON array; send one request object at a time"), list.c_str());
        const auto empty = kaimen::parseRequestLine(" \r\n", "The request body").error;
        QVERIFY2(QString::fromStdString(empty).startsWith("The request body is empty; expected a JSON object"), empty.c_str());
        QVERIFY(kaimen::parseRequestLine("7").error.find("not an object") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
