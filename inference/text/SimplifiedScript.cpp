#include "kaimen/SimplifiedScript.h"

#include "kaimen/CharacterSets.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"
#include "kaimen/WrittenNumbers.h"

#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <memory>
#include <mutex>

namespace kaimen {
namespace {

// ICU's transliterator is not safe to share between threads: one, behind one lock (a request's
// text is a few characters; the engine converts it once).
struct Conversion {
    std::mutex mutex;
    std::unique_ptr<icu::Transliterator> toSimplified;
    // Without ICU's GB2312 converter every character would read as outside it.
    const bool hasGb2312 = inGb2312("字");

    Conversion()
    {
        UErrorCode status = U_ZERO_ERROR;
        toSimplified.reset(icu::Transliterator::createInstance("Traditional-Simplified", UTRANS_FORWARD, status));
        if (U_FAILURE(status))
            toSimplified.reset();
    }
};

// GB2312 holds a few traditional forms beside their simplified ones (後 and 后, 於 and 于): ICU
// changes 17 of its characters, and these 7 are no simplified standard character (the other 10,
// 藉 乾 徵 著 俱 跤 姊 阪 苎 吒, are, and ICU would spoil 慰藉 and 俱全).
bool isTraditionalInGb2312(const std::string &ch)
{
    for (const char *form : {"後", "於", "麽", "夥", "摺", "菸", "箝"})
        if (ch == form)
            return true;
    return false;
}

Conversion &conversion()
{
    static Conversion c;
    return c;
}

} // namespace

std::string toSimplifiedScript(std::string_view text)
{
    auto &c = conversion();
    std::lock_guard lock(c.mutex);
    if (!c.toSimplified || !c.hasGb2312)
        return std::string(text);
    std::string out;
    for (const auto &ch : splitUtf8(text)) {
        if (ch.size() < 3 || (inGb2312(ch) && !isTraditionalInGb2312(ch))) {
            out += ch;
            continue;
        }
        auto character = icu::UnicodeString::fromUTF8(icu::StringPiece(ch.data(), int32_t(ch.size())));
        c.toSimplified->transliterate(character);
        character.toUTF8String(out);
    }
    return out;
}

std::string asTheModelReads(std::string_view typed)
{
    return toSimplifiedScript(withNumbersInCharacters(normalizeCoupletText(typed)));
}

std::string asTheModelReadsAWish(std::string_view typed)
{
    return toSimplifiedScript(wishWithNumbersInCharacters(normalizeCoupletText(typed)));
}

} // namespace kaimen
