#include "kaimen/Tones.h"

#include "kaimen/CoupletText.h"

#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <memory>
#include <mutex>

namespace kaimen {
namespace {

std::mutex g_mutex;

icu::Transliterator *hanLatin()
{
    static std::unique_ptr<icu::Transliterator> transliterator = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::Transliterator> t(
            icu::Transliterator::createInstance("Han-Latin", UTRANS_FORWARD, status));
        return U_SUCCESS(status) ? std::move(t) : nullptr;
    }();
    return transliterator.get();
}

icu::UnicodeString transliterate(std::string_view utf8Char)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    auto text = icu::UnicodeString::fromUTF8(icu::StringPiece(utf8Char.data(), int32_t(utf8Char.size())));
    if (auto *t = hanLatin())
        t->transliterate(text);
    return text;
}

} // namespace

std::string pinyinOf(std::string_view utf8Char)
{
    std::string out;
    transliterate(utf8Char).toUTF8String(out);
    return out;
}

ToneClass toneClassOf(std::string_view utf8Char)
{
    if (!isChineseCharacter(utf8Char))
        return ToneClass::Unknown;
    const auto latin = transliterate(utf8Char);
    UErrorCode status = U_ZERO_ERROR;
    const auto *nfd = icu::Normalizer2::getNFDInstance(status);
    if (U_FAILURE(status))
        return ToneClass::Unknown;
    const auto decomposed = nfd->normalize(latin, status);
    if (U_FAILURE(status))
        return ToneClass::Unknown;
    for (int32_t i = 0; i < decomposed.length(); ++i) {
        const auto c = decomposed.charAt(i);
        switch (c) {
        case 0x0304:  // macron: tone 1
        case 0x0301:  // acute: tone 2
            return ToneClass::Ping;
        case 0x030C:  // caron: tone 3
        case 0x0300:  // grave: tone 4
            return ToneClass::Ze;
        default:
            break;
        }
    }
    return ToneClass::Unknown;  // neutral tone, or ICU left the character untransliterated
}

} // namespace kaimen
