#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QHash>
#include <QStringList>
#include <QTemporaryDir>

// Pinyin → Chinese for the on-screen keyboard, backed by libgooglepinyin (Debian's
// libgooglepinyin0; Debian's Qt Virtual Keyboard has no Chinese input). The visitor types
// letters, picks a candidate; when the whole spelling is fixed, the text is committed.
// libgooglepinyin keeps one decoder per process, so there is one of these (a singleton).
class KioskConfig;

class PinyinInput : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool available READ available CONSTANT)
    Q_PROPERTY(QString letters READ letters NOTIFY changed)
    Q_PROPERTY(QString preedit READ preedit NOTIFY changed)
    Q_PROPERTY(QStringList candidates READ candidates NOTIFY changed)

public:
    // PARENT has no default: Qt 6.4 constructs a default-constructible QML singleton itself and
    // never calls create(), so the kiosk's keyboard lost the booth's wishes (机箱 before 吉祥).
    explicit PinyinInput(QObject *parent);
    ~PinyinInput() override;
    static PinyinInput *create(QQmlEngine *qml, QJSEngine *);

    bool available() const { return m_open; }
    QString letters() const { return m_letters; }
    // What stands in the input box meanwhile: the fixed characters, then the letters still open.
    QString preedit() const { return m_preedit; }
    QStringList candidates() const { return m_candidates; }

    // A letter a-z (others are ignored).
    Q_INVOKABLE void type(const QString &letter);
    Q_INVOKABLE void backspace();
    // Fixes candidate INDEX; commits when nothing is left open.
    Q_INVOKABLE void choose(int index);
    Q_INVOKABLE void clear();

    // Words shown first (wish words, auspicious phrases): a visitor typing "jixiang" means 吉祥,
    // not 机箱; and offered for their whole spelling where the decoder lacks them ("hongyun": 鸿运).
    void setPreferred(const QStringList &words);
    // The operator's wish tiles first, then the curated phrases; follows CONFIG's changes.
    void preferWishesOf(const KioskConfig &config);

    static constexpr int kMaxCandidates = 30;

signals:
    void changed();
    // Chinese text the visitor chose, to append to the input.
    void committed(const QString &text);

private:
    void search();
    void refresh(size_t count);
    void putCoupletWordsFirst(qsizetype length);
    // The decoder insists on a user dictionary; a throwaway one, so that no visitor's words
    // are learnt and shown to the next.
    QTemporaryDir m_userDictionary;
    bool m_open = false;
    QString m_letters;
    QString m_preedit;
    QStringList m_candidates;
    QStringList m_preferred;
    // The preferred words by their toneless pinyin (ICU's Han-Latin): offered for a whole spelling
    // even where the dictionary lacks the word (鸿运 for "hongyun", which it spells 红运 …). ICU
    // reads a character of several readings one way (长春 as zhangchun): such a word is added
    // under that spelling only, and the decoder still offers it under the others.
    QHash<QString, QStringList> m_preferredBySpelling;
    QStringList m_added;  // candidates offered from m_preferredBySpelling, not by the decoder
};
