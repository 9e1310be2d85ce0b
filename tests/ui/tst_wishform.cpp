// The wish screen's backend: what a visitor types is checked before anything is sent, in the
// visitor's words; a good wish is sent as the chosen kind; the service's failures are shown.
#include "UiFakes.h"
#include "WishForm.h"

using namespace kaimen::testing;

class TestWishForm : public QObject {
    Q_OBJECT
private slots:
    void checksWhatAVisitorTypesBeforeSending()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(control));
        QVERIFY(settles(service, CoupletService::State::Ready));
        WishForm form;
        form.setService(&service);
        QSignalSpy submitted(&form, &WishForm::submitted);
        const auto problemFor = [&](const QString &kind, const QString &text) {
            form.setKind(kind);
            form.setText(text);
            return form.submit() ? QString() : form.problem();
        };
        QCOMPARE(problemFor("cangtou", "如"), QString("心愿是两个汉字，例如“如意”“吉祥”。"));
        QVERIFY(problemFor("cangtou", "ab").contains("汉字"));
        // A full name or a greeting of four is told which two characters to write.
        QVERIFY2(problemFor("cangtou", "王建国").contains("写名里的两个字"), qPrintable(form.problem()));
        QVERIFY2(problemFor("qianzi", "万事如意").contains("四字吉语取其中两个字"), qPrintable(form.problem()));
        QCOMPARE(problemFor("theme", "一帆风顺年年好"), QString("心愿是两个汉字，例如“如意”“吉祥”。"));
        QVERIFY(problemFor("theme", "   ").contains("请先写下"));
        QVERIFY(problemFor("duilian", "春风").contains("四到十六"));
        QCOMPARE(problemFor("duilian", "春回大地百花齐艳，福满人间万户欢乐"), QString("上联连同标点最多十六个字。"));
        QVERIFY(problemFor("duilian", "，春风得意").contains("句中"));
        QVERIFY(problemFor("duilian", "春风得意hello").contains("汉字"));
        // A rare Chinese character is named as one, not called "not Chinese".
        QCOMPARE(problemFor("cangtou", "𠀾安"), QString("“𠀾”是生僻字，这里写不了，换一个常用字吧。"));
        QCOMPARE(problemFor("duilian", "春风吹𠀾入万家"), QString("“𠀾”是生僻字，这里写不了，换一个常用字吧。"));
        QCOMPARE(submitted.size(), 0);
        QCOMPARE(control->requests, 1);  // the warm-up alone: nothing reached the model
        QVERIFY(problemFor("duilian", "春风得意，").isEmpty());  // the trailing comma is trimmed
        QCOMPARE(submitted.size(), 1);
        // A year typed with a keyboard's digits is read as the couplet writes it (二〇二七年), as the
        // engine reads it; a telephone number is not a line.
        QVERIFY2(problemFor("duilian", "2027年春光好").isEmpty(), qPrintable(form.problem()));
        QCOMPARE(submitted.size(), 2);
        QVERIFY(problemFor("duilian", "拨打13812345678").contains("汉字"));
        // A wish typed as a lucky number is the two characters it is said in (八八), not 八十八
        // told to write a given name.
        QVERIFY2(problemFor("cangtou", "88").isEmpty(), qPrintable(form.problem()));
        QCOMPARE(submitted.size(), 3);
    }

    void aWishIsSentAsTheChosenKind()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(control));
        WishForm form;
        form.setService(&service);
        QVERIFY(!form.canSubmit());  // the model is still loading, and the visitor is told so
        QVERIFY(form.warmingUp());
        QVERIFY(settles(service, CoupletService::State::Ready));
        QVERIFY(form.canSubmit());
        QVERIFY(!form.warmingUp());
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        form.setKind("qianzi");
        QVERIFY(form.submitWord("如意"));
        QVERIFY(!form.canSubmit());  // one couplet at a time
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.first().at(0).toString(), QString("如意上"));
        QVERIFY(form.canSubmit());
        std::lock_guard lock(control->mutex);
        QCOMPARE(control->batches.back(), std::vector<std::string>{"如意"});
    }

    // A Traditional Chinese booth's keyboard writes Traditional characters into the form; the
    // model reads Simplified ones, and the wish is the same wish either way.
    void aWishTypedInTraditionalReachesTheModelInSimplified()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(control));
        QVERIFY(settles(service, CoupletService::State::Ready));
        WishForm form;
        form.setService(&service);
        QSignalSpy ready(&service, &CoupletService::coupletReady);
        form.setKind("cangtou");
        QVERIFY2(form.submitWord("飛躍"), qPrintable(form.problem()));
        QVERIFY(ready.wait(10000));
        {
            std::lock_guard lock(control->mutex);
            QCOMPARE(control->batches.back(), std::vector<std::string>{"飞跃"});
        }
        // The same wish as the tile 飞跃, for the operator's most wished too.
        QVERIFY(form.submitWord("飞跃"));
        QVERIFY(ready.wait(10000));
        QCOMPARE(service.statistics()->topWishes(), QStringList{"飞跃 (2)"});
        form.setKind("duilian");
        QVERIFY2(form.submitWord("春風得意馬蹄疾"), qPrintable(form.problem()));
        QVERIFY(ready.wait(10000));
        form.setKind("cangtou");
        QVERIFY(!form.submitWord("王建國"));  // a full name: its given name is offered, as typed
        QCOMPARE(form.suggestions(), QStringList{"建國"});
    }

    void anUnloadableModelLeavesOnlyThePresetWishes()
    {
        CoupletService service(brokenEngine());
        WishForm form;
        form.setService(&service);
        QVERIFY(settles(service, CoupletService::State::Failed));
        QVERIFY(form.outOfService());
        QVERIFY(!form.warmingUp());
        QVERIFY(!form.canSubmit());
        QVERIFY(form.canSubmitPreset());  // the cache may hold them
        QSignalSpy problem(&form, &WishForm::problemChanged);
        QVERIFY(form.submitWord("如意"));
        QVERIFY(problem.wait(10000));
        QVERIFY2(form.problem().contains("笔墨暂歇"), qPrintable(form.problem()));
    }

    // A full name or a greeting of four is answered with the two characters meant, to tap.
    void theTwoCharactersMeantAreOfferedToTap()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(control));
        QVERIFY(settles(service, CoupletService::State::Ready));
        WishForm form;
        form.setService(&service);
        const auto offered = [&](const QString &kind, const QString &typed) {
            form.setKind(kind);
            form.setText(typed);
            return form.submit() ? QStringList{"(sent)"} : form.suggestions();
        };
        QCOMPARE(offered("cangtou", "王建国"), QStringList{"建国"});
        QCOMPARE(offered("qianzi", "万事如意"), (QStringList{"万事", "如意"}));
        QCOMPARE(offered("theme", " 张 晓 梅 "), QStringList{"晓梅"});  // spaced out as typed on a phone
        QCOMPARE(offered("cangtou", "欧阳修"), QStringList{});   // his given name is one character
        QCOMPARE(offered("cangtou", "一帆风顺年年好"), QStringList{});
        QCOMPARE(offered("cangtou", "王a国"), QStringList{});
        QCOMPARE(offered("duilian", "春风"), QStringList{});    // a 上联 too short is not a name
        // 建国 is a name the kiosk hides in a 藏头 couplet but does not write whole in a 主题 one:
        // it is not offered where the engine would refuse it.
        QCOMPARE(offered("theme", "王建国"), QStringList{});
        QCOMPARE(offered("theme", "王建國"), QStringList{});  // read as the engine reads it: 建国
        QCOMPARE(offered("cangtou", "王建國"), QStringList{"建國"});
        QCOMPARE(offered("cangtou", "王建国"), QStringList{"建国"});
        form.append("x");  // typing on clears the offer with the sentence
        QVERIFY(form.suggestions().isEmpty());
        QCOMPARE(offered("cangtou", "建国"), QStringList{"(sent)"});
    }

    void typingClearsTheProblemAndClearStartsAfresh()
    {
        WishForm form;
        form.setDefaultKind("theme");
        form.setKind("duilian");
        form.setText("春");
        QVERIFY(!form.submit());
        QVERIFY(!form.problem().isEmpty());
        form.append("风得意");
        QVERIFY(form.problem().isEmpty());
        QCOMPARE(form.text(), QString("春风得意"));
        form.append(QString::fromUtf8("𠀀"));  // a character outside the basic plane
        form.backspace();
        QCOMPARE(form.text(), QString("春风得意"));
        form.clear();
        QCOMPARE(form.text(), QString());
        QCOMPARE(form.kind(), QString("theme"));
    }
};

QTEST_GUILESS_MAIN(TestWishForm)
#include "tst_wishform.moc"
