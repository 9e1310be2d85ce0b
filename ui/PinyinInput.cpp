#include "PinyinInput.h"

#include "KioskConfigQml.h"
#include "kaimen/AuspiciousPhrases.h"
#include "kaimen/CoupletWords.h"

#include <pinyinime.h>
#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <QLoggingCategory>

#include <algorithm>
#include <memory>
#include <type_traits>
#include <vector>

Q_LOGGING_CATEGORY(lcPinyin, "kaimen.pinyin")

namespace {

#ifndef KAIMEN_PINYIN_DICT
#error "KAIMEN_PINYIN_DICT must name libgooglepinyin's dict_pinyin.dat"
#endif
// Longest spelling and text one search holds: a 16-character 上联 in full pinyin.
constexpr size_t kMaxLetters = 96;
constexpr size_t kMaxChars = 32;

QString candidate(size_t index)
{
    ime_pinyin::char16 buffer[kMaxChars + 1] = {};
    if (!ime_pinyin::im_get_candidate(index, buffer, kMaxChars))
        return {};
    return QString::fromUtf16(reinterpret_cast<const char16_t *>(buffer));
}

// WORD's toneless pinyin, letters only ("鸿运" -> "hongyun"); "" where ICU has no reading.
QString spellingOf(const QString &word)
{
    UErrorCode status = U_ZERO_ERROR;
    static const std::unique_ptr<icu::Transliterator> toLatin(
        icu::Transliterator::createInstance("Han-Latin; Latin-ASCII; Lower", UTRANS_FORWARD, status));
    if (!toLatin)
        return {};
    icu::UnicodeString text(reinterpret_cast<const UChar *>(word.utf16()), int32_t(word.size()));
    toLatin->transliterate(text);
    QString spelling;
    for (int32_t i = 0; i < text.length(); ++i)
        if (const char16_t c = text.charAt(i); c >= u'a' && c <= u'z')
            spelling += QChar(c);
        else if (c != u' ')
            return {};  // a character ICU could not spell
    return spelling;
}

} // namespace

static_assert(!std::is_default_constructible_v<PinyinInput>, "QML must make the singleton with create()");

PinyinInput::PinyinInput(QObject *parent) : QObject(parent)
{
    const QByteArray user = m_userDictionary.filePath("user_dict.dat").toLocal8Bit();
    m_open = m_userDictionary.isValid() && ime_pinyin::im_open_decoder(KAIMEN_PINYIN_DICT, user.constData());
    if (!m_open)
        qCWarning(lcPinyin) << "cannot open the pinyin dictionary" << KAIMEN_PINYIN_DICT
                            << "(package libgooglepinyin0); the keyboard types letters only";
    else
        ime_pinyin::im_set_max_lens(kMaxLetters, kMaxChars);
}

PinyinInput::~PinyinInput()
{
    if (m_open)
        ime_pinyin::im_close_decoder();
}

PinyinInput *PinyinInput::create(QQmlEngine *qml, QJSEngine *)
{
    auto *input = new PinyinInput(nullptr);
    input->preferWishesOf(*KioskConfigQml::of(qml));
    return input;
}

void PinyinInput::preferWishesOf(const KioskConfig &config)
{
    const auto prefer = [this, &config] {
        QStringList preferred = config.settings().presetWishes;
        for (const auto &phrase : kaimen::auspiciousPhrases())
            preferred << QString::fromStdString(phrase);
        setPreferred(preferred);
    };
    prefer();
    connect(&config, &KioskConfig::changed, this, prefer);
}

void PinyinInput::setPreferred(const QStringList &words)
{
    m_preferred = words;
    m_preferredBySpelling.clear();
    for (const QString &word : words)
        if (const QString spelling = spellingOf(word); !spelling.isEmpty())
            m_preferredBySpelling[spelling].append(word);
}

void PinyinInput::type(const QString &letter)
{
    if (letter.size() != 1 || !letter[0].isLower() || letter[0].unicode() > 'z' || size_t(m_letters.size()) >= kMaxLetters)
        return;
    m_letters += letter;
    search();
}

void PinyinInput::backspace()
{
    if (m_letters.isEmpty())
        return;
    m_letters.chop(1);
    search();
}

