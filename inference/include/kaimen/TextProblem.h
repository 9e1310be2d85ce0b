#pragma once
// What is wrong with a wish word or a 上联 a visitor typed, as a code: inference/ finds it once
// (checkWishWord, checkUpperLine, checkRequest), and each reader words it in its own language
// (describeProblem for logs and kaimen-cli, the kiosk's visitor messages for people).

#include <cstddef>
#include <string>

namespace kaimen {

struct CoupletRequest;

// A wish word is exactly this many Chinese characters; a 上联 holds between the two limits.
constexpr size_t kWishWordCharacters = 2;
constexpr size_t kUpperLineMinCharacters = 4;
constexpr size_t kUpperLineMaxCharacters = 16;

enum class TextSubject {
    WishWord,   // a keyword request's two characters
    UpperLine,  // a 对下联 request's 上联
};

enum class TextProblemKind {
    None,
    Empty,
    NotChinese,            // a character that is neither Chinese nor allowed punctuation
    RareCharacter,         // a Chinese character outside the blocks the kiosk writes (𠀾, U+2003E)
    MisplacedPunctuation,  // ，or ；at either end of a 上联, or after punctuation
    TooShort,              // fewer Chinese characters than the subject needs
    TooLong,               // more characters than the subject allows
};

struct TextProblem {
    TextSubject subject = TextSubject::WishWord;
    TextProblemKind kind = TextProblemKind::None;
    std::string text;       // the normalised text that was checked
    std::string character;  // the offending character (NotChinese, RareCharacter, MisplacedPunctuation)
    size_t count = 0;       // the characters counted (TooShort, TooLong)

    explicit operator bool() const { return kind != TextProblemKind::None; }
};

// TEXT is expected normalised (normalizeCoupletText).
TextProblem checkWishWord(const std::string &text);
TextProblem checkUpperLine(const std::string &text);

// One English sentence saying what is wrong and what is expected; "" for no problem.
std::string describeProblem(const TextProblem &problem);

// Whether TEXT holds a mark a 上联 may have between its phrases (，；、：！？): they count
// towards its 16 characters, as they do in the lines the model learned from.
bool holdsPunctuation(const std::string &text);

} // namespace kaimen
