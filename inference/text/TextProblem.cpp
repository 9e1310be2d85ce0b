#include "kaimen/TextProblem.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>

namespace kaimen {
namespace {

TextProblem found(TextSubject subject, TextProblemKind kind, const std::string &text, std::string character = {},
                  size_t count = 0)
{
    return TextProblem{subject, kind, text, std::move(character), count};
}

std::string quoted(const std::string &text)
{
    return "\"" + (text.size() > 60 ? text.substr(0, 60) + "…" : text) + "\"";
}

// "1 character", "3 characters": a visitor who typed one character reads it in plain words.
std::string countOf(size_t count, const std::string &noun)
{
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

// Said of a rare character in either subject.
std::string rareCharacter(const std::string &character)
{
    return "\"" + character + "\", a rare Chinese character this kiosk cannot write (it writes the common ones)";
}

// The problem of a character that is not one the kiosk writes.
TextProblemKind unwritable(const std::string &character)
{
    return isRareChineseCharacter(character) ? TextProblemKind::RareCharacter : TextProblemKind::NotChinese;
}

std::string describeWishWord(const TextProblem &p)
{
    const std::string expected = "enter exactly two Chinese characters, such as 如意.";
    switch (p.kind) {
    case TextProblemKind::None:
        return {};
    case TextProblemKind::Empty:
        return "The wish word is empty; enter two Chinese characters, such as 如意.";
    case TextProblemKind::NotChinese:
    case TextProblemKind::MisplacedPunctuation:
        return "The wish word " + quoted(p.text) + " contains \"" + p.character
               + "\", which is not a Chinese character; enter two Chinese characters, such as 如意.";
    case TextProblemKind::RareCharacter:
        return "The wish word " + quoted(p.text) + " contains " + rareCharacter(p.character)
               + "; enter two Chinese characters in common use, such as 如意.";
    case TextProblemKind::TooShort:
    case TextProblemKind::TooLong:
        return "The wish word " + quoted(p.text) + " has " + countOf(p.count, "character") + "; " + expected
            + (p.count == 3 ? " For a name, write the two characters of the given name (建国 for 王建国)."
               : p.count == 4 ? " For a four-character greeting, write two of them (如意 for 万事如意)."
                              : "");
    }
    return {};
}

std::string describeUpperLine(const TextProblem &p)
{
    const std::string expected = "enter 4 to 16 Chinese characters.";
    switch (p.kind) {
    case TextProblemKind::None:
        return {};
    case TextProblemKind::Empty:
        return "The 上联 is empty; " + expected;
    case TextProblemKind::NotChinese:
    case TextProblemKind::MisplacedPunctuation:
        return "The 上联 " + quoted(p.text) + " contains \"" + p.character
               + "\" where only Chinese characters (with ，or ；between phrases) are allowed.";
    case TextProblemKind::RareCharacter:
        return "The 上联 " + quoted(p.text) + " contains " + rareCharacter(p.character) + "; use a common one there.";
    case TextProblemKind::TooShort:
        return "The 上联 " + quoted(p.text) + " has " + countOf(p.count, "Chinese character") + "; " + expected;
    case TextProblemKind::TooLong:
        // Its punctuation counts too: 16 Chinese characters and a ，were told "17 characters".
        if (holdsPunctuation(p.text))
            return "The 上联 " + quoted(p.text) + " has " + countOf(p.count, "character")
                   + " with its punctuation; enter at most 16 in all, ，and ；included.";
        return "The 上联 " + quoted(p.text) + " has " + countOf(p.count, "character") + "; " + expected;
    }
    return {};
}

} // namespace

TextProblem checkWishWord(const std::string &text)
{
    constexpr auto subject = TextSubject::WishWord;
    if (text.empty())
        return found(subject, TextProblemKind::Empty, text);
    const auto chars = splitUtf8(text);
    for (const auto &c : chars)
        if (!isChineseCharacter(c))
            return found(subject, unwritable(c), text, c);
    if (chars.size() != kWishWordCharacters)
        return found(subject, chars.size() < kWishWordCharacters ? TextProblemKind::TooShort : TextProblemKind::TooLong,
                     text, {}, chars.size());
    return TextProblem{subject, TextProblemKind::None, text};
}

TextProblem checkUpperLine(const std::string &text)
{
    constexpr auto subject = TextSubject::UpperLine;
    if (text.empty())
        return found(subject, TextProblemKind::Empty, text);
    const auto chars = splitUtf8(text);
    if (chars.size() > kUpperLineMaxCharacters)
        return found(subject, TextProblemKind::TooLong, text, {}, chars.size());
    size_t hanzi = 0;
    for (size_t i = 0; i < chars.size(); ++i) {
        if (isChineseCharacter(chars[i])) {
            ++hanzi;
            continue;
        }
        if (!isCoupletPunctuation(chars[i]))
            return found(subject, unwritable(chars[i]), text, chars[i]);
        // Punctuation only between phrases: after a character, and not at the end.
        if (i == 0 || i + 1 == chars.size() || !isChineseCharacter(chars[i - 1]))
            return found(subject, TextProblemKind::MisplacedPunctuation, text, chars[i]);
    }
    if (hanzi < kUpperLineMinCharacters)
        return found(subject, TextProblemKind::TooShort, text, {}, hanzi);
    return TextProblem{subject, TextProblemKind::None, text};
}

bool holdsPunctuation(const std::string &text)
{
    const auto chars = splitUtf8(text);
    return std::any_of(chars.begin(), chars.end(), [](const std::string &c) { return isCoupletPunctuation(c); });
}

std::string describeProblem(const TextProblem &problem)
{
    return problem.subject == TextSubject::WishWord ? describeWishWord(problem) : describeUpperLine(problem);
}

} // namespace kaimen
