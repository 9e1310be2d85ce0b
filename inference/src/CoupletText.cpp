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

std::string quoted(const std::string &text)
{
    return "\"" + (text.size() > 60 ? text.substr(0, 60) + "…" : text) + "\"";
}

} // namespace

bool isChineseCharacter(std::string_view c)
{
    const auto cp = codePoint(c);
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF);
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

std::string validateWishWord(const std::string &text)
{
    if (text.empty())
        return "The wish word is empty; enter two Chinese characters, such as 如意.";
    const auto chars = splitUtf8(text);
    for (const auto &c : chars)
        if (!isChineseCharacter(c))
            return "The wish word " + quoted(text) + " contains \"" + c
                   + "\", which is not a Chinese character; enter two Chinese characters, such as 如意.";
    if (chars.size() != 2)
        return "The wish word " + quoted(text) + " has " + std::to_string(chars.size())
               + " characters; enter exactly two Chinese characters, such as 如意.";
    return {};
}

std::string validateUpperLine(const std::string &text)
{
    if (text.empty())
        return "The 上联 is empty; enter 4 to 16 Chinese characters.";
    const auto chars = splitUtf8(text);
    if (chars.size() > 16)
        return "The 上联 " + quoted(text) + " has " + std::to_string(chars.size())
               + " characters; enter 4 to 16 Chinese characters.";
    size_t hanzi = 0;
    for (size_t i = 0; i < chars.size(); ++i) {
        if (isChineseCharacter(chars[i])) {
            ++hanzi;
            continue;
        }
        if (isCoupletPunctuation(chars[i]) && i > 0 && i + 1 < chars.size() && isChineseCharacter(chars[i - 1]))
            continue;
        return "The 上联 " + quoted(text) + " contains \"" + chars[i]
               + "\" where only Chinese characters (with ，or ；between phrases) are allowed.";
    }
    if (hanzi < 4)
        return "The 上联 " + quoted(text) + " has " + std::to_string(hanzi)
               + " Chinese characters; enter 4 to 16 Chinese characters.";
    return {};
}

} // namespace kaimen
