// The serving engine: every ticket answered exactly once under concurrency, cancellation,
// deadlines and shutdown; batching that changes nothing; the cache across restarts and failures.
#include "FakeGenerator.h"
#include "Fixtures.h"
#include "kaimen/Engine.h"
#include "kaimen/Errors.h"
#include "kaimen/ResultCache.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <condition_variable>
#include <fstream>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <thread>

using namespace kaimen;
using namespace kaimen::testing;
using namespace std::chrono_literals;

namespace {

EngineOptions fakeOptions(const std::shared_ptr<FakeGenerator::Control> &control)
{
    EngineOptions o;
    o.modelDirectory = "fake-model";
    o.loader = fakeLoader(control);
    o.warmUp = false;
    o.batchWindow = 1ms;
    return o;
}

// A booth's engine on the fake model: the answers to other wishes kept apart over the last
// ANSWERSAPART (lines) and ENDINGSAPART (last beats).
EngineOptions boothOptions(const std::shared_ptr<FakeGenerator::Control> &control, size_t answersApart,
                           size_t endingsApart = 0)
{
    auto o = fakeOptions(control);
    o.answersApart = answersApart;
    o.endingsApart = endingsApart;
    return o;
}

EngineResult answerOf(Engine::Ticket &ticket)
{
    if (ticket.result.wait_for(20s) != std::future_status::ready)
        qFatal("a ticket was never answered");
    return ticket.result.get();
}

// A booth's answers on the fake model (boothOptions with 8 answers apart) to WISHES, asked one
// after another as its visitors ask, into ANSWERS; the last once the background refills have run
// (from the cache where the wish was asked before).
void askOneAfterAnother(const std::shared_ptr<FakeGenerator::Control> &control, size_t endingsApart,
                        const QStringList &wishes, std::vector<EngineResult> &answers)
{
    Engine engine(boothOptions(control, 8, endingsApart));
    QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
    for (int i = 0; i < wishes.size(); ++i) {
        if (i == wishes.size() - 1)
            QVERIFY(engine.waitUntilIdle(10s));
        auto ticket = engine.submit(wish(wishes[i].toStdString()));
        answers.push_back(answerOf(ticket));
        QCOMPARE(answers.back().outcome, Outcome::Ok);
    }
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void manySubmittersEachGetExactlyOneAnswer()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.coupletsPerInput = 2;
        options.cacheCapacity = 8;  // small, so that it evicts
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);

