#include "kaimen/CoupletText.h"

#include "kaimen/Tokenizer.h"

#include <array>
#include <cstdint>

namespace kaimen {
namespace {

uint32_t codePoint(std::string_view c)
{
    const auto b = [&](size_t i) { return uint32_t(static_cast<unsigned char>(c[i])); };
    if (c.size() == 1)
        return b(0);
    if (c.size() == 2)
        return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    if (c.size() == 3)
        return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    if (c.size() == 4)
        return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    return 0xFFFD;
}

} // namespace

bool isChineseCharacter(std::string_view c)
{
    const auto cp = codePoint(c);
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF);
}

bool isRareChineseCharacter(std::string_view c)
{
    const auto cp = codePoint(c);
    return (cp >= 0x20000 && cp <= 0x323AF) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x2F800 && cp <= 0x2FA1F);
}

bool isCoupletPunctuation(std::string_view c)
{
    return c == "，" || c == "；" || c == "、" || c == "：" || c == "！" || c == "？";
}

size_t characterCount(std::string_view text)
{
    return splitUtf8(text).size();
}

std::string normalizeCoupletText(std::string_view text)
{
    static const std::array<std::pair<const char *, const char *>, 5> halfToFull{
        {{",", "，"}, {";", "；"}, {":", "："}, {"?", "？"}, {"!", "！"}}};
    std::string out;
    for (const auto &c : splitUtf8(text)) {
        if (c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\xE3\x80\x80")  // incl. ideographic space
            continue;
        // Invisible marks text copied from a web page or a phone carries (zero-width space and
        // joiners, word joiner, byte-order mark): nothing a visitor meant to write.
        if (c == "\u200B" || c == "\u200C" || c == "\u200D" || c == "\u2060" || c == "\uFEFF")
            continue;
        bool replaced = false;
        for (const auto &[half, full] : halfToFull)
            if (c == half) {
                out += full;
                replaced = true;
            }
        if (!replaced)
            out += c;
    }
    for (;;) {
        auto chars = splitUtf8(out);
        if (chars.empty())
            break;
        const auto &last = chars.back();
        if (last != "。" && last != "；" && last != "，" && last != "！" && last != "？" && last != ".")
            break;
        out.resize(out.size() - last.size());
    }
    return out;
}

} // namespace kaimen
