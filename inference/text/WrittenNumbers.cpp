#include "kaimen/WrittenNumbers.h"

#include "kaimen/Tokenizer.h"

#include <unicode/fieldpos.h>
#include <unicode/locid.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>

#include <memory>
#include <mutex>
#include <vector>

namespace kaimen {
namespace {

const char *const kDigitCharacters[] = {"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

} // namespace

int digitValue(std::string_view c, bool written)
{
    if (c.size() == 1 && c[0] >= '0' && c[0] <= '9')
        return c[0] - '0';
    // ０ is U+FF10, EF BC 90 in UTF-8; ９ is EF BC 99.
    if (c.size() == 3 && c[0] == '\xEF' && c[1] == '\xBC' && c[2] >= '\x90' && c[2] <= '\x99')
        return c[2] - '\x90';
    if (!written)
        return -1;
    if (c == "零")
        return 0;
    for (int digit = 0; digit < 10; ++digit)
        if (c == kDigitCharacters[digit])
            return digit;
    return -1;
}

namespace {

// One year-style digit: 〇 for zero, as years are written (二〇二七), not 零.
const char *digitCharacter(int digit)
{
    return kDigitCharacters[digit];
}

// ICU's rule-based spell-out is not safe to share between threads: one, behind a lock.
struct SpellOut {
    std::mutex mutex;
    std::unique_ptr<icu::RuleBasedNumberFormat> format;

    SpellOut()
    {
        UErrorCode status = U_ZERO_ERROR;
        format = std::make_unique<icu::RuleBasedNumberFormat>(icu::URBNF_SPELLOUT, icu::Locale("zh"), status);
        if (U_FAILURE(status))
            format.reset();
    }
};

// VALUE (0-999) as a number is said in Chinese: 十二, 一百零五. "" if ICU cannot say it.
std::string cardinal(int value)
{
    static SpellOut spellOut;
    std::lock_guard lock(spellOut.mutex);
    if (!spellOut.format)
        return {};
    icu::UnicodeString said;
    icu::FieldPosition position;
    UErrorCode status = U_ZERO_ERROR;
    spellOut.format->format(int64_t(value), icu::UnicodeString(u"%spellout-cardinal"), said, position, status);
    std::string out;
    if (U_SUCCESS(status))
        said.toUTF8String(out);
    return out;
}

// The run of DIGITS (as typed) in characters, or as typed where no reading is sure.
std::string written(const std::vector<int> &digits, const std::string &typed)
{
    if (digits.size() > 4)
        return typed;
    std::string out;
    if (digits.size() == 4 || (digits.size() > 1 && digits[0] == 0)) {
        for (int digit : digits)
            out += digitCharacter(digit);
        return out;
    }
    int value = 0;
    for (int digit : digits)
        value = value * 10 + digit;
    out = cardinal(value);
    return out.empty() ? typed : out;
}

} // namespace

std::string withNumbersInCharacters(std::string_view text)
{
    std::string out, typed;
    std::vector<int> digits;
    const auto flush = [&] {
        if (!digits.empty())
            out += written(digits, typed);
        digits.clear();
        typed.clear();
    };
    for (const auto &c : splitUtf8(text)) {
        if (const int digit = digitValue(c); digit >= 0) {
            digits.push_back(digit);
            typed += c;
            continue;
        }
        flush();
        out += c;
    }
    flush();
    return out;
}

std::string wishWithNumbersInCharacters(std::string_view text)
{
    auto written = withNumbersInCharacters(text);
    const auto typed = splitUtf8(text);
    if (typed.size() != 2 || splitUtf8(written).size() == 2)
        return written;
    std::string digitByDigit;
    for (const auto &c : typed) {
        const int digit = digitValue(c);
        if (digit <= 0)
            return written;
        digitByDigit += digitCharacter(digit);
    }
    return digitByDigit;
}

} // namespace kaimen
