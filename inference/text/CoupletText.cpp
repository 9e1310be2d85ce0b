#include "kaimen/CoupletText.h"

#include "kaimen/Tokenizer.h"

#include <array>
#include <cstring>
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
    // 〇 (U+3007) is the zero of a year written in characters (二〇二七年): a visitor's 上联 may
    // hold it, though Unicode files it with the symbols.
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) || cp == 0x3007;
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

namespace {

// Whether TEXT ends with END and holds more before it.
bool endsWith(const std::string &text, const std::string &end)
{
    return text.size() > end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

// TEXT without what wraps a line quoted or posed as a challenge: a label before it (上联：, 出句：,
// 对下联：), a request after it (，求下联; （上联）; the empty slot of the answer pasted with it,
// 下联：＿＿＿), quotes around it (“春风得意马蹄疾”, 「…」, 《…》), and marks after it (。！——…,
// also inside the quotes).
std::string withoutWrapping(std::string text)
{
    static const std::array<const char *, 6> labels{"上联：", "出句：", "上句：", "对下联：", "求下联：", "征下联："};
    static const std::array<const char *, 17> requests{
        "，求下联", "，请对下联", "，对下联", "，征下联", "，求对", "，请对",
        "（上联）", "(上联)", "（出句）", "(出句)", "（求下联）", "(求下联)",
        "下联：", "下句：", "对句：", "（）", "()"};
    static const std::array<std::pair<const char *, const char *>, 5> quotes{
        {{"“", "”"}, {"「", "」"}, {"『", "』"}, {"《", "》"}, {"\"", "\""}}};
    // Until nothing more comes off, so that the text read is read the same again (上联：“上联：…”).
    for (bool changed = true; changed;) {
        changed = false;
        for (const char *label : labels)
            if (text.rfind(label, 0) == 0 && text.size() > std::strlen(label)) {
                text.erase(0, std::strlen(label));
                changed = true;
            }
        for (const char *request : requests)
            if (endsWith(text, request)) {
                text.resize(text.size() - std::strlen(request));
                changed = true;
            }
        auto chars = splitUtf8(text);
        if (chars.empty())
            break;
        const auto &last = chars.back();
        // The blanks a challenge leaves for the answer (下联：＿＿＿, □□□) are marks after it too.
        if (last == "。" || last == "；" || last == "，" || last == "！" || last == "？" || last == "." || last == "—"
            || last == "…" || last == "_" || last == "＿" || last == "□" || last == "○") {
            text.resize(text.size() - last.size());
            changed = true;
            continue;
        }
        for (const auto &[open, close] : quotes)
            if (chars.size() > 2 && chars.front() == open && last == close) {
                text = text.substr(chars.front().size(), text.size() - chars.front().size() - last.size());
                changed = true;
                break;
            }
    }
    return text;
}

// TEXT's characters with invisible marks dropped, and ASCII ,;:?! and the small forms ﹐﹑﹔﹕﹖﹗
// (U+FE50-FE57, which some phone keyboards write) made the full-width marks a couplet uses.
std::string withFullWidthMarks(std::string_view text)
{
    static const std::array<std::pair<const char *, const char *>, 11> toCoupletMark{
        {{",", "，"}, {";", "；"}, {":", "："}, {"?", "？"}, {"!", "！"}, {"\uFE50", "，"}, {"\uFE51", "、"},
         {"\uFE54", "；"}, {"\uFE55", "："}, {"\uFE56", "？"}, {"\uFE57", "！"}}};
    std::string out;
    for (const auto &c : splitUtf8(text)) {
        // Invisible marks text copied from a web page or a phone carries (zero-width space and
        // joiners, word joiner, byte-order mark): nothing a visitor meant to write.
        if (c == "\u200B" || c == "\u200C" || c == "\u200D" || c == "\u2060" || c == "\uFEFF")
            continue;
        bool replaced = false;
        for (const auto &[typed, mark] : toCoupletMark)
            if (c == typed) {
                out += mark;
                replaced = true;
            }
        if (!replaced)
            out += c;
    }
    return out;
}

bool isSpace(const std::string &c)
{
    return c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\xE3\x80\x80";  // incl. ideographic space
}

// The pieces of TEXT between runs of white space.
std::vector<std::string> spaceSeparated(std::string_view text)
{
    std::vector<std::string> pieces(1);
    for (const auto &c : splitUtf8(text)) {
        if (!isSpace(c))
            pieces.back() += c;
        else if (!pieces.back().empty())
            pieces.emplace_back();
    }
    if (pieces.back().empty())
        pieces.pop_back();
    return pieces;
}

// Whether a space between LEFT and RIGHT parts phrases, as a visitor types 春回大地 福满人间 for
// 春回大地，福满人间: Chinese characters on both sides, three or more on each (春 风 得 意 is one
// phrase spaced out, 平 安 one wish).
bool spaceParts(const std::string &left, const std::string &right)
{
    const auto l = splitUtf8(left), r = splitUtf8(right);
    return l.size() >= 3 && r.size() >= 3 && isChineseCharacter(l.back()) && isChineseCharacter(r.front());
}

} // namespace

std::string normalizeCoupletText(std::string_view text)
{
    std::string out;
    std::string previous;
    for (const auto &piece : spaceSeparated(text)) {
        auto part = withFullWidthMarks(piece);
        if (part.empty())
            continue;
        if (!previous.empty() && spaceParts(previous, part))
            out += "，";
        out += part;
        previous = std::move(part);
    }
    return withoutWrapping(out);
}

} // namespace kaimen
