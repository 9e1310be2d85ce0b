#pragma once
// What a wish word means, in English, for visitors who read no Chinese (a Lunar New Year fair
// abroad): 如意 -> "rúyì", "as one wants; according to one's wishes". The kiosk shows it under the
// wish tiles and beside the written couplet when its language is English, with the 横批's meaning.
// tools/wish_glosses.py writes the file (the team's festive senses first, then CC-CEDICT's; the
// team's glosses of the 横批 phrases); the build installs it.

#include <QFile>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

class WishGlosses : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    // The installed file (share/kaimen/glosses/wish_glosses.tsv), or the build's own.
    explicit WishGlosses(QObject *parent = nullptr);
    // FILE: word TAB pinyin TAB gloss a line, sorted by the word's UTF-8 bytes. Opened when first
    // asked: only English needs it.
    explicit WishGlosses(const QString &file, QObject *parent = nullptr);
    ~WishGlosses() override;

    // For a tile and the written couplet's wish: "rúyì · as one wants", the first sense; "" for a
    // word it lacks. The GUI thread's alone, as is full().
    Q_INVOKABLE QString brief(const QString &word) const;
    // For a word picked among the pinyin candidates: "rúyì: as one wants; according to one's
    // wishes"; for a 横批, its gloss alone ("may all go as you wish" for 万事如意); "" for a word
    // it lacks.
    Q_INVOKABLE QString full(const QString &word) const;

    int wordCount() const;

private:
    struct Entry {
        QString pinyin;  // "" for a 横批
        QString gloss;
    };
    std::optional<Entry> find(const QString &word) const;
    void load() const;
    // LINE's field INDEX (0 the word, 1 the pinyin, 2 the gloss), in the mapped file.
    std::string_view field(size_t line, int index) const;

    mutable QFile m_file;
    mutable bool m_loaded = false;
    mutable const uchar *m_data = nullptr;
    mutable std::vector<qint64> m_lines;  // where each line starts
};
