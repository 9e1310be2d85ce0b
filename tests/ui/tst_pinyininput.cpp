// Pinyin on the on-screen keyboard: letters in, Chinese candidates out, the chosen text committed.
#include "PinyinInput.h"

#include <QSignalSpy>
#include <QTest>

class TestPinyinInput : public QObject {
    Q_OBJECT
    PinyinInput m_input{nullptr};

    void typeWord(const QString &letters)
    {
        m_input.clear();
        for (const QChar c : letters)
            m_input.type(QString(c));
    }

private slots:
    void initTestCase() { QVERIFY2(m_input.available(), "libgooglepinyin's dictionary did not open"); }

    void lettersGiveCandidatesAndAChoiceCommits()
    {
        typeWord("ruyi");
        QCOMPARE(m_input.letters(), QString("ruyi"));
        QVERIFY(m_input.candidates().contains("如意"));
        QSignalSpy committed(&m_input, &PinyinInput::committed);
        m_input.choose(int(m_input.candidates().indexOf("如意")));
        QCOMPARE(committed.size(), 1);
        QCOMPARE(committed.first().first().toString(), QString("如意"));
        QVERIFY(m_input.letters().isEmpty());
        QVERIFY(m_input.candidates().isEmpty());
    }

    void choosingPartOfTheSpellingKeepsTheRestOpen()
    {
        typeWord("pingan");
        // A one-character candidate fixes 平 and leaves "an" open.
        const int ping = int(m_input.candidates().indexOf("平"));
        QVERIFY2(ping >= 0, qPrintable(m_input.candidates().join(' ')));
        QSignalSpy committed(&m_input, &PinyinInput::committed);
        m_input.choose(ping);
        QCOMPARE(committed.size(), 0);
        QVERIFY2(m_input.preedit().startsWith("平"), qPrintable(m_input.preedit()));
        const int an = int(m_input.candidates().indexOf("安"));
        QVERIFY2(an >= 0, qPrintable(m_input.candidates().join(' ')));
        m_input.choose(an);
        QCOMPARE(committed.size(), 1);
        QCOMPARE(committed.first().first().toString(), QString("平安"));
    }

    void preferredWordsComeFirst()
    {
        typeWord("jixiang");
        const auto plain = m_input.candidates();
        QVERIFY(plain.contains("吉祥"));
        m_input.setPreferred({"吉祥", "如意"});
        typeWord("jixiang");
        QCOMPARE(m_input.candidates().first(), QString("吉祥"));
        QCOMPARE(m_input.candidates().size(), plain.size());  // reordered, nothing lost
        m_input.setPreferred({});
    }

    // Among whole spellings, the words couplets use come first: a visitor typing "wanshi" means 万事
    // (玩是 was first), "shengli" 胜利 (生理), "xinnian" 新年 (信念). A 上联 typed whole keeps the
    // decoder's whole phrase first, before the couplet word it opens with.
    void coupletWordsComeBeforeOtherWords()
    {
        for (const auto &[letters, word] : {std::pair{"wanshi", "万事"}, {"shengli", "胜利"}, {"xinnian", "新年"}}) {
            typeWord(letters);
            QCOMPARE(m_input.candidates().value(0), QString(word));
        }
        typeWord("chunfengdeyi");
        QCOMPARE(m_input.candidates().value(0).size(), 4);  // the decoder's whole phrase, not 春风
        QVERIFY(m_input.candidates().contains("春风"));
    }

    // A booth's wish the dictionary lacks as a word (鸿运, 羊年: libgooglepinyin offers 红运, 洪运 …)
    // is still offered first for its whole spelling, and committed as it is chosen.
    void theBoothsWishesAreOfferedEvenWhereTheDictionaryLacksThem()
    {
        m_input.setPreferred({"鸿运", "羊年", "吉祥"});
        for (const auto &[letters, word] : {std::pair{"hongyun", "鸿运"}, {"yangnian", "羊年"}}) {
            typeWord(letters);
            QCOMPARE(m_input.candidates().value(0), QString(word));
            QSignalSpy committed(&m_input, &PinyinInput::committed);
            m_input.choose(0);
            QCOMPARE(committed.size(), 1);
            QCOMPARE(committed.first().first().toString(), QString(word));
            QVERIFY(m_input.letters().isEmpty());
        }
        typeWord("hong");  // a part of the spelling: not offered yet
        QVERIFY(!m_input.candidates().contains("鸿运"));
        m_input.setPreferred({});
    }

    void backspaceAndBadKeys()
    {
        typeWord("jix");
        m_input.backspace();
        QCOMPARE(m_input.letters(), QString("ji"));
        m_input.type("A");   // upper case, digits and words are not letters of a spelling
        m_input.type("1");
        m_input.type("ab");
        QCOMPARE(m_input.letters(), QString("ji"));
        QVERIFY(!m_input.candidates().isEmpty());
        m_input.choose(999);  // out of range: nothing happens
        m_input.clear();
        QVERIFY(m_input.candidates().isEmpty());
        m_input.backspace();  // on nothing
        QVERIFY(m_input.letters().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPinyinInput)
#include "tst_pinyininput.moc"