        const std::vector<std::string> words{"如意", "平安", "吉祥", "富贵", "飞跃", "如", "hello", "福寿康宁", "兴旺", "团圆"};
        constexpr int kThreads = 8, kPerThread = 60;
        std::mutex resultsMutex;
        std::vector<EngineResult> results;
        std::atomic<int> cancelsAccepted{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&, t] {
                std::mt19937 random{uint32_t(t)};
                std::vector<Engine::Ticket> tickets;
                for (int i = 0; i < kPerThread; ++i) {
                    SubmitOptions so;
                    so.priority = random() % 4 == 0 ? Priority::Background : Priority::Interactive;
                    if (random() % 5 == 0) {
                        const auto &word = words[random() % words.size()];
                        so.seen = {word + "上|" + word + "下"};  // the searched couplet, as shown
                    }
                    tickets.push_back(engine.submit(wish(words[random() % words.size()]), so));
                    if (random() % 6 == 0 && engine.cancel(tickets.back().id))
                        ++cancelsAccepted;
                }
                for (auto &ticket : tickets) {
                    auto result = answerOf(ticket);
                    std::lock_guard lock(resultsMutex);
                    results.push_back(result);
                }
            });
        for (auto &thread : threads)
            thread.join();

        QCOMPARE(int(results.size()), kThreads * kPerThread);
        std::set<uint64_t> ids;
        int cancelled = 0;
        for (const auto &r : results) {
            ids.insert(r.id);
            if (r.outcome == Outcome::Ok) {
                QVERIFY(!r.couplet.upper.empty());
                // Each answer belongs to its own request: the fake writes the word into the lines.
                QVERIFY(r.couplet.upper.substr(0, 6) == r.couplet.lower.substr(0, 6));
            } else if (r.outcome == Outcome::Cancelled) {
                ++cancelled;
            } else {
                QCOMPARE(r.outcome, Outcome::Invalid);
                QVERIFY(!r.error.empty());
            }
        }
        QCOMPARE(int(ids.size()), kThreads * kPerThread);  // no result lost or duplicated
        QCOMPARE(cancelled, cancelsAccepted.load());
        QVERIFY(engine.waitUntilIdle(10s));
        const auto m = engine.metrics();
        QCOMPARE(m.requests, uint64_t(kThreads * kPerThread));
        // Whether the storm itself hit the cache depends on timing; afterwards a hit is certain.
        auto again = engine.submit(wish("如意"));
        QVERIFY(answerOf(again).fromCache);
        QVERIFY(m.cacheEntries <= 8);
        QVERIFY(m.invalid > 0);
        QVERIFY(m.latency.count + m.cacheHitLatency.count > 0);
        QVERIFY(m.rssBytes > 0);
    }

    void onDoneHearsEveryAnswerOnceAsTheFutureDoes()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        Engine engine(fakeOptions(control));
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        std::mutex heardMutex;
        std::map<uint64_t, std::vector<EngineResult>> heard;
        SubmitOptions so;
        so.onDone = [&](const EngineResult &result) {
            std::lock_guard lock(heardMutex);
            heard[result.id].push_back(result);
        };
        std::vector<Engine::Ticket> tickets;
        for (const char *w : {"如意", "如意", "hello", "平安"})  // written, cached, invalid, written
            tickets.push_back(engine.submit(wish(w), so));
        tickets.push_back(engine.submit(wish("吉祥"), so));
        engine.cancel(tickets.back().id);
        for (auto &ticket : tickets) {
            const auto answer = answerOf(ticket);
            std::lock_guard lock(heardMutex);
            QCOMPARE(int(heard[ticket.id].size()), 1);
            const auto &onDone = heard[ticket.id].front();
            QCOMPARE(onDone.outcome, answer.outcome);
            QCOMPARE(onDone.couplet.upper, answer.couplet.upper);
            QCOMPARE(onDone.fromCache, answer.fromCache);
        }
        QCOMPARE(heard[tickets[2].id].front().outcome, Outcome::Invalid);
    }

    void queuedAndRunningRequestsCanBeCancelled()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        control->gateOpen = false;
        Engine engine(fakeOptions(control));
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        auto running = engine.submit(wish("如意"));
        waitForStarted(*control, 1);
        auto queued = engine.submit(wish("平安"));
        QVERIFY(engine.cancel(queued.id));
        QCOMPARE(queued.result.wait_for(0s), std::future_status::ready);  // at once
        QCOMPARE(queued.result.get().outcome, Outcome::Cancelled);
        QVERIFY(engine.cancel(running.id));
        QCOMPARE(answerOf(running).outcome, Outcome::Cancelled);
        QVERIFY(!engine.cancel(running.id));  // answered already
        QVERIFY(!engine.cancel(987654));
        holdGate(*control, true);
        auto after = engine.submit(wish("吉祥"));
        QCOMPARE(answerOf(after).outcome, Outcome::Ok);
    }

    void deadlinesAreKept()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        control->gateOpen = false;
        Engine engine(fakeOptions(control));
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        SubmitOptions soon;
        soon.deadline = std::chrono::steady_clock::now() + 50ms;
        auto late = engine.submit(wish("如意"), soon);
        const auto result = answerOf(late);
        QCOMPARE(result.outcome, Outcome::DeadlineExceeded);
        QVERIFY(result.latencyMs >= 45);
        holdGate(*control, true);
    }

    void shutdownWhileBusyAnswersEveryone()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        control->gateOpen = false;
        std::vector<Engine::Ticket> tickets;
        {
            Engine engine(fakeOptions(control));
            QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
            tickets.push_back(engine.submit(wish("如意")));
            waitForStarted(*control, 1);
            for (const char *w : {"平安", "吉祥", "富贵"})
                tickets.push_back(engine.submit(wish(w)));
            engine.shutdown();
            QCOMPARE(engine.status().state, EngineState::Stopped);
            // After shutdown a submit is answered, not queued forever.
            tickets.push_back(engine.submit(wish("兴旺")));
        }
        for (auto &t : tickets)
            QCOMPARE(answerOf(t).outcome, Outcome::Cancelled);
    }

    void aFaultInsideTheModelFailsOnlyThatBatch()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        control->throwNext = true;
        auto options = fakeOptions(control);
        options.coupletsPerInput = 1;  // no background refill takes the fault meant for a visitor's batch
        Engine engine(options);
        auto first = engine.submit(wish("如意"));
        const auto failed = answerOf(first);
        QCOMPARE(failed.outcome, Outcome::Failed);
        QVERIFY(failed.error.find("simulated fault") != std::string::npos);
        auto second = engine.submit(wish("平安"));
        QCOMPARE(answerOf(second).outcome, Outcome::Ok);
        QCOMPARE(engine.metrics().failed, uint64_t(1));

        // Something that is not even a std::exception, with others waiting behind it: the batch
        // that met it is answered with an error, the queued requests are written afterwards.
        control->gateOpen = false;
        control->throwOddNext = true;
        auto odd = engine.submit(wish("吉祥"));
        QVERIFY(QTest::qWaitFor([&] { std::lock_guard lock(control->mutex); return control->started >= 3; }, 5000));
        auto queued1 = engine.submit(wish("飞跃")), queued2 = engine.submit(wish("安康"));
        {
            std::lock_guard lock(control->mutex);
            control->gateOpen = true;
        }
        control->changed.notify_all();
        const auto oddAnswer = answerOf(odd);
        QCOMPARE(oddAnswer.outcome, Outcome::Failed);
        QVERIFY2(!oddAnswer.error.empty(), "the error says what happened");
        QCOMPARE(answerOf(queued1).outcome, Outcome::Ok);
        QCOMPARE(answerOf(queued2).outcome, Outcome::Ok);
        QCOMPARE(engine.metrics().failed, uint64_t(2));
    }

    void batchedGreedyEqualsUnbatched()
    {
        const std::vector<CoupletRequest> requests{wish("如意"), wish("平安", CoupletKind::Qianzi), wish("吉祥", CoupletKind::Theme),
                                                   wish("飞跃"), wish("平安", CoupletKind::Theme), wish("如意", CoupletKind::Theme)};
        EngineOptions options;
        options.modelDirectory = fixture("palm");
        options.decoding.beams = 1;
        options.batchWindow = 200ms;  // all six arrive inside it
        options.coupletsPerInput = 0;  // no cache: every answer is written
        auto alone = CoupletGenerator::load(options.modelDirectory);
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(30s), EngineState::Ready);
        std::vector<Engine::Ticket> tickets;
        for (const auto &r : requests)
            tickets.push_back(engine.submit(r));
        for (size_t i = 0; i < requests.size(); ++i) {
            const auto batched = answerOf(tickets[i]);
            QVERIFY2(batched.outcome == Outcome::Ok, batched.error.c_str());
            QVERIFY(!batched.fromCache);
            const auto single = alone->generate({requests[i]}, options.decoding).front();
            QVERIFY(single.ok);
            KCOMPARE_STR(batched.couplet.upper, single.couplet.upper);
            KCOMPARE_STR(batched.couplet.lower, single.couplet.lower);
            KCOMPARE_STR(batched.couplet.horizontal, single.couplet.horizontal);
        }
        const auto m = engine.metrics();
        QVERIFY2(m.batchSizes.rbegin()->first > 1, "the requests were not batched");
        QVERIFY(m.tokensPerSecond > 0);
    }

    void backgroundWorkHoldsAVisitorForOneSmallBatchAtMost()
    {
        // Ten pre-warmed wishes went into one batch, and a visitor arriving at start waited for
        // all ten (seconds, once a 藏头 couplet searched six openings).
        auto control = std::make_shared<FakeGenerator::Control>();
        holdGate(*control, false);
        auto options = fakeOptions(control);
        for (const char *word : {"如意", "平安", "吉祥", "富贵", "安康", "兴旺", "团圆", "福寿", "飞跃", "和顺"})
            options.prewarm.push_back(wish(word));
        Engine engine(options);
        waitForStarted(*control, 1);  // the first background batch is being written
        auto visitor = engine.submit(wish("春风"));
        holdGate(*control, true);
        QCOMPARE(answerOf(visitor).outcome, Outcome::Ok);
        QVERIFY(engine.waitUntilIdle(5s));
        std::lock_guard lock(control->mutex);
        QVERIFY(control->batches.size() >= 4);
        QCOMPARE(control->batches[0].size(), size_t(options.maxBackgroundBatch));
        // The visitor's couplet was written next, alone, before the rest of the pre-warming.
        QCOMPARE(control->batches[1], std::vector<std::string>{"春风"});
        for (const auto &batch : control->batches)
            QVERIFY(int(batch.size()) <= options.maxBackgroundBatch);
    }

    void partialLinesStreamWhileWriting()
    {
        EngineOptions options;
        options.modelDirectory = fixture("palm");
        Engine engine(options);
        std::mutex mutex;
        std::vector<std::string> partials;
        SubmitOptions so;
        so.onPartial = [&](uint64_t, const Couplet &c) {
            std::lock_guard lock(mutex);
            partials.push_back(c.upper + "|" + c.lower);
        };
        auto ticket = engine.submit(wish("平安"), so);
        const auto result = answerOf(ticket);
        QCOMPARE(result.outcome, Outcome::Ok);
        std::lock_guard lock(mutex);
        QVERIFY(partials.size() >= 4);
        QVERIFY(partials.front().size() < partials.back().size());
        QVERIFY(partials.front().rfind("平", 0) == 0);  // 藏头: the first character comes first
    }

    void anotherOneIsServedFromTheCacheAndDiffers()
    {
        EngineOptions options;
        options.modelDirectory = fixture("palm");
        options.coupletsPerInput = 3;
        Engine engine(options);
        auto first = engine.submit(wish("如意"));
        const auto a = answerOf(first);
        QCOMPARE(a.outcome, Outcome::Ok);
        QVERIFY(!a.fromCache);
        QVERIFY(engine.waitUntilIdle(30s));  // the background refill has run
        SubmitOptions again;
        again.seen = {shownAs(a.couplet)};
        auto second = engine.submit(wish("如意"), again);
        const auto b = answerOf(second);
        QCOMPARE(b.outcome, Outcome::Ok);
        QVERIFY(b.fromCache);
        QVERIFY(b.couplet.upper != a.couplet.upper);
        auto repeat = engine.submit(wish("如意"));
        const auto c = answerOf(repeat);
        QVERIFY(c.fromCache);
        KCOMPARE_STR(c.couplet.upper, a.couplet.upper);
    }

    // A phone's 换一副 after the kiosk restarted, or a "seen" sent from elsewhere: the wish is not
    // in the cache, so it is searched first, and the search's couplet is the next visitor's too.
    // Sampling it straight away stored a sampled couplet as every later visitor's answer (如意:
    // 如何劳动长规矩 / 意若由来小的肠, after one API call with a "seen").
    void aWishSeenElsewhereIsSearchedBeforeItIsSampled()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.coupletsPerInput = 2;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        SubmitOptions fromElsewhere;
        fromElsewhere.seen = {"别处上|别处下"};
        auto first = engine.submit(wish("如意"), fromElsewhere);
        const auto a = answerOf(first);
        QCOMPARE(a.outcome, Outcome::Ok);
        KCOMPARE_STR(a.couplet.upper, std::string("如意上"));  // the search's, not a sample ("如意新…上")
        QVERIFY(engine.waitUntilIdle(10s));
        auto plain = engine.submit(wish("如意"));
        const auto b = answerOf(plain);
        QVERIFY(b.fromCache);
        KCOMPARE_STR(b.couplet.upper, std::string("如意上"));
        // Having seen the search's couplet elsewhere, the visitor gets a sample, and the cache
        // still answers the next visitor with the search's.
        SubmitOptions searchedSeen;
        searchedSeen.seen = {"平安上|平安下"};
        auto sampled = engine.submit(wish("平安"), searchedSeen);
        QVERIFY(answerOf(sampled).couplet.upper.find("新") != std::string::npos);
        QVERIFY(engine.waitUntilIdle(10s));
        auto next = engine.submit(wish("平安"));
        KCOMPARE_STR(answerOf(next).couplet.upper, std::string("平安上"));
    }

    // Visitors at a booth compare theirs: two wishes answered with one 下联 read as a formula
    // (骏业腾飞处处春 for eleven 主题 wishes at the sheep's booth). A wish whose best couplet repeats a
    // line just shown for another wish is answered with its next one, written or cached; the same
    // wish asked again keeps its couplet.
    void aWishIsNotAnsweredWithALineJustShownForAnother()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        control->sharedLower = "骏业腾飞处处春";
        Engine engine(boothOptions(control, 8));
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        auto first = engine.submit(wish("幸福"));
        KCOMPARE_STR(answerOf(first).couplet.lower, std::string("骏业腾飞处处春"));
        auto other = engine.submit(wish("兴旺"));
        const auto written = answerOf(other);
        QVERIFY(!written.fromCache);
        KCOMPARE_STR(written.couplet.lower, std::string("兴旺下二"));
        QVERIFY(engine.waitUntilIdle(10s));  // the background refills have run
        // From the cache, whose first couplet for 兴旺 is still the shared one.
        auto again = engine.submit(wish("兴旺"));
        const auto repeated = answerOf(again);
        QVERIFY(repeated.fromCache);
        KCOMPARE_STR(repeated.couplet.lower, std::string("兴旺下二"));
        auto firstAgain = engine.submit(wish("幸福"));
        const auto kept = answerOf(firstAgain);
        QVERIFY(kept.fromCache);
        KCOMPARE_STR(kept.couplet.lower, std::string("骏业腾飞处处春"));
    }

    // Friends side by side read one ending twice as a formula (…歌盛世 beside …歌盛世), and one
    // opening (羊年… beside 羊年…): a wish whose best couplet ends or opens a line as one of the
    // last three answers to other wishes did is answered with its next, written or cached; the
    // fourth answer after may do so again.
    void aLineEndingOrOpeningAsAFriendsJustDidIsAnsweredWithTheNext_data()
    {
        QTest::addColumn<size_t>("endingsApart");
        QTest::addColumn<QString>("ending");
        QTest::addColumn<QString>("opening");
        QTest::addColumn<QStringList>("uppers");
        QTest::newRow("kiosk") << kBoothEndingsApart << "歌盛世" << ""
                               << QStringList{"幸福迎春歌盛世", "兴旺上二", "如意上二", "吉祥上二", "平安迎春歌盛世", "幸福上二"};
        QTest::newRow("off") << size_t(0) << "歌盛世" << ""
                             << QStringList{"幸福迎春歌盛世", "兴旺迎春歌盛世", "如意迎春歌盛世", "吉祥迎春歌盛世",
                                            "平安迎春歌盛世", "幸福迎春歌盛世"};
        QTest::newRow("opening at the kiosk") << kBoothEndingsApart << "" << "羊年"
                                              << QStringList{"羊年幸福上", "兴旺上二", "如意上二", "吉祥上二", "羊年平安上", "幸福上二"};
        QTest::newRow("opening off") << size_t(0) << "" << "羊年"
                                     << QStringList{"羊年幸福上", "羊年兴旺上", "羊年如意上", "羊年吉祥上", "羊年平安上", "羊年幸福上"};
    }
    void aLineEndingOrOpeningAsAFriendsJustDidIsAnsweredWithTheNext()
    {
        QFETCH(size_t, endingsApart);
        QFETCH(QString, ending);
        QFETCH(QString, opening);
        QFETCH(QStringList, uppers);
        auto control = std::make_shared<FakeGenerator::Control>();
        control->sharedUpperEnding = ending.toStdString();
        control->sharedUpperOpening = opening.toStdString();
        std::vector<EngineResult> answers;
        askOneAfterAnother(control, endingsApart, {"幸福", "兴旺", "如意", "吉祥", "平安", "幸福"}, answers);
        QVERIFY(!QTest::currentTestFailed());
        for (size_t i = 0; i < answers.size(); ++i) {
            QCOMPARE(answers[i].fromCache, i + 1 == answers.size());  // 幸福's couplets are cached
            QCOMPARE(QString::fromStdString(answers[i].couplet.upper), uppers[int(i)]);
        }
    }

    // Friends side by side see a 横批 of their own: where a wish's couplet has the 横批 one of the
    // last three answers had, its spare is shown, unless that was just shown too.
    void aHorizontalAFriendJustGotGivesWayToTheSpare_data()
    {
        QTest::addColumn<size_t>("endingsApart");
        QTest::addColumn<QStringList>("horizontals");
        QTest::newRow("kiosk") << kBoothEndingsApart << QStringList{"四字横批", "万象更新", "四字横批", "四字横批", "四字横批"};
        QTest::newRow("off") << size_t(0) << QStringList{"四字横批", "四字横批", "四字横批", "四字横批", "四字横批"};
    }
    void aHorizontalAFriendJustGotGivesWayToTheSpare()
    {
        QFETCH(size_t, endingsApart);
        QFETCH(QStringList, horizontals);
        auto control = std::make_shared<FakeGenerator::Control>();
        control->spareHorizontal = "万象更新";
        std::vector<EngineResult> answers;
        askOneAfterAnother(control, endingsApart, {"幸福", "兴旺", "如意", "吉祥", "幸福"}, answers);
        QVERIFY(!QTest::currentTestFailed());
        for (size_t i = 0; i < answers.size(); ++i)
            QCOMPARE(QString::fromStdString(answers[i].couplet.horizontal), horizontals[int(i)]);
    }

    // Where the wish has no other couplet, the repeat is shown rather than nothing; and with the
    // option off (tools that write lists) every wish gets its own best.
    void aRepeatedLineIsShownWhereTheWishHasNoOther_data()
    {
        QTest::addColumn<size_t>("answersApart");
        QTest::addColumn<int>("coupletsPerInput");
        QTest::newRow("one couplet per wish") << size_t(8) << 1;
        QTest::newRow("off") << size_t(0) << 4;
    }
    void aRepeatedLineIsShownWhereTheWishHasNoOther()
    {
        QFETCH(size_t, answersApart);
        QFETCH(int, coupletsPerInput);
        auto control = std::make_shared<FakeGenerator::Control>();
        control->sharedLower = "骏业腾飞处处春";
        auto options = boothOptions(control, answersApart);
        options.coupletsPerInput = coupletsPerInput;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        for (const char *word : {"幸福", "兴旺"}) {
            auto ticket = engine.submit(wish(word));
            const auto answer = answerOf(ticket);
            QCOMPARE(answer.outcome, Outcome::Ok);
            KCOMPARE_STR(answer.couplet.lower, std::string("骏业腾飞处处春"));
        }
    }

    // 换一副 on a 对下联: every couplet shares the visitor's 上联, so another one is another 下联,
    // never one the visitor was shown (the kiosk's visitor robot saw the same couplet come back).
    void anotherOneForAnUpperLineIsAnotherLowerLine()
    {
        EngineOptions options;
        options.modelDirectory = fixture("palm");
        options.coupletsPerInput = 3;
        Engine engine(options);
        CoupletRequest request;
        request.mode = CoupletMode::Duilian;
        request.upper = "春风送暖";
        std::vector<std::string> seen;
        for (int turn = 0; turn < 3; ++turn) {
            QVERIFY(engine.waitUntilIdle(30s));  // the background refill has run
            SubmitOptions another;
            another.seen = seen;
            auto ticket = engine.submit(request, another);
            const auto answer = answerOf(ticket);
            QCOMPARE(answer.outcome, Outcome::Ok);
            KCOMPARE_STR(answer.couplet.upper, std::string("春风送暖"));
            QVERIFY2(std::find(seen.begin(), seen.end(), shownAs(answer.couplet)) == seen.end(),
                     ("shown again: " + shownAs(answer.couplet)).c_str());
            seen.push_back(shownAs(answer.couplet));
        }
    }

    void theCacheSurvivesARestartAndAFailedModel()
    {
        QTemporaryDir dir;
        EngineOptions options;
        options.modelDirectory = fixture("palm");
        options.cacheFile = dir.filePath("cache.json").toStdString();
        options.prewarm = {wish("平安"), wish("吉祥")};
        Couplet written;
        {
            Engine engine(options);
            QCOMPARE(engine.waitUntilSettled(30s), EngineState::Ready);
            QVERIFY(engine.waitUntilIdle(60s));  // pre-warmed
            QVERIFY(engine.metrics().cacheEntries >= 2);
            auto t = engine.submit(wish("如意"));
            written = answerOf(t).couplet;
        }
        QVERIFY(QFile::exists(dir.filePath("cache.json")));
        QCOMPARE(QFile::permissions(dir.filePath("cache.json")) & (QFile::ReadOther | QFile::ReadGroup), QFile::Permissions{});

        // The same model folder, but its load now fails: hits are still served.
        options.loader = [](const std::string &, const RuntimeOptions &) -> std::unique_ptr<CoupletGenerator> {
            throw ModelLoadError("weights.safetensors is truncated");
        };
        options.prewarm.clear();
        Engine broken(options);
        QCOMPARE(broken.waitUntilSettled(5s), EngineState::Failed);
        QVERIFY(broken.status().detail.find("truncated") != std::string::npos);
        auto hit = broken.submit(wish("如意"));
        const auto h = answerOf(hit);
        QCOMPARE(h.outcome, Outcome::Ok);
        QVERIFY(h.fromCache);
        KCOMPARE_STR(h.couplet.upper, written.upper);
        // The spare 横批 too, for the friends of the next visitor who asks for it.
        QVERIFY(!written.spareHorizontal.empty());
        KCOMPARE_STR(h.couplet.spareHorizontal, written.spareHorizontal);
        auto prewarmed = broken.submit(wish("平安"));
        QCOMPARE(answerOf(prewarmed).outcome, Outcome::Ok);
        auto miss = broken.submit(wish("飞跃"));
        const auto m = answerOf(miss);
        QCOMPARE(m.outcome, Outcome::Unavailable);
        QVERIFY(m.error.find("truncated") != std::string::npos);
    }

    void newWeightsAtTheSamePathDoNotAnswerWithTheOldCouplets_data()
    {
        QTest::addColumn<QString>("weightsFile");
        QTest::newRow("weights.safetensors") << QString("weights.safetensors");
        // A manifest may name its weights file: that file's date is the one that counts.
        QTest::newRow("named in the manifest") << QString("retrained-2027.safetensors");
    }
    void newWeightsAtTheSamePathDoNotAnswerWithTheOldCouplets()
    {
        // An operator copies a retrained model (same architecture, so the same file size) over
        // the old one: its visitors must get the new model's couplets, not the cached ones.
        QFETCH(QString, weightsFile);
        QTemporaryDir dir;
        const QString model = dir.filePath("model");
        QDir().mkpath(model);
        for (const auto &entry : QDir(QString::fromStdString(fixture("palm"))).entryInfoList(QDir::Files))
            QVERIFY(QFile::copy(entry.filePath(), model + "/" + entry.fileName()));
        if (weightsFile != "weights.safetensors") {
            QVERIFY(QFile::rename(model + "/weights.safetensors", model + "/" + weightsFile));
            QFile manifest(model + "/manifest.json");
            QVERIFY(manifest.open(QIODevice::ReadOnly));
            auto json = QJsonDocument::fromJson(manifest.readAll()).object();
            manifest.close();
            QCOMPARE(json.value("weights").toString(), QString("weights.safetensors"));
            json["weights"] = weightsFile;
            QVERIFY(manifest.open(QIODevice::WriteOnly | QIODevice::Truncate));
            manifest.write(QJsonDocument(json).toJson());
        }
        EngineOptions options;
        options.modelDirectory = model.toStdString();
        options.cacheFile = dir.filePath("cache.json").toStdString();
        {
            Engine engine(options);
            QCOMPARE(engine.waitUntilSettled(30s), EngineState::Ready);
            auto t = engine.submit(wish("如意"));
            QCOMPARE(answerOf(t).outcome, Outcome::Ok);
        }
        QFile weights(model + "/" + weightsFile);
        QVERIFY(weights.open(QIODevice::ReadWrite));
        QVERIFY(weights.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
        weights.close();
        // The new weights fail to load here, so anything answered would come from the cache.
        options.loader = [](const std::string &, const RuntimeOptions &) -> std::unique_ptr<CoupletGenerator> {
            throw ModelLoadError("still copying");
        };
        Engine updated(options);
        QCOMPARE(updated.waitUntilSettled(5s), EngineState::Failed);
        auto again = updated.submit(wish("如意"));
        const auto a = answerOf(again);
        QCOMPARE(a.outcome, Outcome::Unavailable);
        QVERIFY(!a.fromCache);
    }

    void aCorruptCacheFileIsDiscardedWithAWarning_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"kaimen-result-cache\", \"version\": 1, \"entries\": [{\"key\": \"a\", \"cou");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12);
        QTest::newRow("wrong type") << QByteArray(R"({"format": "kaimen-result-cache", "version": 1, "entries": [{"key": 5, "couplets": []}]})");
        QTest::newRow("other version") << QByteArray(R"({"format": "kaimen-result-cache", "version": 7, "entries": []})");
        QTest::newRow("empty line") << QByteArray(R"({"format": "kaimen-result-cache", "version": 1, "entries": [{"key": "k", "couplets": [{"upper": "", "lower": "x", "horizontal": "", "score": 0}]}]})");
    }
    void aCorruptCacheFileIsDiscardedWithAWarning()
    {
        QFETCH(QByteArray, contents);
        QTemporaryDir dir;
        const auto path = dir.filePath("cache.json").toStdString();
        std::ofstream(path, std::ios::binary).write(contents.constData(), contents.size());
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.cacheFile = path;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        const auto warnings = engine.status().warnings;
        QCOMPARE(warnings.size(), size_t(1));
        QVERIFY(warnings[0].find("discarded") != std::string::npos);
        QCOMPARE(engine.metrics().cacheEntries, size_t(0));
        auto t = engine.submit(wish("如意"));
        QCOMPARE(answerOf(t).outcome, Outcome::Ok);
    }

    void wishesOfUnwishedSensesAreDeclined()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.coupletsPerInput = 1;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        // Right-and-wrong, mourning, disaster, honour-and-disgrace: no door is wished them, in any
        // kind (死亡 and 病痛 are blocked words already).
        for (const std::string word : {"是非", "哀乐", "灾祸", "荣辱"})
            for (const auto kind : {CoupletKind::Cangtou, CoupletKind::Qianzi, CoupletKind::Theme}) {
                auto ticket = engine.submit(wish(word, kind));
                const auto declined = answerOf(ticket);
                QCOMPARE(declined.outcome, Outcome::Blocked);
                QVERIFY2(declined.error.find("\"" + word + "\"") != std::string::npos, declined.error.c_str());
                QVERIFY2(declined.error.find("another wish") != std::string::npos, declined.error.c_str());
            }
        {
            std::lock_guard lock(control->mutex);
            QCOMPARE(control->requests, 0);  // declined before the model
        }
        // A wish that only shares a character's other sense is written (喜怒: 怒放, in full bloom),
        // and a visitor's own 上联 is theirs, right-and-wrong and all.
        auto mixed = engine.submit(wish("喜怒"));
        QCOMPARE(answerOf(mixed).outcome, Outcome::Ok);
        CoupletRequest upper;
        upper.mode = CoupletMode::Duilian;
        upper.upper = "是非成败转头空";
        auto own = engine.submit(upper);
        QCOMPARE(answerOf(own).outcome, Outcome::Ok);
    }

    // Only what no one may read turns a visitor's 上联 away; what the kiosk merely never writes
    // (千古, 网, 英雄, 无穷: everyday words of old and new couplets) is read and answered. A wish is
    // written into the couplet, so a wish the kiosk would not write is declined.
    void aVisitorsUpperLineIsRefusedOnlyForWhatNoOneMayRead()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.coupletsPerInput = 1;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        for (const std::string line : {"千古风流数英雄", "网开一面春风暖", "江山万里景无穷", "力挽狂澜气如虹"}) {
            CoupletRequest upper;
            upper.mode = CoupletMode::Duilian;
            upper.upper = line;
            auto ticket = engine.submit(upper);
            const auto answered = answerOf(ticket);
            QVERIFY2(answered.outcome == Outcome::Ok, (line + ": " + answered.error).c_str());
        }
        CoupletRequest mourning;
        mourning.mode = CoupletMode::Duilian;
        mourning.upper = "音容宛在思如海";
        auto refused = engine.submit(mourning);
        const auto r = answerOf(refused);
        QCOMPARE(r.outcome, Outcome::Blocked);
        QVERIFY2(r.error.find("音容") != std::string::npos, r.error.c_str());
        for (const std::string word : {"网络", "千古"}) {
            auto ticket = engine.submit(wish(word));
            const auto declined = answerOf(ticket);
            QCOMPARE(declined.outcome, Outcome::Blocked);
        }
        auto whole = engine.submit(wish("英雄", CoupletKind::Theme));  // 主题 writes its wish whole
        QCOMPARE(answerOf(whole).outcome, Outcome::Blocked);
        QCOMPARE(engine.metrics().blockedInputs, uint64_t(4));
    }

    // A visitor types their own name: 建国 and 国庆 are given names of a generation. Written apart,
    // one character a line (藏头, 嵌字), the couplet never writes the word, so the request goes to
    // the model (and a couplet that wrote it whole anyway, as the fake does, is never shown); a
    // 主题 couplet would write it whole and declines it. A wish of politics' slogans or of death is
    // declined however it would be written, and so is a word the operator blocked.
    void aNameTheKioskNeverWritesWholeIsAskedApart()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.coupletsPerInput = 1;
        options.extraBlockedWords = {"国庆"};
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);
        auto requestsSeen = [&] {
            std::lock_guard lock(control->mutex);
            return control->requests;
        };
        for (const auto kind : {CoupletKind::Cangtou, CoupletKind::Qianzi}) {
            const int before = requestsSeen();
            auto ticket = engine.submit(wish("建国", kind));
            const auto written = answerOf(ticket);
            QVERIFY2(requestsSeen() > before, written.error.c_str());
            QVERIFY2(written.outcome != Outcome::Ok || written.couplet.upper.find("建国") == std::string::npos,
                     written.couplet.upper.c_str());
        }
        const int before = requestsSeen();
        auto theme = engine.submit(wish("建国", CoupletKind::Theme));
        const auto whole = answerOf(theme);
        QCOMPARE(whole.outcome, Outcome::Blocked);
        QVERIFY2(whole.error.find("\"建国\"") != std::string::npos, whole.error.c_str());
        for (const std::string word : {"共产", "安息", "国庆"}) {
            auto ticket = engine.submit(wish(word, CoupletKind::Cangtou));
            QCOMPARE(answerOf(ticket).outcome, Outcome::Blocked);
        }
        QCOMPARE(requestsSeen(), before);  // declined before the model
    }

    void blockedWordsAreRefusedInAndNeverShownOut()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.extraBlockedWords = {"平安上"};  // the operator's word; the fake writes it for 平安
        // One couplet a wish: no background refill writes while the model calls are counted.
        options.coupletsPerInput = 1;
        Engine engine(options);
        QCOMPARE(engine.waitUntilSettled(5s), EngineState::Ready);

        auto ownWord = engine.submit(wish("鬼子"));  // Kaimen's own list
        const auto refused = answerOf(ownWord);
        QCOMPARE(refused.outcome, Outcome::Blocked);
        QVERIFY(refused.error.find("鬼") != std::string::npos);  // the word found is named
        CoupletRequest upper;
        upper.mode = CoupletMode::Duilian;
        upper.upper = "春风吹平安上岗";
        auto operatorWord = engine.submit(upper);
        QCOMPARE(answerOf(operatorWord).outcome, Outcome::Blocked);

        // The first couplet for 平安 holds the operator's word: it is rewritten, not shown.
        auto rewritten = engine.submit(wish("平安"));
        const auto r = answerOf(rewritten);
        QCOMPARE(r.outcome, Outcome::Ok);
        QVERIFY2(r.couplet.upper.find("平安上") == std::string::npos, r.couplet.upper.c_str());
        QVERIFY(r.couplet.upper.find("新") != std::string::npos);  // a sampled rewrite
        const auto m = engine.metrics();
        QCOMPARE(m.blockedInputs, uint64_t(2));
        QCOMPARE(m.blockedOutputs, uint64_t(1));
        QCOMPARE(control->requests, 2);  // the first writing and one rewrite
    }

    void aCoupletThatKeepsHoldingABlockedWordIsNeverShown()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        auto options = fakeOptions(control);
        options.extraBlockedWords = {"四字横批"};  // in every couplet the fake writes
        options.blockedRetries = 2;
        Engine engine(options);
        auto t = engine.submit(wish("如意"));
        const auto r = answerOf(t);
        QCOMPARE(r.outcome, Outcome::Failed);
        QVERIFY(r.couplet.upper.empty());
        QCOMPARE(engine.metrics().blockedOutputs, uint64_t(3));
        QCOMPARE(engine.metrics().cacheEntries, size_t(0));
    }

    void theCacheEvictsTheLeastRecentlyUsed()
    {
        ResultCache cache(2, 2);
        QVERIFY(cache.add("a", {"一", "二", "", 0}));
        QVERIFY(cache.add("a", {"三", "四", "", 0}));
        QVERIFY(!cache.add("a", {"五", "六", "", 0}));  // full
        QVERIFY(!cache.add("a", {"一", "二", "", 0}));  // known
        QVERIFY(cache.add("b", {"七", "八", "", 0}));
        QVERIFY(cache.find("a", {}).has_value());      // a is now the most recent
        QVERIFY(cache.add("c", {"九", "十", "", 0}));   // b goes
        QVERIFY(!cache.find("b", {}).has_value());
        QCOMPARE(cache.find("a", {"一|二"})->upper, std::string("三"));
        QVERIFY(!cache.find("a", {"一|二", "三|四"}).has_value());
        ResultCache copy(2, 2);
        copy.deserialize(cache.serialize());
        QCOMPARE(copy.size(), size_t(2));
        QCOMPARE(copy.count("a"), size_t(2));
        QCOMPARE(copy.serialize(), cache.serialize());
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
