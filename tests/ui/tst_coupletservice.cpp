// The kiosk's door to the model: loads on the engine's thread, answers with queued signals,
// reloads while it serves, and says why when the model cannot be used.
#include "CoupletService.h"
#include "Fixtures.h"
#include "UiFakes.h"
#include "KioskConfig.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestCoupletService : public QObject {
    Q_OBJECT

    // An engine on MODEL (the CPU, two beams), keeping couplets in CACHEFILE.
    static EngineClient::Settings onModel(const QString &model, const QString &cacheFile = {})
    {
        EngineClient::Settings settings;
        settings.modelDirectory = model;
        settings.cacheFile = cacheFile;
        return settings;
    }

    static bool waitForState(CoupletService &service, CoupletService::State state)
    {
        return QTest::qWaitFor([&] { return service.state() == state; }, 60000);
    }

private slots:
    void becomesReadyAndWritesOffTheGuiThread()
    {
        CoupletService service(onModel(QString::fromStdString(fixture("palm"))));
        QCOMPARE(service.state(), CoupletService::State::Loading);
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QVERIFY(service.statusText().contains("test-palm"));
        // The same facts for the admin panel to say in its language.
        const QVariantMap running = service.runningOn();
        QCOMPARE(running.value("model").toString(), QString("test-palm"));
        QCOMPARE(running.value("device").toString(), QString("cpu"));
        QVERIFY2(QStringList({"int8", "fp16", "fp32"}).contains(running.value("precision").toString()),
                 qPrintable(running.value("precision").toString()));
        QVERIFY(running.value("threads").toInt() >= 1);

        QSignalSpy ready(&service, &CoupletService::coupletReady);
        QSignalSpy growing(&service, &CoupletService::linesGrowing);
        service.writeFromWish("如意", "cangtou");
        QVERIFY(service.busy());
        QVERIFY(ready.wait(60000));
        QVERIFY(!service.busy());
        const auto upper = ready.first().at(0).toString(), lower = ready.first().at(1).toString();
        QVERIFY(upper.startsWith("如"));
        QVERIFY(lower.startsWith("意"));
        QCOMPARE(upper.size(), lower.size());
        QCOMPARE(ready.first().at(2).toString().size(), 4);
        QVERIFY(growing.size() >= 2);  // the lines grew while they were written
        QVERIFY(growing.first().at(0).toString().startsWith("如"));

        // 换一副: another couplet for the same wish, never the one just shown.
        service.anotherCouplet();
        QVERIFY(ready.wait(60000));
        QVERIFY(ready.last().at(0).toString() != upper);
        QVERIFY(ready.last().at(0).toString().startsWith("如"));

        service.answerUpperLine("春风得意马蹄疾");
        QVERIFY(ready.wait(60000));
        QCOMPARE(ready.last().at(0).toString(), QString("春风得意马蹄疾"));
        QCOMPARE(ready.last().at(1).toString().size(), 7);
    }

    // What the visitor reads when their own 上联 is turned away, and that an everyday word the
    // kiosk never writes itself (千古) does not turn it away.
    void aVisitorsUpperLineIsTurnedAwayOnlyForWhatNoOneMayRead()
    {
        CoupletService service(onModel(QString::fromStdString(fixture("palm"))));
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        QSignalSpy failed(&service, &CoupletService::failed);
        service.answerUpperLine("千古江山英雄气");
        QVERIFY(ready.wait(60000));
        QCOMPARE(ready.last().at(0).toString(), QString("千古江山英雄气"));
        service.answerUpperLine("音容宛在思如海");
        QVERIFY(failed.wait(10000));
        const auto message = failed.last().at(0).toString();
        QVERIFY2(message.contains("上联") && !message.contains("心愿"), qPrintable(message));
        service.writeFromWish("英雄", "cangtou");  // the kiosk would write it: a wish is declined
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.last().at(0).toString().contains("心愿"), qPrintable(failed.last().at(0).toString()));
        QCOMPARE(ready.size(), 1);
    }

    void aBrokenModelIsReportedWithItsReason()
    {
        CoupletService service(onModel("/nonexistent/model"));
        QVERIFY(waitForState(service, CoupletService::State::Failed));
        QVERIFY(service.statusText().contains("/nonexistent/model"));
        QVERIFY(service.runningOn().isEmpty());  // the panel shows the reason, not a device
        QSignalSpy failed(&service, &CoupletService::failed);
        service.writeFromWish("如意", "theme");
        QVERIFY(failed.wait(10000));
        QVERIFY(!service.busy());
        // The visitor reads a gentle sentence; the English reason went to the log.
        QVERIFY(failed.first().at(0).toString().contains("笔墨暂歇"));
    }

    // A damaged cache file does not stop the kiosk; the operator reads what happened.
    void aDamagedCacheFileBecomesANoticeForTheOperator()
    {
        QTemporaryDir dir;
        const QString cache = dir.filePath("couplets.json");
        QFile file(cache);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"kaimen-cache-1\", \"entries\": [tru");
        file.close();
        CoupletService service(onModel(QString::fromStdString(fixture("palm")), cache));
        QSignalSpy notices(&service, &CoupletService::noticesChanged);
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QVERIFY(notices.size() >= 1 || notices.wait(10000));
        QVERIFY2(service.notices().first().contains(cache), qPrintable(service.notices().join('\n')));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        service.writeFromWish("如意", "cangtou");  // and it goes on writing
        QVERIFY(ready.wait(60000));
    }

    // A visitor's couplet being written when a reload's new engine takes over is not lost: the
    // replaced engine gives it up, and the new one writes it.
    void aCoupletInFlightDuringAReloadIsWrittenByTheNewEngine()
    {
        using namespace kaimen::testing;
        auto first = std::make_shared<FakeGenerator::Control>();
        auto second = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(first));
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        holdGate(*first, false);
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        QSignalSpy failed(&service, &CoupletService::failed);
        service.writeFromWish("如意", "cangtou");
        waitForStarted(*first, 2);  // the warm-up, then the visitor's
        service.reload(fakeEngine(second));
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.first().at(0).toString(), QString("如意上"));
        QCOMPARE(failed.size(), 0);
        QVERIFY(!service.busy());
        std::lock_guard lock(second->mutex);
        QCOMPARE(second->batches.back(), std::vector<std::string>{"如意"});
    }

    // Visitors at the booth compare theirs: the kiosk answers a wish with a couplet that repeats
    // no line it just showed for another wish, where the wish has one.
    void theNextVisitorsWishGetsALineOfItsOwn()
    {
        auto control = std::make_shared<kaimen::testing::FakeGenerator::Control>();
        control->sharedLower = "骏业腾飞处处春";  // the model's answer to every wish
        CoupletService service(kaimen::testing::fakeEngine(control));
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        service.writeFromWish("幸福", "theme");
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.last().at(1).toString(), QString("骏业腾飞处处春"));
        service.writeFromWish("兴旺", "theme");
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.last().at(1).toString(), QString("兴旺下二"));
    }

    // Friends at the booth hold theirs side by side: the next wish's couplet ends its lines
    // otherwise than the last ones did, where the wish has such a couplet.
    void aFriendsCoupletEndsItsLinesOtherwise()
    {
        auto control = std::make_shared<kaimen::testing::FakeGenerator::Control>();
        control->sharedUpperEnding = "歌盛世";  // the model's ending for every wish
        CoupletService service(kaimen::testing::fakeEngine(control));
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        service.writeFromWish("幸福", "cangtou");
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.last().at(0).toString(), QString("幸福迎春歌盛世"));
        service.writeFromWish("兴旺", "cangtou");
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.last().at(0).toString(), QString("兴旺上二"));
    }

    // The booth's theme and the year reach every new request, as the operator sets them; 换一副
    // keeps its couplet's.
    void eachRequestIsForWhatTheBoothIsFor()
    {
        auto control = std::make_shared<kaimen::testing::FakeGenerator::Control>();
        CoupletService service(kaimen::testing::fakeEngine(control));
        KioskSettings settings;
        settings.boothTheme = "trade";
        KioskConfig config(settings);
        service.followBooth(config);
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        // What the last request for WORD was for (the engine prewarms its own words meanwhile).
        const auto lastOccasion = [&](const std::string &word) {
            std::lock_guard lock(control->mutex);
            for (auto it = control->occasions.rbegin(); it != control->occasions.rend(); ++it)
                if (it->first == word)
                    return QString::fromStdString(it->second);
            return QString("(never asked)");
        };

        service.writeFromWish("锦绣", "theme");
        QVERIFY(ready.wait(10000));
        QCOMPARE(lastOccasion("锦绣"), QString("商贸春联"));

        config.setBoothTheme("spring");
        config.setYearTitle("乙巳蛇年");  // the operator's title names the year
        service.writeFromWish("鸿运", "theme");
        QVERIFY(ready.wait(10000));
        QCOMPARE(lastOccasion("鸿运"), QString("蛇年春联"));
        config.setYearAnimal(false);
        service.anotherCouplet();  // 换一副 of the snake-year couplet stays one
        QVERIFY(ready.wait(10000));
        QCOMPARE(lastOccasion("鸿运"), QString("蛇年春联"));
        service.writeFromWish("腾飞", "theme");
        QVERIFY(ready.wait(10000));
        QCOMPARE(lastOccasion("腾飞"), QString("春联"));
        const auto refused = config.setBoothTheme("funeral");
        QVERIFY2(refused.contains("funeral") && refused.contains("trade"), qPrintable(refused));
        QCOMPARE(config.boothTheme(), QString("spring"));
    }

    // The admin panel changes the model: a new engine loads while the running one answers; a
    // model that cannot load leaves the running one in place and says why.
    void aReloadSwitchesModelsWhileVisitorsAreServed()
    {
        KioskSettings settings;
        settings.modelDirectory = QString::fromStdString(fixture("palm"));
        settings.device = "cpu";
        KioskConfig config(settings);
        CoupletService service(config, {});
        QVERIFY(waitForState(service, CoupletService::State::Ready));
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        QSignalSpy reloaded(&service, &CoupletService::reloadFinished);

        service.reload(onModel("/nonexistent/model"));
        QVERIFY(service.reloading());
        QVERIFY(reloaded.wait(60000));
        QCOMPARE(reloaded.first().at(0).toBool(), false);
        QVERIFY2(reloaded.first().at(1).toString().contains("/nonexistent/model"), qPrintable(reloaded.first().at(1).toString()));
        QCOMPARE(service.state(), CoupletService::State::Ready);
        QVERIFY(!service.reloading());
        QVERIFY2(service.statusText().contains("仍用原来的模型"), qPrintable(service.statusText()));
        service.writeFromWish("如意", "cangtou");  // the old model still writes
        QVERIFY(ready.wait(60000));
        QVERIFY(ready.last().at(0).toString().startsWith("如"));

        // The operator picks another model in the panel: the service follows the settings.
        QCOMPARE(config.setModelDirectory(QString::fromStdString(fixture("spm"))), QString("本次运行不保存设置。"));
        QVERIFY(service.reloading());
        service.writeFromWish("平安", "cangtou");  // asked while the new model loads: answered
        QVERIFY(ready.wait(60000));
        QVERIFY(ready.last().at(0).toString().startsWith("平"));
        QVERIFY(reloaded.size() == 2 || reloaded.wait(60000));
        QCOMPARE(reloaded.last().at(0).toBool(), true);
        QVERIFY2(service.statusText().contains("test-spm"), qPrintable(service.statusText()));
        QVERIFY(service.statusText().contains("cpu"));
        QCOMPARE(service.runningOn().value("model").toString(), QString("test-spm"));
        service.writeFromWish("吉祥", "cangtou");  // and the new one writes
        QVERIFY(ready.wait(60000));
        QVERIFY(ready.last().at(0).toString().startsWith("吉"));
    }
};

QTEST_GUILESS_MAIN(TestCoupletService)
#include "tst_coupletservice.moc"