void PinyinInput::clear()
{
    m_letters.clear();
    if (m_open)
        ime_pinyin::im_reset_search();
    m_preedit.clear();
    m_candidates.clear();
    m_added.clear();
    emit changed();
}

void PinyinInput::search()
{
    if (!m_open || m_letters.isEmpty()) {
        if (m_open)
            ime_pinyin::im_reset_search();
        m_preedit = m_letters;
        m_candidates.clear();
        emit changed();
        return;
    }
    ime_pinyin::im_reset_search();
    const QByteArray spelling = m_letters.toLatin1();
    refresh(ime_pinyin::im_search(spelling.constData(), size_t(spelling.size())));
}

void PinyinInput::refresh(size_t count)
{
    m_candidates.clear();
    for (size_t i = 0; i < count && m_candidates.size() < kMaxCandidates; ++i)
        if (auto text = candidate(i); !text.isEmpty() && !m_candidates.contains(text))
            m_candidates.append(text);
    const QString whole = m_candidates.value(0);
    // A preferred word the decoder does not offer, for the whole spelling typed so far.
    m_added.clear();
    if (ime_pinyin::im_get_fixed_len() == 0)
        for (const QString &word : m_preferredBySpelling.value(m_letters))
            if (!m_candidates.contains(word))
                m_added.append(word);
    m_candidates = m_added + m_candidates;
    if (m_candidates.size() > kMaxCandidates)
        m_candidates.resize(kMaxCandidates);
    std::stable_partition(m_candidates.begin(), m_candidates.end(),
                          [this](const QString &c) { return m_preferred.contains(c); });
    putCoupletWordsFirst(whole.size());
    // The fixed characters, then the letters not yet turned into characters.
    const auto fixed = ime_pinyin::im_get_fixed_len();
    const ime_pinyin::uint16 *starts = nullptr;
    const auto spellings = ime_pinyin::im_get_spl_start_pos(starts);
    const int openFrom = fixed > 0 && starts && fixed <= spellings ? int(starts[fixed]) : 0;
    m_preedit = candidate(0).left(int(fixed)) + m_letters.mid(openFrom);
    emit changed();
}

// Among the candidates as long as the decoder's first (those spelling all the letters typed), the
// words human couplets use before the others, the commoner first: 万事 before 玩是, 胜利 before
// 生理, 新年 before 信念. The wishes put first and the shorter or longer candidates stay where
// they are (a 上联 typed whole keeps its whole phrase first, 春风得意 before 春风).
void PinyinInput::putCoupletWordsFirst(qsizetype length)
{
    std::vector<qsizetype> places;
    for (qsizetype i = 0; i < m_candidates.size(); ++i)
        if (m_candidates[i].size() == length && !m_preferred.contains(m_candidates[i]))
            places.push_back(i);
    std::vector<QString> words;
    for (const auto i : places)
        words.push_back(m_candidates[i]);
    std::stable_sort(words.begin(), words.end(), [](const QString &a, const QString &b) {
        return kaimen::coupletWordUses(a.toStdString()) > kaimen::coupletWordUses(b.toStdString());
    });
    for (size_t k = 0; k < places.size(); ++k)
        m_candidates[places[k]] = words[k];
}

void PinyinInput::choose(int index)
{
    if (!m_open || index < 0 || index >= m_candidates.size())
        return;
    const QString wanted = m_candidates[index];
    if (m_added.contains(wanted)) {  // not the decoder's: it spells everything typed
        clear();
        emit committed(wanted);
        return;
    }
    // Candidates were deduplicated for display: find the decoder's own index of the text.
    size_t id = 0;
    for (size_t i = 0; i < size_t(kMaxCandidates) * 4; ++i)
        if (candidate(i) == wanted) {
            id = i;
            break;
        }
    const size_t count = ime_pinyin::im_choose(id);
    const ime_pinyin::uint16 *starts = nullptr;
    const auto spellings = ime_pinyin::im_get_spl_start_pos(starts);
    if (ime_pinyin::im_get_fixed_len() >= spellings) {
        const QString text = candidate(0);
        clear();
        emit committed(text);
        return;
    }
    refresh(count);
}
