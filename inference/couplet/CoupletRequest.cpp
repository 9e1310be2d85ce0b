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
        normalized.upper = toSimplifiedScript(normalizeCoupletText(request.upper));
    else
        normalized.keyword = toSimplifiedScript(normalizeCoupletText(request.keyword));
    return normalized;
}

TextProblem checkRequest(const CoupletRequest &request)
{
    return request.mode == CoupletMode::Duilian ? checkUpperLine(request.upper) : checkWishWord(request.keyword);
}

bool parseCoupletKind(const std::string &text, CoupletKind *kind)
{
    if (text == "cangtou")
        *kind = CoupletKind::Cangtou;
    else if (text == "qianzi")
        *kind = CoupletKind::Qianzi;
    else if (text == "theme")
        *kind = CoupletKind::Theme;
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
