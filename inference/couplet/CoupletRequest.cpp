#include "kaimen/CoupletRequest.h"

#include "kaimen/CoupletText.h"
#include "kaimen/SimplifiedScript.h"

namespace kaimen {

CoupletRequest normalizedRequest(const CoupletRequest &request)
{
    CoupletRequest normalized = request;
    normalized.occasion = normalizeCoupletText(request.occasion);
    // Typed in traditional characters, read in the model's simplified ones (the kiosk shows the
    // couplet in the visitor's script: Language::display).
    if (request.mode == CoupletMode::Duilian)
        normalized.upper = asTheModelReads(request.upper);
    else
        normalized.keyword = asTheModelReadsAWish(request.keyword);
    return normalized;
}

TextProblem checkRequest(const CoupletRequest &request)
{
    return request.mode == CoupletMode::Duilian ? checkUpperLine(request.upper) : checkWishWord(request.keyword);
}

std::string requestWord(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    std::string word = text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
    for (char &c : word)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return toSimplifiedScript(word);
}

bool parseCoupletKind(const std::string &text, CoupletKind *kind)
{
    const auto word = requestWord(text);
    if (word == "cangtou" || word == "藏头")
        *kind = CoupletKind::Cangtou;
    else if (word == "qianzi" || word == "嵌字")
        *kind = CoupletKind::Qianzi;
    else if (word == "theme" || word == "主题")
        *kind = CoupletKind::Theme;
    else
        return false;
    return true;
}

bool parseCoupletMode(const std::string &text, CoupletMode *mode)
{
    const auto word = requestWord(text);
    if (word == "keyword")
        *mode = CoupletMode::Keyword;
    else if (word == "duilian" || word == "对下联")
        *mode = CoupletMode::Duilian;
    else
        return false;
    return true;
}

const char *coupletKindName(CoupletKind kind)
{
    switch (kind) {
    case CoupletKind::Cangtou:
        return "cangtou";
    case CoupletKind::Qianzi:
        return "qianzi";
    case CoupletKind::Theme:
        break;
    }
    return "theme";
}

std::string shownAs(const Couplet &couplet)
{
    return couplet.upper + "|" + couplet.lower;
}

} // namespace kaimen
