#include "kaimen/CharacterSets.h"

#include "kaimen/Tokenizer.h"

#include <unicode/ucnv.h>
#include <unicode/unistr.h>

#include <memory>

namespace kaimen {
namespace {

struct ConverterClose {
    void operator()(UConverter *converter) const { ucnv_close(converter); }
};
using Converter = std::unique_ptr<UConverter, ConverterClose>;

// An encoder that stops at the first character it cannot write, rather than writing a substitute.
Converter encoder(const char *name)
{
    UErrorCode status = U_ZERO_ERROR;
    Converter converter(ucnv_open(name, &status));
    if (U_FAILURE(status))
        return nullptr;
    ucnv_setFromUCallBack(converter.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
    return U_SUCCESS(status) ? std::move(converter) : nullptr;
}

bool encodes(UConverter *converter, std::string_view character)
{
    if (!converter || splitUtf8(character).size() != 1)
        return false;
    const auto text = icu::UnicodeString::fromUTF8(icu::StringPiece(character.data(), int32_t(character.size())));
    char bytes[16];
    UErrorCode status = U_ZERO_ERROR;
    ucnv_resetFromUnicode(converter);
    ucnv_fromUChars(converter, bytes, sizeof bytes, text.getBuffer(), text.length(), &status);
    return U_SUCCESS(status);
}

} // namespace

// A converter holds state between calls: one per thread, opened on its first question.
bool inGb2312(std::string_view character)
{
    thread_local const Converter gb2312 = encoder("GB2312");
    return encodes(gb2312.get(), character);
}

bool inBig5(std::string_view character)
{
    thread_local const Converter big5 = encoder("Big5");
    return encodes(big5.get(), character);
}

} // namespace kaimen
